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
