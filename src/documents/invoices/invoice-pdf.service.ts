import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../platform/config.js';
import { type ServiceContext, requireScope, serviceActor } from '../../platform/actor.js';
import { AppError } from '../../platform/errors.js';
import { addJob } from '../../platform/db/jobs.js';
import type { Logger } from '../../platform/logger.js';
import { changeDocument } from '../document.service.js';
import { findDocument } from '../document.queries.js';
import { type ContentAddress, contentStream, storeContent } from '../../files/file.queries.js';
import type { OutboundNetwork } from '../../platform/outbound-http/network-guard.js';
import { downloadPdf } from '../../platform/outbound-http/pdf-download.js';
import { INVOICE_DOCUMENT } from './invoice-document.js';
import { type Invoice, InvoiceSchema } from './invoice.entity.js';
import type { PdfArchivePayload } from './invoice.schemas.js';

/**
 * The archived copy of an invoice's PDF (docs/documents-from-files.md#archiving-the-invoice-pdf):
 * `pdf_url` starts a job that downloads it, stores it in PostgreSQL by SHA-256 and moves `pdf`
 * from `pending` to `archived` or `failed`; `GET /v1/invoices/{id}/pdf` serves it.
 */

/** The graphile-worker task (registered in workers/documents.tasks.ts). */
export const PDF_ARCHIVE_TASK = 'invoice_pdf_archive';
/** Attempts of one archival; graphile-worker waits e^n seconds before attempt n + 1. */
export const PDF_ARCHIVE_ATTEMPTS = 5;

export interface PdfArchiveSettings {
  /** `MAX_UPLOAD_BYTES`. */
  maxBytes: number;
  /** The deadline of one attempt, redirects included. */
  timeoutMs: number;
  /**
   * Origins (`https://host:port`) allowed to be private while the guard is on, every other hop
   * still checked: how the tests tell a redirect to a private address from a first hop they
   * serve on loopback. Not read from the environment; empty unless set in code.
   */
  privateOriginsAllowed: readonly string[];
}

let settings: PdfArchiveSettings | null = null;

/** From the configuration on first use; tests override parts with `configurePdfArchive`. */
export function pdfArchiveSettings(): PdfArchiveSettings {
  settings ??= { maxBytes: loadConfig().MAX_UPLOAD_BYTES, timeoutMs: 30_000, privateOriginsAllowed: [] };
  return settings;
}

export function configurePdfArchive(overrides: Partial<PdfArchiveSettings>): PdfArchiveSettings {
  settings = { ...pdfArchiveSettings(), ...overrides };
  return settings;
}


/**
 * What a `pdf_url` sent on create or PATCH does to the invoice's `pdf`; true when an archival
 * job must run. A new URL (or the same one again after a failure) makes `pdf` pending. Clearing
 * the URL keeps an archived copy, which is a record of the original, and drops a pending or
 * failed one, which has nothing to show.
 */
export function applyPdfUrl(invoice: Invoice, url: string | null | undefined): boolean {
  if (url === undefined) return false;
  const before = invoice.pdfUrl;
  invoice.pdfUrl = url;
  if (url === null) {
    if (invoice.pdfStatus !== 'archived') clearPdf(invoice);
    return false;
  }
  if (url === before && invoice.pdfStatus !== 'failed' && invoice.pdfStatus !== null) return false;
  clearPdf(invoice);
  invoice.pdfStatus = 'pending';
  return true;
}

function clearPdf(invoice: Invoice): void {
  invoice.pdfStatus = null;
  invoice.pdfSha256 = null;
  invoice.pdfSizeBytes = null;
  invoice.pdfArchivedAt = null;
  invoice.pdfFailureReason = null;
}

/** Makes `content` the invoice's archived PDF (an import's upload, or a finished download). */
export function setArchivedPdf(invoice: Invoice, content: ContentAddress, at = new Date()): void {
  clearPdf(invoice);
  invoice.pdfStatus = 'archived';
  invoice.pdfSha256 = content.sha256;
  invoice.pdfSizeBytes = content.sizeBytes;
  invoice.pdfArchivedAt = at;
}

/**
 * Enqueues the archival in the caller's transaction (so a rolled-back change starts none). One
 * job per invoice: a newer URL replaces a job still waiting, and a job that finds the invoice's
 * URL changed does nothing.
 */
