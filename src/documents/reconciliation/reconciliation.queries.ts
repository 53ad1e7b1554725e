import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../platform/actor.js';
import type { GroupLink } from './reconciliation-groups.js';
import { textArray } from '../../platform/db/sql.js';
import { selectRows } from '../../platform/db/rows.js';
import { assignedKey, type ConstraintRules, reference } from '../../platform/db/database-errors.js';

/**
 * Every document in the connected groups of `seeds`: the seeds, the live documents linked to a
 * seed (even to a soft-deleted seed, so deleting or restoring one reaches its former group), and
 * everything reachable from those through live links (both ends not soft-deleted).
 * One statement, whatever the size of the groups.
 */
export async function groupDocumentIds(em: EntityManager, actor: Actor, seeds: readonly string[]): Promise<string[]> {
  if (seeds.length === 0) return [];
  const rows = await selectRows(
    em,
    `with recursive seeds(id) as (
       select unnest($1::text[])
     ), base(id) as (
       select id from seeds
       union
       select l.delivery_note_id from invoice_delivery_notes l
         join seeds s on s.id = l.invoice_id
         join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
       union
       select l.invoice_id from invoice_delivery_notes l
         join seeds s on s.id = l.delivery_note_id
         join invoices i on i.id = l.invoice_id and i.deleted_at is null
     ), component(id) as (
       select id from base
       union
       select case when l.invoice_id = c.id then l.delivery_note_id else l.invoice_id end
         from component c
         join invoice_delivery_notes l on l.invoice_id = c.id or l.delivery_note_id = c.id
         join invoices i on i.id = l.invoice_id and i.deleted_at is null
         join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
     )
     select c.id from component c
     where exists (select 1 from invoices i where i.id = c.id and i.organization_id = $2 and i.livemode = $3)
        or exists (select 1 from delivery_notes d where d.id = c.id and d.organization_id = $2 and d.livemode = $3)
     order by c.id`,
    [textArray(seeds), actor.organizationId, actor.livemode],
    // Prepared: its plan (a recursive walk of the links) takes longer to make than to run.
    { prepare: true },
  );
  return rows.map((r) => r.id as string);
}

/** The live links touching any of `ids` (both ends not soft-deleted). */
export async function liveLinks(em: EntityManager, ids: readonly string[]): Promise<GroupLink[]> {
  if (ids.length === 0) return [];
  const rows = await em.execute<Array<{ invoice_id: string; delivery_note_id: string }>>(
    `select l.invoice_id, l.delivery_note_id from invoice_delivery_notes l
       join invoices i on i.id = l.invoice_id and i.deleted_at is null
       join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
      where l.invoice_id = any(?::text[]) or l.delivery_note_id = any(?::text[])
      order by l.invoice_id, l.delivery_note_id`,
    [textArray(ids), textArray(ids)],
  );
  return rows.map((r) => ({ invoiceId: r.invoice_id, deliveryNoteId: r.delivery_note_id }));
}

/** Stored links (soft-deleted ends included) between `invoiceIds` and `noteIds`. */
export async function existingLinks(em: EntityManager, invoiceIds: readonly string[], noteIds: readonly string[]): Promise<GroupLink[]> {
  if (invoiceIds.length === 0 || noteIds.length === 0) return [];
  const rows = await em.execute<Array<{ invoice_id: string; delivery_note_id: string }>>(
    `select invoice_id, delivery_note_id from invoice_delivery_notes
      where invoice_id = any(?::text[]) and delivery_note_id = any(?::text[])`,
    [textArray(invoiceIds), textArray(noteIds)],
  );
  return rows.map((r) => ({ invoiceId: r.invoice_id, deliveryNoteId: r.delivery_note_id }));
}

/**
 * Serializes every change to links and reconciliation statuses within one project and provider
 * of one organization and mode. Links only join documents sharing project and provider, so each
 * group lies inside one such pair, and holding this lock while a group is read, changed and
 * recomputed keeps concurrent matches from computing statuses on each other's half-done work.
 * Taken before any document row lock, always, so the two kinds of lock cannot deadlock.
 */
export async function lockReconciliationScope(em: EntityManager, actor: Actor, projectId: string, providerId: string) {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
    `reconciliation:${actor.organizationId}:${actor.livemode}:${projectId}:${providerId}`,
  ]);
}

/** Stores links (already stored ones are kept). */
export async function insertLinks(em: EntityManager, actor: Actor, links: readonly GroupLink[]): Promise<void> {
  if (links.length === 0) return;
  await em.execute(
    `insert into invoice_delivery_notes (invoice_id, delivery_note_id, organization_id, livemode, created_at)
     select l.invoice_id, l.delivery_note_id, ?, ?, now()
       from unnest(?::text[], ?::text[]) as l(invoice_id, delivery_note_id)
     on conflict do nothing`,
    [actor.organizationId, actor.livemode, textArray(links.map((l) => l.invoiceId)), textArray(links.map((l) => l.deliveryNoteId))],
  );
}

/** Removes links. */
export async function deleteLinks(em: EntityManager, links: readonly GroupLink[]): Promise<void> {
  if (links.length === 0) return;
  await em.execute(
    `delete from invoice_delivery_notes l
      using unnest(?::text[], ?::text[]) as d(invoice_id, delivery_note_id)
      where l.invoice_id = d.invoice_id and l.delivery_note_id = d.delivery_note_id`,
    [textArray(links.map((l) => l.invoiceId)), textArray(links.map((l) => l.deliveryNoteId))],
  );
}

/** What the constraints of `invoice_delivery_notes` mean to a client (docs/api-conventions.md#errors). */
export const reconciliationConstraints: ConstraintRules = {
  invoice_delivery_notes_pkey: assignedKey('invoice–delivery note link'),
  invoice_delivery_notes_delivery_note_id_fkey: reference('delivery_note_ids', 'delivery note'),
  invoice_delivery_notes_invoice_id_fkey: reference('invoice_ids', 'invoice'),
  invoice_delivery_notes_organization_id_fkey: reference('organization_id', 'organization'),
};
