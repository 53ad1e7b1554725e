import type { CorpusDocument } from '../types.js';
import { A4, type AmountStyle, type Ctx, type DateStyle, type Line, type Party, type Rng, Sheet, bill, cif, customerFor, date, day, dni, line, money, noteSum, printId, qty } from './kit.js';
import { type Col, drawHead, drawRows, noteTruth } from './table.js';

/**
 * Valued delivery notes of the nineteenth blind set for the demolition site: non-explosive
 * demolition agents (expansive mortar) and drilling consumables in a header grid with the labels
 * above, dust-suppression misting cannons hired under a letterhead on the right, and debris chutes
 * and rubble bags on a counter's narrow Courier ticket (docs/document-extraction.md#measuring-it).
 */

// ---- expansive mortar: a header grid with the labels above --------------------------------------

interface ExpansiveStyle {
  seller: Party;
  color: string;
  withVat: boolean;
  dates: DateStyle;
  amounts: AmountStyle;
  number: (rng: Rng) => string;
}

const EXPANSIVE: ExpansiveStyle[] = [
  {
    seller: { name: 'Morteros Expansivos Tecnicem, S.L.', id: cif('B', '1247360'), street: 'Pol. Ind. El Collet, c/ Ceramistas 9', town: '12580 Benicarló (Castellón)', phone: '964 47 38 02' },
    color: '#b01e23',
    withVat: true,
    dates: 'slash',
    amounts: 'euro',
    number: (rng) => `AV26-${String(rng.int(1000, 9999))}`,
  },
  {
    seller: { name: 'Suministros de Perforación Gredos, S.L.', id: cif('B', '0538127'), idStyle: 'dash', street: 'Ctra. de Valladolid, km 1,8', town: '05004 Ávila', phone: '920 35 16 44' },
    color: '#35608a',
    withVat: false,
    dates: 'dash',
    amounts: 'dots',
    number: (rng) => `${rng.int(40000, 49999)}`,
  },
  {
    seller: { name: 'Químicas de Demolición Navarra, S.A.', id: cif('A', '3170628'), street: 'Pol. Ind. Municipal, calle C, 14', town: '31500 Tudela (Navarra)', phone: '948 82 41 70' },
    color: '#4a6b2a',
    withVat: false,
    dates: 'dots',
    amounts: 'eur',
    number: (rng) => `ALB-${rng.int(6000, 6999)}`,
  },
];

function expansiveLines(rng: Rng): Line[] {
  const all: [string, string, number, number, string, number, number][] = [
    ['EX-520', 'Mortero expansivo tipo 2 (10-25 °C), saco 20 kg', 5, 60, 'saco', 38, 52],
    ['EX-530', 'Mortero expansivo tipo 3 (5-15 °C), saco 20 kg', 5, 40, 'saco', 40, 55],
    ['EX-900', 'Caja de 4 cartuchos expansivos de 5 kg', 2, 20, 'caja', 58, 82],
    ['BR-038', 'Broca de botón Ø38 mm, rosca R32', 2, 12, 'ud', 46, 78],
    ['BR-045', 'Broca de botón Ø45 mm, rosca T38', 1, 8, 'ud', 62, 96],
    ['VA-320', 'Varillaje extensión R32 de 1.200 mm', 1, 6, 'ud', 88, 130],
    ['TP-010', 'Tapones obturadores de taladro', 50, 400, 'ud', 0.25, 0.6],
    ['GU-001', 'Guantes de nitrilo resistentes a álcalis', 6, 48, 'par', 2.1, 4.2],
  ];
  return rng.sample(all, rng.int(4, 6)).map(([code, t, lo, hi, u, p1, p2]) => line(t, rng.int(lo, hi), u, rng.price(p1, p2, 1), { code }));
}

