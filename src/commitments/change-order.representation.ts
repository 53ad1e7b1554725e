import { z } from 'zod';
import { isoTimestamp } from '../platform/dates.js';
import { decimalToNumber } from '../platform/money.js';
import { amount, idField, timestamp } from '../platform/response-fields.js';
import { CHANGE_ORDER_STATUSES, CHANGE_ORDER_TARGETS, type ChangeOrder, type ChangeOrderLine } from './change-order.entity.js';

export function changeOrderLineRepresentation(l: ChangeOrderLine) {
  return {
    id: l.id,
    budget_item_id: l.budgetItemId,
    new_item: l.chapterId ? { chapter_id: l.chapterId, code: l.code!, description: l.description!, unit: l.unit! } : null,
    description: l.chapterId ? null : l.description,
    unit: l.chapterId ? null : l.unit,
    quantity_delta: decimalToNumber(l.quantityDelta),
    unit_price: l.unitPrice,
    amount: l.amount,
  };
}

/** The REST shape of a change order; also `data.object` of its events. */
export function changeOrderRepresentation(c: ChangeOrder, lines: ChangeOrderLine[]) {
  return {
    id: c.id,
    project_id: c.projectId,
    target: c.target,
    budget_id: c.budgetId,
    commitment_id: c.commitmentId,
    number: c.number,
    title: c.title,
    reason: c.reason,
    status: c.status,
    amount: c.amount,
    lines: lines.map(changeOrderLineRepresentation),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    approved_at: isoTimestamp(c.approvedAt),
    rejected_at: isoTimestamp(c.rejectedAt),
    voided_at: isoTimestamp(c.voidedAt),
  };
}

export type ChangeOrderRepresentation = ReturnType<typeof changeOrderRepresentation>;

/** The published schema of `changeOrderRepresentation` (docs/openapi.md). */
export const changeOrderObject = z
  .strictObject({
    id: idField('changeOrder'),
    project_id: idField('project'),
    target: z.enum(CHANGE_ORDER_TARGETS),
    budget_id: idField('budget').nullable(),
    commitment_id: idField('commitment').nullable(),
    number: z.number().int().meta({ description: 'Sequential per budget or commitment, from 1.' }),
    title: z.string(),
    reason: z.string().nullable(),
    status: z.enum(CHANGE_ORDER_STATUSES),
    amount: amount().meta({ description: "Sum of the lines' amounts: the cost the change moves." }),
    lines: z.array(
      z
        .strictObject({
          id: idField('changeOrderLine'),
          budget_item_id: idField('budgetItem').nullable().meta({ description: 'The item changed; for a new item, the item created once approved.' }),
          new_item: z
            .strictObject({ chapter_id: idField('budgetChapter'), code: z.string(), description: z.string(), unit: z.string() })
            .nullable(),
          description: z.string().nullable().meta({ description: 'A commitment line: what it adds.' }),
          unit: z.string().nullable(),
          quantity_delta: z.number(),
          unit_price: amount().nullable(),
          amount: amount(),
        })
        .meta({ id: 'ChangeOrderLine' }),
    ),
    created_at: timestamp(),
    updated_at: timestamp(),
    approved_at: timestamp().nullable(),
    rejected_at: timestamp().nullable(),
    voided_at: timestamp().nullable(),
  })
  .meta({ id: 'ChangeOrder' });
