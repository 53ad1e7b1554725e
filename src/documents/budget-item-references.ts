import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { budgetItemIdsOfProject, itemIdsOfBudget } from '../budgets/budget.queries.js';
import type { Budget } from '../budgets/budget.entity.js';
import { DeliveryNoteLineSchema } from './delivery-notes/delivery-note.entity.js';
import { DELIVERY_NOTE_DOCUMENT } from './delivery-notes/delivery-note-document.js';
import { noteIdsChargedToBudget } from './delivery-notes/delivery-note.queries.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import { INVOICE_DOCUMENT } from './invoices/invoice-document.js';
import { deleteChargesToBudget, invoiceIdsChargedToBudget } from './invoices/invoice.queries.js';
import type { DocumentRow } from './document.entity.js';
import type { DocumentType } from './document-type.js';

/**
 * The references documents hold to budget items: an invoice's `budget_item_ids` and a
 * delivery-note line's `budget_item_id` (docs/budgets.md#budgets-and-documents).
 */

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * Budget item ids a document refers to must be items of budgets of its project, in the caller's
 * organization and mode (archived budgets included): one 422 listing an `invalid_budget_item`
 * per bad id. `paramFor(i)` names the request field of the i-th id.
 */
export async function assertBudgetItemsOfProject(
  em: EntityManager,
  actor: Tenant,
  projectId: string,
  ids: string[],
  paramFor: (index: number) => string = (i) => `budget_item_ids[${i}]`,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await budgetItemIdsOfProject(em, actor, projectId, ids);
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    if (found.has(id)) return;
    const param = paramFor(i);
    errors.push({
      param,
      code: 'invalid_budget_item',
      message: `\`${param}\`: '${id}' is not an item of a budget of project '${projectId}'.`,
    });
  });
  if (errors.length > 0) throw AppError.validation(errors);
}

/** The budget item ids of delivery-note lines, in line order, as `[{param, id}]` for the check above. */
export function lineBudgetItems(ids: ReadonlyArray<string | null | undefined>): Array<{ param: string; id: string }> {
  return ids.flatMap((id, i) => (id ? [{ param: `line_items[${i}].budget_item_id`, id }] : []));
}

/** `assertBudgetItemsOfProject` for `[{param, id}]` references. */
export async function assertBudgetItemRefs(
  em: EntityManager,
  actor: Tenant,
  projectId: string,
  refs: Array<{ param: string; id: string }>,
): Promise<void> {
  await assertBudgetItemsOfProject(
    em,
    actor,
    projectId,
    refs.map((r) => r.id),
    (i) => refs[i].param,
  );
}

/**
 * Called by `deleteBudget` in its transaction, before the budget's rows go: delivery-note
 * lines and invoices that referenced its items lose those references, and each document that
 * changed records its `delivery_note.updated` / `invoice.updated` with `previous_attributes`,
 * like any other change. (The foreign keys — `on delete set null` / `cascade` — are the
 * database's guarantee of the same result.)
 */
export async function clearBudgetItemReferences(em: EntityManager, actor: Actor, budget: Budget): Promise<void> {
  await updateEach(em, actor, DELIVERY_NOTE_DOCUMENT, await noteIdsChargedToBudget(em, budget.id), async (notes) => {
    const itemIds = await itemIdsOfBudget(em, budget.id);
    const lines = await em.find(DeliveryNoteLineSchema, { deliveryNoteId: { $in: notes.map((n) => n.id) } });
    for (const line of lines) {
      if (line.budgetItemId && itemIds.has(line.budgetItemId)) {
        line.budgetItemId = null;
        line.budgetItemSuggested = false;
      }
    }
  });

  await updateEach(em, actor, INVOICE_DOCUMENT, await invoiceIdsChargedToBudget(em, budget.id), async () => {
    await deleteChargesToBudget(em, budget.id);
  });
}

/** Applies `change` to documents outside the reconciliation flow, each recording its `*.updated`. */
async function updateEach<E extends DocumentRow>(
  em: EntityManager,
  actor: Actor,
  type: DocumentType<E>,
  ids: string[],
  change: (rows: E[]) => Promise<void>,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = (await em.find(type.entity, { id: { $in: ids }, ...tenant(actor) } as never, { orderBy: { id: 'asc' } as never })) as E[];
  const before = await type.represent(em, rows);
  await change(rows);
  const now = new Date();
  for (const row of rows) row.updatedAt = now;
  const after = await type.represent(em, rows);
  for (let i = 0; i < rows.length; i++) {
    await recordEvent(em, actor, `${type.kind}.updated`, after[i], changedAttributes(before[i], after[i]));
  }
}
