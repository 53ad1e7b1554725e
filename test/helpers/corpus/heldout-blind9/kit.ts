import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { divRound, formatScaled, QUANTITY_SCALE, sumCents } from '../../../../src/platform/money.js';
import { Pen, type Family } from '../pen.js';

/**
 * The ninth blind set's own drawing kit: a sheet of paper (pdfkit, fixed metadata so the bytes
 * never change between runs), the ways Spanish suppliers print amounts, quantities and dates, and
 * the figures of a document, checked to close in integer cents before anything is drawn.
 */

export const A4 = { width: 595.28, height: 841.89 };

export interface RuleStyle {
  width?: number;
  color?: string;
  dash?: number;
}

export interface BoxStyle {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  radius?: number;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;

  constructor(producer: string, size: [number, number] = [A4.width, A4.height]) {
    this.doc = new PDFDocument({
      size,
      margin: 0,
      info: { Producer: producer, Creator: producer, CreationDate: new Date(Date.UTC(2026, 0, 2, 9, 0, 0)) },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks)))));
  }

  pen(family: Family, size = 9): Pen<Sheet> {
    return new Pen(this, family, size);
  }

  rule(x1: number, y1: number, x2: number, y2: number, s: RuleStyle = {}): void {
    const d = this.doc;
    d.save().lineWidth(s.width ?? 0.6).strokeColor(s.color ?? '#000000');
    if (s.dash) d.dash(s.dash, { space: s.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    d.restore();
  }

  box(x: number, y: number, w: number, h: number, s: BoxStyle = {}): void {
    const d = this.doc.save().lineWidth(s.lineWidth ?? 0.6);
    const path = s.radius ? d.roundedRect(x, y, w, h, s.radius) : d.rect(x, y, w, h);
    // filled, filled and outlined, or only outlined (black unless told)
    if (!s.fill) path.stroke(s.stroke ?? '#000000');
    else if (s.stroke) path.fillAndStroke(s.fill, s.stroke);
    else path.fill(s.fill);
    d.restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save().circle(x, y, r).fill(fill).restore();
  }

  /** Text colour for what follows (pdfkit keeps it until changed). */
  ink(color: string): void {
    this.doc.fillColor(color);
  }

  newPage(): void {
    this.doc.addPage();
    this.ink('#000000');
  }

  bytes(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}

// ---- tax ids -----------------------------------------------------------------------------

/** A printed tax id, checked: the generator throws on a wrong control character. */
export function taxId(printed: string): { printed: string; normalized: string } {
  const normalized = normalizeNif(printed);
  const check = checkNif(normalized);
  if (!check.ok) throw new Error(`heldout-blind9: tax id ${printed} ${check.reason}`);
  return { printed, normalized };
}

// ---- amounts, quantities, dates as printed -------------------------------------------------

/** How a supplier prints an amount in euros. */
export type MoneyStyle = 'dot-comma' | 'dot-comma-eur' | 'eur-dot-comma' | 'plain' | 'plain-EUR' | 'dot-comma-EUR';

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Cents printed the supplier's way: `1.234,56`, `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1234,56 EUR`. */
export function money(cents: bigint, style: MoneyStyle): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0');
  const sign = negative ? '-' : '';
  const g = `${sign}${grouped(whole)},${frac}`;
  const p = `${sign}${whole},${frac}`;
  switch (style) {
    case 'dot-comma':
      return g;
    case 'dot-comma-eur':
      return `${g} €`;
    case 'eur-dot-comma':
      return `€ ${g}`;
    case 'plain':
      return p;
    case 'plain-EUR':
      return `${p} EUR`;
    case 'dot-comma-EUR':
      return `${g} EUR`;
  }
}

/** A quantity scaled by 10^3 printed with `places` decimals and a comma (`12,50`, `1.250`). */
export function qty(scaled: bigint, places: number, group = true): string {
  const text = formatScaled(scaled, QUANTITY_SCALE);
  const [whole, fraction] = text.split('.');
  const cut = fraction.slice(0, places);
  if (fraction.slice(places).replace(/0/g, '') !== '') throw new Error(`heldout-blind9: quantity ${text} needs more than ${places} places`);
  const w = group ? grouped(whole) : whole;
  return places > 0 ? `${w},${cut}` : w;
}

/** Quantity text to scaled 10^3: `q('12.5')` is 12500n. */
export function q(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
}

export const quantityNumber = (scaled: bigint): number => Number(formatScaled(scaled, QUANTITY_SCALE));

export type DateStyle = 'dmy/' | 'dmy-' | 'dmy.' | 'dmyy.' | 'words-es' | 'mon-es' | 'iso' | 'words-gl' | 'words-ca' | 'dmyy/';

const MONTHS = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
};

