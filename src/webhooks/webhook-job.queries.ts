import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import { FAN_OUT_MAX_ATTEMPTS, FAN_OUT_TASK } from '../events/event.queries.js';

/** graphile-worker task identifiers of the webhook module (registered in workers/tasks.ts). */
export const WEBHOOK_TASKS = {
  /** Enqueued by every event as it is recorded (src/events/event.queries.ts). */
  fanOut: FAN_OUT_TASK,
  deliver: 'webhook_deliver',
  notify: 'webhook_notify',
  disableFailing: 'webhook_disable_failing',
} as const;

/**
 * How often graphile-worker itself retries a webhook job whose task threw (database trouble,
 * a crash): distinct from the delivery schedule, which the delivery task runs on its own.
 */
export const JOB_MAX_ATTEMPTS = FAN_OUT_MAX_ATTEMPTS;

/** One key per (endpoint, event): a pending retry can be replaced (redeliver) or removed (delete). */
export function deliveryJobKey(endpointId: string, eventId: string): string {
  return `${WEBHOOK_TASKS.deliver}:${endpointId}:${eventId}`;
}

/**
 * SQL condition: endpoint `w` receives event `e` — same organization and mode, not disabled,
 * subscribed to the type, its resource wildcard or `*`.
 */
export const SUBSCRIBED = `w.organization_id = e.organization_id and w.livemode = e.livemode
  and w.status <> 'disabled'
  and w.events && array[e.type, split_part(e.type, '.', 1) || '.*', '*']`;

/** `add_job` of the first attempt of a delivery to endpoint `w` of event `e` (placeholders: none). */
export function addDeliveryJobSql(redelivery: boolean, keyMode: 'replace' | 'unsafe_dedupe'): string {
  return `graphile_worker.add_job(
    '${WEBHOOK_TASKS.deliver}',
    json_build_object('event_id', e.id, 'webhook_endpoint_id', w.id, 'attempt', 1, 'redelivery', ${redelivery}),
    max_attempts := ${JOB_MAX_ATTEMPTS},
    job_key := '${WEBHOOK_TASKS.deliver}:' || w.id || ':' || e.id,
    job_key_mode := '${keyMode}')`;
}

/**
 * Removes the queued delivery jobs of one endpoint (deleted or disabled). A job already running
 * finds the endpoint gone or disabled when it records its attempt, and schedules no other.
 */
export async function cancelPendingDeliveries(em: EntityManager, endpointId: string): Promise<void> {
  await em.execute(
    `select graphile_worker.remove_job(j.key)
       from graphile_worker.jobs j
      where j.task_identifier = ? and starts_with(j.key, ?)`,
    [WEBHOOK_TASKS.deliver, `${WEBHOOK_TASKS.deliver}:${endpointId}:`],
  );
}

/** graphile-worker's `helpers.withPgClient`: the webhook tasks run their SQL on the worker's pool. */
export type WithPgClient = <T>(callback: (client: PoolClient) => Promise<T>) => Promise<T>;
