import PDFDocument from 'pdfkit';
import { divRound, lineTotal, parseScaled } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { type Family, Pen } from '../pen.js';
import { Mulberry32 } from '../rng.js';

/**
 * The nineteenth blind set's own drawing kit and arithmetic (docs/document-extraction.md#measuring-it):
 * a sheet over pdfkit with a fixed creation date (the same bytes in every run), the ways Spanish
 * suppliers print amounts, quantities, dates and tax ids, and a bill whose figures must close in
 * integer cents or the generator throws.
 */

export const A4 = { w: 595.28, h: 841.89 };
const CREATED = new Date(Date.UTC(2026, 0, 15, 8, 30, 0));

export class Rng extends Mulberry32 {
  /** A quantity with `places` decimals between `min` and `max`. */
  qty(min: number, max: number, places = 0): number {
    const f = 10 ** places;
    return this.int(Math.round(min * f), Math.round(max * f)) / f;
  }

  /** A price in cents between two prices in euros, rounded to `step` cents. */
  price(min: number, max: number, step = 5): number {
    return this.int(Math.round((min * 100) / step), Math.round((max * 100) / step)) * step;
  }
}

export interface BoxStyle {
  fill?: string;
  stroke?: string;
  radius?: number;
  width?: number;
  dash?: number;
}

/** One PDF being drawn: pdfkit with margins 0, a fixed creation date, and shapes that leave the ink black. */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];

  constructor(size: [number, number] = [A4.w, A4.h], creator = 'Gestión comercial') {
    this.doc = new PDFDocument({
      size,
      margin: 0,
      info: { CreationDate: CREATED, Creator: creator, Producer: creator },
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
  }

  pen(family: Family, size = 9): Pen<Sheet> {
    return new Pen(this, family, size);
  }

  box(x: number, y: number, w: number, h: number, s: BoxStyle = { stroke: '#000' }): void {
    const d = this.doc;
    d.save();
    d.lineWidth(s.width ?? 0.6);
    if (s.dash) d.dash(s.dash, { space: s.dash });
    if (s.radius) d.roundedRect(x, y, w, h, s.radius);
    else d.rect(x, y, w, h);
    if (s.fill && s.stroke) d.fillAndStroke(s.fill, s.stroke);
    else if (s.fill) d.fill(s.fill);
    else d.stroke(s.stroke ?? '#000');
    d.restore();
    d.fillColor('#000');
  }

  rule(x1: number, x2: number, y: number, s: BoxStyle = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(s.width ?? 0.5);
    if (s.dash) d.dash(s.dash, { space: s.dash });
    d.moveTo(x1, y).lineTo(x2, y).stroke(s.stroke ?? '#000');
    d.restore();
  }

  vrule(x: number, y1: number, y2: number, s: BoxStyle = {}): void {
    const d = this.doc;
    d.save();
    d.lineWidth(s.width ?? 0.5);
    d.moveTo(x, y1).lineTo(x, y2).stroke(s.stroke ?? '#000');
    d.restore();
  }

  disc(cx: number, cy: number, r: number, fill: string): void {
    this.doc.save();
    this.doc.circle(cx, cy, r).fill(fill);
    this.doc.restore();
    this.doc.fillColor('#000');
  }

  /** Text drawn in a colour, the ink black again after. */
  ink(color: string, draw: () => void): void {
    this.doc.fillColor(color);
    draw();
    this.doc.fillColor('#000');
  }

  newPage(): void {
    this.doc.addPage({ size: [this.doc.page.width, this.doc.page.height], margin: 0 });
  }

  finish(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.end();
    });
  }
}

// ---- amounts, quantities, dates -------------------------------------------------------------

export type AmountStyle = 'dots' | 'euro' | 'euroFirst' | 'plain' | 'eur' | 'plainEur';

function grouped(cents: number, dots: boolean): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  let whole = String(Math.floor(abs / 100));
  if (dots) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${neg ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in cents as a supplier prints it: `1.234,56`, `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1.234,56 EUR`, `1234,56 EUR`. */
export function money(cents: number, style: AmountStyle = 'dots'): string {
  switch (style) {
    case 'euro':
      return `${grouped(cents, true)} €`;
    case 'euroFirst':
      return `€ ${grouped(cents, true)}`;
    case 'plain':
      return grouped(cents, false);
    case 'eur':
      return `${grouped(cents, true)} EUR`;
    case 'plainEur':
      return `${grouped(cents, false)} EUR`;
    default:
      return grouped(cents, true);
  }
}

/** A quantity with a decimal comma, `places` decimals, thousands with a dot when asked. */
export function qty(q: number, places = 2, dots = true): string {
  const [whole, frac] = q.toFixed(places).split('.');
  const w = dots ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return frac ? `${w},${frac}` : w;
}

export interface Day {
  y: number;
  m: number;
  d: number;
}

export type DateStyle = 'slash' | 'dash' | 'dots' | 'iso' | 'mon' | 'es' | 'ca' | 'gl' | 'short';

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_CA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];
const MONTHS_GL = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];

