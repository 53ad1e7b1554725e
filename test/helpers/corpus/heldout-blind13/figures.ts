import { divRound, lineTotal, sumCents } from '../../../../src/platform/money.js';
import { Mulberry32, seedOf } from '../rng.js';
import type { Family } from '../pen.js';
import type { DateStyle, Day, MoneyStyle } from './kit.js';

/**
 * The figures of blind set 13's documents, worked in integer cents with the platform's money
 * arithmetic (docs/document-extraction.md#measuring-it): lines, discounts, VAT per rate, IRPF and
 * totals, and a check that throws when a regular document's figures do not close.
 */

export class Rng extends Mulberry32 {
  constructor(label: string) {
    super(seedOf(`heldout-blind13/${label}`));
  }
}

export interface Supplier {
  name: string;
  /** A brand printed above the legal name, when the supplier has one. */
  brand?: string;
  nif: string;
  street: string;
  city: string;
  phone: string;
  family: Family;
  dates: DateStyle;
  amounts: MoneyStyle;
  /** Printed only in the registry footer. */
  idInFooterOnly?: boolean;
  registry?: string;
}

export interface Buyer {
  name: string;
  nif: string;
  street: string;
  city: string;
}

export interface Item {
  code: string;
  desc: string;
  unit: string;
  /** Cents. */
  price: number;
  /** Thousandths: smallest and largest quantity and the step. */
  q: [number, number, number];
  rate?: number;
}

export interface Line {
  code: string;
  desc: string;
  unit: string;
  q3: number;
  price: number;
  discount: number;
  amount: number;
  rate: number;
}

export interface Figures {
  lines: Line[];
  gross: number;
  discountPct: number;
  discount: number;
  base: number;
  vats: { rate: number; base: number; tax: number }[];
  tax: number;
  irpfPct: number;
  irpf: number;
  total: number;
  reverse: boolean;
}

export function pickLines(rng: Rng, items: readonly Item[], n: number, lineDiscounts = false): Line[] {
  return rng.sample(items, n).map((it) => {
    const [lo, hi, step] = it.q;
    const q3 = lo + step * rng.int(0, Math.floor((hi - lo) / step));
    const discount = lineDiscounts ? rng.pick([0, 5, 10, 12, 15]) : 0;
    const listAmount = Number(lineTotal(BigInt(q3), BigInt(it.price)));
    const amount = discount ? Number(divRound(BigInt(listAmount) * BigInt(100 - discount), 100n)) : listAmount;
    return { code: it.code, desc: it.desc, unit: it.unit, q3, price: it.price, discount, amount, rate: it.rate ?? 21 };
  });
}

export function figures(lines: Line[], o: { discountPct?: number; irpfPct?: number; reverse?: boolean } = {}): Figures {
  const gross = Number(sumCents(lines.map((l) => l.amount)));
  const discountPct = o.discountPct ?? 0;
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => a - b);
  const vats = rates.map((rate) => {
    const g = Number(sumCents(lines.filter((l) => l.rate === rate).map((l) => l.amount)));
    const base = g - Number(divRound(BigInt(g) * BigInt(discountPct), 100n));
    const tax = o.reverse ? 0 : Number(divRound(BigInt(base) * BigInt(rate), 100n));
    return { rate: o.reverse ? 0 : rate, base, tax };
  });
  const base = Number(sumCents(vats.map((v) => v.base)));
  const discount = gross - base;
  const tax = Number(sumCents(vats.map((v) => v.tax)));
  const irpfPct = o.irpfPct ?? 0;
  const irpf = Number(divRound(BigInt(base) * BigInt(irpfPct), 100n));
  const total = base + tax - irpf;
  const f = { lines, gross, discountPct, discount, base, vats, tax, irpfPct, irpf, total, reverse: !!o.reverse };
  closes(f);
  return f;
}

/** Throws when the figures do not close in cents. */
export function closes(f: Figures): void {
  for (const l of f.lines) {
    const list = Number(lineTotal(BigInt(l.q3), BigInt(l.price)));
    const want = l.discount ? Number(divRound(BigInt(list) * BigInt(100 - l.discount), 100n)) : list;
    if (want !== l.amount) throw new Error(`line ${l.desc} does not close`);
  }
  if (Number(sumCents(f.lines.map((l) => l.amount))) !== f.gross) throw new Error('gross does not close');
  if (f.gross - f.discount !== f.base) throw new Error('base does not close');
  if (f.base + f.tax - f.irpf !== f.total) throw new Error('total does not close');
}

export function day(rng: Rng): Day {
  const m = rng.int(1, 11);
  return { y: 2026, m, d: rng.int(1, 28) };
}
