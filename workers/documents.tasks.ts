import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import { IMPORT_TASK, failDocumentImport, runDocumentImport } from '../src/document-imports/document-import-run.service.js';
import { PDF_ARCHIVE_TASK, archiveInvoicePdf } from '../src/documents/invoices/invoice-pdf.service.js';
import { pdfArchivePayload } from '../src/documents/invoices/invoice.schemas.js';
import type { Logger } from '../src/platform/logger.js';
import { webhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { payloadOf } from './webhooks.tasks.js';
import { takeMonthlySnapshots } from '../src/cost-reports/cost-report.service.js';

const importPayload = z.strictObject({ import_id: z.string().min(1) });

/**
 * The tasks of documents from files (docs/documents-from-files.md), which run the same use cases
 * as the API and so need the ORM: the archival of an invoice's `pdf_url`, and document imports.
 */
export function documentTasks(deps: { orm: MikroORM; logger: Logger }): TaskList {
  const { orm, logger } = deps;
  return {
    /**
     * One attempt; graphile-worker retries a thrown one with backoff, 5 attempts in all. The
     * download goes out like a webhook delivery: same agent, same SSRF guard setting.
     */
    [PDF_ARCHIVE_TASK]: async (payload, helpers) => {
      const job = helpers.job;
      const attempt = { number: job.attempts, last: job.attempts >= job.max_attempts };
      await archiveInvoicePdf(orm.em.fork(), payloadOf(pdfArchivePayload, payload, helpers), attempt, webhookRuntime(), logger);
    },
    /**
     * Monthly, on the 1st: freezes every project's cost report for the month that ended
     * (docs/cost-report.md#snapshots). Idempotent: a rerun stores nothing twice.
     */
    cost_report_snapshots: async (_payload, helpers) => {
      const { period, stored } = await takeMonthlySnapshots(orm.em.fork());
      helpers.logger.info(`cost_report_snapshots: ${stored} snapshots for ${period}`);
    },
    /** Reads the file and creates the document or leaves the import for review. */
    [IMPORT_TASK]: async (payload, helpers) => {
      const { import_id } = payloadOf(importPayload, payload, helpers);
      try {
        await runDocumentImport(orm.em.fork(), import_id, logger);
      } catch (error) {
        if (helpers.job.attempts < helpers.job.max_attempts) throw error;
        logger.error({ err: error, import_id }, 'document import failed on its last attempt');
        await failDocumentImport(orm.em.fork(), import_id, 'the file could not be imported because of an error on our side; complete the import by hand or import the file again');
      }
    },
  };
}
