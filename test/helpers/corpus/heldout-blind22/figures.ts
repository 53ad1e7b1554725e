import { divRound, lineTotal, parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import type { ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';
import type { Party } from './parties.js';

/**
 * The figures of the set's documents in integer cents (src/platform/money.ts): each line's
 * quantity × price rounded half away from zero, the base, the VAT per rate, the withholding and
 * the total. A regular document whose printed figures do not close makes the generator throw.
 */

export interface Line {
  description: string;
  /** Quantity and unit as printed; the price in cents per unit. */
  qty: number;
  unit: string;
  price: number;
  /** The supplier's article code, when it prints one. */
  code?: string;
  /** Line discount, whole percent. */
  discount?: number;
  /** VAT rate of the line; 21 unless said. */
  rate?: number;
  /** The line's date or other leading column (a hire day, a dive). */
  when?: string;
}

export interface Figures {
  /** Net amount of each line, cents. */
  amounts: number[];
  gross: number;
  /** Prompt-payment or trade discount before the base. */
  discount: number;
  base: number;
  byRate: Array<{ rate: number; base: number; vat: number }>;
  vat: number;
  irpf: number;
  total: number;
}

export interface FigureTerms {
  reverse?: boolean;
  /** IRPF percent withheld. */
  irpf?: number;
  /** Percent off the gross before the base. */
  discount?: number;
}

function cents(big: bigint): number {
  const n = Number(big);
  if (!Number.isSafeInteger(n)) throw new Error('amount out of range');
  return n;
}

/** `round(qty × price)` less the line's discount, in cents. */
export function lineAmount(line: Pick<Line, 'qty' | 'price' | 'discount'>): number {
  const q = parseScaled(line.qty, QUANTITY_SCALE);
  if (q === null) throw new Error(`quantity ${line.qty} has more than ${QUANTITY_SCALE} places`);
  if (!Number.isInteger(line.price)) throw new Error(`price ${line.price} is not whole cents`);
  const gross = lineTotal(q, BigInt(line.price));
  return cents(gross - divRound(gross * BigInt(line.discount ?? 0), 100n));
}

export const percentOf = (base: number, rate: number) => cents(divRound(BigInt(base) * BigInt(Math.round(rate * 100)), 10000n));

export function figures(lines: Line[], terms: FigureTerms = {}): Figures {
  const amounts = lines.map(lineAmount);
  const gross = amounts.reduce((a, b) => a + b, 0);
  const discount = terms.discount ? percentOf(gross, terms.discount) : 0;
  const rates = [...new Set(lines.map((l) => l.rate ?? 21))].sort((a, b) => a - b);
  // The discount before the base is shared out rate by rate, the last rate taking the remainder.
  let left = discount;
  const byRate = rates.map((rate, i) => {
    const g = lines.reduce((a, l, k) => a + ((l.rate ?? 21) === rate ? (amounts[k] as number) : 0), 0);
    const share = i === rates.length - 1 ? left : gross === 0 ? 0 : cents(divRound(BigInt(discount) * BigInt(g), BigInt(gross)));
    left -= share;
    const base = g - share;
    return { rate, base, vat: terms.reverse ? 0 : percentOf(base, rate) };
  });
  const base = gross - discount;
  const vat = byRate.reduce((a, r) => a + r.vat, 0);
  const irpf = terms.irpf ? percentOf(base, terms.irpf) : 0;
  return { amounts, gross, discount, base, byRate, vat, irpf, total: base + vat - irpf };
}

/** Throws unless the printed figures close: lines to gross, gross less discount to base, VAT per rate, total. */
export function assertCloses(f: Figures, terms: FigureTerms, label: string): void {
  const problems = closingProblems(f, terms);
  if (problems.length) throw new Error(`${label}: figures do not close (${problems.join('; ')})`);
}

export function closingProblems(f: Figures, terms: FigureTerms): string[] {
  const out: string[] = [];
  if (f.amounts.reduce((a, b) => a + b, 0) !== f.gross) out.push('lines ≠ gross');
  if (f.gross - f.discount !== f.base) out.push('gross − discount ≠ base');
  if (f.byRate.reduce((a, r) => a + r.base, 0) !== f.base) out.push('rate bases ≠ base');
  for (const r of f.byRate) if (r.vat !== (terms.reverse ? 0 : percentOf(r.base, r.rate))) out.push(`VAT at ${r.rate} %`);
  if (f.byRate.reduce((a, r) => a + r.vat, 0) !== f.vat) out.push('VAT rows ≠ VAT');
  if (f.irpf !== (terms.irpf ? percentOf(f.base, terms.irpf) : 0)) out.push('IRPF');
  if (f.base + f.vat - f.irpf !== f.total) out.push('base + VAT − IRPF ≠ total');
  return out;
}

export function expectedInvoice(o: {
  number: string;
  issue?: string;
  due?: string;
  supplier: Party;
  figures: Figures;
  reverse?: boolean;
  /** Whether the total is printed at all. */
  total?: boolean;
}): ExpectedInvoice {
  const e: ExpectedInvoice = {
    invoice_number: o.number,
    provider_nif: o.supplier.nif,
    provider_name: o.supplier.name,
    subtotal_amount: o.figures.base,
    tax_amount: o.figures.vat,
    withholding_amount: o.figures.irpf,
    total_amount: o.figures.total,
    currency: 'EUR',
    reverse_charge: o.reverse ?? false,
  };
  if (o.issue) e.issue_date = o.issue;
  if (o.due) e.due_date = o.due;
  if (o.total === false) delete e.total_amount;
  return e;
}

export function expectedNote(o: { number: string; delivery: string; supplier: Party; lines: Line[]; amounts: number[] }): ExpectedNote {
  const line_items: ExpectedLine[] = o.lines.map((l, i) => ({
    description: l.description,
    quantity: l.qty,
    unit: l.unit,
    unit_price: l.price,
    subtotal: o.amounts[i] as number,
  }));
  return {
    delivery_note_number: o.number,
    delivery_date: o.delivery,
    provider_nif: o.supplier.nif,
    provider_name: o.supplier.name,
    subtotal_amount: o.amounts.reduce((a, b) => a + b, 0),
    line_items,
  };
}
