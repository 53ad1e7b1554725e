import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { DAY_MS, todayUtc } from '../shared/dates.js';
import { newId } from '../shared/ids.js';
import { type KeysetSort, type ListResult, keysetPage, keysetPages, pageRequest } from '../shared/pagination.js';
import { parse } from '../shared/validation.js';
import { uniqueViolation } from '../db/errors.js';
import { recordEvent } from '../events/event.service.js';
import type { EventType } from '../events/event-types.js';
import { changeGroups } from '../reconciliation/group-change.js';
import { lockReconciliationScope } from '../reconciliation/reconciliation.loader.js';
import { textArray } from '../reconciliation/sql.js';
import { assertBudgetItemsOfProject } from './budget-item-refs.js';
import { DEFAULT_CURRENCY } from './currency.js';
import { assertDocumentReferences, hasLinks } from './document-references.js';
import { type Invoice, type InvoiceStatus, InvoiceSchema } from './invoice.entity.js';
import { findInvoice, representInvoice, representInvoices } from './invoice.queries.js';
import { type InvoiceRepresentation, invoiceRepresentation } from './invoice.representation.js';
import { createInvoiceInput, listInvoicesQuery, updateInvoiceInput } from './invoice.schemas.js';

/** Soft-deleted invoices can be restored for this long (spec "Limits"). */
export const INVOICE_RECOVERY_DAYS = 90;

/** Status moves allowed by PATCH (DESIGN §5); any other is 409 `invalid_state_transition`. */
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
  total_amount: 'totalAmount',
  currency: 'currency',
  pdf_url: 'pdfUrl',
} as const satisfies Record<string, keyof Invoice>;

type DuplicateKey = Pick<Invoice, 'providerId' | 'invoiceNumber' | 'issueDate'>;

/**
 * Runs `work`, turning a hit on the partial unique index of spec rule 1 into the documented 409
 * naming the live invoice that holds the (provider, number, date). `key` is read after the
 * failure, so it reflects the values the failed write tried to store.
 */
async function catchingDuplicate<T>(sc: ServiceContext, key: () => DuplicateKey | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const k = key();
    if (uniqueViolation(error) !== 'invoices_duplicate_unique' || !k) throw error;
    const existing = await sc.em
      .fork()
      .findOne(InvoiceSchema, { ...tenant(sc.actor), ...k, deletedAt: null }, { fields: ['id'] });
    throw new AppError(
      'duplicate_resource',
      `An invoice '${k.invoiceNumber}' of this provider issued on ${k.issueDate} already exists.`,
      'invoice_number',
      { existing_id: existing?.id ?? null },
    );
  }
}

function checkDueDate(issueDate: string, dueDate: string | null): void {
  if (dueDate && dueDate < issueDate) {
    throw AppError.field('due_date', 'invalid_date_range', '`due_date` must not be before `issue_date`.');
  }
}

export async function getInvoice(sc: ServiceContext, id: string): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'read:invoices');
  return representInvoice(sc.em, await findInvoice(sc.em, sc, id));
}

