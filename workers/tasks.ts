import type { TaskList } from 'graphile-worker';
import { EVENT_RETENTION_DAYS } from '../src/events/event.service.js';
import { purgeEndedPeopleRows } from '../src/sessions/people-cleanup.js';
import { peopleRuntime } from '../src/sessions/people-runtime.js';
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
  /** Daily: ended sessions, expired invitations and reset links, old sign-in failures (docs/people-and-sessions.md#what-is-stored). */
  people_cleanup: async (_payload, helpers) => {
    const removed = await purgeEndedPeopleRows((sql, params) => helpers.query(sql, params), peopleRuntime());
    helpers.logger.info(`people_cleanup: removed ${JSON.stringify(removed)}`);
  },
  ...webhookTasks,
};

/** graphile-worker crontab: minute hour day month weekday task. */
export const crontab = ['15 3 * * * events_retention', '7 * * * * webhook_disable_failing', '45 3 * * * people_cleanup'].join('\n');
