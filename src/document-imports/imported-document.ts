import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext, principalOf } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { createDeliveryNote } from '../documents/delivery-notes/delivery-note.service.js';
import { StoredFileSchema } from '../files/file.entity.js';
import type { ContentAddress } from '../files/file.queries.js';
import { createInvoice } from '../documents/invoices/invoice.service.js';
import { normalizeNif } from '../platform/nif.js';
import { findProviderByNif } from '../providers/provider.queries.js';
import { approvedCommitmentByNumber } from '../commitments/commitment.queries.js';
import { isId } from '../platform/ids.js';
import { createProvider } from '../providers/provider.service.js';
import type { DocumentImport, ReadField } from './document-import.entity.js';

/**
 * How an import becomes a document: through the same use cases the REST API calls
 * (`createInvoice`, `createDeliveryNote`, `createProvider`), so the same rules, budget-item
 * suggestions and `*.created` events apply (docs/documents-from-files.md#imports).
 */

/** The values a document is made from, by field name: what was read, a person's corrections on top. */
export type ImportValues = Record<string, unknown>;

/** The values of the fields read with at least `minConfidence` (the confidence set aside). */
export function valuesOf(fields: Record<string, ReadField>, minConfidence = 0): ImportValues {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.confidence >= minConfidence)
      .map(([name, field]) => [name, field.value]),
  );
}

/** The errors of `error` with its params renamed (`nif` → `provider_nif`), for errors of a provider created on the way. */
function renamed(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof AppError) || error.code !== 'validation_failed') return error;
  const errors = ((error.details.errors as FieldError[] | undefined) ?? []).map((e) => ({
    ...e,
    param: e.param !== null && names[e.param] ? names[e.param] : e.param,
    message: e.param !== null && names[e.param] ? e.message.replaceAll(`\`${e.param}\``, `\`${names[e.param]}\``) : e.message,
  }));
  return AppError.validation(errors);
}

/**
 * The provider of the document: `provider_id` as given (the create checks it), else the
 * provider with `provider_nif` in the organization and mode, else a new one made from
 * `provider_nif` and `provider_name` (`provider.created`; needs `write:providers`).
 */
async function providerOf(sc: ServiceContext, values: ImportValues): Promise<unknown> {
  if (values.provider_id !== undefined && values.provider_id !== null) return values.provider_id;
  const nif = typeof values.provider_nif === 'string' ? normalizeNif(values.provider_nif) : '';
  if (!nif) {
    throw AppError.field('provider_nif', 'required', '`provider_nif` (or `provider_id`) is required: the provider is found by its tax id.');
  }
  const existing = await findProviderByNif(sc.em, sc.actor, nif);
  if (existing) return existing.id;
  try {
    return (await createProvider(sc, { name: values.provider_name, nif })).id;
  } catch (error) {
    throw renamed(error, { name: 'provider_name', nif: 'provider_nif' });
  }
}

/**
 * The commitment the document quotes: an approved commitment of its provider whose number is the
 * `order_number` read (docs/commitments.md#documents-and-commitments), else none.
 */
async function commitmentOf(sc: ServiceContext, imp: DocumentImport, providerId: unknown, values: ImportValues): Promise<string | null> {
  const number = values.order_number;
  if (typeof number !== 'string' || number.trim() === '' || !isId('provider', providerId)) return null;
  return approvedCommitmentByNumber(sc.em, sc.actor, { projectId: imp.projectId, providerId, number });
}

/** `key: value` when the value is there: what was not read is left out of the body, as a client would. */
function present(key: string, value: unknown): Record<string, unknown> {
  return value === undefined || value === null ? {} : { [key]: value };
}

/**
 * Who the job acts as: the organization and mode of the import, with the scopes the asker held
 * when asking (so it cannot do more than they could, e.g. create a provider without
 * `write:providers`).
 */
export function importActor(imp: DocumentImport): Actor {
  return { organizationId: imp.organizationId, livemode: imp.livemode, principal: principalOf(imp.createdBy), scopes: new Set(imp.scopes) };
}

/** The upload's address when it is a PDF read into an invoice: the invoice keeps it as its archived `pdf`. */
async function uploadedPdf(em: EntityManager, imp: DocumentImport): Promise<ContentAddress | null> {
  if (imp.kind !== 'invoice' || imp.source !== 'pdf') return null;
  const file = await em.findOneOrFail(StoredFileSchema, { id: imp.fileId });
  return { sha256: file.sha256, sizeBytes: file.sizeBytes };
}

/**
 * Creates the import's document from `values` in the caller's transaction (`sc.em`) and marks
 * the import `completed` with it; answers the ids of what was created.
 */
export async function completeImport(
  sc: ServiceContext,
  imp: DocumentImport,
  values: ImportValues,
): Promise<{ invoiceId: string | null; deliveryNoteId: string | null }> {
  const created = await createImportedDocument(sc, imp, values, await uploadedPdf(sc.em, imp));
  const now = new Date();
  imp.status = 'completed';
  imp.invoiceId = created.invoiceId;
  imp.deliveryNoteId = created.deliveryNoteId;
  imp.completedAt = now;
  imp.updatedAt = now;
  return created;
}

/**
 * Creates the import's document from `values`, in the caller's transaction, and answers its id.
 * An invoice always carries `withholding_amount` (0 when none was read), so its totals rule is
 * checked; `pdf`, when given, becomes its archived PDF.
 */
async function createImportedDocument(
  sc: ServiceContext,
  imp: DocumentImport,
  values: ImportValues,
  pdf: ContentAddress | null,
): Promise<{ invoiceId: string | null; deliveryNoteId: string | null }> {
  const providerId = await providerOf(sc, values);
  const commitmentId = await commitmentOf(sc, imp, providerId, values);
  if (imp.kind === 'invoice') {
    const body = {
      project_id: imp.projectId,
      provider_id: providerId,
      ...present('commitment_id', commitmentId),
      ...present('invoice_number', values.invoice_number),
      ...present('issue_date', values.issue_date),
      ...present('due_date', values.due_date),
      ...present('subtotal_amount', values.subtotal_amount),
      ...present('tax_amount', values.tax_amount),
      withholding_amount: values.withholding_amount ?? 0,
      ...present('total_amount', values.total_amount),
      ...present('currency', values.currency),
    };
    const invoice = await createInvoice(sc, body, pdf ? { archivedPdf: pdf } : {});
    return { invoiceId: invoice.id, deliveryNoteId: null };
  }
  const body = {
    project_id: imp.projectId,
    provider_id: providerId,
    ...present('commitment_id', commitmentId),
    ...present('delivery_note_number', values.delivery_note_number),
    ...present('delivery_date', values.delivery_date),
    ...present('line_items', values.line_items),
  };
  const note = await createDeliveryNote(sc, body);
  return { invoiceId: null, deliveryNoteId: note.id };
}
