import { z } from 'zod';
import { RECONCILIATION_STATUSES } from '../reconciliation/reconciliation-groups.js';
import { amount, date, idField, timestamp } from '../shared/response-fields.js';
import { INVOICE_STATUSES } from './invoice.entity.js';
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

/** The published schema of `invoiceRepresentation` (docs/openapi.md). */
export const invoiceObject = z
  .strictObject({
    id: idField('invoice'),
    project_id: idField('project'),
    provider_id: idField('provider'),
    invoice_number: z.string(),
    issue_date: date(),
    due_date: date().nullable(),
    status: z.enum(INVOICE_STATUSES),
    paid_at: date().nullable(),
    subtotal_amount: amount(),
    tax_amount: amount(),
    total_amount: amount(),
    currency: z.string().meta({ example: 'EUR' }),
    reconciliation_status: z.enum(RECONCILIATION_STATUSES),
    delivery_note_ids: z.array(idField('deliveryNote')).meta({ description: 'Linked delivery notes that are not soft-deleted.' }),
    budget_item_ids: z.array(idField('budgetItem')),
    pdf_url: z.string().nullable(),
    pdf: z.null().meta({ description: 'The archived copy of `pdf_url` (not archived yet: always null).' }),
    created_at: timestamp(),
    updated_at: timestamp(),
    deleted_at: timestamp().nullable(),
  })
  .meta({ id: 'Invoice' });
