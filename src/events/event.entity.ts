import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

export interface EventData {
  object: Record<string, unknown>;
  previous_attributes?: Record<string, unknown>;
}

/** One row of the events log, written in the transaction of the change it records. */
export interface EventRecord {
  id: string;
  organizationId: string;
  livemode: boolean;
  type: string;
  data: EventData;
  createdAt: Date;
  /** Who acted (docs/people-and-sessions.md#who-acted); null when the service acted itself. */
  actorType: 'api_key' | 'user' | null;
  actorId: string | null;
}

export const EventSchema = new EntitySchema<EventRecord>({
  name: 'Event',
  tableName: 'events',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    type: { type: 'string' },
    data: { type: 'json', columnType: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    actorType: { type: 'string', columnType: 'text', nullable: true },
    actorId: { type: 'string', columnType: 'text', nullable: true },
  },
});

/** What the constraints of `events` mean to a client (docs/api-conventions.md#errors). */
export const eventConstraints: ConstraintRules = {
  events_pkey: assignedKey('event id'),
  events_organization_id_fkey: reference('organization_id', 'organization'),
  events_actor_type_check: invalid('actor', 'invalid_value', 'is not an API key or a user'),
  events_actor_check: invalid('actor', 'invalid_value', 'needs both a type and an id'),
};
