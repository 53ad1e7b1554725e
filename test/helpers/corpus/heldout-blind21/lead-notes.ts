import type { CorpusDocument } from '../types.js';
import { sumCents } from '../../../../src/platform/money.js';
import { BUYERS, type Buyer, type Item, note, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, dni, type Line, money, type MoneyStyle, printed, quantity } from './figures.js';
import { A4, Sheet } from './kit.js';

/**
 * Valued delivery notes of lead products for X-ray rooms (rolled lead sheet by the kilogram to
 * one decimal, leaded plasterboard, leaded glass) in Times under a letterhead on the right:
 * `Albarán nº`, `Su referencia`, `Importe total (sin IVA)`; a self-employed lead merchant with a
 * DNI under a trade name, a date written out for one.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  date: string;
  trade?: string;
  totalLabel: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Plomos y Laminados del Cinca, S.L.',
    nif: cif('B', '2206417'),
    address: ['Pol. Ind. Paules, parcela 31', '22400 Monzón (Huesca)', 'Tel. 974 40 18 62'],
    money: 'es €',
    dates: 'long es',
    number: '26/1375',
    date: '2026-03-02',
    totalLabel: 'Importe total (sin IVA)',
  },
  {
    name: 'Metales Radioprotección Sevilla, S.L.U.',
    nif: cif('B', '9028561'),
    address: ['C/ Metalurgia, 44, P.I. Store', '41008 Sevilla', 'Tel. 954 35 90 27'],
    money: 'es',
    dates: 'dd/mm/yyyy',
    number: 'A-004821',
    date: '2026-07-15',
    totalLabel: 'Total albarán (IVA no incluido)',
  },
  {
    name: 'José Antonio Beltrán Esteve',
    nif: dni('18436025'),
    trade: 'PLOMOS BELTRÁN',
    address: ['Camino Viejo de Alcañiz, 9', '44600 Alcañiz (Teruel)', 'Móvil 629 41 08 73'],
    money: 'es €',
    dates: 'd/m/yyyy',
    number: '0612',
    date: '2026-11-04',
    totalLabel: 'Importe total (sin IVA)',
  },
];

const ITEMS: Item[] = [
  { d: 'Lámina de plomo laminado 1 mm, rollo de 1000 mm', unit: 'kg', price: '4.85', min: 80, max: 450, places: 1 },
  { d: 'Lámina de plomo laminado 2 mm, rollo de 1000 mm', unit: 'kg', price: '4.80', min: 120, max: 900, places: 1 },
  { d: 'Placa de yeso laminado plomada 1,5 mm Pb, 1200x2500', unit: 'ud', price: '142.00', min: 6, max: 30 },
  { d: 'Vidrio plomado 2 mm Pb eq., 1000x800 mm', unit: 'ud', price: '865.00', min: 1, max: 3 },
  { d: 'Cinta de plomo adhesiva de 50 mm', unit: 'rollo', price: '38.50', min: 2, max: 10 },
  { d: 'Tornillo con arandela de plomo (caja de 500)', unit: 'caja', price: '46.20', min: 1, max: 6 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], total: bigint): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Albarán ${s.number}`);
  const ink = sh.ink('Times', 10);
  const M = 50;
  const R = sh.width - M;
  let y = 40;
  if (s.trade) {
    ink.right(s.trade, R, y, { size: 20, bold: true });
    y += 26;
  }
  ink.right(s.name, R, y, { size: s.trade ? 10.5 : 15, bold: true });
  y += s.trade ? 15 : 20;
  [...s.address, `N.I.F. ${printed(s.nif, s.trade ? 'dash' : 'dots')}`].forEach((t, i) => ink.right(t, R, y + i * 12, { size: 9 }));
  y += 70;
  ink.text('ALBARÁN', M, y, { size: 16, bold: true });
  ink.text('Albarán nº:', M, y + 26);
  ink.text(s.number, M + 80, y + 26, { bold: true });
  ink.text('Fecha:', M, y + 40);
  ink.text(date(s.date, s.dates), M + 80, y + 40);
  ink.text('Su referencia:', M, y + 54);
  ink.text(`Obra ${b.code}`, M + 80, y + 54);
  ink.text('Sres.:', 320, y + 26, { italic: true });
  ink.lines([b.name, ...b.address, `CIF ${b.nif}`], 320, y + 40, { size: 9.5 });
  y += 110;
  const X = { desc: M, qty: 380, unit: 388, price: 470, amount: R };
  sh.line(M, y - 4, R, y - 4);
  ink.text('Descripción', X.desc, y, { bold: true });
  ink.right('Cantidad', X.qty, y, { bold: true });
  ink.text('Ud.', X.unit, y, { bold: true });
  ink.right('Precio', X.price, y, { bold: true });
  ink.right('Importe', X.amount, y, { bold: true });
  sh.line(M, y + 14, R, y + 14);
  y += 22;
  for (const l of lines) {
    ink.text(l.description, X.desc, y);
    ink.right(quantity(l.qty, l.unit === 'kg' ? 1 : 0), X.qty, y);
    ink.text(l.unit, X.unit, y);
    ink.right(money(l.price, 'es'), X.price, y);
    ink.right(money(l.amount, 'es'), X.amount, y);
    y += 17;
  }
  sh.line(M, y, R, y);
  y += 12;
  ink.text(s.totalLabel, 300, y, { bold: true });
  ink.right(money(total, s.money), R, y, { bold: true });
  ink.text('Mercancía transportada por nuestros medios. Recibí conforme:', M, 740, { size: 8.5, italic: true });
  return sh.bytes();
}

export async function leadProductNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-lead-note-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 1) % 3];
    const lines = pick(rng, ITEMS, 3 + i);
    const total = sumCents(lines.map((l) => l.amount));
    const bytes = await draw(s, b, lines, total);
    out.push(note(id, 'lead-products-note', bytes, b, { number: s.number, date: s.date, nif: s.nif, name: s.name, lines, subtotal: total }));
  }
  return out;
}
