import type { DocumentType } from '../document-type.js';
import { byCreatedAt } from '../../platform/pagination.js';
import { type DeliveryNote, DeliveryNoteSchema } from './delivery-note.entity.js';
import { representDeliveryNotes } from './delivery-note.queries.js';
import { type DeliveryNoteRepresentation, deliveryNoteRepresentation } from './delivery-note.representation.js';
import { listDeliveryNotesQuery } from './delivery-note.schemas.js';

/** The delivery note as a document: what the shared document rules (src/documents/) need of it. */
export const DELIVERY_NOTE_DOCUMENT: DocumentType<DeliveryNote, DeliveryNoteRepresentation> = {
  kind: 'delivery_note',
  idKind: 'deliveryNote',
  label: 'delivery note',
  path: '/v1/delivery-notes',
  entity: DeliveryNoteSchema,
  alias: 'd',
  linkColumn: 'delivery_note_id',
  scopes: { read: 'read:delivery-notes', write: 'write:delivery-notes' },
  sort: byCreatedAt<DeliveryNote>(),
  listQuery: listDeliveryNotesQuery,
  dateProperty: 'deliveryDate',
  filters: { reconciliation_status: 'reconciliationStatus' },
  represent: representDeliveryNotes,
  representKeepingRelations: (row, previous) => ({
    ...deliveryNoteRepresentation(row, { lines: [], invoiceIds: previous.invoice_ids }),
    line_items: previous.line_items,
  }),
};
