import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { type ServiceContext, requireScope, tenant } from '../shared/actor.js';
import { AppError, type FieldError } from '../shared/errors.js';
import { isId } from '../shared/ids.js';
import { parse } from '../shared/validation.js';
import { type DeliveryNote, DeliveryNoteSchema } from '../delivery-notes/delivery-note.entity.js';
import { findDeliveryNote, linesOf } from '../delivery-notes/delivery-note.queries.js';
import type { DeliveryNoteRepresentation } from '../delivery-notes/delivery-note.representation.js';
import { type Invoice, InvoiceSchema } from '../invoices/invoice.entity.js';
import { findInvoice } from '../invoices/invoice.queries.js';
import type { InvoiceRepresentation } from '../invoices/invoice.representation.js';
import { addBudgetItems } from '../invoices/invoice.service.js';
import { type GroupState, changeGroups } from './group-change.js';
import { existingLinks, lockReconciliationScope } from './reconciliation.loader.js';

/** How many documents one match or unmatch may name. */
export const MAX_MATCH_IDS = 100;

const ids = () => z.array(z.string()).min(1, { error: 'must list at least one id' }).max(MAX_MATCH_IDS);
export const matchInvoiceInput = z.strictObject({ delivery_note_ids: ids() });
export const matchDeliveryNoteInput = z.strictObject({ invoice_ids: ids() });

type Document = Invoice | DeliveryNote;
type Side = 'invoice' | 'delivery_note';

interface Request {
  /** The document of the path, and the kind of the documents of the body. */
  side: Side;
  id: string;
  param: 'delivery_note_ids' | 'invoice_ids';
  others: string[];
  link: boolean;
}

/**
 * The 422 problems of a match or unmatch, all at once: body ids that are malformed, unknown in
 * this organization and mode, soft-deleted, or (to link) of another project or provider than
 * the path document, which must itself be live.
 */
function problems(req: Request, self: Document, found: Map<string, Document>): FieldError[] {
  const errors: FieldError[] = [];
  const otherKind = req.side === 'invoice' ? 'deliveryNote' : 'invoice';
  const otherName = req.side === 'invoice' ? 'delivery note' : 'invoice';
  if (self.deletedAt) {
    errors.push({ param: 'id', code: 'document_deleted', message: `The ${req.side.replace('_', ' ')} '${self.id}' is deleted; restore it first.` });
  }
  req.others.forEach((id, i) => {
    const param = `${req.param}[${i}]`;
    const other = found.get(id);
    if (!isId(otherKind, id)) errors.push({ param, code: 'invalid_id', message: `\`${param}\` must be a ${otherName} id.` });
    else if (!other) errors.push({ param, code: 'not_found', message: `No such ${otherName}: '${id}'.` });
    else if (other.deletedAt) errors.push({ param, code: 'document_deleted', message: `The ${otherName} '${id}' is deleted.` });
    else if (req.link && other.projectId !== self.projectId) {
      errors.push({ param, code: 'project_mismatch', message: `The ${otherName} '${id}' belongs to another project.` });
    } else if (req.link && other.providerId !== self.providerId) {
      errors.push({ param, code: 'provider_mismatch', message: `The ${otherName} '${id}' is from another provider.` });
    }
  });
  return errors;
}

async function loadOthers(em: EntityManager, sc: ServiceContext, req: Request): Promise<Map<string, Document>> {
  const wanted = req.others.filter((id) => isId(req.side === 'invoice' ? 'deliveryNote' : 'invoice', id));
  if (wanted.length === 0) return new Map();
  const where = { id: { $in: wanted }, ...tenant(sc.actor) };
  const rows: Document[] =
    req.side === 'invoice' ? await em.find(DeliveryNoteSchema, where) : await em.find(InvoiceSchema, where);
  return new Map(rows.map((d) => [d.id, d]));
}

/**
 * Links (or unlinks) the path document with the documents of the body. Validation runs once
 * before any lock (so documents of other scopes are never locked) and again on the locked rows.
 */
