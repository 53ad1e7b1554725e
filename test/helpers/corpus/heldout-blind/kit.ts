/**
 * What the blind held-out corpus's layouts are drawn with: a seeded PRNG, integer money with
 * half-away-from-zero rounding, Spanish number and date spellings, tax ids with their control
 * characters, and an A4 pdfkit page with the shared Pen and a few rules and boxes.
 */
import PDFDocument from 'pdfkit';
import { checkNif } from '../../../../src/platform/nif.js';
import { type Family, Pen, type PenOptions } from '../pen.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { Mulberry32 } from '../rng.js';

export class Rng extends Mulberry32 {
  /** `n` distinct items, in the order drawn. */
  some<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return out;
  }
}

// ---------------------------------------------------------------- money and quantities

/** n / d rounded half away from zero (integers in, integer out). */
export function roundDiv(n: number, d: number): number {
  const q = Math.floor(Math.abs(n) / d);
  const r = Math.abs(n) - q * d;
  const v = 2 * r >= d ? q + 1 : q;
  return n < 0 ? -v : v;
}

/** The tax on `base` cents at `rate` % (rates in hundredths of a percent are not used here). */
export const taxOf = (base: number, rate: number) => roundDiv(base * rate, 100);

/**
 * A line's amount: `q3` is the quantity in thousandths (12,5 → 12500), `price` the unit price in
 * `1 / priceScale` euros (cents: 100; tenths of a cent: 1000).
 */
export const lineAmount = (q3: number, price: number, priceScale = 100) => roundDiv(q3 * price * (100 / priceScale), 1000);

/** A discount of `pct` % off `gross` cents, rounded half away from zero. */
export const afterDiscount = (gross: number, pct: number) => gross - roundDiv(gross * pct, 100);

function groupThousands(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Cents as `1.234,56` (or `1234,56` without grouping). */
export function eur(cents: number, o: { group?: boolean; symbol?: 'after' | 'before' } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const s = `${sign}${o.group === false ? whole : groupThousands(whole, '.')},${String(abs % 100).padStart(2, '0')}`;
  return o.symbol === 'after' ? `${s} €` : o.symbol === 'before' ? `€ ${s}` : s;
}

/** A price in tenths of a cent as `0,985`. */
export const mills = (m: number) => `${groupThousands(String(Math.floor(m / 1000)), '.')},${String(m % 1000).padStart(3, '0')}`;

/** A quantity in thousandths, with `decimals` printed (0..3), grouped `1.250`. */
export function qty(q3: number, decimals: number): string {
  const whole = groupThousands(String(Math.floor(q3 / 1000)), '.');
  if (decimals === 0) return whole;
  return `${whole},${String(q3 % 1000).padStart(3, '0').slice(0, decimals)}`;
}

/** The quantity as the number the truth holds (12500 → 12.5). */
export const qnum = (q3: number) => q3 / 1000;

/** A percentage like `21,00` or `21` or `10 %`. */
export const rate = (r: number, o: { decimals?: boolean; sign?: boolean } = {}) =>
  `${o.decimals ? `${r},00` : String(r)}${o.sign ? ' %' : ''}`;

// ---------------------------------------------------------------- dates

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** An ISO date `days` after 2026-01-01 (2026 is not a leap year). */
export function dayOf2026(days: number): string {
  return new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `iso` as `dd/mm/yyyy`, `d-m-yy`, `dd.mm.yyyy`, `dd-mm-yyyy` or `12 de marzo de 2026`. */
export function dateAs(iso: string, style: 'dmy' | 'd-m-yy' | 'dmy-dot' | 'dmy-dash' | 'long' | 'dmy-short'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'dmy':
      return `${dd}/${mm}/${y}`;
    case 'dmy-short':
      return `${dd}/${mm}/${String(y).slice(2)}`;
    case 'd-m-yy':
      return `${d}-${m}-${String(y).slice(2)}`;
    case 'dmy-dot':
      return `${dd}.${mm}.${y}`;
    case 'dmy-dash':
      return `${dd}-${mm}-${y}`;
    case 'long':
      return `${d} de ${MONTHS[m - 1]} de ${y}`;
  }
}

// ---------------------------------------------------------------- tax ids

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company CIF (`B` + 7 digits + control digit) from a seed, checked by the platform's validator. */
export function cif(rng: Rng, first: 'A' | 'B' = 'B'): string {
  const digits = String(rng.int(0, 9_999_999)).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  const id = `${first}${digits}${(10 - (sum % 10)) % 10}`;
  assertNif(id);
  return id;
}

/** A person's NIF: 8 digits and their letter. */
export function dni(rng: Rng): string {
  const digits = String(rng.int(10_000_000, 79_999_999));
  const id = `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
  assertNif(id);
  return id;
}

function assertNif(id: string): void {
  const check = checkNif(id);
  if (!check.ok || check.kind === 'foreign') throw new Error(`generated tax id ${id} is not valid`);
}

/** Printed spellings of one tax id: `B12345674`, `B-12345674`, `B-1234567-4`, `B 12345674`. */
export function spellNif(id: string, style: 'plain' | 'dash' | 'dashes' | 'space' | 'dots'): string {
  if (/^\d{8}[A-Z]$/.test(id)) {
    if (style === 'dash' || style === 'dashes') return `${id.slice(0, 8)}-${id[8]}`;
    if (style === 'dots') return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}-${id[8]}`;
    return id;
  }
  switch (style) {
    case 'plain':
      return id;
    case 'dash':
      return `${id[0]}-${id.slice(1)}`;
    case 'dashes':
      return `${id[0]}-${id.slice(1, 8)}-${id[8]}`;
    case 'space':
      return `${id[0]} ${id.slice(1)}`;
    case 'dots':
      return `${id[0]}-${id.slice(1, 3)}.${id.slice(3, 6)}.${id.slice(6)}`;
  }
}

