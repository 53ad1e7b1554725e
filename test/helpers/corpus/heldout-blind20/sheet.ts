import PDFDocument from 'pdfkit';
import { type Family, Pen, type PenOptions } from '../pen.js';

/**
 * One A4 print of the twentieth blind set: a pdfkit document with a fixed creation date (so the
 * bytes are the same in every run), the shared `Pen`, and the few strokes a supplier's template
 * draws (rules, boxes, bands, tables). Written apart from every other corpus on purpose
 * (docs/document-extraction.md#measuring-it).
 */

const CREATED = new Date(Date.UTC(2026, 9, 1, 8, 0, 0));

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

export interface Cell {
  text: string;
  bold?: boolean;
}

export interface Column {
  head: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableLook {
  /** Fill of the head row; none prints the heads on a rule. */
  headFill?: string;
  headInk?: string;
  rowHeight?: number;
  /** Every other row shaded. */
  zebra?: string;
  /** Vertical and horizontal rules around every cell. */
  grid?: boolean;
  /** A rule under every row (no verticals). */
  ruled?: boolean;
  dashed?: boolean;
  size?: number;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  constructor(family: Family, title: string, size = 9) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Creator: 'Facturación', Producer: 'PDFKit', CreationDate: CREATED, ModDate: CREATED },
    });
    this.pen = new Pen(this, family, size);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ended = new Promise((resolve) => this.doc.on('end', () => resolve()));
  }

  ink(color: string): this {
    this.doc.fillColor(color);
    return this;
  }

  text(s: string, x: number, y: number, o: PenOptions & { ink?: string } = {}): void {
    this.ink(o.ink ?? '#000000').pen.text(s, x, y, o);
  }

  right(s: string, xRight: number, y: number, o: PenOptions & { ink?: string } = {}): void {
    this.ink(o.ink ?? '#000000').pen.right(s, xRight, y, o);
  }

  center(s: string, xCenter: number, y: number, o: PenOptions & { ink?: string } = {}): void {
    this.ink(o.ink ?? '#000000').pen.center(s, xCenter, y, o);
  }

  rule(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dashed?: boolean } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dashed) d.dash(3, { space: 2 });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number } = {}): void {
    const doc = this.doc.save();
    doc.lineWidth(o.width ?? 0.6);
    if (o.radius) doc.roundedRect(x, y, w, h, o.radius);
    else doc.rect(x, y, w, h);
    const { fill, stroke } = o;
    if (!fill) doc.stroke(stroke ?? '#000000');
    else if (!stroke) doc.fill(fill);
    else doc.fillAndStroke(fill, stroke);
    doc.restore();
  }

  disc(cx: number, cy: number, r: number, fill: string): void {
    this.doc.save().circle(cx, cy, r).fill(fill);
    this.doc.restore();
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  /** Heads and rows drawn from `x`, `y`; returns the y under the last row. */
  table(x: number, y: number, cols: Column[], rows: Cell[][], look: TableLook = {}): number {
    const h = look.rowHeight ?? 16;
    const size = look.size ?? this.pen.size;
    const width = cols.reduce((s, c) => s + c.width, 0);
    if (look.headFill) this.box(x, y, width, h, { fill: look.headFill });
    this.cells(x, y, cols, cols.map((c) => ({ text: c.head, bold: true })), h, size, look.headFill ? (look.headInk ?? '#ffffff') : '#000000');
    if (!look.headFill) this.rule(x, y + h, x + width, y + h, { width: 0.8, dashed: look.dashed });
    let cy = y + h;
    rows.forEach((row, i) => {
      if (look.zebra && i % 2 === 1) this.box(x, cy, width, h, { fill: look.zebra });
      this.cells(x, cy, cols, row, h, size, '#000000');
      if (look.ruled) this.rule(x, cy + h, x + width, cy + h, { color: '#999999', width: 0.4, dashed: look.dashed });
      cy += h;
    });
    if (look.grid) {
      this.box(x, y, width, cy - y);
      // The inner column edges, each the running sum of the widths before it.
      const edges = cols.slice(0, -1).reduce<number[]>((acc, c) => [...acc, (acc.at(-1) ?? x) + c.width], []);
      edges.forEach((edge) => this.rule(edge, y, edge, cy, { width: 0.4 }));
      this.rule(x, y + h, x + width, y + h, { width: 0.6 });
    }
    return cy;
  }

  private cells(x: number, y: number, cols: Column[], row: Cell[], h: number, size: number, ink: string): void {
    let cx = x;
    cols.forEach((c, i) => {
      const cell = row[i];
      if (cell && cell.text) {
        if (this.pen.widthOf(cell.text, { size, bold: cell.bold }) > c.width - 6) throw new Error(`"${cell.text}" overflows its column`);
        const ty = y + (h - size) / 2 + 1;
        const o = { size, bold: cell.bold, ink };
        if (c.align === 'right') this.right(cell.text, cx + c.width - 4, ty, o);
        else if (c.align === 'center') this.center(cell.text, cx + c.width / 2, ty, o);
        else this.text(cell.text, cx + 4, ty, o);
      }
      cx += c.width;
    });
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** Plain cells from texts. */
export const row = (...texts: string[]): Cell[] => texts.map((text) => ({ text }));
