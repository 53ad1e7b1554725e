import PDFDocument from 'pdfkit';
import { checkNif } from '../../../../src/platform/nif.js';
import { type Family, Pen } from '../pen.js';

/**
 * The drawing kit of blind set 13 (docs/document-extraction.md#measuring-it): a sheet that throws
 * when one text would print over another, tax ids built with their control character, dates and
 * amounts as Spanish suppliers print them.
 */

const FIXED = new Date(Date.UTC(2026, 0, 2, 9, 0, 0));

const FACES: Record<Family, [string, string, string]> = {
  Helvetica: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'],
  Times: ['Times-Roman', 'Times-Bold', 'Times-Italic'],
  Courier: ['Courier', 'Courier-Bold', 'Courier-Oblique'],
};

export interface Ink {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

type Box = [number, number, number, number];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private boxes: Box[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  /** Page width and height in points. */
  readonly width: number;
  readonly height: number;

  constructor(
    readonly family: Family,
    readonly size: [number, number] = [595.28, 841.89],
  ) {
    [this.width, this.height] = size;
    this.doc = new PDFDocument({ size, margin: 0, info: { Title: 'Documento', Producer: 'ERP', Creator: 'ERP', CreationDate: FIXED, ModDate: FIXED } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
  }

  newPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 });
    this.boxes = [];
  }

  widthOf(s: string, o: Ink = {}): number {
    this.face(o);
    return this.doc.widthOfString(s);
  }

  private face(o: Ink): void {
    const [regular, bold, italic] = FACES[this.family];
    this.doc.font(o.bold ? bold : o.italic ? italic : regular).fontSize(o.size ?? 9);
  }

  /** Text at `x` (its left, right or centre by `align`), refusing to print over another text. */
  text(s: string, x: number, y: number, o: Ink = {}): void {
    if (s === '') return;
    this.face(o);
    const w = this.doc.widthOfString(s);
    const left = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    const h = (o.size ?? 9) * 0.9;
    const box: Box = [left, y, left + w, y + h];
    for (const b of this.boxes) {
      if (box[0] < b[2] - 0.3 && b[0] < box[2] - 0.3 && box[1] < b[3] - 0.3 && b[1] < box[3] - 0.3) {
        throw new Error(`text "${s}" prints over another at ${x},${y}`);
      }
    }
    if (left < 0 || box[2] > this.width || y < 0 || box[3] > this.height) throw new Error(`text "${s}" off the page`);
    this.boxes.push(box);
    this.doc.fillColor(o.color ?? '#000000').text(s, left, y, { lineBreak: false });
    this.doc.fillColor('#000000');
  }

  /** Words broken into lines no wider than `width` (the shared pen's wrapping). */
  wrap(s: string, width: number, o: Ink = {}): string[] {
    return new Pen(this, this.family).wrap(s, width, { size: o.size ?? 9, bold: o.bold, italic: o.italic });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; lineWidth?: number } = {}): void {
    const d = this.doc;
    d.save();
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    d.lineWidth(o.lineWidth ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { dash?: boolean; color?: string; width?: number } = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) d.dash(2, { space: 2 });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    d.restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save();
    this.doc.circle(x, y, r).fill(fill);
    this.doc.restore();
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

// ---------- tax ids ----------

const DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

function sure(id: string): string {
  const c = checkNif(id);
  if (!c.ok || c.kind === 'foreign') throw new Error(`tax id ${id} is not valid`);
  return id;
}

export function dni(digits: string): string {
  return sure(digits + DNI[Number(digits) % 23]);
}

export function nie(first: 'X' | 'Y' | 'Z', digits: string): string {
  return sure(first + digits + DNI[Number(String('XYZ'.indexOf(first)) + digits) % 23]);
}

/** A CIF with its control: a digit for companies (A, B), a letter for cooperatives' F when asked. */
export function cif(first: string, digits: string, letter = false): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  const control = (10 - (sum % 10)) % 10;
  return sure(first + digits + (letter ? 'JABCDEFGHI'[control] : String(control)));
}

/** The same id with its control character changed: a misprint. */
export function misprinted(id: string): string {
  const last = id[id.length - 1];
  const wrong = /\d/.test(last) ? String((Number(last) + 3) % 10) : last === 'A' ? 'B' : 'A';
  const out = id.slice(0, -1) + wrong;
  if (checkNif(out).ok) throw new Error('misprint still valid');
  return out;
}

/** `B-12345678`, `B12345678`, `B 12345678`, `12345678-Z` as printed. */
export function printId(id: string, style: 0 | 1 | 2): string {
  if (style === 0) return id;
  if (/^\d/.test(id)) return style === 1 ? `${id.slice(0, 8)}-${id.slice(8)}` : `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}-${id.slice(8)}`;
  return style === 1 ? `${id[0]}-${id.slice(1)}` : `${id[0]} ${id.slice(1)}`;
}

// ---------- dates ----------

export interface Day {
  y: number;
  m: number;
  d: number;
}

const p2 = (n: number) => String(n).padStart(2, '0');
const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_CA = ['de gener', 'de febrer', 'de març', "d'abril", 'de maig', 'de juny', 'de juliol', "d'agost", 'de setembre', "d'octubre", 'de novembre', 'de desembre'];
const MONTHS_GL = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];

export type DateStyle = 'slash' | 'dash' | 'dots' | 'iso' | 'mon' | 'long' | 'ca' | 'gl';

export function iso(d: Day): string {
  return `${d.y}-${p2(d.m)}-${p2(d.d)}`;
}

export function printDate(d: Day, style: DateStyle): string {
  switch (style) {
    case 'slash':
      return `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    case 'dash':
      return `${p2(d.d)}-${p2(d.m)}-${d.y}`;
    case 'dots':
      return `${p2(d.d)}.${p2(d.m)}.${String(d.y).slice(2)}`;
    case 'iso':
      return iso(d);
    case 'mon':
      return `${p2(d.d)}-${MONTHS_ES[d.m - 1].slice(0, 3)}-${d.y}`;
    case 'long':
      return `${d.d} de ${MONTHS_ES[d.m - 1]} de ${d.y}`;
    case 'ca':
      return `${d.d} ${MONTHS_CA[d.m - 1]} de ${d.y}`;
    case 'gl':
      return `${d.d} de ${MONTHS_GL[d.m - 1]} de ${d.y}`;
  }
}

export function addDays(d: Day, n: number): Day {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

// ---------- amounts ----------

export type MoneyStyle = 'es' | 'eur' | 'pre' | 'plain' | 'EUR';

/** Cents as a Spanish supplier prints them. */
export function money(cents: number, style: MoneyStyle = 'es'): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const frac = p2(abs % 100);
  const grouped = style === 'plain' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const n = `${neg ? '-' : ''}${grouped},${frac}`;
  if (style === 'eur') return `${n} €`;
  if (style === 'pre') return `€ ${n}`;
  if (style === 'EUR') return `${n} EUR`;
  return n;
}

/** A quantity in thousandths with `places` decimals (comma). */
export function qty(q3: number, places: number): string {
  const s = (q3 / 1000).toFixed(places);
  const [w, f] = s.split('.');
  const g = w.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
}
