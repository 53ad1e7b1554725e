import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, plusDays, printed, quantity, withDiscount } from './figures.js';
import { A4, type Column, Sheet, stack, table } from './kit.js';

/**
 * Laboratory furniture and fume cupboards, invoiced from an open-source ERP's report: the
 * company's address top right, the customer's block under it, a big title with the number
 * (`Factura FAC/2026/00318`), the dates as labels over values in a row, `[code] name` lines with
 * the unit after the quantity, a discount and a taxes column; one supplier takes a prompt-payment
 * discount before the base.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  issue: string;
  due: number;
  prompt?: number;
  colour: string;
  short: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Iberlab Mobiliario Técnico de Laboratorio, S.L.',
    short: 'iberlab',
    nif: cif('B', '8630215'),
    address: ['Avda. de la Industria, 19', '28760 Tres Cantos (Madrid)', 'España'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'FAC/2026/00318',
    issue: '2026-03-24',
    due: 30,
    colour: '#714b67',
  },
  {
    name: 'Vitrinas y Equipamiento Científico, S.A.',
    short: 'VECSA',
    nif: cif('A', '0836419'),
    address: ['Carrer de Can Rabia, 3-5', '08017 Barcelona', 'España'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'FV/2026/0412',
    issue: '2026-06-17',
    due: 60,
    prompt: 2,
    colour: '#00557f',
  },
  {
    name: 'Labormoble Cooperativa Valenciana',
    short: 'LABORMOBLE',
    nif: cif('F', '9740136'),
    address: ['Camí Reial, 204', '46470 Catarroja (Valencia)', 'España'],
    family: 'Times',
    money: 'es',
    dates: 'yyyy-mm-dd',
    number: 'F-26-0093',
    issue: '2026-09-08',
    due: 45,
    colour: '#3b6e22',
  },
];

const ITEMS: Item[] = [
  { code: 'VG-1500', d: 'Vitrina de gases 1500 mm ensayada EN 14175, con controlador de caudal', unit: 'Unidades', price: '7890.00', min: 1, max: 3 },
  { code: 'ML-C120', d: 'Mesa mural 1200x750 mm con encimera de resina fenólica', unit: 'Unidades', price: '1320.00', min: 2, max: 8 },
  { code: 'MC-3000', d: 'Mesa central 3000x1500 mm con estantería de reactivos', unit: 'Unidades', price: '3960.00', min: 1, max: 3 },
  { code: 'AR-S90', d: 'Armario de seguridad para inflamables, tipo 90', unit: 'Unidades', price: '2785.00', min: 1, max: 2 },
  { code: 'DL-02', d: 'Ducha lavaojos de emergencia de pared', unit: 'Unidades', price: '548.00', min: 1, max: 3 },
  { code: 'BR-PP', d: 'Brazo de extracción localizada articulado, polipropileno', unit: 'Unidades', price: '612.00', min: 2, max: 6 },
  { code: 'FR-EPX', d: 'Fregadero de resina epoxi con grifería de laboratorio', unit: 'Unidades', price: '895.00', min: 1, max: 4 },
  { code: 'MO-H', d: 'Montaje e instalación en obra', unit: 'Horas', price: '42.00', min: 16, max: 64 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, s.number);
  const ink = sh.ink(s.family, 9);
  const M = 50;
  const m = (c: bigint) => money(c, s.money);
  ink.text(s.short, M, 40, { size: 22, bold: true, color: s.colour });
  ink.text(s.name, 330, 40, { size: 9, bold: true });
  ink.lines([...s.address, `NIF: ${printed(s.nif, 'plain')}`], 330, 53, { size: 8.5 });
  sh.line(M, 112, sh.width - M, 112, { color: s.colour, width: 1 });
  ink.lines([b.name, ...b.address, `NIF: ${b.nif}`], 330, 130);
  ink.text(`Factura ${s.number}`, M, 205, { size: 17, color: s.colour });
  const info: Array<[string, string]> = [
    ['Fecha de factura:', date(s.issue, s.dates)],
    ['Fecha de vencimiento:', date(due, s.dates)],
    ['Origen:', `S${String(4000 + s.number.length * 37).padStart(5, '0')}`],
    ['Referencia del cliente:', `Pedido ${b.code}`],
  ];
  info.forEach(([label, value], i) => {
    ink.text(label, M + i * 125, 238, { bold: true, size: 8.5 });
    ink.text(value, M + i * 125, 251, { size: 8.5 });
  });
  const cols: Column<Line>[] = [
    { head: 'Descripción', width: 215, cell: (l) => `[${l.code}] ${l.description}`, wraps: true },
    { head: 'Cantidad', width: 70, align: 'right', cell: (l) => `${quantity(l.qty, 2)} ${l.unit}` },
    { head: 'Precio unitario', width: 70, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Desc.%', width: 36, align: 'right', cell: (l) => (l.discount ? `${l.discount},00` : '') },
    { head: 'Impuestos', width: 50, align: 'center', cell: () => 'IVA 21%' },
    { head: 'Importe', width: 54, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  const hi = sh.ink(s.family, 8);
  let y = table(M, 280, cols, lines, { ink: hi, rules: true, rowHeight: 22 });
  y += 16;
  const t: Array<[string, string]> = [];
  if (f.prompt) t.push(['Importe bruto', m(f.gross)], [`Dto. pronto pago ${s.prompt} %`, `-${m(f.prompt)}`]);
  t.push(['Base imponible', m(f.base)], ['IVA 21%', m(f.vat)]);
  y = stack(ink, 345, sh.width - M, y, t, 16);
  sh.line(345, y - 3, sh.width - M, y - 3);
  ink.text('Total', 345, y + 3, { bold: true });
  ink.right(m(f.total), sh.width - M, y + 3, { bold: true });
  ink.text(`Por favor, utilice la siguiente referencia de comunicación para su pago: ${s.number}`, M, y + 40, { size: 8.5 });
  ink.text('Términos de pago: transferencia bancaria', M, y + 54, { size: 8.5 });
  ink.center(`${s.name} · ${s.address[0]} · ${s.address[1]}`, sh.width / 2, 790, { size: 7, color: '#666666' });
  ink.center('Página: 1 / 1', sh.width / 2, 802, { size: 7, color: '#666666' });
  return sh.bytes();
}

export async function labFurnitureInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-labfurniture-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 1) % 3];
    const lines = pick(rng, ITEMS, 4 + i).map((l) => (l.code === 'VG-1500' && i !== 2 ? withDiscount(l, 8) : l));
    const f = figures(lines, { prompt: s.prompt });
    const due = plusDays(s.issue, s.due);
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'lab-furniture-fume-cupboards', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}

