import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

/** `failing` still receives deliveries (a success turns it back to `enabled`); `disabled` receives nothing. */
export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'failing', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

export interface WebhookEndpoint {
  id: string;
  organizationId: string;
  livemode: boolean;
  url: string;
  /** Catalog types, `<resource>.*` or `*`. */
  events: string[];
  description: string | null;
  secret: string;
  status: WebhookEndpointStatus;
  /** When the endpoint last became `failing`; cleared when it is enabled again. */
  failingSince: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const timestamp = { type: 'Date', columnType: 'timestamptz(3)' } as const;

export const WebhookEndpointSchema = new EntitySchema<WebhookEndpoint>({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    url: { type: 'string', columnType: 'text' },
    events: { type: 'string[]', columnType: 'text[]' },
    description: { type: 'string', columnType: 'text', nullable: true },
    secret: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    failingSince: { ...timestamp, nullable: true },
    disabledAt: { ...timestamp, nullable: true },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

/** What the constraints of `webhook_endpoints` mean to a client (docs/api-conventions.md#errors). */
export const webhookEndpointConstraints: ConstraintRules = {
  webhook_endpoints_pkey: assignedKey('webhook endpoint id'),
  webhook_endpoints_organization_id_fkey: reference('organization_id', 'organization'),
  webhook_endpoints_events_check: invalid('events', 'required', 'must list at least one event type'),
  webhook_endpoints_status_check: invalid('status', 'invalid_value', 'is not a webhook endpoint status'),
};
