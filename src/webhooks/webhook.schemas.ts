import { z } from 'zod';
import { EVENT_TYPES } from '../events/event-types.js';
import { pageQuery } from '../platform/pagination.js';
import { optionalText } from '../platform/validation.js';
import { DELIVERY_ATTEMPTS, webhookRuntime } from './webhook-runtime.js';
import { MAX_URL_LENGTH, checkWebhookUrl } from './webhook-url.js';

const RESOURCES = new Set(EVENT_TYPES.map((t) => t.split('.')[0]));
const TYPES = new Set<string>(EVENT_TYPES);

/** A catalog type, `<resource>.*` for a resource of the catalog, or `*` (docs/webhooks.md#registering-an-endpoint). */
export function isSubscription(value: string): boolean {
  if (value === '*' || TYPES.has(value)) return true;
  const m = /^([a-z_]+)\.\*$/.exec(value);
  return m !== null && RESOURCES.has(m[1]);
}

export const MAX_SUBSCRIPTIONS = 64;

const subscriptionList = () =>
  z
    .array(
      z.string().refine(isSubscription, {
        message: 'must be an event type of the catalog, `<resource>.*` or `*`',
        params: { code: 'invalid_event_type' },
      }),
    )
    .min(1, { error: 'must list at least one event type' })
    .max(MAX_SUBSCRIPTIONS)
    // Kept in the order sent, without repeats.
    .transform((events) => [...new Set(events)]);

/** https only; literal private addresses only with `WEBHOOK_ALLOW_PRIVATE_NETWORKS` (read at parse time). */
const url = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(MAX_URL_LENGTH)
    .superRefine((value, ctx) => {
      const problem = checkWebhookUrl(value, webhookRuntime().allowPrivateNetworks);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, params: { code: problem.code } });
    });

export const createWebhookInput = z.strictObject({
  url: url(),
  events: subscriptionList(),
  description: optionalText(500),
});

export const updateWebhookInput = z.strictObject({
  url: url().optional(),
  events: subscriptionList().optional(),
  description: optionalText(500),
  // `failing` is set by deliveries only.
  status: z.enum(['enabled', 'disabled']).optional(),
});

export const listWebhooksQuery = z.strictObject({ ...pageQuery });

export const listDeliveriesQuery = z.strictObject({
  event_id: z.string().min(1).max(64).optional(),
  ...pageQuery,
});

export type CreateWebhookInput = z.output<typeof createWebhookInput>;
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;

/*
 * Payloads of the webhook jobs, checked at the top of each task: a queued payload outlives the
 * code version that wrote it.
 */

export const fanOutPayload = z.object({ event_id: z.string().startsWith('evt_') });

export const deliveryPayload = z.object({
  event_id: z.string().startsWith('evt_'),
  webhook_endpoint_id: z.string().startsWith('wh_'),
  attempt: z.number().int().min(1).max(DELIVERY_ATTEMPTS),
  redelivery: z.boolean().default(false),
});
export type DeliveryPayload = z.output<typeof deliveryPayload>;

export const notifyPayload = z.object({ notification_id: z.union([z.string().regex(/^\d+$/), z.number().int()]) });
