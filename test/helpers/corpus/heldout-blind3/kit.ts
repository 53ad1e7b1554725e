import PDFDocument from 'pdfkit';
import { divRound, formatScaled, lineTotal } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { type Family, Pen, type PenOptions } from '../pen.js';
import { Mulberry32 } from '../rng.js';

/**
 * The third blind held-out set's own drawing kit and arithmetic (docs/document-extraction.md#measuring-it):
 * an A4 sheet with rules, boxes and tables over pdfkit, Spanish money, quantity and date prints,
 * tax ids with their control character, and the closing check every regular document passes.
 */

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

export class Rng extends Mulberry32 {
  /** Some digits, as text. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

// ---------------------------------------------------------------- money, quantities, dates

/** How a supplier prints amounts: thousands dots or not, and what marks the euro. */
export interface MoneyStyle {
  dots: boolean;
  affix: '' | ' €' | '€ ' | ' EUR';
}

/** Cents as Spanish decimal text: 123456n is `1.234,56` (or `1234,56`), with the euro's mark when asked. */
export function money(cents: bigint, style: MoneyStyle, withAffix = true): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  let whole = (abs / 100n).toString();
  if (style.dots) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = `${negative ? '-' : ''}${whole},${(abs % 100n).toString().padStart(2, '0')}`;
  if (!withAffix || style.affix === '') return text;
  return style.affix === '€ ' ? `€ ${text}` : `${text}${style.affix}`;
}

/** A quantity scaled by 1000 (12500n is 12,5) with at least `places` decimals, more only when it has them. */
export function qty(q: bigint, places = 0, dots = true): string {
  const [whole, fraction] = formatScaled(q, 3).split('.');
  let f = fraction.replace(/0+$/, '');
  while (f.length < places) f += '0';
  const w = dots ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return f ? `${w},${f}` : w;
}

/** A quantity scaled by 1000 as the JSON number the ground truth holds (12500n is 12.5). */
export function qtyNumber(q: bigint): number {
  return Number(formatScaled(q, 3));
}

export type DateStyle = 'slash' | 'dash' | 'dot2' | 'long' | 'mon' | 'slash2' | 'dot4';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** An ISO date (`2026-11-26`) as a supplier prints it: `26/11/2026`, `26-11-2026`, `26.11.26`, `26 de noviembre de 2026`, `26-nov-2026`… */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  switch (style) {
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'dash':
      return `${d}-${m}-${y}`;
    case 'dot2':
      return `${d}.${m}.${y.slice(2)}`;
    case 'dot4':
      return `${d}.${m}.${y}`;
    case 'slash2':
      return `${d}/${m}/${y.slice(2)}`;
    case 'long':
      return `${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
    case 'mon':
      return `${d}-${MONTHS[Number(m) - 1].slice(0, 3)}-${y}`;
  }
}

/** A 2026 date between two months (inclusive), as ISO text. */
export function isoDate(rng: Rng, fromMonth = 1, toMonth = 11): string {
  const m = rng.int(fromMonth, toMonth);
  const d = rng.int(1, 28);
  return `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `iso` plus `days` days, staying in 2026 for the set's dates (throws otherwise). */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000;
  const out = new Date(t).toISOString().slice(0, 10);
  if (!out.startsWith('2026-')) throw new Error(`date out of 2026: ${out}`);
  return out;
}

/** The last day of `iso`'s month. */
export function endOfMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- tax ids and bank accounts

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifDigit(seven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(seven[i]);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  return (10 - (sum % 10)) % 10;
}

/** A company's CIF (`B` limited company, `A` public company, `F` cooperative, `E` C.B., `J` civil company). */
export function cif(rng: Rng, first: 'A' | 'B' | 'F' | 'E' | 'J'): string {
  const seven = `${rng.int(1, 9)}${rng.digits(6)}`;
  return valid(`${first}${seven}${cifDigit(seven)}`);
}

/** A self-employed person's NIF (their DNI with its letter). */
export function dni(rng: Rng): string {
  const eight = `${rng.int(1, 7)}${rng.digits(7)}`;
  return valid(`${eight}${DNI_LETTERS[Number(eight) % 23]}`);
}

