import { z } from 'zod';
import { idField, timestamp } from '../shared/response-fields.js';
import { EVENT_TYPES } from './event-types.js';
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

/**
 * The published schema of the envelope (docs/openapi.md). `object` is the REST representation of
 * the resource the event is about; `webhooks` in the document gives its schema per event type.
 */
export const eventObject = z
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
  .meta({ id: 'Event' });
