import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money as cents, timestamp } from '../platform/db/columns.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';
import type { Bc3MeasurementLine } from './bc3/bc3-structure.js';

export const BUDGET_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'archived'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

export const BREAKDOWN_KINDS = ['labor', 'material', 'machinery', 'other'] as const;
export type BreakdownKind = (typeof BREAKDOWN_KINDS)[number];

/**
 * Decimal columns (quantities, markup) stay decimal text ("12.345"); they are computed with as
 * scaled BigInts (see money.ts), never as floats. Money is integer cents (`money` column).
 */
const decimal = (precision: number, scale: number) =>
  ({ type: new DecimalType('string'), columnType: `numeric(${precision},${scale})`, precision, scale }) as const;

/** How the totals a BC3 file declares compare with the computed ones (docs/bc3.md#declared-and-computed-totals). */
export const TOTALS_STATUSES = ['match', 'within_tolerance', 'mismatch', 'not_declared'] as const;
export type TotalsStatus = (typeof TOTALS_STATUSES)[number];

/**
 * What an import found in its file (docs/bc3.md#the-import-report), stored as it is answered
 * (snake_case keys). Amounts in cents.
 */
export interface ImportReport {
  format: 'bc3';
  version: string;
  program: string;
  /** The charset the text was read in: `windows-1252`, `cp850`, `cp437` or `utf-8`. */
  charset: string;
  /** `~K` CI, in percent. */
  indirect_costs_percentage: number;
  totals_status: TotalsStatus;
  /** 0.5 % of the root's total: a difference above it is a mismatch. */
  tolerance: number;
  /** The root first, then every chapter in budget order; `declared` null when the file states none (or 0). */
  totals: Array<{ code: string; declared: number | null; computed: number }>;
  warnings: Array<{ code: string; record: string; line: number; message: string }>;
}

export interface Budget {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  name: string;
  status: BudgetStatus;
  currency: string;
  /** Decimal text with 3 places, e.g. "15.000". */
  markupPercentage: string;
  costAmount: number;
  saleAmount: number;
  chaptersCount: number;
  itemsCount: number;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  acceptedAt: Date | null;
  /** Null for a budget that did not come from a file. */
  importReport: ImportReport | null;
  /**
   * The figures before the first approved change order (docs/commitments.md#change-orders);
   * null while none was applied, when the original figures are the current ones.
   */
  originalCostAmount?: number | null;
  originalSaleAmount?: number | null;
}

export const BudgetSchema = new EntitySchema<Budget>({
  name: 'Budget',
  tableName: 'budgets',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string' },
    name: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    currency: { type: 'string', columnType: 'text' },
    markupPercentage: decimal(7, 3),
    costAmount: cents,
    saleAmount: cents,
    chaptersCount: { type: 'integer' },
    itemsCount: { type: 'integer' },
    createdAt: timestamp,
    updatedAt: timestamp,
    sentAt: { ...timestamp, nullable: true },
    acceptedAt: { ...timestamp, nullable: true },
    importReport: { type: 'json', columnType: 'jsonb', nullable: true },
    originalCostAmount: { ...cents, nullable: true },
    originalSaleAmount: { ...cents, nullable: true },
  },
});

export interface BudgetChapter {
  id: string;
  organizationId: string;
  livemode: boolean;
  budgetId: string;
  /** The chapter this one is nested in (same budget); null for a top-level chapter. */
  parentId: string | null;
  /** Order within the budget, from 0: depth first, every chapter after its parent. */
  position: number;
  code: string;
  title: string;
}

export const BudgetChapterSchema = new EntitySchema<BudgetChapter>({
  name: 'BudgetChapter',
  tableName: 'budget_chapters',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    budgetId: { type: 'string' },
    parentId: { type: 'string', nullable: true },
    position: { type: 'integer' },
    code: { type: 'string', columnType: 'text' },
    title: { type: 'string', columnType: 'text' },
  },
});

/**
 * A partida. The table also has generated columns (`description_norm`, `description_numbers`,
 * `unit_norm`) that only the suggestion query reads; the entity leaves them out.
 */
