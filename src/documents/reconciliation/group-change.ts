import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../../platform/actor.js';
import type { EventType } from '../../events/event-types.js';
import { changedAttributes, recordEvent } from '../../events/event.service.js';
import { DELIVERY_NOTE_DOCUMENT } from '../delivery-notes/delivery-note-document.js';
import { type DeliveryNote, DeliveryNoteSchema } from '../delivery-notes/delivery-note.entity.js';
import type { DeliveryNoteRepresentation } from '../delivery-notes/delivery-note.representation.js';
import type { DocumentRow } from '../document.entity.js';
import type { DocumentType } from '../document-type.js';
import { INVOICE_DOCUMENT } from '../invoices/invoice-document.js';
import { type Invoice, InvoiceSchema } from '../invoices/invoice.entity.js';
import type { InvoiceRepresentation } from '../invoices/invoice.representation.js';
import { type GroupDocument, reconciliationStatuses } from './reconciliation-groups.js';
import { groupDocumentIds, liveLinks } from './reconciliation.queries.js';

/** The locked documents of the groups a change touches, for the change to read and modify. */
export interface GroupState {
  invoices: Map<string, Invoice>;
  notes: Map<string, DeliveryNote>;
}

/** What a change reports back so the right events are written. */
export interface GroupChangeResult {
  /** Event type of each document the request addressed (when its representation changed). */
  events: Map<string, EventType>;
  /** Documents that gained a link: they emit `*.reconciled` unless `events` names them. */
  gained: Set<string>;
  /**
   * The change touched no link and no document's deletion (a PATCH of fields): the groups are
   * those loaded before it, and are not looked up again.
   */
  groupsUnchanged?: boolean;
  /**
   * With `groupsUnchanged`: the documents whose own relations (budget items, lines) the change
   * did not write either. Their representations after it keep the relations read before.
   */
  relationsKept?: Set<string>;
}

export interface GroupChangeOutcome {
  invoices: Map<string, InvoiceRepresentation>;
  notes: Map<string, DeliveryNoteRepresentation>;
}

/** The documents of one kind in a group state (or outcome). */
export function documentsOf<E extends DocumentRow, R extends { id: string }>(
  state: GroupState,
  type: DocumentType<E, R>,
): Map<string, E> {
  return (type.kind === 'invoice' ? state.invoices : state.notes) as unknown as Map<string, E>;
}

export function representationsOf<E extends DocumentRow, R extends { id: string }>(
  outcome: GroupChangeOutcome,
  type: DocumentType<E, R>,
): Map<string, R> {
  return (type.kind === 'invoice' ? outcome.invoices : outcome.notes) as unknown as Map<string, R>;
}

type Representation = InvoiceRepresentation | DeliveryNoteRepresentation;

/**
 * Runs `change` over the connected groups of `seeds` and keeps every document of those groups
 * right afterwards: the documents are locked (`FOR UPDATE`) and loaded, `change` mutates them
 * (and the links), the reconciliation status of every live document of the groups is
 * recomputed, `updated_at` moves on every document whose representation changed, and each of
 * those gets exactly one event whose `data.object` is its representation after the change:
 * the type `change` chose for the documents it addressed, `*.reconciled` for documents that
 * gained a link, `*.updated` (with `previous_attributes`) for the others.
 *
 * The caller runs this inside its transaction, after `lockReconciliationScope`, so the groups
 * read here cannot change under it.
 */
export async function changeGroups(
  em: EntityManager,
  actor: Actor,
  seeds: string[],
  change: (state: GroupState) => Promise<GroupChangeResult>,
): Promise<GroupChangeOutcome> {
  const state: GroupState = { invoices: new Map(), notes: new Map() };
  const before = new Map<string, Representation>();
  await lockAndLoad(em, actor, await groupDocumentIds(em, actor, seeds), state, before);

  const result = await change(state);
  if (result.groupsUnchanged) {
    // Fields only: nothing below reads what the change wrote to the documents (the statuses
    // and representations come from the loaded rows; links and budget items are written by
    // statements of their own, and a tracked read of lines flushes first), so each changed
    // row is written once, `updated_at` with it, when the transaction commits.
    await recomputeStatuses(em, state);
  } else {
    await em.flush();
    // The groups after the change; under the scope lock they only hold documents loaded above,
    // but anything new is locked and loaded too rather than trusted blindly.
    await lockAndLoad(em, actor, await groupDocumentIds(em, actor, seeds), state, before);
    await recomputeStatuses(em, state);
    await em.flush();
  }

  const outcome = await represent(em, state, result.groupsUnchanged ? (result.relationsKept ?? new Set()) : new Set(), before);
  const now = new Date();
  const ordered = [...result.events.keys(), ...[...before.keys()].filter((id) => !result.events.has(id)).sort()];
  for (const id of ordered) {
    const old = before.get(id);
    const current = outcome.invoices.get(id) ?? outcome.notes.get(id);
    if (!old || !current) continue;
    const previous = changedAttributes(old, current);
    if (Object.keys(previous).length === 0) continue;
    const isInvoice = outcome.invoices.has(id);
    const entity = isInvoice ? state.invoices.get(id)! : state.notes.get(id)!;
    entity.updatedAt = now;
    const object = { ...current, updated_at: now.toISOString() };
    if (isInvoice) outcome.invoices.set(id, object as InvoiceRepresentation);
    else outcome.notes.set(id, object as DeliveryNoteRepresentation);
    const kind = isInvoice ? 'invoice' : 'delivery_note';
    const type = result.events.get(id) ?? (result.gained.has(id) ? `${kind}.reconciled` : `${kind}.updated`);
    await recordEvent(em, actor, type as EventType, object, previous);
  }
  return outcome;
}

