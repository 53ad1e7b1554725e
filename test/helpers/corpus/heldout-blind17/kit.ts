import PDFDocument from 'pdfkit';
import { type Family, Pen, type PenOptions } from '../pen.js';

/**
 * The seventeenth blind set's drawing kit (docs/document-extraction.md#measuring-it): a page of
 * A4 in points with text that refuses to print over other text (no real print does), boxes,
 * rules, bands and simple logos. Every file gets the same fixed creation date, so the same
 * drawing gives the same bytes.
 */

interface Placed {
  x: number;
  y: number;
  w: number;
  h: number;
  s: string;
}

export interface Stroke {
  fill?: string;
  stroke?: string;
  width?: number;
  radius?: number;
  dash?: number;
}

export const PAGE_W = 595;
export const PAGE_H = 842;

export class Sheet {
  readonly pen: Pen;
  private placed: Placed[] = [];
  page = 1;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly family: Family,
    readonly size: number,
  ) {
    this.pen = new Pen({ doc }, family, size);
  }

  private claim(s: string, x: number, y: number, o: PenOptions): void {
    const w = this.pen.widthOf(s, o);
    const h = (o.size ?? this.size) * 0.95;
    for (const p of this.placed) {
      if (x < p.x + p.w - 0.5 && p.x < x + w - 0.5 && y < p.y + p.h - 0.5 && p.y < y + h - 0.5) {
        throw new Error(`blind17 kit: "${s}" would print over "${p.s}" on page ${this.page}`);
      }
    }
    this.placed.push({ x, y, w, h, s });
  }

  text(s: string, x: number, y: number, o: PenOptions & { color?: string } = {}): void {
    if (!s) return;
    this.claim(s, x, y, o);
    this.doc.fillColor(o.color ?? '#000000');
    this.pen.text(s, x, y, o);
    this.doc.fillColor('#000000');
  }

  right(s: string, xRight: number, y: number, o: PenOptions & { color?: string } = {}): void {
    this.text(s, xRight - this.pen.widthOf(s, o), y, o);
  }

  center(s: string, xCenter: number, y: number, o: PenOptions & { color?: string } = {}): void {
    this.text(s, xCenter - this.pen.widthOf(s, o) / 2, y, o);
  }

  /** Text in a column: left, right or centred inside [x, x + w] with a small padding. */
  cell(s: string, x: number, w: number, y: number, align: 'l' | 'r' | 'c', o: PenOptions & { color?: string } = {}): void {
    if (align === 'l') this.text(s, x + 3, y, o);
    else if (align === 'r') this.right(s, x + w - 3, y, o);
    else this.center(s, x + w / 2, y, o);
  }

  widthOf(s: string, o: PenOptions = {}): number {
    return this.pen.widthOf(s, o);
  }

  wrap(s: string, width: number, o: PenOptions = {}): string[] {
    return this.pen.wrap(s, width, o);
  }

  box(x: number, y: number, w: number, h: number, k: Stroke = { stroke: '#000000' }): void {
    const d = this.doc;
    d.save();
    d.lineWidth(k.width ?? 0.6);
    if (k.dash) d.dash(k.dash, { space: k.dash });
    if (k.radius) d.roundedRect(x, y, w, h, k.radius);
    else d.rect(x, y, w, h);
    this.paint(k);
  }

  /** Fills and/or strokes the path just drawn, then restores the saved state. */
  private paint(k: Stroke): void {
    const d = this.doc;
    if (k.fill === undefined) d.stroke(k.stroke ?? '#000000');
    else if (k.stroke === undefined) d.fill(k.fill);
    else d.fillAndStroke(k.fill, k.stroke);
    d.restore();
  }

  hline(x1: number, x2: number, y: number, k: Stroke = {}): void {
    const d = this.doc;
    d.save().lineWidth(k.width ?? 0.6);
    if (k.dash) d.dash(k.dash, { space: k.dash });
    d.moveTo(x1, y).lineTo(x2, y).stroke(k.stroke ?? '#000000');
    d.restore();
  }

  vline(x: number, y1: number, y2: number, k: Stroke = {}): void {
    const d = this.doc;
    d.save().lineWidth(k.width ?? 0.6);
    d.moveTo(x, y1).lineTo(x, y2).stroke(k.stroke ?? '#000000');
    d.restore();
  }

  disc(cx: number, cy: number, r: number, k: Stroke): void {
    const d = this.doc;
    d.save().lineWidth(k.width ?? 1).circle(cx, cy, r);
    this.paint(k);
  }

  /** A polygon through the points, filled. */
  shape(points: Array<[number, number]>, fill: string): void {
    const d = this.doc;
    d.save().polygon(...points).fill(fill);
    d.restore();
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.placed = [];
    this.page += 1;
  }
}

/** One PDF drawn by `draw`, with fixed metadata so its bytes never change between runs. */
export function pdf(title: string, author: string, family: Family, size: number, draw: (s: Sheet) => void, paper: 'A4' | [number, number] = 'A4'): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: paper,
    margin: 0,
    info: { Title: title, Author: author, Creator: author, Producer: 'blind17', CreationDate: new Date(Date.UTC(2026, 6, 1, 9, 0, 0)) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  draw(new Sheet(doc, family, size));
  doc.end();
  return done;
}
