import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../platform/errors.js';
import { addJob } from '../platform/db/jobs.js';
import type { Logger } from '../platform/logger.js';
import { durationHistogram, secondsSince } from '../platform/metrics/metrics.js';
import type { ServiceContext } from '../platform/actor.js';
import { transaction } from '../platform/db/transaction.js';
import { findLiveDeliveryNote } from '../documents/delivery-notes/delivery-note.queries.js';
import { StoredFileSchema } from '../files/file.entity.js';
import { readContent } from '../files/file.queries.js';
import { organizationTaxIds } from '../organizations/organization.service.js';
import { type DocumentImport, DocumentImportSchema, type ImportStatus, type ReadField } from './document-import.entity.js';
import { type Extraction, HIGH_CONFIDENCE } from './extraction/extraction-types.js';
import { completeImport, importActor, valuesOf } from './imported-document.js';

/**
 * The import job (docs/documents-from-files.md#imports): reads the uploaded file and either
 * creates the document or leaves the import for review.
 */

/** The graphile-worker task (registered in workers/documents.tasks.ts). */
export const IMPORT_TASK = 'document_import';
/** Attempts of the job when something other than the file goes wrong (the database, a crash). */
export const IMPORT_ATTEMPTS = 3;

/** Enqueues the job of an import in the caller's transaction. */
export async function enqueueDocumentImport(em: EntityManager, importId: string): Promise<void> {
  await addJob(em, IMPORT_TASK, { import_id: importId }, { maxAttempts: IMPORT_ATTEMPTS });
}

/**
 * `document_import_duration_seconds` (docs/operations.md#metrics): every run of the import job
 * by outcome — `completed` (the document was created), `needs_review`, `failed` (nothing could be
 * read), `error` (the run threw; the job is retried) — with its duration, reading included.
 */
const imports = durationHistogram('document_import_duration_seconds', 'Document import runs by outcome, with their duration in seconds.', ['outcome']);

type RunOutcome = 'completed' | 'needs_review' | 'failed' | 'error' | 'not_pending';

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
  const started = process.hrtime.bigint();
  let outcome: RunOutcome = 'error';
  try {
    outcome = await importFromFile(em, importId, logger);
  } finally {
    if (outcome !== 'not_pending') imports.observe({ outcome }, secondsSince(started));
  }
}

async function importFromFile(em: EntityManager, importId: string, logger: Logger): Promise<RunOutcome> {
  const imp = await em.findOne(DocumentImportSchema, { id: importId });
  if (!imp || imp.status !== 'pending') return 'not_pending';
  const file = await em.findOneOrFail(StoredFileSchema, { id: imp.fileId });
  const bytes = await readContent(em, file.sha256);
  // importDocument refuses BC3 uploads; a file is a PDF or Facturae XML here.
  const contentType = file.contentType === 'application/x-fiebdc' ? 'application/xml' : file.contentType;
  // Loaded by the first import, not at start: an API process, which only enqueues imports, never
  // holds the reading's modules (sharp, pdf.js, Tesseract) in memory (docs/operations.md#memory).
  const { extractDocument } = await import('./extraction/extraction.js');
  const extraction = await extractDocument(bytes ?? new Uint8Array(), contentType, imp.kind, {
    buyerNifs: await organizationTaxIds(em, imp.organizationId),
  });
  const reading = readingOf(extraction);
  const log = { import_id: imp.id, kind: imp.kind, source: extraction.source };
  if (!extraction.complete) {
    const unreadable = Object.keys(extraction.fields).length === 0;
    await leave(em, imp.id, unreadable ? 'failed' : 'needs_review', { ...reading, problems: extraction.problems });
    logger.info({ ...log, problems: extraction.problems.length }, unreadable ? 'document import failed' : 'document import needs review');
    return unreadable ? 'failed' : 'needs_review';
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
        if (locked.kind === 'delivery_note') await refuseDuplicateNote(sc, values);
        return completeImport(sc, locked, values);
      });
      if (!created) return 'not_pending';
      logger.info({ ...log, ...created }, 'document import completed');
      return 'completed';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems = problemsOf(error);
      const providerRace = error.code === 'duplicate_resource' && error.param === 'nif';
      if (!providerRace) break;
    }
  }
  await leave(em, imp.id, 'needs_review', { ...reading, problems });
  logger.info({ ...log, problems: problems.length }, 'document import needs review');
  return 'needs_review';
}

/**
 * A live delivery note of the same provider, number and date is a duplicate here: delivery notes
 * have no uniqueness rule (the REST API creates them as told), but an import never creates a
 * second one by itself; a person may, through `completeDocumentImport`.
 */
async function refuseDuplicateNote(sc: ServiceContext, values: Record<string, unknown>): Promise<void> {
  if (typeof values.provider_nif !== 'string') return;
  const number = String(values.delivery_note_number);
  const date = String(values.delivery_date);
  const existing = await findLiveDeliveryNote(sc.em, sc.actor, { providerNif: values.provider_nif, number, date });
  if (existing) {
    throw new AppError('duplicate_resource', `A delivery note '${number}' of this provider delivered on ${date} already exists.`, null, {
      existing_id: existing,
    });
  }
}

/** The job's last attempt failed for a reason other than the file: the import ends `failed`. */
export async function failDocumentImport(em: EntityManager, importId: string, reason: string): Promise<void> {
  await leave(em, importId, 'failed', { problems: [reason] });
}
