import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../../platform/actor.js';
import { groupBy, textArray } from '../../platform/db/sql.js';
import { findForRead, readBuilder } from '../../platform/db/rows.js';
import { type DeliveryNote, type DeliveryNoteLine, DeliveryNoteLineSchema } from './delivery-note.entity.js';
import { type DeliveryNoteRepresentation, deliveryNoteRepresentation } from './delivery-note.representation.js';

/**
 * Lines of several notes, in order, in one statement; a note without lines is absent. Tracked
 * inside a transaction (a write changes them), plain rows outside one (`findForRead`).
 */
export async function linesOf(em: EntityManager, noteIds: string[]): Promise<Map<string, DeliveryNoteLine[]>> {
  if (noteIds.length === 0) return new Map();
  const lines = await findForRead(em, DeliveryNoteLineSchema, { deliveryNoteId: { $in: noteIds } }, { orderBy: { deliveryNoteId: 'asc', position: 'asc' } });
  return groupBy(lines, (l) => l.deliveryNoteId, (l) => l);
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
  const invoiceIds = groupBy(links, (r) => r.delivery_note_id, (r) => r.invoice_id);
  return notes.map((n) => deliveryNoteRepresentation(n, { lines: lines.get(n.id) ?? [], invoiceIds: invoiceIds.get(n.id) ?? [] }));
}

/**
 * Lines of live delivery notes charged to each budget item, in delivery-note then line order,
 * for any number of items in one statement; an item with none is absent.
 */
export async function linesOfBudgetItems(
  em: EntityManager,
  actor: Pick<Actor, 'organizationId' | 'livemode'>,
  budgetItemIds: readonly string[],
): Promise<Map<string, DeliveryNoteLine[]>> {
  if (budgetItemIds.length === 0) return new Map();
  const qb = em
    .createQueryBuilder(DeliveryNoteLineSchema, 'l')
    .where({ budgetItemId: { $in: [...budgetItemIds] }, ...tenant(actor) })
    .andWhere('exists (select 1 from delivery_notes d where d.id = l.delivery_note_id and d.deleted_at is null)')
    .orderBy({ deliveryNoteId: 'asc', position: 'asc' });
  const rows = em.isInTransaction() ? await qb.getResultList() : await readBuilder(qb);
  return groupBy(rows, (l) => l.budgetItemId!, (l) => l);
}

/** A live delivery note of the provider with this tax id, number and delivery date, or null. */
export async function findLiveDeliveryNote(
  em: EntityManager,
  actor: Pick<Actor, 'organizationId' | 'livemode'>,
  key: { providerNif: string; number: string; date: string },
): Promise<string | null> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select d.id from delivery_notes d join providers p on p.id = d.provider_id
      where d.organization_id = ? and d.livemode = ? and p.nif = ? and d.delivery_note_number = ?
        and d.delivery_date = ? and d.deleted_at is null
      order by d.id limit 1`,
    [actor.organizationId, actor.livemode, key.providerNif, key.number, key.date],
  );
  return rows[0]?.id ?? null;
}

/** Delivery notes with a line charged to an item of the budget. */
export async function noteIdsChargedToBudget(em: EntityManager, budgetId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select distinct delivery_note_id as id from delivery_note_lines where budget_item_id in (select id from budget_items where budget_id = ?)`,
    [budgetId],
  );
  return rows.map((r) => r.id);
}
