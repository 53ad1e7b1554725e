import PDFDocument from 'pdfkit';
import { divRound, lineTotal, parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { type Family, Pen, type PenOptions } from '../pen.js';

/**
 * The drawing kit of the sixteenth blind set (docs/document-extraction.md#measuring-it): a page
 * that refuses one text printed over another, the money and date spellings its suppliers use, and
 * the figures of a document, worked out in integer cents and checked to close.
 */

export const PAGE = { width: 595.28, height: 841.89 };
const CREATED = new Date(Date.UTC(2026, 5, 30, 9, 0, 0));

/** A text's box on a page, and the text, to name it when another one lands on it. */
type Placed = { page: number; x: number; y: number; w: number; h: number; s: string };

/** A PDF being drawn; `finish()` gives its bytes, the same in every run. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private page = 0;
  private readonly placed: Placed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(title: string, author: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: true,
      info: { Title: title, Author: author, Producer: author, Creator: author, CreationDate: CREATED, ModDate: CREATED },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks)))));
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.page += 1;
  }

  /** Records a text's box and throws when it would print over another one. */
  claim(s: string, x: number, y: number, w: number, size: number): void {
    const box = { page: this.page, x, y, w, h: size, s };
    const hit = this.placed.find(
      (p) => p.page === box.page && p.x < box.x + box.w - 0.5 && box.x < p.x + p.w - 0.5 && p.y < box.y + box.h - 0.5 && box.y < p.y + p.h - 0.5,
    );
    if (hit) throw new Error(`"${s}" prints over "${hit.s}"`);
    if (x < 0 || x + w > PAGE.width || y < 0 || y + size > PAGE.height) throw new Error(`"${s}" runs off the page`);
    this.placed.push(box);
  }

  finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number; radius?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    const path = o.radius ? d.roundedRect(x, y, w, h, o.radius) : d.rect(x, y, w, h);
    if (!o.fill) path.stroke(o.stroke ?? '#000000');
    else if (o.stroke) path.fillAndStroke(o.fill, o.stroke);
    else path.fill(o.fill);
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.width ?? 0.6);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(o.color ?? '#000000');
    d.restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save().circle(x, y, r).fill(fill).restore();
  }
}

/** A pen that claims the place of everything it writes on its sheet. */
export class Writer {
  private readonly pen: Pen<{ doc: PDFKit.PDFDocument }>;

  constructor(
    readonly sheet: Sheet,
    readonly family: Family = 'Helvetica',
    readonly size = 9,
    private color = '#000000',
  ) {
    this.pen = new Pen({ doc: sheet.doc }, family, size);
  }

  ink(color: string): this {
    this.color = color;
    return this;
  }

  widthOf(s: string, o: PenOptions = {}): number {
    return this.pen.widthOf(s, o);
  }

  text(s: string, x: number, y: number, o: PenOptions = {}): void {
    this.sheet.claim(s, x, y, this.widthOf(s, o), o.size ?? this.size);
    this.sheet.doc.fillColor(this.color);
    this.pen.text(s, x, y, o);
  }

  right(s: string, xRight: number, y: number, o: PenOptions = {}): void {
    this.text(s, xRight - this.widthOf(s, o), y, o);
  }

  center(s: string, xCenter: number, y: number, o: PenOptions = {}): void {
    this.text(s, xCenter - this.widthOf(s, o) / 2, y, o);
  }

  wrap(s: string, width: number, o: PenOptions = {}): string[] {
    return this.pen.wrap(s, width, o);
  }
}

// ---------------------------------------------------------------------------------------------
// Tax ids

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company's CIF from its letter and seven digits, with its control character. */
export function cif(letter: string, digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  const control = (10 - (sum % 10)) % 10;
  return letter + digits + ('NPQRSW'.includes(letter) ? 'JABCDEFGHI'[control] : String(control));
}

export function dni(digits: string): string {
  return digits + DNI_LETTERS[Number(digits) % 23];
}

export function nie(first: 'X' | 'Y' | 'Z', digits: string): string {
  return first + digits + DNI_LETTERS[Number(String('XYZ'.indexOf(first)) + digits) % 23];
}

/** The stored form of a printed id that must carry its right control character. */
export function validNif(printed: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`tax id ${printed} ${check.ok ? 'is not Spanish' : check.reason}`);
  return n;
}

/** `B12345674` printed as `B-12345674`, `B12345674` or `B-1234567-4`. */
export function spellNif(n: string, style: 'dash' | 'plain' | 'dots' | 'spaced'): string {
  if (style === 'plain') return n;
  if (style === 'dash') return `${n[0]}-${n.slice(1)}`;
  if (style === 'spaced') return /^\d/.test(n) ? `${n.slice(0, 8)} ${n.slice(8)}` : `${n[0]} ${n.slice(1)}`;
  return /^\d/.test(n) ? `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}-${n.slice(8)}` : `${n[0]}-${n.slice(1, 8)}-${n.slice(8)}`;
}

// ---------------------------------------------------------------------------------------------
// Money, quantities and dates as printed

export type MoneyStyle = 'dot€' | '€dot' | 'plain' | 'dot' | 'dotEUR' | 'plainEUR';

export function money(cents: bigint, style: MoneyStyle = 'dot'): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const euros = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0');
  const grouped = style === 'plain' || style === 'plainEUR' ? euros : euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const n = `${negative ? '-' : ''}${grouped},${frac}`;
  if (style === 'dot€') return `${n} €`;
  if (style === '€dot') return `€ ${n}`;
  if (style === 'dotEUR' || style === 'plainEUR') return `${n} EUR`;
  return n;
}

