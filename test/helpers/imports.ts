import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './harness.js';
import { uploadFile } from './files.js';
import { waitFor } from './webhooks.js';

/** The web app's import operations (schema/operations/document-imports.graphql, typed by codegen), sent as they are. */
const OPERATIONS = fs.readFileSync(path.resolve('schema/operations/document-imports.graphql'), 'utf8');

export const IMPORT_DOCUMENT = 'ImportDocument';
export const DOCUMENT_IMPORT = 'DocumentImport';
export const COMPLETE_IMPORT = 'CompleteDocumentImport';

/** Runs one of the web app's import operations by name. */
export function importOperation(t: TestApp, key: string, operationName: string, variables: Record<string, unknown>) {
  return t.request('POST', '/graphql', { key, body: { query: OPERATIONS, operationName, variables } });
}

export type Kind = 'INVOICE' | 'DELIVERY_NOTE';

/** Uploads `bytes`, asks for their import into `projectId`, and answers the import (still pending). */
export async function startImport(t: TestApp, key: string, bytes: Uint8Array, kind: Kind, projectId: string, contentType = 'application/pdf') {
  const upload = await uploadFile(t, key, bytes, contentType);
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${upload.text}`);
  const res = await importOperation(t, key, IMPORT_DOCUMENT, { input: { fileId: upload.body.id, projectId, kind } });
  if (res.body.errors) throw new Error(`importDocument: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.importDocument;
}

/** The import once its job has run (no longer PENDING). */
export async function settledImport(t: TestApp, key: string, id: string, timeoutMs = 20_000) {
  return waitFor(async () => {
    const res = await importOperation(t, key, DOCUMENT_IMPORT, { id });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    const imp = res.body.data.documentImport;
    return imp.status === 'PENDING' ? null : imp;
  }, timeoutMs, `import ${id}`);
}

/** Uploads, imports and waits for the job. */
export async function importFile(t: TestApp, key: string, bytes: Uint8Array, kind: Kind, projectId: string, contentType = 'application/pdf') {
  const started = await startImport(t, key, bytes, kind, projectId, contentType);
  return settledImport(t, key, started.id);
}
