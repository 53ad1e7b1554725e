import type { CorpusDocument } from '../types.js';
import {
  A4,
  type AmountStyle,
  type Ctx,
  type Bill,
  type DateStyle,
  type Line,
  type Party,
  type Rng,
  Sheet,
  addDays,
  bill,
  cif,
  customerFor,
  date,
  day,
  dni,
  line,
  money,
  percent,
  printId,
  qty,
} from './kit.js';
import { type Col, drawHead, drawRows, invoiceTruth } from './table.js';

/**
 * Heritage-restoration invoices of the nineteenth blind set: graffiti removal and anti-graffiti
 * protection worded in Catalan or Valencian, altarpiece restoration and gilding under a centred
 * letterhead with a header grid, dry-ice and laser cleaning of stone under a dark band, and
 * masonry crack stitching at 10 % and 21 % with a per-rate grid
 * (docs/document-extraction.md#measuring-it).
 */

// ---- graffiti removal, worded in Catalan or Valencian -----------------------------------------

interface GraffitiStyle {
  seller: Party;
  initials: string;
  color: string;
  labels: { number: string; date: string; due?: string; client: string; vat: string };
  dates: DateStyle;
  amounts: AmountStyle;
  prefix: string;
}

const GRAFFITI: GraffitiStyle[] = [
  {
    seller: {
      name: 'Netejes Patrimonials del Vallès, S.L.',
      id: cif('B', '6531928'),
      idStyle: 'dash',
      street: 'Carrer de la Indústria, 112',
      town: '08202 Sabadell (Barcelona)',
      phone: '937 25 61 08',
    },
    initials: 'NP',
    color: '#7b1f3a',
    labels: { number: 'Factura núm.', date: 'Data', due: 'Venciment', client: 'Codi client', vat: 'IVA 21 %' },
    dates: 'ca',
    amounts: 'euro',
    prefix: 'NPV-26-',
  },
  {
    seller: {
      name: 'Façanes Netes, Coop. V.',
      id: cif('F', '4610937', true),
      street: 'Avinguda de la Ribera, 27',
      town: '46600 Alzira (València)',
      phone: '962 41 09 77',
    },
    initials: 'FN',
    color: '#e07b00',
    labels: { number: 'Núm. factura', date: 'Data factura', due: 'Data venciment', client: 'Client núm.', vat: 'Quota IVA 21 %' },
    dates: 'slash',
    amounts: 'dots',
    prefix: '2026-',
  },
  {
    seller: {
      name: 'Jordi Puigvert Casals',
      id: dni('40377215'),
      street: 'Carrer del Carme, 46, baixos',
      town: '17004 Girona',
      phone: '660 18 24 93',
      trade: 'GRAFIT ZERO',
    },
    initials: 'G0',
    color: '#222222',
    labels: { number: 'Factura núm.', date: 'Data', client: 'Client', vat: 'IVA 21 %' },
    dates: 'dash',
    amounts: 'euro',
    prefix: 'GZ',
  },
];

function graffitiLines(rng: Rng): Line[] {
  const all = [
    ['Eliminació de grafits en pedra natural amb gel decapant', 18, 140, 'm²', 16, 28],
    ['Neteja amb aigua calenta a baixa pressió', 40, 260, 'm²', 4, 9],
    ['Aplicació de protecció antigrafit permanent', 30, 220, 'm²', 11, 19],
    ['Protecció antigrafit sacrificable de cera microcristal·lina', 30, 220, 'm²', 6, 11],
    ['Reintegració cromàtica de taques residuals', 3, 16, 'h', 32, 45],
    ['Plataforma elevadora articulada 16 m', 1, 5, 'dia', 140, 210],
    ['Assaig previ de neteja en zona de prova', 1, 2, 'u', 90, 160],
  ] as const;
  return rng.sample(all, rng.int(4, 6)).map(([text, lo, hi, unit, p1, p2]) => line(text, unit === 'm²' ? rng.qty(lo, hi, 2) : rng.int(lo, hi), unit, rng.price(p1, p2)));
}