export async function expansiveMortar(c: Ctx): Promise<CorpusDocument> {
  const st = EXPANSIVE[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const when = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const lines = expansiveLines(c.rng);
  const b = bill(lines);
  const sheet = new Sheet(undefined, 'Navision');
  const pen = sheet.pen('Helvetica');
  const L = 40;
  const R = A4.w - 40;

  sheet.box(L, 40, 36, 36, { fill: st.color });
  sheet.box(L + 8, 48, 20, 20, { fill: '#fff' });
  pen.text(s.name, L + 46, 42, { size: 12, bold: true });
  pen.text(`${s.street} · ${s.town}`, L + 46, 58, { size: 8 });
  pen.text(`CIF ${printId(s.id, s.idStyle)} · Tel. ${s.phone}`, L + 46, 68, { size: 8 });
  sheet.ink(st.color, () => pen.right('ALBARÁN', R, 42, { size: 18, bold: true }));

  const heads = ['Nº ALBARÁN', 'FECHA', 'SU PEDIDO', 'CLIENTE Nº', 'TRANSPORTISTA'];
  const values = [number, date(when, st.dates), `P-${c.rng.int(100, 999)}`, String(c.rng.int(10000, 19999)), c.rng.pick(['Medios propios', 'Agencia TXT', 'Recoge cliente'])];
  const widths = [100, 85, 85, 85, R - L - 355];
  let x = L;
  heads.forEach((h, i) => {
    sheet.box(x, 96, widths[i], 14, { fill: '#eeeeee', stroke: '#666' });
    pen.text(h, x + 4, 100, { size: 7, bold: true });
    sheet.box(x, 110, widths[i], 18, { stroke: '#666' });
    pen.text(values[i], x + 4, 115, { size: 9 });
    x += widths[i];
  });

  pen.text('Cliente:', L, 144, { size: 8, bold: true });
  pen.text(buyer.name, L + 45, 144, { size: 9, bold: true });
  pen.text(`${buyer.street}, ${buyer.town} · CIF ${buyer.id}`, L + 45, 156, { size: 8 });
  pen.text(`Entregar en obra: ${c.rng.pick(['Demolición de pilas del puente viejo', 'Voladura no explosiva de cimentaciones, antigua fábrica', 'Rebaje de roca en sótano de edificio catalogado'])}`, L, 172, { size: 8 });

  const cols: Col[] = [
    { head: 'Código', w: 55, get: (l) => l.code ?? '' },
    { head: 'Descripción', w: 240, get: (l) => l.text },
    { head: 'Cantidad', w: 55, align: 'r', get: (l) => qty(l.qty, 0) },
    { head: 'Unidad', w: 40, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 55, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: 70, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8.5, grid: true, headFill: '#eeeeee', rowH: 17 };
  let y = drawHead(sheet, pen, cols, 194, look);
  y = drawRows(sheet, pen, cols, lines, y, look) + 20;

  const rows: [string, string][] = st.withVat
    ? [
        ['Base imponible', money(b.base, st.amounts)],
        ['IVA 21 %', money(b.vat, st.amounts)],
        ['Total albarán', money(b.total, st.amounts)],
      ]
    : [['Total neto', money(b.base, st.amounts)]];
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    sheet.box(370, y, R - 370, 18, { stroke: '#666', width: last ? 1.2 : 0.6 });
    pen.text(label, 376, y + 5, { size: 8.5, bold: last });
    pen.right(value, R - 6, y + 5, { size: 9, bold: last });
    y += 18;
  });
  sheet.box(L, 700, 200, 60, { stroke: '#999' });
  pen.text('Recibí conforme (firma y DNI):', L + 6, 706, { size: 7.5 });
  pen.text('Producto de uso profesional. Consulte la ficha de datos de seguridad.', L, 790, { size: 6.5 });
  return noteTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, date: when, lines, sum: b.base });
}

// ---- misting cannons hired: letterhead on the right ---------------------------------------------

interface MistStyle {
  seller: Party;
  dates: DateStyle;
  amounts: AmountStyle;
  numberLabel: string;
  totalLabel: string;
  number: (rng: Rng) => string;
}

const MIST: MistStyle[] = [
  {
    seller: { name: 'Nebulización y Control de Polvo Segura, S.L.', id: cif('B', '2351086'), street: 'C/ Hornos, 22', town: '23400 Úbeda (Jaén)', phone: '953 75 21 60' },
    dates: 'slash',
    amounts: 'euro',
    numberLabel: 'Albarán nº',
    totalLabel: 'Importe total (sin IVA)',
    number: (rng) => `NS-${rng.int(2600, 2999)}`,
  },
  {
    seller: { name: 'Cañones Antipolvo Levante, S.L.U.', id: cif('B', '5392714'), idStyle: 'dash', street: 'Avda. de la Libertad, 140', town: '03205 Elche (Alicante)', phone: '965 43 80 29' },
    dates: 'mon',
    amounts: 'dots',
    numberLabel: 'Nº albarán',
    totalLabel: 'Suma albarán',
    number: (rng) => `${rng.int(2026100, 2026999)}`,
  },
  {
    seller: { name: 'Ramón Ayerbe Lacasa', id: dni('18047532'), street: 'C/ Coso Alto, 61', town: '22003 Huesca', phone: '974 22 17 05', trade: 'Nebulizadores Ayerbe' },
    dates: 'es',
    amounts: 'euro',
    numberLabel: 'Albarán',
    totalLabel: 'Total neto',
    number: (rng) => `A/${rng.int(300, 700)}`,
  },
];

