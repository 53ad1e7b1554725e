import PDFDocument from 'pdfkit';
import { lineTotal, divRound } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { Pen, type Family, type PenOptions } from '../pen.js';
import { Mulberry32 } from '../rng.js';

/**
 * The fifth blind set's own drawing kit and arithmetic: a sheet over pdfkit, ruled tables,
 * Spanish ways of printing money, quantities and dates, and figures that close in integer cents
 * (docs/document-extraction.md#measuring-it).
 */

export const W = 595.28;
export const H = 841.89;

export class Rng extends Mulberry32 {
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

// ---------------------------------------------------------------- tax ids

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

export function cif(rng: Rng, first: 'A' | 'B' | 'F' | 'J' = 'B'): string {
  const digits = String(rng.int(1, 9)) + rng.digits(6);
  const control = cifDigit(digits);
  const tail = first === 'J' && rng.chance(0.5) ? 'JABCDEFGHI'[control] : String(control);
  return valid(`${first}${digits}${tail}`);
}

export function dni(rng: Rng): string {
  const digits = String(rng.int(1, 7)) + rng.digits(7);
  return valid(`${digits}${DNI_LETTERS[Number(digits) % 23]}`);
}

export function nie(rng: Rng): string {
  const first = rng.pick(['X', 'Y'] as const);
  const digits = rng.digits(7);
  return valid(`${first}${digits}${DNI_LETTERS[Number(String('XYZ'.indexOf(first)) + digits) % 23]}`);
}

/** The id with its control character broken (a hard document on purpose). */
export function spoiled(id: string): string {
  const last = id[id.length - 1];
  const wrong = /\d/.test(last) ? String((Number(last) + 3) % 10) : last === 'A' ? 'B' : 'A';
  const out = id.slice(0, -1) + wrong;
  if (checkNif(normalizeNif(out)).ok) throw new Error(`${out} should be invalid`);
  return out;
}

export function valid(id: string): string {
  const check = checkNif(normalizeNif(id));
  if (!check.ok) throw new Error(`invalid tax id ${id}: ${check.reason}`);
  return normalizeNif(id);
}

// ---------------------------------------------------------------- printing values

export type MoneyStyle = 'eur' | 'plain' | 'prefix' | 'code';

function grouped(whole: bigint): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function money(cents: bigint, style: MoneyStyle): string {
  const negative = cents < 0n;
  const a = negative ? -cents : cents;
  const whole = a / 100n;
  const frac = (a % 100n).toString().padStart(2, '0');
  const n = `${negative ? '-' : ''}${style === 'code' ? whole.toString() : grouped(whole)},${frac}`;
  if (style === 'eur') return `${n} €`;
  if (style === 'prefix') return `€ ${n}`;
  if (style === 'code') return `${n} EUR`;
  return n;
}

/** A price or amount without the currency sign (line tables), grouped as the supplier groups. */
export function price(cents: bigint, style: MoneyStyle): string {
  return style === 'code' ? money(cents, 'code').replace(' EUR', '') : money(cents, 'plain');
}

/** A quantity held in thousandths, printed with `places` decimals (exactly, or it throws). */
export function qty(milli: bigint, places: number): string {
  const scale = 10n ** BigInt(3 - places);
  if (milli % scale !== 0n) throw new Error(`quantity ${milli} does not print with ${places} places`);
  const v = milli / scale;
  const div = 10n ** BigInt(places);
  const whole = (v / div).toString();
  return places === 0 ? whole : `${whole},${(v % div).toString().padStart(places, '0')}`;
}

export function qtyNumber(milli: bigint): number {
  return Number(milli) / 1000;
}

export type DateStyle = 'slash' | 'dash' | 'dot2' | 'long' | 'mon' | 'iso' | 'longCa' | 'slash2';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MESOS = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const mi = Number(m) - 1;
  switch (style) {
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'slash2':
      return `${Number(d)}/${m}/${y}`;
    case 'dash':
      return `${d}-${m}-${y}`;
    case 'dot2':
      return `${d}.${m}.${y.slice(2)}`;
    case 'long':
      return `${Number(d)} de ${MONTHS[mi]} de ${y}`;
    case 'longCa': {
      const month = MESOS[mi];
      return `${Number(d)} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
    }
    case 'mon':
      return `${d}-${MONTHS[mi].slice(0, 3)}-${y}`;
    case 'iso':
      return iso;
  }
}

export function isoDate(rng: Rng, fromMonth = 1, toMonth = 12): string {
  const m = rng.int(fromMonth, toMonth);
  const days = new Date(Date.UTC(2026, m, 0)).getUTCDate();
  return `2026-${String(m).padStart(2, '0')}-${String(rng.int(1, days)).padStart(2, '0')}`;
}

export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- figures

export interface Item {
  code?: string;
  description: string;
  unit: string;
  /** Price range in cents. */
  price: [number, number];
  /** Quantity range in thousandths, and the step between quantities. */
  q: [number, number, number];
  rate?: number;
}

export interface Line {
  code?: string;
  description: string;
  unit: string;
  milli: bigint;
  price: bigint;
  amount: bigint;
  rate: number;
  /** List price and discount (%) when the price printed is a net price. */
  list?: bigint;
  disc?: number;
}

export function lines(rng: Rng, items: readonly Item[], n: number, rate = 21): Line[] {
  return rng.sample(items, n).map((it) => {
    const steps = Math.floor((it.q[1] - it.q[0]) / it.q[2]);
    const milli = BigInt(it.q[0] + rng.int(0, steps) * it.q[2]);
    const p = BigInt(Math.round(rng.int(it.price[0], it.price[1]) / 5) * 5);
    return { code: it.code, description: it.description, unit: it.unit, milli, price: p, amount: lineTotal(milli, p), rate: it.rate ?? rate };
  });
}

export interface RateRow {
  rate: number;
  base: bigint;
  vat: bigint;
}

export interface Totals {
  rates: RateRow[];
  subtotal: bigint;
  tax: bigint;
  irpf: number;
  withholding: bigint;
  total: bigint;
  reverse: boolean;
}

export function totals(ls: readonly Line[], o: { irpf?: number; reverse?: boolean } = {}): Totals {
  const byRate = new Map<number, bigint>();
  for (const l of ls) {
    if (lineTotal(l.milli, l.price) !== l.amount) throw new Error(`line ${l.description} is not quantity × price`);
    byRate.set(l.rate, (byRate.get(l.rate) ?? 0n) + l.amount);
  }
  const rates = [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rate, base]) => ({ rate, base, vat: o.reverse ? 0n : divRound(base * BigInt(rate), 100n) }));
  const subtotal = rates.reduce((s, r) => s + r.base, 0n);
  const tax = rates.reduce((s, r) => s + r.vat, 0n);
  const irpf = o.irpf ?? 0;
  const withholding = divRound(subtotal * BigInt(irpf), 100n);
  const t = { rates, subtotal, tax, irpf, withholding, total: subtotal + tax - withholding, reverse: !!o.reverse };
  closes(ls, t);
  return t;
}

/** Throws unless the figures close: Σ lines = base, base × rate = VAT per rate, base + VAT − withholding = total. */
export function closes(ls: readonly Line[], t: Totals): void {
  const sum = ls.reduce((s, l) => s + l.amount, 0n);
  if (sum !== t.subtotal) throw new Error('lines do not sum to the base');
  for (const r of t.rates) {
    if (r.vat !== (t.reverse ? 0n : divRound(r.base * BigInt(r.rate), 100n))) throw new Error('VAT is not base × rate');
  }
  if (t.subtotal + t.tax - t.withholding !== t.total) throw new Error('total does not close');
}

export const cents = (v: bigint): number => Number(v);

// ---------------------------------------------------------------- the sheet

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen<{ doc: PDFKit.PDFDocument }>;
  private chunks: Buffer[] = [];

  constructor(family: Family = 'Helvetica', size = 9, title = 'Documento') {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: true,
      info: { Title: title, Producer: 'ERP', Creator: 'ERP', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.pen = new Pen({ doc: this.doc }, family, size);
  }

  text(s: string, x: number, y: number, o: PenOptions = {}): void {
    this.pen.text(s, x, y, o);
  }
  right(s: string, x: number, y: number, o: PenOptions = {}): void {
    this.pen.right(s, x, y, o);
  }
  center(s: string, x: number, y: number, o: PenOptions = {}): void {
    this.pen.center(s, x, y, o);
  }

  color(c: string): this {
    this.doc.fillColor(c);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number; radius?: number } = {}): void {
    const d = this.doc;
    d.save();
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.lineWidth(o.width ?? 0.6).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.lineWidth(o.width ?? 0.6).stroke(o.stroke ?? '#000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000'): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke(color).restore();
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  async bytes(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

// ---------------------------------------------------------------- tables

export interface Col {
  head: string;
  x: number;
  w: number;
  align?: 'l' | 'r' | 'c';
  /** Wrap this column's text to its width. */
  wrap?: boolean;
}

export interface TableStyle {
  rowH?: number;
  size?: number;
  /** 'grid': every cell boxed; 'rules': a rule under the head and the last row; 'none': nothing; 'zebra': shaded rows. */
  borders: 'grid' | 'rules' | 'none' | 'zebra' | 'frame';
  headFill?: string;
  headColor?: string;
  headBold?: boolean;
  /** Draw the header row (true) or not. */
  head?: boolean;
}

/** A table from `y`; returns the y under its last row. */
export function table(s: Sheet, cols: readonly Col[], rows: readonly string[][], y: number, st: TableStyle): number {
  const rowH = st.rowH ?? 15;
  const size = st.size ?? 8.5;
  const left = cols[0].x;
  const right = cols[cols.length - 1].x + cols[cols.length - 1].w;
  const cellText = (t: string, c: Col, ty: number, o: PenOptions) => {
    if (c.align === 'r') s.right(t, c.x + c.w - 3, ty, o);
    else if (c.align === 'c') s.center(t, c.x + c.w / 2, ty, o);
    else s.text(t, c.x + 3, ty, o);
  };
  const top = y;
  if (st.head !== false) {
    if (st.headFill) s.rect(left, y, right - left, rowH, { fill: st.headFill });
    if (st.headColor) s.color(st.headColor);
    for (const c of cols) cellText(c.head, c, y + (rowH - size) / 2, { size, bold: st.headBold ?? true });
    s.color('#000');
    if (st.borders === 'grid') for (const c of cols) s.rect(c.x, y, c.w, rowH);
    if (st.borders === 'rules' || st.borders === 'zebra' || st.borders === 'frame') s.line(left, y + rowH, right, y + rowH, 0.8);
    y += rowH;
  }
  rows.forEach((row, i) => {
    const wrapped = cols.map((c, j) => (c.wrap ? s.pen.wrap(row[j] ?? '', c.w - 6, { size }) : [row[j] ?? '']));
    const n = Math.max(...wrapped.map((w) => w.length));
    const h = rowH + (n - 1) * (size + 2);
    if (st.borders === 'zebra' && i % 2 === 0) s.rect(left, y, right - left, h, { fill: '#eeeeee' });
    cols.forEach((c, j) => wrapped[j].forEach((t, k) => cellText(t, c, y + (rowH - size) / 2 + k * (size + 2), { size })));
    if (st.borders === 'grid') for (const c of cols) s.rect(c.x, y, c.w, h);
    y += h;
  });
  if (st.borders === 'rules' || st.borders === 'zebra') s.line(left, y, right, y, 0.8);
  if (st.borders === 'frame') {
    s.rect(left, top, right - left, y - top);
    for (const c of cols.slice(1)) s.line(c.x, top, c.x, y, 0.4);
  }
  return y;
}

/** Label/value pairs in a column of rows, values right-aligned at `xr`. */
export function pairs(s: Sheet, rows: ReadonlyArray<[string, string, boolean?]>, x: number, xr: number, y: number, step = 14, size = 9): number {
  for (const [label, value, bold] of rows) {
    s.text(label, x, y, { size, bold });
    s.right(value, xr, y, { size, bold });
    y += step;
  }
  return y;
}

/** Cells side by side, the label in the upper row and the value under it. */
export function gridCells(s: Sheet, cells: ReadonlyArray<[string, string]>, x: number, y: number, widths: readonly number[], o: { fill?: string; size?: number; h?: number } = {}): number {
  const h = o.h ?? 15;
  const size = o.size ?? 8;
  let cx = x;
  cells.forEach(([label, value], i) => {
    const w = widths[i];
    if (o.fill) s.rect(cx, y, w, h, { fill: o.fill });
    s.rect(cx, y, w, h);
    s.rect(cx, y + h, w, h + 2);
    s.center(label, cx + w / 2, y + (h - size) / 2, { size, bold: true });
    s.center(value, cx + w / 2, y + h + (h + 2 - size - 1) / 2, { size: size + 1 });
    cx += w;
  });
  return y + 2 * h + 2;
}
