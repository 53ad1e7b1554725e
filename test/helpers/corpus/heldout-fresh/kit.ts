/**
 * Small drawing and arithmetic kit for the fresh held-out corpus: a seeded PRNG, integer money,
 * Spanish number and date formats, tax ids with their control characters, and a pen that places
 * single lines of text on an A4 pdfkit page while remembering where it put them (so a generator
 * run can prove that no two pieces of text overlap).
 */
import PDFDocument from 'pdfkit';
import { Mulberry32 } from '../rng.js';

// ---------------------------------------------------------------- PRNG

export class Rng extends Mulberry32 {
  constructor(seed: number) {
    super(seed >>> 0 || 0x9e3779b9);
  }
  fork(salt: number): Rng {
    return new Rng((Math.floor(this.next() * 4294967296) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0);
  }
}

// ---------------------------------------------------------------- money (integer cents)

/** n / d rounded half away from zero, for integers. */
export function divRound(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) throw new Error(`divRound(${n}, ${d})`);
  const sign = n < 0 ? -1 : 1;
  const a = Math.abs(n);
  const q = Math.floor(a / d);
  const r = a - q * d;
  return sign * (2 * r >= d ? q + 1 : q);
}

/** Amount of a line: quantity in thousandths times unit price in cents. */
export function lineAmount(qtyMilli: number, priceCents: number): number {
  return divRound(qtyMilli * priceCents, 1000);
}

/** Amount of a line whose unit price has three decimals (price in tenths of a cent). */
export function lineAmount3(qtyMilli: number, priceMilli: number): number {
  return divRound(qtyMilli * priceMilli, 10000);
}

export function pct(base: number, ratePercent: number): number {
  return divRound(base * ratePercent, 100);
}

function groupThousands(intPart: string, sep: string): string {
  let out = '';
  for (let i = 0; i < intPart.length; i++) {
    const fromEnd = intPart.length - i;
    out += intPart[i];
    if (fromEnd > 1 && fromEnd % 3 === 1) out += sep;
  }
  return out;
}

export interface MoneyStyle {
  /** Thousands separator: '.' (1.234,56) or '' (1234,56). */
  th?: '.' | '';
  /** Suffix such as ' €' or '€'. */
  eur?: '' | ' €' | '€';
}

/** Spanish money: 1.234,56 */
export function money(cents: number, style: MoneyStyle = {}): string {
  const th = style.th ?? '.';
  const neg = cents < 0;
  const a = Math.abs(cents);
  const int = String(Math.floor(a / 100));
  const dec = String(a % 100).padStart(2, '0');
  return `${neg ? '-' : ''}${groupThousands(int, th)},${dec}${style.eur ?? ''}`;
}

/** Unit price with three decimals from tenths of a cent: 1,129 */
export function money3(milli: number, style: MoneyStyle = {}): string {
  const th = style.th ?? '.';
  const int = String(Math.floor(milli / 1000));
  const dec = String(milli % 1000).padStart(3, '0');
  return `${groupThousands(int, th)},${dec}${style.eur ?? ''}`;
}

/** Quantity in thousandths printed with `dec` decimals (those cut must be zero). */
export function qty(qtyMilli: number, dec: number, th: '.' | '' = '.'): string {
  const int = String(Math.floor(qtyMilli / 1000));
  const frac = String(qtyMilli % 1000).padStart(3, '0');
  if (frac.slice(dec).replace(/0/g, '') !== '') throw new Error(`quantity ${qtyMilli} needs more than ${dec} decimals`);
  return dec === 0 ? groupThousands(int, th) : `${groupThousands(int, th)},${frac.slice(0, dec)}`;
}

export function percent(rate: number, style: 'plain' | 'dec' | 'tight' = 'plain'): string {
  if (style === 'dec') return `${rate},00 %`;
  if (style === 'tight') return `${rate}%`;
  return `${rate} %`;
}

// ---------------------------------------------------------------- dates

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const p2 = (n: number) => String(n).padStart(2, '0');

export function iso(d: Ymd): string {
  return `${d.y}-${p2(d.m)}-${p2(d.d)}`;
}

export type DateStyle = 'slash' | 'dash2' | 'dot' | 'long' | 'dash' | 'slash2';

