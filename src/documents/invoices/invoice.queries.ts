import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../platform/db/rows.js';
import { textArray } from '../../platform/db/sql.js';
import type { Invoice } from './invoice.entity.js';
import { type InvoiceRepresentation, invoiceRepresentation } from './invoice.representation.js';

/**
 * Representations of several invoices, their links and budget items read in one statement:
 * each kind grouped once for all the invoices, one row per invoice that has any (for a page of
 * 1,020 invoices a third of the time of two subqueries per invoice, and as fast for one).
 */
export async function representInvoices(em: EntityManager, invoices: Invoice[]): Promise<InvoiceRepresentation[]> {
  if (invoices.length === 0) return [];
  const rows = await selectRows(
    em,
    `select 'note' as kind, l.invoice_id as id, array_agg(l.delivery_note_id order by l.delivery_note_id) as ids
       from invoice_delivery_notes l
       join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
      where l.invoice_id = any($1::text[]) group by l.invoice_id
     union all
     select 'item', b.invoice_id, array_agg(b.budget_item_id order by b.budget_item_id)
       from invoice_budget_items b
      where b.invoice_id = any($1::text[]) group by b.invoice_id`,
    [textArray(invoices.map((i) => i.id))],
    { prepare: true },
  );
  const notes = new Map<string, string[]>();
  const items = new Map<string, string[]>();
  for (const r of rows) (r.kind === 'note' ? notes : items).set(r.id as string, r.ids as string[]);
  return invoices.map((i) => invoiceRepresentation(i, { deliveryNoteIds: notes.get(i.id) ?? [], budgetItemIds: items.get(i.id) ?? [] }));
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
