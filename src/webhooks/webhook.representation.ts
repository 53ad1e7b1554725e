import { z } from 'zod';
import { idField, timestamp } from '../platform/response-fields.js';
import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { WebhookEndpoint } from './webhook-endpoint.entity.js';

/** The REST shape of a webhook endpoint (docs/webhooks.md#registering-an-endpoint). The secret is added only by create. */
export function webhookEndpointRepresentation(w: WebhookEndpoint) {
  return {
    id: w.id,
    url: w.url,
    events: [...w.events],
    description: w.description,
    status: w.status,
    failing_since: w.failingSince ? w.failingSince.toISOString() : null,
    created_at: w.createdAt.toISOString(),
  };
}

export type WebhookEndpointRepresentation = ReturnType<typeof webhookEndpointRepresentation>;

/** One delivery attempt, as listed by `GET /v1/webhooks/{id}/deliveries`. */
export function webhookDeliveryRepresentation(d: WebhookDelivery) {
  return {
    id: d.id,
    webhook_id: d.webhookEndpointId,
    event_id: d.eventId,
    event_type: d.eventType,
    attempt: d.attempt,
    redelivery: d.redelivery,
    status: d.status,
    response_status: d.responseStatus,
    duration_ms: d.durationMs,
    error: d.error,
    next_attempt_at: d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    created_at: d.createdAt.toISOString(),
  };
}

export type WebhookDeliveryRepresentation = ReturnType<typeof webhookDeliveryRepresentation>;

/** The published schema of `webhookEndpointRepresentation` (docs/openapi.md). */
export const webhookEndpointObject = z
  .strictObject({
    id: idField('webhookEndpoint'),
    url: z.string().meta({ format: 'uri', example: 'https://erp.example.com/hooks/cost-control' }),
    events: z.array(z.string()).meta({ example: ['invoice.*', 'provider.updated'] }),
    description: z.string().nullable(),
    status: z.enum(['enabled', 'failing', 'disabled']),
    failing_since: timestamp().nullable(),
    created_at: timestamp(),
  })
  .meta({ id: 'WebhookEndpoint' });

/** The create response: the endpoint plus its signing secret, shown only here. */
export const webhookEndpointWithSecretObject = webhookEndpointObject
  .extend({ secret: z.string().meta({ pattern: '^whsec_[0-9A-Za-z]{32}$', description: 'Shown only in this response.' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookDeliveryObject = z
  .strictObject({
    id: idField('webhookDelivery'),
    webhook_id: idField('webhookEndpoint'),
    event_id: idField('event'),
    event_type: z.string(),
    attempt: z.number().int().min(1).max(6),
    redelivery: z.boolean(),
    status: z.enum(['succeeded', 'failed']),
    response_status: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    error: z.string().nullable(),
    next_attempt_at: timestamp().nullable(),
    created_at: timestamp(),
  })
  .meta({ id: 'WebhookDelivery' });

export const redeliveryObject = z
  .strictObject({ id: idField('event'), webhook_ids: z.array(idField('webhookEndpoint')) })
  .meta({ id: 'Redelivery', description: 'The endpoints that get a new delivery series of the event.' });
