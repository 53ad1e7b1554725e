import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { Pen, type Family, type PenOptions } from '../pen.js';

/**
 * The eighth blind set's drawing kit: a sheet that collects its own bytes, rules, boxes, bands,
 * logos and a table drawer that refuses text wider than its cell (so no print overlaps by
 * accident). Every sheet carries the same creation date, so a run prints the same bytes.
 */

export const PAGE = { w: 595.28, h: 841.89 };
const CREATED = new Date('2026-12-01T08:30:00.000Z');

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen<Sheet>;
  private readonly chunks: Buffer[] = [];

  constructor(family: Family, title: string, producer: string) {
    this.doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: CREATED, Title: title, Creator: producer, Producer: producer } });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.pen = new Pen(this, family);
  }

  /** Text in a colour; the ink goes back to black afterwards. */
  ink(color: string, draw: () => void): void {
    this.doc.fillColor(color);
    draw();
    this.doc.fillColor('black');
  }

  rule(x1: number, y1: number, x2: number, y2: number, o: { width?: number; color?: string; dash?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? 'black');
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    d.undash().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string | null; width?: number; radius?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke !== null) d.fillAndStroke(o.fill, o.stroke ?? 'black');
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? 'black');
    d.restore();
    this.doc.fillColor('black');
  }

  /** A logo: the initials in a disc, a square or a diamond. */
  logo(shape: 'disc' | 'square' | 'diamond', initials: string, x: number, y: number, size: number, color: string): void {
    const d = this.doc.save();
    if (shape === 'disc') d.circle(x + size / 2, y + size / 2, size / 2).fill(color);
    else if (shape === 'square') d.rect(x, y, size, size).fill(color);
    else d.polygon([x + size / 2, y], [x + size, y + size / 2], [x + size / 2, y + size], [x, y + size / 2]).fill(color);
    d.restore();
    this.ink('white', () => this.pen.center(initials, x + size / 2, y + size / 2 - size * 0.2, { bold: true, size: size * 0.38 }));
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  async bytes(): Promise<Uint8Array> {
    const ended = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export interface Col {
  head: string;
  w: number;
  align?: 'l' | 'r' | 'c';
}

export interface GridStyle {
  rowH?: number;
  headH?: number;
  size?: number;
  /** Fill of the head row; its text is white on a dark fill. */
  headFill?: string;
  headInk?: string;
  /** `all`: every cell ruled; `rows`: a rule under each row; `frame`: the outline and the head; `none`. */
  lines?: 'all' | 'rows' | 'frame' | 'none';
  zebra?: string;
  headBold?: boolean;
  bodyBold?: boolean;
}

/** A table at (x, y); returns the y under it. Throws when a cell's text does not fit its column. */
export function grid(s: Sheet, x: number, y: number, cols: Col[], rows: string[][], o: GridStyle = {}): number {
  const rowH = o.rowH ?? 15;
  const headH = o.headH ?? rowH + 2;
  const size = o.size ?? 8;
  const width = cols.reduce((a, c) => a + c.w, 0);
  const lines = o.lines ?? 'all';
  const put = (text: string, c: Col, cx: number, ty: number, po: PenOptions) => {
    if (s.pen.widthOf(text, po) > c.w - 5) throw new Error(`"${text}" does not fit a ${c.w} pt column`);
    if (c.align === 'r') s.pen.right(text, cx + c.w - 3, ty, po);
    else if (c.align === 'c') s.pen.center(text, cx + c.w / 2, ty, po);
    else s.pen.text(text, cx + 3, ty, po);
  };
  if (o.headFill) s.box(x, y, width, headH, { fill: o.headFill, stroke: null });
  let cx = x;
  s.ink(o.headInk ?? 'black', () => {
    for (const c of cols) {
      put(c.head, c, cx, y + (headH - size) / 2, { size, bold: o.headBold ?? true });
      cx += c.w;
    }
  });
  let ry = y + headH;
  if (lines !== 'none') s.rule(x, ry, x + width, ry, { width: 0.8 });
  rows.forEach((row, i) => {
    if (o.zebra && i % 2 === 1) s.box(x, ry, width, rowH, { fill: o.zebra, stroke: null });
    cx = x;
    row.forEach((text, j) => {
      put(text, cols[j], cx, ry + (rowH - size) / 2, { size, bold: o.bodyBold });
      cx += cols[j].w;
    });
    ry += rowH;
    if (lines === 'all' || lines === 'rows') s.rule(x, ry, x + width, ry, { width: 0.4, color: lines === 'rows' ? '#999999' : 'black' });
  });
  if (lines === 'all' || lines === 'frame') {
    s.box(x, y, width, ry - y);
    if (lines === 'all') {
      cx = x;
      for (const c of cols.slice(0, -1)) {
        cx += c.w;
        s.rule(cx, y, cx, ry, { width: 0.4 });
      }
    }
  }
  return ry;
}

/** Label/value pairs right-aligned in two columns ending at `xRight`; returns the y under them. */
export function pairs(s: Sheet, xLabel: number, xRight: number, y: number, rows: Array<[string, string, boolean?]>, size = 9, leading = 14): number {
  rows.forEach(([label, value, bold], i) => {
    s.pen.text(label, xLabel, y + i * leading, { size, bold });
    s.pen.right(value, xRight, y + i * leading, { size, bold });
  });
  return y + rows.length * leading;
}

// --- tax ids -------------------------------------------------------------------------------

/** The stored form of a printed id; throws unless it is a Spanish id with its right control character. */
export function validId(printed: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`${printed} is not a valid Spanish tax id`);
  return n;
}

/** Whether a printed id is a Spanish id with its right control character. */
export function isValidId(printed: string): boolean {
  const check = checkNif(normalizeNif(printed));
  return check.ok && check.kind !== 'foreign';
}

function completed(stem: string, alphabet: string): string {
  for (const c of alphabet) if (checkNif(stem + c).ok) return stem + c;
  throw new Error(`no control character for ${stem}`);
}

/** A company's CIF from its letter and seven digits. */
export const cif = (letter: string, digits: string): string => completed(letter + digits, '0123456789ABCDEFGHIJ');
/** A DNI from its eight digits. */
export const dni = (digits: string): string => completed(digits, 'TRWAGMYFPDXBNJZSQVHLCKE');
/** A NIE from its prefix (X, Y, Z) and seven digits. */
export const nie = (prefix: string, digits: string): string => completed(prefix + digits, 'TRWAGMYFPDXBNJZSQVHLCKE');

/** An id as a supplier prints it: `B12345674`, `B-12345674`, `B-12.345.674`, `12345678-Z`. */
export function printedId(id: string, style: 'plain' | 'dash' | 'dots' | 'tail'): string {
  if (style === 'plain') return id;
  if (style === 'tail') return `${id.slice(0, -1)}-${id.slice(-1)}`;
  if (/^\d/.test(id)) return style === 'dots' ? `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}-${id.slice(8)}` : `${id.slice(0, 8)}-${id.slice(8)}`;
  if (style === 'dots') return `${id[0]}-${id.slice(1, 3)}.${id.slice(3, 6)}.${id.slice(6)}`;
  return `${id[0]}-${id.slice(1)}`;
}
