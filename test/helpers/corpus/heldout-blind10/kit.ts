import PDFDocument from 'pdfkit';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { divRound, lineTotal, parseScaled, QUANTITY_SCALE, sumCents } from '../../../../src/platform/money.js';
import { type Family, Pen } from '../pen.js';
import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';

/**
 * The drawing and arithmetic kit of the tenth blind set (docs/document-extraction.md#measuring-it):
 * a page that always writes the same bytes, Spanish number and date prints, and the figures of a
 * document in integer cents, checked before anything is drawn.
 */

export const SET = 'heldout-blind10';

/** A PDF whose bytes depend only on what is drawn on it (fixed dates, no random id). */
export class Paper {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];

  constructor(title: string, producer: string, size: [number, number] = [595.28, 841.89]) {
    const when = new Date(Date.UTC(2026, 0, 2, 9, 30, 0));
    this.doc = new PDFDocument({ size, margin: 0, info: { Title: title, Producer: producer, Creator: producer, CreationDate: when, ModDate: when } });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
  }

  pen(family: Family, size = 9): Pen<Paper> {
    return new Pen(this, family, size);
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number; radius?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    const path = o.radius ? d.roundedRect(x, y, w, h, o.radius) : d.rect(x, y, w, h);
    // Filled and outlined, filled only, or outlined only (black by default).
    const painted = o.fill ? (o.stroke ? path.fillAndStroke(o.fill, o.stroke) : path.fill(o.fill)) : path.stroke(o.stroke ?? '#000000');
    painted.restore();
  }

  rule(x1: number, y1: number, x2: number, y2: number, o: { color?: string; width?: number; dash?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.width ?? 0.6);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(o.color ?? '#000000');
    d.restore();
  }

  color(c: string): void {
    this.doc.fillColor(c);
  }

  newPage(): void {
    this.doc.addPage({ size: [595.28, 841.89], margin: 0 });
  }

  done(): Promise<Uint8Array> {
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.end();
    });
  }
}

export function rngFor(id: string): Mulberry32 {
  return new Mulberry32(seedOf(`${SET}/${id}`));
}

