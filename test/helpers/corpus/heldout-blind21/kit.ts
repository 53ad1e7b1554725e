import PDFDocument from 'pdfkit';
import { Pen, type Family, type PenOptions } from '../pen.js';

/**
 * The drawing kit of the twenty-first blind set (docs/document-extraction.md#measuring-it): a
 * sheet that refuses a text printed over another or off the paper, so every print is one a real
 * supplier's template could make, and that writes the same bytes in every run.
 */

const CREATED = new Date('2026-01-02T08:00:00.000Z');

export const A4: [number, number] = [595.28, 841.89];
/** An 80 mm till roll, cut long enough for a ticket of a dozen items. */
export const TICKET: [number, number] = [226.77, 700];

interface Placed {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  text: string;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private placed: Placed[] = [];
  private page = 0;

  constructor(
    readonly size: [number, number] = A4,
    title = 'Documento',
  ) {
    this.doc = new PDFDocument({
      size,
      margin: 0,
      info: { CreationDate: CREATED, Producer: 'Gestión comercial', Creator: 'Gestión comercial', Title: title },
    });
  }

  get width(): number {
    return this.size[0];
  }

  get height(): number {
    return this.size[1];
  }

  newPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 });
    this.page += 1;
  }

  ink(family: Family = 'Helvetica', size = 9): Ink {
    return new Ink(this, family, size);
  }

  /** Records where a text lands; throws when it would print over another or off the page. */
  claim(text: string, x: number, y: number, width: number, size: number): void {
    const box = { page: this.page, x0: x, y0: y + size * 0.1, x1: x + width, y1: y + size * 0.9, text };
    if (box.x0 < 2 || box.x1 > this.width - 2 || box.y0 < 2 || box.y1 > this.height - 2) {
      throw new Error(`text off the page: "${text}" at ${x.toFixed(1)},${y.toFixed(1)}`);
    }
    for (const p of this.placed) {
      if (p.page !== box.page) continue;
      const w = Math.min(p.x1, box.x1) - Math.max(p.x0, box.x0);
      const h = Math.min(p.y1, box.y1) - Math.max(p.y0, box.y0);
      if (w > 0.5 && h > 0.5) throw new Error(`"${text}" prints over "${p.text}"`);
    }
    this.placed.push(box);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number; radius?: number } = {}): void {
    const d = this.doc;
    d.save();
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    d.lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number } = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    d.restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save();
    this.doc.circle(x, y, r).fill(fill);
    this.doc.restore();
  }

  async bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export interface InkOptions extends PenOptions {
  color?: string;
}

/** The shared `Pen`, with colour and every text claimed on its sheet. */
export class Ink {
  private pen: Pen;

  constructor(
    readonly sheet: Sheet,
    readonly family: Family,
    readonly size: number,
  ) {
    this.pen = new Pen({ doc: sheet.doc }, family, size);
  }

  private put(s: string, x: number, y: number, o: InkOptions, draw: (x: number) => void): void {
    if (s === '') return;
    const w = this.pen.widthOf(s, o);
    this.sheet.claim(s, x, y, w, o.size ?? this.size);
    this.sheet.doc.fillColor(o.color ?? '#000000');
    draw(x);
    this.sheet.doc.fillColor('#000000');
  }

  text(s: string, x: number, y: number, o: InkOptions = {}): void {
    this.put(s, x, y, o, (at) => this.pen.text(s, at, y, o));
  }

  right(s: string, xRight: number, y: number, o: InkOptions = {}): void {
    const w = this.pen.widthOf(s, o);
    this.put(s, xRight - w, y, o, () => this.pen.right(s, xRight, y, o));
  }

  center(s: string, xCenter: number, y: number, o: InkOptions = {}): void {
    const w = this.pen.widthOf(s, o);
    this.put(s, xCenter - w / 2, y, o, () => this.pen.center(s, xCenter, y, o));
  }

  widthOf(s: string, o: InkOptions = {}): number {
    return this.pen.widthOf(s, o);
  }

  wrap(s: string, width: number, o: InkOptions = {}): string[] {
    return this.pen.wrap(s, width, o);
  }

