import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../shared/actor.js';
import { AppError, type FieldError } from '../shared/errors.js';
import { DAY_MS } from '../shared/dates.js';
import { newId } from '../shared/ids.js';
import { type ListResult, byCreatedAt, keysetPage, keysetPages, pageRequest } from '../shared/pagination.js';
import { MAX_CENTS, parse } from '../shared/validation.js';
import { recordEvent } from '../events/event.service.js';
import { assertBudgetItemsOfProject } from '../invoices/budget-item-refs.js';
import { assertDocumentReferences, hasLinks } from '../invoices/document-references.js';
import { changeGroups } from '../reconciliation/group-change.js';
import { lockReconciliationScope } from '../reconciliation/reconciliation.loader.js';
import { type DeliveryNote, DeliveryNoteLineSchema, DeliveryNoteSchema } from './delivery-note.entity.js';
import { suggestBudgetItems } from '../budgets/budget-item-suggestion.js';
import { findDeliveryNote, linesOf, representDeliveryNote, representDeliveryNotes } from './delivery-note.queries.js';
import { type DeliveryNoteRepresentation, deliveryNoteLineRepresentation, deliveryNoteRepresentation } from './delivery-note.representation.js';
import { createDeliveryNoteInput, listDeliveryNotesQuery, updateDeliveryNoteInput } from './delivery-note.schemas.js';

/** Soft-deleted delivery notes can be restored for this long (spec "Limits"). */
export const DELIVERY_NOTE_RECOVERY_DAYS = 90;

const HEADER_COLUMNS = {
  project_id: 'projectId',
  provider_id: 'providerId',
  delivery_note_number: 'deliveryNoteNumber',
  delivery_date: 'deliveryDate',
} as const satisfies Record<string, keyof DeliveryNote>;

export async function getDeliveryNote(sc: ServiceContext, id: string): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'read:delivery-notes');
  return representDeliveryNote(sc.em, await findDeliveryNote(sc.em, sc, id));
}

