import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { Pen, type Family, type PenOptions } from '../pen.js';

/**
 * The drawing kit of the twenty-second blind set (docs/document-extraction.md#measuring-it):
 * a sheet that refuses text running out of its cell or off the paper, the number, date and
 * amount spellings its suppliers print, and the tax-id check every party goes through.
 */

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
/** Every document of the set is dated the same inside the PDF, so runs are byte-identical. */
const CREATED = new Date(Date.UTC(2026, 0, 15, 9, 30, 0));

export type Align = 'l' | 'r' | 'c';

export interface Col {
  head: string;
  w: number;
  align?: Align;
  /** Wrap long text over several lines instead of refusing it. */
  wrap?: boolean;
}

export interface TableStyle {
  size?: number;
  rowH?: number;
  headFill?: string;
  headColor?: string;
  headBold?: boolean;
  grid?: boolean;
  zebra?: string;
  ruleUnderHead?: boolean;
  dashed?: boolean;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly pen: Pen<{ doc: PDFKit.PDFDocument }>;
  private readonly chunks: Buffer[] = [];

  constructor(
    readonly family: Family,
    size = 9,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      compress: true,
      info: { CreationDate: CREATED, Producer: 'PDFKit', Creator: 'ERP' },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.pen = new Pen({ doc: this.doc }, family, size);
  }

  private guard(s: string, x: number, y: number, o: PenOptions): void {
    const w = this.pen.widthOf(s, o);
    if (x < 8 || x + w > PAGE_W - 8 || y < 6 || y > PAGE_H - 14) {
      throw new Error(`text off the paper: "${s}" at ${x.toFixed(0)},${y.toFixed(0)}`);
    }
  }

  text(s: string, x: number, y: number, o: PenOptions = {}): void {
    this.guard(s, x, y, o);
    this.pen.text(s, x, y, o);
  }

  right(s: string, xr: number, y: number, o: PenOptions = {}): void {
    this.guard(s, xr - this.pen.widthOf(s, o), y, o);
    this.pen.right(s, xr, y, o);
  }

  center(s: string, xc: number, y: number, o: PenOptions = {}): void {
    this.guard(s, xc - this.pen.widthOf(s, o) / 2, y, o);
    this.pen.center(s, xc, y, o);
  }

  /** Text in a cell of width `w`: throws when it does not fit. */
  cell(s: string, x: number, y: number, w: number, align: Align, o: PenOptions = {}): void {
    const width = this.pen.widthOf(s, o);
    if (width > w - 4) throw new Error(`"${s}" does not fit a cell of ${w.toFixed(0)} pt`);
    if (align === 'r') this.right(s, x + w - 3, y, o);
    else if (align === 'c') this.center(s, x + w / 2, y, o);
    else this.text(s, x + 3, y, o);
  }

  color(hex: string): this {
    this.doc.fillColor(hex);
    return this;
  }

