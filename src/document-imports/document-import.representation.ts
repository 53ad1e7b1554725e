import type { DocumentImport } from './document-import.entity.js';

/**
 * An import as the GraphQL `DocumentImport` reads it (snake_case, as every representation; the
 * schema's camelCase fields map onto it). `fields` keeps what the reader found, each
 * `{value, confidence}`; `invoice_id` / `delivery_note_id` name the document once created.
 */
export function documentImportRepresentation(i: DocumentImport) {
  return {
    id: i.id,
    kind: i.kind,
    status: i.status,
    file_id: i.fileId,
    project_id: i.projectId,
    source: i.source,
    signed: i.signed,
    fields: i.fields,
    problems: i.problems,
    notes: i.notes,
    failure_reason: i.failureReason,
    invoice_id: i.invoiceId,
    delivery_note_id: i.deliveryNoteId,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    completed_at: i.completedAt ? i.completedAt.toISOString() : null,
  };
}

export type DocumentImportRepresentation = ReturnType<typeof documentImportRepresentation>;
