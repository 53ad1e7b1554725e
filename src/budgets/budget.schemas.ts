import { z } from 'zod';
import { isCalendarDate } from '../platform/dates.js';
import { pageQuery } from '../platform/pagination.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { cents, limitParam, text, validationErrors } from '../platform/validation.js';
import { BREAKDOWN_KINDS, BUDGET_STATUSES } from './budget.entity.js';
import { MARKUP_SCALE, QUANTITY_SCALE, parseScaled } from '../platform/money.js';

/** At most this many items in one create (the 5,000-item budget is the sized case). */
export const MAX_ITEMS_PER_BUDGET = 5000;
export const MAX_CHAPTERS_PER_BUDGET = 1000;
export const MAX_BREAKDOWNS_PER_ITEM = 500;

/**
 * Limits of a BC3 import (docs/bc3.md#limits): a file is a whole budget sent at once, not a JSON
 * body a client assembles, so it may be larger than a create; these bound the work and the
 * response of one request (about 50 MB of JSON at the limit).
 */
export const MAX_IMPORT_ITEMS = 20_000;
export const MAX_IMPORT_CHAPTERS = 5_000;
export const MAX_IMPORT_BREAKDOWNS = 200_000;

/** Longest texts, in UTF-16 units, of a create; an import cuts longer ones to fit (docs/bc3.md#limits). */
export const TEXT_LIMITS = { code: 50, title: 300, description: 1000, unit: 20, name: 200 } as const;

/** Largest quantity magnitude a `numeric(14,3)` column holds. */
export const MAX_QUANTITY = 99_999_999_999_999n; // 99,999,999,999.999 in thousandths

/**
 * A JSON number with at most `scale` decimal places, within ±`max` (scaled), parsed into an exact
 * scaled BigInt from its decimal text: 12.345 with 3 places becomes 12345n.
 */
export const scaledDecimal = (scale: number, min: bigint, max: bigint, range: string) =>
  z.number({ error: (i) => (i.input === undefined ? 'is required' : 'must be a number') }).transform((value, ctx) => {
    // Far outside every range (1e300): refused before its digits are read.
    const scaled = Math.abs(value) < 1e15 ? parseScaled(value, scale) : min - 1n;
    if (scaled === null) {
      ctx.addIssue({ code: 'custom', message: `must have at most ${scale} decimal places`, params: { code: 'too_many_decimals' } });
      return z.NEVER;
    }
    if (scaled < min || scaled > max) {
      ctx.addIssue({ code: 'custom', message: `must be ${range}`, params: { code: 'out_of_range' } });
      return z.NEVER;
    }
    return scaled;
  });

/** Item quantity: up to 3 decimals; negative quantities are deductions ("a deducir"). */
export const itemQuantity = () =>
  scaledDecimal(QUANTITY_SCALE, -MAX_QUANTITY, MAX_QUANTITY, 'within ±99999999999.999');

/** Breakdown quantity per unit of the item: up to 3 decimals; negative for a deduction (material recovered). */
const breakdownQuantity = () => scaledDecimal(QUANTITY_SCALE, -MAX_QUANTITY, MAX_QUANTITY, 'within ±99999999999.999');

/** Global sale margin in percent: up to 3 decimals, from -100 (sale price 0) to 1000. */
const markupPercentage = () => scaledDecimal(MARKUP_SCALE, -100_000n, 1_000_000n, 'between -100 and 1000');

/** Cents per unit: an integer, not negative. */
const costPrice = () => cents().min(0, { error: 'must not be negative' });

const currency = () =>
  z
    .string()
    .refine((c) => /^[A-Za-z]{3}$/.test(c), { message: 'must be an ISO 4217 code such as EUR', params: { code: 'invalid_currency' } })
    .transform((c) => c.toUpperCase());

const breakdownInput = z.strictObject({
  code: text(TEXT_LIMITS.code).nullable().optional(),
  description: text(TEXT_LIMITS.description),
  unit: text(TEXT_LIMITS.unit),
  quantity: breakdownQuantity(),
  cost_price: costPrice(),
  kind: z.enum(BREAKDOWN_KINDS).optional(),
});

const itemInput = z
  .strictObject({
    code: text(TEXT_LIMITS.code),
    description: text(TEXT_LIMITS.description),
    /** A short text beside the description (a BC3 `~C` summary). */
    summary: text(TEXT_LIMITS.description).nullable().optional(),
    unit: text(TEXT_LIMITS.unit),
    quantity: itemQuantity(),
    /** Required unless the item has breakdowns, which then compute it (a value sent must agree). */
    cost_price: costPrice().optional(),
    breakdowns: z.array(breakdownInput).min(1).max(MAX_BREAKDOWNS_PER_ITEM).optional(),
  })
  .superRefine(
    (item, ctx) => {
      if (item.cost_price === undefined && item.breakdowns === undefined) {
        ctx.addIssue({ code: 'custom', path: ['cost_price'], message: 'is required when the item has no breakdowns', params: { code: 'required' } });
      }
    },
    // Also when other fields of the item are wrong (every problem is reported at once), but only
    // for an object: `null` or `5` in place of an item is already its own invalid_type.
    { when: (payload) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value) },
  );

