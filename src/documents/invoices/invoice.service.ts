import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope } from '../../platform/actor.js';
import { AppError } from '../../platform/errors.js';
import { todayUtc } from '../../platform/dates.js';
import { parse } from '../../platform/validation.js';
import { transaction } from '../../platform/db/transaction.js';
import { recordEvent } from '../../events/event.service.js';
import type { EventType } from '../../events/event-types.js';
import { assertBudgetItemsOfProject } from '../budget-item-references.js';
import { newDocumentRow } from '../document.entity.js';
import { assertDocumentReferences } from '../document-references.js';
import { assertDocumentCommitment, updateDocumentCommitment } from '../commitment-references.js';
import { updateDocument } from '../document.service.js';
import { type DocumentOperations, documentOperations } from '../document-operations.js';
import type { ContentAddress } from '../../files/file.queries.js';
import { matchInvoice, unmatchInvoice } from '../reconciliation/reconciliation.service.js';
import { DEFAULT_CURRENCY } from './currency.js';
import { INVOICE_DOCUMENT } from './invoice-document.js';
import { type Invoice, type InvoiceStatus, InvoiceSchema } from './invoice.entity.js';
import { applyPdfUrl, enqueuePdfArchive, setArchivedPdf } from './invoice-pdf.service.js';
import { budgetItemsOfInvoice, replaceBudgetItems } from './invoice.queries.js';
import { type InvoiceRepresentation, invoiceRepresentation } from './invoice.representation.js';
import { createInvoiceInput, updateInvoiceInput } from './invoice.schemas.js';

/** Status moves allowed by PATCH (docs/invoices-and-reconciliation.md#invoice-status); any other is 409 `invalid_state_transition`. */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['pending'],
  cancelled: ['pending'],
};

const COLUMNS = {
  project_id: 'projectId',
  provider_id: 'providerId',
  invoice_number: 'invoiceNumber',
  issue_date: 'issueDate',
  due_date: 'dueDate',
  subtotal_amount: 'subtotalAmount',
  tax_amount: 'taxAmount',
  withholding_amount: 'withholdingAmount',
  total_amount: 'totalAmount',
  currency: 'currency',
} as const satisfies Record<string, keyof Invoice>;

function checkDueDate(issueDate: string, dueDate: string | null): void {
  if (dueDate && dueDate < issueDate) {
    throw AppError.field('due_date', 'invalid_date_range', '`due_date` must not be before `issue_date`.');
  }
}

/**
 * `total_amount = subtotal_amount + tax_amount − withholding_amount`, checked when a request
 * sends `withholding_amount` (always, for imports), on the values the invoice ends with. Requests
 * without it keep the specification's rule: amounts stored as given
 * (docs/invoices-and-reconciliation.md#withholding).
 */
function checkTotals(invoice: Pick<Invoice, 'subtotalAmount' | 'taxAmount' | 'withholdingAmount' | 'totalAmount'>): void {
  const expected = invoice.subtotalAmount + invoice.taxAmount - invoice.withholdingAmount;
  if (expected !== invoice.totalAmount) {
    throw new AppError(
      'validation_failed',
      `Invalid request: \`total_amount\` must be subtotal_amount + tax_amount − withholding_amount = ${expected}.`,
      'total_amount',
      {
        errors: [
          {
            param: 'total_amount',
            code: 'totals_mismatch',
            message: `\`total_amount\` (${invoice.totalAmount}) must equal subtotal_amount + tax_amount − withholding_amount (${expected}).`,
          },
        ],
        expected_total_amount: expected,
      },
    );
  }
}

export interface CreateInvoiceOptions {
  /** An import's uploaded PDF: the invoice starts with it archived (docs/documents-from-files.md#imports). */
  archivedPdf?: ContentAddress;
}

/**
 * A new invoice. A live invoice of the same provider with the same number and issue date is a
 * 409 `duplicate_resource` naming it (the partial unique index `invoices_duplicate_unique`,
 * mapped by `transaction`), so it holds under concurrency. A `pdf_url` starts its archival.
 */
