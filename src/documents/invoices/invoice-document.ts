import type { DocumentType } from '../document-type.js';
import type { KeysetSort } from '../../platform/pagination.js';
import { type Invoice, InvoiceSchema } from './invoice.entity.js';
import { representInvoices } from './invoice.queries.js';
import { type InvoiceRepresentation, invoiceRepresentation } from './invoice.representation.js';
import { listInvoicesQuery } from './invoice.schemas.js';

/** Most recent issue date first, then id (docs/api-conventions.md#pagination). */
const BY_ISSUE_DATE: KeysetSort<Invoice> = { column: 'issue_date', property: 'issueDate', cast: 'date', key: (r) => r.issueDate };

/** The invoice as a document: what the shared document rules (src/documents/) need of it. */
export const INVOICE_DOCUMENT: DocumentType<Invoice, InvoiceRepresentation> = {
  kind: 'invoice',
  idKind: 'invoice',
  label: 'invoice',
  path: '/v1/invoices',
  entity: InvoiceSchema,
  alias: 'i',
  linkColumn: 'invoice_id',
  scopes: { read: 'read:invoices', write: 'write:invoices' },
  sort: BY_ISSUE_DATE,
  listQuery: listInvoicesQuery,
  dateProperty: 'issueDate',
  filters: { status: 'status' },
  represent: representInvoices,
  representKeepingRelations: (row, previous) =>
    invoiceRepresentation(row, { deliveryNoteIds: previous.delivery_note_ids, budgetItemIds: previous.budget_item_ids }),
};
