import { z } from 'zod';
import { documentCommitment, documentListQuery, documentMoves, documentReferences } from '../document.schemas.js';
import { calendarDate, cents, idOf, text } from '../../platform/validation.js';
import { RECONCILIATION_STATUSES } from '../reconciliation/reconciliation-groups.js';

/** Largest magnitude of a line quantity; quantities carry at most 6 decimals (numeric(20,6)). */
export const MAX_QUANTITY = 1_000_000_000;

const quantity = () =>
  z
    .number({ error: (i) => (i.input === undefined ? 'is required' : 'must be a number') })
    .min(-MAX_QUANTITY)
    .max(MAX_QUANTITY)
    .refine((q) => Number(q.toFixed(6)) === q, { message: 'must have at most 6 decimals', params: { code: 'too_precise' } });

const lineInput = z.strictObject({
  description: text(1000),
  quantity: quantity(),
  unit: text(20),
  unit_price: cents(),
  subtotal: cents(),
  budget_item_id: z.string().nullable().optional(),
  /** A line of the note's commitment; `budget_item_id` then defaults to that line's item. */
  commitment_line_id: idOf('commitmentLine').nullable().optional(),
});

export const createDeliveryNoteInput = z.strictObject({
  ...documentReferences,
  delivery_note_number: text(100),
  delivery_date: calendarDate(),
  line_items: z.array(lineInput).min(1, { error: 'must have at least one line' }).max(500),
});

/** PATCH: header fields, and `{id, budget_item_id}` to set or clear a line's budget item. */
export const updateDeliveryNoteInput = z.strictObject({
  ...documentMoves,
  ...documentCommitment,
  delivery_note_number: text(100).optional(),
  delivery_date: calendarDate().optional(),
  line_items: z
    .array(
      z.strictObject({
        id: z.string(),
        budget_item_id: z.string().nullable().optional(),
        commitment_line_id: idOf('commitmentLine').nullable().optional(),
      }),
    )
    .max(500)
    .optional(),
});

export const listDeliveryNotesQuery = documentListQuery({ reconciliation_status: z.enum(RECONCILIATION_STATUSES).optional() });

export type CreateDeliveryNoteInput = z.output<typeof createDeliveryNoteInput>;
