import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { cents, idOf, text } from '../platform/validation.js';
import { itemQuantity } from '../budgets/budget.schemas.js';
import { CHANGE_ORDER_STATUSES, CHANGE_ORDER_TARGETS } from './change-order.entity.js';

export const MAX_CHANGE_ORDER_LINES = 500;

const newItemInput = z.strictObject({
  chapter_id: idOf('budgetChapter'),
  code: text(50),
  description: text(1000),
  unit: text(20),
});

/**
 * A line: on a budget, `budget_item_id` (with `quantity_delta`, and `unit_price` for a price
 * change) or `new_item` (with `quantity_delta` and `unit_price`); on a commitment, a new line
 * (`description`, `unit`, `quantity_delta`, `unit_price`, optional `budget_item_id`).
 */
export const changeOrderLineInput = z.strictObject({
  budget_item_id: idOf('budgetItem').nullable().optional(),
  new_item: newItemInput.optional(),
  description: text(1000).optional(),
  unit: text(20).optional(),
  quantity_delta: itemQuantity(),
  unit_price: cents().min(0, { error: 'must not be negative' }).optional(),
});

export const createChangeOrderInput = z.strictObject({
  target: z.enum(CHANGE_ORDER_TARGETS),
  budget_id: idOf('budget').optional(),
  commitment_id: idOf('commitment').optional(),
  title: text(300),
  reason: text(2000).nullable().optional(),
  lines: z.array(changeOrderLineInput).min(1, { error: 'must have at least one line' }).max(MAX_CHANGE_ORDER_LINES),
});

/** PATCH: `title`, `reason` while pending, and the status move (`approved`, `rejected`, `void`). */
export const updateChangeOrderInput = z.strictObject({
  title: text(300).optional(),
  reason: text(2000).nullable().optional(),
  status: z.enum(CHANGE_ORDER_STATUSES).optional(),
});

export const listChangeOrdersQuery = z.strictObject({
  project_id: idOf('project').optional(),
  budget_id: idOf('budget').optional(),
  commitment_id: idOf('commitment').optional(),
  status: z.enum(CHANGE_ORDER_STATUSES).optional(),
  ...pageQuery,
});

export type ChangeOrderLineInput = z.output<typeof changeOrderLineInput>;
export type CreateChangeOrderInput = z.output<typeof createChangeOrderInput>;
