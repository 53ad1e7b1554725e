import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type Scope, type ServiceContext, requireScope, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { newId } from '../shared/ids.js';
import type { Logger } from '../shared/logger.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../shared/pagination.js';
import { parse } from '../shared/validation.js';
import { transaction } from '../db/transaction.js';
import { findOwned, findOwnedMany } from '../db/tenant-lookup.js';
import { assertDocumentReferences } from '../documents/document-references.js';
import { StoredFileSchema } from '../files/file.entity.js';
import { readContent } from '../files/file.queries.js';
import { organizationTaxIds } from '../organizations/organization.service.js';
import { findLiveDeliveryNote } from '../delivery-notes/delivery-note.queries.js';
import { type DocumentImport, DocumentImportSchema, type ImportStatus, type ReadField } from './document-import.entity.js';
import { type DocumentImportRepresentation, documentImportRepresentation } from './document-import.representation.js';
import {
  completeDeliveryNoteImportInput,
  completeInvoiceImportInput,
  importDocumentInput,
  listImportsQuery,
} from './document-import.schemas.js';
import { type DocumentKind, type Extraction, HIGH_CONFIDENCE, extractDocument } from './extraction/extraction.js';
import { createImportedDocument, valuesOf } from './imported-document.js';

/**
 * Document imports (docs/documents-from-files.md#imports): an uploaded file becomes an invoice
 * or a delivery note of a project. `importDocument` records the import and enqueues its job;
 * the job reads the file and creates the document only when everything was read with high
 * confidence, the amounts agree and it is no duplicate. Anything less waits for a person
 * (`needs_review`), who finishes it with `completeDocumentImport`.
 */

/** The graphile-worker task (registered in workers/documents.tasks.ts). */
export const IMPORT_TASK = 'document_import';
/** Attempts of the job when something other than the file goes wrong (the database, a crash). */
export const IMPORT_ATTEMPTS = 3;

const SCOPES: Record<DocumentKind, { read: Scope; write: Scope }> = {
  invoice: { read: 'read:invoices', write: 'write:invoices' },
  delivery_note: { read: 'read:delivery-notes', write: 'write:delivery-notes' },
};

/**
 * Who the job acts as: the organization and mode of the import, with the scopes the asker held
 * when asking (so it cannot do more than they could, e.g. create a provider without
 * `write:providers`).
 */
function importActor(imp: DocumentImport): Actor {
  return { organizationId: imp.organizationId, livemode: imp.livemode, apiKeyId: imp.createdBy, scopes: new Set(imp.scopes) };
}

function findImport(em: EntityManager, actor: Pick<Actor, 'organizationId' | 'livemode'>, id: string, lock = false): Promise<DocumentImport> {
  return findOwned(em, actor, DocumentImportSchema, 'documentImport', 'document import', id, lock);
}

/** `importDocument`: records a pending import of an upload into a project and enqueues its job. */
export async function importDocument(sc: ServiceContext, body: unknown): Promise<DocumentImportRepresentation> {
  const input = parse(importDocumentInput, body);
  requireScope(sc.actor, SCOPES[input.kind].write);
  return transaction(sc.em, async (em) => {
    const file = await em.findOne(StoredFileSchema, { id: input.file_id, ...tenant(sc.actor) }, { fields: ['id'] });
    if (!file) throw AppError.field('file_id', 'not_found', `No such file: '${input.file_id}'.`);
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
      createdBy: sc.actor.apiKeyId,
      scopes: [...sc.actor.scopes].sort(),
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    });
    await em.flush();
    await em.execute(`select graphile_worker.add_job(?, json_build_object('import_id', ?::text), max_attempts := ?)`, [
      IMPORT_TASK,
      imp.id,
      IMPORT_ATTEMPTS,
    ]);
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

/** Imports of the caller by id (GraphQL relations); ids that are not the caller's are absent. */
export async function getDocumentImports(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, DocumentImportRepresentation>> {
  const rows = await findOwnedMany(sc.em, sc.actor, DocumentImportSchema, 'documentImport', ids);
  return new Map([...rows].filter(([, imp]) => sc.actor.scopes.has(SCOPES[imp.kind].read)).map(([id, imp]) => [id, documentImportRepresentation(imp)]));
}

/** Its uploaded bytes' address when they are a PDF (an invoice keeps it as its archived `pdf`). */
async function uploadedPdf(em: EntityManager, imp: DocumentImport) {
  if (imp.kind !== 'invoice' || imp.source !== 'pdf') return null;
  const file = await em.findOneOrFail(StoredFileSchema, { id: imp.fileId });
  return { sha256: file.sha256, sizeBytes: file.sizeBytes };
}

function finish(imp: DocumentImport, created: { invoiceId: string | null; deliveryNoteId: string | null }): void {
  const now = new Date();
  imp.status = 'completed';
  imp.invoiceId = created.invoiceId;
  imp.deliveryNoteId = created.deliveryNoteId;
  imp.completedAt = now;
  imp.updatedAt = now;
}

/**
 * `completeDocumentImport`: a person finishes a `needs_review` (or `failed`) import with the
 * fields they checked. Each field sent replaces what was read; the rest keep the value read,
 * whatever its confidence (the person saw them). The document is created exactly as the REST API
 * creates one — the same validation (every problem in one 422), duplicate rule (409), events —
 * and the import is `completed`. Nothing changes when it is refused.
 */
export async function completeDocumentImport(sc: ServiceContext, id: string, body: unknown): Promise<DocumentImportRepresentation> {
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
    finish(imp, await createImportedDocument({ em, actor: sc.actor }, imp, values, await uploadedPdf(em, imp)));
    await em.flush();
    return documentImportRepresentation(imp);
  });
}

