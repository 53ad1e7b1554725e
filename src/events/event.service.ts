import type { EntityManager } from '@mikro-orm/postgresql';
import { monotonicFactory } from 'ulid';
import { type Actor, type Principal, type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { DAY_MS } from '../platform/dates.js';
import { isId, pooledRandom } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { EventSchema, type EventRecord } from './event.entity.js';
import { type LoggedEvent, loggedEventRepresentation } from './event.representation.js';
import type { EventType } from './event-types.js';
import { eventListQuery } from './event.schemas.js';
import { insertEvent } from './event.queries.js';

/** Events are listed and fetched for 30 days (docs/api-conventions.md#event-retention). */
export const EVENT_RETENTION_DAYS = 30;

// Monotonic within a process, so events of one transaction list in the order they were written;
// random bits from the pooled CSPRNG (src/platform/ids.ts), not one CSPRNG call per character.
const eventUlid = monotonicFactory(pooledRandom);

/**
 * Records an event in the caller's transaction and enqueues its webhook fan-out in the same
 * transaction: a rolled-back change emits nothing, a committed one cannot lose its deliveries.
 * `object` is the resource's REST representation at this moment; `previousAttributes` (for
 * `*.updated`) the old values of what changed. `actor.principal`, who acted, is kept for the
 * event log; without it the event reads as the service's own doing.
 */
export async function recordEvent(
  em: EntityManager,
  actor: Pick<Actor, 'organizationId' | 'livemode'> & { principal?: Principal },
  type: EventType,
  object: object,
  previousAttributes?: Record<string, unknown>,
): Promise<EventRecord> {
  const event: EventRecord = {
    id: `evt_${eventUlid().toLowerCase()}`,
    organizationId: actor.organizationId,
    livemode: actor.livemode,
    type,
    data: previousAttributes
      ? { object: { ...object }, previous_attributes: previousAttributes }
      : { object: { ...object } },
    createdAt: new Date(),
    // The service acting on its own records no actor.
    actorType: actor.principal && actor.principal.type !== 'service' ? actor.principal.type : null,
    actorId: actor.principal && actor.principal.type !== 'service' ? actor.principal.id : null,
  };
  // An event is written once and never changed: its row and its fan-out job go in one statement,
  // not through the unit of work (docs/architecture.md#reads-and-writes).
  await insertEvent(em, event);
  return event;
}

/** The fields of `before` whose values differ in `after`, with their old values. */
export function changedAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const a = after as Record<string, unknown>;
  for (const [key, value] of Object.entries(before)) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(value) !== JSON.stringify(a[key])) previous[key] = value;
  }
  return previous;
}


function retentionStart(): Date {
  return new Date(Date.now() - EVENT_RETENTION_DAYS * DAY_MS);
}

export async function listEvents(sc: ServiceContext, query: unknown): Promise<ListResult<LoggedEvent>> {
  requireScope(sc.actor, 'read:events');
  const q = parse(eventListQuery, query);
  const qb = sc.em
    .createQueryBuilder(EventSchema, 'e')
    .where({ ...tenant(sc.actor), createdAt: { $gte: retentionStart() } });
  if (q.type) qb.andWhere({ type: q.type });
  return keysetPage(qb, 'e', pageRequest(q, 'evt'), byCreatedAt<EventRecord>(), (rows) => rows.map(loggedEventRepresentation));
}

export async function getEvent(sc: ServiceContext, id: string): Promise<LoggedEvent> {
  requireScope(sc.actor, 'read:events');
  const event = isId('event', id)
    ? await sc.em.findOne(EventSchema, { id, ...tenant(sc.actor), createdAt: { $gte: retentionStart() } })
    : null;
  if (!event) throw AppError.notFound('event', id);
  return loggedEventRepresentation(event);
}
