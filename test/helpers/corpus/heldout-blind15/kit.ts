import PDFDocument from 'pdfkit';
import { divRound, formatScaled, lineTotal, parseScaled, sumCents } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { Pen, type Family } from '../pen.js';
import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';

/**
 * The fifteenth blind set's own drawing kit (docs/document-extraction.md#measuring-it): an A4 sheet
 * with pdfkit's standard faces, the money, quantity and date spellings its suppliers print, and
 * the figures of a document worked out in integer cents, so that what is printed and what is
 * expected come from one computation.
 */

export const W = 595.28;
export const H = 841.89;

/** Every document is dated to the same instant, so a run gives the same bytes as the last one. */
const CREATED = new Date(Date.UTC(2026, 0, 2, 9, 0, 0));

export class Sheet {
  readonly doc: PDFKit.PDFDocument;

  constructor(title: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Producer: 'ERP', Creator: 'ERP', CreationDate: CREATED, ModDate: CREATED },
    });
  }

  pen(family: Family = 'Helvetica', size = 9): Pen<Sheet> {
    return new Pen(this, family, size);
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  ink(color: string): this {
    this.doc.fillColor(color);
    return this;
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    const path = o.radius ? d.roundedRect(x, y, w, h, o.radius) : d.rect(x, y, w, h);
    // Filled cells may also be framed; a cell with neither is framed in black.
    const painted = o.fill ? (o.stroke ? path.fillAndStroke(o.fill, o.stroke) : path.fill(o.fill)) : path.stroke(o.stroke ?? '#000000');
    painted.restore();
  }

  rule(x1: number, y: number, x2: number, o: { dash?: number; width?: number; color?: string } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y).lineTo(x2, y).stroke(o.color ?? '#000000');
    d.undash().restore();
  }

  vrule(x: number, y1: number, y2: number, color = '#000000'): void {
    this.doc.save().lineWidth(0.6).moveTo(x, y1).lineTo(x, y2).stroke(color).restore();
  }

  circle(x: number, y: number, r: number, fill: string): void {
    this.doc.save().circle(x, y, r).fill(fill).restore();
  }

  bytes(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}

// ---------------------------------------------------------------- spellings

export type MoneyStyle = 'es' | 'es €' | '€ es' | 'plain' | 'es EUR' | 'plain EUR';

/** Cents as a supplier prints them: `1.234,56`, `1.234,56 €`, `€ 1.234,56`, `1234,56`, `… EUR`. */
export function money(cents: bigint, style: MoneyStyle = 'es'): string {
  const negative = cents < 0n;
  const [whole, fraction] = formatScaled(negative ? -cents : cents, 2).split('.');
  const grouped = style.startsWith('plain') ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const n = `${negative ? '-' : ''}${grouped},${fraction}`;
  if (style === 'es €') return `${n} €`;
  if (style === '€ es') return `€ ${n}`;
  if (style.endsWith('EUR')) return `${n} EUR`;
  return n;
}

/** A quantity (scaled by 1000) with a decimal comma: `places` fixed, or as few as it needs. */
export function qty(scaled: bigint, places?: number): string {
  let text = formatScaled(scaled, 3);
  if (places === undefined) text = text.replace(/\.?0+$/, '');
  else text = formatScaled(divRound(scaled, 10n ** BigInt(3 - places)), places);
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}

export interface Day {
  y: number;
  m: number;
  d: number;
}

export type DateStyle = 'd/m/Y' | 'd-m-Y' | 'd.m.Y' | 'd.m.y' | 'Y-m-d' | 'd-mon-Y' | 'long-es' | 'long-ca' | 'long-gl';

const MONTHS: Record<'es' | 'ca' | 'gl', string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
};

const two = (n: number) => String(n).padStart(2, '0');

export function iso(day: Day): string {
  return `${day.y}-${two(day.m)}-${two(day.d)}`;
}

export function date(day: Day, style: DateStyle): string {
  const { y, m, d } = day;
  switch (style) {
    case 'd/m/Y': return `${two(d)}/${two(m)}/${y}`;
    case 'd-m-Y': return `${two(d)}-${two(m)}-${y}`;
    case 'd.m.Y': return `${two(d)}.${two(m)}.${y}`;
    case 'd.m.y': return `${two(d)}.${two(m)}.${String(y).slice(2)}`;
    case 'Y-m-d': return iso(day);
    case 'd-mon-Y': return `${two(d)}-${MONTHS.es[m - 1].slice(0, 3)}-${y}`;
    case 'long-ca': {
      const month = MONTHS.ca[m - 1];
      return `${d} ${/^[aeiou]/.test(month) ? `d'${month}` : `de ${month}`} de ${y}`;
    }
    case 'long-gl': return `${d} de ${MONTHS.gl[m - 1]} de ${y}`;
    default: return `${d} de ${MONTHS.es[m - 1]} de ${y}`;
  }
}

