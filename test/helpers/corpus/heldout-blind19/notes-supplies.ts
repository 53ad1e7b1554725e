import { parseScaled } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { A4, type AmountStyle, type Ctx, type DateStyle, type Line, type Party, type Rng, Sheet, cif, customerFor, date, day, line, money, noteSum, percent, printId, qty } from './kit.js';
import { type Col, drawHead, drawRows, noteTruth } from './table.js';

/**
 * Valued delivery notes of the nineteenth blind set for thermal cutting, recycling and
 * decontamination: oxy-fuel cutting gases on a framed half page with the number in red, recycled
 * aggregates from a demolition-waste plant on a weighbridge ticket labelled in Basque and Spanish,
 * and negative-pressure units, HEPA filters and encapsulation consumables in Times under a centred
 * letterhead, one over two pages (docs/document-extraction.md#measuring-it).
 */

// ---- oxy-fuel cutting gases: a framed half page, the number in red -----------------------------

interface GasStyle {
  seller: Party;
  font: 'Helvetica' | 'Courier';
  dates: DateStyle;
  amounts: AmountStyle;
  number: (rng: Rng) => string;
}

const GAS: GasStyle[] = [
  {
    seller: { name: 'Gases Técnicos del Nervión, S.A.', id: cif('A', '4809127'), street: 'C/ Juan de Garay, 9', town: '48901 Barakaldo (Bizkaia)', phone: '944 38 06 51' },
    font: 'Helvetica',
    dates: 'slash',
    amounts: 'euro',
    number: (rng) => `${String(rng.int(1000, 99999)).padStart(6, '0')}`,
  },
  {
    seller: { name: 'Oxicorte Suministros Manchegos, S.L.', id: cif('B', '0249316'), idStyle: 'dash', street: 'Pol. Campollano, calle D, 41', town: '02007 Albacete', phone: '967 21 93 40' },
    font: 'Helvetica',
    dates: 'short',
    amounts: 'dots',
    number: (rng) => `${String(rng.int(1000, 99999)).padStart(6, '0')}`,
  },
  {
    seller: { name: 'Distribuciones Gasísticas Ourense, S.L.', id: cif('B', '3241960'), street: 'Rúa do Progreso, 120', town: '32003 Ourense', phone: '988 37 15 22' },
    font: 'Courier',
    dates: 'dash',
    amounts: 'dots',
    number: (rng) => `${String(rng.int(1000, 99999)).padStart(6, '0')}`,
  },
];

function gasLines(rng: Rng): Line[] {
  const all: [string, string, number, number, string, number, number][] = [
    ['OX50', 'Oxígeno industrial, botella 50 l (10,6 m³)', 2, 10, 'bot.', 24, 36],
    ['AC40', 'Acetileno disuelto, botella 40 l (8 kg)', 1, 6, 'bot.', 58, 84],
    ['PR35', 'Propano industrial, botella 35 kg', 1, 4, 'bot.', 52, 70],
    ['ALQ1', 'Alquiler mensual de botella', 2, 12, 'ud', 6, 11],
    ['MR02', 'Manorreductor de oxígeno 2 etapas', 1, 2, 'ud', 48, 75],
    ['VA10', 'Válvula antirretorno para soplete', 2, 4, 'ud', 14, 22],
    ['BQ07', 'Boquilla de corte nº 3, acetileno', 2, 10, 'ud', 5, 9],
  ];
  return rng.sample(all, rng.int(4, 6)).map(([code, t, lo, hi, u, p1, p2]) => line(t, rng.int(lo, hi), u, rng.price(p1, p2), { code }));
}