/** A decimal quantity text (`'2348.56'`) printed with `places` decimals and a comma. */
export function qty(text: string, places: number, group = true): string {
  const scaled = parseScaled(text, places);
  if (scaled === null) throw new Error(`quantity ${text} has more than ${places} places`);
  const s = (scaled < 0n ? -scaled : scaled).toString().padStart(places + 1, '0');
  let whole = s.slice(0, s.length - places);
  if (group) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${scaled < 0n ? '-' : ''}${whole}${places ? `,${s.slice(s.length - places)}` : ''}`;
}

const MONTHS = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
  ca: ['de gener', 'de febrer', 'de març', "d'abril", 'de maig', 'de juny', 'de juliol', "d'agost", 'de setembre', "d'octubre", 'de novembre', 'de desembre'],
};

export type DateStyle = 'd/m/Y' | 'd-m-Y' | 'd.m.y' | 'es' | 'gl' | 'ca' | 'd-mon-Y' | 'Y-m-d';

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const mi = Number(m) - 1;
  switch (style) {
    case 'd/m/Y':
      return `${d}/${m}/${y}`;
    case 'd-m-Y':
      return `${d}-${m}-${y}`;
    case 'd.m.y':
      return `${d}.${m}.${y.slice(2)}`;
    case 'es':
      return `${Number(d)} de ${MONTHS.es[mi]} de ${y}`;
    case 'gl':
      return `${Number(d)} de ${MONTHS.gl[mi]} de ${y}`;
    case 'ca':
      return `${Number(d)} ${MONTHS.ca[mi]} de ${y}`;
    case 'd-mon-Y':
      return `${d}-${MONTHS.es[mi].slice(0, 3)}-${y}`;
    case 'Y-m-d':
      return iso;
  }
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Figures

/** A priced line as the supplier prints it: `quantity` is decimal text with at most three places, `price` cents per unit. */
export interface Line {
  description: string;
  quantity: string;
  unit: string;
  price: bigint;
  code?: string;
  /** Line discount in whole per cent. */
  discount?: number;
  /** VAT rate of the line when the document has more than one. */
  rate?: number;
}

export interface Figured extends Line {
  gross: bigint;
  amount: bigint;
}

export interface Figures {
  lines: Figured[];
  /** Sum of the lines' amounts. */
  sum: bigint;
  /** Prompt-payment discount before the base. */
  early: bigint;
  base: bigint;
  rates: { rate: number; base: bigint; vat: bigint }[];
  vat: bigint;
  withholding: bigint;
  total: bigint;
}

const pct = (amount: bigint, percent: number) => divRound(amount * BigInt(Math.round(percent * 100)), 10_000n);

export function figure(line: Line): Figured {
  const q = parseScaled(line.quantity, QUANTITY_SCALE);
  if (q === null) throw new Error(`quantity ${line.quantity} has more than three places`);
  const gross = lineTotal(q, line.price);
  return { ...line, gross, amount: gross - pct(gross, line.discount ?? 0) };
}

/**
 * The figures of a document whose lines are `lines`: VAT at `rate` (or each line's own), a
 * prompt-payment discount, IRPF withheld; reverse charge means no VAT. Throws unless they close.
 */
export function figures(lines: Line[], o: { rate?: number; early?: number; irpf?: number; reverse?: boolean } = {}): Figures {
  const fl = lines.map(figure);
  const sum = fl.reduce((s, l) => s + l.amount, 0n);
  const early = pct(sum, o.early ?? 0);
  const base = sum - early;
  const byRate = new Map<number, bigint>();
  for (const l of fl) {
    const r = o.reverse ? 0 : (l.rate ?? o.rate ?? 21);
    byRate.set(r, (byRate.get(r) ?? 0n) + l.amount);
  }
  if (early !== 0n && byRate.size > 1) throw new Error('a prompt-payment discount over several rates is not drawn');
  const rates = [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rate, b]) => ({ rate, base: byRate.size === 1 ? base : b, vat: pct(byRate.size === 1 ? base : b, rate) }));
  const vat = rates.reduce((s, r) => s + r.vat, 0n);
  const withholding = pct(base, o.irpf ?? 0);
  const f = { lines: fl, sum, early, base, rates, vat, withholding, total: base + vat - withholding };
  assertCloses(f);
  return f;
}

/** Throws unless every printed figure follows from the others in integer cents. */
export function assertCloses(f: Figures): void {
  const sum = f.lines.reduce((s, l) => s + l.amount, 0n);
  if (sum !== f.sum || f.sum - f.early !== f.base) throw new Error('lines and base do not close');
  if (f.rates.reduce((s, r) => s + r.base, 0n) !== f.base) throw new Error('per-rate bases do not close');
  if (f.rates.reduce((s, r) => s + r.vat, 0n) !== f.vat) throw new Error('VAT does not close');
  if (f.base + f.vat - f.withholding !== f.total) throw new Error('total does not close');
  for (const l of f.lines) {
    const q = parseScaled(l.quantity, QUANTITY_SCALE);
    if (q === null || lineTotal(q, l.price) !== l.gross) throw new Error(`line ${l.description} does not close`);
  }
}

export const cents = (n: bigint): number => Number(n);

/** The truth of a note's lines: quantities as numbers, money in cents. */
export function truthLines(f: Figures): { description: string; quantity: number; unit: string; unit_price: number; subtotal: number }[] {
  return f.lines.map((l) => ({ description: l.description, quantity: Number(l.quantity), unit: l.unit, unit_price: cents(l.price), subtotal: cents(l.amount) }));
}