export async function enqueuePdfArchive(em: EntityManager, invoiceId: string, url: string): Promise<void> {
  await addJob(em, PDF_ARCHIVE_TASK, { invoice_id: invoiceId, url }, { maxAttempts: PDF_ARCHIVE_ATTEMPTS, jobKey: `${PDF_ARCHIVE_TASK}:${invoiceId}` });
}

/** An attempt that failed but may succeed later: thrown so graphile-worker retries with backoff. */
export class RetryableArchiveError extends Error {}

/**
 * One attempt of the archival job. Downloads outside any transaction, then records the outcome
 * through `changeDocument` (which writes `invoice.updated` with `previous_attributes.pdf`),
 * unless the invoice's URL changed meanwhile. A failure that may pass is thrown for a retry,
 * except on the last attempt, which records `failed` with the reason.
 */
export async function archiveInvoicePdf(
  em: EntityManager,
  payload: PdfArchivePayload,
  attempt: { number: number; last: boolean },
  network: OutboundNetwork,
  logger: Logger,
): Promise<void> {
  const owner = await em.findOne(InvoiceSchema, { id: payload.invoice_id }, { fields: ['organizationId', 'livemode', 'pdfUrl', 'pdfStatus'] });
  if (!owner || owner.pdfUrl !== payload.url || owner.pdfStatus !== 'pending') return;
  const { maxBytes, timeoutMs, privateOriginsAllowed } = pdfArchiveSettings();
  const outcome = await downloadPdf(payload.url, {
    agent: network.agent,
    allowPrivateNetworks: (url) => network.allowPrivateNetworks || privateOriginsAllowed.includes(url.origin),
    maxBytes,
    timeoutMs,
    userAgent: 'CostControl-PdfArchiver/1.0',
  });
  const log = { invoice_id: payload.invoice_id, attempt: attempt.number };
  if (!outcome.ok && !outcome.permanent && !attempt.last) {
    logger.info({ ...log, reason: outcome.reason }, 'invoice PDF download failed; it will be retried');
    throw new RetryableArchiveError(`attempt ${attempt.number} of ${PDF_ARCHIVE_ATTEMPTS}: ${outcome.reason}`);
  }
  const sc = { em: em.fork(), actor: serviceActor(owner) };
  await changeDocument(sc, INVOICE_DOCUMENT, payload.invoice_id, async (invoice, _state, tx) => {
    // A PATCH since the job was queued decides: its own job (if any) archives the new URL.
    if (invoice.pdfUrl !== payload.url || invoice.pdfStatus !== 'pending') return {};
    if (outcome.ok) {
      setArchivedPdf(invoice, await storeContent(tx, outcome.bytes, outcome.sha256));
    } else {
      invoice.pdfStatus = 'failed';
      invoice.pdfFailureReason = `${outcome.reason} (attempt ${attempt.number} of ${PDF_ARCHIVE_ATTEMPTS})`;
    }
    return { event: 'invoice.updated' };
  });
  if (outcome.ok) logger.info({ ...log, sha256: outcome.sha256, size_bytes: outcome.bytes.length }, 'invoice PDF archived');
  else logger.warn({ ...log, reason: outcome.reason }, 'invoice PDF archival failed');
}

/** The archived PDF of an invoice, as `GET /v1/invoices/{id}/pdf` serves it: streamed, its SHA-256 as `ETag`. */
export interface InvoicePdfFile {
  filename: string;
  contentType: 'application/pdf';
  /** The SHA-256 of the bytes. */
  etag: string;
  sizeBytes: number;
  open(): Readable;
}

/** The invoice's archived PDF; 404 while it has none archived (pending, failed or never asked for). */
export async function getInvoicePdf(sc: ServiceContext, id: string): Promise<InvoicePdfFile> {
  requireScope(sc.actor, 'read:invoices');
  const invoice = await findDocument(sc.em, sc.actor, INVOICE_DOCUMENT, id);
  if (invoice.pdfStatus !== 'archived' || !invoice.pdfSha256 || invoice.pdfSizeBytes === null) {
    const state = invoice.pdfStatus ? `its PDF is ${invoice.pdfStatus}` : 'it has no PDF';
    throw new AppError('not_found', `The invoice '${invoice.id}' has no archived PDF: ${state}.`, 'id', { pdf_status: invoice.pdfStatus });
  }
  const { pdfSha256: sha256, pdfSizeBytes: sizeBytes } = invoice;
  return {
    filename: `${invoice.id}.pdf`,
    contentType: 'application/pdf',
    etag: sha256,
    sizeBytes,
    open: () => contentStream(sc.em, sha256, sizeBytes),
  };
}