  /** Lines one under another from `y`; returns the y under the last. */
  lines(parts: string[], x: number, y: number, o: InkOptions & { leading?: number } = {}): number {
    const leading = o.leading ?? (o.size ?? this.size) * 1.3;
    parts.forEach((p, i) => this.text(p, x, y + i * leading, o));
    return y + parts.length * leading;
  }

  /** `s` wrapped to `width` and set line under line; returns the y under it. */
  paragraph(s: string, x: number, y: number, width: number, o: InkOptions & { leading?: number } = {}): number {
    return this.lines(this.wrap(s, width, o), x, y, o);
  }
}

/** A column of a lines table: its head, width, alignment and what it prints of a row. */
export interface Column<R> {
  head: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: R) => string;
  /** The one column whose text wraps within its width. */
  wraps?: boolean;
}

export interface TableStyle {
  ink: Ink;
  headInk?: Ink;
  headFill?: string;
  headColor?: string;
  /** Vertical and horizontal rules around every cell. */
  grid?: boolean;
  /** A rule under each row. */
  rules?: boolean;
  zebra?: string;
  rowHeight?: number;
  pad?: number;
}

/** Draws the head and rows of a lines table from (x, y); returns the y under it. */
export function table<R>(x: number, y: number, columns: Column<R>[], rows: R[], st: TableStyle): number {
  const { sheet } = st.ink;
  const pad = st.pad ?? 3;
  const size = st.ink.size;
  const rowH = st.rowHeight ?? size * 1.9;
  const width = columns.reduce((s, c) => s + c.width, 0);
  const headInk = st.headInk ?? st.ink;
  const headH = headInk.size * 2;
  if (st.headFill) sheet.rect(x, y, width, headH, { fill: st.headFill });
  else if (st.grid) sheet.rect(x, y, width, headH);
  else sheet.line(x, y + headH, x + width, y + headH, { width: 0.8 });
  let cx = x;
  for (const c of columns) {
    const ty = y + (headH - headInk.size) / 2;
    const o = { bold: true, color: st.headColor };
    if (c.align === 'right') headInk.right(c.head, cx + c.width - pad, ty, o);
    else if (c.align === 'center') headInk.center(c.head, cx + c.width / 2, ty, o);
    else headInk.text(c.head, cx + pad, ty, o);
    if (st.grid && cx > x) sheet.line(cx, y, cx, y + headH);
    cx += c.width;
  }
  y += headH;
  rows.forEach((row, i) => {
    const wrapped = columns.map((c) => (c.wraps ? st.ink.wrap(c.cell(row), c.width - 2 * pad) : [c.cell(row)]));
    const n = Math.max(...wrapped.map((w) => w.length));
    const h = rowH + (n - 1) * size * 1.2;
    if (st.zebra && i % 2 === 1) sheet.rect(x, y, width, h, { fill: st.zebra });
    let at = x;
    columns.forEach((c, k) => {
      const ty = y + (rowH - size) / 2;
      wrapped[k].forEach((part, j) => {
        const yy = ty + j * size * 1.2;
        if (c.align === 'right') st.ink.right(part, at + c.width - pad, yy);
        else if (c.align === 'center') st.ink.center(part, at + c.width / 2, yy);
        else st.ink.text(part, at + pad, yy);
      });
      if (st.grid) sheet.line(at, y, at, y + h);
      at += c.width;
    });
    if (st.grid) sheet.line(x + width, y, x + width, y + h);
    y += h;
    if (st.grid || st.rules) sheet.line(x, y, x + width, y, { width: st.grid ? 0.6 : 0.3, color: st.grid ? '#000000' : '#999999' });
  });
  return y;
}

/** Label and value pairs stacked right-aligned, as a totals block; returns the y under it. */
export function stack(
  ink: Ink,
  xLabel: number,
  xRight: number,
  y: number,
  rows: Array<[string, string, InkOptions?]>,
  leading = ink.size * 1.7,
): number {
  for (const [label, value, o] of rows) {
    ink.text(label, xLabel, y, o);
    ink.right(value, xRight, y, o);
    y += leading;
  }
  return y;
}