export async function graffitiRemoval(c: Ctx): Promise<CorpusDocument> {
  const st = GRAFFITI[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const due = st.labels.due ? addDays(issue, c.rng.pick([30, 60])) : undefined;
  const number = `${st.prefix}${String(c.rng.int(12, 480)).padStart(3, '0')}`;
  const b = bill(graffitiLines(c.rng));
  const sheet = new Sheet(undefined, 'Factura+');
  const pen = sheet.pen('Helvetica');
  const L = 40;
  const R = A4.w - 40;

  sheet.disc(L + 24, 62, 24, st.color);
  sheet.ink('#fff', () => pen.center(st.initials, L + 24, 55, { size: 15, bold: true }));
  let y = 40;
  if (s.trade) {
    pen.text(s.trade, L + 58, y, { size: 14, bold: true });
    y += 17;
  }
  pen.text(s.name, L + 58, y, { size: s.trade ? 9 : 12, bold: true });
  pen.text(s.street, L + 58, y + 14, { size: 8 });
  pen.text(s.town, L + 58, y + 24, { size: 8 });
  pen.text(`NIF: ${printId(s.id, s.idStyle)} · Tel. ${s.phone}`, L + 58, y + 34, { size: 8 });

  sheet.ink(st.color, () => pen.right('FACTURA', R, 40, { size: 18, bold: true }));
  const data: [string, string][] = [
    [st.labels.number, number],
    [st.labels.date, date(issue, st.dates)],
    ...(due && st.labels.due ? ([[st.labels.due, date(due, st.dates)]] as [string, string][]) : []),
    [st.labels.client, String(c.rng.int(100, 999))],
  ];
  data.forEach(([label, value], i) => {
    pen.text(`${label}:`, 360, 70 + i * 13, { size: 8.5, bold: true });
    pen.right(value, R, 70 + i * 13, { size: 8.5 });
  });

  sheet.rule(L, R, 132, { stroke: st.color, width: 1.5 });
  pen.text('Client', L, 142, { size: 7.5, bold: true });
  pen.text(buyer.name, L, 153, { size: 9, bold: true });
  pen.text(`${buyer.street} · ${buyer.town}`, L, 165, { size: 8 });
  pen.text(`NIF: ${buyer.id}`, L, 176, { size: 8 });
  pen.text(`Obra: ${c.rng.pick(['Façana de l’antic convent de Sant Francesc', 'Pont de pedra del passeig fluvial', 'Muralla medieval, tram nord'])}`, L, 192, { size: 8 });

  const cols: Col[] = [
    { head: 'Descripció', w: 270, get: (l) => l.text },
    { head: 'Quantitat', w: 60, align: 'r', get: (l) => qty(l.qty, 2) },
    { head: 'Unitat', w: 45, align: 'c', get: (l) => l.unit },
    { head: 'Preu', w: 65, align: 'r', get: (l) => money(l.price) },
    { head: 'Import', w: 75, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8.5, rowRules: true, rowH: 17 };
  y = drawHead(sheet, pen, cols, 214, look);
  y = drawRows(sheet, pen, cols, b.lines, y, look);

  y += 24;
  const rows: [string, string][] = [
    ['Base imposable', money(b.base, st.amounts)],
    [st.labels.vat, money(b.vat, st.amounts)],
    ['Total factura', money(b.total, st.amounts)],
  ];
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    if (last) sheet.box(350, y - 4, R - 350, 18, { fill: '#eeeeee' });
    pen.text(label, 356, y, { size: 9, bold: last });
    pen.right(value, R - 4, y, { size: 9, bold: last });
    y += 18;
  });
  pen.text(due ? 'Forma de pagament: transferència bancària' : 'Forma de pagament: al comptat', L, 740, { size: 8 });
  pen.text(`IBAN: ES${c.rng.int(10, 99)} 0081 ${c.rng.int(1000, 9999)} ${c.rng.int(10, 99)}00 ${c.rng.int(1000, 9999)} ${c.rng.int(1000, 9999)}`, L, 751, { size: 8 });
  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}

// ---- altarpieces and gilding: centred capitals, a header grid with the labels above ------------

interface AltarStyle {
  seller: Party;
  /** The id printed in the letterhead, or only in the registry footer. */
  idOnTop: boolean;
  dates: DateStyle;
  amounts: AmountStyle;
  number: (rng: Rng) => string;
  tagline: string;
}

