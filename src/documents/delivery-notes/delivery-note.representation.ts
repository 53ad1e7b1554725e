import { z } from 'zod';
import { RECONCILIATION_STATUSES } from '../reconciliation/reconciliation-groups.js';
import { amount, date, idField, timestamp } from '../../platform/response-fields.js';
import type { DeliveryNote, DeliveryNoteLine } from './delivery-note.entity.js';

export function deliveryNoteLineRepresentation(l: DeliveryNoteLine) {
  return {
    id: l.id,
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unit_price: l.unitPrice,
    subtotal: l.subtotal,
    budget_item_id: l.budgetItemId,
    budget_item_suggested: l.budgetItemSuggested,
    commitment_line_id: l.commitmentLineId,
  };
}

export type DeliveryNoteLineRepresentation = ReturnType<typeof deliveryNoteLineRepresentation>;

export interface DeliveryNoteRelations {
  /** The note's lines in their order. */
  lines: DeliveryNoteLine[];
  /** Linked invoices that are not soft-deleted, in id order. */
  invoiceIds: string[];
}

/** The REST shape of a delivery note; also `data.object` of delivery-note events. */
export function deliveryNoteRepresentation(n: DeliveryNote, relations: DeliveryNoteRelations) {
  return {
    id: n.id,
    project_id: n.projectId,
    provider_id: n.providerId,
    commitment_id: n.commitmentId,
    delivery_note_number: n.deliveryNoteNumber,
    delivery_date: n.deliveryDate,
    subtotal_amount: n.subtotalAmount,
    line_items: relations.lines.map(deliveryNoteLineRepresentation),
    invoice_ids: relations.invoiceIds,
    reconciliation_status: n.reconciliationStatus,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
    deleted_at: n.deletedAt ? n.deletedAt.toISOString() : null,
  };
}

export type DeliveryNoteRepresentation = ReturnType<typeof deliveryNoteRepresentation>;

/** The published schema of `deliveryNoteLineRepresentation` (docs/openapi.md). */
export const deliveryNoteLineObject = z
  .strictObject({
    id: idField('deliveryNoteLine'),
    description: z.string(),
    quantity: z.number(),
    unit: z.string(),
    unit_price: amount(),
    subtotal: amount(),
    budget_item_id: idField('budgetItem').nullable(),
    budget_item_suggested: z.boolean().meta({ description: 'True when the service chose `budget_item_id`.' }),
    commitment_line_id: idField('commitmentLine').nullable().meta({ description: "The line of the note's commitment it delivers." }),
  })
  .meta({ id: 'DeliveryNoteLine' });

/** The published schema of `deliveryNoteRepresentation` (docs/openapi.md). */
export const deliveryNoteObject = z
  .strictObject({
    id: idField('deliveryNote'),
    project_id: idField('project'),
    provider_id: idField('provider'),
    commitment_id: idField('commitment').nullable().meta({ description: 'The approved commitment (order, subcontract) it delivers against.' }),
    delivery_note_number: z.string(),
    delivery_date: date(),
    subtotal_amount: amount().meta({ description: "Sum of the lines' `subtotal`." }),
    line_items: z.array(deliveryNoteLineObject),
    invoice_ids: z.array(idField('invoice')).meta({ description: 'Linked invoices that are not soft-deleted.' }),
    reconciliation_status: z.enum(RECONCILIATION_STATUSES),
    created_at: timestamp(),
    updated_at: timestamp(),
    deleted_at: timestamp().nullable(),
  })
  .meta({ id: 'DeliveryNote' });