const two = (n: number) => String(n).padStart(2, '0');

export function day(y: number, m: number, d: number): Day {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) throw new Error(`not a calendar date: ${y}-${m}-${d}`);
  return { y, m, d };
}

export function addDays(a: Day, n: number): Day {
  const t = new Date(Date.UTC(a.y, a.m - 1, a.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function isoOf(a: Day): string {
  return `${a.y}-${two(a.m)}-${two(a.d)}`;
}

export function date(a: Day, style: DateStyle = 'slash'): string {
  switch (style) {
    case 'dash':
      return `${two(a.d)}-${two(a.m)}-${a.y}`;
    case 'dots':
      return `${two(a.d)}.${two(a.m)}.${String(a.y).slice(2)}`;
    case 'iso':
      return isoOf(a);
    case 'mon':
      return `${two(a.d)}-${MONTHS_ES[a.m - 1].slice(0, 3)}-${a.y}`;
    case 'es':
      return `${a.d} de ${MONTHS_ES[a.m - 1]} de ${a.y}`;
    case 'ca': {
      const month = MONTHS_CA[a.m - 1];
      return `${a.d} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${a.y}`;
    }
    case 'gl':
      return `${a.d} de ${MONTHS_GL[a.m - 1]} de ${a.y}`;
    case 'short':
      return `${a.d}/${a.m}/${a.y}`;
    default:
      return `${two(a.d)}/${two(a.m)}/${a.y}`;
  }
}

// ---- tax ids --------------------------------------------------------------------------------

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company's CIF with its control character worked out (a digit, or a letter where the form asks one). */
export function cif(first: string, digits: string, letter = false): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  const c = (10 - (sum % 10)) % 10;
  return valid(`${first}${digits}${letter ? 'JABCDEFGHI'[c] : String(c)}`);
}

export function dni(digits: string): string {
  return valid(`${digits}${DNI_LETTERS[Number(digits) % 23]}`);
}

export function nie(prefix: 'X' | 'Y' | 'Z', digits: string): string {
  return valid(`${prefix}${digits}${DNI_LETTERS[Number(String('XYZ'.indexOf(prefix)) + digits) % 23]}`);
}

/** The id itself, after checking its control character: every regular document's ids must be right. */
export function valid(id: string): string {
  const n = normalizeNif(id);
  const check = checkNif(n);
  if (!check.ok) throw new Error(`tax id ${id} ${check.reason}`);
  return n;
}

export type IdStyle = 'plain' | 'dash' | 'dots' | 'space';

/** A tax id as printed: `B12345678`, `B-12345678`, `B-12.345.678`, `B 12345678` (a DNI `12345678-Z`). */
export function printId(id: string, style: IdStyle = 'plain'): string {
  if (style === 'plain') return id;
  const personal = /^\d{8}[A-Z]$/.test(id) || /^[XYZ]\d{7}[A-Z]$/.test(id);
  if (personal) {
    const head = id.slice(0, -1);
    const tail = id.slice(-1);
    if (style === 'dots' && /^\d/.test(id)) return `${head.slice(0, 2)}.${head.slice(2, 5)}.${head.slice(5)}-${tail}`;
    return `${head}${style === 'space' ? ' ' : '-'}${tail}`;
  }
  const body = id.slice(1);
  if (style === 'dots') return `${id[0]}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}`;
  return `${id[0]}${style === 'space' ? ' ' : '-'}${body}`;
}

// ---- the bill: lines, discounts, VAT per rate, withholding -----------------------------------

export interface Line {
  code?: string;
  text: string;
  qty: number;
  unit: string;
  /** Cents. */
  price: number;
  /** Line discount, percent. */
  dto?: number;
  /** VAT rate of the line, percent. */
  rate?: number;
  /** Cents: round(qty × price), less its discount. */
  amount: number;
}

export function line(text: string, q: number, unit: string, price: number, more: Partial<Line> = {}): Line {
  const scaled = parseScaled(q, 3);
  if (scaled === null) throw new Error(`quantity ${q} has more than 3 decimals`);
  const gross = Number(lineTotal(scaled, BigInt(price)));
  const amount = more.dto ? gross - percent(gross, more.dto) : gross;
  return { text, qty: q, unit, price, amount, ...more };
}

/** `p` % of `cents`, rounded half away from zero. */
export function percent(cents: number, p: number): number {
  const scaled = parseScaled(p, 2);
  if (scaled === null) throw new Error(`percentage ${p}`);
  return Number(divRound(BigInt(cents) * scaled, 10000n));
}

export interface Bill {
  lines: Line[];
  /** Sum of the lines. */
  gross: number;
  /** Prompt-payment discount before the base. */
  prompt?: { rate: number; amount: number };
  base: number;
  rows: { rate: number; base: number; vat: number }[];
  vat: number;
  irpfRate: number;
  irpf: number;
  total: number;
  reverse: boolean;
}

export function bill(lines: Line[], o: { rate?: number; reverse?: boolean; irpf?: number; prompt?: number } = {}): Bill {
  const gross = lines.reduce((s, l) => s + l.amount, 0);
  const prompt = o.prompt ? { rate: o.prompt, amount: percent(gross, o.prompt) } : undefined;
  const base = gross - (prompt?.amount ?? 0);
  const rates = [...new Set(lines.map((l) => l.rate ?? o.rate ?? 21))].sort((a, b) => a - b);
  const rows = o.reverse
    ? [{ rate: 0, base, vat: 0 }]
    : rates.map((rate) => {
        const rowBase = lines.filter((l) => (l.rate ?? o.rate ?? 21) === rate).reduce((s, l) => s + l.amount, 0);
        if (prompt && rates.length > 1) throw new Error('a prompt-payment discount over several rates is not drawn here');
        const b = rates.length > 1 ? rowBase : base;
        return { rate, base: b, vat: percent(b, rate) };
      });
  const vat = rows.reduce((s, r) => s + r.vat, 0);
  const irpfRate = o.irpf ?? 0;
  const irpf = percent(base, irpfRate);
  const b: Bill = { lines, gross, prompt, base, rows, vat, irpfRate, irpf, total: base + vat - irpf, reverse: !!o.reverse };
  closes(b);
  return b;
}

/** Throws unless every printed figure follows from the lines (a hard document breaks one on purpose, after this). */
export function closes(b: Bill): void {
  for (const l of b.lines) {
    const gross = Number(lineTotal(parseScaled(l.qty, 3) as bigint, BigInt(l.price)));
    if (l.amount !== (l.dto ? gross - percent(gross, l.dto) : gross)) throw new Error(`line ${l.text} does not close`);
  }
  const sum = b.lines.reduce((s, l) => s + l.amount, 0);
  if (sum !== b.gross || b.base !== b.gross - (b.prompt?.amount ?? 0)) throw new Error('base does not close');
  if (b.rows.reduce((s, r) => s + r.base, 0) !== b.base) throw new Error('rate rows do not add up to the base');
  for (const r of b.rows) if (r.vat !== percent(r.base, r.rate)) throw new Error(`VAT at ${r.rate} % does not close`);
  if (b.rows.reduce((s, r) => s + r.vat, 0) !== b.vat) throw new Error('VAT does not close');
  if (b.irpf !== percent(b.base, b.irpfRate) || b.total !== b.base + b.vat - b.irpf) throw new Error('total does not close');
  if (b.reverse && b.vat !== 0) throw new Error('reverse charge with VAT');
}

/** A valued note's sum of its lines, each line checked. */
export function noteSum(lines: Line[]): number {
  return bill(lines).gross;
}

/** What a layout is given to print one document. */
export interface Ctx {
  id: string;
  layout: string;
  rng: Rng;
  /** Which of the layout's three suppliers prints it (0, 1, 2). */
  k: number;
}

// ---- the parties ----------------------------------------------------------------------------

export interface Party {
  name: string;
  id: string;
  idStyle?: IdStyle;
  street: string;
  town: string;
  phone?: string;
  mail?: string;
  /** A trade name printed above a self-employed person's own name. */
  trade?: string;
  registry?: string;
}

export const CUSTOMERS: Party[] = [
  {
    name: 'Restauraciones Monumentales del Duero, S.A.',
    id: cif('A', '4731826'),
    street: 'Avda. de Salamanca, 41',
    town: '47014 Valladolid',
  },
  {
    name: 'Construcciones Aranzadi Berri, S.L.',
    id: cif('B', '2057413'),
    street: 'Pol. Ind. Igara, pab. 12',
    town: '20018 Donostia-San Sebastián',
  },
  {
    name: 'UTE Rehabilitación Hospital Viejo',
    id: cif('U', '8760312'),
    street: 'C/ Mayor, 3',
    town: '30201 Cartagena (Murcia)',
  },
  {
    name: 'Derribos y Obras Tamarit, S.L.',
    id: cif('B', '4623908'),
    street: 'Camí Reial, 118',
    town: '46470 Catarroja (València)',
  },
];

export function customerFor(rng: Rng): Party {
  return rng.pick(CUSTOMERS);
}