/** `day` plus `n` days. */
export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

// ---------------------------------------------------------------- figures

export interface Item {
  code?: string;
  description: string;
  /** Scaled by 1000. */
  qty: bigint;
  unit: string;
  /** Cents. */
  price: bigint;
  /** Line discount in percent, printed in its own column. */
  discount: number;
  /** Cents, after the line discount. */
  amount: bigint;
  rate: number;
}

/** A catalogue entry: description, unit, price in euros, the quantities drawn, VAT rate. */
export interface Offer {
  code?: string;
  description: string;
  unit: string;
  price: string;
  min: number;
  max: number;
  /** Quantities drawn in steps of 1 / `per` (4 gives quarters). */
  per?: number;
  rate?: number;
  discount?: number;
}

export function item(o: Offer, quantity: string): Item {
  const q = parseScaled(quantity, 3);
  const price = parseScaled(o.price, 2);
  if (q === null || price === null) throw new Error(`not a quantity or price: ${quantity} ${o.price}`);
  const gross = lineTotal(q, price);
  const discount = o.discount ?? 0;
  const amount = gross - divRound(gross * BigInt(Math.round(discount * 100)), 10000n);
  return { code: o.code, description: o.description, qty: q, unit: o.unit, price, discount, amount, rate: o.rate ?? 21 };
}

export class Rng extends Mulberry32 {
  constructor(label: string) {
    super(seedOf(`heldout-blind15:${label}`));
  }

  /** `n` offers of the catalogue in its own order, each with a quantity drawn from its range. */
  items(catalogue: readonly Offer[], n: number): Item[] {
    const chosen = new Set(this.sample(catalogue.map((_, i) => i), n));
    return catalogue.filter((_, i) => chosen.has(i)).map((o) => {
      const per = o.per ?? 1;
      const steps = this.int(o.min * per, o.max * per);
      return item(o, String(steps / per));
    });
  }

  day(month: number): Day {
    return { y: 2026, m: month, d: this.int(2, 28) };
  }
}

export interface RateRow {
  rate: number;
  base: bigint;
  vat: bigint;
}

export interface Figures {
  gross: bigint;
  discountPct: number;
  discount: bigint;
  base: bigint;
  rates: RateRow[];
  vat: bigint;
  irpfPct: number;
  irpf: bigint;
  total: bigint;
  reverse: boolean;
}

/**
 * Base, VAT by rate, IRPF and total of a document's lines, in cents: a prompt-payment discount
 * off each rate's lines, VAT rounded per rate, IRPF on the base, nothing charged under reverse
 * charge.
 */
export function figuresOf(items: readonly Item[], o: { discountPct?: number; irpfPct?: number; reverse?: boolean } = {}): Figures {
  const discountPct = o.discountPct ?? 0;
  const rates: RateRow[] = [];
  let discount = 0n;
  for (const rate of [...new Set(items.map((i) => i.rate))].sort((a, b) => a - b)) {
    const lines = sumCents(items.filter((i) => i.rate === rate).map((i) => i.amount));
    const off = divRound(lines * BigInt(Math.round(discountPct * 100)), 10000n);
    discount += off;
    const base = lines - off;
    rates.push({ rate: o.reverse ? 0 : rate, base, vat: o.reverse ? 0n : divRound(base * BigInt(rate), 100n) });
  }
  const gross = sumCents(items.map((i) => i.amount));
  const base = gross - discount;
  const vat = sumCents(rates.map((r) => r.vat));
  const irpfPct = o.irpfPct ?? 0;
  const irpf = divRound(base * BigInt(irpfPct), 100n);
  const figures = { gross, discountPct, discount, base, rates, vat, irpfPct, irpf, total: base + vat - irpf, reverse: o.reverse ?? false };
  assertCloses(items, figures);
  return figures;
}