/** A foreign resident's NIE. */
export function nie(rng: Rng): string {
  const head = rng.pick(['X', 'Y', 'Z'] as const);
  const seven = rng.digits(7);
  return valid(`${head}${seven}${DNI_LETTERS[Number(String('XYZ'.indexOf(head)) + seven) % 23]}`);
}

/** The id itself, after checking it carries its control character (throws otherwise). */
export function valid(nif: string): string {
  const check = checkNif(normalizeNif(nif));
  if (!check.ok || check.kind === 'foreign') throw new Error(`invalid tax id ${nif}`);
  return normalizeNif(nif);
}

export type NifPrint = 'plain' | 'dash' | 'dots' | 'space';

/** A tax id as printed: `B12345674`, `B-12345674`, `B-12.345.674` / `12.345.678-Z`, `B 12345674`. */
export function nifPrint(nif: string, style: NifPrint): string {
  const isDni = /^\d/.test(nif);
  const head = isDni ? '' : nif[0];
  const body = isDni ? nif.slice(0, 8) : nif.slice(1, 8);
  const tail = nif.slice(isDni ? 8 : 8);
  switch (style) {
    case 'plain':
      return nif;
    case 'dash':
      return isDni ? `${body}-${tail}` : `${head}-${body}${tail}`;
    case 'dots':
      return isDni
        ? `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${tail}`
        : `${head}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}${tail}`;
    case 'space':
      return isDni ? `${body} ${tail}` : `${head} ${body}${tail}`;
  }
}

/** A Spanish IBAN with right check digits, in groups of four. */
export function iban(rng: Rng, bank: string): string {
  const bban = `${bank}${rng.digits(4)}${rng.digits(2)}${rng.digits(10)}`;
  // ES = 14 28; check digits make (bban + 142800) mod 97 = 1.
  const check = 98n - (BigInt(`${bban}142800`) % 97n);
  const full = `ES${check.toString().padStart(2, '0')}${bban}`;
  return full.replace(/(.{4})/g, '$1 ').trim();
}

// ---------------------------------------------------------------- lines and figures

export interface Line {
  code?: string;
  description: string;
  /** Quantity scaled by 1000. */
  quantity: bigint;
  unit: string;
  /** Cents per unit (after any discount). */
  price: bigint;
  /** Cents: round(quantity × price). */
  amount: bigint;
  /** VAT rate in percent. */
  rate: number;
  /** List price and discount percent when the line prints a discount. */
  listPrice?: bigint;
  discount?: number;
  /** Extra cells some prints add before the quantity (bars and length of a steel beam). */
  detail?: string[];
}

export interface CatalogItem {
  code?: string;
  description: string;
  unit: string;
  /** Cents per unit, inclusive range. */
  price: [number, number];
  /** Quantity range in thousandths, inclusive, and the step it moves by (1000 for whole units). */
  quantity: [number, number, number];
  rate?: number;
}

/** `n` distinct items of a catalog as lines with a random quantity and price. */
export function linesOf(rng: Rng, catalog: readonly CatalogItem[], n: number, defaultRate = 21): Line[] {
  return rng.sample(catalog, n).map((item) => {
    const [lo, hi, step] = item.quantity;
    const quantity = BigInt(step * rng.int(Math.ceil(lo / step), Math.floor(hi / step)));
    const price = BigInt(rng.int(item.price[0], item.price[1]));
    return {
      code: item.code,
      description: item.description,
      quantity,
      unit: item.unit,
      price,
      amount: lineTotal(quantity, price),
      rate: item.rate ?? defaultRate,
    };
  });
}

/** A line with a list price and discount: the net price is what multiplies the quantity. */
export function discounted(line: Line, discount: number): Line {
  const listPrice = line.price;
  const price = divRound(listPrice * BigInt(100 - discount), 100n);
  return { ...line, listPrice, discount, price, amount: lineTotal(line.quantity, price) };
}

export interface Figures {
  lines: Line[];
  base: bigint;
  byRate: { rate: number; base: bigint; vat: bigint }[];
  tax: bigint;
  irpf: number;
  withholding: bigint;
  total: bigint;
  reverseCharge: boolean;
}

