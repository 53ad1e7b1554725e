/**
 * Prices of concepts from their decompositions, as FIEBDC defines them, in integer cents:
 *
 * - a line costs `round(quantity × unit price)` (money.lineTotal), quantity = FACTOR × RENDIMIENTO
 *   (a blank one is 1) rounded to the `~K` decimals and then to our 3 places;
 * - a concept whose code holds `%` is a percentage: its RENDIMIENTO is a fraction (0.02 = 2 %) of
 *   the amounts of the lines above it whose code starts with what precedes the `%` (all of them for
 *   `%`, `%CI`...). It becomes a line whose cost price is that base, so that the usual
 *   `Σ round(quantity × cost_price)` gives its amount;
 * - `~K` CI (costes indirectos) is added to every item's breakdowns as a `%CI` line over all its
 *   other lines, unless the decomposition already has one; and, when the file's prices are direct
 *   costs (`ciOnStatedPrices`, chosen by the tree from the file's totals), to the `~C` price of
 *   every item: `round(price × (1 + CI))`.
 *
 * A unit price is the `~C` price when the file gives one (not 0), else the sum of its lines.
 */
import { divRound, lineTotal } from '../../platform/money.js';
import { multiply, rescale, roundTo, type ExactDecimal } from './bc3-decimal.js';
import type { Bc3Header } from './bc3-header.js';
import type { ProblemLog } from './bc3-problems.js';
import type { Bc3Breakdown, Bc3Kind } from './bc3-structure.js';
import type { Bc3Tables, Concept, DecompositionLine } from './bc3-tables.js';

export interface ItemPricing {
  statedPrice: bigint | null;
  costPrice: bigint;
  breakdownsPrice: bigint | null;
  breakdowns: Bc3Breakdown[];
}

const KINDS: Record<string, Bc3Kind> = { '1': 'labor', '2': 'machinery', '3': 'material' };
const ONE: ExactDecimal = { value: 1n, scale: 0 };
export const INDIRECT_COSTS_CODE = '%CI';

export function kindOf(concept: Concept): Bc3Kind {
  return KINDS[concept.type] ?? 'other';
}

/** FACTOR × RENDIMIENTO exactly, blanks counting 1, rounded to `places`. */
export function lineQuantity(line: DecompositionLine, places: number, yieldOverride?: ExactDecimal): ExactDecimal {
  return roundTo(multiply(line.factor ?? ONE, yieldOverride ?? line.yield ?? ONE), places);
}

/** Whether a decimal has at most 3 significant decimals (our quantities' places). */
function fitsQuantity(d: ExactDecimal): boolean {
  return d.scale <= 3 || d.value % 10n ** BigInt(d.scale - 3) === 0n;
}

function isPriced(price: bigint | null): price is bigint {
  return price !== null && price !== 0n;
}

/** Lines of a decomposition with the amount of each, `round(quantity × cost price)`. */
class Lines {
  readonly lines: Bc3Breakdown[] = [];
  readonly amounts: bigint[] = [];
  total = 0n;

  push(line: Bc3Breakdown): void {
    const amount = lineTotal(line.quantity, line.costPrice);
    this.lines.push(line);
    this.amounts.push(amount);
    this.total += amount;
  }

  /** Sum of the amounts of the lines whose code starts with `mask` (all of them for ''). */
  base(mask: string): bigint {
    if (mask === '') return this.total;
    let base = 0n;
    this.lines.forEach((line, i) => {
      if (line.code.startsWith(mask)) base += this.amounts[i]!;
    });
    return base;
  }
}

export class Pricer {
  private readonly items = new Map<string, ItemPricing>();
  private readonly prices = new Map<string, bigint>();

  constructor(
    private readonly tables: Bc3Tables,
    private readonly header: Bc3Header,
    private readonly log: ProblemLog,
    /** Whether the `~K` CI is added to the items' `~C` prices (they are direct costs). */
    private readonly ciOnStatedPrices = false,
  ) {}

  /** The description of a concept: its summary, else its `~T` text, else its code. */
  describe(concept: Concept): string {
    return concept.summary || this.tables.texts.get(concept.code) || concept.code;
  }

