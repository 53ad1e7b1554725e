import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { divRound, lineTotal, sumCents } from '../../../../src/platform/money.js';
import { type Family, Pen } from '../pen.js';

/**
 * The eighteenth blind set's drawing kit: a page with its pen, the ways suppliers write money,
 * dates and quantities, tax ids that must carry their control character, and figures that must
 * close in integer cents (docs/document-extraction.md#measuring-it). Written apart from every
 * other corpus on purpose.
 */

/** Every PDF of the set claims this creation date, so two runs give the same bytes. */
const CREATED = new Date(Date.UTC(2026, 5, 30, 8, 0, 0));

export const PAGE = { width: 595.28, height: 841.89, left: 40, right: 555 } as const;

export type Rgb = [number, number, number];

/** A PDF's bytes once it is ended. */
function collected(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  doc.on('data', (part: Buffer) => parts.push(part));
  return new Promise((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(parts)))));
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly output: Promise<Uint8Array>;
  readonly pen: Pen;

  constructor(readonly family: Family, title: string) {
    const info = { Title: title, Creator: 'PDFKit', Producer: 'PDFKit', CreationDate: CREATED };
    this.doc = new PDFDocument({ info, size: 'A4', margin: 0 });
    this.output = collected(this.doc);
    this.pen = new Pen({ doc: this.doc }, family);
  }

  box(x: number, y: number, w: number, h: number, o: { stroke?: Rgb; fill?: Rgb; width?: number; radius?: number } = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(o.width ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? [0, 0, 0]);
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: Rgb; width?: number; dash?: number } = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(o.width ?? 0.5);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(o.color ?? [0, 0, 0]);
    d.restore();
  }

  disc(cx: number, cy: number, r: number, fill: Rgb): void {
    this.doc.save();
    this.doc.circle(cx, cy, r).fill(fill);
    this.doc.restore();
  }

  /** Draws in `color` what `draw` writes, then back to black. */
  ink(color: Rgb, draw: () => void): void {
    this.doc.fillColor(color);
    draw();
    this.doc.fillColor([0, 0, 0]);
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  bytes(): Promise<Uint8Array> {
    this.doc.end();
    return this.output;
  }
}

// ---- money -------------------------------------------------------------------------------

export type MoneyStyle = 'eur-after' | 'eur-before' | 'plain' | 'plain-grouped' | 'code-after' | 'plain-code';

/** `1234567` as `1.234.567`. */
function thousands(whole: string): string {
  let out = whole;
  for (let cut = whole.length - 3; cut > 0; cut -= 3) out = `${out.slice(0, cut)}.${out.slice(cut)}`;
  return out;
}

function grouped(cents: number, group: boolean): string {
  const units = Math.trunc(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${group ? thousands(String(units)) : String(units)},${rest}`;
}

/** Cents as a supplier prints them: `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1.234,56 EUR`… */
export function money(cents: number, style: MoneyStyle): string {
  switch (style) {
    case 'eur-after':
      return `${grouped(cents, true)} €`;
    case 'eur-before':
      return `€ ${grouped(cents, true)}`;
    case 'plain':
      return grouped(cents, false);
    case 'plain-grouped':
      return grouped(cents, true);
    case 'code-after':
      return `${grouped(cents, true)} EUR`;
    case 'plain-code':
      return `${grouped(cents, false)} EUR`;
  }
}

/** A price without a currency sign, grouped or not as the supplier's amounts are. */
export function price(cents: number, style: MoneyStyle): string {
  return grouped(cents, style !== 'plain' && style !== 'plain-code');
}

/** A quantity held in thousandths, printed with `places` decimals (trailing zeros kept). */
export function qty(thousandths: number, places = 0, group = false): string {
  const whole = Math.floor(thousandths / 1000);
  const frac = thousandths % 1000;
  if (places === 0 && frac !== 0) throw new Error(`quantity ${thousandths / 1000} needs decimals`);
  const w = group ? thousands(String(whole)) : String(whole);
  if (places === 0) return w;
  const f = String(frac).padStart(3, '0');
  if (Number(f.slice(places)) !== 0) throw new Error(`quantity ${thousandths / 1000} needs more than ${places} decimals`);
  return `${w},${f.slice(0, places)}`;
}

// ---- dates -------------------------------------------------------------------------------

export interface Day {
  y: number;
  m: number;
  d: number;
}

export const day = (y: number, m: number, d: number): Day => ({ y, m, d });

export function iso(t: Day): string {
  return `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
}

export function addDays(t: Day, n: number): Day {
  const ms = Date.UTC(t.y, t.m - 1, t.d) + n * 86400000;
  const x = new Date(ms);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
}

const MONTHS: Record<'es' | 'ca' | 'gl', string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
};
const SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export type DateStyle = 'slash' | 'dash' | 'dots-short' | 'iso' | 'short-month' | 'words-es' | 'words-ca' | 'words-gl';

const two = (n: number) => String(n).padStart(2, '0');

const catalanMonth = (m: number) => {
  const month = MONTHS.ca[m - 1];
  return /^[aeiou]/.test(month) ? `d'${month}` : `de ${month}`;
};

const DATE_STYLES: Record<DateStyle, (t: Day) => string> = {
  slash: (t) => [two(t.d), two(t.m), t.y].join('/'),
  dash: (t) => [two(t.d), two(t.m), t.y].join('-'),
  'dots-short': (t) => [two(t.d), two(t.m), String(t.y).slice(2)].join('.'),
  iso: (t) => iso(t),
  'short-month': (t) => [two(t.d), SHORT[t.m - 1], t.y].join('-'),
  'words-es': (t) => `${t.d} de ${MONTHS.es[t.m - 1]} de ${t.y}`,
  'words-ca': (t) => `${t.d} ${catalanMonth(t.m)} de ${t.y}`,
  'words-gl': (t) => `${t.d} de ${MONTHS.gl[t.m - 1]} de ${t.y}`,
};

