import PDFDocument from 'pdfkit';
import { divRound, formatScaled, lineTotal, parseScaled, sumCents } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { type Family, Pen } from '../pen.js';

/**
 * The eleventh blind set's own drawing kit (docs/document-extraction.md#measuring-it): a sheet
 * that refuses to print one text over another, the ways Spanish suppliers print amounts, dates
 * and tax ids, and figures that close in integer cents.
 */

/** The standard face of a family in a weight: `Times-Roman`, `Helvetica-Bold`, `Courier-Oblique`… */
function faceOf(family: Family, o: { bold?: boolean; italic?: boolean }): string {
  const slant = family === 'Times' ? 'Italic' : 'Oblique';
  const variant = o.bold ? 'Bold' : o.italic ? slant : '';
  if (!variant) return family === 'Times' ? 'Times-Roman' : family;
  return `${family}-${variant}`;
}

/** How a text is set: its size, weight, colour, and a family other than the ink's. */
export interface Look {
  family?: Family;
  size?: number;
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

interface Placed {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  text: string;
}

export const A4: [number, number] = [595.28, 841.89];

/** One PDF being drawn. Every text's box is kept per page; a text that lands on another throws. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Uint8Array>;
  private placed: Placed[] = [];

  constructor(created: string, title: string, size: [number, number] = A4) {
    [this.width, this.height] = size;
    this.doc = new PDFDocument({
      size,
      margin: 0,
      info: { Title: title, Creator: 'ERP', Producer: 'PDF writer', CreationDate: new Date(`${created}T08:30:00Z`) },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ended = new Promise((resolve) => this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks)))));
  }

  newPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.placed = [];
  }

  private font(o: Look, family: Family): void {
    this.doc.font(faceOf(o.family ?? family, o)).fontSize(o.size ?? 9);
  }

  widthOf(s: string, family: Family, o: Look = {}): number {
    this.font(o, family);
    return this.doc.widthOfString(s);
  }

  put(s: string, x: number, y: number, family: Family, o: Look = {}): void {
    if (s === '') return;
    this.font(o, family);
    const size = o.size ?? 9;
    const box = { x0: x, y0: y + size * 0.05, x1: x + this.doc.widthOfString(s), y1: y + size * 0.9, text: s };
    if (box.x0 < 4 || box.x1 > this.width - 4 || box.y1 > this.height - 6) throw new Error(`"${s}" runs off the page`);
    const hit = this.placed.find((p) => box.x0 < p.x1 - 0.5 && p.x0 < box.x1 - 0.5 && box.y0 < p.y1 - 0.5 && p.y0 < box.y1 - 0.5);
    if (hit) throw new Error(`"${s}" prints over "${hit.text}"`);
    this.placed.push(box);
    this.doc.fillColor(o.color ?? '#000000').text(s, x, y, { lineBreak: false });
  }

  private paint(o: { fill?: string; stroke?: string }): void {
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number; r?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.r) this.doc.roundedRect(x, y, w, h, o.r);
    else this.doc.rect(x, y, w, h);
    this.paint(o);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { lw?: number; color?: string; dash?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(o.color ?? '#000000');
    d.undash().restore();
  }

  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string; lw?: number }): void {
    this.doc.save().lineWidth(o.lw ?? 1).circle(x, y, r);
    this.paint(o);
  }

  polygon(points: [number, number][], fill: string): void {
    this.doc.save().polygon(...points).fill(fill).restore();
  }

  finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.ended;
  }
}

/** A face and size to write with on a sheet. */
export class Ink {
  constructor(
    readonly sheet: Sheet,
    readonly family: Family = 'Helvetica',
    readonly size = 9,
  ) {}

  private look(o: Look): Look {
    return { size: this.size, ...o };
  }

  at(s: string, x: number, y: number, o: Look = {}): void {
    this.sheet.put(s, x, y, o.family ?? this.family, this.look(o));
  }

  right(s: string, xr: number, y: number, o: Look = {}): void {
    this.at(s, xr - this.width(s, o), y, o);
  }

