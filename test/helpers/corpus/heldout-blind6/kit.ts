import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { lineTotal } from '../../../../src/platform/money.js';
import { Pen, type Family } from '../pen.js';
import { Mulberry32, seedOf } from '../rng.js';

/**
 * The sixth blind set's own drawing kit: an A4 sheet over pdfkit, the ways its suppliers write
 * money, dates and quantities, and the closing checks every regular document must pass
 * (docs/document-extraction.md#measuring-it).
 */

export class Rng extends Mulberry32 {
  constructor(label: string) {
    super(seedOf(`blind6:${label}`));
  }

  /** A price in cents between `min` and `max` euros, on a round-ish step. */
  cents(minEuros: number, maxEuros: number, step = 5): number {
    const lo = Math.ceil((minEuros * 100) / step);
    const hi = Math.floor((maxEuros * 100) / step);
    return this.int(lo, hi) * step;
  }
}

export const A4 = { width: 595.28, height: 841.89 };

/** One PDF being drawn, with the pen it writes with. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen<Sheet>;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(family: Family = 'Helvetica', size = 9, created = new Date(Date.UTC(2026, 10, 26, 9, 0, 0))) {
    this.doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: created, Producer: 'blind6', Creator: 'blind6' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks)))));
    this.pen = new Pen(this, family, size);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, width = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke().restore();
  }

  fill(x: number, y: number, w: number, h: number, color: string): void {
    this.doc.save().fillColor(color).rect(x, y, w, h).fill().restore();
    this.doc.fillColor('#000000');
  }

  color(c: string): void {
    this.doc.fillColor(c);
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}

// ---------------------------------------------------------------- money, quantities, dates

export type MoneyStyle = 'eur' | 'plain' | 'prefix' | 'EUR';

function grouped(cents: number, thousands: boolean): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  const w = thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${negative ? '-' : ''}${w},${frac}`;
}

/** Cents as a supplier prints them: `1.234,56 €`, `1.234,56`, `€ 1.234,56` or `1234,56 EUR`. */
export function money(cents: number, style: MoneyStyle): string {
  if (style === 'eur') return `${grouped(cents, true)} €`;
  if (style === 'prefix') return `€ ${grouped(cents, true)}`;
  if (style === 'EUR') return `${grouped(cents, false)} EUR`;
  return grouped(cents, true);
}

/** Thousandths of a unit, printed with at least `min` decimals: 12500 → `12,5` or `12,50`. */
export function qty(milli: number, min = 0): string {
  const whole = Math.trunc(milli / 1000);
  let frac = String(milli % 1000).padStart(3, '0').replace(/0+$/, '');
  while (frac.length < min) frac += '0';
  const w = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return frac ? `${w},${frac}` : w;
}

export type DateStyle = 'slash' | 'dash' | 'dots' | 'long' | 'mon' | 'iso';

export interface Day {
  y: number;
  m: number;
  d: number;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_GL = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];
const p2 = (n: number) => String(n).padStart(2, '0');

export function iso(day: Day): string {
  return `${day.y}-${p2(day.m)}-${p2(day.d)}`;
}

export function date(day: Day, style: DateStyle): string {
  switch (style) {
    case 'slash':
      return `${p2(day.d)}/${p2(day.m)}/${day.y}`;
    case 'dash':
      return `${p2(day.d)}-${p2(day.m)}-${day.y}`;
    case 'dots':
      return `${p2(day.d)}.${p2(day.m)}.${String(day.y).slice(2)}`;
    case 'long':
      return `${day.d} de ${MONTHS[day.m - 1]} de ${day.y}`;
    case 'mon':
      return `${p2(day.d)}-${MONTHS[day.m - 1].slice(0, 3)}-${day.y}`;
    case 'iso':
      return iso(day);
  }
}

/** A date written out in Galician: `26 de novembro de 2026`. */
export function dateGl(day: Day): string {
  return `${day.d} de ${MONTHS_GL[day.m - 1]} de ${day.y}`;
}

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function someDay(rng: Rng): Day {
  return { y: 2026, m: rng.int(1, 10), d: rng.int(1, 28) };
}

