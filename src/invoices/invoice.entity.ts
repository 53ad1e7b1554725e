import { money, nullableTimestamp } from '../db/columns.js';
import { type DocumentRow, documentSchema } from '../documents/document.entity.js';

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