export function fdate(d: Ymd, style: DateStyle): string {
  switch (style) {
    case 'slash':
      return `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    case 'slash2':
      return `${p2(d.d)}/${p2(d.m)}/${String(d.y).slice(2)}`;
    case 'dash2':
      return `${p2(d.d)}-${p2(d.m)}-${String(d.y).slice(2)}`;
    case 'dash':
      return `${p2(d.d)}-${p2(d.m)}-${d.y}`;
    case 'dot':
      return `${p2(d.d)}.${p2(d.m)}.${d.y}`;
    case 'long':
      return `${d.d} de ${MONTHS[d.m - 1]} de ${d.y}`;
  }
}

export function addDays(d: Ymd, days: number): Ymd {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d) + days * 86400000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function randomDate(rng: Rng, fromMonth = 1, toMonth = 5): Ymd {
  const start = Date.UTC(2026, fromMonth - 1, 2);
  const end = Date.UTC(2026, toMonth, 0);
  const t = new Date(start + rng.int(0, Math.floor((end - start) / 86400000)) * 86400000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

// ---------------------------------------------------------------- tax ids

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** CIF of a company (letter + 7 digits + control digit for A/B). */
export function cif(letter: string, digits7: string): string {
  if (!/^\d{7}$/.test(digits7)) throw new Error(digits7);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits7[i]);
    if (i % 2 === 0) {
      const dbl = n * 2;
      sum += Math.floor(dbl / 10) + (dbl % 10);
    } else sum += n;
  }
  const control = (10 - (sum % 10)) % 10;
  const useLetter = 'NPQRSW'.includes(letter);
  return `${letter}${digits7}${useLetter ? 'JABCDEFGHI'[control] : String(control)}`;
}

export function dni(digits8: string): string {
  if (!/^\d{8}$/.test(digits8)) throw new Error(digits8);
  return `${digits8}${DNI_LETTERS[Number(digits8) % 23]}`;
}

export type NifStyle = 'plain' | 'dash' | 'es' | 'esdash' | 'dots' | 'space';

/** Prints a normalised id the way Spanish forms do. */
export function fnif(nif: string, style: NifStyle): string {
  const isDni = /^\d{8}[A-Z]$/.test(nif);
  if (isDni) {
    const d = nif.slice(0, 8);
    const l = nif[8];
    switch (style) {
      case 'dots':
        return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}-${l}`;
      case 'dash':
        return `${d}-${l}`;
      case 'space':
        return `${d} ${l}`;
      case 'es':
        return `ES${nif}`;
      default:
        return nif;
    }
  }
  const l = nif[0];
  const rest = nif.slice(1);
  switch (style) {
    case 'dash':
      return `${l}-${rest}`;
    case 'es':
      return `ES${nif}`;
    case 'esdash':
      return `ES-${nif}`;
    case 'dots':
      return `${l}-${rest.slice(0, 2)}.${rest.slice(2, 5)}.${rest.slice(5)}`;
    case 'space':
      return `${l} ${rest}`;
    default:
      return nif;
  }
}

// ---------------------------------------------------------------- pen

export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold' | 'Courier' | 'Courier-Bold';

export const A4 = { w: 595.28, h: 841.89 };

interface Box {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  s: string;
}

/** Overlaps found while drawing (filled only when something went wrong). */
export const drawingProblems: string[] = [];