async function lockAndLoad(
  em: EntityManager,
  actor: Actor,
  ids: string[],
  state: GroupState,
  before: Map<string, Representation>,
): Promise<void> {
  const invoiceIds = ids.filter((id) => id.startsWith('inv_') && !state.invoices.has(id));
  const noteIds = ids.filter((id) => id.startsWith('alb_') && !state.notes.has(id));
  const lock = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;
  const invoices = invoiceIds.length
    ? await em.find(InvoiceSchema, { id: { $in: invoiceIds }, ...tenant(actor) }, { ...lock, orderBy: { id: 'asc' } })
    : [];
  const notes = noteIds.length
    ? await em.find(DeliveryNoteSchema, { id: { $in: noteIds }, ...tenant(actor) }, { ...lock, orderBy: { id: 'asc' } })
    : [];
  for (const i of invoices) state.invoices.set(i.id, i);
  for (const n of notes) state.notes.set(n.id, n);
  for (const r of await INVOICE_DOCUMENT.represent(em, invoices)) before.set(r.id, r);
  for (const r of await DELIVERY_NOTE_DOCUMENT.represent(em, notes)) before.set(r.id, r);
}

/** Sets the status rule's result on every live document loaded; soft-deleted ones keep theirs. */
async function recomputeStatuses(em: EntityManager, state: GroupState): Promise<void> {
  const live: GroupDocument[] = [
    ...[...state.invoices.values()]
      .filter((i) => !i.deletedAt)
      .map((i) => ({ id: i.id, kind: 'invoice' as const, subtotalAmount: i.subtotalAmount })),
    ...[...state.notes.values()]
      .filter((n) => !n.deletedAt)
      .map((n) => ({ id: n.id, kind: 'delivery_note' as const, subtotalAmount: n.subtotalAmount })),
  ];
  // Links join an invoice to a delivery note: documents of one kind alone have none to read.
  const bothKinds = live.some((d) => d.kind === 'invoice') && live.some((d) => d.kind === 'delivery_note');
  const statuses = reconciliationStatuses(live, bothKinds ? await liveLinks(em, live.map((d) => d.id)) : []);
  for (const i of state.invoices.values()) if (!i.deletedAt) i.reconciliationStatus = statuses.get(i.id)!;
  for (const n of state.notes.values()) if (!n.deletedAt) n.reconciliationStatus = statuses.get(n.id)!;
}

/** The documents' representations: relations read again, but for those in `kept`, which keep the ones read `before`. */
async function represent(em: EntityManager, state: GroupState, kept: Set<string>, before: Map<string, Representation>): Promise<GroupChangeOutcome> {
  return {
    invoices: await representKind(em, INVOICE_DOCUMENT, state.invoices, kept, before),
    notes: await representKind(em, DELIVERY_NOTE_DOCUMENT, state.notes, kept, before),
  };
}

async function representKind<E extends DocumentRow, R extends { id: string }>(
  em: EntityManager,
  type: DocumentType<E, R>,
  rows: Map<string, E>,
  kept: Set<string>,
  before: Map<string, Representation>,
): Promise<Map<string, R>> {
  const previous = (id: string) => (kept.has(id) ? (before.get(id) as R | undefined) : undefined);
  const read = await type.represent(em, [...rows.values()].filter((row) => !previous(row.id)));
  const fresh = new Map(read.map((r) => [r.id, r]));
  return new Map([...rows.values()].map((row) => [row.id, fresh.get(row.id) ?? type.representKeepingRelations(row, previous(row.id)!)]));
}
