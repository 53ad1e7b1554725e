import { z } from 'zod';
import { type IdKind, isId } from '../shared/ids.js';
import { pageQuery } from '../shared/pagination.js';
import { calendarDate, cents, queryDate, text } from '../shared/validation.js';
import { CURRENCY_CODES } from './currency.js';
import { INVOICE_STATUSES } from './invoice.entity.js';

/** An id of `kind`, checked for shape (existence is the service's concern). */
export const idOf = (kind: IdKind) =>
  z.string().refine((v) => isId(kind, v), { message: `must be an id of a ${kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`, params: { code: 'invalid_id' } });

/** ISO 4217 code; `eur` is read as `EUR`. */
const currency = () =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .refine((v) => CURRENCY_CODES.has(v), { message: 'must be an ISO 4217 currency code such as EUR', params: { code: 'invalid_currency' } });

/** An https URL (the PDF of the invoice, archived by a later job). */
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
  project_id: idOf('project'),
  provider_id: idOf('provider'),
  invoice_number: text(100),
  issue_date: calendarDate(),
  due_date: calendarDate().nullable().optional(),
  subtotal_amount: cents(),
  tax_amount: cents(),
  total_amount: cents(),
  currency: currency().optional(),
  pdf_url: httpsUrl().nullable().optional(),
});

export const updateInvoiceInput = z.strictObject({
  project_id: idOf('project').optional(),
  provider_id: idOf('provider').optional(),
  invoice_number: text(100).optional(),
  issue_date: calendarDate().optional(),
  due_date: calendarDate().nullable().optional(),
  subtotal_amount: cents().optional(),
  tax_amount: cents().optional(),
  total_amount: cents().optional(),
  currency: currency().optional(),
  pdf_url: httpsUrl().nullable().optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  paid_at: calendarDate().nullable().optional(),
  budget_item_ids: z.array(z.string()).max(500).optional(),
});

export const listInvoicesQuery = z.strictObject({
  project_id: idOf('project').optional(),
  provider_id: idOf('provider').optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  from: queryDate(),
  to: queryDate(),
  ...pageQuery,
});

export type CreateInvoiceInput = z.output<typeof createInvoiceInput>;
export type UpdateInvoiceInput = z.output<typeof updateInvoiceInput>;