// ---------------------------------------------------------------- tax ids

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company's CIF (digit control for A/B, letter for the rest) from seven digits. */
export function cif(first: string, seven: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(seven[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  const control = (10 - (sum % 10)) % 10;
  const c = 'ABEH'.includes(first) ? String(control) : 'JABCDEFGHI'[control];
  return `${first}${seven}${c}`;
}

export function dni(eight: string): string {
  return `${eight}${DNI_LETTERS[Number(eight) % 23]}`;
}

export function nie(first: 'X' | 'Y' | 'Z', seven: string): string {
  return `${first}${seven}${DNI_LETTERS[Number(String('XYZ'.indexOf(first)) + seven) % 23]}`;
}

export function assertValidNif(printed: string, who: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`blind6: ${who}'s tax id ${printed} is not valid`);
  return n;
}

// ---------------------------------------------------------------- figures

export interface Line {
  code?: string;
  description: string;
  /** Thousandths of a unit. */
  milli: number;
  unit: string;
  /** Cents per unit. */
  price: number;
  /** Cents: round(quantity × price), halves away from zero. */
  amount: number;
  /** VAT rate in percent (invoices). */
  rate?: number;
}

export function line(description: string, milli: number, unit: string, price: number, extra: { code?: string; rate?: number } = {}): Line {
  const amount = Number(lineTotal(BigInt(milli), BigInt(price)));
  return { description, milli, unit, price, amount, ...extra };
}

/** round(base × rate / 100), halves away from zero, in integer arithmetic. */
export function pct(base: number, rate: number): number {
  const n = BigInt(base) * BigInt(Math.round(rate * 100));
  const d = 10000n;
  const neg = n < 0n;
  const m = neg ? -n : n;
  const r = (2n * m + d) / (2n * d);
  return Number(neg ? -r : r);
}

export interface Totals {
  base: number;
  byRate: { rate: number; base: number; vat: number }[];
  vat: number;
  withholdingRate: number;
  withholding: number;
  total: number;
}

/** The invoice's figures from its lines; throws unless they close in integer cents. */
export function totals(lines: Line[], opts: { withholdingRate?: number; reverseCharge?: boolean } = {}): Totals {
  const rates = [...new Set(lines.map((l) => l.rate ?? 21))].sort((a, b) => b - a);
  const byRate = rates.map((rate) => {
    const base = lines.filter((l) => (l.rate ?? 21) === rate).reduce((s, l) => s + l.amount, 0);
    return { rate, base, vat: opts.reverseCharge ? 0 : pct(base, rate) };
  });
  const base = lines.reduce((s, l) => s + l.amount, 0);
  const vat = byRate.reduce((s, r) => s + r.vat, 0);
  const withholdingRate = opts.withholdingRate ?? 0;
  const withholding = pct(base, withholdingRate);
  const total = base + vat - withholding;
  closes(lines, { base, byRate, vat, withholdingRate, withholding, total });
  return { base, byRate, vat, withholdingRate, withholding, total };
}

/** Throws unless every line's amount is round(quantity × price) in integer cents. */
function checkLines(lines: Line[]): void {
  for (const l of lines) {
    if (!Number.isInteger(l.amount) || l.amount !== Number(lineTotal(BigInt(l.milli), BigInt(l.price)))) {
      throw new Error(`blind6: line "${l.description}" does not close`);
    }
  }
}

function closes(lines: Line[], t: Totals): void {
  checkLines(lines);
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  const rateSum = t.byRate.reduce((s, r) => s + r.base, 0);
  if (sum !== t.base || rateSum !== t.base || t.base + t.vat - t.withholding !== t.total) throw new Error('blind6: figures do not close');
}

/** Sum of a note's lines; throws if a line does not close. */
export function noteSum(lines: Line[]): number {
  checkLines(lines);
  return lines.reduce((s, l) => s + l.amount, 0);
}

/** The truth's view of a line: quantity as a decimal number, money in cents. */
export function expectedLine(l: Line): { description: string; quantity: number; unit: string; unit_price: number; subtotal: number } {
  return { description: l.description, quantity: l.milli / 1000, unit: l.unit, unit_price: l.price, subtotal: l.amount };
}