/** The base, VAT per rate, withholding and total of some lines. */
export function figures(lines: Line[], o: { irpf?: number; reverseCharge?: boolean } = {}): Figures {
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => a - b);
  const byRate = rates.map((rate) => {
    const base = lines.filter((l) => l.rate === rate).reduce((s, l) => s + l.amount, 0n);
    return { rate, base, vat: o.reverseCharge ? 0n : divRound(base * BigInt(rate), 100n) };
  });
  const base = byRate.reduce((s, r) => s + r.base, 0n);
  const tax = byRate.reduce((s, r) => s + r.vat, 0n);
  const irpf = o.irpf ?? 0;
  const withholding = divRound(base * BigInt(irpf), 100n);
  return { lines, base, byRate, tax, irpf, withholding, total: base + tax - withholding, reverseCharge: Boolean(o.reverseCharge) };
}

/** Throws unless the printed figures close in integer cents, recomputed from scratch. */
export function mustClose(id: string, f: Figures): void {
  const fail = (what: string) => {
    throw new Error(`${id} does not close: ${what}`);
  };
  for (const l of f.lines) {
    if (l.amount !== lineTotal(l.quantity, l.price)) fail(`line ${l.description}`);
    if (l.listPrice !== undefined && l.price !== divRound(l.listPrice * BigInt(100 - (l.discount ?? 0)), 100n)) fail(`net price ${l.description}`);
  }
  let base = 0n;
  let tax = 0n;
  for (const r of f.byRate) {
    const sum = f.lines.filter((l) => l.rate === r.rate).reduce((s, l) => s + l.amount, 0n);
    if (sum !== r.base) fail(`base at ${r.rate} %`);
    const vat = f.reverseCharge ? 0n : divRound(sum * BigInt(r.rate), 100n);
    if (vat !== r.vat) fail(`VAT at ${r.rate} %`);
    base += sum;
    tax += vat;
  }
  if (base !== f.lines.reduce((s, l) => s + l.amount, 0n) || base !== f.base) fail('base');
  if (tax !== f.tax) fail('tax');
  if (f.withholding !== divRound(base * BigInt(f.irpf), 100n)) fail('withholding');
  if (f.total !== base + tax - f.withholding) fail('total');
  if (f.base <= 0n || f.total <= 0n) fail('not positive');
}

/** Cents as the ground truth's number, checked to be a safe integer. */
export function cents(c: bigint): number {
  const n = Number(c);
  if (!Number.isSafeInteger(n)) throw new Error(`unsafe cents ${c}`);
  return n;
}

// ---------------------------------------------------------------- the sheet

export type Align = 'l' | 'r' | 'c';

export interface Column {
  title: string;
  w: number;
  align?: Align;
  /** Wrap this column's text to its width (rows grow). */
  wrap?: boolean;
}

export interface TableOptions {
  rowH?: number;
  size?: number;
  headSize?: number;
  /** Header background, or none. */
  headFill?: string;
  headColor?: string;
  headBold?: boolean;
  /** full: every cell; rows: a rule under each row; outer: a frame with column rules; none. */
  grid?: 'full' | 'rows' | 'outer' | 'none';
  zebra?: string;
  /** Rows drawn in the table even when empty, up to this height (printed forms). */
  minHeight?: number;
  pad?: number;
}

