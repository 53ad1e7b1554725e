import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../db/columns.js';

/** The media types a file may have: a PDF, XML (Facturae), or a BC3 budget (FIEBDC-3). */
export const FILE_CONTENT_TYPES = ['application/pdf', 'application/xml', 'application/x-fiebdc'] as const;
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
