import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { isId } from '../shared/ids.js';
import { textArray } from '../reconciliation/sql.js';
import { type Invoice, InvoiceSchema } from './invoice.entity.js';
import { type InvoiceRepresentation, invoiceRepresentation } from './invoice.representation.js';

/** Loads an invoice of the caller's organization and mode (soft-deleted ones too), or 404. */
export async function findInvoice(em: EntityManager, sc: ServiceContext, id: string, lock = false): Promise<Invoice> {
  const invoice = isId('invoice', id)
    ? await em.findOne(
        InvoiceSchema,
        { id, ...tenant(sc.actor) },
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
      )
    : null;
  if (!invoice) throw AppError.notFound('invoice', id);
  return invoice;
}

/** Representations of several invoices, their links and budget items read in two statements. */
export async function representInvoices(em: EntityManager, invoices: Invoice[]): Promise<InvoiceRepresentation[]> {
  if (invoices.length === 0) return [];
  const ids = textArray(invoices.map((i) => i.id));
  const notes = await em.execute<Array<{ invoice_id: string; delivery_note_id: string }>>(
    `select l.invoice_id, l.delivery_note_id from invoice_delivery_notes l
       join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
      where l.invoice_id = any(?::text[]) order by l.delivery_note_id`,
    [ids],
  );
  const items = await em.execute<Array<{ invoice_id: string; budget_item_id: string }>>(
    `select invoice_id, budget_item_id from invoice_budget_items where invoice_id = any(?::text[]) order by budget_item_id`,
    [ids],
  );
  const noteIds = group(notes, (r) => r.invoice_id, (r) => r.delivery_note_id);
  const itemIds = group(items, (r) => r.invoice_id, (r) => r.budget_item_id);
  return invoices.map((i) =>
    invoiceRepresentation(i, { deliveryNoteIds: noteIds.get(i.id) ?? [], budgetItemIds: itemIds.get(i.id) ?? [] }),
  );
}

export async function representInvoice(em: EntityManager, invoice: Invoice): Promise<InvoiceRepresentation> {
  return (await representInvoices(em, [invoice]))[0];
}

export function group<R>(rows: R[], key: (r: R) => string, value: (r: R) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(value(row));
    else out.set(k, [value(row)]);
  }
  return out;
}
