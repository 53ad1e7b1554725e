import type { StoredFile } from './file.entity.js';

/** The answer of `POST /uploads` (docs/documents-from-files.md#uploads). */
export function fileRepresentation(f: StoredFile) {
  return { id: f.id, sha256: f.sha256, size_bytes: f.sizeBytes, content_type: f.contentType };
}

export type FileRepresentation = ReturnType<typeof fileRepresentation>;
