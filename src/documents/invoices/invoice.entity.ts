import { money, nullableTimestamp } from '../../platform/db/columns.js';
import { type DocumentRow, documentSchema } from '../document.entity.js';
import { assignedKey, type ConstraintRules, duplicate, invalid, reference } from '../../platform/db/database-errors.js';

export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where the archived copy of an invoice's PDF stands (docs/documents-from-files.md#archiving-the-invoice-pdf). */
export const PDF_STATUSES = ['pending', 'archived', 'failed'] as const;
export type PdfStatus = (typeof PDF_STATUSES)[number];

export interface Invoice extends DocumentRow {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  status: InvoiceStatus;
  /** Set exactly while `status` is `paid` (a check constraint holds it). */
  paidAt: string | null;
  taxAmount: number;
  /** IRPF or other amount the payer withholds: total = subtotal + tax − withholding. */
  withholdingAmount: number;
  totalAmount: number;
  currency: string;
  pdfUrl: string | null;
  /** Null while no PDF was asked for; `sha256`, size and `archivedAt` are set exactly while archived. */
  pdfStatus: PdfStatus | null;
  pdfSha256: string | null;
  pdfSizeBytes: number | null;
  pdfArchivedAt: Date | null;
  pdfFailureReason: string | null;
}

export const InvoiceSchema = documentSchema<Invoice>('Invoice', 'invoices', {
  invoiceNumber: { type: 'string', columnType: 'text' },
  issueDate: { type: 'string', columnType: 'date' },
  dueDate: { type: 'string', columnType: 'date', nullable: true },
  status: { type: 'string', columnType: 'text' },
  paidAt: { type: 'string', columnType: 'date', nullable: true },
  taxAmount: money,
  withholdingAmount: money,
  totalAmount: money,
  currency: { type: 'string', columnType: 'text' },
  pdfUrl: { type: 'string', columnType: 'text', nullable: true },
  pdfStatus: { type: 'string', columnType: 'text', nullable: true },
  pdfSha256: { type: 'string', columnType: 'text', nullable: true },
  pdfSizeBytes: { type: 'integer', nullable: true },
  pdfArchivedAt: nullableTimestamp,
  pdfFailureReason: { type: 'string', columnType: 'text', nullable: true },
});

/** What the constraints of `invoices` and `invoice_budget_items` mean to a client (docs/api-conventions.md#errors). */
export const invoiceConstraints: ConstraintRules = {
  invoices_duplicate_unique: duplicate({
    resource: 'invoice',
    param: 'invoice_number',
    table: 'invoices',
    columns: ['organization_id', 'livemode', 'provider_id', 'invoice_number', 'issue_date'],
    freeColumn: 'invoice_number',
    where: 'deleted_at is null',
    message: (k) => `An invoice '${k.invoice_number}' of this provider issued on ${k.issue_date} already exists.`,
  }),
  invoice_budget_items_pkey: assignedKey('invoice budget item'),
  invoices_pkey: assignedKey('invoice id'),
  invoice_budget_items_budget_item_fk: reference('budget_item_ids', 'budget item'),
  invoice_budget_items_invoice_id_fkey: reference('invoice_id', 'invoice'),
  invoices_organization_id_fkey: reference('organization_id', 'organization'),
  invoices_pdf_sha256_fkey: reference('pdf', 'stored file content'),
  invoices_project_id_fkey: reference('project_id', 'project'),
  invoices_provider_id_fkey: reference('provider_id', 'provider'),
  invoices_check: invalid('paid_at', 'invalid_for_status', 'is set exactly when the invoice is paid'),
  invoices_pdf_file: invalid('pdf', 'invalid_value', 'has a stored file exactly when it is archived'),
  invoices_pdf_status_check: invalid('pdf', 'invalid_value', 'must be pending, archived or failed'),
  invoices_currency_check: invalid('currency', 'invalid_currency', 'must be an ISO 4217 currency code'),
  invoices_reconciliation_status_check: invalid('reconciliation_status', 'invalid_value', 'is not a reconciliation status'),
  invoices_status_check: invalid('status', 'invalid_value', 'is not an invoice status'),
};