  ink(): this {
    this.doc.fillColor('#000000').strokeColor('#000000').lineWidth(0.6);
    return this;
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number } = {}): void {
    this.doc.save();
    this.doc.lineWidth(o.width ?? 0.6);
    if (o.radius) this.doc.roundedRect(x, y, w, h, o.radius);
    else this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#000000');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: boolean } = {}): void {
    this.doc.save();
    this.doc.lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) this.doc.dash(3, { space: 2 });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
  }

  disc(cx: number, cy: number, r: number, fill: string, initials: string): void {
    this.doc.save();
    this.doc.circle(cx, cy, r).fill(fill);
    this.doc.restore();
    this.color('#ffffff');
    const size = r * (initials.length > 2 ? 0.62 : 0.85);
    this.center(initials, cx, cy - size * 0.42, { bold: true, size });
    this.ink();
  }

  /** A few sea waves: the mark of several port suppliers. */
  waves(x: number, y: number, w: number, color: string): void {
    this.doc.save();
    this.doc.lineWidth(1.6).strokeColor(color);
    for (let row = 0; row < 3; row++) {
      const yy = y + row * 6;
      this.doc.moveTo(x, yy);
      for (let i = 0; i < 4; i++) {
        const sx = x + (i * w) / 4;
        this.doc.bezierCurveTo(sx + w / 16, yy - 4, sx + (3 * w) / 16, yy + 4, sx + w / 4, yy);
      }
      this.doc.stroke();
    }
    this.doc.restore();
  }

  /** A leaf over a greenhouse arch: the mark of the greenhouse suppliers. */
  arch(x: number, y: number, w: number, color: string): void {
    this.doc.save();
    this.doc.lineWidth(1.4).strokeColor(color);
    this.doc.moveTo(x, y + w * 0.6).bezierCurveTo(x, y - w * 0.1, x + w, y - w * 0.1, x + w, y + w * 0.6).stroke();
    this.doc.moveTo(x + w / 2, y + w * 0.6).lineTo(x + w / 2, y + w * 0.12).stroke();
    this.doc.moveTo(x, y + w * 0.6).lineTo(x + w, y + w * 0.6).stroke();
    this.doc.restore();
  }

  /** Rows under a head; returns the y under the last row. Long cells wrap only where the column says so. */
  table(x: number, y: number, cols: Col[], rows: string[][], st: TableStyle = {}): number {
    const size = st.size ?? this.pen.size;
    const rowH = st.rowH ?? size * 1.7;
    const width = cols.reduce((a, c) => a + c.w, 0);
    if (st.headFill) this.box(x, y, width, rowH + 2, { fill: st.headFill, stroke: st.grid ? '#000000' : 'none' });
    else if (st.grid) this.box(x, y, width, rowH + 2);
    if (st.headColor) this.color(st.headColor);
    let cx = x;
    for (const c of cols) {
      this.cell(c.head, cx, y + (rowH + 2 - size) / 2, c.w, c.align ?? 'l', { size, bold: st.headBold ?? true });
      cx += c.w;
    }
    this.ink();
    y += rowH + 2;
    if (st.ruleUnderHead) this.line(x, y, x + width, y, { dash: st.dashed });
    const top = y;
    rows.forEach((row, ri) => {
      const parts = row.map((s, i) => (cols[i]?.wrap ? this.pen.wrap(s, (cols[i]?.w ?? 0) - 6, { size }) : [s]));
      const h = Math.max(...parts.map((p) => p.length)) * size * 1.25 + (rowH - size * 1.25);
      if (st.zebra && ri % 2 === 1) this.box(x, y, width, h, { fill: st.zebra, stroke: 'none' });
      let xx = x;
      parts.forEach((p, i) => {
        const col = cols[i] as Col;
        p.forEach((s, k) => this.cell(s, xx, y + (rowH - size) / 2 + k * size * 1.25, col.w, col.align ?? 'l', { size }));
        xx += col.w;
      });
      y += h;
      if (st.grid) this.line(x, y, x + width, y, { width: 0.3 });
    });
    if (st.grid) {
      let vx = x;
      for (const c of [{ w: 0 }, ...cols]) {
        vx += c.w;
        this.line(vx, top - rowH - 2, vx, y, { width: 0.3 });
      }
      this.box(x, top - rowH - 2, width, y - top + rowH + 2);
    }
    return y;
  }

  /** Labels with their values below, each in a boxed cell of a row. */
  grid(x: number, y: number, cells: Array<[string, string, number]>, o: { size?: number; fill?: string } = {}): number {
    const size = o.size ?? 8;
    let cx = x;
    for (const [label, value, w] of cells) {
      this.box(cx, y, w, size * 3.6);
      if (o.fill) this.box(cx, y, w, size * 1.5, { fill: o.fill });
      this.cell(label, cx, y + size * 0.3, w, 'c', { size: size - 1, bold: true });
      this.cell(value, cx, y + size * 1.9, w, 'c', { size });
      cx += w;
    }
    return y + size * 3.6;
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  /** Ends the document; the PDF's bytes once pdfkit has flushed them. */
  bytes(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.end();
    });
  }
}

