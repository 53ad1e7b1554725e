import { divRound, lineTotal, parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import type { ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';

/**
 * The figures of the twentieth blind set: money in integer cents (BigInt), quantities as decimals
 * of at most three places, and the ways its suppliers print them. Every regular document's lines,
 * base, VAT, withholding and total are worked out here and checked to close; every tax id is
 * checked for its control character. Either failing throws (docs/document-extraction.md#measuring-it).
 */

export type MoneyLook = 'es' | 'es-eur' | 'pre' | 'plain' | 'plain-eur';
export type DateLook = 'dmy' | 'dmy-' | 'dmy.yy' | 'iso' | 'mon' | 'long' | 'long-gl' | 'd/m/yy';

/** `1.234,56` (grouped) or `1234,56`. */
export function amount(cents: bigint, grouped = true): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0');
  const w = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${negative ? '-' : ''}${w},${frac}`;
}

export function money(cents: bigint, look: MoneyLook): string {
  switch (look) {
    case 'es':
      return `${amount(cents)} €`;
    case 'es-eur':
      return `${amount(cents)} EUR`;
    case 'pre':
      return `€ ${amount(cents)}`;
    case 'plain':
      return amount(cents, false);
    case 'plain-eur':
      return `${amount(cents, false)} EUR`;
  }
}

/** A quantity with `places` decimals and a thousands dot. */
export function qty(q: number, places = 0): string {
  const [whole, frac = ''] = q.toFixed(places).split('.');
  const w = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return places > 0 ? `${w},${frac}` : w;
}

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_GL = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];

export function date(iso: string, look: DateLook): string {
  const [y, m, d] = iso.split('-');
  const mi = Number(m) - 1;
  switch (look) {
    case 'dmy':
      return `${d}/${m}/${y}`;
    case 'dmy-':
      return `${d}-${m}-${y}`;
    case 'dmy.yy':
      return `${d}.${m}.${y.slice(2)}`;
    case 'iso':
      return iso;
    case 'mon':
      return `${d}-${MONTHS_ES[mi].slice(0, 3)}-${y}`;
    case 'long':
      return `${Number(d)} de ${MONTHS_ES[mi]} de ${y}`;
    case 'long-gl':
      return `${Number(d)} de ${MONTHS_GL[mi]} de ${y}`;
    case 'd/m/yy':
      return `${Number(d)}/${Number(m)}/${y.slice(2)}`;
  }
}

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The id as printed must carry its control character, or this throws. */
export function checkedNif(printed: string): string {
  const n = normalizeNif(printed);
  const check = checkNif(n);
  if (!check.ok || check.kind === 'foreign') throw new Error(`tax id ${printed} ${check.ok ? 'is not Spanish' : check.reason}`);
  return n;
}

export interface Item {
  code?: string;
  description: string;
  quantity: number;
  unit: string;
  price: bigint;
  /** A line discount in whole percent. */
  discount?: number;
  rate: number;
  /** quantity × price, before the line discount. */
  gross: bigint;
  amount: bigint;
}

export function item(description: string, quantity: number, unit: string, priceCents: number, o: { code?: string; discount?: number; rate?: number } = {}): Item {
  const q = parseScaled(quantity, QUANTITY_SCALE);
  if (q === null) throw new Error(`quantity ${quantity} has more than ${QUANTITY_SCALE} places`);
  const price = BigInt(priceCents);
  const gross = lineTotal(q, price);
  const amount = o.discount ? gross - divRound(gross * BigInt(o.discount), 100n) : gross;
  return { code: o.code, description, quantity, unit, price, discount: o.discount, rate: o.rate ?? 21, gross, amount };
}

export interface Totals {
  gross: bigint;
  promptPct: number;
  prompt: bigint;
  base: bigint;
  rates: { rate: number; base: bigint; vat: bigint }[];
  vat: bigint;
  irpfPct: number;
  irpf: bigint;
  total: bigint;
  reverse: boolean;
}

const RATES_IN_FORCE = [21, 10];

/**
 * Base, VAT per rate, withholding and total of `items`. A prompt-payment discount comes off the
 * gross before the base and is split over the rates in proportion; reverse charge prints no VAT.
 * `anyRate` lets a hard document print a rate no longer in force.
 */
export function totals(items: Item[], o: { promptPct?: number; irpfPct?: number; reverse?: boolean; anyRate?: boolean } = {}): Totals {
  const gross = items.reduce((s, i) => s + i.amount, 0n);
  const promptPct = o.promptPct ?? 0;
  const prompt = divRound(gross * BigInt(promptPct), 100n);
  const base = gross - prompt;
  const byRate = new Map<number, bigint>();
  for (const i of items) {
    if (!o.anyRate && !RATES_IN_FORCE.includes(i.rate)) throw new Error(`VAT ${i.rate} % is not in force`);
    byRate.set(i.rate, (byRate.get(i.rate) ?? 0n) + i.amount);
  }
  const entries = [...byRate.entries()].sort((a, b) => a[0] - b[0]);
  let left = prompt;
  const rates = entries.map(([rate, g], idx) => {
    const share = idx === entries.length - 1 ? left : divRound(prompt * g, gross);
    left -= share;
    const b = g - share;
    return { rate, base: b, vat: o.reverse ? 0n : divRound(b * BigInt(rate), 100n) };
  });
  const vat = rates.reduce((s, r) => s + r.vat, 0n);
  const irpfPct = o.irpfPct ?? 0;
  const irpf = divRound(base * BigInt(irpfPct), 100n);
  const t: Totals = { gross, promptPct, prompt, base, rates, vat, irpfPct, irpf, total: base + vat - irpf, reverse: !!o.reverse };
  closes(items, t);
  return t;
}

/** Throws unless the lines, base, VAT, withholding and total close in cents. */
export function closes(items: Item[], t: Totals): void {
  const fail = (what: string) => {
    throw new Error(`figures do not close: ${what}`);
  };
  for (const i of items) {
    const q = parseScaled(i.quantity, QUANTITY_SCALE) as bigint;
    if (lineTotal(q, i.price) !== i.gross) fail(`line ${i.description}`);
  }
  if (items.reduce((s, i) => s + i.amount, 0n) !== t.gross) fail('gross');
  if (t.gross - t.prompt !== t.base) fail('base');
  if (t.rates.reduce((s, r) => s + r.base, 0n) !== t.base) fail('rate bases');
  if (t.rates.reduce((s, r) => s + r.vat, 0n) !== t.vat) fail('vat');
  if (t.base + t.vat - t.irpf !== t.total) fail('total');
}

export interface InvoiceHead {
  number: string;
  issue?: string;
  due?: string;
  nif?: string;
  name: string;
}

export function invoiceTruth(h: InvoiceHead, t: Totals): ExpectedInvoice {
  const out: ExpectedInvoice = {
    invoice_number: h.number,
    provider_name: h.name,
    subtotal_amount: Number(t.base),
    tax_amount: Number(t.vat),
    withholding_amount: Number(t.irpf),
    total_amount: Number(t.total),
    currency: 'EUR',
    reverse_charge: t.reverse,
  };
  if (h.issue) out.issue_date = h.issue;
  if (h.due) out.due_date = h.due;
  if (h.nif) out.provider_nif = h.nif;
  return out;
}

export function lineTruth(i: Item): ExpectedLine {
  return { description: i.description, quantity: i.quantity, unit: i.unit, unit_price: Number(i.price), subtotal: Number(i.amount) };
}

export function noteTruth(h: { number: string; date: string; nif: string; name: string }, items: Item[]): ExpectedNote {
  return {
    delivery_note_number: h.number,
    delivery_date: h.date,
    provider_nif: h.nif,
    provider_name: h.name,
    subtotal_amount: Number(items.reduce((s, i) => s + i.amount, 0n)),
    line_items: items.map(lineTruth),
  };
}