const ALTAR: AltarStyle[] = [
  {
    seller: {
      name: 'Talleres de Dorado y Policromía San Eloy, S.L.',
      id: cif('B', '4176390'),
      street: 'C/ Feria, 88',
      town: '41003 Sevilla',
      phone: '954 90 17 36',
      registry: 'Inscrita en el Registro Mercantil de Sevilla, Tomo 5.934, Folio 71, Hoja SE-98.112',
    },
    idOnTop: false,
    dates: 'slash',
    amounts: 'euroFirst',
    number: (rng) => `SE/${rng.int(260, 269)}${String(rng.int(1, 99)).padStart(2, '0')}`,
    tagline: 'RESTAURACIÓN DE RETABLOS · DORADO AL AGUA · POLICROMÍA',
  },
  {
    seller: {
      name: 'Retablos y Maderas Históricas Tierra de Campos, S.L.L.',
      id: cif('B', '4729016'),
      idStyle: 'dash',
      street: 'Plaza Mayor, 6',
      town: '47800 Medina de Rioseco (Valladolid)',
      phone: '983 70 12 58',
      registry: 'R.M. de Valladolid, T. 1.487, F. 36, H. VA-27.903',
    },
    idOnTop: true,
    dates: 'mon',
    amounts: 'dots',
    number: (rng) => `TC-${rng.int(1040, 1190)}`,
    tagline: 'CONSERVACIÓN DE BIENES MUEBLES · CARPINTERÍA HISTÓRICA',
  },
  {
    seller: {
      name: 'Inmaculada Recio Montalvo',
      id: dni('04593712'),
      idStyle: 'dash',
      street: 'C/ Alfonso VIII, 21',
      town: '16001 Cuenca',
      phone: '669 03 25 81',
    },
    idOnTop: true,
    dates: 'es',
    amounts: 'dots',
    number: (rng) => `${rng.int(30, 90)}/2026`,
    tagline: 'TALLER DE RESTAURACIÓN · ESCULTURA Y RETABLÍSTICA',
  },
];

function altarLines(rng: Rng): Line[] {
  const all: [string, number, number, string, number, number][] = [
    ['Estudio previo y documentación fotográfica del retablo', 1, 1, 'ud', 900, 1800],
    ['Desinsectación por anoxia de piezas desmontables', 1, 1, 'ud', 1200, 2400],
    ['Fijación de policromía y estratos de preparación', 4, 25, 'm²', 180, 320],
    ['Limpieza química de barnices oxidados', 6, 30, 'm²', 95, 160],
    ['Reintegración de dorado al agua con oro fino de 22 quilates', 2, 12, 'm²', 420, 680],
    ['Consolidación del soporte de madera con resina acrílica', 10, 60, 'h', 36, 48],
    ['Reposición de tallas perdidas en madera de pino', 2, 9, 'ud', 140, 380],
    ['Andamio interior para el ático del retablo', 2, 8, 'sem', 160, 240],
  ];
  return [all[0], ...rng.sample(all.slice(1), rng.int(4, 5))].map(([text, lo, hi, unit, p1, p2]) =>
    line(text, unit === 'm²' ? rng.qty(lo, hi, 2) : rng.int(lo, hi), unit, rng.price(p1, p2)),
  );
}

