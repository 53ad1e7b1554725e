import type { CorpusDocument } from '../types.js';
import { sumCents } from '../../../../src/platform/money.js';
import { BUYERS, type Buyer, type Item, note, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, dni, type Line, money, printed, quantity } from './figures.js';
import { Sheet, TICKET } from './kit.js';

/**
 * An electrical counter's 80 mm till ticket for nurse-call parts, in Courier capitals: each
 * item's name on its own line with `quantity UNIT x price` and the amount under it, `TOTAL
 * ALBARAN` / `(IVA NO INCLUIDO)`; a self-employed counter with a DNI under a trade name.
 */

interface Supplier extends Party {
  dates: DateStyle;
  number: string;
  numberLabel: string;
  date: string;
  time: string;
  trade?: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'SUMINISTROS ELECTRICOS CIMADEVILLA, S.L.',
    nif: cif('B', '3374160'),
    address: ['C/ CABRALES, 61', '33201 GIJON'],
    dates: 'dd/mm/yyyy',
    number: '26-008815',
    numberLabel: 'ALBARAN N.',
    date: '2026-03-09',
    time: '08:47',
  },
  {
    name: 'RAMON FERNANDEZ QUIROS',
    nif: dni('09381254'),
    trade: 'LA CASA DEL PULSADOR',
    address: ['AVDA. SCHULZ, 102', '33208 GIJON'],
    dates: 'dd/mm/yy',
    number: '4412',
    numberLabel: 'ALBARAN NUM.',
    date: '2026-06-30',
    time: '12:05',
  },
  {
    name: 'ELECTRO HOSPITAL LEVANTE, S.A.',
    nif: cif('A', '0318627'),
    address: ['C/ PINTOR GISBERT, 18', '03802 ALCOY (ALICANTE)'],
    dates: 'dd.mm.yy',
    number: 'T2-019904',
    numberLabel: 'DOC. ALBARAN',
    date: '2026-10-16',
    time: '17:31',
  },
];

const ITEMS: Item[] = [
  { d: 'PULSADOR LLAMADA C/CORDON', unit: 'UD', price: '21.40', min: 4, max: 30 },
  { d: 'TIRADOR BANO ANTIHUMEDAD', unit: 'UD', price: '17.95', min: 2, max: 16 },
  { d: 'PILOTO PASILLO LED 2 COLORES', unit: 'UD', price: '26.80', min: 2, max: 20 },
  { d: 'CAJA EMPOTRAR UNIVERSAL', unit: 'UD', price: '0.62', min: 20, max: 100 },
  { d: 'CABLE BUS 2X2X0,8 LH', unit: 'M', price: '1.12', min: 100, max: 500 },
  { d: 'FUENTE ALIMENTACION 24V 5A', unit: 'UD', price: '64.90', min: 1, max: 4 },
  { d: 'PULSADOR ANULACION VERDE', unit: 'UD', price: '15.30', min: 4, max: 24 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], total: bigint): Promise<Uint8Array> {
  const sh = new Sheet(TICKET, `Albarán ${s.number}`);
  const ink = sh.ink('Courier', 7.5);
  const M = 10;
  const R = sh.width - M;
  const C = sh.width / 2;
  const dash = (y: number) => ink.center('-'.repeat(48), C, y);
  let y = 16;
  if (s.trade) {
    ink.center(s.trade, C, y, { size: 10, bold: true });
    y += 14;
  }
  ink.center(s.name, C, y, { bold: true, size: s.trade ? 7.5 : 8 });
  y += 11;
  for (const t of [...s.address, `NIF ${printed(s.nif, s.trade ? 'dash' : 'plain')}`]) {
    ink.center(t, C, y);
    y += 9.5;
  }
  dash(y);
  y += 11;
  ink.text(`${s.numberLabel}: ${s.number}`, M, y, { bold: true });
  y += 10;
  ink.text(`FECHA: ${date(s.date, s.dates)}  HORA: ${s.time}`, M, y);
  y += 10;
  ink.text(`CLIENTE: ${b.code}`, M, y);
  y += 10;
  for (const t of ink.wrap(b.name.toUpperCase(), R - M)) {
    ink.text(t, M, y);
    y += 10;
  }
  ink.text(`NIF: ${b.nif}`, M, y);
  y += 10;
  dash(y);
  y += 11;
  for (const l of lines) {
    ink.text(l.description, M, y);
    y += 9.5;
    ink.text(`  ${quantity(l.qty, 0)} ${l.unit} x ${money(l.price, 'plain')}`, M, y);
    ink.right(money(l.amount, 'plain'), R, y);
    y += 12;
  }
  dash(y);
  y += 11;
  ink.text('TOTAL ALBARAN', M, y, { bold: true, size: 8.5 });
  ink.right(money(total, 'plain'), R, y, { bold: true, size: 8.5 });
  y += 11;
  ink.text('(IVA NO INCLUIDO)', M, y);
  y += 16;
  ink.center('SE FACTURARA A FIN DE MES', C, y);
  ink.center('GRACIAS POR SU VISITA', C, y + 10);
  return sh.bytes();
}

export async function nurseCallTicketNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-nursecall-ticket-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[i];
    const lines = pick(rng, ITEMS, 3 + i);
    const total = sumCents(lines.map((l) => l.amount));
    const bytes = await draw(s, b, lines, total);
    out.push(note(id, 'nurse-call-counter-ticket', bytes, b, { number: s.number, date: s.date, nif: s.nif, name: s.name, lines, subtotal: total }));
  }
  return out;
}
