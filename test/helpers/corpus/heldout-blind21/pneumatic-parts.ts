import type { CorpusDocument } from '../types.js';
import { sumCents } from '../../../../src/platform/money.js';
import { BUYERS, type Buyer, drawn, type Item, note, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, type Line, money, type MoneyStyle, printed, quantity } from './figures.js';
import { A4, Sheet, type Ink } from './kit.js';

/**
 * Valued delivery notes of pneumatic-tube parts (PVC tube, bends, sleeves, clamps, carriers) in
 * Times under a centred letterhead: `Nº Doc.`, `Albarán nº`, `Documento nº`, `Su pedido`, one note
 * of 26 lines over two pages with `Suma y sigue` / `Suma anterior` and `Hoja 1 de 2`, `Importe
 * total (IVA no incluido)`, a date written out for one.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  numberLabel: string;
  date: string;
  twoPages?: boolean;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Componentes Neumáticos Hospitalarios, S.L.',
    nif: cif('B', '6270814'),
    address: ['C/ de la Metal·lúrgia, 38', '08038 Barcelona'],
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'CN-26-00917',
    numberLabel: 'Nº Doc.:',
    date: '2026-04-03',
    twoPages: true,
  },
  {
    name: 'Tubos y Accesorios Técnicos del Henares, S.A.',
    nif: cif('A', '1963058'),
    address: ['Avda. de Madrid, 140', '19004 Guadalajara'],
    money: 'es',
    dates: 'dd-mm-yyyy',
    number: '2026/A/0388',
    numberLabel: 'Albarán nº:',
    date: '2026-07-07',
  },
  {
    name: 'Plàstics Tècnics Garrotxa, S.L.',
    nif: cif('B', '1759402'),
    address: ['Carrer de l’Aigua, 5, Pol. Pla de Baix', '17800 Olot (Girona)'],
    money: 'es €',
    dates: 'long es',
    number: '55102',
    numberLabel: 'Documento nº:',
    date: '2026-11-23',
  },
];

const PARTS: Array<[string, string, string, string, number, number]> = [
  ['Tubo PVC {} mm para transporte neumático, barra 5 m', 'm', '6.75', '9.40', 20, 120],
  ['Manguito de unión {} mm', 'ud', '3.50', '4.85', 10, 40],
  ['Curva 90º R800 {} mm', 'ud', '22.45', '31.20', 4, 20],
  ['Curva 45º R800 {} mm', 'ud', '17.70', '24.60', 2, 12],
  ['Abrazadera isofónica {} mm', 'ud', '2.85', '3.95', 10, 60],
  ['Tapa de registro {} mm', 'ud', '8.70', '12.10', 1, 6],
  ['Soporte de techo regulable {} mm', 'ud', '5.25', '7.30', 6, 30],
  ['Junta de estanqueidad {} mm', 'ud', '1.05', '1.45', 10, 40],
  ['Cartucho portamuestras {} mm transparente', 'ud', '41.75', '58.00', 4, 20],
  ['Banda de identificación para tubo {} mm', 'ud', '0.70', '0.95', 20, 80],
  ['Cinta de señalización de trazado {} mm', 'ud', '4.60', '6.40', 1, 6],
  ['Pieza de inspección con visor {} mm', 'ud', '34.90', '48.50', 1, 4],
  ['Reducción excéntrica {} mm', 'ud', '13.50', '18.75', 1, 6],
];

/** The parts for tube of 110 or 160 mm. */
const catalogue = (size: 110 | 160): Item[] =>
  PARTS.map(([d, unit, p110, p160, min, max]) => ({ d: d.replace('{}', String(size)), unit, price: size === 110 ? p110 : p160, min, max }));

const X = { desc: 50, qty: 370, unit: 380, price: 470, amount: 545 };

function header(sh: Sheet, ink: Ink, s: Supplier, b: Buyer, page: number, pages: number): number {
  const C = sh.width / 2;
  ink.center(s.name, C, 40, { size: 15, bold: true });
  ink.center(s.address.join(' - '), C, 60, { size: 9 });
  ink.center(`C.I.F. ${printed(s.nif, 'dash')}`, C, 72, { size: 9 });
  sh.line(50, 88, 545, 88, { width: 1 });
  ink.text('ALBARÁN DE ENTREGA', 50, 100, { size: 12, bold: true });
  ink.text(s.numberLabel, 50, 120);
  ink.text(s.number, 130, 120, { bold: true });
  ink.text('Fecha:', 50, 134);
  ink.text(date(s.date, s.dates), 130, 134);
  ink.text('Su pedido:', 50, 148);
  ink.text(`${b.code}/26`, 130, 148);
  if (pages > 1) ink.text(`Hoja ${page} de ${pages}`, 50, 162, { italic: true });
  ink.lines([b.name, ...b.address, `C.I.F. ${b.nif}`], 320, 120, { size: 9.5 });
  const y = 190;
  sh.line(50, y - 4, 545, y - 4);
  ink.text('Descripción', X.desc, y, { bold: true });
  ink.right('Cantidad', X.qty, y, { bold: true });
  ink.text('Ud.', X.unit, y, { bold: true });
  ink.right('Precio', X.price, y, { bold: true });
  ink.right('Importe', X.amount, y, { bold: true });
  sh.line(50, y + 14, 545, y + 14);
  return y + 22;
}

async function draw(s: Supplier, b: Buyer, lines: Line[], total: bigint): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Albarán ${s.number}`);
  const ink = sh.ink('Times', 10);
  const m = (c: bigint) => money(c, s.money);
  const perPage = 20;
  const pages = lines.length > perPage ? 2 : 1;
  let y = header(sh, ink, s, b, 1, pages);
  let carried = 0n;
  lines.forEach((l, i) => {
    if (i === perPage) {
      sh.line(330, y, 545, y);
      ink.text('Suma y sigue', 330, y + 6, { bold: true });
      ink.right(m(carried), X.amount, y + 6, { bold: true });
      sh.newPage();
      y = header(sh, ink, s, b, 2, pages);
      ink.text('Suma anterior', X.desc, y, { bold: true });
      ink.right(m(carried), X.amount, y, { bold: true });
      y += 18;
    }
    ink.text(l.description, X.desc, y);
    ink.right(quantity(l.qty, 0), X.qty, y);
    ink.text(l.unit, X.unit, y);
    ink.right(money(l.price, 'es'), X.price, y);
    ink.right(money(l.amount, 'es'), X.amount, y);
    carried += l.amount;
    y += 16;
  });
  sh.line(330, y, 545, y);
  ink.text('Importe total (IVA no incluido)', 330, y + 8, { bold: true, size: 10 });
  ink.right(m(total), X.amount, y + 30, { bold: true, size: 11 });
  ink.text('Firma y sello del receptor:', 50, 760, { size: 9, italic: true });
  return sh.bytes();
}

export async function pneumaticPartNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-pneumatic-note-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 1) % 3];
    const lines = s.twoPages ? [...catalogue(110), ...catalogue(160)].map((it) => drawn(rng, it)) : pick(rng, catalogue(160), 5 + 2 * i);
    const total = sumCents(lines.map((l) => l.amount));
    const bytes = await draw(s, b, lines, total);
    out.push(note(id, 'pneumatic-tube-parts-note', bytes, b, { number: s.number, date: s.date, nif: s.nif, name: s.name, lines, subtotal: total }));
  }
  return out;
}
