import { z } from 'zod';
import { documentCommitment, documentListQuery, documentMoves, documentReferences } from '../document.schemas.js';
import { calendarDate, cents, text } from '../../platform/validation.js';
import { CURRENCY_CODES } from './currency.js';
import { INVOICE_STATUSES } from './invoice.entity.js';

/** ISO 4217 code; `eur` is read as `EUR`. */
const currency = () =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .refine((v) => CURRENCY_CODES.has(v), { message: 'must be an ISO 4217 currency code such as EUR', params: { code: 'invalid_currency' } });

/** An https URL (the PDF of the invoice, archived by a job: docs/documents-from-files.md#archiving-the-invoice-pdf). */
const httpsUrl = () =>
  z
    .string()
    .max(2048)
    .refine(
      (v) => {
        try {
          return new URL(v).protocol === 'https:';
        } catch {
          return false;
        }
      },
      { message: 'must be an https URL', params: { code: 'invalid_url' } },
    );

export const createInvoiceInput = z.strictObject({
  ...documentReferences,
  invoice_number: text(100),
  issue_date: calendarDate(),
  due_date: calendarDate().nullable().optional(),
  subtotal_amount: cents(),
  tax_amount: cents(),
  withholding_amount: cents().optional(),
  total_amount: cents(),
  currency: currency().optional(),
  pdf_url: httpsUrl().nullable().optional(),
});

export const updateInvoiceInput = z.strictObject({
  ...documentMoves,
  ...documentCommitment,
  invoice_number: text(100).optional(),
  issue_date: calendarDate().optional(),
  due_date: calendarDate().nullable().optional(),
  subtotal_amount: cents().optional(),
  tax_amount: cents().optional(),
  withholding_amount: cents().optional(),
  total_amount: cents().optional(),
  currency: currency().optional(),
  pdf_url: httpsUrl().nullable().optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  paid_at: calendarDate().nullable().optional(),
  budget_item_ids: z.array(z.string()).max(500).optional(),
});

export const listInvoicesQuery = documentListQuery({ status: z.enum(INVOICE_STATUSES).optional() });

export type CreateInvoiceInput = z.output<typeof createInvoiceInput>;
export type UpdateInvoiceInput = z.output<typeof updateInvoiceInput>;

/** The archival job's payload (checked when the job runs: a queued payload outlives the code that wrote it). */
export const pdfArchivePayload = z.strictObject({ invoice_id: z.string().min(1), url: z.string().min(1) });
export type PdfArchivePayload = z.output<typeof pdfArchivePayload>;