function mistLines(rng: Rng): Line[] {
  const days = rng.int(5, 30);
  const all: [string, number, number, string, number, number][] = [
    ['Alquiler cañón nebulizador de 30 m de alcance', days, days, 'día', 48, 72],
    ['Alquiler cañón nebulizador de 50 m con oscilación', days, days, 'día', 78, 110],
    ['Grupo electrógeno 20 kVA para cañón', days, days, 'día', 26, 38],
    ['Manguera de 25 m con racores Barcelona', 1, 4, 'ud', 32, 48],
    ['Juego de boquillas de recambio', 1, 3, 'jgo', 45, 70],
    ['Transporte y puesta en marcha', 1, 1, 'ud', 120, 190],
  ];
  return [all[rng.int(0, 1)], ...rng.sample(all.slice(2), rng.int(2, 4))].map(([t, lo, hi, u, p1, p2]) => line(t, rng.int(lo, hi), u, rng.price(p1, p2)));
}

export async function mistingCannons(c: Ctx): Promise<CorpusDocument> {
  const st = MIST[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const when = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const lines = mistLines(c.rng);
  const sum = noteSum(lines);
  const sheet = new Sheet(undefined, 'Alquileres');
  const pen = sheet.pen(s.trade ? 'Times' : 'Helvetica', 9);
  const L = 45;
  const R = A4.w - 45;

  let y = 42;
  if (s.trade) {
    pen.right(s.trade, R, y, { size: 16, bold: true });
    y += 20;
  }
  pen.right(s.name, R, y, { size: s.trade ? 10 : 13, bold: true });
  pen.right(s.street, R, y + 16, { size: 8.5 });
  pen.right(s.town, R, y + 27, { size: 8.5 });
  pen.right(`NIF: ${printId(s.id, s.idStyle)} · ${s.phone}`, R, y + 38, { size: 8.5 });

  pen.text('ALBARÁN DE ENTREGA', L, 48, { size: 14, bold: true });
  pen.text(`${st.numberLabel}: ${number}`, L, 70, { size: 10, bold: true });
  pen.text(`Fecha: ${date(when, st.dates)}`, L, 84);
  pen.text(`Su referencia: ${c.rng.pick(['Obra 26-014', 'Pedido 553', 'Derribo nave 3'])}`, L, 97);

  sheet.box(L, 130, 260, 58, { stroke: '#555' });
  pen.text(buyer.name, L + 6, 138, { bold: true });
  pen.text(buyer.street, L + 6, 151, { size: 8.5 });
  pen.text(buyer.town, L + 6, 162, { size: 8.5 });
  pen.text(`CIF: ${buyer.id}`, L + 6, 173, { size: 8.5 });

  const cols: Col[] = [
    { head: 'Descripción', w: 265, get: (l) => l.text },
    { head: 'Cant.', w: 50, align: 'r', get: (l) => qty(l.qty, 0) },
    { head: 'Ud.', w: 40, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 60, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: 90, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 9, rowRules: true, rowH: 18 };
  y = drawHead(sheet, pen, cols, 212, look);
  y = drawRows(sheet, pen, cols, lines, y, look) + 18;
  pen.text(st.totalLabel, 330, y, { size: 10, bold: true });
  pen.right(money(sum, st.amounts), R, y, { size: 10, bold: true });
  pen.text('Material en alquiler: la devolución se anota en el albarán de retirada.', L, 720, { size: 8, italic: true });
  pen.text('Firma del receptor:', L, 745, { size: 8.5 });
  return noteTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, date: when, lines, sum });
}

// ---- debris chutes and rubble bags: a counter's narrow Courier ticket ---------------------------

interface ChuteStyle {
  seller: Party;
  dates: DateStyle;
  number: (rng: Rng) => string;
}

