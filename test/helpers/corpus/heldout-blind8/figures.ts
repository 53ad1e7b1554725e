import { divRound, lineTotal, parseScaled, QUANTITY_SCALE, sumCents } from '../../../../src/platform/money.js';
import { Mulberry32 } from '../rng.js';
import type { ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';

/**
 * The eighth blind set's figures: lines priced with the platform's money rules (integer cents,
 * halves away from zero), invoice totals per VAT rate with prompt-payment discount, IRPF and
 * reverse charge, the ways suppliers print amounts, quantities and dates, and the truths.
 */

export class Dice extends Mulberry32 {
  /** A decimal text in [min, max] with `places` decimals, e.g. `"128.40"`. */
  decimal(min: number, max: number, places: number): string {
    const f = 10 ** places;
    const n = this.int(Math.round(min * f), Math.round(max * f));
    return places ? `${Math.floor(n / f)}.${String(n % f).padStart(places, '0')}` : String(n);
  }

  /** A price in cents in [min, max] euros, a multiple of `step` cents. */
  cents(min: number, max: number, step = 5): number {
    return this.int(Math.round((min * 100) / step), Math.round((max * 100) / step)) * step;
  }
}

export interface Item {
  code?: string;
  text: string;
  /** Decimal text, at most three places. */
  qty: string;
  unit: string;
  /** Cents. */
  price: number;
  /** A line discount in percent, decimal text (`"12.5"`). */
  disc?: string;
  rate?: 10 | 21;
}

export interface Row extends Item {
  amount: number;
  rate: 10 | 21;
}

export function priced(items: Item[]): Row[] {
  return items.map((item) => {
    const q = parseScaled(item.qty, QUANTITY_SCALE);
    if (q === null) throw new Error(`quantity ${item.qty} has more than three places`);
    let amount = lineTotal(q, BigInt(item.price));
    if (item.disc) amount = divRound(amount * (1000n - parseScaled(item.disc, 1)!), 1000n);
    return { ...item, rate: item.rate ?? 21, amount: Number(amount) };
  });
}

export interface Totals {
  rows: Row[];
  gross: number;
  prompt?: { pct: string; amount: number };
  base: number;
  rates: Array<{ rate: 10 | 21; base: number; vat: number }>;
  vat: number;
  irpfPct: number;
  irpf: number;
  total: number;
  reverse: boolean;
}

export function totals(rows: Row[], o: { prompt?: string; irpf?: number; reverse?: boolean } = {}): Totals {
  const gross = Number(sumCents(rows.map((r) => r.amount)));
  const rateList = [...new Set(rows.map((r) => r.rate))].sort((a, b) => a - b);
  if (o.prompt && rateList.length > 1) throw new Error('a prompt-payment discount is printed on single-rate invoices only');
  const prompt = o.prompt ? { pct: o.prompt, amount: Number(divRound(BigInt(gross) * parseScaled(o.prompt, 1)!, 1000n)) } : undefined;
  const rates = rateList.map((rate) => {
    const base = Number(sumCents(rows.filter((r) => r.rate === rate).map((r) => r.amount))) - (prompt?.amount ?? 0);
    return { rate, base, vat: o.reverse ? 0 : Number(divRound(BigInt(base) * BigInt(rate), 100n)) };
  });
  const base = Number(sumCents(rates.map((r) => r.base)));
  const vat = Number(sumCents(rates.map((r) => r.vat)));
  const irpfPct = o.irpf ?? 0;
  const irpf = Number(divRound(BigInt(base) * BigInt(irpfPct), 100n));
  const t = { rows, gross, prompt, base, rates, vat, irpfPct, irpf, total: base + vat - irpf, reverse: o.reverse ?? false };
  assertCloses(t);
  return t;
}

/** Throws unless every printed figure follows from the lines. */
export function assertCloses(t: Totals): void {
  for (const r of t.rows) {
    const expected = priced([r])[0].amount;
    if (expected !== r.amount) throw new Error(`${r.text}: ${r.amount} is not ${r.qty} × ${r.price}`);
  }
  const gross = t.rows.reduce((a, r) => a + r.amount, 0);
  if (gross !== t.gross || gross - (t.prompt?.amount ?? 0) !== t.base) throw new Error('the base is not the sum of the lines');
  if (t.rates.reduce((a, r) => a + r.base, 0) !== t.base || t.rates.reduce((a, r) => a + r.vat, 0) !== t.vat) throw new Error('the rate grid does not close');
  if (t.base + t.vat - t.irpf !== t.total) throw new Error('the total does not close');
  if (!Number.isInteger(t.total)) throw new Error('figures must be integer cents');
}

// --- what suppliers print ------------------------------------------------------------------

export type MoneyStyle = 'dot€' | 'dot' | '€dot' | 'plain' | 'dotEUR' | 'plainEUR';

function grouped(cents: number, group: string): string {
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`;
}

export function money(cents: number, style: MoneyStyle): string {
  switch (style) {
    case 'dot€':
      return `${grouped(cents, '.')} €`;
    case 'dot':
      return grouped(cents, '.');
    case '€dot':
      return `€ ${grouped(cents, '.')}`;
    case 'plain':
      return grouped(cents, '');
    case 'dotEUR':
      return `${grouped(cents, '.')} EUR`;
    case 'plainEUR':
      return `${grouped(cents, '')} EUR`;
  }
}

/** A quantity's decimal text printed Spanish-style, with `places` decimals when given. */
export function quantity(qty: string, places?: number, group = '.'): string {
  const [whole, frac = ''] = qty.split('.');
  const w = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const f = places === undefined ? frac.replace(/0+$/, '') : frac.padEnd(places, '0').slice(0, places);
  if (places !== undefined && frac.replace(/0+$/, '').length > places) throw new Error(`${qty} printed with ${places} places`);
  return f ? `${w},${f}` : w;
}

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_CA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];

export type DateStyle = 'd/m/Y' | 'd-m-Y' | 'd.m.Y' | 'd/m/y' | 'd.m.y' | 'Y-m-d' | 'long' | 'long-ca' | 'd-mon-Y' | 'dd/mm/Y';

export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const day = String(Number(d));
  const month = Number(m) - 1;
  switch (style) {
    case 'd/m/Y':
      return `${d}/${m}/${y}`;
    case 'dd/mm/Y':
      return `${day}/${Number(m)}/${y}`;
    case 'd-m-Y':
      return `${d}-${m}-${y}`;
    case 'd.m.Y':
      return `${d}.${m}.${y}`;
    case 'd/m/y':
      return `${d}/${m}/${y.slice(2)}`;
    case 'd.m.y':
      return `${d}.${m}.${y.slice(2)}`;
    case 'Y-m-d':
      return iso;
    case 'long':
      return `${day} de ${MONTHS_ES[month]} de ${y}`;
    case 'long-ca':
      return `${day} ${/^[aeiou]/.test(MONTHS_CA[month]) ? "d'" : 'de '}${MONTHS_CA[month]} de ${y}`;
    case 'd-mon-Y':
      return `${d}-${MONTHS_ES[month].slice(0, 3)}-${y}`;
  }
}

/** `iso` plus `days` days, as a calendar date. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00.000Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** A working day of 2026 in the months given, drawn from the dice. */
export function dayIn(dice: Dice, months: number[]): string {
  for (;;) {
    const m = dice.pick(months);
    const d = dice.int(1, 28);
    const iso = `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const wd = new Date(`${iso}T00:00:00.000Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) return iso;
  }
}

// --- truths --------------------------------------------------------------------------------

export function invoiceTruth(o: { number: string; issue?: string; due?: string; nif?: string; name: string; t: Totals }): ExpectedInvoice {
  const e: ExpectedInvoice = {
    invoice_number: o.number,
    provider_name: o.name,
    subtotal_amount: o.t.base,
    tax_amount: o.t.vat,
    withholding_amount: o.t.irpf,
    total_amount: o.t.total,
    currency: 'EUR',
    reverse_charge: o.t.reverse,
  };
  if (o.issue) e.issue_date = o.issue;
  if (o.due) e.due_date = o.due;
  if (o.nif) e.provider_nif = o.nif;
  return e;
}

export function noteTruth(o: { number: string; date: string; nif: string; name: string; rows: Row[]; subtotal?: number }): ExpectedNote {
  const sum = o.rows.reduce((a, r) => a + r.amount, 0);
  const lines: ExpectedLine[] = o.rows.map((r) => ({ description: r.text, quantity: Number(r.qty), unit: r.unit, unit_price: r.price, subtotal: r.amount }));
  return { delivery_note_number: o.number, delivery_date: o.date, provider_nif: o.nif, provider_name: o.name, subtotal_amount: o.subtotal ?? sum, line_items: lines };
}
