import type { EventRecord } from './event.entity.js';

/** The event envelope (docs/api-conventions.md#events), as listed, fetched and delivered. */
export function eventRepresentation(event: EventRecord) {
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
