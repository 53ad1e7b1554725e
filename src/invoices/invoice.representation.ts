import type { Invoice } from './invoice.entity.js';

export interface InvoiceRelations {
  /** Linked delivery notes that are not soft-deleted, in id order. */
  deliveryNoteIds: string[];
  budgetItemIds: string[];
}

/** The REST shape of an invoice; also `data.object` of invoice events. */
export function invoiceRepresentation(i: Invoice, relations: InvoiceRelations) {
  return {
    id: i.id,
    project_id: i.projectId,
    provider_id: i.providerId,
    invoice_number: i.invoiceNumber,
    issue_date: i.issueDate,
    due_date: i.dueDate,
    status: i.status,
    paid_at: i.paidAt,
    subtotal_amount: i.subtotalAmount,
    tax_amount: i.taxAmount,
    total_amount: i.totalAmount,
    currency: i.currency,
    reconciliation_status: i.reconciliationStatus,
    delivery_note_ids: relations.deliveryNoteIds,
    budget_item_ids: relations.budgetItemIds,
    pdf_url: i.pdfUrl,
    // The archived copy of the PDF (`{status, sha256, size_bytes}`) arrives with the PDF issue.
    pdf: null,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    deleted_at: i.deletedAt ? i.deletedAt.toISOString() : null,
  };
}

export type InvoiceRepresentation = ReturnType<typeof invoiceRepresentation>;
