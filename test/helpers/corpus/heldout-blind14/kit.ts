import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { divRound, formatScaled, lineTotal, sumCents } from '../../../../src/platform/money.js';

/**
 * The drawing kit of the fourteenth blind set (docs/document-extraction.md#measuring-it): a sheet
 * that refuses a text printed over another, number and date spellings, tax ids with their control
 * character, and the figures of a document worked out in integer cents.
 */

export type Family = 'Helvetica' | 'Times' | 'Courier';
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
}

type Box = [number, number, number, number];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private boxes: Box[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  constructor(
    readonly family: Family,
    readonly size = 9,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: true,
      info: { CreationDate: new Date(Date.UTC(2026, 10, 27, 9, 0, 0)), ModDate: new Date(Date.UTC(2026, 10, 27, 9, 0, 0)), Producer: 'ERP', Creator: 'ERP' },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
  }

  page(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.boxes = [];
  }

  private ink(o: Ink): void {
    const f = FACES[this.family];
    this.doc.font(o.bold ? f[1] : o.italic ? f[2] : f[0]).fontSize(o.size ?? this.size).fillColor(o.color ?? '#000000');
  }

  width(s: string, o: Ink = {}): number {
    this.ink(o);
    return this.doc.widthOfString(s);
  }

  text(s: string, x: number, y: number, o: Ink = {}): void {
    if (s === '') return;
    this.ink(o);
    const w = this.doc.widthOfString(s);
    const h = (o.size ?? this.size) * 0.9;
    const box: Box = [x, y, x + w, y + h];
    for (const b of this.boxes) {
      if (box[0] < b[2] - 0.3 && b[0] < box[2] - 0.3 && box[1] < b[3] - 0.3 && b[1] < box[3] - 0.3) {
        throw new Error(`text "${s}" at ${x.toFixed(1)},${y.toFixed(1)} prints over another`);
      }
    }
    if (x < 0 || x + w > 596 || y < 0 || y + h > 842) throw new Error(`text "${s}" leaves the page`);
    this.boxes.push(box);
    this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('#000000');
  }

  right(s: string, xr: number, y: number, o: Ink = {}): void {
    this.text(s, xr - this.width(s, o), y, o);
  }

  center(s: string, xc: number, y: number, o: Ink = {}): void {
    this.text(s, xc - this.width(s, o) / 2, y, o);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; lineWidth?: number } = {}): void {
    const shape = this.doc.save().lineWidth(o.lineWidth ?? 0.6);
    (o.radius ? shape.roundedRect(x, y, w, h, o.radius) : shape.rect(x, y, w, h));
    if (!o.fill) shape.stroke(o.stroke ?? '#000000');
    else if (o.stroke) shape.fillAndStroke(o.fill, o.stroke);
    else shape.fill(o.fill);
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number } = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(o.width ?? 0.5);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(o.color ?? '#000000');
    d.restore();
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

// ---- tax ids ----

const DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function dni(digits: string): string {
  return digits + DNI[Number(digits) % 23];
}

export function nie(prefix: 'X' | 'Y' | 'Z', digits: string): string {
  return prefix + digits + DNI[Number(String('XYZ'.indexOf(prefix)) + digits) % 23];
}

export function cif(first: string, digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  const control = (10 - (sum % 10)) % 10;
  return first + digits + ('NPQRSW'.includes(first) ? 'JABCDEFGHI'[control] : String(control));
}

/** The id as the regular document's truth holds it; throws when its control character is wrong. */
export function validId(printed: string): string {
  const id = normalizeNif(printed);
  const check = checkNif(id);
  if (!check.ok) throw new Error(`${printed} ${check.reason}`);
  return id;
}

// ---- spellings ----

function grouped(whole: string, sep: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export type Money = 'es' | 'es€' | '€es' | 'plain' | 'esEUR' | 'plainEUR';

/** Cents as a supplier prints them. */
export function money(cents: bigint, style: Money = 'es'): string {
  const neg = cents < 0n;
  const [whole, frac] = formatScaled(neg ? -cents : cents, 2).split('.');
  const g = style === 'plain' || style === 'plainEUR' ? whole : grouped(whole, '.');
  const n = `${neg ? '-' : ''}${g},${frac}`;
  if (style === 'es€') return `${n} €`;
  if (style === '€es') return `€ ${n}`;
  if (style === 'esEUR' || style === 'plainEUR') return `${n} EUR`;
  return n;
}

/** A quantity (scaled by 1000) with the places a supplier prints. */
export function qtyText(q: bigint, places: number): string {
  const [w, f] = formatScaled(q, 3).split('.');
  return places === 0 ? grouped(w, '.') : `${grouped(w, '.')},${f.slice(0, places)}`;
}

const MES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MES_VA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];
const MES3 = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export type DateStyle = 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yy' | 'iso' | 'long' | 'longVa' | 'dd-mmm-yyyy' | 'd/m/yyyy';