  center(s: string, xc: number, y: number, o: Look = {}): void {
    this.at(s, xc - this.width(s, o) / 2, y, o);
  }

  width(s: string, o: Look = {}): number {
    return this.sheet.widthOf(s, o.family ?? this.family, this.look(o));
  }

  /** `s` broken at spaces into lines no wider than `w`, by the shared pen's rule. */
  wrap(s: string, w: number, o: Look = {}): string[] {
    return new Pen(this.sheet, o.family ?? this.family, this.size).wrap(s, w, { size: o.size, bold: o.bold, italic: o.italic });
  }

  /** A wrapped paragraph; returns the y below it. */
  para(s: string, x: number, y: number, w: number, o: Look & { lead?: number } = {}): number {
    const lead = o.lead ?? (o.size ?? this.size) * 1.3;
    const parts = this.wrap(s, w, o);
    parts.forEach((part, i) => this.at(part, x, y + i * lead, o));
    return y + parts.length * lead;
  }

  /** `label` then dots up to `value`, set right at `xr` (an old ERP's or a letter's leaders). */
  leader(label: string, value: string, x: number, xr: number, y: number, o: Look = {}, dot = '.'): void {
    this.at(label, x, y, o);
    const room = xr - x - this.width(label, o) - this.width(value, o) - 6;
    const dots = Math.max(0, Math.floor(room / this.width(dot, o)));
    this.right(dot.repeat(dots) + ' ' + value, xr, y, o);
  }
}

// ---------------------------------------------------------------- amounts, quantities, dates

export type MoneyStyle = 'dots' | 'dotsEuro' | 'euroDots' | 'plain' | 'plainEur' | 'dotsEur';

/** Cents as a supplier prints them: `1.234,56`, `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1234,56 EUR`. */
export function money(cents: bigint, style: MoneyStyle = 'dots'): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const euros = (abs / 100n).toString();
  const dec = (abs % 100n).toString().padStart(2, '0');
  const grouped = style === 'plain' || style === 'plainEur' ? euros : euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const n = `${neg ? '-' : ''}${grouped},${dec}`;
  if (style === 'dotsEuro') return `${n} €`;
  if (style === 'euroDots') return `€ ${n}`;
  if (style === 'plainEur' || style === 'dotsEur') return `${n} EUR`;
  return n;
}

/** A decimal text or number as a quantity scaled by 1000 (money.ts's QUANTITY_SCALE). */
export function qty(v: string | number): bigint {
  const q = parseScaled(v, 3);
  if (q === null) throw new Error(`bad quantity ${v}`);
  return q;
}

/** A decimal text or number of euros as cents. */
export function cents(v: string | number): bigint {
  const c = parseScaled(v, 2);
  if (c === null) throw new Error(`bad price ${v}`);
  return c;
}

/** A quantity printed with `places` decimals (comma), throwing when that would hide a digit. */
export function qtyText(q: bigint, places: number, thousands = false): string {
  const drop = 10n ** BigInt(3 - places);
  if (q % drop !== 0n) throw new Error(`quantity ${q} needs more than ${places} places`);
  const text = formatScaled(q / drop, places).replace('.', ',');
  return thousands ? text.replace(/^(\d+)/, (w) => w.replace(/\B(?=(\d{3})+(?!\d))/g, '.')) : text;
}

export function qtyNumber(q: bigint): number {
  return Number(formatScaled(q, 3));
}

const MES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MES_CA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];

export type DateStyle = 'slash' | 'dash' | 'dot2' | 'slash2' | 'long' | 'longCa' | 'mon' | 'iso' | 'eus';