// ---------------------------------------------------------------------------------------------
// The job

/** What the reading of a file gives an import. */
function readingOf(extraction: Extraction) {
  return {
    source: extraction.source,
    signed: extraction.signed ?? null,
    fields: extraction.fields as Record<string, ReadField>,
    notes: extraction.notes,
  };
}

/** The messages of an error the document's creation was refused with, as review problems. */
function problemsOf(error: AppError): string[] {
  const errors = (error.details.errors as Array<{ param: string | null; message: string }> | undefined) ?? [];
  if (error.code === 'duplicate_resource') {
    return [`${error.message.replace(/\.$/, '')}${error.details.existing_id ? ` (${String(error.details.existing_id)})` : ''}: not created again.`];
  }
  if (error.code === 'insufficient_scope') {
    return [`${error.message} The import was asked for without it, so the provider is not created by itself.`];
  }
  return errors.length ? errors.map((e) => e.message) : [error.message];
}

/** Records how the reading ended without a document: `needs_review`, or `failed` when nothing could be read. */
async function leave(em: EntityManager, id: string, status: Extract<ImportStatus, 'needs_review' | 'failed'>, set: Partial<DocumentImport>) {
  await transaction(em.fork(), async (tx) => {
    const imp = await tx.findOne(DocumentImportSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!imp || imp.status !== 'pending') return;
    Object.assign(imp, set, { status, updatedAt: new Date() });
    if (status === 'failed') imp.failureReason = imp.problems[0] ?? 'the file could not be read';
  });
}

/**
 * The import job: reads the file (the organization's tax id passed as the buyer's), stores what
 * was read, and creates the document when the reading is complete and no duplicate exists;
 * otherwise leaves the import for review. Runs again harmlessly: an import that is no longer
 * pending is left alone, and the creation locks it first.
 */
export async function runDocumentImport(em: EntityManager, importId: string, logger: Logger): Promise<void> {
  const imp = await em.findOne(DocumentImportSchema, { id: importId });
  if (!imp || imp.status !== 'pending') return;
  const file = await em.findOneOrFail(StoredFileSchema, { id: imp.fileId });
  const bytes = await readContent(em, file.sha256);
  const extraction = await extractDocument(bytes ?? new Uint8Array(), file.contentType, imp.kind, {
    buyerNifs: await organizationTaxIds(em, imp.organizationId),
  });
  const reading = readingOf(extraction);
  const log = { import_id: imp.id, kind: imp.kind, source: extraction.source };
  if (!extraction.complete) {
    const unreadable = Object.keys(extraction.fields).length === 0;
    await leave(em, imp.id, unreadable ? 'failed' : 'needs_review', { ...reading, problems: extraction.problems });
    logger.info({ ...log, problems: extraction.problems.length }, unreadable ? 'document import failed' : 'document import needs review');
    return;
  }
  // Complete readings leave out only optional fields read with less confidence (a due date).
  const values = valuesOf(reading.fields, HIGH_CONFIDENCE);
  let problems: string[] = [];
  // A provider created by a concurrent import between the lookup and the insert is found on the second pass.
  for (let pass = 1; pass <= 2; pass++) {
    try {
      const created = await transaction(em.fork(), async (tx) => {
        const locked = await tx.findOne(DocumentImportSchema, { id: importId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!locked || locked.status !== 'pending') return null;
        Object.assign(locked, reading, { problems: [] });
        const sc = { em: tx, actor: importActor(locked) };
        const duplicate = locked.kind === 'delivery_note' ? await duplicateNote(sc, values) : null;
        if (duplicate) throw new AppError('duplicate_resource', `A delivery note '${String(values.delivery_note_number)}' of this provider delivered on ${String(values.delivery_date)} already exists`, null, { existing_id: duplicate });
        const result = await createImportedDocument(sc, locked, values, await uploadedPdf(tx, locked));
        finish(locked, result);
        return result;
      });
      if (created) logger.info({ ...log, ...created }, 'document import completed');
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems = problemsOf(error);
      const providerRace = error.code === 'duplicate_resource' && error.param === 'nif';
      if (!providerRace) break;
    }
  }
  await leave(em, imp.id, 'needs_review', { ...reading, problems });
  logger.info({ ...log, problems: problems.length }, 'document import needs review');
}

/**
 * A live delivery note of the same provider, number and date: delivery notes have no
 * uniqueness rule (the REST API creates them as told), but an import never creates a second one
 * by itself; a person may, through `completeDocumentImport`.
 */
async function duplicateNote(sc: ServiceContext, values: Record<string, unknown>): Promise<string | null> {
  if (typeof values.provider_nif !== 'string') return null;
  return findLiveDeliveryNote(sc.em, sc.actor, {
    providerNif: values.provider_nif,
    number: String(values.delivery_note_number),
    date: String(values.delivery_date),
  });
}

/** The job's last attempt failed for a reason other than the file: the import ends `failed`. */
export async function failDocumentImport(em: EntityManager, importId: string, reason: string): Promise<void> {
  await leave(em, importId, 'failed', { problems: [reason] });
}
