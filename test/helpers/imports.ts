import type { TestApp } from './harness.js';
import { uploadFile } from './files.js';
import { waitFor } from './webhooks.js';

/** Every field of a `DocumentImport`, as the web app would ask for it. */
export const IMPORT_FIELDS = `id kind status fileId projectId source signed problems notes failureReason completedAt
  fields {
    invoiceNumber { value confidence } issueDate { value confidence } dueDate { value confidence }
    deliveryNoteNumber { value confidence } deliveryDate { value confidence }
    providerNif { value confidence } providerName { value confidence }
    subtotalAmount { value confidence } taxAmount { value confidence } withholdingAmount { value confidence }
    totalAmount { value confidence } currency { value confidence } reverseCharge { value confidence }
    lineItems { value { description quantity unit unitPrice subtotal } confidence }
  }
  document {
    __typename
    ... on Invoice { id invoiceNumber providerId issueDate dueDate subtotalAmount taxAmount withholdingAmount totalAmount currency pdf { status sha256 sizeBytes } }
    ... on DeliveryNote { id deliveryNoteNumber providerId deliveryDate subtotalAmount lines { description quantity unit unitPrice subtotal budgetItemId budgetItemSuggested } }
  }`;

export const IMPORT_DOCUMENT = `mutation($input: ImportDocumentInput!) { importDocument(input: $input) { ${IMPORT_FIELDS} } }`;
export const DOCUMENT_IMPORT = `query($id: ID!) { documentImport(id: $id) { ${IMPORT_FIELDS} } }`;
export const COMPLETE_IMPORT = `mutation($id: ID!, $fields: DocumentImportFieldsInput!) { completeDocumentImport(id: $id, fields: $fields) { ${IMPORT_FIELDS} } }`;

export type Kind = 'INVOICE' | 'DELIVERY_NOTE';

/** Uploads `bytes`, asks for their import into `projectId`, and answers the import (still pending). */
export async function startImport(t: TestApp, key: string, bytes: Uint8Array, kind: Kind, projectId: string, contentType = 'application/pdf') {
  const upload = await uploadFile(t, key, bytes, contentType);
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${upload.text}`);
  const res = await t.graphql(key, IMPORT_DOCUMENT, { input: { fileId: upload.body.id, projectId, kind } });
  if (res.body.errors) throw new Error(`importDocument: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.importDocument;
}

/** The import once its job has run (no longer PENDING). */
export async function settledImport(t: TestApp, key: string, id: string, timeoutMs = 20_000) {
  return waitFor(async () => {
    const res = await t.graphql(key, DOCUMENT_IMPORT, { id });
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
