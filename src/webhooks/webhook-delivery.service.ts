import { eventRepresentation } from '../events/event.representation.js';
import { type WithPgClient, inClientTransaction } from '../platform/db/sql.js';
import { newId } from '../platform/ids.js';
import { durationHistogram } from '../platform/metrics/metrics.js';
import { StatementBatcher } from './statement-batcher.js';
import {
  type DeliveryTarget,
  type SuccessRecord,
  findDeliveryTarget,
  insertAttempt,
  insertSuccesses,
  lockEndpoint,
  markEndpointFailing,
  selectFanOutTargets,
} from './webhook-delivery.queries.js';
import { scheduleNextAttempt } from './webhook-job.queries.js';
import { createNotification } from './webhook-notice.queries.js';
import type { DeliveryPayload } from './webhook.schemas.js';
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


export type DeliveryOutcome = 'succeeded' | 'failed' | 'skipped';

/**
 * `webhook_delivery_duration_seconds` (docs/operations.md#metrics): every attempt by outcome —
 * `succeeded` (a 2xx), `http_error` (another status), `no_response` (a timeout, a refused or
 * failed connection, a host the SSRF guard refuses) — with how long the receiver took.
 */
const deliveries = durationHistogram('webhook_delivery_duration_seconds', 'Webhook delivery attempts by outcome, with the time to the receiver\'s answer in seconds.', ['outcome']);

function countAttempt(result: SendResult): void {
  const outcome = result.ok ? 'succeeded' : result.responseStatus === null ? 'no_response' : 'http_error';
  deliveries.observe({ outcome }, result.durationMs / 1000);
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
  const target = await findDeliveryTarget(withPgClient, payload.event_id, payload.webhook_endpoint_id);
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
  countAttempt(result);
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
  await inClientTransaction(withPgClient, async (client) => {
    const endpoint = await lockEndpoint(client, payload.webhook_endpoint_id);
    if (!endpoint) return;
    const last = payload.attempt >= DELIVERY_ATTEMPTS;
    const retry = !last && endpoint.status !== 'disabled';
    const next = retry ? new Date(now.getTime() + rt.retrySchedule[payload.attempt - 1] * 1000) : null;
    await insertAttempt(client, attemptValues(payload, target, result, now, next), endpoint);
    if (next) await scheduleNextAttempt(client, payload, next);
    if (last && endpoint.status === 'enabled') {
      await markEndpointFailing(client, payload.webhook_endpoint_id, now);
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
  });
}