/** An ISO date as printed: `14/03/2026`, `14-03-2026`, `14.03.26`, `14/03/26`, `14 de marzo de 2026`, `14 de març de 2026`, `14-mar-2026`, `2026-03-14`, `2026/03/14`. */
export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const ca = MES_CA[Number(m) - 1];
  const es = MES[Number(m) - 1];
  const forms: Record<DateStyle, string> = {
    slash: [d, m, y].join('/'),
    dash: [d, m, y].join('-'),
    dot2: [d, m, y.slice(2)].join('.'),
    slash2: [d, m, y.slice(2)].join('/'),
    long: `${Number(d)} de ${es} de ${y}`,
    longCa: `${Number(d)} ${/^[aeiou]/.test(ca) ? "d'" : 'de '}${ca} de ${y}`,
    mon: [d, es.slice(0, 3), y].join('-'),
    iso,
    eus: [y, m, d].join('/'),
  };
  return forms[style];
}

export function addDays(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- tax ids

const DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company's CIF: letter, seven digits and the control character. */
export function cif(letter: string, digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const c = (10 - (sum % 10)) % 10;
  return letter + digits + ('NPQRSW'.includes(letter) ? 'JABCDEFGHI'[c] : String(c));
}

export function dni(digits: string): string {
  return digits + DNI[Number(digits) % 23];
}

export function nie(prefix: 'X' | 'Y' | 'Z', digits: string): string {
  return prefix + digits + DNI[Number(String('XYZ'.indexOf(prefix)) + digits) % 23];
}

/** The id as stored; throws unless its control character is right. */
export function validNif(printed: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`tax id ${printed} is not a valid Spanish id`);
  return n;
}

export type NifStyle = 'bare' | 'dash' | 'dots' | 'space';

/** `B12345674`, `B-12345674`, `B-12.345.674`, `B 12345674`; a DNI as `12345678Z`, `12345678-Z`, `12.345.678-Z`. */
export function nifText(id: string, style: NifStyle): string {
  if (style === 'bare') return id;
  if (/^\d/.test(id)) {
    const [digits, letter] = [id.slice(0, 8), id.slice(8)];
    if (style === 'dots') return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5)}-${letter}`;
    return `${digits}${style === 'space' ? ' ' : '-'}${letter}`;
  }
  const [head, body] = [id[0], id.slice(1)];
  if (style === 'dots' && /^\d{8}$/.test(body)) return `${head}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}`;
  return `${head}${style === 'space' ? ' ' : '-'}${body}`;
}

// ---------------------------------------------------------------- figures

export interface Row {
  code?: string;
  text: string;
  qty: bigint;
  unit: string;
  price: bigint;
  /** VAT rate of the line, when the document mixes rates. */
  vat?: number;
}

export function amountOf(r: Row): bigint {
  return lineTotal(r.qty, r.price);
}

export interface Figures {
  lines: bigint;
  discount: bigint;
  base: bigint;
  perRate: { rate: number; base: bigint; tax: bigint }[];
  tax: bigint;
  withholding: bigint;
  total: bigint;
}

/** Base, VAT per rate, IRPF and total of a document's rows; throws unless they close. */
export function figures(rows: Row[], o: { vat?: number; irpf?: number; reverse?: boolean; discountPct?: number } = {}): Figures {
  const lines = sumCents(rows.map(amountOf));
  const discount = o.discountPct ? divRound(lines * BigInt(o.discountPct), 100n) : 0n;
  const base = lines - discount;
  const rates = [...new Set(rows.map((r) => r.vat ?? o.vat ?? 21))].sort((a, b) => a - b);
  const perRate = rates.map((rate) => {
    const share = sumCents(rows.filter((r) => (r.vat ?? o.vat ?? 21) === rate).map(amountOf));
    const b = rates.length === 1 ? base : share;
    return { rate, base: b, tax: o.reverse ? 0n : divRound(b * BigInt(rate), 100n) };
  });
  if (rates.length > 1 && discount !== 0n) throw new Error('a discount over mixed rates is not drawn here');
  const tax = sumCents(perRate.map((p) => p.tax));
  const withholding = o.irpf ? divRound(base * BigInt(o.irpf), 100n) : 0n;
  const total = base + tax - withholding;
  if (sumCents(perRate.map((p) => p.base)) !== base || total !== base + tax - withholding) throw new Error('figures do not close');
  return { lines, discount, base, perRate, tax, withholding, total };
}

export { formatScaled };
