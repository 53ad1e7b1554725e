import PDFDocument from 'pdfkit';
import { lineTotal, divRound, sumCents } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { Pen, type Family } from '../pen.js';

/**
 * The seventh blind set's drawing kit: a page to draw on, the ways its suppliers print amounts,
 * quantities and dates, and the arithmetic every document must close in integer cents
 * (docs/document-extraction.md#measuring-it). Written apart from every other corpus on purpose.
 */

export const A4 = { width: 595.28, height: 841.89 };

/** One PDF being drawn; `done()` gives its bytes, the same in every run. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];

  constructor(title: string, created: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Producer: 'ERP', Creator: 'ERP', CreationDate: new Date(`${created}T09:30:00.000Z`) },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
  }

  pen(family: Family, size = 9): Pen<Sheet> {
    return new Pen(this, family, size);
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  rule(x1: number, y: number, x2: number, o: { width?: number; color?: string; dash?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y).lineTo(x2, y).stroke();
    this.doc.undash().restore();
  }

  vrule(x: number, y1: number, y2: number, o: { width?: number; color?: string } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000').moveTo(x, y1).lineTo(x, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save().circle(x, y, r).fill(fill).restore();
  }

  polygon(points: Array<[number, number]>, fill: string): void {
    this.doc.save().polygon(...points).fill(fill).restore();
  }

  /** Text in a colour other than black (drawn with `draw`, then black again). */
  colored(color: string, draw: () => void): void {
    this.doc.fillColor(color);
    draw();
    this.doc.fillColor('#000000');
  }

  done(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.end();
    });
  }
}

// ---- how suppliers print figures -------------------------------------------------------------

/** `.` or none between thousands; the euro sign after, before, as `EUR`, or not at all. */
export interface AmountStyle {
  thousands: '.' | '';
  symbol: 'after' | 'before' | 'EUR' | 'none';
}

export function amount(cents: bigint, style: AmountStyle): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString();
  const grouped = style.thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.thousands) : whole;
  const text = `${negative ? '-' : ''}${grouped},${(abs % 100n).toString().padStart(2, '0')}`;
  if (style.symbol === 'after') return `${text} €`;
  if (style.symbol === 'before') return `€ ${text}`;
  if (style.symbol === 'EUR') return `${text} EUR`;
  return text;
}

/** A quantity scaled by 10^3 with a decimal comma: `places` fixed, or as few as it needs. */
export function quantity(scaled: bigint, places?: number): string {
  const whole = scaled / 1000n;
  const frac = (scaled % 1000n).toString().padStart(3, '0');
  const shown = places === undefined ? frac.replace(/0+$/, '') : frac.slice(0, places);
  if (places !== undefined && frac.slice(places).replace(/0/g, '') !== '') throw new Error(`quantity ${scaled} needs more than ${places} places`);
  return shown ? `${whole},${shown}` : whole.toString();
}

/** A quantity as the number the truth holds. */
export function quantityNumber(scaled: bigint): number {
  return Number(scaled) / 1000;
}

export function percent(p: number): string {
  return p.toFixed(2).replace('.', ',');
}

const MONTHS_ES = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const MONTHS_CA = 'gener febrer març abril maig juny juliol agost setembre octubre novembre desembre'.split(' ');