export async function createInvoice(sc: ServiceContext, body: unknown, options: CreateInvoiceOptions = {}): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(createInvoiceInput, body);
  checkDueDate(input.issue_date, input.due_date ?? null);
  if (input.withholding_amount !== undefined) {
    checkTotals({
      subtotalAmount: input.subtotal_amount,
      taxAmount: input.tax_amount,
      withholdingAmount: input.withholding_amount,
      totalAmount: input.total_amount,
    });
  }
  return transaction(sc.em, async (em) => {
    await assertDocumentReferences(em, sc.actor, { projectId: input.project_id, providerId: input.provider_id });
    if (input.commitment_id) {
      await assertDocumentCommitment(em, sc.actor, { projectId: input.project_id, providerId: input.provider_id }, input.commitment_id);
    }
    const invoice = em.create(InvoiceSchema, {
      ...newDocumentRow('invoice', sc.actor, input, input.subtotal_amount),
      invoiceNumber: input.invoice_number,
      issueDate: input.issue_date,
      dueDate: input.due_date ?? null,
      status: 'pending',
      paidAt: null,
      taxAmount: input.tax_amount,
      withholdingAmount: input.withholding_amount ?? 0,
      totalAmount: input.total_amount,
      currency: input.currency ?? DEFAULT_CURRENCY,
      pdfUrl: null,
      pdfStatus: null,
      pdfSha256: null,
      pdfSizeBytes: null,
      pdfArchivedAt: null,
      pdfFailureReason: null,
    });
    if (options.archivedPdf) setArchivedPdf(invoice, options.archivedPdf);
    const archive = applyPdfUrl(invoice, input.pdf_url ?? undefined);
    await em.flush();
    if (archive) await enqueuePdfArchive(em, invoice.id, invoice.pdfUrl!);
    const representation = invoiceRepresentation(invoice, { deliveryNoteIds: [], budgetItemIds: [] });
    await recordEvent(em, sc.actor, 'invoice.created', representation);
    return representation;
  });
}

/**
 * The status move a PATCH asks for, with `paid_at`: becoming paid sets it (today unless sent),
 * leaving paid clears it, and `paid_at` alone may correct the date of a paid invoice.
 */
function applyStatus(invoice: Invoice, status: InvoiceStatus | undefined, paidAt: string | null | undefined): EventType {
  const from = invoice.status;
  const to = status ?? from;
  if (to !== from && !INVOICE_TRANSITIONS[from].includes(to)) throw AppError.invalidTransition('invoice', from, to);
  if (paidAt !== undefined && paidAt !== null && to !== 'paid') {
    throw AppError.field('paid_at', 'invalid_for_status', '`paid_at` can only be set on a paid invoice (send `status: "paid"` with it).');
  }
  if (paidAt === null && to === 'paid' && from === 'paid') {
    throw AppError.field('paid_at', 'invalid_for_status', 'A paid invoice keeps its `paid_at`; set `status` to `pending` to clear it.');
  }
  invoice.status = to;
  if (to === 'paid') invoice.paidAt = paidAt ?? (from === 'paid' ? invoice.paidAt : todayUtc());
  else invoice.paidAt = null;
  return to === 'paid' && from !== 'paid' ? 'invoice.paid' : 'invoice.updated';
}

/** PATCH: fields, status, budget items; `invoice.paid` when it becomes paid, `invoice.updated` otherwise. */
export async function updateInvoice(sc: ServiceContext, id: string, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(updateInvoiceInput, body);
  return updateDocument(
    sc,
    INVOICE_DOCUMENT,
    id,
    input,
    COLUMNS,
    async (invoice, em, projectBefore) => {
      const event = applyStatus(invoice, input.status, input.paid_at);
      await updateDocumentCommitment(em, sc.actor, invoice, projectBefore, input);
      checkDueDate(invoice.issueDate, invoice.dueDate);
      if (input.withholding_amount !== undefined) checkTotals(invoice);
      if (applyPdfUrl(invoice, input.pdf_url)) await enqueuePdfArchive(em, invoice.id, invoice.pdfUrl!);
      if (input.budget_item_ids !== undefined) {
        await setBudgetItems(em, sc, invoice, input.budget_item_ids);
      } else if (invoice.projectId !== projectBefore) {
        // The items it keeps must belong to budgets of the project it moves to.
        await assertBudgetItemsOfProject(em, sc.actor, invoice.projectId, await budgetItemsOfInvoice(em, invoice.id));
      }
      return event;
    },
    // Its links are the groups'; its budget items change only with `budget_item_ids`.
    (input) => input.budget_item_ids === undefined,
  );
}

/** Replaces the invoice's budget items (PATCH sends the whole list). */
async function setBudgetItems(em: EntityManager, sc: ServiceContext, invoice: Invoice, ids: string[]) {
  await assertBudgetItemsOfProject(em, sc.actor, invoice.projectId, ids);
  await replaceBudgetItems(em, invoice.id, ids);
}

/** What the REST and GraphQL adapters call for invoices. */
export const invoiceOperations: DocumentOperations<InvoiceRepresentation> = documentOperations(INVOICE_DOCUMENT, {
  create: createInvoice,
  update: updateInvoice,
  match: matchInvoice,
  unmatch: unmatchInvoice,
});