/** Invoices of the caller by id, in the order asked, leaving out unknown ones (GraphQL relations). */
export async function getInvoicesByIds(sc: ServiceContext, ids: readonly string[]): Promise<InvoiceRepresentation[]> {
  requireScope(sc.actor, 'read:invoices');
  if (ids.length === 0) return [];
  const rows = await sc.em.find(InvoiceSchema, { id: { $in: [...ids] }, ...tenant(sc.actor) });
  const byId = new Map((await representInvoices(sc.em, rows)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Most recent issue date first (DESIGN §4), then id. */
const BY_ISSUE_DATE: KeysetSort<Invoice> = { column: 'issue_date', property: 'issueDate', cast: 'date', key: (r) => r.issueDate };

/** The list filters of `GET /v1/invoices`, parsed, as a query builder over live invoices (alias `i`). */
function filteredInvoices(sc: ServiceContext, query: unknown) {
  const q = parse(listInvoicesQuery, query);
  if (q.from && q.to && q.from > q.to) {
    throw AppError.field('to', 'invalid_date_range', '`to` must not be before `from`.');
  }
  const qb = sc.em.createQueryBuilder(InvoiceSchema, 'i').where({ ...tenant(sc.actor), deletedAt: null });
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.provider_id) qb.andWhere({ providerId: q.provider_id });
  if (q.status) qb.andWhere({ status: q.status });
  if (q.from) qb.andWhere({ issueDate: { $gte: q.from } });
  if (q.to) qb.andWhere({ issueDate: { $lte: q.to } });
  return { qb, page: pageRequest(q, 'inv') };
}

export async function listInvoices(sc: ServiceContext, query: unknown): Promise<ListResult<InvoiceRepresentation>> {
  requireScope(sc.actor, 'read:invoices');
  const { qb, page } = filteredInvoices(sc, query);
  return keysetPage(qb, 'i', page, BY_ISSUE_DATE, (rows) => representInvoices(sc.em, rows));
}

/** The parents a nested invoice list can hang from (`Project.invoices`, `Provider.invoices`). */
const INVOICE_PARENTS = {
  project: { column: 'project_id', property: 'projectId' },
  provider: { column: 'provider_id', property: 'providerId' },
} as const;

/**
 * `listInvoices` for many parents in one statement (GraphQL's nested connections): the same
 * filters, order and cursor, each parent's page cut at the same `limit`.
 */
export async function listInvoicesOfParents(
  sc: ServiceContext,
  parent: keyof typeof INVOICE_PARENTS,
  parentIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<InvoiceRepresentation>>> {
  requireScope(sc.actor, 'read:invoices');
  const { qb, page } = filteredInvoices(sc, query);
  return keysetPages(sc.em, InvoiceSchema, qb, 'i', { ...INVOICE_PARENTS[parent], ids: parentIds }, page, BY_ISSUE_DATE, (rows) =>
    representInvoices(sc.em, rows),
  );
}

export async function createInvoice(sc: ServiceContext, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(createInvoiceInput, body);
  checkDueDate(input.issue_date, input.due_date ?? null);
  const key = { providerId: input.provider_id, invoiceNumber: input.invoice_number, issueDate: input.issue_date };
  return catchingDuplicate(sc, () => key, () =>
    sc.em.transactional(async (em) => {
      await assertDocumentReferences(em, sc, { projectId: input.project_id, providerId: input.provider_id });
      const now = new Date();
      const invoice = em.create(InvoiceSchema, {
        id: newId('invoice'),
        ...tenant(sc.actor),
        projectId: input.project_id,
        providerId: input.provider_id,
        invoiceNumber: input.invoice_number,
        issueDate: input.issue_date,
        dueDate: input.due_date ?? null,
        status: 'pending',
        paidAt: null,
        subtotalAmount: input.subtotal_amount,
        taxAmount: input.tax_amount,
        totalAmount: input.total_amount,
        currency: input.currency ?? DEFAULT_CURRENCY,
        reconciliationStatus: 'unmatched',
        pdfUrl: input.pdf_url ?? null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      });
      await em.flush();
      const representation = invoiceRepresentation(invoice, { deliveryNoteIds: [], budgetItemIds: [] });
      await recordEvent(em, sc.actor, 'invoice.created', representation);
      return representation;
    }),
  );
}

/** Whether a deleted invoice can still be restored, or the 409 that says why not. */
function assertRestorable(invoice: Invoice): void {
  if (!invoice.deletedAt) {
    throw new AppError('invalid_state_transition', `Invoice '${invoice.id}' is not deleted.`, null, { from: 'live', to: 'live' });
  }
  if (Date.now() - invoice.deletedAt.getTime() > INVOICE_RECOVERY_DAYS * DAY_MS) {
    throw new AppError(
      'invalid_state_transition',
      `The ${INVOICE_RECOVERY_DAYS}-day recovery window of invoice '${invoice.id}' has passed.`,
      null,
      { from: 'deleted', to: 'live', reason: `the ${INVOICE_RECOVERY_DAYS}-day recovery window has passed` },
    );
  }
}

function assertLive(invoice: Invoice): void {
  if (invoice.deletedAt) {
    throw new AppError(
      'invalid_state_transition',
      `Invoice '${invoice.id}' is deleted; restore it with POST /v1/invoices/{id}/restore first.`,
      null,
      { from: 'deleted', to: 'updated' },
    );
  }
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

export async function updateInvoice(sc: ServiceContext, id: string, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(updateInvoiceInput, body);
  let key: DuplicateKey | null = null;
  return catchingDuplicate(sc, () => key, () =>
    sc.em.transactional(async (em) => {
      const current = await findInvoice(em, sc, id);
      await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
      const outcome = await changeGroups(em, sc.actor, [current.id], async ({ invoices }) => {
        const invoice = invoices.get(current.id)!;
        assertLive(invoice);
        await checkMove(em, sc, invoice, input.project_id, input.provider_id);
        const eventType = applyStatus(invoice, input.status, input.paid_at);
        for (const [field, column] of Object.entries(COLUMNS)) {
          const value = input[field as keyof typeof COLUMNS];
          if (value !== undefined) (invoice as unknown as Record<string, unknown>)[column] = value;
        }
        checkDueDate(invoice.issueDate, invoice.dueDate);
        if (input.budget_item_ids !== undefined) {
          await setBudgetItems(em, sc, invoice, input.budget_item_ids);
        } else if (invoice.projectId !== current.projectId) {
          // The items it keeps must belong to budgets of the project it moves to.
          const kept = await em.execute<Array<{ budget_item_id: string }>>(
            `select budget_item_id from invoice_budget_items where invoice_id = ? order by budget_item_id`,
            [invoice.id],
          );
          await assertBudgetItemsOfProject(em, sc, invoice.projectId, kept.map((r, i) => ({ param: `budget_item_ids[${i}]`, id: r.budget_item_id })));
        }
        key = { providerId: invoice.providerId, invoiceNumber: invoice.invoiceNumber, issueDate: invoice.issueDate };
        return { events: new Map([[invoice.id, eventType]]), gained: new Set() };
      });
      return outcome.invoices.get(current.id)!;
    }),
  );
}

/**
 * A PATCH may move an invoice to another project or provider only while it has no links
 * (links join documents of the same project and provider), and the new ones must exist.
 */
async function checkMove(em: EntityManager, sc: ServiceContext, invoice: Invoice, projectId?: string, providerId?: string) {
  const project = projectId !== undefined && projectId !== invoice.projectId ? projectId : undefined;
  const provider = providerId !== undefined && providerId !== invoice.providerId ? providerId : undefined;
  if (project === undefined && provider === undefined) return;
  if (await hasLinks(em, 'invoice_id', invoice.id)) {
    throw AppError.field(
      project !== undefined ? 'project_id' : 'provider_id',
      'document_reconciled',
      'The invoice is matched with delivery notes of its project and provider; unmatch them before moving it.',
    );
  }
  // No lock on the new project/provider scope is needed: a match there must lock this row first.
  await assertDocumentReferences(em, sc, { projectId: project, providerId: provider });
}

/** Replaces the invoice's budget items (PATCH sends the whole list). */
async function setBudgetItems(em: EntityManager, sc: ServiceContext, invoice: Invoice, ids: string[]) {
  const unique = [...new Set(ids)];
  await assertBudgetItemsOfProject(
    em,
    sc,
    invoice.projectId,
    ids.map((id, i) => ({ param: `budget_item_ids[${i}]`, id })),
  );
  await em.execute(`delete from invoice_budget_items where invoice_id = ?`, [invoice.id]);
  await addBudgetItems(em, invoice.id, unique);
}

/** Adds budget items to an invoice (already linked ones are kept). */
export async function addBudgetItems(em: EntityManager, invoiceId: string, budgetItemIds: string[]): Promise<void> {
  if (budgetItemIds.length === 0) return;
  await em.execute(
    `insert into invoice_budget_items (invoice_id, budget_item_id, created_at)
     select ?, unnest(?::text[]), now() on conflict do nothing`,
    [invoiceId, textArray(budgetItemIds)],
  );
}

export async function deleteInvoice(
  sc: ServiceContext,
  id: string,
): Promise<{ id: string; deleted: true; deleted_at: string }> {
  requireScope(sc.actor, 'write:invoices');
  return sc.em.transactional(async (em) => {
    const current = await findInvoice(em, sc, id);
    await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
    let deletedAt = new Date();
    await changeGroups(em, sc.actor, [current.id], async ({ invoices }) => {
      const invoice = invoices.get(current.id)!;
      // Deleting a deleted invoice changes nothing and emits nothing: DELETE is idempotent.
      if (invoice.deletedAt) {
        deletedAt = invoice.deletedAt;
        return { events: new Map(), gained: new Set() };
      }
      invoice.deletedAt = deletedAt;
      return { events: new Map([[invoice.id, 'invoice.deleted' as const]]), gained: new Set() };
    });
    return { id: current.id, deleted: true as const, deleted_at: deletedAt.toISOString() };
  });
}

export async function restoreInvoice(sc: ServiceContext, id: string): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  let key: DuplicateKey | null = null;
  return catchingDuplicate(sc, () => key, () =>
    sc.em.transactional(async (em) => {
      const current = await findInvoice(em, sc, id);
      await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
      const outcome = await changeGroups(em, sc.actor, [current.id], async ({ invoices }) => {
        const invoice = invoices.get(current.id)!;
        assertRestorable(invoice);
        invoice.deletedAt = null;
        key = { providerId: invoice.providerId, invoiceNumber: invoice.invoiceNumber, issueDate: invoice.issueDate };
        return { events: new Map([[invoice.id, 'invoice.updated' as const]]), gained: new Set() };
      });
      return outcome.invoices.get(current.id)!;
    }),
  );
}
