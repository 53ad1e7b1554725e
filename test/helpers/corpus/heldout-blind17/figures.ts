import { divRound, lineTotal, parseScaled, QUANTITY_SCALE, sumCents } from '../../../../src/platform/money.js';
import type { ExpectedLine } from '../types.js';

/**
 * The figures of the seventeenth blind set's documents, in integer cents with the platform's
 * rounding (half away from zero): lines, discounts, base per VAT rate, VAT, IRPF and total.
 * `closed` throws when a regular document's figures do not add up.
 */

export interface LineIn {
  code?: string;
  desc: string;
  /** Decimal text, e.g. `12.5`. */
  qty: string;
  unit: string;
  /** Cents per unit. */
  price: number;
  /** Line discount in whole percent. */
  disc?: number;
  /** VAT rate of the line when the document mixes rates. */
  rate?: number;
}

export interface LineOut extends LineIn {
  gross: bigint;
  amount: bigint;
}

export interface RateRow {
  rate: number;
  base: bigint;
  vat: bigint;
}

export interface Figures {
  lines: LineOut[];
  /** Sum of the lines' amounts. */
  gross: bigint;
  /** Prompt-payment discount: its rate in whole percent and its amount. */
  promptPct: number;
  prompt: bigint;
  /** Taxable base after that discount, split by VAT rate in `rates`. */
  base: bigint;
  rates: RateRow[];
  vat: bigint;
  /** Withholding (IRPF): its rate and amount, deducted from the total. */
  irpfPct: number;
  irpf: bigint;
  reverse: boolean;
  total: bigint;
}

function quantity(text: string): bigint {
  const q = parseScaled(text, QUANTITY_SCALE);
  if (q === null) throw new Error(`blind17: bad quantity ${text}`);
  return q;
}

export function priced(lines: LineIn[]): LineOut[] {
  return lines.map((l) => {
    const gross = lineTotal(quantity(l.qty), BigInt(l.price));
    const amount = l.disc ? gross - divRound(gross * BigInt(l.disc), 100n) : gross;
    return { ...l, gross, amount };
  });
}

export interface Terms {
  rate?: number;
  promptPct?: number;
  irpfPct?: number;
  reverse?: boolean;
}

export function invoiceFigures(lines: LineIn[], t: Terms = {}): Figures {
  const out = priced(lines);
  const gross = sumCents(out.map((l) => l.amount));
  const promptPct = t.promptPct ?? 0;
  const prompt = divRound(gross * BigInt(promptPct), 100n);
  const base = gross - prompt;
  const byRate = new Map<number, bigint>();
  for (const l of out) {
    const r = l.rate ?? t.rate ?? 21;
    byRate.set(r, (byRate.get(r) ?? 0n) + l.amount);
  }
  if (byRate.size > 1 && prompt !== 0n) throw new Error('blind17: a prompt-payment discount over mixed rates');
  const rates = [...byRate.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([rate, b]) => {
      const rb = byRate.size === 1 ? base : b;
      return { rate, base: rb, vat: t.reverse ? 0n : divRound(rb * BigInt(rate), 100n) };
    });
  const vat = sumCents(rates.map((r) => r.vat));
  const irpfPct = t.irpfPct ?? 0;
  const irpf = divRound(base * BigInt(irpfPct), 100n);
  return { lines: out, gross, promptPct, prompt, base, rates, vat, irpfPct, irpf, total: base + vat - irpf, reverse: t.reverse ?? false };
}

/** Throws unless the lines, discount, base, VAT, IRPF and total close in cents. */
export function closed(f: Figures): Figures {
  const gross = sumCents(f.lines.map((l) => l.amount));
  const ok =
    gross === f.gross &&
    f.base === f.gross - f.prompt &&
    sumCents(f.rates.map((r) => r.base)) === f.base &&
    f.rates.every((r) => r.vat === (f.reverse ? 0n : divRound(r.base * BigInt(r.rate), 100n))) &&
    f.vat === sumCents(f.rates.map((r) => r.vat)) &&
    f.irpf === divRound(f.base * BigInt(f.irpfPct), 100n) &&
    f.total === f.base + f.vat - f.irpf &&
    f.lines.every((l) => l.gross === lineTotal(quantity(l.qty), BigInt(l.price)));
  if (!ok) throw new Error('blind17: figures do not close');
  return f;
}

/** A note's lines as the truth holds them (no discounts on notes). */
export function expectedLines(lines: LineOut[]): ExpectedLine[] {
  return lines.map((l) => {
    if (l.disc) throw new Error('blind17: a note line with a discount');
    return { description: l.desc, quantity: Number(l.qty), unit: l.unit, unit_price: l.price, subtotal: Number(l.amount) };
  });
}
