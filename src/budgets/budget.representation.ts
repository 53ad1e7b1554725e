import { z } from 'zod';
import { amount, idField, timestamp } from '../platform/response-fields.js';
import { BREAKDOWN_KINDS, BUDGET_STATUSES, TOTALS_STATUSES } from './budget.entity.js';
import { isoTimestamp } from '../platform/dates.js';
import type { Budget, BudgetBreakdown, BudgetChapter, BudgetItem, ImportReport } from './budget.entity.js';
import type { Bc3MeasurementLine } from './bc3/bc3-structure.js';
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
    import_report: b.importReport as ImportReport | null,
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

/** The kinds of measurement lines, by their FIEBDC TIPO ('' a plain line). */
export const MEASUREMENT_LINE_TYPES = ['line', 'partial_subtotal', 'running_subtotal', 'formula'] as const;
const LINE_TYPES: Record<string, (typeof MEASUREMENT_LINE_TYPES)[number]> = { '': 'line', '1': 'partial_subtotal', '2': 'running_subtotal', '3': 'formula' };

const dimension = (text: string) => (text === '' ? null : Number(text));

/** A measurement line: its kind, comment and the four factors (null when blank). */
export function measurementLineRepresentation(l: Bc3MeasurementLine) {
  return {
    type: LINE_TYPES[l.type] ?? 'line',
    comment: l.comment,
    units: dimension(l.units),
    length: dimension(l.length),
    width: dimension(l.width),
    height: dimension(l.height),
  };
}

/** A budget item (partida): the spec's fields plus `chapter_id` and its breakdowns (empty when priced directly). */
export function budgetItemRepresentation(i: BudgetItem, chapterCode: string, breakdowns: BudgetBreakdown[]) {
  return {
    id: i.id,
    chapter: chapterCode,
    chapter_id: i.chapterId,
    code: i.code,
    description: i.description,
    summary: i.summary,
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
    measurements: (i.measurements ?? []).map(measurementLineRepresentation),
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

const importReportObject = z
  .strictObject({
    format: z.literal('bc3'),
    version: z.string().meta({ example: 'FIEBDC-3/2004' }),
    program: z.string().meta({ example: 'Presto 8.8' }),
    charset: z.string().meta({ description: 'The charset the text was read in.', example: 'windows-1252' }),
    indirect_costs_percentage: z.number().meta({ description: '`~K` CI.', example: 0 }),
    totals_status: z.enum(TOTALS_STATUSES),
    tolerance: amount().meta({ description: '0.5 % of the root total: a larger difference is a mismatch.' }),
    totals: z.array(
      z.strictObject({
        code: z.string(),
        declared: amount().nullable().meta({ description: 'The `~C` price of the file; null when it states none (or 0).' }),
        computed: amount(),
      }),
    ),
    warnings: z.array(z.strictObject({ code: z.string(), record: z.string(), line: z.number().int(), message: z.string() })),
  })
  .meta({
    id: 'BudgetImportReport',
    description: 'What the import of a BC3 file found: the declared and computed totals of the root and every chapter, and the warnings (docs/bc3.md).',
  });

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
    import_report: importReportObject.nullable().meta({ description: 'Null for a budget that did not come from a file.' }),
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

export const measurementLineObject = z
  .strictObject({
    type: z.enum(MEASUREMENT_LINE_TYPES),
    comment: z.string(),
    units: z.number().nullable(),
    length: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
  })
  .meta({ id: 'BudgetMeasurementLine', description: 'A line the quantity was measured with (a BC3 `~M` line).' });

export const budgetItemObject = z
  .strictObject({
    id: idField('budgetItem'),
    chapter: z.string().meta({ description: 'Chapter code.' }),
    chapter_id: idField('budgetChapter'),
    code: z.string(),
    description: z.string(),
    summary: z.string().nullable().meta({ description: 'A short text beside the description (a BC3 `~C` summary).' }),
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
    measurements: z.array(measurementLineObject),
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
