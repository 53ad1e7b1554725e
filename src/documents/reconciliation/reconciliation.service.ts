import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope } from '../../platform/actor.js';
import { AppError, type FieldError } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { parse } from '../../platform/validation.js';
import { DELIVERY_NOTE_DOCUMENT } from '../delivery-notes/delivery-note-document.js';
import type { DeliveryNote } from '../delivery-notes/delivery-note.entity.js';
import { linesOf } from '../delivery-notes/delivery-note.queries.js';
import type { DeliveryNoteRepresentation } from '../delivery-notes/delivery-note.representation.js';
import type { DocumentRow } from '../document.entity.js';
import { findDocuments } from '../document.queries.js';
import { type DocumentChangeResult, changeDocument } from '../document.service.js';
import type { AnyDocumentType, DocumentType } from '../document-type.js';
import { INVOICE_DOCUMENT } from '../invoices/invoice-document.js';
import type { Invoice } from '../invoices/invoice.entity.js';
import { addBudgetItems } from '../invoices/invoice.queries.js';
import type { InvoiceRepresentation } from '../invoices/invoice.representation.js';
import { documentsOf } from './group-change.js';
import type { GroupLink } from './reconciliation-groups.js';
import { deleteLinks, existingLinks, insertLinks } from './reconciliation.queries.js';
import { matchDeliveryNoteInput, matchInvoiceInput } from './reconciliation.schemas.js';


/** The path document's kind, and the other kind, named in the body. */
interface Sides<E extends DocumentRow, R extends { id: string }> {
  self: DocumentType<E, R>;
  other: AnyDocumentType;
  /** The body field listing the other documents. */
  param: 'delivery_note_ids' | 'invoice_ids';
}

const INVOICE_SIDES: Sides<Invoice, InvoiceRepresentation> = { self: INVOICE_DOCUMENT, other: DELIVERY_NOTE_DOCUMENT, param: 'delivery_note_ids' };
const NOTE_SIDES: Sides<DeliveryNote, DeliveryNoteRepresentation> = { self: DELIVERY_NOTE_DOCUMENT, other: INVOICE_DOCUMENT, param: 'invoice_ids' };

/**
 * The 422 problems of a match or unmatch, all at once: body ids that are malformed, unknown in
 * this organization and mode, soft-deleted, or (to link) of another project or provider than
 * the path document, which must itself be live.
 */
function problems(sides: Sides<DocumentRow, { id: string }>, link: boolean, self: DocumentRow, others: string[], found: Map<string, DocumentRow>): FieldError[] {
  const errors: FieldError[] = [];
  const otherName = sides.other.label;
  if (self.deletedAt) {
    errors.push({ param: 'id', code: 'document_deleted', message: `The ${sides.self.label} '${self.id}' is deleted; restore it first.` });
  }
  others.forEach((id, i) => {
    const param = `${sides.param}[${i}]`;
    const other = found.get(id);
    if (!isId(sides.other.idKind, id)) errors.push({ param, code: 'invalid_id', message: `\`${param}\` must be a ${otherName} id.` });
    else if (!other) errors.push({ param, code: 'not_found', message: `No such ${otherName}: '${id}'.` });
    else if (other.deletedAt) errors.push({ param, code: 'document_deleted', message: `The ${otherName} '${id}' is deleted.` });
    else if (link && other.projectId !== self.projectId) {
      errors.push({ param, code: 'project_mismatch', message: `The ${otherName} '${id}' belongs to another project.` });
    } else if (link && other.providerId !== self.providerId) {
      errors.push({ param, code: 'provider_mismatch', message: `The ${otherName} '${id}' is from another provider.` });
    }
  });
  return errors;
}

/**
 * Links (or unlinks) the path document with the documents of the body. Validation runs once
 * before any lock (so documents of other scopes are never locked) and again on the locked rows.
 */
async function relink<E extends DocumentRow, R extends { id: string }>(
  sc: ServiceContext,
  sides: Sides<E, R>,
  id: string,
  others: string[],
  link: boolean,
): Promise<R> {
  const check = sides as unknown as Sides<DocumentRow, { id: string }>;
  const unique = [...new Set(others)];
  return changeDocument(
    sc,
    sides.self,
    id,
    async (self, state, em) => {
      const locked = new Map([...documentsOf(state, sides.other)].filter(([docId]) => unique.includes(docId)));
      const errors = problems(check, link, self, others, locked);
      if (errors.length) throw AppError.validation(errors);
      const [invoiceIds, noteIds] = sides.self.kind === 'invoice' ? [[self.id], unique] : [unique, [self.id]];
      const pairs = invoiceIds.flatMap((i) => noteIds.map((n) => ({ invoiceId: i, deliveryNoteId: n })));
      const existing = new Set((await existingLinks(em, invoiceIds, noteIds)).map(linkKey));
      return link ? addLinks(em, sc, pairs.filter((p) => !existing.has(linkKey(p)))) : removeLinks(em, pairs.filter((p) => existing.has(linkKey(p))));
    },
    {
      others: unique,
      beforeLock: async (em, self) => {
        const errors = problems(check, link, self, others, await findDocuments(em, sc.actor, sides.other, others));
        if (errors.length) throw AppError.validation(errors);
      },
    },
  );
}

const linkKey = (l: GroupLink) => `${l.invoiceId}|${l.deliveryNoteId}`;

async function addLinks(em: EntityManager, sc: ServiceContext, fresh: GroupLink[]): Promise<DocumentChangeResult> {
  const gained = new Set<string>();
  if (fresh.length === 0) return { gained };
  await insertLinks(em, sc.actor, fresh);
  for (const p of fresh) gained.add(p.invoiceId).add(p.deliveryNoteId);
  // Matching charges the invoice to the budget items of the matched notes' lines (docs/invoices-and-reconciliation.md#reconciliation).
  const lines = await linesOf(em, [...new Set(fresh.map((p) => p.deliveryNoteId))]);
  for (const p of fresh) {
    const items = (lines.get(p.deliveryNoteId) ?? []).flatMap((l) => (l.budgetItemId ? [l.budgetItemId] : []));
    await addBudgetItems(em, p.invoiceId, items);
  }
  return { gained };
}

async function removeLinks(em: EntityManager, links: GroupLink[]): Promise<DocumentChangeResult> {
  await deleteLinks(em, links);
  return {};
}

export async function matchInvoice(sc: ServiceContext, id: string, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(matchInvoiceInput, body);
  return relink(sc, INVOICE_SIDES, id, input.delivery_note_ids, true);
}

export async function unmatchInvoice(sc: ServiceContext, id: string, body: unknown): Promise<InvoiceRepresentation> {
  requireScope(sc.actor, 'write:invoices');
  const input = parse(matchInvoiceInput, body);
  return relink(sc, INVOICE_SIDES, id, input.delivery_note_ids, false);
}

export async function matchDeliveryNote(sc: ServiceContext, id: string, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(matchDeliveryNoteInput, body);
  return relink(sc, NOTE_SIDES, id, input.invoice_ids, true);
}

export async function unmatchDeliveryNote(sc: ServiceContext, id: string, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(matchDeliveryNoteInput, body);
  return relink(sc, NOTE_SIDES, id, input.invoice_ids, false);
}