/** An ISO date (`2026-03-09`) printed the supplier's way. */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const month = Number(m) - 1;
  const numeric: Partial<Record<DateStyle, string>> = {
    'dmy/': [d, m, y].join('/'),
    'dmyy/': [d, m, y.slice(2)].join('/'),
    'dmy-': [d, m, y].join('-'),
    'dmy.': [d, m, y].join('.'),
    'dmyy.': [d, m, y.slice(2)].join('.'),
    'mon-es': [d, MONTHS.es[month].slice(0, 3), y].join('-'),
    iso,
  };
  const spelled = numeric[style];
  if (spelled !== undefined) return spelled;
  if (style === 'words-ca') {
    const name = MONTHS.ca[month];
    return `${Number(d)} ${/^[aeiou]/.test(name) ? "d'" : 'de '}${name} de ${y}`;
  }
  return `${Number(d)} de ${MONTHS[style === 'words-gl' ? 'gl' : 'es'][month]} de ${y}`;
}

/** `iso` plus `days` calendar days (UTC, so no daylight-saving hour moves it). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// ---- figures -----------------------------------------------------------------------------

/** A priced line: what is printed in its row. */
export interface Line {
  text: string;
  /** The supplier's article code, in its own column. */
  code?: string;
  /** Quantity scaled by 10^3, in `unit`s. */
  qty: bigint;
  unit: string;
  /** Unit price in cents. */
  price: bigint;
  /** VAT rate of the line when a document prints two. */
  rate?: 10 | 21;
  /** Line discount in whole percent (invoices only: a note's lines are quantity × price). */
  discount?: number;
}

export const gross = (l: Line): bigint => divRound(l.qty * l.price, 10n ** BigInt(QUANTITY_SCALE));
export const amount = (l: Line): bigint => gross(l) - divRound(gross(l) * BigInt(l.discount ?? 0), 100n);
export const pct = (base: bigint, percent: number | bigint): bigint => divRound(base * BigInt(percent), 100n);

export interface Figures {
  lines: bigint[];
  sum: bigint;
  /** A discount on the whole document, before the base. */
  discount: bigint;
  base: bigint;
  /** Base and VAT per rate, in rate order. */
  rates: { rate: number; base: bigint; vat: bigint }[];
  vat: bigint;
  irpf: bigint;
  total: bigint;
}

export interface Terms {
  discountPct?: number;
  irpfPct?: number;
  reverseCharge?: boolean;
  /** The rate of lines that print none. */
  rate?: 10 | 21;
}

/** A document's figures from its lines, each step rounded to cents and checked to close. */
export function figures(lines: Line[], t: Terms = {}): Figures {
  const amounts = lines.map(amount);
  const sum = sumCents(amounts);
  const discount = t.discountPct ? pct(sum, t.discountPct) : 0n;
  const base = sum - discount;
  const byRate = new Map<number, bigint>();
  lines.forEach((l, i) => {
    const rate = t.reverseCharge ? 0 : (l.rate ?? t.rate ?? 21);
    byRate.set(rate, (byRate.get(rate) ?? 0n) + amounts[i]);
  });
  if (t.discountPct && byRate.size > 1) throw new Error('heldout-blind9: a document discount over two rates is not printed here');
  const rates = [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rate, b]) => {
      const rb = byRate.size === 1 ? base : b;
      return { rate, base: rb, vat: pct(rb, rate) };
    });
  const vat = sumCents(rates.map((r) => r.vat));
  const irpf = t.irpfPct ? pct(base, t.irpfPct) : 0n;
  const total = base + vat - irpf;
  const f = { lines: amounts, sum, discount, base, rates, vat, irpf, total };
  assertCloses(f);
  return f;
}

/** Throws unless the printed figures close: lines to sum, sum less discount to base, base + VAT − IRPF to total. */
export function assertCloses(f: Figures): void {
  const ok =
    sumCents(f.lines) === f.sum &&
    f.sum - f.discount === f.base &&
    sumCents(f.rates.map((r) => r.base)) === f.base &&
    sumCents(f.rates.map((r) => r.vat)) === f.vat &&
    f.rates.every((r) => r.vat === pct(r.base, r.rate)) &&
    f.base + f.vat - f.irpf === f.total;
  if (!ok) throw new Error(`heldout-blind9: figures do not close (${JSON.stringify(f, (_, v) => (typeof v === 'bigint' ? v.toString() : v))})`);
}

export const cents = (v: bigint): number => Number(v);

// ---- tables ------------------------------------------------------------------------------

export interface Column {
  head: string;
  x: number;
  w: number;
  align?: 'left' | 'right' | 'center';
}

/** One row of cells, each written in its column the column's way. */
export function row(pen: Pen<Sheet>, cols: Column[], cells: string[], y: number, o: { bold?: boolean; size?: number; pad?: number } = {}): void {
  const pad = o.pad ?? 3;
  cols.forEach((c, i) => {
    const s = cells[i] ?? '';
    if (!s) return;
    if (c.align === 'right') pen.right(s, c.x + c.w - pad, y, o);
    else if (c.align === 'center') pen.center(s, c.x + c.w / 2, y, o);
    else pen.text(s, c.x + pad, y, o);
  });
}

/** Vertical rules between columns, from `top` to `bottom`. */
export function columnRules(sheet: Sheet, cols: Column[], top: number, bottom: number, s: RuleStyle = {}): void {
  const xs = new Set<number>();
  cols.forEach((c) => {
    xs.add(c.x);
    xs.add(c.x + c.w);
  });
  for (const x of xs) sheet.rule(x, top, x, bottom, s);
}
