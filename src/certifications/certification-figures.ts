import { divRound, lineTotal } from '../platform/money.js';
import type { StoredFigures } from './certification.entity.js';

/**
 * The arithmetic of a certification (docs/certifications.md#figures), exact: cents and scaled
 * decimals as BigInts, every percentage applied to a figure in cents and rounded there, halves
 * away from zero. Nothing here touches the database.
 */

/** Decimal places of the header percentages (`numeric(5,2)`): 13 % is 1300n. */
export const PERCENT_SCALE = 2;
const HUNDRED_PERCENT = 10_000n;

/** The header percentages, each scaled by 10^PERCENT_SCALE. */
export interface Rates {
  overheads: bigint;
  profit: bigint;
  discount: bigint;
  retention: bigint;
  tax: bigint;
}

export interface Figures {
  execution: bigint;
  overheads: bigint;
  profit: bigint;
  discount: bigint;
  subtotal: bigint;
  tax: bigint;
  retention: bigint;
  total: bigint;
}

/** `round(amount × rate / 100)` for a rate scaled by 10^PERCENT_SCALE. */
export function percentOf(amount: bigint, rate: bigint): bigint {
  return divRound(amount * rate, HUNDRED_PERCENT);
}

/**
 * The figures that follow from an ejecución material: gastos generales and beneficio
 * industrial on it, the baja on their sum (the contract price before VAT), the taxable base,
 * VAT and the retention of guarantee on the base, and what is to be paid.
 */
export function figuresOf(execution: bigint, rates: Rates): Figures {
  const overheads = percentOf(execution, rates.overheads);
  const profit = percentOf(execution, rates.profit);
  const discount = percentOf(execution + overheads + profit, rates.discount);
  const subtotal = execution + overheads + profit - discount;
  const tax = percentOf(subtotal, rates.tax);
  const retention = percentOf(subtotal, rates.retention);
  return { execution, overheads, profit, discount, subtotal, tax, retention, total: subtotal + tax - retention };
}

export const NO_FIGURES: Figures = figuresOf(0n, { overheads: 0n, profit: 0n, discount: 0n, retention: 0n, tax: 0n });

/** A budget item's valuation on a certification. */
export interface LineValue {
  amountToDate: bigint;
  amountThisPeriod: bigint;
}

/** round(quantity to date × sale price); this period's amount is that minus the previous certification's. */
export function lineValue(quantityToDate: bigint, salePrice: bigint, previousAmount: bigint): LineValue {
  const amountToDate = lineTotal(quantityToDate, salePrice);
  return { amountToDate, amountThisPeriod: amountToDate - previousAmount };
}

/**
 * A progress certification's two columns: the period's figures follow from the period's
 * execution (what its invoice bills), the figures a origen from the execution to date, each
 * rounded on its own.
 */
export function progressFigures(executionToDate: bigint, previousExecutionToDate: bigint, rates: Rates): { period: Figures; toDate: Figures } {
  return { period: figuresOf(executionToDate - previousExecutionToDate, rates), toDate: figuresOf(executionToDate, rates) };
}

/**
 * The final certification that pays the retention held back: no execution; the period's
 * retention is minus what the issued certifications withheld (`held`, the sum of their
 * period retentions), so its total is that amount. A origen, nothing stays withheld.
 */
export function retentionReleaseFigures(previousToDate: Figures, held: bigint): { period: Figures; toDate: Figures } {
  return {
    period: { ...NO_FIGURES, retention: -held, total: held },
    toDate: { ...previousToDate, retention: 0n, total: previousToDate.subtotal + previousToDate.tax },
  };
}

export function storedFigures(f: Figures): StoredFigures {
  return {
    execution: Number(f.execution),
    overheads: Number(f.overheads),
    profit: Number(f.profit),
    discount: Number(f.discount),
    subtotal: Number(f.subtotal),
    tax: Number(f.tax),
    retention: Number(f.retention),
    total: Number(f.total),
  };
}

export function figuresFromStored(f: StoredFigures): Figures {
  return {
    execution: BigInt(f.execution),
    overheads: BigInt(f.overheads),
    profit: BigInt(f.profit),
    discount: BigInt(f.discount),
    subtotal: BigInt(f.subtotal),
    tax: BigInt(f.tax),
    retention: BigInt(f.retention),
    total: BigInt(f.total),
  };
}
