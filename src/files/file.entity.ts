import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../platform/db/columns.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

/** The media types a file may have: a PDF, XML (Facturae), a BC3 budget (FIEBDC-3), or a scan or photo (JPEG, PNG). */
export const FILE_CONTENT_TYPES = ['application/pdf', 'application/xml', 'application/x-fiebdc', 'image/jpeg', 'image/png'] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

/**
 * One upload (`file_…`) of an organization and mode. Its bytes live once per SHA-256 in
 * `file_contents` (file.queries.ts), so the same bytes uploaded twice are stored once, and every
 * replica can serve them (docs/documents-from-files.md#uploads).
 */
export interface StoredFile {
  id: string;
  organizationId: string;
  livemode: boolean;
  sha256: string;
  contentType: FileContentType;
  sizeBytes: number;
  createdAt: Date;
}

export const StoredFileSchema = new EntitySchema<StoredFile>({
  name: 'StoredFile',
  tableName: 'files',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    sha256: { type: 'string', columnType: 'text' },
    contentType: { type: 'string', columnType: 'text' },
    sizeBytes: { type: 'integer' },
    createdAt: timestamp,
  },
});

/** What the constraints of `files` and `file_contents` mean to a client (docs/api-conventions.md#errors). */
export const fileConstraints: ConstraintRules = {
  // Contents are stored with `on conflict do nothing`: the same bytes twice are one row.
  file_contents_pkey: assignedKey('file content'),
  files_pkey: assignedKey('file id'),
  files_organization_id_fkey: reference('organization_id', 'organization'),
  files_sha256_fkey: reference('sha256', 'stored file content'),
  file_contents_sha256_check: invalid('sha256', 'invalid_value', 'must be 64 lower-case hexadecimal digits'),
  file_contents_size_bytes_check: invalid('size_bytes', 'out_of_range', 'must not be negative'),
  files_content_type_check: invalid('content_type', 'invalid_value', 'must be application/pdf, application/xml, application/x-fiebdc, image/jpeg or image/png'),
};