/** One A4 document: a pen, rules, boxes and tables; `bytes()` ends it. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(
    readonly family: Family,
    size: number,
    title: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Producer: 'Facturación', Creator: 'ERP', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.pen = new Pen(this, family, size);
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

  /** Text shrunk until it fits `maxWidth` (a long name in a letterhead). */
  fitted(s: string, x: number, y: number, maxWidth: number, o: PenOptions = {}): void {
    let size = o.size ?? this.pen.size;
    while (size > 6 && this.pen.widthOf(s, { ...o, size }) > maxWidth) size -= 0.5;
    this.text(s, x, y, { ...o, size });
  }

  /** A paragraph wrapped to `width`; returns the y under it. */
  paragraph(s: string, x: number, y: number, width: number, o: PenOptions = {}): number {
    return this.pen.paragraph(s, x, y, width, o);
  }

  /** Lines of text one under the other; returns the y under them. */
  block(lines: string[], x: number, y: number, o: PenOptions & { leading?: number; align?: Align } = {}): number {
    const leading = o.leading ?? (o.size ?? this.pen.size) * 1.3;
    lines.forEach((s, i) => {
      const yy = y + i * leading;
      if (o.align === 'r') this.right(s, x, yy, o);
      else if (o.align === 'c') this.center(s, x, yy, o);
      else this.text(s, x, yy, o);
    });
    return y + lines.length * leading;
  }

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string | false; width?: number; radius?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.5);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    const stroke = o.stroke === undefined ? '#000000' : o.stroke;
    if (o.fill && stroke) d.fillAndStroke(o.fill, stroke);
    else if (o.fill) d.fill(o.fill);
    else if (stroke) d.strokeColor(stroke).stroke();
    d.restore();
    this.doc.fillColor('#000000');
  }

  color(c: string): void {
    this.doc.fillColor(c);
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  /** A table from `x, y`; returns the y under it. */
  table(x: number, y: number, cols: Column[], rows: string[][], o: TableOptions = {}): number {
    const size = o.size ?? this.pen.size;
    const rowH = o.rowH ?? size * 1.9;
    const pad = o.pad ?? 3;
    const headSize = o.headSize ?? size;
    const width = cols.reduce((s, c) => s + c.w, 0);
    const grid = o.grid ?? 'rows';
    const xs: number[] = [];
    cols.reduce((acc, c) => (xs.push(acc), acc + c.w), x);
    const top = y;
    const cell = (s: string, i: number, yy: number, h: number, opts: PenOptions) => {
      const c = cols[i];
      const ty = yy + (h - (opts.size ?? size)) / 2 + 0.5;
      if (c.align === 'r') this.right(s, xs[i] + c.w - pad, ty, opts);
      else if (c.align === 'c') this.center(s, xs[i] + c.w / 2, ty, opts);
      else this.text(s, xs[i] + pad, ty, opts);
    };
    // header
    if (cols.some((c) => c.title)) {
      if (o.headFill) this.box(x, y, width, rowH, { fill: o.headFill, stroke: grid === 'full' || grid === 'outer' ? '#000000' : false });
      if (o.headColor) this.color(o.headColor);
      cols.forEach((c, i) => cell(c.title, i, y, rowH, { size: headSize, bold: o.headBold ?? true }));
      this.color('#000000');
      if (!o.headFill && grid !== 'none') this.rule(x, y + rowH, x + width, y + rowH, 0.8);
      if (grid === 'full') this.box(x, y, width, rowH, { stroke: '#000000' });
      y += rowH;
    }
    const bodyTop = y;
    rows.forEach((r, ri) => {
      const wrapped = r.map((s, i) => (cols[i].wrap ? this.pen.wrap(s, cols[i].w - 2 * pad, { size }) : [s]));
      const n = Math.max(...wrapped.map((w) => w.length));
      const h = rowH + (n - 1) * size * 1.2;
      if (o.zebra && ri % 2 === 1) this.box(x, y, width, h, { fill: o.zebra, stroke: false });
      wrapped.forEach((parts, i) => {
        if (parts.length === 1) cell(parts[0], i, y, n === 1 ? h : rowH, { size });
        else parts.forEach((p, k) => cell(p, i, y + k * size * 1.2, rowH, { size }));
      });
      y += h;
      if (grid === 'rows' || grid === 'full') this.rule(x, y, x + width, y, grid === 'full' ? 0.5 : 0.3, grid === 'full' ? '#000000' : '#888888');
    });
    if (o.minHeight && y - top < o.minHeight) y = top + o.minHeight;
    if (grid === 'full' || grid === 'outer') {
      this.box(x, top, width, y - top);
      for (const cx of xs.slice(1)) this.rule(cx, grid === 'outer' ? top : top, cx, y);
      if (grid === 'outer' && !o.headFill) this.rule(x, bodyTop, x + width, bodyTop);
    }
    return y;
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** Upper case as Spanish prints it (accents kept). */
export function upper(s: string): string {
  return s.toLocaleUpperCase('es-ES');
}
