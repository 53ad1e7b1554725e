import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, dni, figures, type Figures, type Line, money, type MoneyStyle, plusDays, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, stack, table } from './kit.js';

/**
 * Hermetic doors for operating theatres and X-ray rooms, worded in Catalan (`Factura núm.`,
 * `Data`, `Venciment`, `Descripció`, `Quantitat`, `Preu`, `Import`, `Base imposable`): a company,
 * a cooperative SCCL with its due date as a term, and a self-employed fitter with a DNI under a
 * trade name who withholds 1 % IRPF. The document's data sits in a box on the right.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  issue: string;
  due?: number;
  term?: string;
  trade?: string;
  activity?: string;
  irpf?: number;
  colour: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Portes Hermètiques del Vallès, S.L.',
    nif: cif('B', '6591472'),
    address: ['Carrer de la Indústria, 41, nau 6', '08403 Granollers (Barcelona)'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'long ca',
    number: 'PH-0261',
    issue: '2026-04-14',
    due: 60,
    colour: '#8c1c13',
  },
  {
    name: 'Automatismes Sanitaris Girona, SCCL',
    nif: cif('F', '1748263'),
    address: ['Carrer del Pla de Salt, 77', '17190 Salt (Girona)'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd/mm/yyyy',
    number: '2026-000187',
    issue: '2026-08-03',
    term: '60 dies data factura',
    colour: '#0b5563',
  },
  {
    name: 'Jordi Puigdomènech i Rovira',
    nif: dni('40328817'),
    address: ['Carrer Major, 112, baixos', '25300 Tàrrega (Lleida)'],
    family: 'Times',
    money: 'es €',
    dates: 'dd-mm-yyyy',
    number: '14/2026',
    issue: '2026-10-21',
    due: 30,
    trade: 'PORTES JPR',
    activity: "Instal·lació i manteniment de portes automàtiques i hermètiques",
    irpf: 1,
    colour: '#333333',
  },
];

const ITEMS: Item[] = [
  { d: "Porta hermètica corredissa automàtica d'una fulla 1200x2100 mm, acabat inox AISI 304", unit: 'ut', price: '6840.00', min: 1, max: 4 },
  { d: 'Porta hermètica de dues fulles per a quiròfan, pas lliure 1800 mm', unit: 'ut', price: '9450.00', min: 1, max: 2 },
  { d: 'Visor circular de vidre laminat de 400 mm', unit: 'ut', price: '215.00', min: 2, max: 6 },
  { d: 'Polsador de colze sense contacte amb senyalització lluminosa', unit: 'ut', price: '96.50', min: 4, max: 12 },
  { d: 'Porta plomada hermètica per a sala de RX, 2 mm Pb', unit: 'ut', price: '8120.00', min: 1, max: 2 },
  { d: 'Muntatge, regulació i posada en marxa', unit: 'ut', price: '640.00', min: 1, max: 4 },
  { d: 'Desmuntatge i retirada de porta existent', unit: 'ut', price: '185.00', min: 1, max: 4 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${s.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 44;
  const m = (c: bigint) => money(c, s.money);
  let y = 42;
  if (s.trade) {
    ink.text(s.trade, M, y, { size: 20, bold: true, color: s.colour });
    y += 28;
  }
  ink.text(s.name, M, y, { size: s.trade ? 10.5 : 14, bold: true, color: s.trade ? '#000000' : s.colour });
  y += s.trade ? 15 : 19;
  if (s.activity) y = ink.lines([s.activity], M, y, { size: 8, italic: true });
  y = ink.lines([...s.address, `NIF ${printed(s.nif, 'dash')}`], M, y, { size: 8.5 });
  sh.line(M, y + 6, 300, y + 6, { color: s.colour, width: 1.5 });
  const bx = 350;
  const rows: Array<[string, string]> = [
    ['Factura núm.', s.number],
    ['Data', date(s.issue, s.dates)],
    ['Venciment', due ? date(due, s.dates) : (s.term ?? '')],
    ['Codi client', b.code],
  ];
  sh.rect(bx, 40, sh.width - M - bx, rows.length * 16 + 14, { stroke: s.colour, width: 1 });
  rows.forEach(([label, value], i) => {
    ink.text(label, bx + 8, 48 + i * 16, { size: 8.5, color: '#555555' });
    ink.right(value, sh.width - M - 8, 48 + i * 16, { bold: true });
  });
  const cy = Math.max(y + 22, 150);
  ink.text('Client', M, cy, { size: 8, bold: true, color: s.colour });
  ink.lines([b.name, `NIF ${b.nif}`, ...b.address], M, cy + 12);
  ink.text('Obra', 330, cy, { size: 8, bold: true, color: s.colour });
  ink.lines(ink.wrap(b.site, 200), 330, cy + 12);
  const cols: Column<Line>[] = [
    { head: 'Descripció', width: 265, cell: (l) => l.description, wraps: true },
    { head: 'Quantitat', width: 52, align: 'right', cell: (l) => quantity(l.qty, 0) },
    { head: 'Unitat', width: 38, align: 'center', cell: (l) => l.unit },
    { head: 'Preu', width: 70, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Import', width: 82, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  y = table(M, cy + 80, cols, lines, { ink, rules: true, rowHeight: 20, headColor: s.colour });
  y += 16;
  const t: Array<[string, string]> = [
    ['Base imposable', m(f.base)],
    ['IVA 21 %', m(f.vat)],
  ];
  if (s.irpf) t.push([`Retenció IRPF ${s.irpf} %`, `-${m(f.irpf)}`]);
  y = stack(ink, 340, sh.width - M, y, t);
  sh.line(340, y - 3, sh.width - M, y - 3, { color: s.colour });
  ink.text('Total factura', 340, y + 3, { bold: true, size: 10.5 });
  ink.right(m(f.total), sh.width - M, y + 3, { bold: true, size: 10.5 });
  ink.text('Forma de pagament: transferència bancària al compte ES12 2100 0863 1502 0011 7745', M, 770, { size: 8 });
  return sh.bytes();
}

export async function hermeticDoorInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-hermetic-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[i];
    const lines = pick(rng, ITEMS, 3 + i);
    const f = figures(lines, { irpf: s.irpf });
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'hermetic-doors-ca', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
