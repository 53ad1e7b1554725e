import { EntitySchema } from '@mikro-orm/core';

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
