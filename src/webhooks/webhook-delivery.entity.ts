import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

/** One delivery attempt (`whdel_`): these rows are the delivery log. Written by the worker. */
export interface WebhookDelivery {
  id: string;
  organizationId: string;
  livemode: boolean;
  webhookEndpointId: string;
  eventId: string;
  eventType: string;
  /** 1 to 6 within one delivery series; a redelivery starts a new series at 1. */
  attempt: number;
  redelivery: boolean;
  status: 'succeeded' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  /** When the next attempt of this series is due; null after a success or the last attempt. */
  nextAttemptAt: Date | null;
  createdAt: Date;
}

const timestamp = { type: 'Date', columnType: 'timestamptz(3)' } as const;

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    webhookEndpointId: { type: 'string' },
    eventId: { type: 'string' },
    eventType: { type: 'string' },
    attempt: { type: 'number', columnType: 'smallint' },
    redelivery: { type: 'boolean' },
    status: { type: 'string', columnType: 'text' },
    responseStatus: { type: 'number', columnType: 'smallint', nullable: true },
    durationMs: { type: 'number', columnType: 'integer' },
    error: { type: 'string', columnType: 'text', nullable: true },
    nextAttemptAt: { ...timestamp, nullable: true },
    createdAt: timestamp,
  },
});

/** What the constraints of `webhook_deliveries` mean to a client (docs/api-conventions.md#errors). */
export const webhookDeliveryConstraints: ConstraintRules = {
  webhook_deliveries_pkey: assignedKey('webhook delivery id'),
  webhook_deliveries_event_id_fkey: reference('event_id', 'event'),
  webhook_deliveries_organization_id_fkey: reference('organization_id', 'organization'),
  webhook_deliveries_webhook_endpoint_id_fkey: reference('webhook_endpoint_id', 'webhook endpoint'),
  webhook_deliveries_attempt_check: invalid('attempt', 'out_of_range', 'must be between 1 and 6'),
  webhook_deliveries_status_check: invalid('status', 'invalid_value', 'is not a delivery status'),
};
