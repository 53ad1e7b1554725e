import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { sumCents } from '../../../../src/platform/money.js';
import { BUYERS, type Buyer, type Item, note, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, type Line, money, type MoneyStyle, printed, quantity } from './figures.js';
import { type Column, Sheet, table } from './kit.js';

/**
 * Valued delivery notes of cleanroom supplies (HEPA filters, prefilters, sealant, sticky mats,
 * gaskets) on a framed half page: the number pre-printed in red in a box, `P.V.P.`, `Suma
 * albarán (IVA no incluido)`, a Basque cooperative.
 */

const HALF: [number, number] = [595.28, 420.94];

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  date: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Filtración y Sala Limpia Suministros, S.L.',
    nif: cif('B', '6423071'),
    address: ['C/ Newton, 4, P.I. Cova Solera', '08191 Rubí (Barcelona)'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: '004127',
    date: '2026-04-21',
  },
  {
    name: 'Contaminación Controlada Consumibles, S.A.',
    nif: cif('A', '4197528'),
    address: ['Avda. de Europa, 33, P.E. La Moraleja', '28108 Alcobendas (Madrid)'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd-mm-yyyy',
    number: '17533',
    date: '2026-08-10',
  },
  {
    name: 'Técnicas de Filtración Alavesas, S. Coop.',
    nif: cif('F', '0147295'),
    address: ['Portal de Gamarra, 50', '01013 Vitoria-Gasteiz (Álava)'],
    family: 'Courier',
    money: 'es',
    dates: 'dd/mm/yy',
    number: '2288',
    date: '2026-12-14',
  },
];

const ITEMS: Item[] = [
  { d: 'Filtro HEPA H14 610x610x150 mm', unit: 'ud', price: '286.00', min: 2, max: 16 },
  { d: 'Prefiltro G4 plisado 592x592x48', unit: 'ud', price: '14.90', min: 6, max: 40 },
  { d: 'Silicona neutra para sala blanca, 300 ml', unit: 'ud', price: '7.85', min: 12, max: 60 },
  { d: 'Alfombra adhesiva descontaminante 60 capas', unit: 'ud', price: '32.40', min: 2, max: 12 },
  { d: 'Burlete de neopreno para puerta', unit: 'm', price: '5.60', min: 10, max: 60, places: 1 },
  { d: 'Perfil de aluminio para techo de sala blanca', unit: 'm', price: '12.75', min: 12, max: 80, places: 1 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], total: bigint): Promise<Uint8Array> {
  const sh = new Sheet(HALF, `Albarán ${s.number}`);
  const ink = sh.ink(s.family, s.family === 'Courier' ? 7.5 : 8.5);
  const M = 28;
  const R = sh.width - M;
  sh.rect(M - 8, 18, R - M + 16, sh.height - 36, { stroke: '#000000', width: 1.2 });
  ink.text(s.name, M, 30, { size: 11, bold: true });
  ink.lines([...s.address, `CIF: ${printed(s.nif, 'dash')}`], M, 46, { size: 7.5 });
  sh.rect(R - 150, 28, 150, 44, { stroke: '#c1121f', width: 1 });
  ink.text('ALBARÁN Nº', R - 142, 34, { size: 8, bold: true, color: '#c1121f' });
  ink.right(s.number, R - 8, 50, { size: 15, bold: true, color: '#c1121f' });
  ink.text(`Fecha: ${date(s.date, s.dates)}`, R - 150, 80, { size: 8.5 });
  ink.text('Cliente:', M, 98, { size: 7.5, bold: true });
  ink.text(`${b.name} · NIF: ${b.nif}`, M + 40, 98, { size: 7.5 });
  ink.text(b.address.join(' · '), M + 40, 108, { size: 7.5 });
  const cols: Column<Line>[] = [
    { head: 'Cant.', width: 45, align: 'right', cell: (l) => quantity(l.qty, l.unit === 'm' ? 1 : 0) },
    { head: 'Ud.', width: 28, align: 'center', cell: (l) => l.unit },
    { head: 'Artículo', width: 300, cell: (l) => l.description },
    { head: 'P.V.P.', width: 70, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Importe', width: R - M - 443, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  let y = table(M, 128, cols, lines, { ink, grid: true, rowHeight: 16 });
  y += 10;
  sh.rect(R - 220, y, 220, 20, { stroke: '#000000' });
  ink.text('Suma albarán (IVA no incluido)', R - 214, y + 6, { size: 8, bold: true });
  ink.right(money(total, s.money), R - 6, y + 6, { size: 9, bold: true });
  ink.text('Recibido:', M, sh.height - 50, { size: 7.5 });
  return sh.bytes();
}

export async function cleanroomSupplyNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-cleansupply-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 2) % 3];
    const lines = pick(rng, ITEMS, 3 + i);
    const total = sumCents(lines.map((l) => l.amount));
    const bytes = await draw(s, b, lines, total);
    out.push(note(id, 'cleanroom-supplies-half-page', bytes, b, { number: s.number, date: s.date, nif: s.nif, name: s.name, lines, subtotal: total }));
  }
  return out;
}

/**
 * Hard: one line's amount is printed with its decimal shifted one place (a tenth of quantity ×
 * price), and the printed sum adds that amount.
 */
export async function cleanroomSupplyHard(): Promise<CorpusDocument> {
  const s = SUPPLIERS[1];
  const id = 'blind21-cleansupply-hard';
  const rng = rngOf(id);
  const b = BUYERS[0];
  const lines = pick(rng, ITEMS, 4);
  const k = lines.findIndex((l) => l.amount % 10n === 0n);
  if (k < 0) throw new Error('no line whose amount shifts to whole cents');
  lines[k] = { ...lines[k], amount: lines[k].amount / 10n };
  const total = sumCents(lines.map((l) => l.amount));
  const number = '17561';
  const d = '2026-08-24';
  const bytes = await draw({ ...s, number, date: d }, b, lines, total);
  return note(
    id,
    'cleanroom-supplies-half-page',
    bytes,
    b,
    { number, date: d, nif: s.nif, name: s.name, lines, subtotal: total },
    `line ${k + 1} prints an amount a tenth of its quantity × price (decimal shifted); the printed sum adds it`,
  );
}