const chapterInput = z.strictObject({
  code: text(TEXT_LIMITS.code),
  title: text(TEXT_LIMITS.title),
  items: z.array(itemInput).optional(),
});

export const createBudgetInput = z.strictObject({
  project_id: z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') }),
  name: text(TEXT_LIMITS.name),
  currency: currency().optional(),
  markup_percentage: markupPercentage().optional(),
  chapters: z.array(chapterInput).max(MAX_CHAPTERS_PER_BUDGET).optional(),
});

/**
 * Problems of the structure as a whole (item count, repeated chapter codes), read from the raw
 * body so that they are reported together with every field problem: a zod refinement on the
 * whole body would be skipped as soon as any field failed.
 */
function structureErrors(body: unknown): FieldError[] {
  const chapters = (body as { chapters?: unknown } | null)?.chapters;
  if (!Array.isArray(chapters)) return [];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  let items = 0;
  chapters.forEach((chapter, i) => {
    const c = chapter as { code?: unknown; items?: unknown } | null;
    if (Array.isArray(c?.items)) items += c.items.length;
    if (typeof c?.code !== 'string') return;
    const code = c.code.trim();
    if (seen.has(code)) {
      const param = `chapters[${i}].code`;
      errors.push({ param, code: 'duplicate_code', message: `\`${param}\` repeats the code of another chapter.` });
    }
    seen.add(code);
  });
  if (items > MAX_ITEMS_PER_BUDGET) {
    errors.push({
      param: 'chapters',
      code: 'too_many_items',
      message: `\`chapters\` must hold at most ${MAX_ITEMS_PER_BUDGET} items in one request (${items} sent).`,
    });
  }
  return errors;
}

/** Parses a create body, or throws one 422 listing every problem. */
export function parseCreateBudget(body: unknown): CreateBudgetInput {
  const result = validationErrors(createBudgetInput, body);
  const errors = [...result.errors, ...structureErrors(body)];
  if (errors.length > 0 || !result.data) throw AppError.validation(errors);
  return result.data;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `accepted_at`: a date (midnight UTC of that day) or an ISO 8601 timestamp. */
const acceptedAt = () =>
  z.string().transform((value, ctx) => {
    if (isCalendarDate(value)) return new Date(`${value}T00:00:00.000Z`);
    if (TIMESTAMP.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))) {
      return new Date(value);
    }
    ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD) or an ISO 8601 timestamp', params: { code: 'invalid_date' } });
    return z.NEVER;
  });

export const updateBudgetInput = z.strictObject({
  name: text(TEXT_LIMITS.name).optional(),
  status: z.enum(BUDGET_STATUSES).optional(),
  accepted_at: acceptedAt().optional(),
  markup_percentage: markupPercentage().optional(),
});

/** `PATCH /v1/budget-items/{id}`: what a person estimates is still to spend on the item (null clears it). */
export const updateBudgetItemInput = z.strictObject({
  estimate_to_complete: cents().min(0, { error: 'must not be negative' }).nullable(),
});

export const listBudgetsQuery = z.strictObject({
  project_id: z.string().trim().min(1).max(100).optional(),
  status: z.enum(BUDGET_STATUSES).optional(),
  ...pageQuery,
});

export const getBudgetQuery = z.strictObject({
  include: z.enum(['items']).optional(),
});

/**
 * `POST /v1/budgets/import`: the project, and the name (the file's root title when left out).
 * Query values are strings.
 */
export const importBudgetQuery = z.strictObject({
  project_id: z.string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') }).trim().min(1),
  name: text(TEXT_LIMITS.name).optional(),
  /** `true` stores a file whose totals differ from the ones it declares by more than the tolerance. */
  accept_total_mismatch: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** `GET /v1/budgets/{id}/export`: the one format there is, named so that others can come. */
export const exportBudgetQuery = z.strictObject({
  format: z.string().pipe(z.enum(['bc3'])),
});

/** `GET /v1/budgets/{id}/items`: default and maximum page size 100 (docs/api-conventions.md#pagination). */
export const listBudgetItemsQuery = z.strictObject({
  chapter: z.string().trim().min(1).max(50).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  cursor: z.string().optional(),
  limit: limitParam(100, 100),
});

export type CreateBudgetInput = z.output<typeof createBudgetInput>;
export type ChapterInput = NonNullable<CreateBudgetInput['chapters']>[number];
export type ItemInput = NonNullable<ChapterInput['items']>[number];
export type UpdateBudgetInput = z.output<typeof updateBudgetInput>;
