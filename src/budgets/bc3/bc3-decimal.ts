/**
 * Decimal text of a FIEBDC file to exact scaled bigints and back, never through binary floating
 * point. FIEBDC numbers are written with a `.` decimal point and no thousands separator; some
 * programs (TCQ) write an exponent, `8.54700854700855E-02`.
 */
import { divRound, formatScaled } from '../../platform/money.js';

/** An exact decimal: `value / 10^scale`. */
export interface ExactDecimal {
  value: bigint;
  scale: number;
}

// Optional sign, digits with an optional point (`.5` and `5.` are accepted: some writers use
// them), and an optional exponent.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/** Longest decimal text accepted, so that a runaway field cannot make a huge bigint. */
const MAX_DIGITS = 40;

/** The exact value of a decimal text (an exponent allowed), or null when it is not a number. */
export function parseExact(text: string): ExactDecimal | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, whole = '', fraction = '', exponentText] = m;
  if (whole === '' && fraction === '') return null;
  if (whole.length + fraction.length > MAX_DIGITS) return null;
  // The digits read as one integer are the value scaled by 10^(fraction length): exact.
  let digits = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - Number(exponentText ?? 0);
  if (scale < 0) {
    if (whole.length + fraction.length - scale > MAX_DIGITS) return null;
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  } else if (scale > 2 * MAX_DIGITS) return null;
  return { value: sign === '-' ? -digits : digits, scale };
}

const POWERS = Array.from({ length: 2 * MAX_DIGITS + 1 }, (_, n) => 10n ** BigInt(n));

/** 10^n as a bigint (a table: bigint exponentiation is slow in the hot loops of a large file). */
export function pow10(n: number): bigint {
  return POWERS[n] ?? 10n ** BigInt(n);
}

/** `decimal` at `scale` places, rounded half away from zero when it has more. */
export function rescale(decimal: ExactDecimal, scale: number): bigint {
  if (decimal.scale <= scale) return decimal.value * pow10(scale - decimal.scale);
  return divRound(decimal.value, pow10(decimal.scale - scale));
}

/** Exact product of two decimals. */
export function multiply(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { value: a.value * b.value, scale: a.scale + b.scale };
}

/** `decimal` rounded to `places` (half away from zero), still exact. */
export function roundTo(decimal: ExactDecimal, places: number): ExactDecimal {
  return decimal.scale <= places ? decimal : { value: rescale(decimal, places), scale: places };
}

/** A decimal text at `scale` places (rounded), or null when the text is not a number. */
export function parseRounded(text: string, scale: number): bigint | null {
  const exact = parseExact(text);
  return exact === null ? null : rescale(exact, scale);
}

/** Decimal text of a scaled value without trailing zeros in the fraction: 1500n at 3 is "1.5". */
export function formatTrimmed(scaled: bigint, scale: number): string {
  const text = formatScaled(scaled, scale);
  return scale === 0 ? text : text.replace(/\.?0+$/, '');
}
