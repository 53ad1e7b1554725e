import type { JobHelpers, TaskList } from 'graphile-worker';
import type { z } from 'zod';
import { deliver, fanOut } from '../src/webhooks/webhook-delivery.service.js';
import { WEBHOOK_TASKS } from '../src/webhooks/webhook-job.queries.js';
import { disableFailingEndpoints, sendNotification } from '../src/webhooks/webhook-notice.service.js';
import { webhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { deliveryPayload, fanOutPayload, notifyPayload } from '../src/webhooks/webhook.schemas.js';

/** Queued payloads outlive code versions: a payload this code does not understand fails loudly. */
export function payloadOf<S extends z.ZodType>(schema: S, payload: unknown, helpers: JobHelpers): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) {
    throw new Error(`${helpers.job.task_identifier}: invalid payload: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return result.data;
}

/** The webhook tasks (docs/webhooks.md#how-it-works-for-operators); see src/webhooks/webhook-delivery.service.ts. */
export const webhookTasks: TaskList = {
  /** One job per event, enqueued in the change's transaction: the first attempt to each subscriber. */
  [WEBHOOK_TASKS.fanOut]: async (payload, helpers) => {
    const { event_id } = payloadOf(fanOutPayload, payload, helpers);
    await fanOut(helpers.withPgClient, event_id, webhookRuntime());
  },
  /** A retry or a redelivery: one attempt; records it and schedules the next per `WEBHOOK_RETRY_SCHEDULE`. */
  [WEBHOOK_TASKS.deliver]: async (payload, helpers) => {
    await deliver(helpers.withPgClient, payloadOf(deliveryPayload, payload, helpers), webhookRuntime());
  },
  [WEBHOOK_TASKS.notify]: async (payload, helpers) => {
    const { notification_id } = payloadOf(notifyPayload, payload, helpers);
    await sendNotification(helpers.withPgClient, notification_id, webhookRuntime());
  },
  /** Cron (hourly): disables endpoints failing for 7 consecutive days. */
  [WEBHOOK_TASKS.disableFailing]: async (_payload, helpers) => {
    await disableFailingEndpoints(helpers.withPgClient, webhookRuntime());
  },
};
