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
