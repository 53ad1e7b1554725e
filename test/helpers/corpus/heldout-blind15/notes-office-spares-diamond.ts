import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { BUYERS, H, Rng, Sheet, W, date, divRoundPct, money, noteDocument, noteTruth, type Item, type Offer } from './kit.js';
import type { NoteJob, NoteSupplier } from './notes-tyres-welding-setout.js';
import { cells, table, totals } from './table.js';

/** Valued delivery notes: site-office stationery on a framed half page, plant spare parts in Times, diamond tools and abrasives. */

// ------------------------------------------------------------ site-office stationery, a framed half page

const STATIONERS: NoteSupplier[] = [
  { name: 'Papelería Técnica Segura, S.L.', nif: 'B68510346', lines: ['C/ Mayor, 21', '44001 Teruel', 'Tel. 978 601 224'], family: 'Helvetica', date: 'd/m/Y', money: 'es' },
  { name: 'Cooperativa de Material de Oficina Ribera, S. Coop.', nif: 'F-13754981', lines: ['Avda. de Navarra, 5', '26500 Calahorra (La Rioja)'], family: 'Helvetica', date: 'd-m-Y', money: 'es €' },
  { name: 'Lucía Barrientos Mata', nif: '09573124-H', lines: ['Plaza de la Constitución, 2', '12540 Vila-real (Castellón)'], family: 'Courier', date: 'long-es', money: 'es', trade: 'PAPELERÍA LA PLANA' },
];

const STATIONERY: Offer[] = [
  { code: 'A4-80', description: 'Papel A4 80 g, caja 5 paquetes', unit: 'caja', price: '21.90', min: 1, max: 6 },
  { code: 'A3-80', description: 'Papel A3 80 g, paquete 500 hojas', unit: 'paq', price: '9.80', min: 1, max: 5 },
  { code: 'T59A', description: 'Tóner HP 59A negro', unit: 'ud', price: '89.00', min: 1, max: 2 },
  { code: 'AZ-LA', description: 'Archivador AZ lomo ancho', unit: 'ud', price: '2.95', min: 5, max: 20 },
  { code: 'FUN100', description: 'Fundas de plástico A4, caja 100', unit: 'caja', price: '4.60', min: 1, max: 4 },
  { code: 'ROT-N', description: 'Rotulador permanente negro', unit: 'ud', price: '0.95', min: 10, max: 30 },
  { code: 'CUA-A4', description: 'Cuaderno de obra tapa dura A4', unit: 'ud', price: '5.40', min: 2, max: 6 },
];