async function relink(sc: ServiceContext, req: Request) {
  return sc.em.transactional(async (em) => {
    const self = req.side === 'invoice' ? await findInvoice(em, sc, req.id) : await findDeliveryNote(em, sc, req.id);
    const pre = problems(req, self, await loadOthers(em, sc, req));
    if (pre.length) throw AppError.validation(pre);
    await lockReconciliationScope(em, sc.actor, self.projectId, self.providerId);
    const others = [...new Set(req.others)];
    return changeGroups(em, sc.actor, [self.id, ...others], async (state) => {
      const locked = lockedDocuments(state, req.side, self.id, others);
      const errors = problems(req, locked.self, locked.others);
      if (errors.length) throw AppError.validation(errors);
      const [invoiceIds, noteIds] = req.side === 'invoice' ? [[self.id], others] : [others, [self.id]];
      const pairs = invoiceIds.flatMap((i) => noteIds.map((n) => ({ invoiceId: i, deliveryNoteId: n })));
      const existing = new Set((await existingLinks(em, invoiceIds, noteIds)).map((l) => `${l.invoiceId}|${l.deliveryNoteId}`));
      return req.link ? addLinks(em, sc, pairs, existing) : removeLinks(em, pairs, existing);
    });
  });
}

function lockedDocuments(state: GroupState, side: Side, selfId: string, others: string[]) {
  const [mine, theirs] = side === 'invoice' ? [state.invoices, state.notes] : [state.notes, state.invoices];
  const found = new Map<string, Document>();
  for (const id of others) {
    const doc = theirs.get(id);
    if (doc) found.set(id, doc);
  }
  return { self: mine.get(selfId)!, others: found };
}

async function addLinks(
  em: EntityManager,
  sc: ServiceContext,
  pairs: Array<{ invoiceId: string; deliveryNoteId: string }>,
  existing: Set<string>,
) {
  const fresh = pairs.filter((p) => !existing.has(`${p.invoiceId}|${p.deliveryNoteId}`));
  const gained = new Set<string>();
  if (fresh.length === 0) return { events: new Map(), gained };
  for (const p of fresh) {
    await em.execute(
      `insert into invoice_delivery_notes (invoice_id, delivery_note_id, organization_id, livemode, created_at)
       values (?, ?, ?, ?, now()) on conflict do nothing`,
      [p.invoiceId, p.deliveryNoteId, sc.actor.organizationId, sc.actor.livemode],
    );
    gained.add(p.invoiceId).add(p.deliveryNoteId);
  }
  // Matching charges the invoice to the budget items of the matched notes' lines (DESIGN §5).
  const lines = await linesOf(em, [...new Set(fresh.map((p) => p.deliveryNoteId))]);
  for (const p of fresh) {
    const items = (lines.get(p.deliveryNoteId) ?? []).flatMap((l) => (l.budgetItemId ? [l.budgetItemId] : []));
    await addBudgetItems(em, p.invoiceId, [...new Set(items)]);
  }
  return { events: new Map(), gained };
}

async function removeLinks(em: EntityManager, pairs: Array<{ invoiceId: string; deliveryNoteId: string }>, existing: Set<string>) {
  for (const p of pairs.filter((p) => existing.has(`${p.invoiceId}|${p.deliveryNoteId}`))) {
    await em.execute(`delete from invoice_delivery_notes where invoice_id = ? and delivery_note_id = ?`, [
      p.invoiceId,
      p.deliveryNoteId,
    ]);
  }
  return { events: new Map(), gained: new Set<string>() };
}

export async function matchInvoice(sc: ServiceContext, id: string, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(matchInvoiceInput, body);
  const outcome = await relink(sc, { side: 'invoice', id, param: 'delivery_note_ids', others: input.delivery_note_ids, link: true });
  return outcome.invoices.get(id)!;
}

export async function unmatchInvoice(sc: ServiceContext, id: string, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(matchInvoiceInput, body);
  const outcome = await relink(sc, { side: 'invoice', id, param: 'delivery_note_ids', others: input.delivery_note_ids, link: false });
  return outcome.invoices.get(id)!;
}

export async function matchDeliveryNote(sc: ServiceContext, id: string, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(matchDeliveryNoteInput, body);
  const outcome = await relink(sc, { side: 'delivery_note', id, param: 'invoice_ids', others: input.invoice_ids, link: true });
  return outcome.notes.get(id)!;
}

export async function unmatchDeliveryNote(sc: ServiceContext, id: string, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(matchDeliveryNoteInput, body);
  const outcome = await relink(sc, { side: 'delivery_note', id, param: 'invoice_ids', others: input.invoice_ids, link: false });
  return outcome.notes.get(id)!;
}
