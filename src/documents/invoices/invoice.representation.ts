import { z } from 'zod';
import { RECONCILIATION_STATUSES } from '../reconciliation/reconciliation-groups.js';
import { amount, date, idField, timestamp } from '../../platform/response-fields.js';
import { INVOICE_STATUSES, PDF_STATUSES } from './invoice.entity.js';
import type { Invoice } from './invoice.entity.js';

export interface InvoiceRelations {
  /** Linked delivery notes that are not soft-deleted, in id order. */
  deliveryNoteIds: string[];
  budgetItemIds: string[];
}

/** The archived copy of the invoice's PDF, or null when none was asked for (docs/documents-from-files.md#archiving-the-invoice-pdf). */
export function invoicePdfRepresentation(i: Invoice) {
  if (i.pdfStatus === null) return null;
  return {
    status: i.pdfStatus,
    sha256: i.pdfSha256,
    size_bytes: i.pdfSizeBytes,
    archived_at: i.pdfArchivedAt ? i.pdfArchivedAt.toISOString() : null,
    failure_reason: i.pdfFailureReason,
  };
}

/** The REST shape of an invoice; also `data.object` of invoice events. */
export function invoiceRepresentation(i: Invoice, relations: InvoiceRelations) {
  return {
    id: i.id,
    project_id: i.projectId,
    provider_id: i.providerId,
    commitment_id: i.commitmentId,
    invoice_number: i.invoiceNumber,
    issue_date: i.issueDate,
    due_date: i.dueDate,
    status: i.status,
    paid_at: i.paidAt,
    subtotal_amount: i.subtotalAmount,
    tax_amount: i.taxAmount,
    withholding_amount: i.withholdingAmount,
    total_amount: i.totalAmount,
    currency: i.currency,
    reconciliation_status: i.reconciliationStatus,
    delivery_note_ids: relations.deliveryNoteIds,
    budget_item_ids: relations.budgetItemIds,
    pdf_url: i.pdfUrl,
    pdf: invoicePdfRepresentation(i),
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    deleted_at: i.deletedAt ? i.deletedAt.toISOString() : null,
  };
}

export type InvoiceRepresentation = ReturnType<typeof invoiceRepresentation>;

const invoicePdfObject = z
  .strictObject({
    status: z.enum(PDF_STATUSES).meta({ description: '`pending` until the archival job ends, then `archived` or `failed`.' }),
    sha256: z.string().regex(/^[0-9a-f]{64}$/).nullable().meta({ description: 'Of the archived file; also its `ETag` at `GET /v1/invoices/{id}/pdf`.' }),
    size_bytes: z.number().int().nullable(),
    archived_at: timestamp().nullable(),
    failure_reason: z.string().nullable().meta({ description: 'Why the archival failed (`failed` only).' }),
  })
  .meta({ id: 'InvoicePdf' });

/** The published schema of `invoiceRepresentation` (docs/openapi.md). */
export const invoiceObject = z
  .strictObject({
    id: idField('invoice'),
    project_id: idField('project'),
    provider_id: idField('provider'),
    commitment_id: idField('commitment').nullable().meta({ description: 'The approved commitment (order, subcontract) it bills.' }),
    invoice_number: z.string(),
    issue_date: date(),
    due_date: date().nullable(),
    status: z.enum(INVOICE_STATUSES),
    paid_at: date().nullable(),
    subtotal_amount: amount(),
    tax_amount: amount(),
    withholding_amount: amount().meta({ description: 'IRPF or other amount the payer withholds; `total_amount = subtotal_amount + tax_amount − withholding_amount`.' }),
    total_amount: amount(),
    currency: z.string().meta({ example: 'EUR' }),
    reconciliation_status: z.enum(RECONCILIATION_STATUSES),
    delivery_note_ids: z.array(idField('deliveryNote')).meta({ description: 'Linked delivery notes that are not soft-deleted.' }),
    budget_item_ids: z.array(idField('budgetItem')),
    pdf_url: z.string().nullable(),
    pdf: invoicePdfObject
      .nullable()
      .meta({ description: 'The archived copy of `pdf_url`, or of the uploaded PDF an import created the invoice from; null when there is none.' }),
    created_at: timestamp(),
    updated_at: timestamp(),
    deleted_at: timestamp().nullable(),
  })
  .meta({ id: 'Invoice' });
