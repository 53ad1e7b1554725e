import type { TaskList } from 'graphile-worker';
import { describePurge, purgeDeletedDocuments } from '../src/documents/document-purge.js';
import { EVENT_RETENTION_DAYS } from '../src/events/event.service.js';
import { deleteExpiredIdempotencyRecords } from '../src/platform/idempotency/idempotency.queries.js';
import { deleteIdleBuckets } from '../src/platform/rate-limits/rate-limit.queries.js';
import { purgeEndedPeopleRows } from '../src/people/people-cleanup.queries.js';
import { peopleRuntime } from '../src/people/people-runtime.js';
import { webhookTasks } from './webhooks.tasks.js';

/**
 * graphile-worker tasks: `(payload, helpers) => Promise`, resolving on success and throwing to be
 * retried. Payloads are validated at the top of each task: queued jobs outlive code versions.
 */
export const taskList: TaskList = {
  /** Daily: events are kept for 30 days (docs/api-conventions.md#event-retention). */
  events_retention: async (_payload, helpers) => {
    const { rowCount } = await helpers.query(
      `delete from events where created_at < now() - make_interval(days => $1)`,
      [EVENT_RETENTION_DAYS],
    );
    helpers.logger.info(`events_retention: removed ${rowCount ?? 0} events older than ${EVENT_RETENTION_DAYS} days`);
  },
  /** Daily: stored Idempotency-Key answers are replayed for 24 hours (docs/api-conventions.md#idempotency). */
  idempotency_keys_expire: async (_payload, helpers) => {
    const removed = await deleteExpiredIdempotencyRecords(helpers);
    helpers.logger.info(`idempotency_keys_expire: removed ${removed} expired Idempotency-Key records`);
  },
  /** Daily: rate-limit buckets idle for a day are full; a missing row means the same. */
  rate_limit_buckets_cleanup: async (_payload, helpers) => {
    const removed = await deleteIdleBuckets(helpers);
    helpers.logger.info(`rate_limit_buckets_cleanup: removed ${removed} idle buckets`);
  },
  /** Daily: ended sessions, expired invitations and reset links, old sign-in failures (docs/people-and-sessions.md#what-is-stored). */
  people_cleanup: async (_payload, helpers) => {
    const removed = await purgeEndedPeopleRows((sql, params) => helpers.query(sql, params), peopleRuntime());
    helpers.logger.info(`people_cleanup: removed ${JSON.stringify(removed)}`);
  },
  /**
   * Daily: invoices and delivery notes soft-deleted more than 90 days ago are removed for good,
   * in batches, with their links and files (docs/documents-from-files.md#the-90-day-purge).
   */
  documents_purge: async (_payload, helpers) => {
    const totals = await purgeDeletedDocuments(helpers.withPgClient);
    helpers.logger.info(`documents_purge: ${describePurge(totals)}`);
  },
  ...webhookTasks,
};

/** graphile-worker crontab: minute hour day month weekday task. */
export const crontab = [
  '15 3 * * * events_retention',
  '7 * * * * webhook_disable_failing',
  '25 3 * * * idempotency_keys_expire',
  '35 3 * * * rate_limit_buckets_cleanup',
  '45 3 * * * people_cleanup',
  '55 3 * * * documents_purge',
  '5 0 1 * * cost_report_snapshots',
].join('\n');