// ---------------------------------------------------------------- the page

export interface Paper {
  doc: PDFKit.PDFDocument;
}

export const A4 = { width: 595.28, height: 841.89 };

export interface Sheet {
  doc: PDFKit.PDFDocument;
  pen: Pen<Paper>;
  /** A horizontal rule. */
  hline(x1: number, x2: number, y: number, width?: number, grey?: number): void;
  vline(x: number, y1: number, y2: number, width?: number): void;
  box(x: number, y: number, w: number, h: number, o?: { fill?: string; stroke?: boolean; width?: number }): void;
  newPage(): void;
}

/** One A4 PDF drawn by `draw`, with fixed metadata so the bytes never change between runs. */
export async function makePdf(family: Family, size: number, title: string, draw: (s: Sheet) => void | Promise<void>): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: title, Producer: 'corpus', Creator: 'corpus', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const paper: Paper = { doc };
  const sheet: Sheet = {
    doc,
    pen: new Pen(paper, family, size),
    hline(x1, x2, y, width = 0.6, grey = 0) {
      const g = Math.round(grey * 255);
      doc.save().lineWidth(width).strokeColor([g, g, g]).moveTo(x1, y).lineTo(x2, y).stroke().restore();
    },
    vline(x, y1, y2, width = 0.6) {
      doc.save().lineWidth(width).moveTo(x, y1).lineTo(x, y2).stroke().restore();
    },
    box(x, y, w, h, o = {}) {
      doc.save().lineWidth(o.width ?? 0.6);
      if (o.fill) doc.rect(x, y, w, h).fill(o.fill);
      if (o.stroke !== false) doc.rect(x, y, w, h).stroke();
      doc.restore().fillColor('black');
    },
    newPage() {
      doc.addPage({ size: 'A4', margin: 0 });
    },
  };
  await draw(sheet);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Writes cells of a row at given x positions; `align` per column. */
export function row(
  pen: Pen<Paper>,
  y: number,
  cells: string[],
  cols: Array<{ x: number; align?: 'left' | 'right' | 'center' }>,
  o: PenOptions = {},
): void {
  cells.forEach((c, i) => {
    const col = cols[i];
    if (!c) return;
    if (col.align === 'right') pen.right(c, col.x, y, o);
    else if (col.align === 'center') pen.center(c, col.x, y, o);
    else pen.text(c, col.x, y, o);
  });
}

// ---------------------------------------------------------------- documents

export function invoiceDoc(
  id: string,
  layout: string,
  bytes: Uint8Array,
  buyerNif: string,
  expected: Omit<ExpectedInvoice, 'currency' | 'withholding_amount' | 'reverse_charge'> & Partial<ExpectedInvoice>,
  why?: string,
): CorpusDocument {
  const full: ExpectedInvoice = { currency: 'EUR', withholding_amount: 0, reverse_charge: false, ...expected };
  checkInvoice(id, full);
  if (why === undefined) checkClosing(id, full);
  return { id, layout, kind: 'invoice', expectComplete: why === undefined, ...(why ? { why } : {}), bytes, buyerNif, expected: full };
}

export function noteDoc(id: string, layout: string, bytes: Uint8Array, buyerNif: string, expected: ExpectedNote, why?: string): CorpusDocument {
  if (expected.line_items) {
    for (const l of expected.line_items) {
      if (!Number.isInteger(l.unit_price) || !Number.isInteger(l.subtotal)) throw new Error(`${id}: money not in cents`);
      if (Math.round(l.quantity * 1000) * l.unit_price !== 0 && lineAmount(Math.round(l.quantity * 1000), l.unit_price) !== l.subtotal) {
        throw new Error(`${id}: line ${l.description} does not multiply out`);
      }
    }
    const sum = expected.line_items.reduce((s, l) => s + l.subtotal, 0);
    if (expected.subtotal_amount !== undefined && expected.subtotal_amount !== sum && why === undefined) throw new Error(`${id}: lines do not add up`);
  }
  return { id, layout, kind: 'delivery_note', expectComplete: why === undefined, ...(why ? { why } : {}), bytes, buyerNif, expected };
}

/** A regular invoice's figures must close; the checks the brief of the set promises. */
function checkInvoice(id: string, e: ExpectedInvoice): void {
  for (const k of ['subtotal_amount', 'tax_amount', 'withholding_amount', 'total_amount'] as const) {
    const v = e[k];
    if (v !== undefined && !Number.isInteger(v)) throw new Error(`${id}: ${k} not in cents`);
  }
  if (e.provider_nif) assertNif(e.provider_nif);
  if (e.reverse_charge && e.tax_amount !== 0) throw new Error(`${id}: reverse charge with VAT`);
}

function checkClosing(id: string, e: ExpectedInvoice): void {
  if (e.total_amount !== e.subtotal_amount + e.tax_amount - e.withholding_amount) throw new Error(`${id}: total does not close`);
}

export interface VatRow {
  rate: number;
  base: number;
  tax: number;
}

/** One row per VAT rate, in the order the rates first appear: the base is the sum of its lines. */
export function vatRows(lines: Array<{ rate: number; amount: number }>): VatRow[] {
  const rows: VatRow[] = [];
  for (const l of lines) {
    let r = rows.find((x) => x.rate === l.rate);
    if (!r) rows.push((r = { rate: l.rate, base: 0, tax: 0 }));
    r.base += l.amount;
  }
  for (const r of rows) r.tax = taxOf(r.base, r.rate);
  return rows;
}

export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
