/**
 * The figures of a document in integer cents, and the check that they close: every line
 * `round(quantity × price)` (half away from zero) less its discount, the base their sum, the VAT
 * of each rate rounded once, the withholding, the total. A regular document that does not close
 * stops the generator.
 */
import { divRound, formatScaled, lineTotal, QUANTITY_SCALE } from '../../../../src/platform/money.js';

export interface Line {
  code?: string;
  description: string;
  /** Scaled by 10^QUANTITY_SCALE. */
  quantity: bigint;
  unit: string;
  /** Cents. */
  price: bigint;
  /** Whole percent, 0 when none. */
  discount: number;
  /** VAT rate of the line, in percent. */
  rate: number;
  /** Cents: what the line's amount column prints. */
  amount: bigint;
  /** A column only some trades print (a tile's shade, a panel's packs). */
  extra?: string;
}

export interface TaxRow {
  rate: number;
  base: bigint;
  tax: bigint;
}

export interface Figures {
  base: bigint;
  taxes: TaxRow[];
  tax: bigint;
  withholdingRate: number;
  withholding: bigint;
  total: bigint;
  reverseCharge: boolean;
}

/** `round(quantity × price)` less `discount` percent of it, rounded once more. */
export function lineAmount(quantity: bigint, price: bigint, discount: number): bigint {
  const gross = lineTotal(quantity, price);
  return gross - divRound(gross * BigInt(discount), 100n);
}

export function makeLine(l: Omit<Line, 'amount'>): Line {
  return { ...l, amount: lineAmount(l.quantity, l.price, l.discount) };
}

export function sumOf(lines: readonly Line[]): bigint {
  return lines.reduce((s, l) => s + l.amount, 0n);
}

export function figuresOf(lines: readonly Line[], withholdingRate: number, reverseCharge: boolean): Figures {
  const base = sumOf(lines);
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const taxes = reverseCharge
    ? []
    : rates.map((rate) => {
        const b = sumOf(lines.filter((l) => l.rate === rate));
        return { rate, base: b, tax: divRound(b * BigInt(rate), 100n) };
      });
  const tax = taxes.reduce((s, t) => s + t.tax, 0n);
  const withholding = divRound(base * BigInt(withholdingRate), 100n);
  return { base, taxes, tax, withholdingRate, withholding, total: base + tax - withholding, reverseCharge };
}

/** Throws unless every printed line and figure of `fig` follows from the lines. */
export function assertInvoiceCloses(id: string, lines: readonly Line[], fig: Figures): void {
  assertLinesClose(id, lines);
  const again = figuresOf(lines, fig.withholdingRate, fig.reverseCharge);
  const same =
    again.base === fig.base &&
    again.tax === fig.tax &&
    again.withholding === fig.withholding &&
    again.total === fig.total &&
    again.taxes.length === fig.taxes.length &&
    again.taxes.every((t, i) => t.rate === fig.taxes[i].rate && t.base === fig.taxes[i].base && t.tax === fig.taxes[i].tax);
  if (!same) throw new Error(`${id}: the printed figures do not close (base ${fig.base}, VAT ${fig.tax}, total ${fig.total})`);
  if (fig.base + fig.tax - fig.withholding !== fig.total) throw new Error(`${id}: base + VAT − withholding ≠ total`);
}

export function assertLinesClose(id: string, lines: readonly Line[]): void {
  lines.forEach((l, i) => {
    if (l.amount !== lineAmount(l.quantity, l.price, l.discount)) {
      throw new Error(`${id}: line ${i + 1} does not close (${formatScaled(l.quantity, QUANTITY_SCALE)} × ${l.price} → ${l.amount})`);
    }
    if (l.price <= 0n || l.quantity <= 0n) throw new Error(`${id}: line ${i + 1} has no quantity or price`);
  });
}

/** A scaled quantity as the JSON number the expected fields hold. */
export function quantityNumber(q: bigint): number {
  return Number(formatScaled(q, QUANTITY_SCALE));
}
