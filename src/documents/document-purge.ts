import { type WithPgClient, inClientTransaction } from '../platform/db/sql.js';
import { RECOVERY_DAYS } from '../platform/recovery-window.js';
import { type PurgeCounts, purgeBatch, purgeUnusedUploads } from './document-purge.queries.js';

export interface PurgeOptions {
  /** Documents of each kind per transaction. */
  batchSize?: number;
}

export interface PurgeTotals extends PurgeCounts {
  batches: number;
  unusedUploads: number;
}

/**
 * The daily purge (docs/documents-from-files.md#the-90-day-purge): invoices and delivery notes
 * soft-deleted more than 90 days ago — past their restore window — are removed for good with
 * what hangs from them, one batch per transaction until none is left; then uploads that no
 * import used for 90 days. Answers what it removed (`describePurge` words it for the log).
 */
export async function purgeDeletedDocuments(withPgClient: WithPgClient, options: PurgeOptions = {}): Promise<PurgeTotals> {
  const days = RECOVERY_DAYS;
  const batchSize = options.batchSize ?? 500;
  const totals: PurgeTotals = { invoices: 0, deliveryNotes: 0, links: 0, imports: 0, files: 0, contents: 0, batches: 0, unusedUploads: 0 };
  for (;;) {
    const counts = await inClientTransaction(withPgClient, (client) => purgeBatch(client, days, batchSize));
    if (counts.invoices === 0 && counts.deliveryNotes === 0) break;
    totals.batches += 1;
    for (const key of Object.keys(counts) as Array<keyof PurgeCounts>) totals[key] += counts[key];
  }
  for (;;) {
    const removed = await inClientTransaction(withPgClient, (client) => purgeUnusedUploads(client, days, batchSize));
    if (removed.files === 0) break;
    totals.unusedUploads += removed.files;
    totals.contents += removed.contents;
  }
  return totals;
}

/** One line for the worker's log. */
export function describePurge(t: PurgeTotals): string {
  return (
    `removed ${t.invoices} invoices and ${t.deliveryNotes} delivery notes deleted more than ${RECOVERY_DAYS} days ago ` +
    `(${t.batches} batches), ${t.links} reconciliation links, ${t.imports} imports, ` +
    `${t.files + t.unusedUploads} uploads (${t.unusedUploads} never imported) and ${t.contents} stored file contents`
  );
}