// ---- spellings -------------------------------------------------------------------------------

export type MoneyStyle = 'es' | 'es€' | '€es' | 'plain' | 'plainEUR' | 'esEUR';

function groups(whole: string, sep: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Cents as a supplier prints them: `1.234,56`, `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1234,56 EUR`. */
export function money(cents: number, style: MoneyStyle = 'es'): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  const sign = negative ? '-' : '';
  const plain = `${whole},${frac}`;
  const es = `${groups(whole, '.')},${frac}`;
  switch (style) {
    case 'es':
      return sign + es;
    case 'es€':
      return `${sign}${es} €`;
    case '€es':
      return `€ ${sign}${es}`;
    case 'plain':
      return sign + plain;
    case 'plainEUR':
      return `${sign}${plain} EUR`;
    case 'esEUR':
      return `${sign}${es} EUR`;
  }
}

/** An amount without its currency sign, in the supplier's digit grouping. */
export function amount(cents: number, style: MoneyStyle): string {
  return money(cents, style === 'plain' || style === 'plainEUR' ? 'plain' : 'es');
}

/** A quantity with a decimal comma and `decimals` places (a thousands dot when `group`). */
export function qty(n: number, decimals: number, group = false): string {
  const [whole, frac] = n.toFixed(decimals).split('.');
  const w = group ? groups(whole as string, '.') : (whole as string);
  return frac ? `${w},${frac}` : w;
}

/** A unit price in cents with two decimals. */
export const price = (cents: number, style: MoneyStyle = 'es') => amount(cents, style);

export type DateStyle = 'dmy/' | 'dmy-' | 'dmy.' | 'dmy.yy' | 'long-es' | 'mon' | 'iso' | 'long-ca' | 'ymd/' | 'd/m/yy';

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_CA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];
const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const mi = Number(m) - 1;
  switch (style) {
    case 'dmy/':
      return `${d}/${m}/${y}`;
    case 'dmy-':
      return `${d}-${m}-${y}`;
    case 'dmy.':
      return `${d}.${m}.${y}`;
    case 'dmy.yy':
      return `${d}.${m}.${y.slice(2)}`;
    case 'long-es':
      return `${Number(d)} de ${MONTHS_ES[mi]} de ${y}`;
    case 'mon':
      return `${d}-${SHORT[mi]}-${y}`;
    case 'iso':
      return iso;
    case 'long-ca': {
      const month = MONTHS_CA[mi] as string;
      return `${Number(d)} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
    }
    case 'ymd/':
      return `${y}/${m}/${d}`;
    case 'd/m/yy':
      return `${Number(d)}/${Number(m)}/${y.slice(2)}`;
  }
}

/** A tax id as it must be: the generator refuses one with a wrong control character. */
export function validNif(raw: string): string {
  const n = normalizeNif(raw);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`tax id ${raw} ${check.ok ? 'is not Spanish' : check.reason}`);
  return n;
}

/** A CIF printed with a dash after its letter, as some letterheads do: `B-36218451`. */
export const dashed = (nif: string) => (/^[A-W]\d{7}[0-9A-J]$/.test(nif) ? `${nif[0]}-${nif.slice(1)}` : nif);
/** A CIF or DNI printed with dots: `B-36.218.451`, `34.128.765-P`. */
export function dotted(nif: string): string {
  if (/^[A-W]\d{7}[0-9A-J]$/.test(nif)) return `${nif[0]}-${nif.slice(1, 3)}.${nif.slice(3, 6)}.${nif.slice(6)}`;
  if (/^\d{8}[A-Z]$/.test(nif)) return `${nif.slice(0, 2)}.${nif.slice(2, 5)}.${nif.slice(5, 8)}-${nif[8]}`;
  return nif;
}