export interface TextOpts {
  font?: FontName;
  size?: number;
  color?: string;
}

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  private boxes: Box[] = [];
  private segs: { page: number; x1: number; y1: number; x2: number; y2: number }[] = [];
  private page = 1;
  private curFont: FontName = 'Helvetica';
  private curSize = 9;
  private curColor = '#000000';

  constructor(
    readonly id: string,
    creator = 'Facturación',
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { CreationDate: new Date('2026-01-01T00:00:00Z'), Creator: creator, Producer: creator },
    });
    this.doc.font(this.curFont).fontSize(this.curSize).fillColor(this.curColor);
  }

  font(name: FontName, size?: number): this {
    this.curFont = name;
    if (size !== undefined) this.curSize = size;
    this.doc.font(name).fontSize(this.curSize);
    return this;
  }

  size(size: number): this {
    this.curSize = size;
    this.doc.fontSize(size);
    return this;
  }

  color(c: string): this {
    this.curColor = c;
    this.doc.fillColor(c);
    return this;
  }

  private apply(o?: TextOpts): () => void {
    if (!o) return () => {};
    const saved = { f: this.curFont, s: this.curSize, c: this.curColor };
    if (o.font) this.font(o.font);
    if (o.size !== undefined) this.size(o.size);
    if (o.color) this.color(o.color);
    return () => {
      this.font(saved.f, saved.s);
      this.color(saved.c);
    };
  }

  width(s: string, o?: TextOpts): number {
    const undo = this.apply(o);
    const w = this.doc.widthOfString(s);
    undo();
    return w;
  }

  /** Left-aligned single line at (x, y); returns its width. */
  text(s: string, x: number, y: number, o?: TextOpts): number {
    if (s.includes('\n')) throw new Error('one line per call');
    const undo = this.apply(o);
    const w = this.doc.widthOfString(s);
    if (x < 8 || x + w > A4.w - 8 || y < 6 || y + this.curSize > A4.h - 4) {
      drawingProblems.push(`${this.id} p${this.page}: "${s}" outside the page at ${x.toFixed(1)},${y.toFixed(1)}`);
    }
    this.record(s, x, y, w, this.curSize);
    this.doc.text(s, x, y, { lineBreak: false });
    undo();
    return w;
  }

  right(s: string, r: number, y: number, o?: TextOpts): number {
    const w = this.width(s, o);
    this.text(s, r - w, y, o);
    return w;
  }

  center(s: string, cx: number, y: number, o?: TextOpts): number {
    const w = this.width(s, o);
    this.text(s, cx - w / 2, y, o);
    return w;
  }

  /** Text running bottom-to-top (a side margin), starting at (x, y). */
  up(s: string, x: number, y: number, o?: TextOpts): void {
    const undo = this.apply(o);
    const w = this.doc.widthOfString(s);
    if (y - w < 6) drawingProblems.push(`${this.id}: vertical text too long "${s}"`);
    this.doc.save();
    this.doc.rotate(-90, { origin: [x, y] });
    this.doc.text(s, x, y, { lineBreak: false });
    this.doc.restore();
    undo();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number; r?: number } = {}): this {
    const d = this.doc;
    this.seg(x, y, x + w, y);
    this.seg(x, y + h, x + w, y + h);
    this.seg(x, y, x, y + h);
    this.seg(x + w, y, x + w, y + h);
    d.save();
    if (o.lw !== undefined) d.lineWidth(o.lw);
    if (o.r) d.roundedRect(x, y, w, h, o.r);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
    d.fillColor(this.curColor);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000000', dash?: number): this {
    const d = this.doc;
    this.seg(x1, y1, x2, y2);
    d.save();
    d.lineWidth(lw);
    if (dash) d.dash(dash, { space: dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(color);
    d.restore();
    d.fillColor(this.curColor);
    return this;
  }

  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string; lw?: number }): this {
    const d = this.doc;
    d.save();
    if (o.lw !== undefined) d.lineWidth(o.lw);
    d.circle(x, y, r);
    if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
    d.fillColor(this.curColor);
    return this;
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.page++;
    this.font(this.curFont, this.curSize).color(this.curColor);
  }

  private seg(x1: number, y1: number, x2: number, y2: number): void {
    this.segs.push({ page: this.page, x1: Math.min(x1, x2), y1: Math.min(y1, y2), x2: Math.max(x1, x2), y2: Math.max(y1, y2) });
  }

  /** Text crossed by a line or by the edge of a box. */
  private checkCrossings(): void {
    for (const b of this.boxes) {
      const bx1 = b.x + 0.3;
      const bx2 = b.x + b.w - 0.3;
      const by1 = b.y + 0.3;
      const by2 = b.y + b.h - 0.3;
      for (const g of this.segs) {
        if (g.page !== b.page) continue;
        const hits =
          g.x1 < bx2 && g.x2 > bx1 && g.y1 < by2 && g.y2 > by1 &&
          // a segment inside the box's extent: it crosses the text (both axis-aligned)
          (g.y1 === g.y2 || g.x1 === g.x2);
        if (hits) drawingProblems.push(`${this.id} p${b.page}: a line crosses "${b.s}"`);
      }
    }
  }

  private record(s: string, x: number, y: number, w: number, size: number): void {
    if (!s.trim()) return;
    // the glyph box of a line of text: from a little under the top of the em box to the descent
    const box: Box = { page: this.page, x, y: y + size * 0.08, w, h: size * 0.92, s };
    for (const b of this.boxes) {
      if (b.page !== box.page) continue;
      const ox = Math.min(b.x + b.w, box.x + box.w) - Math.max(b.x, box.x);
      const oy = Math.min(b.y + b.h, box.y + box.h) - Math.max(b.y, box.y);
      if (ox > 0.5 && oy > 0.5) {
        drawingProblems.push(`${this.id} p${this.page}: "${b.s}" overlaps "${s}"`);
      }
    }
    this.boxes.push(box);
  }

  async bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
    this.checkCrossings();
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

// ---------------------------------------------------------------- tables

export type Align = 'l' | 'r' | 'c';

export interface Col {
  key: string;
  head: string | string[];
  x: number;
  w: number;
  align: Align;
  /** Alignment of the header cell, when it differs from the column's. */
  headAlign?: Align;
}

export type Row = Record<string, string | string[] | undefined>;

export interface TableStyle {
  font: FontName;
  bold: FontName;
  size: number;
  headSize?: number;
  rowH: number;
  /** Height of a continuation line inside a row (wrapped description). */
  subH?: number;
  headH: number;
  pad?: number;
  border: 'grid' | 'hlines' | 'none' | 'vlines' | 'head';
  zebra?: string;
  headFill?: string;
  headColor?: string;
  lineColor?: string;
  lw?: number;
  /** Empty rows drawn until this y (keeps the grid down to the totals, like a pre-printed form). */
  fillTo?: number;
}