const CHUTE: ChuteStyle[] = [
  {
    seller: { name: 'Bajantes y Sacas del Turia, S.L.', id: cif('B', '4683207'), street: 'C/ Músico Ginés, 18', town: '46009 Valencia', phone: '963 47 02 18' },
    dates: 'slash',
    number: (rng) => `T${rng.int(100000, 199999)}`,
  },
  {
    seller: { name: 'Francisco Javier Lorca Espín', id: dni('23041589'), street: 'C/ Real, 55', town: '30201 Cartagena', phone: '968 50 71 33', trade: 'SACAS LORCA' },
    dates: 'dots',
    number: (rng) => `${rng.int(1, 9)}-${String(rng.int(1000, 9999))}`,
  },
  {
    seller: { name: 'Suministros Derribo Aragón, S. Coop.', id: cif('F', '5027361'), street: 'Avda. de Cataluña, 240', town: '50014 Zaragoza', phone: '976 46 29 90' },
    dates: 'slash',
    number: (rng) => `ALB-${rng.int(30000, 39999)}`,
  },
];

function chuteLines(rng: Rng): Line[] {
  const all: [string, number, number, string, number, number][] = [
    ['TRAMO BAJANTE ESCOMBROS PE 1,1 M', 4, 20, 'UD', 28, 42],
    ['TOLVA DE CARGA PARA BAJANTE', 1, 2, 'UD', 55, 85],
    ['CADENA Y CARABINERO TRAMO BAJANTE', 4, 20, 'UD', 4.5, 8],
    ['SACA BIG BAG 90X90X110 1 T', 10, 80, 'UD', 4.2, 7.5],
    ['SACA RAFIA ESCOMBRO 55X95', 50, 300, 'UD', 0.32, 0.65],
    ['LONA PROTECCION 4X5 M', 1, 6, 'UD', 9, 16],
    ['CINTA BALIZAMIENTO ROJA/BLANCA 200 M', 1, 6, 'ROLLO', 4, 7],
  ];
  return rng.sample(all, rng.int(3, 5)).map(([t, lo, hi, u, p1, p2]) => line(t, rng.int(lo, hi), u, rng.price(p1, p2, 1)));
}

export async function debrisChutes(c: Ctx): Promise<CorpusDocument> {
  const st = CHUTE[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const when = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const lines = chuteLines(c.rng);
  const sum = noteSum(lines);
  const W = 226.77;
  const sheet = new Sheet([W, 250 + lines.length * 24 + (s.trade ? 12 : 0)], 'TPV');
  const pen = sheet.pen('Courier', 7.5);
  const mid = W / 2;
  const caps = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
  const rule = (y: number) => pen.center('-'.repeat(40), mid, y);

  let y = 14;
  if (s.trade) {
    pen.center(s.trade, mid, y, { size: 10, bold: true });
    y += 13;
  }
  pen.center(s.name.toUpperCase(), mid, y, { bold: true });
  pen.center(caps(s.street), mid, y + 10);
  pen.center(caps(s.town), mid, y + 20);
  pen.center(`NIF ${s.id}  TEL ${s.phone}`, mid, y + 30);
  y += 44;
  rule(y);
  pen.text(`ALBARAN N. ${number}`, 10, y + 10, { bold: true });
  pen.text(`FECHA: ${date(when, st.dates)}  ${String(c.rng.int(8, 13)).padStart(2, '0')}:${String(c.rng.int(0, 59)).padStart(2, '0')}`, 10, y + 20);
  pen.text(`CLIENTE: ${caps(buyer.name)}`.slice(0, 44), 10, y + 30);
  pen.text(`CIF: ${buyer.id}`, 10, y + 40);
  rule(y + 50);
  y += 62;
  for (const l of lines) {
    pen.text(l.text, 10, y);
    pen.text(`  ${qty(l.qty, 0)} ${l.unit} x ${money(l.price, 'plain')}`, 10, y + 10);
    pen.right(money(l.amount, 'plain'), W - 10, y + 10);
    y += 24;
  }
  rule(y);
  pen.text('TOTAL ALBARAN', 10, y + 12, { size: 9, bold: true });
  pen.right(money(sum, 'plain'), W - 10, y + 12, { size: 9, bold: true });
  pen.text('(IVA NO INCLUIDO)', 10, y + 23);
  rule(y + 34);
  pen.center('GRACIAS POR SU VISITA', mid, y + 46);
  return noteTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, date: when, lines, sum });
}
