import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { isId } from '../shared/ids.js';
import { group } from '../invoices/invoice.queries.js';
import { textArray } from '../reconciliation/sql.js';
import { type DeliveryNote, type DeliveryNoteLine, DeliveryNoteLineSchema, DeliveryNoteSchema } from './delivery-note.entity.js';
import { type DeliveryNoteRepresentation, deliveryNoteRepresentation } from './delivery-note.representation.js';

/** Loads a delivery note of the caller's organization and mode (soft-deleted ones too), or 404. */
export async function findDeliveryNote(em: EntityManager, sc: ServiceContext, id: string, lock = false): Promise<DeliveryNote> {
  const note = isId('deliveryNote', id)
    ? await em.findOne(
        DeliveryNoteSchema,
        { id, ...tenant(sc.actor) },
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
      )
    : null;
  if (!note) throw AppError.notFound('delivery note', id);
  return note;
}

/** Lines of several notes, in order, in one statement. */
export async function linesOf(em: EntityManager, noteIds: string[]): Promise<Map<string, DeliveryNoteLine[]>> {
  const out = new Map<string, DeliveryNoteLine[]>();
  if (noteIds.length === 0) return out;
  const lines = await em.find(DeliveryNoteLineSchema, { deliveryNoteId: { $in: noteIds } }, { orderBy: { deliveryNoteId: 'asc', position: 'asc' } });
  for (const line of lines) {
    const list = out.get(line.deliveryNoteId);
    if (list) list.push(line);
    else out.set(line.deliveryNoteId, [line]);
  }
  return out;
}

/** Representations of several notes, their lines and links read in two statements. */
export async function representDeliveryNotes(em: EntityManager, notes: DeliveryNote[]): Promise<DeliveryNoteRepresentation[]> {
  if (notes.length === 0) return [];
  const ids = notes.map((n) => n.id);
  const lines = await linesOf(em, ids);
  const links = await em.execute<Array<{ invoice_id: string; delivery_note_id: string }>>(
    `select l.invoice_id, l.delivery_note_id from invoice_delivery_notes l
       join invoices i on i.id = l.invoice_id and i.deleted_at is null
      where l.delivery_note_id = any(?::text[]) order by l.invoice_id`,
    [textArray(ids)],
  );
  const invoiceIds = group(links, (r) => r.delivery_note_id, (r) => r.invoice_id);
  return notes.map((n) => deliveryNoteRepresentation(n, { lines: lines.get(n.id) ?? [], invoiceIds: invoiceIds.get(n.id) ?? [] }));
}

export async function representDeliveryNote(em: EntityManager, note: DeliveryNote): Promise<DeliveryNoteRepresentation> {
  return (await representDeliveryNotes(em, [note]))[0];
}
