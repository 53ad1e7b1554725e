import { z } from 'zod';
import { eventRepresentation } from '../events/event.representation.js';
import { newId } from '../platform/ids.js';
import { StatementBatcher } from './statement-batcher.js';
import { JOB_MAX_ATTEMPTS, SUBSCRIBED, WEBHOOK_TASKS, type WithPgClient, deliveryJobKey } from './webhook-jobs.js';
import { createNotification } from './webhook-notices.js';
import { DELIVERY_ATTEMPTS, FAILING_DAYS_BEFORE_DISABLE, type WebhookRuntime } from './webhook-runtime.js';
import { type SendResult, postWebhook } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';

/*
 * The worker side of webhooks: fan-out with the first attempts, retries on their own schedule,
 * failure marks, notifications and the disabling cron. Runs on graphile-worker's connections in
 * plain SQL. The hot path (one event, its subscribers, a successful first attempt each) costs
 * one graphile-worker job and two statements, and those statements are shared: the fan-outs
 * running at the same time read their targets in one statement and record their attempts in
 * another (StatementBatcher). Measured in bench/README.md.
 */

export const fanOutPayload = z.object({ event_id: z.string().startsWith('evt_') });

export const deliveryPayload = z.object({
  event_id: z.string().startsWith('evt_'),
  webhook_endpoint_id: z.string().startsWith('wh_'),
  attempt: z.number().int().min(1).max(DELIVERY_ATTEMPTS),
  redelivery: z.boolean().default(false),
});
export type DeliveryPayload = z.output<typeof deliveryPayload>;

const INSERT_ATTEMPT = `insert into webhook_deliveries
  (id, organization_id, livemode, webhook_endpoint_id, event_id, event_type, attempt, redelivery,
   status, response_status, duration_ms, error, next_attempt_at, created_at)`;

/** An event and one endpoint it goes to: what an attempt needs. */
interface DeliveryTarget {
  id: string;
  type: string;
  created_at: Date;
  organization_id: string;
  livemode: boolean;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  webhook_endpoint_id: string;
  url: string;
  secret: string;
  status: string;
}

export type DeliveryOutcome = 'succeeded' | 'failed' | 'skipped';

/** A successful attempt, as the batched statement records it. */
interface SuccessRecord {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  redelivery: boolean;
  responseStatus: number | null;
  durationMs: number;
  at: Date;
}

/** The shared statements of one worker pool (one per `withPgClient`, so a stopped worker's pool is never used). */
interface DeliveryBatches {
  /** The targets of each event id: its subscribers not yet attempted (see `fanOut`). */
  targets: StatementBatcher<string, DeliveryTarget[]>;
  successes: StatementBatcher<SuccessRecord, null>;
}

const batchesByPool = new WeakMap<WithPgClient, DeliveryBatches>();

function batchesOf(withPgClient: WithPgClient): DeliveryBatches {
  const existing = batchesByPool.get(withPgClient);
  if (existing) return existing;
  const batches: DeliveryBatches = {
    targets: new StatementBatcher((eventIds) => selectFanOutTargets(withPgClient, eventIds)),
    successes: new StatementBatcher(async (records) => {
      await insertSuccesses(withPgClient, records);
      return records.map(() => null);
    }),
  };
  batchesByPool.set(withPgClient, batches);
  return batches;
}

/**
 * The subscribed, not disabled endpoints of each event's organization and mode that existed when
 * it happened, less those that already have an attempt of its original series: a fan-out re-run
 * after a crash sends again only what was not recorded (the retries of recorded failures are
 * jobs of their own).
 */
async function selectFanOutTargets(withPgClient: WithPgClient, eventIds: string[]): Promise<DeliveryTarget[][]> {
  const { rows } = await withPgClient((client) =>
    client.query<DeliveryTarget>({
      name: 'webhook_fanout_targets',
      text: `select e.id, e.type, e.created_at, e.organization_id, e.livemode, e.data,
                    w.id as webhook_endpoint_id, w.url, w.secret, w.status
               from events e join webhook_endpoints w on ${SUBSCRIBED}
              where e.id = any($1::text[]) and w.created_at <= e.created_at
                -- Correlated on the event only, so that it is always an index lookup by event
                -- (webhook_deliveries_by_event): with the endpoint in the condition too, the
                -- planner, misled by a log that grows by thousands of rows a minute, scanned
                -- the endpoint's whole log per event instead (14 ms a statement, measured).
                and w.id <> all (array(
                  select d.webhook_endpoint_id from webhook_deliveries d where d.event_id = e.id and not d.redelivery))
              order by w.created_at, w.id`,
      values: [eventIds],
    }),
  );
  const byEvent = new Map<string, DeliveryTarget[]>(eventIds.map((id) => [id, []]));
  for (const row of rows) byEvent.get(row.id)?.push(row);
  return eventIds.map((id) => byEvent.get(id) ?? []);
}

