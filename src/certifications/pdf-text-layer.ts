/**
 * Text for a page of many small cells, written with pdfkit's built-in Helvetica but without
 * pdfkit's `text()`: that call costs about 20 µs (kerning lookups, a buffer per operator), and a
 * 5,000-item relación valorada prints some 60,000 cells. Here a cell is a few operators appended
 * to the page's string, written once when the page is done; widths come from the fonts' own
 * metrics (asked of pdfkit once per character), without kerning, as the text is set
 * (docs/certifications.md#the-valued-statement-pdf).
 */

type Pdf = PDFKit.PDFDocument;

export type Weight = 'regular' | 'bold';

const FONTS: Record<Weight, { resource: string; baseFont: string }> = {
  regular: { resource: 'CertRegular', baseFont: 'Helvetica' },
  bold: { resource: 'CertBold', baseFont: 'Helvetica-Bold' },
};

/** Helvetica's ascender (718/1000 em in both weights): from the top of a line to its baseline. */
const ASCENT = 0.718;

/** The characters WinAnsiEncoding places in 0x80–0x9F; the rest of Latin-1 is itself. */
const WIN_ANSI_EXTRA = new Map<number, number>(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((c, i) => [c.charCodeAt(0), 0x80 + i] as [number, number]).filter(([c]) => c > 0xff),
);

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** The WinAnsi byte of a character: `?` for one the standard fonts cannot print. */
function winAnsi(code: number): number {
  if (code < 0x20) return 0x20;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA.get(code) ?? 0x3f;
}

export class TextLayer {
  private ops: string[] = [];
  private current = '';
  private readonly refs: Record<Weight, PDFKit.PDFKitReference>;
  /** Advance widths in thousandths of the font size, by WinAnsi byte. */
  private readonly widths: Record<Weight, Float64Array>;

  constructor(private readonly pdf: Pdf) {
    const ref = (weight: Weight) => {
      const font = pdf.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: FONTS[weight].baseFont, Encoding: 'WinAnsiEncoding' });
      // Written out now: a standard font's dictionary has no stream (the typings want a chunk).
      font.end(undefined);
      return font;
    };
    this.refs = { regular: ref('regular'), bold: ref('bold') };
    this.widths = { regular: this.metrics('regular'), bold: this.metrics('bold') };
  }

  /** `text` with its top-left corner at (x, y), in pdfkit's page coordinates (y down). */
  write(text: string, x: number, y: number, weight: Weight, size: number): void {
    const font = `/${FONTS[weight].resource} ${size} Tf`;
    if (font !== this.current) {
      this.ops.push(font);
      this.current = font;
    }
    let hex = '';
    for (let i = 0; i < text.length; i++) hex += HEX[winAnsi(text.charCodeAt(i))];
    const baseline = this.pdf.page.height - y - ASCENT * size;
    this.ops.push(`1 0 0 1 ${x.toFixed(2)} ${baseline.toFixed(2)} Tm <${hex}> Tj`);
  }

  width(text: string, weight: Weight, size: number): number {
    const widths = this.widths[weight];
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum += widths[winAnsi(text.charCodeAt(i))];
    return (sum * size) / 1000;
  }

  /** Writes the page's text; call before the document moves to another page and at the end. */
  flush(): void {
    if (this.ops.length === 0) return;
    const fonts = this.pdf.page.fonts as Record<string, PDFKit.PDFKitReference>;
    for (const weight of ['regular', 'bold'] as const) fonts[FONTS[weight].resource] = this.refs[weight];
    // pdfkit draws with y pointing down; text operators are written in the page's own space.
    this.pdf.addContent(`q 1 0 0 -1 0 ${this.pdf.page.height} cm BT\n${this.ops.join('\n')}\nET Q`);
    this.ops = [];
    this.current = '';
  }

  private metrics(weight: Weight): Float64Array {
    this.pdf.font(FONTS[weight].baseFont).fontSize(1000);
    const widths = new Float64Array(256);
    for (let byte = 0x20; byte <= 0xff; byte++) {
      const char = byte >= 0x80 && byte <= 0x9f ? [...WIN_ANSI_EXTRA].find(([, b]) => b === byte)?.[0] : byte;
      widths[byte] = char === undefined ? 0 : this.pdf.widthOfString(String.fromCharCode(char));
    }
    return widths;
  }
}
