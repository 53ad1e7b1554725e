import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { type ListResult, keysetPage, keysetPages, pageRequest } from '../platform/pagination.js';
import { assertWithinRecoveryWindow } from '../platform/recovery-window.js';
import { parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import type { EventType } from '../events/event-types.js';
import { type GroupState, changeGroups, documentsOf, representationsOf } from './reconciliation/group-change.js';
import { lockReconciliationScope } from './reconciliation/reconciliation.queries.js';
import type { DocumentRow } from './document.entity.js';
import { findDocument, readDocument, readDocuments } from './document.queries.js';
import { assertMove, projectArchived } from './document-references.js';
import type { DocumentType } from './document-type.js';
import { ProjectSchema } from '../projects/project.entity.js';

/**
 * The use cases invoices and delivery notes share, written once for any `DocumentType`:
 * reading and listing, soft delete and restore, and `changeDocument`, the opening every change
 * of a document goes through (docs/invoices-and-reconciliation.md).
 */

export async function getDocument<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  id: string,
): Promise<R> {
  requireScope(sc.actor, type.scopes.read);
  const [representation] = await type.represent(sc.em, [await readDocument(sc.em, sc.actor, type, id)]);
  return representation;
}

/**
 * Documents of the caller by id (soft-deleted ones too), for GraphQL relations: a fixed
 * number of statements for any number of ids; ids that are not the caller's are absent.
 */
export async function getDocuments<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  ids: readonly string[],
): Promise<Map<string, R>> {
  requireScope(sc.actor, type.scopes.read);
  const rows = await readDocuments(sc.em, sc.actor, type, ids);
  return new Map((await type.represent(sc.em, [...rows.values()])).map((r) => [r.id, r]));
}

/** A list query, parsed, as a query builder over the caller's live documents. */
function filtered<E extends DocumentRow, R extends { id: string }>(sc: ServiceContext, type: DocumentType<E, R>, query: unknown) {
  const q = parse(type.listQuery, query);
  if (q.from && q.to && q.from > q.to) {
    throw AppError.field('to', 'invalid_date_range', '`to` must not be before `from`.');
  }
  const qb = sc.em.createQueryBuilder(type.entity, type.alias).where({ ...tenant(sc.actor), deletedAt: null } as never);
  const where = (condition: Record<string, unknown>) => qb.andWhere(condition as never);
  if (q.project_id) where({ projectId: q.project_id });
  if (q.provider_id) where({ providerId: q.provider_id });
  for (const [param, property] of Object.entries(type.filters)) {
    if (q[param] !== undefined) where({ [property]: q[param] });
  }
  if (q.from) where({ [type.dateProperty]: { $gte: q.from } });
  if (q.to) where({ [type.dateProperty]: { $lte: q.to } });
  return { qb, page: pageRequest(q, type.idKind === 'invoice' ? 'inv' : 'alb') };
}

export async function listDocuments<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  query: unknown,
): Promise<ListResult<R>> {
  requireScope(sc.actor, type.scopes.read);
  const { qb, page } = filtered(sc, type, query);
  return keysetPage(qb, type.alias, page, type.sort, (rows) => type.represent(sc.em, rows));
}

/** The parents a nested document list hangs from (`Project.invoices`, `Provider.deliveryNotes`). */
const PARENTS = {
  project: { column: 'project_id', property: 'projectId' },
  provider: { column: 'provider_id', property: 'providerId' },
} as const;

/**
 * `listDocuments` for many parents in one statement (GraphQL's nested connections): the same
 * filters, order and cursor, each parent's page cut at the same `limit`.
 */
export async function listDocumentsOfParents<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  parent: keyof typeof PARENTS,
  parentIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<R>>> {
  requireScope(sc.actor, type.scopes.read);
  const { qb, page } = filtered(sc, type, query);
  return keysetPages(sc.em, type.entity, qb, type.alias, { ...PARENTS[parent], ids: parentIds }, page, type.sort, (rows) =>
    type.represent(sc.em, rows),
  );
}

/** What a change did: the event of the addressed document (none if nothing changed), and who gained links. */
export interface DocumentChangeResult {
  event?: EventType | null;
  gained?: Set<string>;
  /** No link and no deletion changed: the groups need not be looked up again (`changeGroups`). */
  groupsUnchanged?: boolean;
  /** With `groupsUnchanged`: the document's own relations (budget items, lines) were not written either. */
  relationsUnchanged?: boolean;
}

export interface DocumentChangeOptions<E> {
  /** Other documents whose groups the change touches (matching); the document itself is always one. */
  others?: string[];
  /** Runs after the document is read and before any lock (checks that must not lock other scopes). */
  beforeLock?: (em: EntityManager, doc: E) => Promise<void>;
}

/**
 * The opening of every change to a document, in one transaction: find it (404 otherwise), lock
 * its reconciliation scope, then let `change` modify the locked document (and links) through
 * `changeGroups`, which recomputes the groups' statuses and records one event per document
 * whose representation changed. Answers the document's representation after the change.
 */