/**
 * One statement for many successful attempts: the attempts, and their endpoints back from
 * `failing` to `enabled` (locked in id order, so that two workers never deadlock on them).
 * An attempt whose endpoint is gone is not recorded.
 */
async function insertSuccesses(withPgClient: WithPgClient, records: SuccessRecord[]): Promise<void> {
  const column = <K extends keyof SuccessRecord>(key: K) => records.map((r) => r[key]);
  await withPgClient((client) =>
    client.query({
      name: 'webhook_record_successes',
      text: `with a as (
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::smallint[], $6::boolean[],
                              $7::smallint[], $8::int[], $9::timestamptz[])
                    as a(id, endpoint_id, event_id, event_type, attempt, redelivery, response_status, duration_ms, at)
       ),
       attempts as (
         ${INSERT_ATTEMPT}
         select a.id, w.organization_id, w.livemode, w.id, a.event_id, a.event_type, a.attempt, a.redelivery,
                'succeeded', a.response_status, a.duration_ms, null, null, a.at
           from a join webhook_endpoints w on w.id = a.endpoint_id
       ),
       recovering as (
         select w.id, max(a.at) as at
           from webhook_endpoints w join a on a.endpoint_id = w.id
          where w.status = 'failing'
          group by w.id
       ),
       locked as (
         select w.id from webhook_endpoints w where w.id in (select id from recovering) order by w.id for update
       ),
       recovered as (
         update webhook_endpoints w set status = 'enabled', failing_since = null, updated_at = r.at
           from recovering r
          where w.id = r.id and w.id in (select id from locked) and w.status = 'failing'
       )
       select 1`,
      values: [
        column('id'),
        column('endpointId'),
        column('eventId'),
        column('eventType'),
        column('attempt'),
        column('redelivery'),
        column('responseStatus'),
        column('durationMs'),
        column('at'),
      ],
    }),
  );
}

/**
 * The `webhook_fanout` task: the first attempt of the event to each subscribed endpoint, made
 * here rather than in a job per endpoint (docs/webhooks.md#how-it-works-for-operators). A failed
 * attempt schedules its retry as a `webhook_deliver` job. The job completes only once every
 * attempt is recorded, so a crash before that re-runs it.
 */
export async function fanOut(withPgClient: WithPgClient, eventId: string, rt: WebhookRuntime): Promise<DeliveryOutcome[]> {
  const targets = await batchesOf(withPgClient).targets.add(eventId);
  return Promise.all(
    targets.map((target) =>
      attempt(withPgClient, { event_id: eventId, webhook_endpoint_id: target.webhook_endpoint_id, attempt: 1, redelivery: false }, target, rt),
    ),
  );
}

/** The `webhook_deliver` task (retries, redeliveries): one attempt, recorded; the next one scheduled if it failed. */
export async function deliver(withPgClient: WithPgClient, payload: DeliveryPayload, rt: WebhookRuntime): Promise<DeliveryOutcome> {
  const { rows } = await withPgClient((client) =>
    client.query<DeliveryTarget>({
      name: 'webhook_delivery_target',
      text: `select e.id, e.type, e.created_at, e.organization_id, e.livemode, e.data,
                    w.id as webhook_endpoint_id, w.url, w.secret, w.status
         from webhook_endpoints w
         join events e on e.id = $1 and e.organization_id = w.organization_id and e.livemode = w.livemode
        where w.id = $2`,
      values: [payload.event_id, payload.webhook_endpoint_id],
    }),
  );
  const target = rows[0];
  // Deleted or disabled endpoint, or an event past retention: nothing to deliver.
  if (!target || target.status === 'disabled') {
    rt.logger.debug({ ...payload, found: Boolean(target) }, 'webhook delivery skipped');
    return 'skipped';
  }
  return attempt(withPgClient, payload, target, rt);
}

/** Signs and POSTs the event to the target, then records the attempt. */
async function attempt(withPgClient: WithPgClient, payload: DeliveryPayload, target: DeliveryTarget, rt: WebhookRuntime): Promise<DeliveryOutcome> {
  const body = JSON.stringify(
    eventRepresentation({
      id: target.id,
      type: target.type,
      createdAt: target.created_at,
      organizationId: target.organization_id,
      livemode: target.livemode,
      data: target.data,
    }),
  );
  const sentAt = rt.now();
  const result = await postWebhook(
    target.url,
    body,
    {
      'Content-Type': 'application/json',
      'User-Agent': rt.userAgent,
      'Service-Event': target.type,
      'Service-Delivery': target.id,
      'Service-Signature': signatureHeader(target.secret, body, sentAt.getTime() / 1000),
    },
    { agent: rt.agent, timeoutMs: rt.timeoutMs, allowPrivateNetworks: rt.allowPrivateNetworks },
  );
  if (result.ok) await recordSuccess(withPgClient, payload, target, result, rt);
  else await recordFailure(withPgClient, payload, target, result, rt);
  rt.logger.debug(
    { ...payload, status: result.responseStatus, duration_ms: result.durationMs, error: result.error },
    result.ok ? 'webhook delivered' : 'webhook delivery failed',
  );
  return result.ok ? 'succeeded' : 'failed';
}

