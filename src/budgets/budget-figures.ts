import type { FieldError } from '../platform/errors.js';
import { MAX_CENTS } from '../platform/validation.js';
import type { Bc3MeasurementLine } from './bc3/bc3-structure.js';
import type { BreakdownKind } from './budget.entity.js';
import type { ChapterInput } from './budget.schemas.js';
import { breakdownCostPrice, itemFigures, lineTotal, sumCents } from '../platform/money.js';

/**
 * The figures of a budget's structure, computed from validated input (pure: no database).
 * Every amount is an exact BigInt and is checked against ±10^13 cents (docs/api-conventions.md#money) before it can
 * be stored, so the `bigint` columns always read back as safe JS integers.
 */
export interface BreakdownFigures {
  code: string | null;
  description: string;
  unit: string;
  quantity: bigint;
  costPrice: bigint;
  costTotal: bigint;
  kind: BreakdownKind;
}

export interface ItemRow {
  code: string;
  description: string;
  /** Null (or absent) when the item has none. */
  summary?: string | null;
  unit: string;
  quantity: bigint;
  costPrice: bigint;
  salePrice: bigint;
  costTotal: bigint;
  saleTotal: bigint;
  breakdowns: BreakdownFigures[];
  measurements?: Bc3MeasurementLine[];
}

export interface ChapterRow {
  code: string;
  title: string;
  /** Index in `StructureFigures.chapters` of the parent chapter (always an earlier one); null at the top. */
  parent: number | null;
  items: ItemRow[];
}

export interface StructureFigures {
  /** Depth first: every chapter after its parent. */
  chapters: ChapterRow[];
  itemsCount: number;
  costAmount: bigint;
  saleAmount: bigint;
}

const MAX = BigInt(MAX_CENTS);

function outOfRange(value: bigint): boolean {
  return value > MAX || value < -MAX;
}

function rangeError(param: string, what: string): FieldError {
  return { param, code: 'amount_out_of_range', message: `${what} would be beyond ±${MAX_CENTS} cents.` };
}

/** Checks the sums of a budget (and of each chapter) against the money range. */
function checkSums(
  chapters: ReadonlyArray<{ costTotals: bigint[]; saleTotals: bigint[] }>,
  errors: FieldError[],
): { costAmount: bigint; saleAmount: bigint } {
  chapters.forEach((chapter, c) => {
    if (outOfRange(sumCents(chapter.costTotals)) || outOfRange(sumCents(chapter.saleTotals))) {
      errors.push(rangeError(`chapters[${c}]`, 'The chapter total'));
    }
  });
  const costAmount = sumCents(chapters.flatMap((c) => c.costTotals));
  const saleAmount = sumCents(chapters.flatMap((c) => c.saleTotals));
  if (outOfRange(costAmount) || outOfRange(saleAmount)) errors.push(rangeError('chapters', 'The budget total'));
  return { costAmount, saleAmount };
}

/**
 * Figures of the initial structure of a create. An item with breakdowns costs the sum of its
 * breakdown lines, each `round(quantity × cost_price)` first (money.breakdownCostPrice); a
 * `cost_price` sent along must equal that sum. Problems are returned, all of them, not thrown.
 */
