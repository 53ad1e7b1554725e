import type { TaskList } from 'graphile-worker';
import { EVENT_RETENTION_DAYS } from '../src/events/event.service.js';
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
  ...webhookTasks,
};

/** graphile-worker crontab: minute hour day month weekday task. */
export const crontab = ['15 3 * * * events_retention', '7 * * * * webhook_disable_failing'].join('\n');
