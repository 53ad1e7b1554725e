import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import { FAN_OUT_MAX_ATTEMPTS, FAN_OUT_TASK } from '../events/event.queries.js';

/**
 * The webhook jobs in graphile-worker's queue: their task names and keys, and the statements
 * that enqueue and remove them.
 */

/** graphile-worker task identifiers of the webhook module (registered in workers/webhooks.tasks.ts). */
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

/** `cancelPendingDeliveries` on a worker's connection (the disabling cron's transaction). */
export async function removePendingDeliveries(client: PoolClient, endpointId: string): Promise<void> {
  await client.query(
    `select graphile_worker.remove_job(j.key) from graphile_worker.jobs j
      where j.task_identifier = $1 and starts_with(j.key, $2)`,
    [WEBHOOK_TASKS.deliver, `${WEBHOOK_TASKS.deliver}:${endpointId}:`],
  );
}

/**
 * A new delivery series of the event to every subscribed endpoint that is not disabled, replacing
 * a retry still waiting; answers the endpoints, oldest first.
 */
export async function enqueueRedeliveries(em: EntityManager, eventId: string): Promise<string[]> {
  const rows: Array<{ id: string }> = await em.execute(
    `with targets as materialized (
       select w.id, w.created_at, e.id as event_id
         from events e join webhook_endpoints w on ${SUBSCRIBED}
        where e.id = ?
     )
     select t.id
       from targets t
       join webhook_endpoints w on w.id = t.id
       join events e on e.id = t.event_id
       cross join lateral ${addDeliveryJobSql(true, 'replace')} as job
      order by t.created_at, t.id`,
    [eventId],
  );
  return rows.map((r) => r.id);
}

/** The job of attempt `payload.attempt + 1`, due at `runAt`, replacing any waiting one of the series. */
export async function scheduleNextAttempt(
  client: PoolClient,
  payload: { event_id: string; webhook_endpoint_id: string; attempt: number; redelivery: boolean },
  runAt: Date,
): Promise<void> {
  await client.query(
    `select graphile_worker.add_job($1, $2::json, run_at := $3, max_attempts := $4, job_key := $5, job_key_mode := 'replace')`,
    [
      WEBHOOK_TASKS.deliver,
      JSON.stringify({ ...payload, attempt: payload.attempt + 1 }),
      runAt,
      JOB_MAX_ATTEMPTS,
      deliveryJobKey(payload.webhook_endpoint_id, payload.event_id),
    ],
  );
}