/** Notes of the caller by id, in the order asked, leaving out unknown ones (GraphQL relations). */
export async function getDeliveryNotesByIds(sc: ServiceContext, ids: readonly string[]): Promise<DeliveryNoteRepresentation[]> {
  requireScope(sc.actor, 'read:delivery-notes');
  if (ids.length === 0) return [];
  const rows = await sc.em.find(DeliveryNoteSchema, { id: { $in: [...ids] }, ...tenant(sc.actor) });
  const byId = new Map((await representDeliveryNotes(sc.em, rows)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The lines of live delivery notes charged to each budget item (`BudgetItem.deliveredLines`), in
 * delivery order, for any number of items in one statement.
 */
export async function getDeliveredLines(
  sc: ServiceContext,
  budgetItemIds: readonly string[],
): Promise<Map<string, ReturnType<typeof deliveryNoteLineRepresentation>[]>> {
  requireScope(sc.actor, 'read:delivery-notes');
  const out = new Map<string, ReturnType<typeof deliveryNoteLineRepresentation>[]>();
  if (budgetItemIds.length === 0) return out;
  const rows = await sc.em
    .createQueryBuilder(DeliveryNoteLineSchema, 'l')
    .where({ budgetItemId: { $in: [...budgetItemIds] }, ...tenant(sc.actor) })
    .andWhere('exists (select 1 from delivery_notes d where d.id = l.delivery_note_id and d.deleted_at is null)')
    .orderBy({ deliveryNoteId: 'asc', position: 'asc' })
    .getResultList();
  for (const line of rows) {
    const list = out.get(line.budgetItemId!) ?? [];
    list.push(deliveryNoteLineRepresentation(line));
    out.set(line.budgetItemId!, list);
  }
  return out;
}

/** The list filters of `GET /v1/delivery-notes`, parsed, as a query builder over live notes (alias `d`). */
function filteredDeliveryNotes(sc: ServiceContext, query: unknown) {
  const q = parse(listDeliveryNotesQuery, query);
  if (q.from && q.to && q.from > q.to) {
    throw AppError.field('to', 'invalid_date_range', '`to` must not be before `from`.');
  }
  const qb = sc.em.createQueryBuilder(DeliveryNoteSchema, 'd').where({ ...tenant(sc.actor), deletedAt: null });
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.provider_id) qb.andWhere({ providerId: q.provider_id });
  if (q.reconciliation_status) qb.andWhere({ reconciliationStatus: q.reconciliation_status });
  if (q.from) qb.andWhere({ deliveryDate: { $gte: q.from } });
  if (q.to) qb.andWhere({ deliveryDate: { $lte: q.to } });
  return { qb, page: pageRequest(q, 'alb') };
}

export async function listDeliveryNotes(sc: ServiceContext, query: unknown): Promise<ListResult<DeliveryNoteRepresentation>> {
  requireScope(sc.actor, 'read:delivery-notes');
  const { qb, page } = filteredDeliveryNotes(sc, query);
  return keysetPage(qb, 'd', page, byCreatedAt<DeliveryNote>(), (rows) => representDeliveryNotes(sc.em, rows));
}

/** The parents a nested delivery-note list can hang from. */
const DELIVERY_NOTE_PARENTS = {
  project: { column: 'project_id', property: 'projectId' },
  provider: { column: 'provider_id', property: 'providerId' },
} as const;

/** `listDeliveryNotes` for many parents in one statement (GraphQL's nested connections). */
export async function listDeliveryNotesOfParents(
  sc: ServiceContext,
  parent: keyof typeof DELIVERY_NOTE_PARENTS,
  parentIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<DeliveryNoteRepresentation>>> {
  requireScope(sc.actor, 'read:delivery-notes');
  const { qb, page } = filteredDeliveryNotes(sc, query);
  return keysetPages(
    sc.em,
    DeliveryNoteSchema,
    qb,
    'd',
    { ...DELIVERY_NOTE_PARENTS[parent], ids: parentIds },
    page,
    byCreatedAt<DeliveryNote>(),
    (rows) => representDeliveryNotes(sc.em, rows),
  );
}

export async function createDeliveryNote(sc: ServiceContext, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(createDeliveryNoteInput, body);
  const subtotal = input.line_items.reduce((sum, line) => sum + line.subtotal, 0);
  if (Math.abs(subtotal) > MAX_CENTS) {
    throw AppError.field('line_items', 'out_of_range', `The lines' subtotals must add up to at most ${MAX_CENTS} cents.`);
  }
  return sc.em.transactional(async (em) => {
    await assertDocumentReferences(em, sc, { projectId: input.project_id, providerId: input.provider_id });
    await assertBudgetItemsOfProject(
      em,
      sc,
      input.project_id,
      input.line_items.flatMap((l, i) => (l.budget_item_id ? [{ param: `line_items[${i}].budget_item_id`, id: l.budget_item_id }] : [])),
    );
    const now = new Date();
    const note = em.create(DeliveryNoteSchema, {
      id: newId('deliveryNote'),
      ...tenant(sc.actor),
      projectId: input.project_id,
      providerId: input.provider_id,
      deliveryNoteNumber: input.delivery_note_number,
      deliveryDate: input.delivery_date,
      subtotalAmount: subtotal,
      reconciliationStatus: 'unmatched',
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
    // A line without a budget item gets the project's best matching one, marked as suggested
    // (DESIGN §5); one statement for all lines. A caller's own choice is kept as given.
    const suggestions = await suggestBudgetItems(
      em,
      sc.actor,
      input.project_id,
      input.line_items.map((l) => (l.budget_item_id ? { description: '', unit: null } : { description: l.description, unit: l.unit })),
    );
    const lines = input.line_items.map((l, position) =>
      em.create(DeliveryNoteLineSchema, {
        id: newId('deliveryNoteLine'),
        deliveryNoteId: note.id,
        ...tenant(sc.actor),
        position,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unit_price,
        subtotal: l.subtotal,
        budgetItemId: l.budget_item_id ?? suggestions[position],
        budgetItemSuggested: !l.budget_item_id && suggestions[position] !== null,
      }),
    );
    await em.flush();
    const representation = deliveryNoteRepresentation(note, { lines, invoiceIds: [] });
    await recordEvent(em, sc.actor, 'delivery_note.created', representation);
    return representation;
  });
}

export async function updateDeliveryNote(sc: ServiceContext, id: string, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(updateDeliveryNoteInput, body);
  return sc.em.transactional(async (em) => {
    const current = await findDeliveryNote(em, sc, id);
    await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
    const outcome = await changeGroups(em, sc.actor, [current.id], async ({ notes }) => {
      const note = notes.get(current.id)!;
      assertLive(note);
      await checkMove(em, sc, note, input.project_id, input.provider_id);
      for (const [field, column] of Object.entries(HEADER_COLUMNS)) {
        const value = input[field as keyof typeof HEADER_COLUMNS];
        if (value !== undefined) (note as unknown as Record<string, unknown>)[column] = value;
      }
      if (input.line_items !== undefined) await setLineBudgetItems(em, sc, note, input.line_items);
      if (note.projectId !== current.projectId) {
        // The budget items its lines keep must belong to budgets of the project it moves to.
        const lines = (await linesOf(em, [note.id])).get(note.id) ?? [];
        await assertBudgetItemsOfProject(
          em,
          sc,
          note.projectId,
          lines.flatMap((l, i) => (l.budgetItemId ? [{ param: `line_items[${i}].budget_item_id`, id: l.budgetItemId }] : [])),
        );
      }
      return { events: new Map([[note.id, 'delivery_note.updated' as const]]), gained: new Set() };
    });
    return outcome.notes.get(current.id)!;
  });
}

function assertLive(note: DeliveryNote): void {
  if (note.deletedAt) {
    throw new AppError(
      'invalid_state_transition',
      `Delivery note '${note.id}' is deleted; restore it with POST /v1/delivery-notes/{id}/restore first.`,
      null,
      { from: 'deleted', to: 'updated' },
    );
  }
}

/** A note moves to another project or provider only while it has no links, and they must exist. */
async function checkMove(em: EntityManager, sc: ServiceContext, note: DeliveryNote, projectId?: string, providerId?: string) {
  const project = projectId !== undefined && projectId !== note.projectId ? projectId : undefined;
  const provider = providerId !== undefined && providerId !== note.providerId ? providerId : undefined;
  if (project === undefined && provider === undefined) return;
  if (await hasLinks(em, 'delivery_note_id', note.id)) {
    throw AppError.field(
      project !== undefined ? 'project_id' : 'provider_id',
      'document_reconciled',
      'The delivery note is matched with invoices of its project and provider; unmatch them before moving it.',
    );
  }
  await assertDocumentReferences(em, sc, { projectId: project, providerId: provider });
}

/** Sets or clears the budget item of the lines named; a caller's choice is never a suggestion. */
async function setLineBudgetItems(
  em: EntityManager,
  sc: ServiceContext,
  note: DeliveryNote,
  entries: Array<{ id: string; budget_item_id: string | null }>,
) {
  const lines = new Map((await linesOf(em, [note.id])).get(note.id)?.map((l) => [l.id, l]) ?? []);
  const errors: FieldError[] = [];
  entries.forEach((entry, i) => {
    if (!lines.has(entry.id)) {
      errors.push({ param: `line_items[${i}].id`, code: 'not_found', message: `No line '${entry.id}' in this delivery note.` });
    }
  });
  if (errors.length) throw AppError.validation(errors);
  await assertBudgetItemsOfProject(
    em,
    sc,
    note.projectId,
    entries.flatMap((e, i) => (e.budget_item_id ? [{ param: `line_items[${i}].budget_item_id`, id: e.budget_item_id }] : [])),
  );
  for (const entry of entries) {
    const line = lines.get(entry.id)!;
    if (line.budgetItemId === entry.budget_item_id) continue;
    line.budgetItemId = entry.budget_item_id;
    line.budgetItemSuggested = false;
  }
}

export async function deleteDeliveryNote(
  sc: ServiceContext,
  id: string,
): Promise<{ id: string; deleted: true; deleted_at: string }> {
  requireScope(sc.actor, 'write:delivery-notes');
  return sc.em.transactional(async (em) => {
    const current = await findDeliveryNote(em, sc, id);
    await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
    let deletedAt = new Date();
    await changeGroups(em, sc.actor, [current.id], async ({ notes }) => {
      const note = notes.get(current.id)!;
      // Deleting a deleted note changes nothing and emits nothing: DELETE is idempotent.
      if (note.deletedAt) {
        deletedAt = note.deletedAt;
        return { events: new Map(), gained: new Set() };
      }
      note.deletedAt = deletedAt;
      return { events: new Map([[note.id, 'delivery_note.deleted' as const]]), gained: new Set() };
    });
    return { id: current.id, deleted: true as const, deleted_at: deletedAt.toISOString() };
  });
}

export async function restoreDeliveryNote(sc: ServiceContext, id: string): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  return sc.em.transactional(async (em) => {
    const current = await findDeliveryNote(em, sc, id);
    await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
    const outcome = await changeGroups(em, sc.actor, [current.id], async ({ notes }) => {
      const note = notes.get(current.id)!;
      if (!note.deletedAt) {
        throw new AppError('invalid_state_transition', `Delivery note '${note.id}' is not deleted.`, null, {
          from: 'live',
          to: 'live',
        });
      }
      if (Date.now() - note.deletedAt.getTime() > DELIVERY_NOTE_RECOVERY_DAYS * DAY_MS) {
        throw new AppError(
          'invalid_state_transition',
          `The ${DELIVERY_NOTE_RECOVERY_DAYS}-day recovery window of delivery note '${note.id}' has passed.`,
          null,
          { from: 'deleted', to: 'live', reason: `the ${DELIVERY_NOTE_RECOVERY_DAYS}-day recovery window has passed` },
        );
      }
      note.deletedAt = null;
      return { events: new Map([[note.id, 'delivery_note.updated' as const]]), gained: new Set() };
    });
    return outcome.notes.get(current.id)!;
  });
}
