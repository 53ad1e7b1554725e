/**
 * Text in one of pdfkit's standard faces (Helvetica, Times, Courier; regular, bold, italic) on
 * any page that holds a pdfkit document: what the development corpus's generators write with.
 */

export type Family = 'Helvetica' | 'Times' | 'Courier';

const FONTS: Record<Family, { regular: string; bold: string; italic: string }> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  Times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  Courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
};

export interface PenOptions {
  size?: number;
  bold?: boolean;
  italic?: boolean;
}

export class Pen<P extends { doc: PDFKit.PDFDocument } = { doc: PDFKit.PDFDocument }> {
  constructor(
    readonly paper: P,
    readonly family: Family = 'Helvetica',
    readonly size = 9,
  ) {}

  private use(o: PenOptions): void {
    const f = FONTS[this.family];
    this.paper.doc.font(o.bold ? f.bold : o.italic ? f.italic : f.regular).fontSize(o.size ?? this.size);
  }

  text(s: string, x: number, y: number, o: PenOptions = {}): void {
    this.use(o);
    this.paper.doc.text(s, x, y, { lineBreak: false });
  }

  right(s: string, xRight: number, y: number, o: PenOptions = {}): void {
    this.use(o);
    this.paper.doc.text(s, xRight - this.paper.doc.widthOfString(s), y, { lineBreak: false });
  }

  center(s: string, xCenter: number, y: number, o: PenOptions = {}): void {
    this.use(o);
    this.paper.doc.text(s, xCenter - this.paper.doc.widthOfString(s) / 2, y, { lineBreak: false });
  }

  widthOf(s: string, o: PenOptions = {}): number {
    this.use(o);
    return this.paper.doc.widthOfString(s);
  }

  /** `s` broken into lines no wider than `width`, at spaces. */
  wrap(s: string, width: number, o: PenOptions = {}): string[] {
    const out: string[] = [];
    let current = '';
    for (const w of s.split(' ')) {
      const next = current ? `${current} ${w}` : w;
      if (current && this.widthOf(next, o) > width) {
        out.push(current);
        current = w;
      } else current = next;
    }
    if (current) out.push(current);
    return out;
  }

  /** A paragraph wrapped to `width`; returns the y under it. */
  paragraph(s: string, x: number, y: number, width: number, o: PenOptions & { leading?: number } = {}): number {
    const leading = o.leading ?? (o.size ?? this.size) * 1.35;
    const parts = this.wrap(s, width, o);
    parts.forEach((part, i) => this.text(part, x, y + i * leading, o));
    return y + parts.length * leading;
  }

  /** Text turned by `degrees` (negative: rising to the right) about its start, as a hand writes. */
  slanted(s: string, x: number, y: number, degrees: number, o: PenOptions = {}): void {
    this.paper.doc.save();
    this.paper.doc.rotate(degrees, { origin: [x, y] });
    this.text(s, x, y, o);
    this.paper.doc.restore();
  }
}