export async function altarpieces(c: Ctx): Promise<CorpusDocument> {
  const st = ALTAR[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const due = addDays(issue, c.rng.pick([30, 45]));
  const number = st.number(c.rng);
  const b = bill(altarLines(c.rng));
  const sheet = new Sheet(undefined, 'Contaplus');
  const pen = sheet.pen('Times', 10);
  const mid = A4.w / 2;
  const L = 45;
  const R = A4.w - 45;

  pen.center(s.name.toUpperCase(), mid, 40, { size: 14, bold: true });
  pen.center(st.tagline, mid, 58, { size: 8 });
  pen.center(`${s.street} · ${s.town} · Tel. ${s.phone}`, mid, 70, { size: 8.5 });
  if (st.idOnTop) pen.center(`N.I.F. ${printId(s.id, s.idStyle)}`, mid, 82, { size: 8.5 });
  sheet.rule(L + 120, R - 120, 96, { width: 0.8 });
  pen.center('FACTURA', mid, 106, { size: 13, bold: true });

  const heads = ['NÚMERO', 'FECHA', 'VENCIMIENTO', 'CLIENTE', 'FORMA DE PAGO'];
  const values = [number, date(issue, st.dates), date(due, st.dates), String(c.rng.int(200, 499)), 'Transferencia'];
  const widths = [95, 110, 110, 70, 120];
  let x = L;
  heads.forEach((h, i) => {
    sheet.box(x, 128, widths[i], 14, { fill: '#e9e4d8', stroke: '#555' });
    pen.center(h, x + widths[i] / 2, 131, { size: 7.5, bold: true });
    sheet.box(x, 142, widths[i], 18, { stroke: '#555' });
    pen.center(values[i], x + widths[i] / 2, 147, { size: 9.5 });
    x += widths[i];
  });

  pen.text('Datos del cliente', L, 176, { size: 8, italic: true });
  pen.text(buyer.name, L, 188, { bold: true });
  pen.text(`${buyer.street}, ${buyer.town}`, L, 201, { size: 9 });
  pen.text(`C.I.F. ${buyer.id}`, L, 213, { size: 9 });
  pen.text(`Bien: ${c.rng.pick(['Retablo mayor de la iglesia parroquial de Santa María', 'Retablo de la capilla del Rosario', 'Retablo lateral de San José, s. XVII'])}`, L, 230, { size: 9 });

  const cols: Col[] = [
    { head: 'Descripción de los trabajos', w: 275, get: (l) => l.text, wrap: true },
    { head: 'Cant.', w: 50, align: 'r', get: (l) => qty(l.qty, Number.isInteger(l.qty) ? 0 : 2) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 70, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: 75, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 9, grid: true, rowH: 18 };
  let y = drawHead(sheet, pen, cols, 250, look);
  drawRows(sheet, pen, cols, b.lines, y, look);

  y = 690;
  const foot = ['BASE IMPONIBLE', 'I.V.A. 21 %', 'TOTAL FACTURA'];
  const fv = [money(b.base, st.amounts), money(b.vat, st.amounts), money(b.total, st.amounts)];
  const fw = (R - L) / 3;
  foot.forEach((h, i) => {
    sheet.box(L + i * fw, y, fw, 14, { fill: '#e9e4d8', stroke: '#555' });
    pen.center(h, L + i * fw + fw / 2, y + 3, { size: 8, bold: true });
    sheet.box(L + i * fw, y + 14, fw, 22, { stroke: '#555', width: i === 2 ? 1.4 : 0.6 });
    pen.center(fv[i], L + i * fw + fw / 2, y + 21, { size: 10.5, bold: i === 2 });
  });
  if (s.registry) pen.center(`${s.name} — ${s.registry} — C.I.F. ${printId(s.id, 'dash')}`, mid, 805, { size: 6.5 });
  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}

// ---- dry-ice and laser cleaning: the name in white on a dark band ------------------------------

interface CryoStyle {
  seller: Party;
  band: string;
  tagline: string;
  prompt: number;
  dates: DateStyle;
  amounts: AmountStyle;
  number: (rng: Rng) => string;
}

const CRYO: CryoStyle[] = [
  {
    seller: { name: 'Criolimp Patrimonio, S.L.', id: cif('B', '3390461'), street: 'C/ Marqués de Santa Cruz, 12', town: '33007 Oviedo (Asturias)', phone: '985 22 71 46' },
    band: '#1f2a36',
    tagline: 'Limpieza criogénica de fachadas y elementos monumentales',
    prompt: 2,
    dates: 'iso',
    amounts: 'euro',
    number: (rng) => `CP${rng.int(26000, 26999)}`,
  },
  {
    seller: { name: 'Láser Conservación Mediterránea, S.L.', id: cif('B', '5561203'), idStyle: 'dash', street: 'Rambla Nova, 71, 2n', town: '43001 Tarragona', phone: '977 24 30 85' },
    band: '#3a2d4f',
    tagline: 'Limpieza láser de piedra, metales y policromías',
    prompt: 0,
    dates: 'slash',
    amounts: 'dots',
    number: (rng) => `LCM-${rng.int(310, 690)}/26`,
  },
  {
    seller: { name: 'Limpiezas Criogénicas Arousa, S.L.', id: cif('B', '3604872'), street: 'Rúa do Castro, 4', town: '36600 Vilagarcía de Arousa (Pontevedra)', phone: '986 50 33 19' },
    band: '#0b3d3a',
    tagline: 'Chorreado con hielo seco · cantería y granito',
    prompt: 0,
    dates: 'dots',
    amounts: 'euroFirst',
    number: (rng) => `F-${rng.int(1000, 1999)}`,
  },
];

function cryoLines(rng: Rng): Line[] {
  const all: [string, number, number, string, number, number, number][] = [
    ['Limpieza criogénica con hielo seco de sillería', 40, 320, 'm²', 14, 24, 2],
    ['Hielo seco en pellets de 3 mm', 200, 1400, 'kg', 0.85, 1.35, 0],
    ['Limpieza láser de relieves y molduras', 6, 40, 'h', 65, 95, 0],
    ['Alquiler de equipo láser con técnico', 1, 5, 'día', 520, 780, 0],
    ['Compresor de 10 m³/min con secador', 1, 8, 'día', 95, 140, 0],
    ['Protección de carpinterías y vidrieras', 20, 120, 'm²', 3, 6, 2],
    ['Aspiración y retirada de residuos de la limpieza', 1, 1, 'ud', 180, 320, 0],
  ];
  return rng.sample(all, rng.int(4, 6)).map(([text, lo, hi, unit, p1, p2, places]) => line(text, rng.qty(lo, hi, places), unit, rng.price(p1, p2, unit === 'kg' ? 1 : 5)));
}

export async function cryoCleaning(c: Ctx): Promise<CorpusDocument> {
  const st = CRYO[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const due = addDays(issue, 30);
  const number = st.number(c.rng);
  const b = bill(cryoLines(c.rng), { prompt: st.prompt || undefined });
  const sheet = new Sheet(undefined, 'Holded');
  const pen = sheet.pen('Helvetica');
  const L = 40;
  const R = A4.w - 40;

  sheet.box(0, 0, A4.w, 78, { fill: st.band });
  sheet.ink('#fff', () => {
    pen.text(s.name, L, 24, { size: 17, bold: true });
    pen.text(st.tagline, L, 46, { size: 8.5 });
  });
  pen.text(`${s.street} · ${s.town}`, L, 92, { size: 8 });
  pen.text(`CIF nº ${printId(s.id, s.idStyle)} · Tel. ${s.phone}`, L, 103, { size: 8 });

  const data: [string, string][] = [
    ['Documento:', 'Factura'],
    ['Nº:', number],
    ['Fecha:', date(issue, st.dates)],
    ['Vencimiento:', date(due, st.dates)],
  ];
  data.forEach(([label, value], i) => {
    pen.text(label, 390, 92 + i * 13, { size: 8.5, bold: true });
    pen.right(value, R, 92 + i * 13, { size: 8.5, bold: i === 1 });
  });

  sheet.box(L, 150, 280, 64, { fill: '#f2f2f2' });
  pen.text('Facturar a:', L + 8, 156, { size: 7.5 });
  pen.text(buyer.name, L + 8, 168, { size: 9, bold: true });
  pen.text(`${buyer.street}, ${buyer.town}`, L + 8, 181, { size: 8 });
  pen.text(`CIF: ${printId(buyer.id, 'dash')}`, L + 8, 193, { size: 8 });

  const cols: Col[] = [
    { head: 'Concepto', w: 265, get: (l) => l.text },
    { head: 'Cantidad', w: 60, align: 'r', get: (l) => qty(l.qty, Number.isInteger(l.qty) ? 0 : 2) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 70, align: 'r', get: (l) => money(l.price) },
    { head: 'Total', w: 85, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8.5, headFill: st.band, headInk: '#fff', zebra: '#f0f0f0', rowH: 18 };
  let y = drawHead(sheet, pen, cols, 236, look);
  y = drawRows(sheet, pen, cols, b.lines, y, look) + 26;

  const rows: [string, string][] = [];
  if (b.prompt) rows.push(['Importe bruto', money(b.gross, st.amounts)], [`Descuento pronto pago ${b.prompt.rate} %`, money(-b.prompt.amount, st.amounts)]);
  rows.push(['Base imponible', money(b.base, st.amounts)], ['IVA (21 %)', money(b.vat, st.amounts)]);
  for (const [label, value] of rows) {
    pen.text(label, 350, y, { size: 9 });
    pen.right(value, R, y, { size: 9 });
    y += 15;
  }
  sheet.box(344, y, R - 344, 22, { fill: st.band });
  sheet.ink('#fff', () => {
    pen.text('TOTAL', 350, y + 6, { size: 10, bold: true });
    pen.right(money(b.total, st.amounts), R - 6, y + 6, { size: 10, bold: true });
  });
  pen.text('Pago por transferencia. Gracias por confiar en nosotros.', L, 770, { size: 7.5, italic: true });
  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}

// ---- crack stitching: works at 10 %, the rest at 21 %, a VAT column and a per-rate grid --------

interface StitchStyle {
  seller: Party;
  color: string;
  serie: boolean;
  dates: DateStyle;
  amounts: AmountStyle;
  number: (rng: Rng) => string;
}

const STITCH: StitchStyle[] = [
  {
    seller: { name: 'Cosidos Estructurales Alcarria, S.L.', id: cif('B', '1938472'), street: 'C/ Francisco Aritio, 140', town: '19004 Guadalajara', phone: '949 21 64 30' },
    color: '#8a5a00',
    serie: true,
    dates: 'slash',
    amounts: 'dots',
    number: (rng) => `CG-26/${String(rng.int(100, 480)).padStart(4, '0')}`,
  },
  {
    seller: { name: 'Refuerzos de Fábrica Ribera, S.L.L.', id: cif('B', '0917354'), idStyle: 'dash', street: 'Avda. de Castilla, 62', town: '09400 Aranda de Duero (Burgos)', phone: '947 51 27 04' },
    color: '#5d2e8c',
    serie: false,
    dates: 'dash',
    amounts: 'euro',
    number: (rng) => `RF26-${String(rng.int(100, 999))}`,
  },
  {
    seller: { name: 'Anclajes Helicoidales del Atlántico, S.A.', id: cif('A', '3627105'), street: 'Avda. de Madrid, 211', town: '36214 Vigo (Pontevedra)', phone: '986 27 40 12' },
    color: '#005b96',
    serie: false,
    dates: 'mon',
    amounts: 'dots',
    number: (rng) => `V-${rng.int(2000, 2999)}`,
  },
];

function stitchLines(rng: Rng): Line[] {
  const works: [string, number, number, string, number, number][] = [
    ['Cosido de grietas con varilla helicoidal inoxidable Ø6', 20, 140, 'ml', 38, 58],
    ['Apertura de rozas en tendeles y limpieza', 20, 140, 'ml', 9, 15],
    ['Inyección de lechada de cal en fisuras del muro', 10, 80, 'ml', 22, 34],
    ['Atado de esquinas con anclajes helicoidales', 4, 24, 'ud', 65, 110],
    ['Rejuntado con mortero de cal hidráulica NHL 3,5', 8, 60, 'm²', 28, 42],
  ];
  const extras: [string, number, number, string, number, number][] = [
    ['Informe técnico de patologías con plano de grietas', 1, 1, 'ud', 450, 900],
    ['Ensayo de arrancamiento de anclajes', 2, 6, 'ud', 85, 140],
    ['Suministro de varilla helicoidal Ø8 (sin colocar)', 50, 300, 'ml', 4, 7],
  ];
  return [
    ...rng.sample(works, rng.int(3, 4)).map(([t, lo, hi, u, p1, p2]) => line(t, u === 'm²' ? rng.qty(lo, hi, 2) : rng.int(lo, hi), u, rng.price(p1, p2), { rate: 10 })),
    ...rng.sample(extras, rng.int(1, 2)).map(([t, lo, hi, u, p1, p2]) => line(t, rng.int(lo, hi), u, rng.price(p1, p2), { rate: 21 })),
  ];
}

/** A stitching invoice; `gridShort` prints the 10 % row of the grid that much under its lines (the hard one). */
export async function crackStitching(c: Ctx, gridShort = 0): Promise<CorpusDocument> {
  const st = STITCH[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const due = addDays(issue, 60);
  const number = st.number(c.rng);
  const b = bill(stitchLines(c.rng));
  let shown: Bill = b;
  if (gridShort) {
    const rows = b.rows.map((r) => (r.rate === 10 ? { rate: 10, base: r.base - gridShort, vat: percent(r.base - gridShort, 10) } : r));
    const vat = rows.reduce((t, r) => t + r.vat, 0);
    shown = { ...b, rows, vat, total: b.base + vat };
  }
  const sheet = new Sheet(undefined, 'Distrito K');
  const pen = sheet.pen('Helvetica');
  const L = 40;
  const R = A4.w - 40;

  sheet.box(L, 40, 14, 42, { fill: st.color });
  sheet.box(L + 18, 52, 14, 30, { fill: st.color });
  pen.text(s.name, L + 42, 42, { size: 12, bold: true });
  pen.text(`${s.street} · ${s.town}`, L + 42, 58, { size: 8 });
  pen.text(`NIF ${printId(s.id, s.idStyle)} · ${s.phone}`, L + 42, 69, { size: 8 });

  if (st.serie) {
    sheet.box(380, 40, R - 380, 40, { stroke: st.color, radius: 8, width: 1 });
    pen.text('FACTURA', 390, 46, { size: 8, bold: true });
    pen.text(`Serie/Número: ${number}`, 390, 60, { size: 9.5, bold: true });
  } else {
    pen.right('FACTURA', R, 42, { size: 16, bold: true });
    pen.right(`Factura nº ${number}`, R, 64, { size: 9.5, bold: true });
  }
  pen.right(`Fecha: ${date(issue, st.dates)}`, R, 92, { size: 9 });
  pen.right(`Vencimiento: ${date(due, st.dates)}`, R, 104, { size: 9 });

  pen.text('Cliente:', L, 100, { size: 8, bold: true });
  pen.text(buyer.name, L, 112, { size: 9, bold: true });
  pen.text(`${buyer.street} · ${buyer.town}`, L, 124, { size: 8 });
  pen.text(`NIF ${buyer.id}`, L, 135, { size: 8 });
  pen.text(`Obra: rehabilitación de edificio de viviendas, ${c.rng.pick(['C/ Real, 14', 'Plaza del Coso, 3', 'C/ Cantarranas, 27'])}`, L, 151, { size: 8 });

  const cols: Col[] = [
    { head: 'Descripción', w: 250, get: (l) => l.text },
    { head: 'Cant.', w: 45, align: 'r', get: (l) => qty(l.qty, Number.isInteger(l.qty) ? 0 : 2) },
    { head: 'Ud.', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 60, align: 'r', get: (l) => money(l.price) },
    { head: '% IVA', w: 45, align: 'c', get: (l) => `${l.rate}` },
    { head: 'Importe', w: 85, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8.5, grid: true, headFill: '#ececec', rowH: 17 };
  let y = drawHead(sheet, pen, cols, 172, look);
  y = drawRows(sheet, pen, cols, b.lines, y, look) + 28;

  const gx = L;
  const gw = [110, 60, 100];
  ['Base imponible', '% IVA', 'Cuota IVA'].forEach((h, i) => {
    const x = gx + gw.slice(0, i).reduce((t, v) => t + v, 0);
    sheet.box(x, y, gw[i], 15, { fill: '#ececec', stroke: '#777' });
    pen.center(h, x + gw[i] / 2, y + 4, { size: 7.5, bold: true });
  });
  shown.rows.forEach((r, k) => {
    const vals = [money(r.base), `${r.rate} %`, money(r.vat)];
    vals.forEach((v, i) => {
      const x = gx + gw.slice(0, i).reduce((t, w) => t + w, 0);
      sheet.box(x, y + 15 + k * 16, gw[i], 16, { stroke: '#777' });
      pen.right(v, x + gw[i] - 5, y + 19 + k * 16, { size: 8.5 });
    });
  });

  const totals: [string, string][] = [
    ['Total base imponible', money(shown.base, st.amounts)],
    ['Total IVA', money(shown.vat, st.amounts)],
    ['TOTAL FACTURA', money(shown.total, st.amounts)],
  ];
  totals.forEach(([label, value], i) => {
    const last = i === 2;
    sheet.box(360, y + i * 20, R - 360, 20, last ? { stroke: st.color, width: 1.4 } : { stroke: '#777' });
    pen.text(label, 366, y + 6 + i * 20, { size: 8.5, bold: last });
    pen.right(value, R - 6, y + 6 + i * 20, { size: 9, bold: last });
  });
  pen.text('IVA reducido del 10 % en obras de rehabilitación de vivienda (art. 91.Uno.3 Ley 37/1992).', L, 760, { size: 7 });
  pen.text('Pago: transferencia a 60 días fecha factura.', L, 771, { size: 7 });
  return invoiceTruth({
    id: c.id,
    layout: c.layout,
    bytes: await sheet.finish(),
    buyer,
    seller: s,
    number,
    issue,
    due,
    bill: b,
    printed: gridShort ? { base: shown.base, vat: shown.vat, total: shown.total } : undefined,
    hard: gridShort
      ? `its per-rate grid prints the 10 % base ${money(gridShort)} under its 10 % lines, so the grid's bases do not add up to the printed base; VAT and total follow the grid`
      : undefined,
  });
}
