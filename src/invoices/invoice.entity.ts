import { money } from '../db/columns.js';
import { type DocumentRow, documentSchema } from '../documents/document.entity.js';

export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface Invoice extends DocumentRow {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  status: InvoiceStatus;
  /** Set exactly while `status` is `paid` (a check constraint holds it). */
  paidAt: string | null;
  taxAmount: number;
  totalAmount: number;
  currency: string;
  pdfUrl: string | null;
}

export const InvoiceSchema = documentSchema<Invoice>('Invoice', 'invoices', {
  invoiceNumber: { type: 'string', columnType: 'text' },
  issueDate: { type: 'string', columnType: 'date' },
  dueDate: { type: 'string', columnType: 'date', nullable: true },
  status: { type: 'string', columnType: 'text' },
  paidAt: { type: 'string', columnType: 'date', nullable: true },
  taxAmount: money,
  totalAmount: money,
  currency: { type: 'string', columnType: 'text' },
  pdfUrl: { type: 'string', columnType: 'text', nullable: true },
});