const DATES: Record<DateStyle, (y: string, m: string, d: string) => string> = {
  'dd/mm/yyyy': (y, m, d) => [d, m, y].join('/'),
  'dd-mm-yyyy': (y, m, d) => [d, m, y].join('-'),
  'dd.mm.yy': (y, m, d) => [d, m, y.slice(2)].join('.'),
  iso: (y, m, d) => [y, m, d].join('-'),
  long: (y, m, d) => `${Number(d)} de ${MES[Number(m) - 1]} de ${y}`,
  longVa: (y, m, d) => {
    const month = MES_VA[Number(m) - 1];
    return `${Number(d)} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
  },
  'dd-mmm-yyyy': (y, m, d) => [d, MES3[Number(m) - 1], y].join('-'),
  'd/m/yyyy': (y, m, d) => [Number(d), Number(m), y].join('/'),
};

/** A calendar date (`yyyy-mm-dd`) as a supplier prints it. */
export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  return DATES[style](y, m, d);
}

export function addDays(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) + days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

// ---- figures ----

export interface Item {
  code: string;
  desc: string;
  /** Quantity scaled by 1000. */
  qty: bigint;
  unit: string;
  /** List price in cents. */
  price: bigint;
  /** Line discount in whole percent (0 when none). */
  disc: number;
  /** Net price in cents after the line discount. */
  net: bigint;
  rate: number;
  amount: bigint;
}

export function item(code: string, desc: string, qty: bigint, unit: string, price: bigint, rate = 21, disc = 0): Item {
  const net = price - divRound(price * BigInt(disc), 100n);
  return { code, desc, qty, unit, price, disc, net, rate, amount: lineTotal(qty, net) };
}

export interface Figures {
  /** One row per VAT rate of the lines. */
  rates: { rate: number; base: bigint; vat: bigint }[];
  /** The lines' sum, the base, its VAT and the total, in cents. */
  gross: bigint;
  base: bigint;
  vat: bigint;
  total: bigint;
  /** Prompt-payment discount before the base: whole percent and amount. */
  discountPct: number;
  discount: bigint;
  /** Withholding on the base: whole percent and amount. */
  irpfPct: number;
  irpf: bigint;
}

/** The totals of `items`: a discount before the base, VAT per rate (0 under reverse charge), IRPF on the base. */
export function figures(items: Item[], o: { discountPct?: number; irpfPct?: number; reverse?: boolean } = {}): Figures {
  const gross = sumCents(items.map((i) => i.amount));
  const discountPct = o.discountPct ?? 0;
  const discount = divRound(gross * BigInt(discountPct), 100n);
  const base = gross - discount;
  const rateSet = [...new Set(items.map((i) => i.rate))].sort((a, b) => a - b);
  if (discountPct && rateSet.length > 1) throw new Error('a discount before the base on one rate only');
  const rates = rateSet.map((rate) => {
    const b = discountPct ? base : sumCents(items.filter((i) => i.rate === rate).map((i) => i.amount));
    return { rate, base: b, vat: o.reverse ? 0n : divRound(b * BigInt(rate), 100n) };
  });
  const vat = sumCents(rates.map((r) => r.vat));
  const irpfPct = o.irpfPct ?? 0;
  const irpf = divRound(base * BigInt(irpfPct), 100n);
  const total = base + vat - irpf;
  const f = { gross, discountPct, discount, base, rates, vat, irpf, irpfPct, total };
  closes(items, f);
  return f;
}

/** Throws unless the figures close in integer cents. */
export function closes(items: Item[], f: Figures): void {
  for (const i of items) if (i.amount !== lineTotal(i.qty, i.net)) throw new Error(`line ${i.desc} does not close`);
  if (sumCents(items.map((i) => i.amount)) !== f.gross) throw new Error('lines do not add up to the gross');
  if (f.gross - f.discount !== f.base) throw new Error('base does not close');
  if (sumCents(f.rates.map((r) => r.base)) !== f.base) throw new Error('rate bases do not add up');
  if (f.base + f.vat - f.irpf !== f.total) throw new Error('total does not close');
}

// ---- tables ----

export interface Col {
  label: string;
  x: number;
  w: number;
  align: 'l' | 'r' | 'c';
}

/** One row of cells in `cols`, each aligned inside its column. */
export function row(s: Sheet, cols: Col[], cells: string[], y: number, o: Ink = {}): void {
  cols.forEach((c, i) => {
    const v = cells[i] ?? '';
    if (c.align === 'l') s.text(v, c.x + 3, y, o);
    else if (c.align === 'r') s.right(v, c.x + c.w - 3, y, o);
    else s.center(v, c.x + c.w / 2, y, o);
  });
}

/** The column heads. */
export function heads(s: Sheet, cols: Col[], y: number, o: Ink = {}): void {
  row(
    s,
    cols,
    cols.map((c) => c.label),
    y,
    { bold: true, ...o },
  );
}

/** Lines of text one under another; returns the y under them. */
export function block(s: Sheet, lines: string[], x: number, y: number, lead: number, o: Ink = {}, align: 'l' | 'r' | 'c' = 'l'): number {
  lines.forEach((l, i) => {
    if (align === 'l') s.text(l, x, y + i * lead, o);
    else if (align === 'r') s.right(l, x, y + i * lead, o);
    else s.center(l, x, y + i * lead, o);
  });
  return y + lines.length * lead;
}
