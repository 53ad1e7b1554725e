import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type Scope, type ServiceContext, requireAnyScope, requireScope, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { findOwned } from '../platform/db/tenant-lookup.js';
import { assertDocumentReferences } from '../documents/document-references.js';
import { StoredFileSchema } from '../files/file.entity.js';
import { type DocumentImport, DocumentImportSchema } from './document-import.entity.js';
import { enqueueDocumentImport } from './document-import-run.service.js';
import { type DocumentImportRepresentation, documentImportRepresentation } from './document-import.representation.js';
import {
  completeDeliveryNoteImportInput,
  completeInvoiceImportInput,
  importDocumentInput,
  listImportsQuery,
} from './document-import.schemas.js';
import type { DocumentKind } from './extraction/extraction.js';
import { completeImport, valuesOf } from './imported-document.js';

/**
 * Document imports (docs/documents-from-files.md#imports): an uploaded file becomes an invoice
 * or a delivery note of a project. `importDocument` records the import and enqueues its job
 * (document-import.job.ts), which reads the file and creates the document only when everything
 * was read with high confidence, the amounts agree and it is no duplicate. Anything less waits
 * for a person (`needs_review`), who finishes it with `completeDocumentImport`.
 */

const SCOPES: Record<DocumentKind, { read: Scope; write: Scope }> = {
  invoice: { read: 'read:invoices', write: 'write:invoices' },
  delivery_note: { read: 'read:delivery-notes', write: 'write:delivery-notes' },
};

function findImport(em: EntityManager, actor: Pick<Actor, 'organizationId' | 'livemode'>, id: string, lock = false): Promise<DocumentImport> {
  return findOwned(em, actor, DocumentImportSchema, 'documentImport', 'document import', id, lock);
}

/** `importDocument`: records a pending import of an upload into a project and enqueues its job. */
export async function importDocument(sc: ServiceContext, body: unknown): Promise<DocumentImportRepresentation> {
  // The scope comes before the body's other checks: a caller that may not write this kind of
  // document (or, when the kind cannot be read, either kind) hears so first.
  const kind = (body as { kind?: unknown } | null)?.kind;
  requireAnyScope(sc.actor, kind === 'invoice' || kind === 'delivery_note' ? [SCOPES[kind].write] : [SCOPES.invoice.write, SCOPES.delivery_note.write]);
  const input = parse(importDocumentInput, body);
  return transaction(sc.em, async (em) => {
    const file = await em.findOne(StoredFileSchema, { id: input.file_id, ...tenant(sc.actor) }, { fields: ['id', 'contentType'] });
    if (!file) throw AppError.field('file_id', 'not_found', `No such file: '${input.file_id}'.`);
    if (file.contentType === 'application/x-fiebdc') {
      throw AppError.field('file_id', 'invalid_file', `'${input.file_id}' is a BC3 budget: import it with importBudget.`);
    }
    await assertDocumentReferences(em, sc.actor, { projectId: input.project_id });
    const now = new Date();
    const imp = em.create(DocumentImportSchema, {
      id: newId('documentImport'),
      ...tenant(sc.actor),
      fileId: input.file_id,
      projectId: input.project_id,
      kind: input.kind,
      status: 'pending',
      source: null,
      signed: null,
      fields: {},
      problems: [],
      notes: [],
      failureReason: null,
      invoiceId: null,
      deliveryNoteId: null,
      // An API key or a person (src/platform/actor.ts principalOf): the job acts as them.
      createdBy: sc.actor.principal.id,
      scopes: [...sc.actor.scopes].sort(),
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    });
    await em.flush();
    await enqueueDocumentImport(em, imp.id);
    return documentImportRepresentation(imp);
  });
}

export async function getDocumentImport(sc: ServiceContext, id: string): Promise<DocumentImportRepresentation> {
  const imp = await findImport(sc.em, sc.actor, id);
  requireScope(sc.actor, SCOPES[imp.kind].read);
  return documentImportRepresentation(imp);
}

/**
 * The caller's imports, newest first: those of the kinds it may read (403 when it may read
 * neither invoices nor delivery notes).
 */
export async function listDocumentImports(sc: ServiceContext, query: unknown): Promise<ListResult<DocumentImportRepresentation>> {
  const q = parse(listImportsQuery, query);
  const readable = (q.kind ? [q.kind] : (['invoice', 'delivery_note'] as const)).filter((k) => sc.actor.scopes.has(SCOPES[k].read));
  if (readable.length === 0) requireScope(sc.actor, SCOPES[q.kind ?? 'invoice'].read);
  const qb = sc.em.createQueryBuilder(DocumentImportSchema, 'di').where({ ...tenant(sc.actor), kind: { $in: readable } });
  if (q.status) qb.andWhere({ status: q.status });
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  return keysetPage(qb, 'di', pageRequest(q, 'docimp'), byCreatedAt<DocumentImport>(), (rows) => rows.map(documentImportRepresentation));
}

/**
 * `completeDocumentImport`: a person finishes a `needs_review` (or `failed`) import with the
 * fields they checked. Each field sent replaces what was read; the rest keep the value read,
 * whatever its confidence (the person saw them). The document is created exactly as the REST API
 * creates one — the same validation (every problem in one 422), duplicate rule (409), events —
 * and the import is `completed`. Nothing changes when it is refused.
 */
export async function completeDocumentImport(sc: ServiceContext, id: string, body: unknown): Promise<DocumentImportRepresentation> {
  requireAnyScope(sc.actor, [SCOPES.delivery_note.write, SCOPES.invoice.write]);
  const found = await findImport(sc.em, sc.actor, id);
  requireScope(sc.actor, SCOPES[found.kind].write);
  const corrections = parse(found.kind === 'invoice' ? completeInvoiceImportInput : completeDeliveryNoteImportInput, body);
  return transaction(sc.em, async (em) => {
    const imp = await findImport(em, sc.actor, id, true);
    if (imp.status !== 'needs_review' && imp.status !== 'failed') {
      throw new AppError(
        'invalid_state_transition',
        `The document import '${imp.id}' is ${imp.status}; only an import that needs review (or failed) can be completed.`,
        null,
        { from: imp.status, to: 'completed' },
      );
    }
    const values = { ...valuesOf(imp.fields), ...Object.fromEntries(Object.entries(corrections).filter(([, v]) => v !== undefined)) };
    await completeImport({ em, actor: sc.actor }, imp, values);
    await em.flush();
    return documentImportRepresentation(imp);
  });
}
