/**
 * Exact budget arithmetic (docs/budgets.md#money). Money is integer cents; quantities and percentages are
 * decimals with a fixed number of places, held as scaled BigInts (a quantity of 1.25 with 3
 * places is 1250n). Nothing here touches binary floating point: a JSON number's decimal text is
 * parsed digit by digit, every product is an exact BigInt, and the one division rounds half
 * away from zero.
 */

/** Decimal places of quantities (PostgreSQL `numeric(14,3)`). */
export const QUANTITY_SCALE = 3;
/** Decimal places of `markup_percentage` (PostgreSQL `numeric(7,3)`). */
export const MARKUP_SCALE = 3;

const TEN = 10n;

function pow10(n: number): bigint {
  return TEN ** BigInt(n);
}

/**
 * The decimal text of a number as JavaScript writes it, which for any decimal of at most 15
 * significant digits is exactly the text that was in the JSON (or GraphQL) source.
 */
const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * `value` scaled by 10^scale as an exact BigInt, or null when it has more than `scale` decimal
 * places, is not finite, or is not a number. `parseScaled(0.333, 3)` is 333n; `parseScaled(1e-4, 3)`
 * is null.
 */
export function parseScaled(value: unknown, scale: number): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  // Move the decimal point by the exponent: digits × 10^(exp − fraction length).
  const digits = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + scale;
  let scaled: bigint;
  if (shift >= 0) {
    if (shift > 40) return null; // far beyond any accepted range; avoids huge BigInts
    scaled = digits * pow10(shift);
  } else {
    const divisor = pow10(-shift);
    if (digits % divisor !== 0n) return null; // more places than `scale`
    scaled = digits / divisor;
  }
  return sign ? -scaled : scaled;
}

/** `scaled / 10^scale` as decimal text with exactly `scale` places: `formatScaled(1250n, 3)` is "1.250". */
export function formatScaled(scaled: bigint, scale: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/**
 * Decimal text (as PostgreSQL returns `numeric`) to the JSON number the API shows. Display only:
 * the value is never computed with after this.
 */
export function decimalToNumber(text: string): number {
  return Number(text);
}

/** `numerator / denominator` rounded to the nearest integer, halves away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** `round(quantity × price)` in cents, for a quantity scaled by 10^QUANTITY_SCALE. */
export function lineTotal(quantity: bigint, price: bigint): bigint {
  return divRound(quantity * price, pow10(QUANTITY_SCALE));
}

/** `round(cost_price × (1 + markup/100))`, for a markup percentage scaled by 10^MARKUP_SCALE. */
export function salePrice(costPrice: bigint, markup: bigint): bigint {
  const hundred = 100n * pow10(MARKUP_SCALE);
  return divRound(costPrice * (hundred + markup), hundred);
}

/**
 * The cost price of an item priced by its breakdown lines: each line's amount
 * `round(quantity × cost_price)` rounded to cents first, then summed (the rounded line amounts
 * are what a breakdown shows, so they add up to the item's price exactly).
 */
export function breakdownCostPrice(lines: ReadonlyArray<{ quantity: bigint; costPrice: bigint }>): bigint {
  let total = 0n;
  for (const line of lines) total += lineTotal(line.quantity, line.costPrice);
  return total;
}

/** The figures of one budget item. */
export interface ItemFigures {
  salePrice: bigint;
  costTotal: bigint;
  saleTotal: bigint;
}

/** `sale_price`, `cost_total` and `sale_total` of an item from its quantity, cost price and the budget's markup. */
export function itemFigures(quantity: bigint, costPrice: bigint, markup: bigint): ItemFigures {
  const sale = salePrice(costPrice, markup);
  return { salePrice: sale, costTotal: lineTotal(quantity, costPrice), saleTotal: lineTotal(quantity, sale) };
}

/** Exact sum of cents (BigInt, so no partial sum can lose precision). */
export function sumCents(values: Iterable<bigint | number>): bigint {
  let total = 0n;
  for (const v of values) total += BigInt(v);
  return total;
}