/** Throws unless the lines, the rates' rows and the totals add up to the cent. */
export function assertCloses(items: readonly Item[], f: Figures): void {
  for (const i of items) {
    const gross = lineTotal(i.qty, i.price);
    if (i.amount !== gross - divRound(gross * BigInt(Math.round(i.discount * 100)), 10000n)) throw new Error(`line does not close: ${i.description}`);
  }
  const ok =
    sumCents(items.map((i) => i.amount)) === f.gross &&
    f.gross - f.discount === f.base &&
    sumCents(f.rates.map((r) => r.base)) === f.base &&
    sumCents(f.rates.map((r) => r.vat)) === f.vat &&
    f.base + f.vat - f.irpf === f.total;
  if (!ok) throw new Error('figures do not close');
}

// ---------------------------------------------------------------- parties and truth

export interface Party {
  name: string;
  /** As printed, e.g. `B-46170890`. */
  nif: string;
  lines: string[];
}

/** Throws unless a printed tax id carries its right control character. */
export function validNif(printed: string): string {
  const normalized = normalizeNif(printed);
  const check = checkNif(normalized);
  if (!check.ok || check.kind === 'foreign') throw new Error(`tax id ${printed} ${check.ok ? 'is not Spanish' : check.reason}`);
  return normalized;
}

export const BUYERS: readonly Party[] = [
  { name: 'Construcciones Arlanza Vega, S.A.', nif: 'A-82133760', lines: ['Avda. de Cantabria, 41', '09006 Burgos'] },
  { name: 'Edificaciones Montesol del Sur, S.L.', nif: 'B18720458', lines: ['C/ Recogidas, 12, 3º', '18005 Granada'] },
  { name: 'UTE Hospital Comarcal Baztán', nif: 'U-19345271', lines: ['Ctra. N-121-B, km 52', '31700 Elizondo (Navarra)'] },
];

export interface InvoiceFacts {
  number: string;
  issued?: Day;
  due?: Day;
  seller: Party;
  /** The seller's name as the truth spells it (the printed legal name). */
  sellerName?: string;
  figures: Figures;
  /** The printed total when it differs from the figures' (hard documents only). */
  printedTotal?: bigint;
}

export function invoiceTruth(f: InvoiceFacts): ExpectedInvoice {
  return {
    invoice_number: f.number,
    ...(f.issued ? { issue_date: iso(f.issued) } : {}),
    ...(f.due ? { due_date: iso(f.due) } : {}),
    provider_nif: validNif(f.seller.nif),
    provider_name: f.sellerName ?? f.seller.name,
    subtotal_amount: Number(f.figures.base),
    tax_amount: Number(f.figures.vat),
    withholding_amount: Number(f.figures.irpf),
    total_amount: Number(f.printedTotal ?? f.figures.total),
    currency: 'EUR',
    reverse_charge: f.figures.reverse,
  };
}

export function lineTruth(i: Item): ExpectedLine {
  if (i.discount) throw new Error('a valued note line is printed without a discount');
  return { description: i.description, quantity: Number(formatScaled(i.qty, 3)), unit: i.unit, unit_price: Number(i.price), subtotal: Number(i.amount) };
}

export function noteTruth(n: { number: string; day: Day; seller: Party; sellerName?: string; items: readonly Item[]; printedSum?: bigint }): ExpectedNote {
  return {
    delivery_note_number: n.number,
    delivery_date: iso(n.day),
    provider_nif: validNif(n.seller.nif),
    provider_name: n.sellerName ?? n.seller.name,
    subtotal_amount: Number(n.printedSum ?? sumCents(n.items.map((i) => i.amount))),
    line_items: n.items.map(lineTruth),
  };
}

export interface Made {
  id: string;
  layout: string;
  buyer: Party;
  sheet: Sheet;
  hard?: string;
}

export async function invoiceDocument(m: Made, truth: ExpectedInvoice): Promise<CorpusDocument> {
  return { id: m.id, layout: m.layout, kind: 'invoice', expectComplete: !m.hard, ...(m.hard ? { why: m.hard } : {}), bytes: await m.sheet.bytes(), buyerNif: validNif(m.buyer.nif), expected: truth };
}

export async function noteDocument(m: Made, truth: ExpectedNote): Promise<CorpusDocument> {
  return { id: m.id, layout: m.layout, kind: 'delivery_note', expectComplete: !m.hard, ...(m.hard ? { why: m.hard } : {}), bytes: await m.sheet.bytes(), buyerNif: validNif(m.buyer.nif), expected: truth };
}

/** `pct` % of `cents`, rounded half away from zero. */
export function divRoundPct(cents: bigint, pct: number): bigint {
  return divRound(cents * BigInt(pct), 100n);
}
