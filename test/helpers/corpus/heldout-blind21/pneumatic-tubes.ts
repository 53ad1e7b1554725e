import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cents, cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, pct, plusDays, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, stack, table } from './kit.js';
import { sumCents } from '../../../../src/platform/money.js';

/**
 * Pneumatic tube systems for hospital samples: number, date, due date, order and customer code
 * in a row of boxed cells with the label inside each box over its value, a ruled grid, the totals
 * in stacked boxes; a brand in big letters above the legal name for one, the CIF only in the
 * registry footer for another.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  issue: string;
  due: number;
  brand?: string;
  idInFooter?: boolean;
  registry: string;
  colour: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Transporte Neumático Hospitalario, S.L.',
    nif: cif('B', '6612094'),
    address: ['Pol. Ind. Can Roqueta, C/ Can Maurí, 12', '08202 Sabadell (Barcelona)'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'TN-26-0071',
    issue: '2026-03-05',
    due: 60,
    registry: 'Registro Mercantil de Barcelona, tomo 44120, folio 61, hoja B-391772',
    colour: '#c0392b',
  },
  {
    name: 'Aerotubo Sistemas, S.A.',
    nif: cif('A', '4802736'),
    address: ['Parque Empresarial Boecillo, parcela 207', '47151 Boecillo (Valladolid)'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd-mmm-yyyy',
    number: '2026-TN-0019',
    issue: '2026-07-22',
    due: 90,
    brand: 'AEROTUBO',
    registry: 'R.M. Valladolid, tomo 1561, folio 44, hoja VA-20931',
    colour: '#1d3557',
  },
  {
    name: 'Logística Neumática del Sur, S.L.',
    nif: cif('B', '9154368'),
    address: ['C/ Astronomía, 1, torre 4, planta 6', '41015 Sevilla'],
    family: 'Times',
    money: 'es EUR',
    dates: 'dd.mm.yy',
    number: 'F26/0552',
    issue: '2026-11-12',
    due: 30,
    idInFooter: true,
    registry: '',
    colour: '#6a4c93',
  },
];

const ITEMS: Item[] = [
  { d: 'Estación de envío y recepción automática con lector de cartuchos', unit: 'ud', price: '4380.00', min: 2, max: 8 },
  { d: 'Tubo de PVC de 160 mm para transporte neumático, con manguitos', unit: 'm', price: '18.90', min: 120, max: 480 },
  { d: 'Curva de 90º, radio 800 mm', unit: 'ud', price: '46.50', min: 10, max: 40 },
  { d: 'Desviador de tres vías con motor', unit: 'ud', price: '1720.00', min: 1, max: 4 },
  { d: 'Soplante de 4 kW con armario de control', unit: 'ud', price: '3950.00', min: 1, max: 2 },
  { d: 'Cartucho portamuestras con cierre de seguridad', unit: 'ud', price: '64.00', min: 20, max: 60 },
  { d: 'Software de gestión, programación y puesta en marcha', unit: 'ud', price: '2600.00', min: 1, max: 1 },
];

async function draw(s: Supplier, b: Buyer, number: string, issue: string, due: string, lines: Line[], f: Figures): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${number}`);
  const ink = sh.ink(s.family, 9);
  const M = 40;
  const R = sh.width - M;
  const m = (c: bigint) => money(c, s.money);
  let y = 40;
  if (s.brand) {
    ink.text(s.brand, M, y, { size: 26, bold: true, color: s.colour });
    y += 32;
  }
  ink.text(s.name, M, y, { size: s.brand ? 10 : 14, bold: true, color: s.brand ? '#000000' : s.colour });
  y = ink.lines(s.idInFooter ? s.address : [...s.address, `C.I.F. ${printed(s.nif, 'dash')}`], M, y + 16, { size: 8.5 });
  ink.right('FACTURA', R, 40, { size: 16, bold: true });
  sh.rect(330, 70, R - 330, 70, { stroke: '#777777' });
  ink.lines([b.name, ...b.address, `CIF: ${b.nif}`], 338, 78, { size: 8.5 });
  y = Math.max(y, 140) + 14;
  const cells: Array<[string, string]> = [
    ['Nº FACTURA', number],
    ['FECHA', date(issue, s.dates)],
    ['VENCIMIENTO', date(due, s.dates)],
    ['PEDIDO', `P-${b.code}`],
    ['CLIENTE', b.code],
  ];
  const w = (R - M) / cells.length;
  cells.forEach(([label, value], i) => {
    sh.rect(M + i * w, y, w, 32, { stroke: '#000000' });
    ink.text(label, M + i * w + 5, y + 4, { size: 6.5, color: s.colour, bold: true });
    ink.text(value, M + i * w + 5, y + 17, { size: 9, bold: true });
  });
  y += 40;
  ink.text(`Obra: ${b.site}`, M, y, { size: 8.5 });
  const cols: Column<Line>[] = [
    { head: 'Descripción', width: 260, cell: (l) => l.description, wraps: true },
    { head: 'Cantidad', width: 55, align: 'right', cell: (l) => quantity(l.qty, 0) },
    { head: 'Ud.', width: 30, align: 'center', cell: (l) => l.unit },
    { head: 'Precio', width: 70, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Importe', width: R - M - 415, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  y = table(M, y + 16, cols, lines, { ink, grid: true, headFill: '#eeeeee', rowHeight: 19 });
  y += 14;
  const boxes: Array<[string, string]> = [
    ['BASE IMPONIBLE', m(f.base)],
    ['IVA 21 %', m(f.vat)],
    ['TOTAL FACTURA', m(f.total)],
  ];
  boxes.forEach(([label, value], i) => {
    sh.rect(350, y + i * 22, R - 350, 22, { stroke: '#000000', fill: i === 2 ? '#f1e4e4' : undefined });
    ink.text(label, 356, y + i * 22 + 7, { size: 8.5, bold: i === 2 });
    ink.right(value, R - 6, y + i * 22 + 7, { size: 9, bold: i === 2 });
  });
  ink.text('Forma de pago: transferencia bancaria', M, y + 4, { size: 8 });
  ink.text('IBAN ES70 0182 5322 1202 0161 8872', M, y + 16, { size: 8 });
  const footer = s.idInFooter
    ? `${s.name} · C.I.F. ${printed(s.nif, 'plain')} · Inscrita en el Registro Mercantil de Sevilla, tomo 6870, folio 203, hoja SE-118402`
    : s.registry;
  ink.center(footer, sh.width / 2, 805, { size: 6.5, color: '#555555' });
  return sh.bytes();
}

export async function pneumaticTubeInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-pneumatic-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[i];
    const lines = pick(rng, ITEMS, 4 + i);
    const f = figures(lines);
    const due = plusDays(s.issue, s.due);
    const bytes = await draw(s, b, s.number, s.issue, due, lines, f);
    out.push(invoice(id, 'pneumatic-tube-systems', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}

/**
 * Hard: one line's amount is 100,00 more than its quantity × price; the base, VAT and total
 * are worked out on the printed amounts, so only the line tells.
 */
export async function pneumaticTubeHard(): Promise<CorpusDocument> {
  const s = SUPPLIERS[0];
  const id = 'blind21-pneumatic-hard';
  const rng = rngOf(id);
  const b = BUYERS[2];
  const lines = pick(rng, ITEMS, 5);
  lines[1] = { ...lines[1], amount: lines[1].amount + cents('100.00') };
  const base = sumCents(lines.map((l) => l.amount));
  const vat = pct(base, 21);
  const f: Figures = { gross: base, prompt: 0n, base, byRate: [{ rate: 21, base, vat }], vat, irpf: 0n, total: base + vat };
  const number = 'TN-26-0078';
  const issue = '2026-03-19';
  const due = plusDays(issue, 60);
  const bytes = await draw(s, b, number, issue, due, lines, f);
  return invoice(
    id,
    'pneumatic-tube-systems',
    bytes,
    b,
    { number, issue, due, nif: s.nif, name: s.name, f },
    "its second line's amount is 100,00 more than quantity × price; base, VAT and total add the printed amounts",
  );
}