function drawStationery(j: NoteJob): Sheet {
  const s = new Sheet(`Albarán ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 8.5);
  s.box(28, 24, W - 56, H / 2 - 36, { stroke: '#333333', width: 1 });
  let y = 34;
  if (sup.trade) {
    p.text(sup.trade, 40, y, { bold: true, size: 13 });
    y += 17;
  }
  p.text(sup.name, 40, y, { bold: !sup.trade, size: sup.trade ? 8.5 : 11 });
  y += sup.trade ? 11 : 14;
  p.text(`${sup.lines.join(' - ')}`, 40, y, { size: 7.5 });
  p.text(`NIF ${sup.nif}`, 40, y + 10, { size: 7.5 });
  p.text('ALBARÁN', 420, 34, { bold: true, size: 12 });
  s.box(420, 50, 135, 20, { stroke: '#c0161b' });
  s.ink('#c0161b');
  p.text('Nº', 426, 56, { bold: true });
  p.right(j.number, 549, 55, { bold: true, size: 11 });
  s.ink('#000000');
  p.text(`Fecha: ${date(j.day, sup.date)}`, 420, 78);
  p.text(`Cliente: ${j.buyer.name} - NIF ${j.buyer.nif}`, 40, 98);
  const y2 = table(s, p, [
    { head: 'Código', x: 40, w: 55, cell: cells.code },
    { head: 'Artículo', x: 95, w: 245, cell: cells.desc },
    { head: 'Cant.', x: 340, w: 45, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 385, w: 35, cell: cells.unit },
    { head: 'P.V.P.', x: 420, w: 60, right: true, cell: cells.price() },
    { head: 'Importe', x: 480, w: 75, right: true, cell: cells.amount() },
  ], j.items, 114, { rules: 'lines', rowH: 14 });
  p.text('Suma albarán (IVA no incluido)', 300, y2 + 8, { bold: true });
  p.right(money(sumCents(j.items.map((i) => i.amount)), sup.money), 555, y2 + 8, { bold: true });
  p.text('Recibí:', 40, y2 + 8);
  return s;
}

export async function stationeryNotes(): Promise<CorpusDocument[]> {
  const numbers = ['018342', '5127', '000781'];
  return Promise.all(STATIONERS.map(async (sup, k) => {
    const id = `blind15-stationery-${k + 1}`;
    const rng = new Rng(id);
    const j: NoteJob = { id, sup, buyer: BUYERS[(k + 2) % 3], number: numbers[k], day: rng.day(2 + k * 3), items: rng.items(STATIONERY, rng.int(3, 6)) };
    return noteDocument({ id, layout: 'stationery', buyer: j.buyer, sheet: drawStationery(j) }, noteTruth({ number: j.number, day: j.day, seller: sup, items: j.items }));
  }));
}

// ------------------------------------------------------------ plant spare parts in Times, centred letterhead, one over two pages

const SPARES_SHOPS: NoteSupplier[] = [
  { name: 'Recambios de Maquinaria Jarama, S.L.', nif: 'B-19228469', lines: ['Pol. Ind. Las Monjas, C/ Verano 18', '28850 Torrejón de Ardoz (Madrid)'], family: 'Times', date: 'd/m/Y', money: 'es' },
  { name: 'Repuestos Industriales Alcor, S.A.', nif: 'A12834677', lines: ['Ctra. de Carmona, km 3', '41410 Carmona (Sevilla)'], family: 'Times', date: 'long-es', money: 'es €' },
  { name: 'Desgaste y Cadenas Bidasoa, S.L.', nif: 'B01294834', lines: ['Barrio Araso, 12', '20305 Irun (Gipuzkoa)'], family: 'Times', date: 'd-m-Y', money: 'es' },
];

const PARTS: Array<[string, string, string]> = [
  ['DV39', 'Diente cazo excavadora tipo V39', '21.40'], ['PV39', 'Pasador y retén diente V39', '3.10'], ['CN213', 'Cuchilla niveladora 2.130 mm', '186.00'],
  ['FA1', 'Filtro aire primario', '48.60'], ['FA2', 'Filtro aire secundario', '29.90'], ['FC', 'Filtro combustible', '22.75'], ['FS', 'Filtro separador de agua', '31.20'],
  ['CA', 'Correa alternador', '17.80'], ['RI', 'Rodillo inferior de cadena', '142.00'], ['BB50', 'Bulón brazo Ø50', '68.40'], ['CB50', 'Casquillo Ø50', '19.30'],
  ['FL24', 'Faro de trabajo LED 24 V', '34.90'],
];
const MODELS = ['CAT 320', 'JCB 3CX', 'Volvo EC220'];

const SPARES: Offer[] = MODELS.flatMap((model, m) => PARTS.map(([code, d, price]) => ({ code: `${code}-${m + 1}`, description: `${d} (${model})`, unit: 'ud', price, min: 1, max: 6 })));

const FIRST_PAGE = 16;

function drawSpares(j: NoteJob, order: string): Sheet {
  const s = new Sheet(`Albarán ${j.number}`);
  const sup = j.sup;
  const p = s.pen('Times', 9.5);
  const head = () => {
    p.center(sup.name, W / 2, 38, { bold: true, size: 15 });
    p.center(`${sup.lines.join(' · ')} · C.I.F. ${sup.nif}`, W / 2, 58, { size: 8.5 });
    s.rule(40, 72, 555, { width: 0.8 });
  };
  head();
  p.text('ALBARÁN', 40, 86, { bold: true, size: 13 });
  p.text(`Nº Doc.: ${j.number}`, 40, 106);
  p.text(`Fecha: ${date(j.day, sup.date)}`, 40, 119);
  p.text(`Su pedido: ${order}`, 40, 132);
  p.text(j.buyer.name, 330, 106, { bold: true });
  j.buyer.lines.forEach((l, k) => p.text(l, 330, 119 + k * 12));
  p.text(`C.I.F. ${j.buyer.nif}`, 330, 143);
  const cols = [
    { head: 'Referencia', x: 40, w: 60, cell: cells.code },
    { head: 'Descripción', x: 100, w: 250, cell: cells.desc },
    { head: 'Cant.', x: 350, w: 40, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 390, w: 30, cell: cells.unit },
    { head: 'Precio', x: 420, w: 60, right: true, cell: cells.price() },
    { head: 'Importe', x: 480, w: 75, right: true, cell: cells.amount() },
  ];
  const total = sumCents(j.items.map((i) => i.amount));
  const twoPages = j.items.length > FIRST_PAGE + 4;
  let y = table(s, p, cols, twoPages ? j.items.slice(0, FIRST_PAGE) : j.items, 166, { rules: 'lines', rowH: 16 });
  if (twoPages) {
    const carried = sumCents(j.items.slice(0, FIRST_PAGE).map((i: Item) => i.amount));
    p.text('Suma y sigue', 380, y + 8, { bold: true });
    p.right(money(carried, sup.money), 555, y + 8, { bold: true });
    p.center('Hoja 1 de 2', W / 2, H - 36, { size: 8 });
    s.newPage();
    head();
    p.text(`Albarán ${j.number} (continuación)`, 40, 86, { bold: true });
    p.text('Suma anterior', 380, 104, { bold: true });
    p.right(money(carried, sup.money), 555, 104, { bold: true });
    y = table(s, p, cols, j.items.slice(FIRST_PAGE), 120, { rules: 'lines', rowH: 16 });
    p.center('Hoja 2 de 2', W / 2, H - 36, { size: 8 });
  }
  s.rule(360, y + 4, 555, { width: 0.8 });
  p.text('Importe total (IVA no incluido)', 362, y + 12, { bold: true });
  p.right(money(total, sup.money), 555, y + 12, { bold: true });
  return s;
}

export async function sparesNotes(): Promise<CorpusDocument[]> {
  const numbers = ['AJ-26-07731', '2026/A/0459', 'DC-1804'];
  return Promise.all(SPARES_SHOPS.map(async (sup, k) => {
    const id = `blind15-spares-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(SPARES, k === 1 ? 24 : rng.int(4, 7));
    const j: NoteJob = { id, sup, buyer: BUYERS[k], number: numbers[k], day: rng.day(3 + k * 3), items };
    return noteDocument({ id, layout: 'plant-spares', buyer: j.buyer, sheet: drawSpares(j, `OC-${rng.int(2000, 2999)}`) }, noteTruth({ number: j.number, day: j.day, seller: sup, items: j.items }));
  }));
}

