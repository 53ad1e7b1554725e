import { z } from 'zod';
import { amount, idField, timestamp } from '../platform/response-fields.js';
import { BREAKDOWN_KINDS, BUDGET_STATUSES } from './budget.entity.js';
import { isoTimestamp } from '../platform/dates.js';
import type { Budget, BudgetBreakdown, BudgetChapter, BudgetItem } from './budget.entity.js';
import type { ChapterTotals } from './budget-figures.js';
import { decimalToNumber } from '../platform/money.js';

/** The REST shape of a budget; also `data.object` of budget events. */
export function budgetRepresentation(b: Budget) {
  return {
    id: b.id,
    project_id: b.projectId,
    name: b.name,
    status: b.status,
    currency: b.currency,
    markup_percentage: decimalToNumber(b.markupPercentage),
    cost_amount: b.costAmount,
    sale_amount: b.saleAmount,
    chapters_count: b.chaptersCount,
    items_count: b.itemsCount,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    sent_at: isoTimestamp(b.sentAt),
    accepted_at: isoTimestamp(b.acceptedAt),
    original_cost_amount: b.originalCostAmount ?? b.costAmount,
    original_sale_amount: b.originalSaleAmount ?? b.saleAmount,
  };
}

export type BudgetRepresentation = ReturnType<typeof budgetRepresentation>;

/** A breakdown line (descompuesto) of an item. */
export function breakdownRepresentation(d: BudgetBreakdown) {
  return {
    id: d.id,
    code: d.code,
    description: d.description,
    unit: d.unit,
    quantity: decimalToNumber(d.quantity),
    cost_price: d.costPrice,
    cost_total: d.costTotal,
    kind: d.kind,
  };
}

export type BreakdownRepresentation = ReturnType<typeof breakdownRepresentation>;

/** A budget item (partida): the spec's fields plus `chapter_id` and its breakdowns (empty when priced directly). */
export function budgetItemRepresentation(i: BudgetItem, chapterCode: string, breakdowns: BudgetBreakdown[]) {
  return {
    id: i.id,
    chapter: chapterCode,
    chapter_id: i.chapterId,
    code: i.code,
    description: i.description,
    unit: i.unit,
    quantity: decimalToNumber(i.quantity),
    cost_price: i.costPrice,
    sale_price: i.salePrice,
    cost_total: i.costTotal,
    sale_total: i.saleTotal,
    original_quantity: decimalToNumber(i.originalQuantity ?? i.quantity),
    original_cost_total: i.originalCostTotal ?? i.costTotal,
    estimate_to_complete: i.estimateToComplete ?? null,
    breakdowns: breakdowns.map(breakdownRepresentation),
  };
}

export type BudgetItemRepresentation = ReturnType<typeof budgetItemRepresentation>;

/**
 * A chapter with its own items; its amounts are the totals of its items and of every chapter
 * nested in it (docs/budgets.md#nested-chapters).
 */
export function chapterRepresentation(c: BudgetChapter, items: BudgetItemRepresentation[], totals: ChapterTotals) {
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    parent_id: c.parentId,
    cost_amount: Number(totals.cost),
    sale_amount: Number(totals.sale),
    items,
  };
}

export type ChapterRepresentation = ReturnType<typeof chapterRepresentation>;

/** `GET /v1/budgets/{id}?include=items`: the budget plus its whole structure. */
export function budgetWithItemsRepresentation(b: Budget, chapters: ChapterRepresentation[]) {
  return { ...budgetRepresentation(b), chapters };
}

/** The published schema of `budgetRepresentation` (docs/openapi.md). */
export const budgetObject = z
  .strictObject({
    id: idField('budget'),
    project_id: idField('project'),
    name: z.string(),
    status: z.enum(BUDGET_STATUSES),
    currency: z.string().meta({ example: 'EUR' }),
    markup_percentage: z.number().meta({ example: 15 }),
    cost_amount: amount(),
    sale_amount: amount(),
    chapters_count: z.number().int(),
    items_count: z.number().int(),
    created_at: timestamp(),
    updated_at: timestamp(),
    sent_at: timestamp().nullable(),
    accepted_at: timestamp().nullable(),
    original_cost_amount: amount().meta({ description: '`cost_amount` before the first approved change order (equal to it while none).' }),
    original_sale_amount: amount().meta({ description: '`sale_amount` before the first approved change order (equal to it while none).' }),
  })
  .meta({ id: 'Budget' });

export const breakdownObject = z
  .strictObject({
    id: idField('budgetBreakdown'),
    code: z.string().nullable(),
    description: z.string(),
    unit: z.string(),
    quantity: z.number().meta({ description: 'Per unit of the item.' }),
    cost_price: amount(),
    cost_total: amount(),
    kind: z.enum(BREAKDOWN_KINDS),
  })
  .meta({ id: 'BudgetBreakdown' });

export const budgetItemObject = z
  .strictObject({
    id: idField('budgetItem'),
    chapter: z.string().meta({ description: 'Chapter code.' }),
    chapter_id: idField('budgetChapter'),
    code: z.string(),
    description: z.string(),
    unit: z.string(),
    quantity: z.number(),
    cost_price: amount(),
    sale_price: amount(),
    cost_total: amount(),
    sale_total: amount(),
    original_quantity: z.number().meta({ description: 'Before the first approved change order that moved it; 0 for an item a change order added.' }),
    original_cost_total: amount().meta({ description: '`cost_total` before the first approved change order that moved it; 0 for an item a change order added.' }),
    estimate_to_complete: amount().nullable().meta({ description: 'What is still to spend on the item, as a person estimated it (the cost report forecasts `actual + estimate_to_complete`).' }),
    breakdowns: z.array(breakdownObject),
  })
  .meta({ id: 'BudgetItem' });

export const budgetChapterObject = z
  .strictObject({
    id: idField('budgetChapter'),
    parent_id: idField('budgetChapter').nullable().meta({ description: 'The chapter it nests in; null at the top.' }),
    code: z.string(),
    title: z.string(),
    cost_amount: amount(),
    sale_amount: amount(),
    items: z.array(budgetItemObject),
  })
  .meta({ id: 'BudgetChapter' });

/** `?include=items`: the budget plus its whole structure. */
export const budgetWithItemsObject = budgetObject.extend({ chapters: z.array(budgetChapterObject) }).meta({ id: 'BudgetWithItems' });