export function structureFigures(input: ChapterInput[], markup: bigint): { figures: StructureFigures; errors: FieldError[] } {
  const errors: FieldError[] = [];
  let itemsCount = 0;
  const chapters: ChapterRow[] = input.map((chapter, c) => ({
    code: chapter.code,
    title: chapter.title,
    parent: null,
    items: (chapter.items ?? []).map((item, i) => {
      itemsCount += 1;
      const at = `chapters[${c}].items[${i}]`;
      const breakdowns = (item.breakdowns ?? []).map((b, d) => {
        const quantity = b.quantity;
        const costPrice = BigInt(b.cost_price);
        const costTotal = lineTotal(quantity, costPrice);
        if (outOfRange(costTotal)) errors.push(rangeError(`${at}.breakdowns[${d}]`, 'The breakdown amount (quantity × cost_price)'));
        return {
          code: b.code ?? null,
          description: b.description,
          unit: b.unit,
          quantity,
          costPrice,
          costTotal,
          kind: b.kind ?? 'other',
        };
      });
      let costPrice: bigint;
      if (item.breakdowns) {
        costPrice = breakdownCostPrice(breakdowns);
        if (item.cost_price !== undefined && BigInt(item.cost_price) !== costPrice) {
          errors.push({
            param: `${at}.cost_price`,
            code: 'cost_price_mismatch',
            message: `\`${at}.cost_price\` must equal the sum of its breakdowns (${costPrice}), or be left out.`,
          });
        }
        if (outOfRange(costPrice)) errors.push(rangeError(`${at}.breakdowns`, 'The cost price (sum of the breakdowns)'));
      } else {
        costPrice = BigInt(item.cost_price as number);
      }
      const figures = itemFigures(item.quantity, costPrice, markup);
      if (outOfRange(figures.salePrice)) errors.push(rangeError(`${at}.cost_price`, 'The sale price'));
      if (outOfRange(figures.costTotal) || outOfRange(figures.saleTotal)) {
        errors.push(rangeError(`${at}.quantity`, 'The item total (quantity × price)'));
      }
      return {
        code: item.code,
        description: item.description,
        summary: item.summary ?? null,
        unit: item.unit,
        quantity: item.quantity,
        costPrice,
        ...figures,
        breakdowns,
      };
    }),
  }));
  const { costAmount, saleAmount } = checkSums(
    chapters.map((c) => ({ costTotals: c.items.map((i) => i.costTotal), saleTotals: c.items.map((i) => i.saleTotal) })),
    errors,
  );
  return { figures: { chapters, itemsCount, costAmount, saleAmount }, errors };
}

/** What a markup change needs of each stored item. */
export interface StoredItemCost {
  id: string;
  chapterId: string;
  quantity: bigint;
  costPrice: bigint;
  costTotal: bigint;
}

/**
 * New sale figures of every item for a new markup, and the new budget sale amount. The cost side
 * does not change. Problems (an amount beyond the money range) are returned, not thrown.
 */
export function markupFigures(
  items: StoredItemCost[],
  markup: bigint,
): { items: Array<{ id: string; salePrice: bigint; saleTotal: bigint }>; saleAmount: bigint; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const byChapter = new Map<string, { costTotals: bigint[]; saleTotals: bigint[] }>();
  const rows = items.map((item) => {
    const { salePrice, saleTotal } = itemFigures(item.quantity, item.costPrice, markup);
    let chapter = byChapter.get(item.chapterId);
    if (!chapter) byChapter.set(item.chapterId, (chapter = { costTotals: [], saleTotals: [] }));
    chapter.costTotals.push(item.costTotal);
    chapter.saleTotals.push(saleTotal);
    if (outOfRange(salePrice) || outOfRange(saleTotal)) errors.push(rangeError('markup_percentage', `The sale figures of item '${item.id}'`));
    return { id: item.id, salePrice, saleTotal };
  });
  const sumErrors: FieldError[] = [];
  const { saleAmount } = checkSums([...byChapter.values()], sumErrors);
  if (sumErrors.length > 0) errors.push(rangeError('markup_percentage', 'The sale total of the budget or of a chapter'));
  return { items: rows, saleAmount, errors };
}

/** Cost and sale totals of a chapter: its own items and those of every chapter nested in it. */
export interface ChapterTotals {
  cost: bigint;
  sale: bigint;
}

/**
 * The totals of each chapter of whole budgets, sub-chapters included (docs/budgets.md#nested-chapters).
 * `chapters` must hold every chapter of their budgets; a parent missing from them is skipped.
 */
export function chapterTotals(
  chapters: ReadonlyArray<{ id: string; parentId: string | null }>,
  items: ReadonlyArray<{ chapterId: string; costTotal: number | bigint; saleTotal: number | bigint }>,
): Map<string, ChapterTotals> {
  const totals = new Map<string, ChapterTotals>(chapters.map((c) => [c.id, { cost: 0n, sale: 0n }]));
  for (const item of items) {
    const own = totals.get(item.chapterId);
    if (!own) continue;
    own.cost += BigInt(item.costTotal);
    own.sale += BigInt(item.saleTotal);
  }
  // Every chapter comes after its parent: going backwards, a chapter is complete before it is added to its parent.
  for (let c = chapters.length - 1; c >= 0; c--) {
    const { id, parentId } = chapters[c]!;
    const parent = parentId === null ? undefined : totals.get(parentId);
    if (!parent) continue;
    const own = totals.get(id)!;
    parent.cost += own.cost;
    parent.sale += own.sale;
  }
  return totals;
}
