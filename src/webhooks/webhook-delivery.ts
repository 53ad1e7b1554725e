import { z } from 'zod';
import { eventRepresentation } from '../events/event.representation.js';
import { newId } from '../shared/ids.js';
import {
  JOB_MAX_ATTEMPTS,
  SUBSCRIBED,
  WEBHOOK_TASKS,
  type WithPgClient,
  addDeliveryJobSql,
  deliveryJobKey,
} from './webhook-jobs.js';
import { createNotification } from './webhook-notices.js';
import { DELIVERY_ATTEMPTS, FAILING_DAYS_BEFORE_DISABLE, type WebhookRuntime } from './webhook-runtime.js';
import { type SendResult, postWebhook } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';

/*
 * The worker side of webhooks: fan-out, delivery with its own retry schedule, failure marks,
 * notifications and the disabling cron. Runs on graphile-worker's connections in plain SQL: the
 * hot path of a delivery is two statements besides graphile-worker's own, named so that each
 * connection prepares them once.
 */

export const fanOutPayload = z.object({ event_id: z.string().startsWith('evt_') });

export const deliveryPayload = z.object({
  event_id: z.string().startsWith('evt_'),
  webhook_endpoint_id: z.string().startsWith('wh_'),
  attempt: z.number().int().min(1).max(DELIVERY_ATTEMPTS),
  redelivery: z.boolean().default(false),
});
export type DeliveryPayload = z.output<typeof deliveryPayload>;

/**
 * One delivery job per subscribed, not disabled endpoint of the event's organization and mode
 * that existed when the event happened. One statement, so it is all or nothing; a re-run (the
 * job retried after a crash) does not duplicate deliveries still queued.
 */
export async function fanOut(withPgClient: WithPgClient, eventId: string): Promise<number> {
  const { rows } = await withPgClient((client) =>
    client.query<{ n: number }>({
      name: 'webhook_fanout',
      text: `with targets as materialized (
         select w.id, e.id as event_id
           from events e join webhook_endpoints w on ${SUBSCRIBED}
          where e.id = $1 and w.created_at <= e.created_at
       )
       select count(*)::int as n
         from targets t
         join webhook_endpoints w on w.id = t.id
         join events e on e.id = t.event_id
         cross join lateral ${addDeliveryJobSql(false, 'unsafe_dedupe')} as job`,
      values: [eventId],
    }),
  );
  return rows[0].n;
}

interface DeliveryTarget {
  id: string;
  type: string;
  created_at: Date;
  organization_id: string;
  livemode: boolean;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  url: string;
  secret: string;
  status: string;
}

export type DeliveryOutcome = 'succeeded' | 'failed' | 'skipped';

/** Performs one attempt and records it; schedules the next one itself (docs/webhooks.md#how-it-works-for-operators). */
export async function deliver(withPgClient: WithPgClient, payload: DeliveryPayload, rt: WebhookRuntime): Promise<DeliveryOutcome> {
  const { rows } = await withPgClient((client) =>
    client.query<DeliveryTarget>({
      name: 'webhook_delivery_target',
      text: `select e.id, e.type, e.created_at, e.organization_id, e.livemode, e.data, w.url, w.secret, w.status
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

const INSERT_ATTEMPT = `insert into webhook_deliveries
  (id, organization_id, livemode, webhook_endpoint_id, event_id, event_type, attempt, redelivery,
   status, response_status, duration_ms, error, next_attempt_at, created_at)`;

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

/** One statement: the attempt, and `failing` back to `enabled`. Nothing if the endpoint is gone. */
async function recordSuccess(
  withPgClient: WithPgClient,
  payload: DeliveryPayload,
  target: DeliveryTarget,
  result: SendResult,
  rt: WebhookRuntime,
): Promise<void> {
  const now = rt.now();
  await withPgClient((client) =>
    client.query({
      name: 'webhook_record_success',
      text: `with w as (select id, organization_id, livemode from webhook_endpoints where id = $2),
       attempt as (
         ${INSERT_ATTEMPT}
         select $1, w.organization_id, w.livemode, w.id, $3, $4, $5::smallint, $6::boolean, $7, $8::smallint, $9::int, $10,
                $11::timestamptz, $12::timestamptz
           from w
       ),
       recovered as (
         update webhook_endpoints set status = 'enabled', failing_since = null, updated_at = $12
          where id = $2 and status = 'failing'
       )
       select 1`,
      values: attemptValues(payload, target, result, now, null),
    }),
  );
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