  /**
   * Pricing of a concept used as a budget item; `path` runs from the root to the item. Every use
   * of a concept shares it: callers copy the breakdowns they hand out.
   */
  item(concept: Concept, path: readonly string[]): ItemPricing {
    const known = this.items.get(concept.code);
    if (known) return known;
    const stated = concept.price;
    const lines = this.lines(concept, path, isPriced(stated));
    const ci = this.header.indirectCostsPercent;
    const ownCi = lines !== null && lines.lines.some((l) => l.code.toUpperCase() === INDIRECT_COSTS_CODE);
    if (lines && ci !== 0n && !ownCi) {
      const rate = { value: ci, scale: 5 }; // percent at 3 places → fraction
      lines.push({ ...percentageLine(rate, lines.total), code: INDIRECT_COSTS_CODE, description: 'Costes indirectos', unit: '%', kind: 'other' });
    }
    const breakdownsPrice = lines ? lines.total : null;
    let costPrice = breakdownsPrice ?? 0n;
    if (isPriced(stated)) costPrice = this.ciOnStatedPrices && !ownCi ? withIndirectCosts(stated, ci) : stated;
    if (isPriced(stated) && breakdownsPrice !== null && breakdownsPrice !== costPrice) {
      const priced = costPrice === stated ? `${stated} cents` : `${stated} cents (${costPrice} with the indirect costs)`;
      this.log.warn('~C', concept.line, 'price_mismatch', `Item ${concept.code} is priced ${priced} but its breakdowns add up to ${breakdownsPrice}.`);
    }
    if (stated === null && lines === null) this.log.warn('~C', concept.line, 'missing_price', `Item ${concept.code} has no price and no breakdowns.`);
    const pricing: ItemPricing = {
      statedPrice: stated,
      costPrice,
      breakdownsPrice,
      breakdowns: lines ? lines.lines : [],
    };
    this.items.set(concept.code, pricing);
    return pricing;
  }

  /** Unit price of a concept used as a breakdown line; `path` runs to its parent. */
  private unitPrice(concept: Concept, path: readonly string[]): bigint {
    if (isPriced(concept.price)) return concept.price;
    const known = this.prices.get(concept.code);
    if (known !== undefined) return known;
    const lines = this.lines(concept, [...path, concept.code], false);
    const price = lines ? lines.total : (concept.price ?? 0n);
    this.prices.set(concept.code, price);
    return price;
  }

  /** The lines of a concept's decomposition, or null when it has none (or none that can be read). */
  private lines(parent: Concept, path: readonly string[], priceKnown: boolean): Lines | null {
    const decomposition = this.tables.decompositions.get(parent.code);
    if (!decomposition || decomposition.children.length === 0) return null;
    const lines = new Lines();
    for (const child of decomposition.children) {
      if (path.includes(child.key)) {
        const cycle = [...path.slice(path.indexOf(child.key)), child.key].join(' → ');
        this.log.error('~D', decomposition.line, 'cycle', `The decompositions go round in a circle: ${cycle}.`);
        continue;
      }
      const concept = this.tables.concepts.get(child.key);
      if (!concept) {
        const message = `${parent.code} names concept ${child.key}, which has no ~C record.`;
        if (priceKnown) this.log.warn('~D', decomposition.line, 'unknown_concept', `${message} The line is left out.`);
        else this.log.error('~D', decomposition.line, 'unknown_concept', message);
        continue;
      }
      const quantity = lineQuantity(child, this.header.decimals.breakdownQuantity);
      lines.push(
        concept.code.includes('%')
          ? this.percentage(concept, quantity, lines)
          : this.line(concept, quantity, decomposition.line, path),
      );
    }
    return lines.lines.length > 0 ? lines : null;
  }

  private line(concept: Concept, quantity: ExactDecimal, line: number, path: readonly string[]): Bc3Breakdown {
    if (!fitsQuantity(quantity)) {
      this.log.warn('~D', line, 'quantity_rounded', `A quantity of ${concept.code} has more than 3 decimals and is rounded.`);
    }
    return {
      code: concept.code,
      description: this.describe(concept),
      unit: concept.unit,
      quantity: rescale(quantity, 3),
      costPrice: this.unitPrice(concept, path),
      kind: kindOf(concept),
    };
  }

  /** A percentage line over the amounts of the lines above whose code starts with its mask. */
  private percentage(concept: Concept, rate: ExactDecimal, above: Lines): Bc3Breakdown {
    const base = above.base(concept.code.slice(0, concept.code.indexOf('%')));
    return { ...percentageLine(rate, base), code: concept.code, description: this.describe(concept), unit: concept.unit || '%', kind: 'other' };
  }
}

/** `round(price × (1 + percent / 100))`, the percent at 3 places (2 % is 2000n). */
export function withIndirectCosts(price: bigint, percent: bigint): bigint {
  return price + divRound(price * percent, 100_000n);
}

/**
 * Quantity and cost price of a percentage line: the rate itself over the base when the rate has at
 * most 3 decimals (2 % is 0.020), else 1 × the amount (our quantities hold 3 decimals).
 */
function percentageLine(rate: ExactDecimal, base: bigint): { quantity: bigint; costPrice: bigint } {
  if (fitsQuantity(rate)) return { quantity: rescale(rate, 3), costPrice: base };
  return { quantity: 1000n, costPrice: divRound(rate.value * base, 10n ** BigInt(rate.scale)) };
}
