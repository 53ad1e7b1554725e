import PDFDocument from 'pdfkit';
import { divRound, formatScaled, lineTotal, parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import type { Family } from '../pen.js';

/**
 * The drawing kit of the fourteenth held-out set (docs/document-extraction.md#measuring-it): a
 * sheet that refuses two texts printed over each other, an ink over it, and the formats, tax ids
 * and figures its landscaping and urban-works suppliers print. Everything is fixed or seeded, so
 * the same run gives the same bytes.
 */

export const A4: [number, number] = [595.28, 841.89];
export const A5_LANDSCAPE: [number, number] = [595.28, 419.53];
const CREATED = new Date(Date.UTC(2026, 10, 30, 8, 0, 0));

interface Claimed {
  s: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Stroke {
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: number;
  radius?: number;
}

/** One PDF being drawn; every text claims its box on the page and two boxes may not meet. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private claimed: Claimed[] = [];
  page = 1;

  constructor(
    creator: string,
    readonly size: [number, number] = A4,
  ) {
    this.doc = new PDFDocument({ size, margin: 0, info: { Creator: creator, Producer: creator, CreationDate: CREATED } });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
  }

  get width(): number {
    return this.size[0];
  }

  get height(): number {
    return this.size[1];
  }

  newPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 });
    this.claimed = [];
    this.page += 1;
  }

  claim(s: string, x: number, y: number, w: number, size: number): void {
    const box = { s, x0: x, y0: y + size * 0.1, x1: x + w, y1: y + size * 0.95 };
    if (box.x0 < 0 || box.x1 > this.width || box.y0 < 0 || box.y1 > this.height) throw new Error(`"${s}" runs off the page`);
    for (const c of this.claimed) {
      if (box.x0 < c.x1 - 0.3 && c.x0 < box.x1 - 0.3 && box.y0 < c.y1 - 0.3 && c.y0 < box.y1 - 0.3) {
        throw new Error(`"${s}" would print over "${c.s}" on page ${this.page}`);
      }
    }
    this.claimed.push(box);
  }

  rect(x: number, y: number, w: number, h: number, o: Stroke = {}): void {
    const d = this.doc;
    d.save();
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    d.lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? 'black');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: Stroke = {}): void {
    const d = this.doc;
    d.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(o.width ?? 0.6);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.stroke(o.stroke ?? 'black').restore();
  }

  circle(x: number, y: number, r: number, o: Stroke = {}): void {
    const d = this.doc;
    d.save().circle(x, y, r).lineWidth(o.width ?? 0.8);
    if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? 'black');
    d.restore();
  }

  async bytes(): Promise<Uint8Array> {
    const ended = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

const FACES: Record<Family, { regular: string; bold: string; italic: string }> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  Times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  Courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
};

export interface InkStyle {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  color?: string;
}

/** Text in one standard face on a sheet, left, right or centred on a point. */
export class Ink {
  constructor(
    readonly sheet: Sheet,
    readonly family: Family = 'Helvetica',
    readonly size = 9,
  ) {}

  private use(o: InkStyle): void {
    const f = FACES[this.family];
    this.sheet.doc.font(o.bold ? f.bold : o.italic ? f.italic : f.regular).fontSize(o.size ?? this.size);
  }

  width(s: string, o: InkStyle = {}): number {
    this.use(o);
    return this.sheet.doc.widthOfString(s);
  }

  text(s: string, x: number, y: number, o: InkStyle = {}): void {
    if (s === '') return;
    const w = this.width(s, o);
    this.sheet.claim(s, x, y, w, o.size ?? this.size);
    this.sheet.doc.fillColor(o.color ?? 'black');
    this.sheet.doc.text(s, x, y, { lineBreak: false });
    this.sheet.doc.fillColor('black');
  }

  right(s: string, xRight: number, y: number, o: InkStyle = {}): void {
    this.text(s, xRight - this.width(s, o), y, o);
  }

  center(s: string, xCenter: number, y: number, o: InkStyle = {}): void {
    this.text(s, xCenter - this.width(s, o) / 2, y, o);
  }

  /** `s` broken at spaces into lines no wider than `width`. */
  wrap(s: string, width: number, o: InkStyle = {}): string[] {
    const out: string[] = [];
    let current = '';
    for (const word of s.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(next, o) > width) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
    return out;
  }
}

// ---------------------------------------------------------------- formats

/** Cents as `1.234,56` (or `1234,56` without the thousands dot). */
export function euros(cents: bigint, thousands = true): string {
  const negative = cents < 0n;
  const [whole, fraction] = formatScaled(negative ? -cents : cents, 2).split('.');
  const grouped = thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${negative ? '-' : ''}${grouped},${fraction}`;
}

/** A quantity (decimal text such as `12.5`) printed with `places` decimals and a comma. */
export function quantity(q: string, places: number, thousands = false): string {
  const scaled = parseScaled(q, QUANTITY_SCALE);
  if (scaled === null) throw new Error(`bad quantity ${q}`);
  const full = formatScaled(scaled, QUANTITY_SCALE);
  const [whole, fraction] = full.split('.');
  if (/[1-9]/.test(fraction.slice(places))) throw new Error(`${q} does not print with ${places} decimals`);
  const w = thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return places === 0 ? w : `${w},${fraction.slice(0, places)}`;
}

const MONTHS: Record<'es' | 'gl' | 'eu', string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
  eu: ['urtarrilaren', 'otsailaren', 'martxoaren', 'apirilaren', 'maiatzaren', 'ekainaren', 'uztailaren', 'abuztuaren', 'irailaren', 'urriaren', 'azaroaren', 'abenduaren'],
};

export type DateStyle = 'd/m/Y' | 'd-m-Y' | 'd.m.y' | 'd/m/y' | 'Y-m-d' | 'd-mon-Y' | 'es' | 'gl';

/** A calendar date (`2026-03-12`) as a supplier prints it. */
export function day(iso: string, style: DateStyle): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== iso) throw new Error(`not a calendar date: ${iso}`);
  const [, Y, M, D] = m;
  const month = Number(M) - 1;
  switch (style) {
    case 'd/m/Y':
      return `${D}/${M}/${Y}`;
    case 'd-m-Y':
      return `${D}-${M}-${Y}`;
    case 'd.m.y':
      return `${D}.${M}.${Y.slice(2)}`;
    case 'd/m/y':
      return `${D}/${M}/${Y.slice(2)}`;
    case 'Y-m-d':
      return iso;
    case 'd-mon-Y':
      return `${D}-${MONTHS.es[month].slice(0, 3)}-${Y}`;
    case 'es':
      return `${Number(D)} de ${MONTHS.es[month]} de ${Y}`;
    case 'gl':
      return `${Number(D)} de ${MONTHS.gl[month]} de ${Y}`;
  }
}

/** `2026ko martxoaren 12a`: a date as a Basque letterhead writes it. */
export function basqueDay(iso: string): string {
  day(iso, 'Y-m-d');
  const [Y, M, D] = iso.split('-');
  return `${Y}ko ${MONTHS.eu[Number(M) - 1]} ${Number(D)}a`;
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [Y, M, D] = iso.split('-').map(Number);
  return new Date(Date.UTC(Y, M - 1, D + days)).toISOString().slice(0, 10);
}

/** Text as an old ERP prints it: capitals without accents. */
export function plain(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
}

// ---------------------------------------------------------------- tax ids

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company's CIF with its control character (a digit for S.A./S.L., a letter for F/N/P/Q/R/S/W… when it must). */
export function cif(first: string, digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const control = (10 - (sum % 10)) % 10;
  const id = `${first}${digits}${'NPQRSW'.includes(first) ? 'JABCDEFGHI'[control] : String(control)}`;
  return taxId(id);
}

export function dni(digits: string): string {
  return taxId(`${digits}${DNI_LETTERS[Number(digits) % 23]}`);
}

export function nie(first: 'X' | 'Y' | 'Z', digits: string): string {
  return taxId(`${first}${digits}${DNI_LETTERS[Number(String('XYZ'.indexOf(first)) + digits) % 23]}`);
}

/** The stored form of a printed Spanish tax id; throws when its control character is wrong. */
export function taxId(printed: string): string {
  const id = normalizeNif(printed);
  const check = checkNif(id);
  if (!check.ok || check.kind === 'foreign') throw new Error(`${printed} is not a valid Spanish tax id`);
  return id;
}

// ---------------------------------------------------------------- figures

export interface Item {
  code?: string;
  text: string;
  /** Decimal text, `12.5`. */
  qty: string;
  unit: string;
  /** Cents. */
  price: bigint;
  /** Whole percent off the line. */
  dto?: number;
  rate: number;
  /** Before the line discount. */
  gross: bigint;
  amount: bigint;
}

export function item(text: string, qty: string, unit: string, priceCents: number, o: { code?: string; dto?: number; rate?: number } = {}): Item {
  const scaled = parseScaled(qty, QUANTITY_SCALE);
  if (scaled === null || !Number.isInteger(priceCents)) throw new Error(`bad line ${text}`);
  const price = BigInt(priceCents);
  const gross = lineTotal(scaled, price);
  const amount = o.dto ? gross - divRound(gross * BigInt(o.dto), 100n) : gross;
  return { code: o.code, text, qty, unit, price, dto: o.dto, rate: o.rate ?? 21, gross, amount };
}

export interface Figures {
  /** Sum of the lines' amounts. */
  lines: bigint;
  /** Prompt-payment discount taken off the lines' sum before the base. */
  pp: bigint;
  base: bigint;
  rates: Array<{ rate: number; base: bigint; vat: bigint }>;
  vat: bigint;
  irpfRate: number;
  irpf: bigint;
  total: bigint;
  reverse: boolean;
}

export function figures(items: Item[], o: { pp?: number; irpf?: number; reverse?: boolean } = {}): Figures {
  const lines = items.reduce((s, i) => s + i.amount, 0n);
  const pp = o.pp ? divRound(lines * BigInt(o.pp), 100n) : 0n;
  if (pp && new Set(items.map((i) => i.rate)).size > 1) throw new Error('prompt-payment discount on one rate only');
  const base = lines - pp;
  const byRate = new Map<number, bigint>();
  for (const i of items) byRate.set(i.rate, (byRate.get(i.rate) ?? 0n) + i.amount);
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, b]) => {
      const rateBase = byRate.size === 1 ? base : b;
      return { rate, base: rateBase, vat: o.reverse ? 0n : divRound(rateBase * BigInt(rate), 100n) };
    });
  const vat = rates.reduce((s, r) => s + r.vat, 0n);
  const irpfRate = o.irpf ?? 0;
  const irpf = divRound(base * BigInt(irpfRate), 100n);
  const total = base + vat - irpf;
  if (rates.reduce((s, r) => s + r.base, 0n) !== base) throw new Error('rate bases do not add up to the base');
  return { lines, pp, base, rates, vat, irpfRate, irpf, total, reverse: Boolean(o.reverse) };
}

/** Throws unless the base, VAT, withholding and total close exactly. */
export function assertCloses(f: Figures): void {
  const vat = f.rates.reduce((s, r) => s + (f.reverse ? 0n : divRound(r.base * BigInt(r.rate), 100n)), 0n);
  if (f.lines - f.pp !== f.base || vat !== f.vat || f.base + f.vat - f.irpf !== f.total) throw new Error('figures do not close');
}

/** A tax id printed with a dash after its letter (`B-36128475`) or before its letter (`50712384-K`). */
export function dashed(id: string): string {
  return /^[A-Z]/.test(id) ? `${id[0]}-${id.slice(1)}` : `${id.slice(0, -1)}-${id.slice(-1)}`;
}