// ------------------------------------------------------------ diamond tools and abrasives under a label band

const TOOL_SHOPS: NoteSupplier[] = [
  { name: 'Herramienta Diamantada Turia, S.L.', nif: 'B54730262', lines: ['C/ Ciutat de Llíria, 44', '46980 Paterna (Valencia)'], family: 'Helvetica', date: 'd/m/Y', money: 'es €', withVat: true },
  { name: 'Abrasivos Ortega y Sáez, S.C.', nif: 'J-24178055', lines: ['Avda. de Madrid, 77', '23009 Jaén'], family: 'Helvetica', date: 'd.m.Y', money: 'es' },
  { name: 'Discos y Coronas del Segura, S.L.', nif: 'B-24681355', lines: ['Pol. Ind. Oeste, C/ Uruguay 8', '30820 Alcantarilla (Murcia)'], family: 'Courier', date: 'd-m-Y', money: 'es' },
];

const TOOLS: Offer[] = [
  { code: 'DDU230', description: 'Disco diamante universal Ø230', unit: 'ud', price: '38.50', min: 2, max: 10 },
  { code: 'DDH350', description: 'Disco diamante hormigón Ø350 láser', unit: 'ud', price: '112.00', min: 1, max: 3 },
  { code: 'CD82', description: 'Corona diamantada Ø82 x 450', unit: 'ud', price: '146.00', min: 1, max: 2 },
  { code: 'SDS10', description: 'Broca SDS-Plus 10 x 210', unit: 'ud', price: '4.80', min: 5, max: 20 },
  { code: 'SDM25', description: 'Broca SDS-Max 25 x 520', unit: 'ud', price: '19.60', min: 2, max: 6 },
  { code: 'CIN400', description: 'Cincel plano SDS-Max 400', unit: 'ud', price: '14.20', min: 2, max: 6 },
  { code: 'DLZ60', description: 'Disco de láminas zirconio grano 60', unit: 'ud', price: '3.40', min: 10, max: 40 },
  { code: 'CPD125', description: 'Copa diamante de desbaste Ø125', unit: 'ud', price: '64.00', min: 1, max: 2 },
];

