import { z } from 'zod';
import { idField, timestamp } from '../platform/response-fields.js';
import { EVENT_TYPES } from './event-types.js';
import type { EventRecord } from './event.entity.js';

/** What the envelope is made of: never who acted, so webhook bodies stay the envelope. */
type EnvelopeSource = Pick<EventRecord, 'id' | 'type' | 'createdAt' | 'organizationId' | 'livemode' | 'data'>;

/** The event envelope (docs/api-conventions.md#events), as delivered to webhook endpoints. */
export function eventRepresentation(event: EnvelopeSource) {
  return {
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    organization_id: event.organizationId,
    livemode: event.livemode,
    data: event.data,
  };
}

export type EventEnvelope = ReturnType<typeof eventRepresentation>;

/**
 * The event as `GET /v1/events` and GraphQL show it: the envelope plus `actor`, who acted
 * (docs/people-and-sessions.md#who-acted), which deliveries leave out.
 */
export function loggedEventRepresentation(event: EventRecord) {
  const { data, ...envelope } = eventRepresentation(event);
  return {
    ...envelope,
    actor: event.actorType && event.actorId ? { type: event.actorType, id: event.actorId } : null,
    data,
  };
}

export type LoggedEvent = ReturnType<typeof loggedEventRepresentation>;

/**
 * The published schema of the envelope as delivered (docs/openapi.md). `object` is the REST
 * representation of the resource the event is about; `webhooks` in the document gives its
 * schema per event type.
 */
export const eventEnvelopeObject = z
  .strictObject({
    id: idField('event'),
    type: z.enum(EVENT_TYPES),
    created_at: timestamp(),
    organization_id: idField('organization'),
    livemode: z.boolean(),
    data: z.strictObject({
      object: z.record(z.string(), z.unknown()),
      previous_attributes: z.record(z.string(), z.unknown()).optional().meta({ description: 'On changes: the old values of the fields that changed.' }),
    }),
  })
  .meta({ id: 'EventEnvelope' });

/** The published schema of `loggedEventRepresentation`: the envelope plus who acted. */
export const eventObject = eventEnvelopeObject
  .extend({
    actor: z
      .strictObject({ type: z.enum(['api_key', 'user']), id: z.string() })
      .nullable()
      .meta({ description: 'Who acted: an API key or a person of the web app; null when the service itself did. Not in webhook bodies.' }),
  })
  .meta({ id: 'Event' });