// ---------- prints ----------

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** `1.234,56` (or `1234,56` without thousands points). */
export function money(cents: bigint, thousands = true): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const whole = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${thousands ? group(whole) : whole},${frac}`;
}

export type MoneyStyle = 'eur' | 'pre' | 'plain' | 'EUR' | 'bare';

/** An amount as a supplier prints it: `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1.234,56 EUR` or `1.234,56`. */
export function amount(cents: bigint, style: MoneyStyle): string {
  if (style === 'eur') return `${money(cents)} €`;
  if (style === 'pre') return `€ ${money(cents)}`;
  if (style === 'plain') return money(cents, false);
  if (style === 'EUR') return `${money(cents)} EUR`;
  return money(cents);
}

/** A decimal quantity (`"12.5"`) in Spanish print, with `places` decimals when given. */
export function qty(text: string, places?: number, thousands = false): string {
  const [whole, frac = ''] = text.split('.');
  const w = thousands ? group(whole) : whole;
  if (places === undefined) return frac && !/^0+$/.test(frac) ? `${w},${frac.replace(/0+$/, '')}` : w;
  return places === 0 ? w : `${w},${frac.padEnd(places, '0').slice(0, places)}`;
}

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_CA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];
const MONTHS_GL = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];

export type DateStyle = 'slash' | 'dash' | 'dots' | 'long' | 'abbr' | 'iso' | 'ca' | 'gl';

/** A `YYYY-MM-DD` date as printed: `14/03/2026`, `14-03-2026`, `14.03.26`, `14 de marzo de 2026`, `14-mar-2026`, `2026-03-14`, Catalan or Galician words. */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const day = String(Number(d));
  const month = Number(m) - 1;
  if (style === 'slash') return `${d}/${m}/${y}`;
  if (style === 'dash') return `${d}-${m}-${y}`;
  if (style === 'dots') return `${d}.${m}.${y.slice(2)}`;
  if (style === 'long') return `${day} de ${MONTHS_ES[month]} de ${y}`;
  if (style === 'abbr') return `${d}-${MONTHS_ES[month].slice(0, 3)}-${y}`;
  if (style === 'ca') return `${day} ${/^[aeiou]/.test(MONTHS_CA[month]) ? "d'" : 'de '}${MONTHS_CA[month]} de ${y}`;
  if (style === 'gl') return `${day} de ${MONTHS_GL[month]} de ${y}`;
  return iso;
}

// ---------- figures ----------

export interface LineIn {
  code?: string;
  description: string;
  /** Decimal text, at most three places. */
  qty: string;
  unit: string;
  /** Cents. */
  price: number;
  /** VAT rate of the line, when a document mixes rates. */
  rate?: number;
  /** Line discount, whole percent. */
  disc?: number;
}

export interface Line extends LineIn {
  amount: bigint;
}

export function priced(l: LineIn): Line {
  const q = parseScaled(l.qty, QUANTITY_SCALE);
  if (q === null) throw new Error(`${SET}: quantity ${l.qty} has more than ${QUANTITY_SCALE} places`);
  const gross = lineTotal(q, BigInt(l.price));
  return { ...l, amount: l.disc ? divRound(gross * BigInt(100 - l.disc), 100n) : gross };
}

export const pct = (base: bigint, rate: number): bigint => divRound(base * BigInt(Math.round(rate * 100)), 10000n);

export interface Figures {
  lines: Line[];
  base: bigint;
  /** Per VAT rate, in the order first met. */
  rates: { rate: number; base: bigint; vat: bigint }[];
  vat: bigint;
  irpfRate: number;
  irpf: bigint;
  total: bigint;
}

/** The figures of lines at one rate (or each line's own), with IRPF and reverse charge. */
export function figures(lines: LineIn[], o: { rate?: number; irpf?: number; reverse?: boolean } = {}): Figures {
  const ls = lines.map(priced);
  const base = sumCents(ls.map((l) => l.amount));
  const rates: Figures['rates'] = [];
  for (const l of ls) {
    const rate = o.reverse ? 0 : (l.rate ?? o.rate ?? 21);
    let g = rates.find((r) => r.rate === rate);
    if (!g) rates.push((g = { rate, base: 0n, vat: 0n }));
    g.base += l.amount;
  }
  for (const g of rates) g.vat = pct(g.base, g.rate);
  const vat = sumCents(rates.map((g) => g.vat));
  const irpfRate = o.irpf ?? 0;
  const irpf = pct(base, irpfRate);
  return checked({ lines: ls, base, rates, vat, irpfRate, irpf, total: base + vat - irpf });
}

/** Throws unless the figures close: lines to base, rates to base and VAT, base + VAT − IRPF to total. */
export function checked(f: Figures): Figures {
  const lineSum = sumCents(f.lines.map((l) => l.amount));
  const ok =
    lineSum === f.base &&
    sumCents(f.rates.map((r) => r.base)) === f.base &&
    sumCents(f.rates.map((r) => r.vat)) === f.vat &&
    f.rates.every((r) => r.vat === pct(r.base, r.rate)) &&
    f.irpf === pct(f.base, f.irpfRate) &&
    f.total === f.base + f.vat - f.irpf;
  if (!ok) throw new Error(`${SET}: figures do not close (base ${f.base}, VAT ${f.vat}, IRPF ${f.irpf}, total ${f.total})`);
  return f;
}

// ---------- parties and truth ----------

export interface Party {
  name: string;
  /** As printed (`B-33412784`, `12.793.104-K`). */
  nif: string;
  address: string[];
}

/** The stored form of a printed tax id; throws when its control character is wrong. */
export function validNif(printed: string): string {
  const n = normalizeNif(printed);
  if (!checkNif(n).ok) throw new Error(`${SET}: ${printed} has a wrong control character`);
  return n;
}

export interface Hard {
  why: string;
}

export interface InvoiceTruth {
  id: string;
  layout: string;
  supplier: Party;
  buyer: Party;
  number: string;
  issue?: string;
  due?: string;
  f: Figures;
  reverse?: boolean;
  hard?: Hard;
  /** Set when the printed seller id is not a valid one (hard documents only). */
  noSellerId?: boolean;
}

export function invoiceDocument(t: InvoiceTruth, bytes: Uint8Array): CorpusDocument {
  const expected: ExpectedInvoice = {
    invoice_number: t.number,
    ...(t.issue ? { issue_date: t.issue } : {}),
    ...(t.due ? { due_date: t.due } : {}),
    ...(t.noSellerId ? {} : { provider_nif: validNif(t.supplier.nif) }),
    provider_name: t.supplier.name,
    subtotal_amount: Number(t.f.base),
    tax_amount: Number(t.f.vat),
    withholding_amount: Number(t.f.irpf),
    total_amount: Number(t.f.total),
    currency: 'EUR',
    reverse_charge: t.reverse ?? false,
  };
  return {
    id: t.id,
    layout: t.layout,
    kind: 'invoice',
    expectComplete: !t.hard,
    ...(t.hard ? { why: t.hard.why } : {}),
    bytes,
    buyerNif: validNif(t.buyer.nif),
    expected,
  };
}

export interface NoteTruth {
  id: string;
  layout: string;
  supplier: Party;
  buyer: Party;
  number: string;
  date: string;
  lines: Line[];
  /** The printed sum of the lines (differs from their sum only on a hard document). */
  sum: bigint;
  hard?: Hard;
}

export function noteDocument(t: NoteTruth, bytes: Uint8Array): CorpusDocument {
  if (!t.hard && t.sum !== sumCents(t.lines.map((l) => l.amount))) throw new Error(`${SET}: ${t.id} prints a sum other than its lines'`);
  const line_items: ExpectedLine[] = t.lines.map((l) => ({
    description: l.description,
    quantity: Number(l.qty),
    unit: l.unit,
    unit_price: l.price,
    subtotal: Number(l.amount),
  }));
  const expected: ExpectedNote = {
    delivery_note_number: t.number,
    delivery_date: t.date,
    provider_nif: validNif(t.supplier.nif),
    provider_name: t.supplier.name,
    subtotal_amount: Number(t.sum),
    line_items,
  };
  return {
    id: t.id,
    layout: t.layout,
    kind: 'delivery_note',
    expectComplete: !t.hard,
    ...(t.hard ? { why: t.hard.why } : {}),
    bytes,
    buyerNif: validNif(t.buyer.nif),
    expected,
  };
}