/** A gases note; with `ignoredDiscount` it prints a 5 % discount its sum leaves in (the hard one). */
export async function cuttingGases(c: Ctx, ignoredDiscount = false): Promise<CorpusDocument> {
  const st = GAS[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const when = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const lines = gasLines(c.rng);
  const sum = noteSum(lines);
  const sheet = new Sheet(undefined, 'Gestión de envases');
  const pen = sheet.pen(st.font, st.font === 'Courier' ? 8 : 8.5);
  const L = 36;
  const R = A4.w - 36;

  sheet.box(24, 24, A4.w - 48, 396, { stroke: '#000', width: 1.2 });
  pen.text(s.name, L, 36, { size: 12, bold: true });
  pen.text(`${s.street} · ${s.town}`, L, 52, { size: 7.5 });
  pen.text(`C.I.F. ${printId(s.id, s.idStyle)} · Tel. ${s.phone}`, L, 62, { size: 7.5 });
  pen.text('ALBARÁN DE ENTREGA DE GASES Y ENVASES', L, 80, { size: 9, bold: true });
  sheet.box(410, 34, R - 410, 34, { stroke: '#c00000', width: 1.2 });
  sheet.ink('#c00000', () => pen.center(`Nº ${number}`, (410 + R) / 2, 45, { size: 13, bold: true }));
  pen.text(`Fecha: ${date(when, st.dates)}`, 410, 78, { size: 9 });

  pen.text(`Cliente: ${buyer.name}`, L, 98, { size: 8.5, bold: true });
  pen.text(`${buyer.street}, ${buyer.town} · CIF ${buyer.id}`, L, 109, { size: 7.5 });
  pen.text(`Envases llenos entregados: ${c.rng.int(2, 12)}   Vacíos recogidos: ${c.rng.int(0, 10)}`, L, 121, { size: 7.5 });

  const cols: Col[] = [
    { head: 'Código', w: 45, get: (l) => l.code ?? '' },
    { head: 'Descripción', w: 250, get: (l) => l.text },
    { head: 'Cant.', w: 45, align: 'r', get: (l) => qty(l.qty, 0) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'P.V.P.', w: 70, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: R - L - 445, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8, rowRules: true, rowH: 15, headFill: '#dddddd' };
  let y = drawHead(sheet, pen, cols, 136, look);
  y = drawRows(sheet, pen, cols, lines, y, look) + 14;
  if (ignoredDiscount) {
    pen.text('Dto. 5 % cliente de obra', 330, y, { size: 8.5 });
    pen.right(money(-percent(sum, 5), st.amounts), R - 3, y, { size: 8.5 });
    y += 14;
  }
  pen.text('Suma albarán (IVA no incluido)', 300, y, { size: 9, bold: true });
  pen.right(money(sum, st.amounts), R - 3, y, { size: 9, bold: true });
  pen.text('Conforme cliente:', L, 392, { size: 7.5 });
  pen.text('Los envases son propiedad del distribuidor.', 250, 392, { size: 7 });
  return noteTruth({
    id: c.id,
    layout: c.layout,
    bytes: await sheet.finish(),
    buyer,
    seller: s,
    number,
    date: when,
    lines,
    sum,
    hard: ignoredDiscount
      ? `it prints a 5 % discount of ${money(percent(sum, 5))} under its lines, and its printed sum leaves it undeducted (the sum of the lines)`
      : undefined,
  });
}

// ---- recycled aggregates: a weighbridge ticket labelled in Basque and Spanish -------------------

interface AggStyle {
  seller: Party;
  dates: DateStyle;
  amounts: AmountStyle;
  number: (rng: Rng) => string;
}

const AGG: AggStyle[] = [
  {
    seller: { name: 'Harri Birziklatuak Gipuzkoa, S.L.', id: cif('B', '2093184'), street: 'Epele industrialdea, 14', town: '20120 Hernani (Gipuzkoa)', phone: '943 55 20 18' },
    dates: 'slash',
    amounts: 'euro',
    number: (rng) => `HB-${rng.int(26000, 26999)}`,
  },
  {
    seller: { name: 'Eraikuntza Hondakinak Araba, S. Coop.', id: cif('F', '0138246'), street: 'Jundiz industrialdea, Lermandabide 31', town: '01015 Vitoria-Gasteiz (Araba)', phone: '945 29 14 70' },
    dates: 'iso',
    amounts: 'dots',
    number: (rng) => `${rng.int(700000, 799999)}`,
  },
  {
    seller: { name: 'Áridos Reciclados Bidasoa, S.A.', id: cif('A', '2048713'), idStyle: 'dash', street: 'Araso industrialdea, 7', town: '20305 Irun (Gipuzkoa)', phone: '943 63 72 04' },
    dates: 'dash',
    amounts: 'euro',
    number: (rng) => `B/${rng.int(1000, 9999)}`,
  },
];

export async function recycledAggregates(c: Ctx): Promise<CorpusDocument> {
  const st = AGG[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const when = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const tare = c.rng.int(1300, 1600) * 10;
  const net = c.rng.int(1400, 2600) * 10;
  const product = c.rng.pick(['Árido reciclado de hormigón 0/40', 'Árido reciclado mixto ZA-25', 'Zahorra reciclada 0/32', 'Grava reciclada 20/40']);
  const lines = [line(product, net / 1000, 't', c.rng.price(4.5, 9.5, 5))];
  if (c.rng.chance(0.7)) lines.push(line('Transporte en camión bañera', 1, 'viaje', c.rng.price(60, 120, 500)));
  if (c.rng.chance(0.5)) lines.push(line('Certificado de calidad del lote (marcado CE)', 1, 'ud', c.rng.price(15, 30, 500)));
  const sum = noteSum(lines);
  const sheet = new Sheet([A4.w, A4.h / 2], 'Báscula');
  const pen = sheet.pen('Helvetica', 8.5);
  const L = 30;
  const R = A4.w - 30;

  pen.text(s.name, L, 24, { size: 12, bold: true });
  pen.text(`${s.street} · ${s.town} · ${s.phone}`, L, 40, { size: 7.5 });
  pen.text(`IFZ / NIF: ${printId(s.id, s.idStyle)}`, L, 50, { size: 7.5 });
  pen.text('Eraikuntza eta eraispen hondakinen balorizazio planta / Planta de valorización de RCD', L, 60, { size: 7, italic: true });
  pen.right('ALBARANA / ALBARÁN', R, 24, { size: 13, bold: true });
  const head: [string, string][] = [
    ['Zk. / Nº', number],
    ['Data / Fecha', date(when, st.dates)],
    ['Matrikula / Matrícula', `${c.rng.int(1000, 9999)} ${c.rng.pick(['KLM', 'HBD', 'JRT', 'LCN'])}`],
  ];
  head.forEach(([label, value], i) => {
    sheet.box(360, 44 + i * 17, R - 360, 17, { stroke: '#444' });
    pen.text(label, 365, 49 + i * 17, { size: 7.5 });
    pen.right(value, R - 5, 49 + i * 17, { size: 8.5, bold: i === 0 });
  });

  pen.text(`Bezeroa / Cliente: ${buyer.name} · ${buyer.id}`, L, 84, { size: 8 });
  pen.text(`Obra: ${c.rng.pick(['Urbanización Txomin Enea', 'Derribo antigua papelera, Errenteria', 'Bidegorri Ibaeta'])}`, L, 96, { size: 8 });

  const weights: [string, number][] = [
    ['Gordina / Bruto', tare + net],
    ['Tara', tare],
    ['Garbia / Neto', net],
  ];
  weights.forEach(([label, kg], i) => {
    sheet.box(L + i * 120, 112, 120, 30, { stroke: '#444', fill: i === 2 ? '#eeeeee' : undefined });
    pen.text(label, L + 5 + i * 120, 116, { size: 7 });
    pen.right(`${qty(kg, 0)} kg`, L + 115 + i * 120, 128, { size: 10, bold: i === 2 });
  });

  const cols: Col[] = [
    { head: 'Deskribapena / Descripción', w: 235, get: (l) => l.text },
    { head: 'Kop. / Cant.', w: 65, align: 'r', get: (l) => qty(l.qty, Number.isInteger(l.qty) ? 0 : 2) },
    { head: 'Ud.', w: 40, align: 'c', get: (l) => l.unit },
    { head: 'Prezioa / Precio', w: 80, align: 'r', get: (l) => money(l.price) },
    { head: 'Zenbatekoa / Importe', w: R - L - 420, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8, grid: true, headFill: '#e6e6e6', rowH: 16 };
  let y = drawHead(sheet, pen, cols, 156, look);
  y = drawRows(sheet, pen, cols, lines, y, look) + 12;
  sheet.box(330, y, R - 330, 20, { stroke: '#000', width: 1.2 });
  pen.text('Guztira (BEZ gabe) / Total (sin IVA)', 336, y + 6, { size: 8.5, bold: true });
  pen.right(money(sum, st.amounts), R - 6, y + 6, { size: 9, bold: true });
  pen.text('Gidaria / Conductor:', L, 385, { size: 7.5 });
  pen.text('Jasotzailea / Recibí:', 250, 385, { size: 7.5 });
  return noteTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, date: when, lines, sum });
}

// ---- HEPA filters and negative pressure: Times under a centred letterhead, one over two pages ---

interface HepaStyle {
  seller: Party;
  dates: DateStyle;
  amounts: AmountStyle;
  numberLabel: string;
  number: (rng: Rng) => string;
  long: boolean;
}

const HEPA: HepaStyle[] = [
  {
    seller: { name: 'Filtración y Confinamiento Industrial, S.L.', id: cif('B', '6284017'), street: 'C/ Colom, 402', town: '08223 Terrassa (Barcelona)', phone: '937 83 40 61' },
    dates: 'slash',
    amounts: 'euro',
    numberLabel: 'Nº Doc.',
    number: (rng) => `AL/${rng.int(26000, 26999)}`,
    long: false,
  },
  {
    seller: { name: 'Depresores y Filtros Absolutos, S.A.', id: cif('A', '2871934'), idStyle: 'dash', street: 'Avda. de Madrid, 44', town: '28802 Alcalá de Henares (Madrid)', phone: '918 83 17 26' },
    dates: 'es',
    amounts: 'dots',
    numberLabel: 'Albarán nº',
    number: (rng) => `${rng.int(2600100, 2600999)}`,
    long: true,
  },
  {
    seller: { name: 'Equipos de Descontaminación Bética, S.L.', id: cif('B', '9073826'), street: 'Avda. de Andalucía, 77', town: '41700 Dos Hermanas (Sevilla)', phone: '954 72 60 39' },
    dates: 'dots',
    amounts: 'euro',
    numberLabel: 'Documento nº',
    number: (rng) => `EDB-${rng.int(4000, 4999)}`,
    long: false,
  },
];

function hepaLines(rng: Rng, long: boolean): Line[] {
  const items: [string, string, number, number, number][] = [
    ['Alquiler unidad de presión negativa 2.000 m³/h', 'sem', 1, 4, 95],
    ['Alquiler unidad de presión negativa 4.000 m³/h', 'sem', 1, 4, 140],
    ['Alquiler ducha de descontaminación de 3 compartimentos', 'sem', 1, 4, 180],
    ['Alquiler aspirador industrial con filtro HEPA clase H', 'sem', 1, 4, 65],
    ['Filtro HEPA H14 610x610x292 mm', 'ud', 1, 6, 145],
    ['Prefiltro G4 610x610 mm', 'ud', 4, 24, 7],
    ['Filtro F7 de bolsas 592x592 mm', 'ud', 2, 12, 26],
    ['Film de polietileno 200 galgas, rollo 4x25 m', 'rollo', 2, 20, 38],
    ['Cinta americana gris 50 mm x 50 m', 'ud', 6, 48, 3.9],
    ['Encapsulante pulverizable, bidón de 25 l', 'bidón', 1, 8, 96],
    ['Bolsa para amianto 100x150 cm con logotipo', 'ud', 20, 200, 1.35],
    ['Manómetro diferencial con alarma', 'ud', 1, 2, 118],
    ['Pulverizador de baja presión 10 l', 'ud', 1, 3, 29],
    ['Cinta de señalización de zona de amianto', 'rollo', 1, 6, 12.5],
  ];
  const sizes = ['M', 'L', 'XL', 'XXL'];
  const ppe: [string, string, number, number, number][] = [
    ...sizes.map((t): [string, string, number, number, number] => [`Buzo desechable tipo 5/6, talla ${t}`, 'ud', 10, 60, 4.8]),
    ['Mascarilla autofiltrante FFP3 con válvula', 'ud', 20, 100, 3.4],
    ['Filtro P3 para máscara completa, par', 'par', 5, 30, 16.5],
    ['Cubrebotas desechable', 'par', 20, 100, 0.45],
    ['Guantes de nitrilo, caja de 100', 'caja', 2, 10, 8.9],
    ['Máscara completa con conexión rosca estándar', 'ud', 1, 4, 98],
    ['Gafas panorámicas antivaho', 'ud', 2, 10, 7.8],
    ['Toallitas de limpieza de equipos, bote 100', 'ud', 2, 12, 9.6],
  ];
  const extra: [string, string, number, number, number][] = [
    ['Tubo flexible Ø300 mm para extracción, 7,5 m', 'ud', 1, 4, 64],
    ['Abrazadera para tubo Ø300', 'ud', 2, 8, 6.5],
    ['Cortina de lamas para acceso a zona confinada', 'ud', 1, 3, 55],
    ['Portes', 'ud', 1, 1, 35],
  ];
  const pool = long ? [...items, ...ppe, ...extra] : [...rng.sample(items, rng.int(4, 6)), ...rng.sample(ppe, rng.int(1, 3))];
  return pool.map(([t, u, lo, hi, p]) => line(t, rng.int(lo, hi), u, Number(parseScaled(p, 2))));
}

export async function hepaFilters(c: Ctx): Promise<CorpusDocument> {
  const st = HEPA[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const when = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const lines = hepaLines(c.rng, st.long);
  const sum = noteSum(lines);
  const sheet = new Sheet(undefined, 'ERP Filtros');
  const pen = sheet.pen('Times', 10);
  const mid = A4.w / 2;
  const L = 45;
  const R = A4.w - 45;

  const letterhead = () => {
    pen.center(s.name, mid, 36, { size: 15, bold: true });
    pen.center('Equipos de confinamiento, filtración absoluta y protección para retirada de amianto', mid, 54, { size: 8.5, italic: true });
    pen.center(`${s.street} · ${s.town} · Tel. ${s.phone} · C.I.F. ${printId(s.id, s.idStyle)}`, mid, 66, { size: 8.5 });
    sheet.rule(L, R, 80, { width: 0.8 });
  };
  letterhead();
  pen.text('ALBARÁN', L, 94, { size: 13, bold: true });
  pen.text(`${st.numberLabel}: ${number}`, L, 112, { bold: true });
  pen.text(`Fecha: ${date(when, st.dates)}`, L, 125);
  pen.text(`Su pedido: ${c.rng.pick(['OC-2026-118', 'Retirada cubierta nave 2', 'Pedido telefónico'])}`, L, 138);
  pen.text(buyer.name, 330, 100, { bold: true });
  pen.text(buyer.street, 330, 113, { size: 9 });
  pen.text(buyer.town, 330, 125, { size: 9 });
  pen.text(`C.I.F.: ${buyer.id}`, 330, 137, { size: 9 });

  const cols: Col[] = [
    { head: 'Descripción', w: 270, get: (l) => l.text },
    { head: 'Cantidad', w: 55, align: 'r', get: (l) => qty(l.qty, 0) },
    { head: 'Ud.', w: 40, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 60, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: 80, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 9, rowRules: true, rowH: 16 };
  let y = drawHead(sheet, pen, cols, 162, look);
  if (lines.length > 24) {
    const first = lines.slice(0, 20);
    const carried = noteSum(first);
    y = drawRows(sheet, pen, cols, first, y, look);
    pen.right(`Suma y sigue ......  ${money(carried, st.amounts)}`, R, y + 10, { bold: true });
    pen.center('Hoja 1 de 2', mid, 812, { size: 8 });
    sheet.newPage();
    letterhead();
    pen.text(`${st.numberLabel}: ${number} · ${date(when, st.dates)} (continuación)`, L, 92, { size: 9 });
    y = drawHead(sheet, pen, cols, 110, look);
    pen.text('Suma anterior', L + 3, y + 4, { bold: true });
    pen.right(money(carried, st.amounts), R - 3, y + 4, { bold: true });
    y = drawRows(sheet, pen, cols, lines.slice(20), y + 18, look, 20);
    pen.center('Hoja 2 de 2', mid, 812, { size: 8 });
  } else {
    y = drawRows(sheet, pen, cols, lines, y, look);
  }
  y += 22;
  sheet.box(300, y - 5, R - 300, 22, { stroke: '#000' });
  pen.text('Importe total (IVA no incluido)', 306, y + 1, { size: 10, bold: true });
  pen.right(money(sum, st.amounts), R - 6, y + 1, { size: 10, bold: true });
  pen.text('Recibido por:', L, y + 40, { size: 9, italic: true });
  return noteTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, date: when, lines, sum });
}