/** Each way a supplier writes a date, from its day, month and year as printed in ISO. */
const DATE_STYLES = {
  'dd/mm/yyyy': (y: string, m: string, d: string) => [d, m, y].join('/'),
  'd/m/yyyy': (y: string, m: string, d: string) => [Number(d), Number(m), y].join('/'),
  'dd-mm-yyyy': (y: string, m: string, d: string) => [d, m, y].join('-'),
  'dd.mm.yy': (y: string, m: string, d: string) => [d, m, y.slice(2)].join('.'),
  'dd/mm/yy': (y: string, m: string, d: string) => [d, m, y.slice(2)].join('/'),
  'yyyy-mm-dd': (y: string, m: string, d: string) => [y, m, d].join('-'),
  'dd-mmm-yyyy': (y: string, m: string, d: string) => [d, MONTHS_ES[Number(m) - 1].slice(0, 3), y].join('-'),
  'long-es': (y: string, m: string, d: string) => `${Number(d)} de ${MONTHS_ES[Number(m) - 1]} de ${y}`,
  // Catalan elides "de" before a vowel: "3 d'octubre", "3 de març".
  'long-ca': (y: string, m: string, d: string) => {
    const month = MONTHS_CA[Number(m) - 1];
    return `${Number(d)} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
  },
};

export type DateStyle = keyof typeof DATE_STYLES;

export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  return DATE_STYLES[style](y, m, d);
}

/** `iso` plus `days`, as a calendar date. */
export function addDays(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

// ---- tax ids and arithmetic ------------------------------------------------------------------

/** The stored form of a printed Spanish tax id; throws unless it carries its control character. */
export function validNif(printed: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`tax id ${printed} is not a valid Spanish id`);
  return n;
}

export interface Item {
  code?: string;
  description: string;
  /** Scaled by 10^3. */
  quantity: bigint;
  unit: string;
  /** Cents per unit. */
  price: bigint;
  /** Whole percent off this line, when the supplier prints a discount column. */
  discount?: number;
  rate: 10 | 21;
  /** A list price and the discount that makes `price` the net price, when both are printed. */
  list?: { price: bigint; discount: number };
  /** round(quantity × price), less its discount. */
  amount: bigint;
}

export function item(description: string, qty: string, unit: string, priceCents: number, o: { code?: string; discount?: number; rate?: 10 | 21 } = {}): Item {
  const q = BigInt(Math.round(Number(qty) * 1000));
  if (String(Number(q) / 1000) !== String(Number(qty))) throw new Error(`quantity ${qty} has more than 3 places`);
  const price = BigInt(priceCents);
  const gross = lineTotal(q, price);
  const amountCents = o.discount ? gross - divRound(gross * BigInt(o.discount), 100n) : gross;
  return { code: o.code, description, quantity: q, unit, price, discount: o.discount, rate: o.rate ?? 21, amount: amountCents };
}

export interface VatRow {
  rate: 10 | 21;
  base: bigint;
  vat: bigint;
}

export interface Figures {
  base: bigint;
  rows: VatRow[];
  vat: bigint;
  irpfPct: number;
  irpf: bigint;
  total: bigint;
  reverseCharge: boolean;
}

/** Base, VAT per rate, IRPF and total of priced lines; throws if any printed figure would not close. */
export function figures(items: Item[], o: { irpfPct?: number; reverseCharge?: boolean } = {}): Figures {
  const base = sumCents(items.map((i) => i.amount));
  const rates = [...new Set(items.map((i) => i.rate))].sort((a, b) => a - b);
  const rows = rates.map((rate) => {
    const b = sumCents(items.filter((i) => i.rate === rate).map((i) => i.amount));
    return { rate, base: b, vat: o.reverseCharge ? 0n : divRound(b * BigInt(rate), 100n) };
  });
  const vat = sumCents(rows.map((r) => r.vat));
  const irpfPct = o.irpfPct ?? 0;
  const irpf = divRound(base * BigInt(irpfPct), 100n);
  const f = { base, rows, vat, irpfPct, irpf, total: base + vat - irpf, reverseCharge: o.reverseCharge ?? false };
  assertCloses(items, f);
  return f;
}

export function assertCloses(items: Item[], f: Figures): void {
  for (const i of items) {
    const gross = lineTotal(i.quantity, i.price);
    const expected = i.discount ? gross - divRound(gross * BigInt(i.discount), 100n) : gross;
    if (expected !== i.amount) throw new Error(`line "${i.description}" does not close`);
    if (i.list && i.list.price - divRound(i.list.price * BigInt(i.list.discount), 100n) !== i.price) throw new Error(`net price of "${i.description}" does not close`);
  }
  if (sumCents(items.map((i) => i.amount)) !== f.base) throw new Error('lines do not add up to the base');
  if (sumCents(f.rows.map((r) => r.base)) !== f.base) throw new Error('VAT rows do not add up to the base');
  if (sumCents(f.rows.map((r) => r.vat)) !== f.vat) throw new Error('VAT rows do not add up to the VAT');
  if (f.base + f.vat - f.irpf !== f.total) throw new Error('total is not base + VAT - IRPF');
}

/** Items split into pages of at most `perPage` rows, each with the sum carried in and out. */
export function pages(items: Item[], perPage: number): Array<{ items: Item[]; carriedIn: bigint; carriedOut: bigint }> {
  const out: Array<{ items: Item[]; carriedIn: bigint; carriedOut: bigint }> = [];
  let carried = 0n;
  for (let i = 0; i < items.length; i += perPage) {
    const chunk = items.slice(i, i + perPage);
    const next = carried + sumCents(chunk.map((c) => c.amount));
    out.push({ items: chunk, carriedIn: carried, carriedOut: next });
    carried = next;
  }
  return out;
}

/** 21 % VAT of a base, in cents (what the notes that print VAT add under their lines). */
export function vatAt21(base: bigint): bigint {
  return divRound(base * 21n, 100n);
}