// ---------- customers ----------

export const BUYERS = {
  duero: { name: 'Restauraciones Monumentales del Duero, S.L.', nif: 'B47261359', address: ['C/ Santuario, 14 - 2º', '47002 Valladolid'] },
  arcos: { name: 'Construcciones y Rehabilitación Arcos, S.A.', nif: 'A41019241', address: ['Avda. de la Constitución, 31', '41004 Sevilla'] },
  cantabria: { name: 'Rehabilitaciones Históricas Cantábricas, S.L.', nif: 'B39048160', address: ['Paseo de Pereda, 22', '39004 Santander'] },
  sobrado: { name: 'UTE Rehabilitación Monasterio de Sobrado', nif: 'U88615034', address: ['C/ Orense, 68 - 5º B', '28020 Madrid'] },
  teruel: { name: 'Obras de Patrimonio Aragonés, S.L.', nif: 'B44218030', address: ['Plaza del Torico, 6', '44001 Teruel'] },
  asturias: { name: 'Rehabilita Principado Obras, S.L.', nif: 'B33064171', address: ['C/ Uría, 40 - 1º', '33003 Oviedo'] },
} satisfies Record<string, Party>;

/** A printed tax id with its dash: `B-33412784`. */
export const dashed = (nif: string) => `${nif[0]}-${nif.slice(1)}`;

// ---------- tables ----------

export interface Col {
  x: number;
  w: number;
  align?: 'l' | 'r' | 'c';
}

/** Columns written `x:width[:align]`, space-separated: `columns('40:270 310:60:r 370:35:c')`. */
export function columns(spec: string): Col[] {
  return spec.split(' ').map((part) => {
    const [x, w, align] = part.split(':');
    return { x: Number(x), w: Number(w), align: (align ?? 'l') as Col['align'] };
  });
}

/** One row of a table: each value left, right or centred in its column, 2 pt inside its edges. */
export function cells(pen: Pen<Paper>, cols: Col[], values: string[], y: number, o: { bold?: boolean; size?: number; italic?: boolean } = {}): void {
  for (const [i, v] of values.entries()) {
    const c = cols[i];
    if (!c || !v) continue;
    const at = { l: c.x + 2, c: c.x + c.w / 2 - pen.widthOf(v, o) / 2, r: c.x + c.w - 2 - pen.widthOf(v, o) }[c.align ?? 'l'];
    pen.text(v, at, y, o);
  }
}

export const REVERSE_NOTE = 'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA.';
