import { EntitySchema } from '@mikro-orm/core';
import { nullableTimestamp, timestamp } from '../platform/db/columns.js';
import type { DocumentKind } from './extraction/extraction-types.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

export const DOCUMENT_KINDS = ['invoice', 'delivery_note'] as const satisfies readonly DocumentKind[];

/**
 * `pending` until the job has read the file; then `completed` (the document was created),
 * `needs_review` (a person finishes it with `completeDocumentImport`) or `failed` (the file could
 * not be read at all). docs/documents-from-files.md#imports
 */
export const IMPORT_STATUSES = ['pending', 'completed', 'needs_review', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A field as read from the file: its value, how sure the reader is (0..1), and where it was printed. */
export interface ReadField {
  value: unknown;
  confidence: number;
  where?: { page: number; box: [number, number, number, number] };
}

/** An import (`docimp_…`) of an uploaded file into an invoice or a delivery note of a project. */
export interface DocumentImport {
  id: string;
  organizationId: string;
  livemode: boolean;
  fileId: string;
  projectId: string;
  kind: DocumentKind;
  status: ImportStatus;
  /** How the file was read, once it was. */
  source: 'pdf' | 'facturae' | 'image' | null;
  /** Facturae: an XML signature is present (never verified). */
  signed: boolean | null;
  /** What was read, by field name (`invoice_number`, `line_items`…). */
  fields: Record<string, ReadField>;
  /** Why the document was not created by itself. */
  problems: string[];
  /** Facts worth knowing that did not stop it. */
  notes: string[];
  failureReason: string | null;
  invoiceId: string | null;
  deliveryNoteId: string | null;
  /** Who asked for it: the API key id. */
  createdBy: string;
  /** The scopes the job acts with: the asker's when asking. */
  scopes: string[];
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export const DocumentImportSchema = new EntitySchema<DocumentImport>({
  name: 'DocumentImport',
  tableName: 'document_imports',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    fileId: { type: 'string', columnType: 'text' },
    projectId: { type: 'string', columnType: 'text' },
    kind: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    source: { type: 'string', columnType: 'text', nullable: true },
    signed: { type: 'boolean', nullable: true },
    fields: { type: 'json', columnType: 'jsonb' },
    problems: { type: 'string[]', columnType: 'text[]' },
    notes: { type: 'string[]', columnType: 'text[]' },
    failureReason: { type: 'string', columnType: 'text', nullable: true },
    invoiceId: { type: 'string', columnType: 'text', nullable: true },
    deliveryNoteId: { type: 'string', columnType: 'text', nullable: true },
    createdBy: { type: 'string', columnType: 'text' },
    scopes: { type: 'string[]', columnType: 'text[]' },
    createdAt: timestamp,
    updatedAt: timestamp,
    completedAt: nullableTimestamp,
  },
});

/** What the constraints of `document_imports` mean to a client (docs/api-conventions.md#errors). */
export const documentImportConstraints: ConstraintRules = {
  document_imports_pkey: assignedKey('document import id'),
  document_imports_delivery_note_id_fkey: reference('delivery_note_id', 'delivery note'),
  document_imports_file_id_fkey: reference('file_id', 'file'),
  document_imports_invoice_id_fkey: reference('invoice_id', 'invoice'),
  document_imports_organization_id_fkey: reference('organization_id', 'organization'),
  document_imports_project_id_fkey: reference('project_id', 'project'),
  document_imports_kind_check: invalid('kind', 'invalid_value', 'must be invoice or delivery_note'),
  document_imports_source_check: invalid('source', 'invalid_value', 'must be pdf or facturae'),
  document_imports_status_check: invalid('status', 'invalid_value', 'is not a document import status'),
};
