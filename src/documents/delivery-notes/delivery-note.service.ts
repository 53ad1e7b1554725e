import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../../platform/actor.js';
import { AppError, type FieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { MAX_CENTS, parse } from '../../platform/validation.js';
import { transaction } from '../../platform/db/transaction.js';
import { recordEvent } from '../../events/event.service.js';
import { suggestBudgetItems } from '../../budgets/budget-item-suggestion.js';
import { assertBudgetItemRefs, lineBudgetItems } from '../budget-item-references.js';
import { newDocumentRow } from '../document.entity.js';
import { assertDocumentReferences } from '../document-references.js';
import {
  assertCommitmentLines,
  assertDocumentCommitment,
  commitmentLineForItem,
  commitmentLinesOf,
  updateDocumentCommitment,
} from '../commitment-references.js';
import type { CommitmentLine } from '../../commitments/commitment.entity.js';
import { updateDocument } from '../document.service.js';
import { type DocumentOperations, documentOperations } from '../document-operations.js';
import { matchDeliveryNote, unmatchDeliveryNote } from '../reconciliation/reconciliation.service.js';
import { DELIVERY_NOTE_DOCUMENT } from './delivery-note-document.js';
import { type DeliveryNote, type DeliveryNoteLine, DeliveryNoteLineSchema, DeliveryNoteSchema } from './delivery-note.entity.js';
import { linesOf, linesOfBudgetItems } from './delivery-note.queries.js';
import {
  type DeliveryNoteLineRepresentation,
  type DeliveryNoteRepresentation,
  deliveryNoteLineRepresentation,
  deliveryNoteRepresentation,
} from './delivery-note.representation.js';
import { createDeliveryNoteInput, updateDeliveryNoteInput } from './delivery-note.schemas.js';

const HEADER_COLUMNS = {
  project_id: 'projectId',
  provider_id: 'providerId',
  delivery_note_number: 'deliveryNoteNumber',
  delivery_date: 'deliveryDate',
} as const satisfies Record<string, keyof DeliveryNote>;

/**
 * The lines of live delivery notes charged to each budget item (`BudgetItem.deliveredLines`), in
 * delivery order, for any number of items in one statement; an item with none is absent.
 */
export async function getDeliveredLines(
  sc: ServiceContext,
  budgetItemIds: readonly string[],
): Promise<Map<string, DeliveryNoteLineRepresentation[]>> {
  requireScope(sc.actor, 'read:delivery-notes');
  const lines = await linesOfBudgetItems(sc.em, sc.actor, budgetItemIds);
  return new Map([...lines].map(([itemId, list]) => [itemId, list.map(deliveryNoteLineRepresentation)]));
}

/**
 * A new delivery note; its `subtotal_amount` is the sum of its lines. A line without a budget
 * item gets the project's best matching one, marked as suggested (docs/budgets.md#budget-item-suggestion);
 * a caller's own choice is kept as given and must be an item of the project. A note that names
 * its commitment: a line's `commitment_line_id` gives it that line's item, the suggestion prefers
 * the commitment's items, and a line on an item of the commitment delivers the commitment's
 * line on it (docs/commitments.md#documents-and-commitments).
 */
export async function createDeliveryNote(sc: ServiceContext, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(createDeliveryNoteInput, body);
  const subtotal = input.line_items.reduce((sum, line) => sum + line.subtotal, 0);
  if (Math.abs(subtotal) > MAX_CENTS) {
    throw AppError.field('line_items', 'out_of_range', `The lines' subtotals must add up to at most ${MAX_CENTS} cents.`);
  }
  return transaction(sc.em, async (em) => {
    await assertDocumentReferences(em, sc.actor, { projectId: input.project_id, providerId: input.provider_id });
    await assertBudgetItemRefs(em, sc.actor, input.project_id, lineBudgetItems(input.line_items.map((l) => l.budget_item_id)));
    if (input.commitment_id) {
      await assertDocumentCommitment(em, sc.actor, { projectId: input.project_id, providerId: input.provider_id }, input.commitment_id);
    }
    const ordered = await commitmentLinesOf(em, input.commitment_id ?? null);
    assertCommitmentLines(ordered, input.line_items.map((l) => l.commitment_line_id), (i) => `line_items[${i}].commitment_line_id`);
    // A line that names a commitment line is charged to that line's item unless it names one itself.
    const given = input.line_items.map((l) => l.budget_item_id ?? (l.commitment_line_id ? ordered!.get(l.commitment_line_id)!.budgetItemId : null));
    const note = em.create(DeliveryNoteSchema, {
      ...newDocumentRow('deliveryNote', sc.actor, input, subtotal),
      deliveryNoteNumber: input.delivery_note_number,
      deliveryDate: input.delivery_date,
    });
    // One statement suggests for every line.
    const suggestions = await suggestBudgetItems(
      em,
      sc.actor,
      input.project_id,
      input.line_items.map((l, i) => (given[i] ? { description: '', unit: null } : { description: l.description, unit: l.unit })),
      preferredItems(ordered),
    );
    const lines = input.line_items.map((l, position) =>
      em.create(DeliveryNoteLineSchema, {
        id: newId('deliveryNoteLine'),
        deliveryNoteId: note.id,
        ...tenant(sc.actor),
        position,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unit_price,
        subtotal: l.subtotal,
        budgetItemId: given[position] ?? suggestions[position],
        budgetItemSuggested: !given[position] && suggestions[position] !== null,
        commitmentLineId: l.commitment_line_id ?? commitmentLineForItem(ordered, given[position] ?? suggestions[position]),
      }),
    );
    await em.flush();
    const representation = deliveryNoteRepresentation(note, { lines, invoiceIds: [] });
    await recordEvent(em, sc.actor, 'delivery_note.created', representation);
    return representation;
  });
}

/** The budget items of a commitment's lines, which the suggestion prefers. */
function preferredItems(lines: Map<string, CommitmentLine> | null): string[] {
  return lines ? [...lines.values()].flatMap((l) => (l.budgetItemId ? [l.budgetItemId] : [])) : [];
}

/**
 * PATCH: header fields, `commitment_id` (set or cleared; clearing it clears the lines'
 * `commitment_line_id`), and `line_items: [{id, budget_item_id, commitment_line_id}]` to set or
 * clear a line's budget item or commitment line.
 */
export async function updateDeliveryNote(sc: ServiceContext, id: string, body: unknown): Promise<DeliveryNoteRepresentation> {
  requireScope(sc.actor, 'write:delivery-notes');
  const input = parse(updateDeliveryNoteInput, body);
  return updateDocument(sc, DELIVERY_NOTE_DOCUMENT, id, input, HEADER_COLUMNS, async (note, em, projectBefore) => {
    await updateDocumentCommitment(em, sc.actor, note, projectBefore, input);
    const ordered = await commitmentLinesOf(em, note.commitmentId);
    // Tracked: what setLineBudgetItems changes on a line, the checks after it see.
    const lines = (await linesOf(em, [note.id])).get(note.id) ?? [];
    if (input.line_items !== undefined) await setLineBudgetItems(em, sc, note, lines, input.line_items, ordered);
    keepCommitmentLines(lines, ordered);
    if (note.projectId !== projectBefore) {
      // The budget items its lines keep must belong to budgets of the project it moves to.
      await assertBudgetItemRefs(em, sc.actor, note.projectId, lineBudgetItems(lines.map((l) => l.budgetItemId)));
    }
    return 'delivery_note.updated';
  });
}

/** Sets or clears the budget item of the lines named; a caller's choice is never a suggestion. */
async function setLineBudgetItems(
  em: EntityManager,
  sc: ServiceContext,
  note: DeliveryNote,
  noteLines: DeliveryNoteLine[],
  entries: Array<{ id: string; budget_item_id?: string | null; commitment_line_id?: string | null }>,
  ordered: Map<string, CommitmentLine> | null,
) {
  const lines = new Map(noteLines.map((l) => [l.id, l]));
  const errors: FieldError[] = [];
  entries.forEach((entry, i) => {
    if (!lines.has(entry.id)) {
      errors.push({ param: `line_items[${i}].id`, code: 'not_found', message: `No line '${entry.id}' in this delivery note.` });
    }
  });
  if (errors.length) throw AppError.validation(errors);
  await assertBudgetItemRefs(em, sc.actor, note.projectId, lineBudgetItems(entries.map((e) => e.budget_item_id)));
  assertCommitmentLines(ordered, entries.map((e) => e.commitment_line_id), (i) => `line_items[${i}].commitment_line_id`);
  for (const entry of entries) {
    const line = lines.get(entry.id)!;
    if (entry.commitment_line_id !== undefined) line.commitmentLineId = entry.commitment_line_id;
    const item = entry.budget_item_id !== undefined ? entry.budget_item_id : entry.commitment_line_id ? ordered!.get(entry.commitment_line_id)!.budgetItemId : undefined;
    if (item === undefined || line.budgetItemId === item) continue;
    line.budgetItemId = item;
    line.budgetItemSuggested = false;
  }
}

/** Lines keep a `commitment_line_id` only of the note's commitment: a note that leaves it (or changes it) loses the others. */
function keepCommitmentLines(lines: DeliveryNoteLine[], ordered: Map<string, CommitmentLine> | null) {
  for (const line of lines) {
    if (line.commitmentLineId && !ordered?.has(line.commitmentLineId)) line.commitmentLineId = null;
  }
}

/** What the REST and GraphQL adapters call for delivery notes. */
export const deliveryNoteOperations: DocumentOperations<DeliveryNoteRepresentation> = documentOperations(DELIVERY_NOTE_DOCUMENT, {
  create: createDeliveryNote,
  update: updateDeliveryNote,
  match: matchDeliveryNote,
  unmatch: unmatchDeliveryNote,
});
