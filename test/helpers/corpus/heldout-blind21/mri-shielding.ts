import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, drawn, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, line, type Line, money, type MoneyStyle, plusDays, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, table } from './kit.js';

/**
 * Radio-frequency and magnetic shielding of MRI rooms (Faraday cages): a brand in big letters
 * above the legal name for two, label and value in three boxed cells on the right, a ruled grid,
 * one invoice deducting an advance billed before as a negative line, one with `Importe bruto` and
 * a trade discount before the base.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  issue: string;
  due?: number;
  brand?: string;
  discount?: number;
  advance?: [string, string];
  colour: string;
  labels: [string, string, string];
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Blindajes de Radiofrecuencia Faraday, S.L.',
    brand: 'FARADAY SHIELD',
    nif: cif('B', '8765023'),
    address: ['C/ Francisco Gervás, 10, 2ª planta', '28108 Alcobendas (Madrid)'],
    family: 'Helvetica',
    money: '€ es',
    dates: 'dd-mmm-yyyy',
    number: 'FS-26-0034',
    issue: '2026-05-12',
    due: 60,
    advance: ['A deducir anticipo s/ factura FS-26-0012', '-15000.00'],
    colour: '#264653',
    labels: ['Factura', 'Fecha', 'Vencimiento'],
  },
  {
    name: 'Resonancia Instalaciones Magnéticas, S.A.',
    brand: 'RESOMAG',
    nif: cif('A', '6091347'),
    address: ['Avda. Diagonal, 611, 7º 2ª', '08028 Barcelona'],
    family: 'Times',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'RIM-F-2026-0208',
    issue: '2026-08-27',
    due: 30,
    discount: 3,
    colour: '#6d597a',
    labels: ['Nº Factura', 'Fecha factura', 'Vto.'],
  },
  {
    name: 'Jaulas RF Aragón, S.L.',
    nif: cif('B', '9941870'),
    address: ['Camino de los Molinos, 32, nave 14', '50015 Zaragoza'],
    family: 'Helvetica',
    money: 'es',
    dates: 'yyyy-mm-dd',
    number: '000187/26',
    issue: '2026-12-04',
    colour: '#2a9d8f',
    labels: ['Número', 'Fecha', 'Forma de pago'],
  },
];

const ITEMS: Item[] = [
  { d: 'Jaula de Faraday para sala de resonancia 1,5 T con paneles de cobre', unit: 'm²', price: '485.00', min: 60, max: 140, places: 2 },
  { d: 'Puerta RF de una hoja con contactos de cobre-berilio', unit: 'ud', price: '14800.00', min: 1, max: 1 },
  { d: 'Ventana de inspección RF con doble malla de cobre 1200x900 mm', unit: 'ud', price: '3950.00', min: 1, max: 1 },
  { d: 'Panel de filtros de penetración y guiaondas', unit: 'ud', price: '2680.00', min: 1, max: 2 },
  { d: 'Blindaje magnético con chapa de acero al silicio', unit: 'm²', price: '312.00', min: 12, max: 40, places: 2 },
  { d: 'Medición de la atenuación RF según IEEE 299', unit: 'ud', price: '1850.00', min: 1, max: 1 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${s.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 40;
  const R = sh.width - M;
  const m = (c: bigint) => money(c, s.money);
  let y = 40;
  if (s.brand) {
    ink.text(s.brand, M, y, { size: 24, bold: true, color: s.colour });
    y += 30;
  }
  ink.text(s.name, M, y, { size: s.brand ? 9.5 : 15, bold: true });
  y = ink.lines([...s.address, `NIF: ${printed(s.nif, 'dash')}`], M, y + (s.brand ? 14 : 20), { size: 8.5 });
  const cells: Array<[string, string]> = [
    [s.labels[0], s.number],
    [s.labels[1], date(s.issue, s.dates)],
    [s.labels[2], due ? date(due, s.dates) : 'Transferencia'],
  ];
  cells.forEach(([label, value], i) => {
    const cy = 40 + i * 26;
    sh.rect(330, cy, 80, 26, { fill: '#eeeeee', stroke: '#000000' });
    sh.rect(410, cy, R - 410, 26, { stroke: '#000000' });
    ink.text(label, 336, cy + 9, { size: 8.5, bold: true });
    ink.text(value, 416, cy + 9, { size: 9 });
  });
  y = Math.max(y, 130) + 16;
  ink.text('CLIENTE', M, y, { size: 8, bold: true, color: s.colour });
  ink.lines([b.name, `NIF: ${b.nif}`, ...b.address], M, y + 12, { size: 9 });
  ink.text('OBRA', 330, y, { size: 8, bold: true, color: s.colour });
  ink.lines(ink.wrap(b.site, R - 330), 330, y + 12, { size: 9 });
  const cols: Column<Line>[] = [
    { head: 'Concepto', width: 250, cell: (l) => l.description, wraps: true },
    { head: 'Cantidad', width: 55, align: 'right', cell: (l) => quantity(l.qty, l.unit === 'm²' ? 2 : 0) },
    { head: 'Ud.', width: 30, align: 'center', cell: (l) => l.unit },
    { head: 'Precio', width: 80, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Importe', width: R - M - 415, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  y = table(M, y + 70, cols, lines, { ink, grid: true, headFill: s.colour, headColor: '#ffffff', rowHeight: 19 });
  y += 16;
  const rows: Array<[string, string]> = [];
  if (f.prompt) rows.push(['Importe bruto', m(f.gross)], [`Descuento comercial ${s.discount} %`, `-${m(f.prompt)}`]);
  rows.push(['Base imponible', m(f.base)], ['IVA 21 %', m(f.vat)], ['TOTAL', m(f.total)]);
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    sh.rect(340, y + i * 20, R - 340, 20, { stroke: '#000000', fill: last ? '#dddddd' : undefined });
    ink.text(label, 346, y + i * 20 + 6, { bold: last });
    ink.right(value, R - 6, y + i * 20 + 6, { bold: last });
  });
  ink.text('IBAN ES15 0081 0216 7300 0118 5211', M, y + 6, { size: 8 });
  return sh.bytes();
}

export async function mriShieldingInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-mri-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[i];
    const lines = s.advance ? [drawn(rng, ITEMS[0]), ...pick(rng, ITEMS.slice(1), 3)] : pick(rng, ITEMS, 3 + i);
    if (s.advance) lines.push(line(s.advance[0], '1', 'ud', s.advance[1]));
    const f = figures(lines, { prompt: s.discount });
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'mri-rf-shielding', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
