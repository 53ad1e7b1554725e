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

/** Representations of several invoices, their links and budget items read in one statement. */
export async function representInvoices(em: EntityManager, invoices: Invoice[]): Promise<InvoiceRepresentation[]> {
  if (invoices.length === 0) return [];
  const rows = await em.execute<Array<{ id: string; delivery_note_ids: string[]; budget_item_ids: string[] }>>(
    `select i.id,
            array(select l.delivery_note_id from invoice_delivery_notes l
                    join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
                   where l.invoice_id = i.id order by l.delivery_note_id) as delivery_note_ids,
            array(select b.budget_item_id from invoice_budget_items b
                   where b.invoice_id = i.id order by b.budget_item_id) as budget_item_ids
       from unnest(?::text[]) as i(id)`,
    [textArray(invoices.map((i) => i.id))],
  );
  const relations = new Map(rows.map((r) => [r.id, r]));
  return invoices.map((i) => {
    const r = relations.get(i.id);
    return invoiceRepresentation(i, { deliveryNoteIds: r?.delivery_note_ids ?? [], budgetItemIds: r?.budget_item_ids ?? [] });
  });
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
