import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { sumCents } from '../../../../src/platform/money.js';
import { BUYERS, type Buyer, type Item, note, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, type Line, money, type MoneyStyle, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, table } from './kit.js';

/**
 * Valued delivery notes of laboratory worktops, sinks and service columns from Galician
 * workshops, worded in Galician (`ALBARÁ`, `Albará n.º`, `Data`, `Código`, `Descrición`,
 * `Cantidade`, `Prezo`, `Importe`, `Total albará (sen IVE)`): initials in a disc, the note's data
 * beside the customer's block, a `S. Coop. Galega`, a date written out in Galician for one.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  date: string;
  initials: string;
  colour: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Encimeiras Técnicas do Morrazo, S.L.',
    nif: cif('B', '3681702'),
    address: ['Rúa do Medio, 14', '36940 Cangas (Pontevedra)'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'long gl',
    number: 'AL-26/0457',
    date: '2026-05-08',
    initials: 'ET',
    colour: '#005f99',
  },
  {
    name: 'Mobles de Laboratorio Arousa, S. Coop. Galega',
    nif: cif('F', '7025813'),
    address: ['Polígono de Baltar, parcela 12', '36611 Vilagarcía de Arousa (Pontevedra)'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd/mm/yyyy',
    number: '2026/1102',
    date: '2026-09-29',
    initials: 'ML',
    colour: '#7b2cbf',
  },
  {
    name: 'Resinas e Fenólicos do Miño, S.A.',
    nif: cif('A', '3290417'),
    address: ['Parque Tecnolóxico de Galicia, rúa D, 6', '32901 San Cibrao das Viñas (Ourense)'],
    family: 'Times',
    money: 'es €',
    dates: 'dd-mm-yyyy',
    number: '000861',
    date: '2026-12-01',
    initials: 'RF',
    colour: '#2d6a4f',
  },
];

const ITEMS: Item[] = [
  { code: 'EF-20', d: 'Encimeira de resina fenólica 20 mm, 3000x750', unit: 'ud', price: '486.00', min: 2, max: 10 },
  { code: 'EE-25', d: 'Encimeira de resina epoxi 25 mm con canle perimetral', unit: 'ml', price: '312.50', min: 3, max: 18, places: 1 },
  { code: 'PIA-PP', d: 'Pía de polipropileno 500x400 mm', unit: 'ud', price: '148.00', min: 1, max: 6 },
  { code: 'BL-CS', d: 'Billa de laboratorio con pescozo de cisne', unit: 'ud', price: '96.40', min: 2, max: 8 },
  { code: 'CS-4E', d: 'Columna de servizos con catro tomas eléctricas', unit: 'ud', price: '412.00', min: 1, max: 4 },
  { code: 'ER-AC', d: 'Estante de reactivos en aceiro pintado', unit: 'ud', price: '128.75', min: 2, max: 8 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], total: bigint): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Albará ${s.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 45;
  const R = sh.width - M;
  sh.circle(M + 22, 60, 22, s.colour);
  ink.center(s.initials, M + 22, 53, { size: 14, bold: true, color: '#ffffff' });
  ink.text(s.name, M + 54, 42, { size: 12.5, bold: true });
  ink.lines([...s.address, `NIF ${printed(s.nif, 'plain')}`], M + 54, 59, { size: 8.5 });
  ink.right('ALBARÁ', R, 42, { size: 18, bold: true, color: s.colour });
  const y0 = 120;
  sh.rect(M, y0, 230, 62, { stroke: s.colour });
  const data: Array<[string, string]> = [
    ['Albará n.º', s.number],
    ['Data', date(s.date, s.dates)],
    ['Pedido', `P-${b.code}`],
  ];
  data.forEach(([label, value], i) => {
    ink.text(label, M + 8, y0 + 8 + i * 17, { size: 8.5, color: '#555555' });
    ink.text(value, M + 75, y0 + 8 + i * 17, { bold: i === 0 });
  });
  ink.text('Cliente', 310, y0, { size: 8, bold: true, color: s.colour });
  ink.lines([b.name, ...b.address, `NIF ${b.nif}`], 310, y0 + 12, { size: 8.5 });
  ink.text(`Obra: ${b.site}`, M, y0 + 76, { size: 8.5 });
  const cols: Column<Line>[] = [
    { head: 'Código', width: 52, cell: (l) => l.code ?? '' },
    { head: 'Descrición', width: 233, cell: (l) => l.description },
    { head: 'Cantidade', width: 55, align: 'right', cell: (l) => quantity(l.qty, l.unit === 'ml' ? 1 : 0) },
    { head: 'Ud.', width: 28, align: 'center', cell: (l) => l.unit },
    { head: 'Prezo', width: 60, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Importe', width: R - M - 428, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  let y = table(M, y0 + 100, cols, lines, { ink, headFill: s.colour, headColor: '#ffffff', rules: true, rowHeight: 19 });
  y += 12;
  sh.rect(R - 230, y, 230, 24, { stroke: s.colour, width: 1.2 });
  ink.text('Total albará (sen IVE)', R - 222, y + 8, { bold: true });
  ink.right(money(total, s.money), R - 8, y + 8, { bold: true });
  ink.text('Recibín conforme:', M, 730, { size: 8.5 });
  return sh.bytes();
}

export async function labWorktopNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-worktops-gl-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 2) % 3];
    const lines = pick(rng, ITEMS, 3 + i);
    const total = sumCents(lines.map((l) => l.amount));
    const bytes = await draw(s, b, lines, total);
    out.push(note(id, 'lab-worktops-note-gl', bytes, b, { number: s.number, date: s.date, nif: s.nif, name: s.name, lines, subtotal: total }));
  }
  return out;
}