export interface BudgetItem {
  id: string;
  organizationId: string;
  livemode: boolean;
  budgetId: string;
  chapterId: string;
  /** Order within the whole budget (chapter by chapter), from 0. */
  position: number;
  code: string;
  description: string;
  /** A short text beside the description (a BC3 `~C` summary); null when there is none. */
  summary: string | null;
  unit: string;
  /** Decimal text with 3 places. */
  quantity: string;
  costPrice: number;
  salePrice: number;
  costTotal: number;
  saleTotal: number;
  /** The lines the quantity was measured with, as a BC3 `~M` gave them; null when there are none. */
  measurements: Bc3MeasurementLine[] | null;
  /** Quantity and cost before the first approved change order that moved the item (0 for an item a change order added); null while none did. */
  originalQuantity?: string | null;
  originalCostTotal?: number | null;
  /** What a person estimates is still to spend on the item (cents); null when nobody said (the cost report forecasts). */
  estimateToComplete?: number | null;
}

export const BudgetItemSchema = new EntitySchema<BudgetItem>({
  name: 'BudgetItem',
  tableName: 'budget_items',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    budgetId: { type: 'string' },
    chapterId: { type: 'string' },
    position: { type: 'integer' },
    code: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text' },
    summary: { type: 'string', columnType: 'text', nullable: true },
    unit: { type: 'string', columnType: 'text' },
    quantity: decimal(14, 3),
    costPrice: cents,
    salePrice: cents,
    costTotal: cents,
    saleTotal: cents,
    measurements: { type: 'json', columnType: 'jsonb', nullable: true },
    originalQuantity: { ...decimal(14, 3), nullable: true },
    originalCostTotal: { ...cents, nullable: true },
    estimateToComplete: { ...cents, nullable: true },
  },
});

/** A descompuesto: one line of an item's unit price. */
export interface BudgetBreakdown {
  id: string;
  organizationId: string;
  livemode: boolean;
  budgetId: string;
  itemId: string;
  position: number;
  code: string | null;
  description: string;
  unit: string;
  /** Quantity per unit of the item; decimal text with 3 places. */
  quantity: string;
  costPrice: number;
  /** round(quantity × cost_price). */
  costTotal: number;
  kind: BreakdownKind;
}

export const BudgetBreakdownSchema = new EntitySchema<BudgetBreakdown>({
  name: 'BudgetBreakdown',
  tableName: 'budget_breakdowns',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    budgetId: { type: 'string' },
    itemId: { type: 'string' },
    position: { type: 'integer' },
    code: { type: 'string', columnType: 'text', nullable: true },
    description: { type: 'string', columnType: 'text' },
    unit: { type: 'string', columnType: 'text' },
    quantity: decimal(14, 3),
    costPrice: cents,
    costTotal: cents,
    kind: { type: 'string', columnType: 'text' },
  },
});

/** What the constraints of `budgets`, `budget_chapters`, `budget_items` and `budget_breakdowns` mean to a client (docs/api-conventions.md#errors). */
export const budgetConstraints: ConstraintRules = {
  budget_chapters_code: invalid('chapters', 'duplicate_code', 'has two chapters with the same code'),
  budget_breakdowns_pkey: assignedKey('breakdown id'),
  budget_chapters_pkey: assignedKey('chapter id'),
  budget_chapters_budget_id_id_key: assignedKey('chapter id'),
  budget_chapters_order: assignedKey('chapter position'),
  budget_items_pkey: assignedKey('budget item id'),
  budget_items_order: assignedKey('budget item position'),
  budgets_pkey: assignedKey('budget id'),
  budget_breakdowns_budget_id_fkey: reference('budget_id', 'budget'),
  budget_breakdowns_item_id_fkey: reference('item_id', 'budget item'),
  budget_chapters_budget_id_fkey: reference('budget_id', 'budget'),
  budget_chapters_parent_fk: reference('parent_id', 'parent chapter of the same budget'),
  budget_items_budget_id_fkey: reference('budget_id', 'budget'),
  budget_items_chapter_id_fkey: reference('chapter_id', 'budget chapter'),
  budgets_organization_id_fkey: reference('organization_id', 'organization'),
  budgets_project_id_fkey: reference('project_id', 'project'),
  budget_breakdowns_cost_price_check: invalid('cost_price', 'out_of_range', 'must not be negative'),
  budget_chapters_parent_check: invalid('parent_id', 'invalid_value', 'cannot be the chapter itself'),
  budget_breakdowns_kind_check: invalid('kind', 'invalid_value', 'must be one of labor, material, machinery, other'),
  budget_items_cost_price_check: invalid('cost_price', 'out_of_range', 'must not be negative'),
  budgets_currency_check: invalid('currency', 'invalid_currency', 'must be an ISO 4217 currency code'),
  budgets_status_check: invalid('status', 'invalid_value', 'is not a budget status'),
};
