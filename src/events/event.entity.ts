import { EntitySchema } from '@mikro-orm/core';

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