export async function changeDocument<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  id: string,
  change: (doc: E, state: GroupState, em: EntityManager) => Promise<DocumentChangeResult>,
  options: DocumentChangeOptions<E> = {},
): Promise<R> {
  return transaction(sc.em, async (em) => {
    const current = await findDocument(em, sc.actor, type, id);
    await options.beforeLock?.(em, current);
    await lockReconciliationScope(em, sc.actor, current.projectId, current.providerId);
    const seeds = [current.id, ...new Set(options.others ?? [])];
    const outcome = await changeGroups(em, sc.actor, seeds, async (state) => {
      const doc = documentsOf(state, type).get(current.id);
      // Removed for good between the lookup and the lock (the 90-day purge).
      if (!doc) throw AppError.notFound(type.label, id);
      const result = await change(doc, state, em);
      // A change that leaves the groups as they are writes nothing of the other documents.
      const relationsKept = result.groupsUnchanged
        ? new Set([...state.invoices.keys(), ...state.notes.keys()].filter((id) => id !== current.id || result.relationsUnchanged))
        : undefined;
      return {
        events: result.event ? new Map([[current.id, result.event]]) : new Map(),
        gained: result.gained ?? new Set(),
        groupsUnchanged: result.groupsUnchanged,
        relationsKept,
      };
    });
    return representationsOf(outcome, type).get(current.id)!;
  });
}

/**
 * The PATCH of a document: refused while it is deleted, a move to another project or provider
 * checked (`assertMove`), the fields of `input` named in `columns` copied onto it; then `change`
 * does what is the kind's own, told the project it had before, and names the event.
 */
export async function updateDocument<E extends DocumentRow, R extends { id: string }, I extends { project_id?: string; provider_id?: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  id: string,
  input: I,
  columns: Partial<Record<keyof I, keyof E>>,
  change: (doc: E, em: EntityManager, projectBefore: string) => Promise<EventType>,
  /** Whether an input leaves the document's own relations (budget items, lines) unwritten; by default, never assumed. */
  keepsRelations: (input: I) => boolean = () => false,
): Promise<R> {
  return changeDocument(sc, type, id, async (doc, _state, em) => {
    assertLive(type, doc);
    const projectBefore = doc.projectId;
    await assertMove(em, sc.actor, type, doc, input);
    for (const [field, column] of Object.entries(columns) as Array<[keyof I, keyof E]>) {
      if (input[field] !== undefined) (doc as Record<keyof E, unknown>)[column] = input[field];
    }
    // Fields only: links and deletion stay; a move to another project or provider is looked at again.
    const groupsUnchanged = input.project_id === undefined && input.provider_id === undefined;
    return { event: await change(doc, em, projectBefore), groupsUnchanged, relationsUnchanged: groupsUnchanged && keepsRelations(input) };
  });
}

/** A deleted document changes only through restore (409 otherwise). */
export function assertLive<E extends DocumentRow>(type: DocumentType<E, { id: string }>, doc: E): void {
  if (doc.deletedAt) {
    throw new AppError(
      'invalid_state_transition',
      `The ${type.label} '${doc.id}' is deleted; restore it with POST ${type.path}/{id}/restore first.`,
      null,
      { from: 'deleted', to: 'updated' },
    );
  }
}

/**
 * Soft delete: the document leaves lists and its reconciliation group (`*.deleted`). Deleting a
 * deleted document changes nothing and emits nothing: DELETE is idempotent.
 */
export async function deleteDocument<E extends DocumentRow, R extends { id: string; deleted_at: string | null }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  id: string,
): Promise<{ id: string; deleted: true; deleted_at: string }> {
  requireScope(sc.actor, type.scopes.write);
  const representation = await changeDocument(sc, type, id, async (doc) => {
    if (doc.deletedAt) return {};
    doc.deletedAt = new Date();
    return { event: `${type.kind}.deleted` };
  });
  return { id: representation.id, deleted: true, deleted_at: representation.deleted_at! };
}

/**
 * Brings a soft-deleted document back (`*.updated`) within the recovery window, into its
 * group again. Its project must not be archived: like creating a document there, that is a 422
 * `project_archived` (restore the project first). An invoice that would now duplicate a live
 * one is a 409 (the partial unique index, mapped by `transaction`).
 */
export async function restoreDocument<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  type: DocumentType<E, R>,
  id: string,
): Promise<R> {
  requireScope(sc.actor, type.scopes.write);
  return changeDocument(sc, type, id, async (doc, _state, em) => {
    if (!doc.deletedAt) {
      throw new AppError('invalid_state_transition', `The ${type.label} '${doc.id}' is not deleted.`, null, { from: 'live', to: 'live' });
    }
    assertWithinRecoveryWindow(doc.deletedAt, { kind: type.label, id: doc.id, from: 'deleted', to: 'live' });
    const project = await em.findOne(ProjectSchema, { id: doc.projectId }, { fields: ['status'] });
    if (project?.status === 'archived') throw AppError.validation([projectArchived(doc.projectId)]);
    doc.deletedAt = null;
    return { event: `${type.kind}.updated` };
  });
}
