import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../../platform/db/sql.js';
import type { Invoice } from './invoice.entity.js';
import { type InvoiceRepresentation, invoiceRepresentation } from './invoice.representation.js';

/**
 * Representations of several invoices, their links and budget items read in one statement: each
 * kind grouped once for all the invoices (two joins, not two subqueries per invoice, which
 * took twice as long for a page of 1,000).
 */
export async function representInvoices(em: EntityManager, invoices: Invoice[]): Promise<InvoiceRepresentation[]> {
  if (invoices.length === 0) return [];
  const ids = textArray(invoices.map((i) => i.id));
  const rows = await em.execute<Array<{ id: string; delivery_note_ids: string[]; budget_item_ids: string[] }>>(
    `select i.id, coalesce(n.ids, '{}') as delivery_note_ids, coalesce(b.ids, '{}') as budget_item_ids
       from unnest(?::text[]) as i(id)
       left join (select l.invoice_id, array_agg(l.delivery_note_id order by l.delivery_note_id) as ids
                    from invoice_delivery_notes l
                    join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
                   where l.invoice_id = any(?::text[]) group by l.invoice_id) n on n.invoice_id = i.id
       left join (select b.invoice_id, array_agg(b.budget_item_id order by b.budget_item_id) as ids
                    from invoice_budget_items b
                   where b.invoice_id = any(?::text[]) group by b.invoice_id) b on b.invoice_id = i.id`,
    [ids, ids, ids],
  );
  const relations = new Map(rows.map((r) => [r.id, r]));
  return invoices.map((i) => {
    const r = relations.get(i.id);
    return invoiceRepresentation(i, { deliveryNoteIds: r?.delivery_note_ids ?? [], budgetItemIds: r?.budget_item_ids ?? [] });
  });
}

/** The budget items an invoice is charged to, in id order. */
export async function budgetItemsOfInvoice(em: EntityManager, invoiceId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ budget_item_id: string }>>(
    `select budget_item_id from invoice_budget_items where invoice_id = ? order by budget_item_id`,
    [invoiceId],
  );
  return rows.map((r) => r.budget_item_id);
}

/** Replaces the budget items of an invoice with `budgetItemIds`. */
export async function replaceBudgetItems(em: EntityManager, invoiceId: string, budgetItemIds: string[]): Promise<void> {
  await em.execute(`delete from invoice_budget_items where invoice_id = ?`, [invoiceId]);
  await addBudgetItems(em, invoiceId, budgetItemIds);
}

/** Adds budget items to an invoice (already linked ones are kept). */
export async function addBudgetItems(em: EntityManager, invoiceId: string, budgetItemIds: string[]): Promise<void> {
  if (budgetItemIds.length === 0) return;
  await em.execute(
    `insert into invoice_budget_items (invoice_id, budget_item_id, created_at)
     select ?, unnest(?::text[]), now() on conflict do nothing`,
    [invoiceId, textArray([...new Set(budgetItemIds)])],
  );
}

/** Invoices charged to an item of the budget. */
export async function invoiceIdsChargedToBudget(em: EntityManager, budgetId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select distinct invoice_id as id from invoice_budget_items where budget_item_id in (select id from budget_items where budget_id = ?)`,
    [budgetId],
  );
  return rows.map((r) => r.id);
}

/** Removes every invoice's charge to an item of the budget. */
export async function deleteChargesToBudget(em: EntityManager, budgetId: string): Promise<void> {
  await em.execute(`delete from invoice_budget_items where budget_item_id in (select id from budget_items where budget_id = ?)`, [budgetId]);
}