export function date(t: Day, style: DateStyle): string {
  return DATE_STYLES[style](t);
}

// ---- tax ids -----------------------------------------------------------------------------

/** `stem` completed with the one candidate the platform's check accepts as its control character. */
function completed(stem: string, candidates: string): string {
  const found = [...candidates].find((c) => checkNif(stem + c).ok);
  if (!found) throw new Error(`no control character completes ${stem}`);
  return stem + found;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A DNI with its control letter. */
export const dni = (digits: string): string => completed(digits, LETTERS);

/** A NIE (X, Y or Z and seven digits) with its control letter. */
export const nie = (first: 'X' | 'Y' | 'Z', digits: string): string => completed(first + digits, LETTERS);

/** A CIF with its control character: a letter for the kinds that take one, else a digit. */
export const cif = (first: string, digits: string): string => completed(first + digits, 'NPQRSW'.includes(first) ? 'JABCDEFGHI' : '0123456789');

/** The stored form of a printed id, after checking it carries its control character. */
export function validId(printed: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok) throw new Error(`tax id ${printed} ${check.reason}`);
  return n;
}

// ---- figures -----------------------------------------------------------------------------

export interface Line {
  code?: string;
  description: string;
  /** Thousandths. */
  qty: number;
  unit: string;
  /** Cents. */
  price: number;
  /** Whole percent off the line, printed in its own column. */
  discount?: number;
  vat?: number;
  amount: number;
}

export function line(description: string, qtyThousandths: number, unit: string, priceCents: number, extra: { code?: string; discount?: number; vat?: number } = {}): Line {
  const gross = lineTotal(BigInt(qtyThousandths), BigInt(priceCents));
  const amount = extra.discount ? divRound(gross * BigInt(100 - extra.discount), 100n) : gross;
  return { description, qty: qtyThousandths, unit, price: priceCents, amount: Number(amount), ...extra };
}

export const sum = (values: number[]): number => Number(sumCents(values));

export interface VatRow {
  rate: number;
  base: number;
  vat: number;
}

export interface Figures {
  gross: number;
  /** Prompt-payment discount taken before the base. */
  discount: number;
  discountPct: number;
  base: number;
  rows: VatRow[];
  vat: number;
  irpfPct: number;
  irpf: number;
  total: number;
  reverseCharge: boolean;
}

/** `pct` percent of `cents`, rounded half away from zero. */
export const percent = (cents: number, pct: number): number => Number(divRound(BigInt(cents) * BigInt(Math.round(pct * 100)), 10000n));

export function figures(lines: Line[], o: { rate?: number; irpf?: number; discountPct?: number; reverseCharge?: boolean } = {}): Figures {
  const gross = sum(lines.map((l) => l.amount));
  const discountPct = o.discountPct ?? 0;
  const discount = percent(gross, discountPct);
  const base = gross - discount;
  const rates = [...new Set(lines.map((l) => l.vat ?? o.rate ?? 21))].sort((a, b) => a - b);
  let rows: VatRow[];
  if (o.reverseCharge) rows = [{ rate: 0, base, vat: 0 }];
  else if (rates.length === 1) rows = [{ rate: rates[0], base, vat: percent(base, rates[0]) }];
  else {
    if (discountPct) throw new Error('a prompt-payment discount over several rates is not drawn');
    rows = rates.map((rate) => {
      const b = sum(lines.filter((l) => (l.vat ?? o.rate ?? 21) === rate).map((l) => l.amount));
      return { rate, base: b, vat: percent(b, rate) };
    });
  }
  const vat = sum(rows.map((r) => r.vat));
  const irpfPct = o.irpf ?? 0;
  const irpf = percent(base, irpfPct);
  const f = { gross, discount, discountPct, base, rows, vat, irpfPct, irpf, total: base + vat - irpf, reverseCharge: !!o.reverseCharge };
  assertCloses(f, lines);
  return f;
}

/** Throws unless the figures close in integer cents. */
export function assertCloses(f: Figures, lines: Line[]): void {
  const ints = [f.gross, f.discount, f.base, f.vat, f.irpf, f.total, ...lines.map((l) => l.amount)];
  if (ints.some((n) => !Number.isInteger(n))) throw new Error('figures are not integer cents');
  if (sum(lines.map((l) => l.amount)) !== f.gross) throw new Error('lines do not add up to the gross');
  if (f.gross - f.discount !== f.base) throw new Error('base is not gross minus discount');
  if (sum(f.rows.map((r) => r.base)) !== f.base) throw new Error('per-rate bases do not add up');
  if (f.base + f.vat - f.irpf !== f.total) throw new Error('total does not close');
}

/** Expected line of a valued note, from what it prints. */
export function expectedLine(l: Line): { description: string; quantity: number; unit: string; unit_price: number; subtotal: number } {
  return { description: l.description, quantity: l.qty / 1000, unit: l.unit, unit_price: l.price, subtotal: l.amount };
}

/** A CIF as `B-12345678`, a DNI as `12345678-Z`, a NIE as `X-1234567-L`. */
export function dashed(id: string): string {
  if (/^\d{8}[A-Z]$/.test(id)) return `${id.slice(0, 8)}-${id.slice(8)}`;
  if (/^[XYZ]\d{7}[A-Z]$/.test(id)) return `${id[0]}-${id.slice(1, 8)}-${id.slice(8)}`;
  return `${id[0]}-${id.slice(1)}`;
}
