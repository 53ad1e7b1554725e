import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveryNoteLineSchema, DeliveryNoteSchema } from '../delivery-notes/delivery-note.entity.js';
import { representDeliveryNotes } from '../delivery-notes/delivery-note.queries.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import { InvoiceSchema } from '../invoices/invoice.entity.js';
import { representInvoices } from '../invoices/invoice.queries.js';
import type { Budget } from './budget.entity.js';
import { onBudgetDeleting } from './budget.service.js';

/**
 * When a budget is deleted, delivery-note lines and invoices that referenced its items lose those
 * references in the same transaction (issue 4), and each document that changed records its
 * `delivery_note.updated` / `invoice.updated` event with `previous_attributes`, like any other
 * change. (The foreign keys added with this wiring — `on delete set null` / `cascade` — are the
 * database's guarantee of the same result.)
 */
async function dropReferences(em: EntityManager, budget: Budget): Promise<void> {
  const tenant = { organizationId: budget.organizationId, livemode: budget.livemode };
  const items = `select id from budget_items where budget_id = ?`;
  const now = new Date();

  const noteRows = await em.execute<Array<{ id: string }>>(
    `select distinct delivery_note_id as id from delivery_note_lines where budget_item_id in (${items})`,
    [budget.id],
  );
  if (noteRows.length > 0) {
    const notes = await em.find(DeliveryNoteSchema, { id: { $in: noteRows.map((r) => r.id) }, ...tenant }, { orderBy: { id: 'asc' } });
    const before = await representDeliveryNotes(em, notes);
    const itemIds = new Set(
      (await em.execute<Array<{ id: string }>>(items, [budget.id])).map((r) => r.id),
    );
    const lines = await em.find(DeliveryNoteLineSchema, { deliveryNoteId: { $in: notes.map((n) => n.id) } });
    for (const line of lines) {
      if (line.budgetItemId && itemIds.has(line.budgetItemId)) {
        line.budgetItemId = null;
        line.budgetItemSuggested = false;
      }
    }
    for (const note of notes) note.updatedAt = now;
    const after = await representDeliveryNotes(em, notes);
    for (let i = 0; i < notes.length; i++) {
      await recordEvent(em, tenant, 'delivery_note.updated', after[i], changedAttributes(before[i], after[i]));
    }
  }

  const invoiceRows = await em.execute<Array<{ id: string }>>(
    `select distinct invoice_id as id from invoice_budget_items where budget_item_id in (${items})`,
    [budget.id],
  );
  if (invoiceRows.length > 0) {
    const invoices = await em.find(InvoiceSchema, { id: { $in: invoiceRows.map((r) => r.id) }, ...tenant }, { orderBy: { id: 'asc' } });
    const before = await representInvoices(em, invoices);
    await em.execute(`delete from invoice_budget_items where budget_item_id in (${items})`, [budget.id]);
    for (const invoice of invoices) invoice.updatedAt = now;
    const after = await representInvoices(em, invoices);
    for (let i = 0; i < invoices.length; i++) {
      await recordEvent(em, tenant, 'invoice.updated', after[i], changedAttributes(before[i], after[i]));
    }
  }
}

/** Registers the hook; called where the app is assembled (idempotent). */
export function registerBudgetReferenceHooks(): void {
  onBudgetDeleting(dropReferences);
}
