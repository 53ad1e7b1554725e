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