/** Draws the header and rows of a table from y0; returns the y under the last row. */
export function drawTable(pen: Pen, cols: Col[], rows: Row[], y0: number, st: TableStyle): number {
  const pad = st.pad ?? 3;
  const left = cols[0].x;
  const right = cols[cols.length - 1].x + cols[cols.length - 1].w;
  const lc = st.lineColor ?? '#000000';
  const lw = st.lw ?? 0.5;
  const subH = st.subH ?? st.size + 2;
  const headSize = st.headSize ?? st.size;
  // header
  if (st.headFill) pen.rect(left, y0, right - left, st.headH, { fill: st.headFill });
  for (const c of cols) {
    const lines = Array.isArray(c.head) ? c.head : [c.head];
    const total = lines.length * (headSize + 1.5);
    let y = y0 + (st.headH - total) / 2 + 1;
    for (const h of lines) {
      cell(pen, h, c, y, c.headAlign ?? c.align, pad, { font: st.bold, size: headSize, color: st.headColor ?? '#000000' });
      y += headSize + 1.5;
    }
  }
  let y = y0 + st.headH;
  if (st.border === 'grid' || st.border === 'hlines' || st.border === 'head') {
    pen.line(left, y0, right, y0, lw, lc);
    pen.line(left, y, right, y, lw, lc);
  }
  const rowTops: number[] = [];
  rows.forEach((r, i) => {
    const nLines = Math.max(1, ...cols.map((c) => (Array.isArray(r[c.key]) ? (r[c.key] as string[]).length : 1)));
    const h = st.rowH + (nLines - 1) * subH;
    if (st.zebra && i % 2 === 1) pen.rect(left, y, right - left, h, { fill: st.zebra });
    const ty = y + (st.rowH - st.size) / 2 + 0.5;
    for (const c of cols) {
      const v = r[c.key];
      if (v === undefined) continue;
      const parts = Array.isArray(v) ? v : [v];
      parts.forEach((p, k) => cell(pen, p, c, ty + k * subH, c.align, pad, { font: st.font, size: st.size }));
    }
    rowTops.push(y);
    y += h;
    if (st.border === 'hlines' || st.border === 'grid') pen.line(left, y, right, y, lw * 0.6, lc);
  });
  if (st.fillTo !== undefined) {
    while (y + st.rowH <= st.fillTo + 0.01) {
      y += st.rowH;
      if (st.border === 'grid' || st.border === 'hlines') pen.line(left, y, right, y, lw * 0.6, lc);
    }
  }
  if (st.border === 'grid' || st.border === 'vlines') {
    for (const c of cols) pen.line(c.x, y0, c.x, y, lw, lc);
    pen.line(right, y0, right, y, lw, lc);
    pen.line(left, y, right, y, lw, lc);
  }
  if (st.border === 'vlines') pen.line(left, y0, right, y0, lw, lc);
  if (st.border === 'vlines') pen.line(left, y0 + st.headH, right, y0 + st.headH, lw, lc);
  return y;
}

function cell(pen: Pen, s: string, c: Col, y: number, align: Align, pad: number, o: TextOpts): void {
  if (!s) return;
  const w = pen.width(s, o);
  if (w > c.w - 2 * pad + 0.01) drawingProblems.push(`${pen.id}: "${s}" does not fit column ${c.key} (${w.toFixed(1)} > ${(c.w - 2 * pad).toFixed(1)})`);
  if (align === 'l') pen.text(s, c.x + pad, y, o);
  else if (align === 'r') pen.right(s, c.x + c.w - pad, y, o);
  else pen.center(s, c.x + c.w / 2, y, o);
}

/** Height a table body will take. */
export function tableHeight(rows: Row[], cols: Col[], st: TableStyle): number {
  const subH = st.subH ?? st.size + 2;
  let h = st.headH;
  for (const r of rows) {
    const n = Math.max(1, ...cols.map((c) => (Array.isArray(r[c.key]) ? (r[c.key] as string[]).length : 1)));
    h += st.rowH + (n - 1) * subH;
  }
  return h;
}

/** Label/value pairs right-aligned against two x positions (a totals column). */
export function totalsColumn(
  pen: Pen,
  items: { label: string; value: string; bold?: boolean }[],
  labelRight: number,
  valueRight: number,
  y: number,
  step: number,
  o: { font: FontName; bold: FontName; size: number; labelLeft?: number },
): number {
  for (const it of items) {
    const to: TextOpts = { font: it.bold ? o.bold : o.font, size: o.size };
    if (o.labelLeft !== undefined) pen.text(it.label, o.labelLeft, y, to);
    else pen.right(it.label, labelRight, y, to);
    pen.right(it.value, valueRight, y, to);
    y += step;
  }
  return y;
}
