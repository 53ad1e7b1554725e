import PDFDocument from 'pdfkit';
import { divRound, lineTotal, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { type Family, Pen, type PenOptions } from '../pen.js';
import { Mulberry32 } from '../rng.js';

/**
 * The fourth blind set's small drawing kit and arithmetic (docs/document-extraction.md#measuring-it):
 * an A4 sheet with a pen, boxes and rules; money in integer cents (BigInt), quantities in
 * thousandths; Spanish figures and dates in the ways suppliers print them; tax ids that carry
 * their control character.
 */

export const A4 = { width: 595.28, height: 841.89 };

export class Rng extends Mulberry32 {
  /** A quantity in thousandths: an integer in [min, max] at `decimals` places. */
  quantity(min: number, max: number, decimals = 0): bigint {
    const step = 10 ** (QUANTITY_SCALE - decimals);
    const lo = Math.ceil((min * 1000) / step);
    const hi = Math.floor((max * 1000) / step);
    return BigInt(this.int(lo, hi) * step);
  }

  /** A price in cents in [min, max] cents, on a multiple of `step` cents. */
  cents(min: number, max: number, step = 1): bigint {
    return BigInt(this.int(Math.ceil(min / step), Math.floor(max / step)) * step);
  }

  /** A date in 2026 as YYYY-MM-DD. */
  date(fromMonth = 1, toMonth = 12): string {
    const month = this.int(fromMonth, toMonth);
    const day = this.int(1, daysIn(month));
    return `2026-${pad(month, 2)}-${pad(day, 2)}`;
  }
}

const FIXED_DATE = new Date(Date.UTC(2026, 0, 2, 9, 0, 0));

/** One A4 document: a pdfkit document with a pen, drawn page by page. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(family: Family = 'Helvetica', size = 9) {
    this.doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: true, info: { CreationDate: FIXED_DATE, Producer: 'ERP', Creator: 'ERP' } });
    this.pen = new Pen({ doc: this.doc }, family, size);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  box(x: number, y: number, w: number, h: number, o: { width?: number; fill?: string; stroke?: string; radius?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.width ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') d.fillAndStroke(o.fill, o.stroke ?? '#000');
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  circle(x: number, y: number, r: number, o: { fill?: string; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 1).circle(x, y, r);
    if (o.fill) d.fill(o.fill);
    else d.stroke();
    this.doc.restore();
  }

  /** Text in a colour, then back to black. */
  colored(color: string, draw: () => void): void {
    this.doc.fillColor(color);
    draw();
    this.doc.fillColor('#000');
  }

  text(s: string, x: number, y: number, o?: PenOptions): void {
    this.pen.text(s, x, y, o);
  }

  right(s: string, x: number, y: number, o?: PenOptions): void {
    this.pen.right(s, x, y, o);
  }

  center(s: string, x: number, y: number, o?: PenOptions): void {
    this.pen.center(s, x, y, o);
  }

  finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}

export function pad(n: number | bigint, width: number): string {
  return String(n).padStart(width, '0');
}

function daysIn(month: number): number {
  return new Date(Date.UTC(2026, month, 0)).getUTCDate();
}

/** `iso` plus `days`, as YYYY-MM-DD. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of `iso`'s month plus `months` months. */
export function endOfMonth(iso: string, months = 0): string {
  const [y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export type DateStyle = 'slash' | 'dash' | 'dots2' | 'long' | 'short-month' | 'iso' | 'long-ca' | 'slash2';

/** A YYYY-MM-DD date as a supplier prints it. */
export function printDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const day = String(Number(d));
  switch (style) {
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'slash2':
      return `${d}/${m}/${y.slice(2)}`;
    case 'dash':
      return `${d}-${m}-${y}`;
    case 'dots2':
      return `${d}.${m}.${y.slice(2)}`;
    case 'long':
      return `${day} de ${MONTHS_ES[Number(m) - 1]} de ${y}`;
    case 'long-ca': {
      const ca = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'][Number(m) - 1];
      return `${day} ${/^[aeiou]/.test(ca) ? "d'" : 'de '}${ca} de ${y}`;
    }
    case 'short-month':
      return `${d}-${MONTHS_ES[Number(m) - 1].slice(0, 3)}-${y}`;
    case 'iso':
      return iso;
  }
}

export type MoneyStyle = 'euro-after' | 'plain' | 'euro-before' | 'eur-code' | 'bare';

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Cents as a supplier prints them: `1.234,56 €`, `1.234,56`, `€ 1.234,56`, `1234,56 EUR`, `1234,56`. */
export function money(cents: bigint, style: MoneyStyle = 'plain'): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString();
  const fraction = pad(abs % 100n, 2);
  const grouped = style === 'eur-code' || style === 'bare' ? whole : groupThousands(whole);
  const figure = `${negative ? '-' : ''}${grouped},${fraction}`;
  if (style === 'euro-after') return `${figure} €`;
  if (style === 'euro-before') return `€ ${figure}`;
  if (style === 'eur-code') return `${figure} EUR`;
  return figure;
}