function drawTools(j: NoteJob): Sheet {
  const s = new Sheet(`Albarán ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, sup.family === 'Courier' ? 8 : 9);
  p.text(sup.name, 40, 40, { bold: true, size: 12 });
  p.text(sup.lines.join(', '), 40, 57);
  p.text(`NIF: ${sup.nif}`, 40, 69);
  const heads = ['ALBARÁN Nº', 'FECHA', 'CLIENTE', 'NIF CLIENTE'];
  const values = [j.number, date(j.day, sup.date), j.buyer.name, j.buyer.nif];
  const widths = [95, 80, 240, 100];
  s.box(40, 96, 515, 14, { fill: '#1f3b57' });
  let x = 40;
  heads.forEach((h, k) => {
    s.ink('#ffffff');
    p.text(h, x + 4, 99.5, { bold: true, size: 7.5 });
    s.ink('#000000');
    p.text(values[k], x + 4, 116);
    x += widths[k];
  });
  const y = table(s, p, [
    { head: 'Ref.', x: 40, w: 60, cell: cells.code },
    { head: 'Descripción', x: 100, w: 245, cell: cells.desc },
    { head: 'Cantidad', x: 345, w: 55, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 400, w: 30, cell: cells.unit },
    { head: 'Precio', x: 430, w: 55, right: true, cell: cells.price() },
    { head: 'Importe', x: 485, w: 70, right: true, cell: cells.amount() },
  ], j.items, 140, { zebra: '#edf1f5', headFill: '#d5dde6', rowH: 16 });
  const net = sumCents(j.items.map((i) => i.amount));
  if (sup.withVat) {
    const vat = divRoundPct(net, 21);
    totals(p, [['Subtotal', money(net, sup.money)], ['IVA 21 %', money(vat, sup.money)], ['Total', money(net + vat, sup.money), true]], 380, 555, y + 14, 14);
  } else totals(p, [['Total albarán (sin IVA)', money(net, sup.money), true]], 350, 555, y + 14);
  return s;
}

export async function toolNotes(): Promise<CorpusDocument[]> {
  const numbers = ['HDT-26-01244', '3318', 'DCS/26/0620'];
  return Promise.all(TOOL_SHOPS.map(async (sup, k) => {
    const id = `blind15-diamond-${k + 1}`;
    const rng = new Rng(id);
    const j: NoteJob = { id, sup, buyer: BUYERS[(k + 1) % 3], number: numbers[k], day: rng.day(4 + k * 2), items: rng.items(TOOLS, rng.int(4, 6)) };
    return noteDocument({ id, layout: 'diamond-tools', buyer: j.buyer, sheet: drawTools(j) }, noteTruth({ number: j.number, day: j.day, seller: sup, items: j.items }));
  }));
}