function attemptValues(payload: DeliveryPayload, target: DeliveryTarget, result: SendResult, now: Date, next: Date | null) {
  return [
    newId('webhookDelivery'),
    payload.webhook_endpoint_id,
    payload.event_id,
    target.type,
    payload.attempt,
    payload.redelivery,
    result.ok ? 'succeeded' : 'failed',
    result.responseStatus,
    result.durationMs,
    result.error,
    next,
    now,
  ];
}

/** Recorded with the successes of the other running tasks, in one statement (`insertSuccesses`). */
function recordSuccess(
  withPgClient: WithPgClient,
  payload: DeliveryPayload,
  target: DeliveryTarget,
  result: SendResult,
  rt: WebhookRuntime,
): Promise<unknown> {
  return batchesOf(withPgClient).successes.add({
    id: newId('webhookDelivery'),
    endpointId: payload.webhook_endpoint_id,
    eventId: payload.event_id,
    eventType: target.type,
    attempt: payload.attempt,
    redelivery: payload.redelivery,
    responseStatus: result.responseStatus,
    durationMs: result.durationMs,
    at: rt.now(),
  });
}

/**
 * In one transaction, holding the endpoint row (so a concurrent delete or disable wins cleanly):
 * the attempt, then the next attempt per the schedule, or after the last one the `failing` mark
 * and its e-mail (only when the endpoint was `enabled`: one e-mail per spell of failure).
 */
async function recordFailure(
  withPgClient: WithPgClient,
  payload: DeliveryPayload,
  target: DeliveryTarget,
  result: SendResult,
  rt: WebhookRuntime,
): Promise<void> {
  const now = rt.now();
  await withPgClient(async (client) => {
    await client.query('begin');
    try {
      const { rows } = await client.query<{ status: string; organization_id: string; livemode: boolean }>(
        `select status, organization_id, livemode from webhook_endpoints where id = $1 for update`,
        [payload.webhook_endpoint_id],
      );
      const endpoint = rows[0];
      if (!endpoint) {
        await client.query('rollback');
        return;
      }
      const last = payload.attempt >= DELIVERY_ATTEMPTS;
      const retry = !last && endpoint.status !== 'disabled';
      const next = retry ? new Date(now.getTime() + rt.retrySchedule[payload.attempt - 1] * 1000) : null;
      const values = attemptValues(payload, target, result, now, next);
      await client.query(
        `${INSERT_ATTEMPT} values ($1, $13, $14, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [...values, endpoint.organization_id, endpoint.livemode],
      );
      if (next) {
        await client.query(
          `select graphile_worker.add_job($1, $2::json, run_at := $3, max_attempts := $4, job_key := $5, job_key_mode := 'replace')`,
          [
            WEBHOOK_TASKS.deliver,
            JSON.stringify({ ...payload, attempt: payload.attempt + 1 }),
            next,
            JOB_MAX_ATTEMPTS,
            deliveryJobKey(payload.webhook_endpoint_id, payload.event_id),
          ],
        );
      }
      if (last && endpoint.status === 'enabled') {
        await client.query(
          `update webhook_endpoints set status = 'failing', failing_since = coalesce(failing_since, $2), updated_at = $2 where id = $1`,
          [payload.webhook_endpoint_id, now],
        );
        await createNotification(client, 'webhook_endpoint_failing', payload.webhook_endpoint_id, now, {
          subject: `Webhook endpoint failing: ${target.url}`,
          body: [
            `Your webhook endpoint ${payload.webhook_endpoint_id} (${target.url}) failed all ${DELIVERY_ATTEMPTS} delivery attempts of event ${payload.event_id} (${target.type}).`,
            `Last error: ${result.error ?? 'unknown'}.`,
            '',
            'It is now marked `failing`. Deliveries continue, and the first success marks it `enabled` again.',
            `If it keeps failing for ${FAILING_DAYS_BEFORE_DISABLE} consecutive days it will be disabled automatically.`,
            'See GET /v1/webhooks/{id}/deliveries for every attempt.',
          ].join('\n'),
        });
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
}