/** A quantity in thousandths with at least `min` decimals and no trailing zeros beyond them. */
export function qty(thousandths: bigint, min = 0): string {
  const whole = groupThousands((thousandths / 1000n).toString());
  let fraction = pad(thousandths % 1000n, 3);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole},${fraction}` : whole;
}

/** A quantity in thousandths as the number the ground truth holds. */
export function qtyNumber(thousandths: bigint): number {
  return Number(thousandths) / 1000;
}

// ---------- tax ids ----------

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  return (10 - (sum % 10)) % 10;
}

/** A CIF with its control character: a digit, or a letter where the entity may or must use one. */
export function cif(letter: string, digits: string, asLetter = false): string {
  const c = cifSum(digits);
  return valid(`${letter}${digits}${asLetter ? 'JABCDEFGHI'[c] : String(c)}`);
}

export function dni(digits: string): string {
  return valid(`${digits}${DNI_LETTERS[Number(digits) % 23]}`);
}

export function nie(prefix: 'X' | 'Y' | 'Z', digits: string): string {
  return valid(`${prefix}${digits}${DNI_LETTERS[Number(String('XYZ'.indexOf(prefix)) + digits) % 23]}`);
}

/** The id, after checking it carries the right control character. */
export function valid(id: string): string {
  const check = checkNif(normalizeNif(id));
  if (!check.ok || check.kind === 'foreign') throw new Error(`blind4: tax id ${id} is not valid`);
  return id;
}

/** A Spanish IBAN for a bank code, branch and account, with its check digits, in groups of four. */
export function iban(bank: string, branch: string, account: string): string {
  const dc = (s: string) => {
    const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
    const sum = s.padStart(10, '0').split('').reduce((a, ch, i) => a + Number(ch) * w[i], 0);
    const d = 11 - (sum % 11);
    return d === 11 ? 0 : d === 10 ? 1 : d;
  };
  const bban = `${bank}${branch}${dc(bank + branch)}${dc(account)}${account}`;
  const check = 98n - (BigInt(`${bban}142800`) % 97n);
  return `ES${pad(check, 2)}${bban}`.replace(/(.{4})/g, '$1 ').trim();
}

// ---------- figures ----------

export interface Line {
  code?: string;
  description: string;
  /** Thousandths. */
  quantity: bigint;
  unit: string;
  /** Cents. */
  price: bigint;
  /** VAT rate in percent. */
  rate: number;
  /** The amount printed when it is not quantity × price (a hard document only). */
  shown?: bigint;
  /** A list price and discount printed before the net `price`, which is what the amount uses. */
  list?: bigint;
  discount?: number;
}

/** The line's printed amount: quantity × price in cents, unless a hard document prints another. */
export const amountOf = (l: Line): bigint => l.shown ?? lineTotal(l.quantity, l.price);

export interface Totals {
  rates: { rate: number; base: bigint; vat: bigint }[];
  base: bigint;
  vat: bigint;
  withholdingRate: number;
  withholding: bigint;
  total: bigint;
}

/** `base × rate / 100`, halves away from zero. */
export function percent(base: bigint, rate: number): bigint {
  return divRound(base * BigInt(rate), 100n);
}

/** The figures of an invoice's lines: bases and VAT per rate, withholding, total. */
export function totalsOf(lines: Line[], withholdingRate = 0, reverseCharge = false): Totals {
  const byRate = new Map<number, bigint>();
  for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0n) + amountOf(l));
  const rates = [...byRate.entries()].sort((a, b) => a[0] - b[0]).map(([rate, base]) => ({ rate, base, vat: reverseCharge ? 0n : percent(base, rate) }));
  const base = rates.reduce((a, r) => a + r.base, 0n);
  const vat = rates.reduce((a, r) => a + r.vat, 0n);
  const withholding = percent(base, withholdingRate);
  return { rates, base, vat, withholdingRate, withholding, total: base + vat - withholding };
}

/** Throws unless the printed figures close: Σ lines = base, base × rate = VAT, base + VAT − withholding = total. */
export function mustClose(id: string, lines: Line[], t: Totals, reverseCharge = false): void {
  const sum = lines.reduce((a, l) => a + lineTotal(l.quantity, l.price), 0n);
  if (lines.some((l) => l.shown !== undefined && l.shown !== lineTotal(l.quantity, l.price))) throw new Error(`blind4: ${id} has a line that is not quantity × price`);
  const vat = t.rates.reduce((a, r) => a + r.vat, 0n);
  const ok =
    sum === t.base &&
    t.rates.reduce((a, r) => a + r.base, 0n) === t.base &&
    t.rates.every((r) => r.vat === (reverseCharge ? 0n : percent(r.base, r.rate))) &&
    vat === t.vat &&
    t.withholding === percent(t.base, t.withholdingRate) &&
    t.base + t.vat - t.withholding === t.total;
  if (!ok) throw new Error(`blind4: ${id} does not close`);
}

// ---------- drawing helpers ----------

export interface Col {
  x: number;
  w: number;
  align?: 'left' | 'right' | 'center';
}

/** One table row: each cell in its column, left, right or centred. */
export function row(sheet: Sheet, cols: Col[], cells: string[], y: number, o: PenOptions = {}): void {
  cells.forEach((cell, i) => {
    const c = cols[i];
    if (!c || cell === '') return;
    if (c.align === 'right') sheet.right(cell, c.x + c.w - 3, y, o);
    else if (c.align === 'center') sheet.center(cell, c.x + c.w / 2, y, o);
    else sheet.text(cell, c.x + 3, y, o);
  });
}

/** Vertical rules between columns from `top` to `bottom`, and the outer frame. */
export function grid(sheet: Sheet, cols: Col[], top: number, bottom: number, width = 0.6): void {
  const left = cols[0].x;
  const last = cols[cols.length - 1];
  sheet.box(left, top, last.x + last.w - left, bottom - top, { width });
  for (const c of cols.slice(1)) sheet.line(c.x, top, c.x, bottom, width);
}

/** Label and figure rows under a table, `step` apart, the last one (the total) in bold. */
export function totalRows(sheet: Sheet, rows: [string, string][], x: number, right: number, y: number, step: number, size: number): void {
  rows.forEach(([label, figure], i) => {
    const bold = i === rows.length - 1;
    sheet.text(label, x, y + i * step, { size, bold });
    sheet.right(figure, right, y + i * step, { size, bold });
  });
}

export interface CatalogItem {
  d: string;
  u: string;
  /** Quantity range and decimals. */
  q: [number, number, number?];
  /** Price range in cents and its step. */
  p: [number, number, number?];
  rate?: number;
  code?: string;
}

/** `n` lines drawn from a trade's catalogue, in catalogue order. */
export function fromCatalog(rng: Rng, catalog: CatalogItem[], n: number, rate = 21): Line[] {
  const chosen = new Set(rng.sample(catalog.map((_, i) => i), n));
  return catalog
    .filter((_, i) => chosen.has(i))
    .map((c) => ({
      code: c.code,
      description: c.d,
      unit: c.u,
      quantity: rng.quantity(c.q[0], c.q[1], c.q[2] ?? 0),
      price: rng.cents(c.p[0], c.p[1], c.p[2] ?? 1),
      rate: c.rate ?? rate,
    }));
}

/** A logo's letters: the first letters of the name's main words, before its legal form. */
export const initials = (name: string): string =>
  name
    .replace(/,.*$/, '')
    .split(/\s+/)
    .filter((w) => !/^(del|de|la|las|los|y|i|do|da|e)$/i.test(w))
    .slice(0, 3)
    .map((w) => w[0].toUpperCase())
    .join('');
