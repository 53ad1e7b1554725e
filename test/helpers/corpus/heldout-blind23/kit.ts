/**
 * The drawing kit of this set: an A4 pdfkit sheet whose words are real text (so the PDF has a
 * text layer), filled bands and boxes, rules, and the ink to write in (white on a dark band).
 */
import PDFDocument from 'pdfkit';
import { type Family, Pen, type PenOptions } from '../pen.js';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
/** Left and right margin of every print of this set. */
export const LEFT = 40;
export const RIGHT = PAGE_W - 40;
export const WIDTH = RIGHT - LEFT;

/** The dark colours of the bands, and the light greys. */
export const INK = {
  black: '#101010',
  navy: '#1a2747',
  green: '#19452b',
  red: '#6b1212',
  grey: '#3a3a3a',
  teal: '#0f3b3d',
  brown: '#4a2a12',
  light: '#d9d9d9',
  pale: '#eeeeee',
  rule: '#9a9a9a',
  muted: '#555555',
} as const;

export interface Ink extends PenOptions {
  /** Fill colour of the letters; black when left out. */
  colour?: string;
  /** Another family than the sheet's (a form's printed labels beside typed data). */
  family?: Family;
}

export interface Stroke {
  width?: number;
  colour?: string;
}

/** The creation date written in every PDF of this set, so the bytes never change. */
const PRINTED = new Date(Date.UTC(2026, 5, 1, 9, 0, 0));

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly pens = new Map<Family, Pen<Sheet>>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(
    readonly family: Family,
    readonly size = 9,
    title = 'Documento',
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Creator: 'ERP', Producer: 'PDF', CreationDate: PRINTED },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
  }

  private pen(family = this.family): Pen<Sheet> {
    let pen = this.pens.get(family);
    if (!pen) {
      pen = new Pen(this, family, this.size);
      this.pens.set(family, pen);
    }
    return pen;
  }

  text(s: string, x: number, y: number, o: Ink = {}): void {
    this.doc.fillColor(o.colour ?? 'black');
    this.pen(o.family).text(s, x, y, o);
  }

  right(s: string, xRight: number, y: number, o: Ink = {}): void {
    this.doc.fillColor(o.colour ?? 'black');
    this.pen(o.family).right(s, xRight, y, o);
  }

  center(s: string, xCenter: number, y: number, o: Ink = {}): void {
    this.doc.fillColor(o.colour ?? 'black');
    this.pen(o.family).center(s, xCenter, y, o);
  }

  widthOf(s: string, o: Ink = {}): number {
    return this.pen(o.family).widthOf(s, o);
  }

  wrap(s: string, width: number, o: Ink = {}): string[] {
    return this.pen(o.family).wrap(s, width, o);
  }

  /** A wrapped paragraph; returns the y under it. */
  paragraph(s: string, x: number, y: number, width: number, o: Ink & { leading?: number } = {}): number {
    this.doc.fillColor(o.colour ?? 'black');
    return this.pen(o.family).paragraph(s, x, y, width, o);
  }

  /** Letters spaced out: `F A C T U R A`. */
  spaced(s: string, x: number, y: number, o: Ink = {}): void {
    this.text(s.split('').join(' '), x, y, o);
  }

  /** The y at which letters of `size` sit in the middle of a band from `top`, `height` high. */
  static mid(top: number, height: number, size: number): number {
    return top + (height - size * 0.7) / 2;
  }

  fill(x: number, y: number, w: number, h: number, colour: string): void {
    this.doc.save();
    this.doc.rect(x, y, w, h).fill(colour);
    this.doc.restore();
  }

  frame(x: number, y: number, w: number, h: number, s: Stroke = {}): void {
    this.doc.save();
    this.doc.lineWidth(s.width ?? 0.6).strokeColor(s.colour ?? 'black').rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  rounded(x: number, y: number, w: number, h: number, r: number, s: Stroke = {}): void {
    this.doc.save();
    this.doc.lineWidth(s.width ?? 0.6).strokeColor(s.colour ?? 'black').roundedRect(x, y, w, h, r).stroke();
    this.doc.restore();
  }

  rule(x1: number, y: number, x2: number, s: Stroke = {}): void {
    this.doc.save();
    this.doc.lineWidth(s.width ?? 0.5).strokeColor(s.colour ?? 'black').moveTo(x1, y).lineTo(x2, y).stroke();
    this.doc.restore();
  }

  vrule(x: number, y1: number, y2: number, s: Stroke = {}): void {
    this.doc.save();
    this.doc.lineWidth(s.width ?? 0.5).strokeColor(s.colour ?? 'black').moveTo(x, y1).lineTo(x, y2).stroke();
    this.doc.restore();
  }

  /** A filled circle (a logo's mark). */
  disc(x: number, y: number, r: number, colour: string): void {
    this.doc.save();
    this.doc.circle(x, y, r).fill(colour);
    this.doc.restore();
  }

  /** A filled polygon (a logo's mark). */
  polygon(points: Array<[number, number]>, colour: string): void {
    this.doc.save();
    this.doc.polygon(...points).fill(colour);
    this.doc.restore();
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
