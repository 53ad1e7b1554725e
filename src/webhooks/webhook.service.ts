import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { DAY_MS } from '../platform/dates.js';
import { isId, newId, randomBase62 } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, keysetPages, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { EventSchema } from '../events/event.entity.js';
import { EVENT_RETENTION_DAYS } from '../events/event.service.js';
import { type WebhookDelivery, WebhookDeliverySchema } from './webhook-delivery.entity.js';
import { type WebhookEndpoint, WebhookEndpointSchema } from './webhook-endpoint.entity.js';
import { cancelPendingDeliveries, enqueueRedeliveries } from './webhook-job.queries.js';
import {
  type WebhookDeliveryRepresentation,
  type WebhookEndpointRepresentation,
  webhookDeliveryRepresentation,
  webhookEndpointRepresentation,
} from './webhook.representation.js';
import {
  createWebhookInput,
  listDeliveriesQuery,
  listWebhooksQuery,
  updateWebhookInput,
} from './webhook.schemas.js';
import { transaction } from '../platform/db/transaction.js';

/** `whsec_` + 32 base62 characters (docs/webhooks.md#registering-an-endpoint). */
function newSecret(): string {
  return `whsec_${randomBase62(32)}`;
}

async function findEndpoint(em: EntityManager, sc: ServiceContext, id: string): Promise<WebhookEndpoint> {
  const endpoint = isId('webhookEndpoint', id) ? await em.findOne(WebhookEndpointSchema, { id, ...tenant(sc.actor) }) : null;
  if (!endpoint) throw AppError.notFound('webhook endpoint', id);
  return endpoint;
}

export async function createWebhookEndpoint(
  sc: ServiceContext,
  body: unknown,
): Promise<WebhookEndpointRepresentation & { secret: string }> {
  requireScope(sc.actor, 'manage:webhooks');
  const input = parse(createWebhookInput, body);
  return transaction(sc.em, async (em) => {
    const now = new Date();
    const endpoint = em.create(WebhookEndpointSchema, {
      id: newId('webhookEndpoint'),
      ...tenant(sc.actor),
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      secret: newSecret(),
      status: 'enabled',
      failingSince: null,
      disabledAt: null,
      createdAt: now,
      updatedAt: now,
    });
    // The secret is shown here and never again.
    return { ...webhookEndpointRepresentation(endpoint), secret: endpoint.secret };
  });
}

export async function listWebhookEndpoints(
  sc: ServiceContext,
  query: unknown,
): Promise<ListResult<WebhookEndpointRepresentation>> {
  requireScope(sc.actor, 'manage:webhooks');
  const q = parse(listWebhooksQuery, query);
  const qb = sc.em.createQueryBuilder(WebhookEndpointSchema, 'w').where(tenant(sc.actor));
  return keysetPage(qb, 'w', pageRequest(q, 'wh'), byCreatedAt<WebhookEndpoint>(), (rows) =>
    rows.map(webhookEndpointRepresentation),
  );
}

export async function getWebhookEndpoint(sc: ServiceContext, id: string): Promise<WebhookEndpointRepresentation> {
  requireScope(sc.actor, 'manage:webhooks');
  return webhookEndpointRepresentation(await findEndpoint(sc.em, sc, id));
}

/**
 * PATCH: `url`, `events`, `description`, and `status` `enabled` (also from `failing`, which
 * clears `failing_since`) or `disabled` (pending deliveries are cancelled; nothing is delivered
 * until it is enabled again).
 */
export async function updateWebhookEndpoint(
  sc: ServiceContext,
  id: string,
  body: unknown,
): Promise<WebhookEndpointRepresentation> {
  requireScope(sc.actor, 'manage:webhooks');
  const input = parse(updateWebhookInput, body);
  return transaction(sc.em, async (em) => {
    const endpoint = await findEndpoint(em, sc, id);
    const now = new Date();
    if (input.url !== undefined) endpoint.url = input.url;
    if (input.events !== undefined) endpoint.events = input.events;
    if (input.description !== undefined) endpoint.description = input.description;
    if (input.status === 'enabled' && endpoint.status !== 'enabled') {
      endpoint.status = 'enabled';
      endpoint.failingSince = null;
      endpoint.disabledAt = null;
    } else if (input.status === 'disabled' && endpoint.status !== 'disabled') {
      endpoint.status = 'disabled';
      endpoint.disabledAt = now;
      await cancelPendingDeliveries(em, endpoint.id);
    }
    endpoint.updatedAt = now;
    return webhookEndpointRepresentation(endpoint);
  });
}

/** Deletes the endpoint for good, with its delivery log; its pending deliveries are cancelled. */
export async function deleteWebhookEndpoint(sc: ServiceContext, id: string): Promise<{ id: string; deleted: true }> {
  requireScope(sc.actor, 'manage:webhooks');
  return transaction(sc.em, async (em) => {
    const endpoint = await findEndpoint(em, sc, id);
    em.remove(endpoint);
    await cancelPendingDeliveries(em, endpoint.id);
    return { id: endpoint.id, deleted: true as const };
  });
}

/** The delivery log of one endpoint: every attempt, newest first, optionally of one event. */
export async function listWebhookDeliveries(
  sc: ServiceContext,
  id: string,
  query: unknown,
): Promise<ListResult<WebhookDeliveryRepresentation>> {
  requireScope(sc.actor, 'manage:webhooks');
  const q = parse(listDeliveriesQuery, query);
  const endpoint = await findEndpoint(sc.em, sc, id);
  const qb = sc.em.createQueryBuilder(WebhookDeliverySchema, 'd').where({ webhookEndpointId: endpoint.id });
  if (q.event_id) qb.andWhere({ eventId: q.event_id });
  return keysetPage(qb, 'd', pageRequest(q, 'whdel'), byCreatedAt<WebhookDelivery>(), (rows) =>
    rows.map(webhookDeliveryRepresentation),
  );
}

/**
 * The delivery logs of many endpoints at once (GraphQL `WebhookEndpoint.deliveries`): one
 * statement for every endpoint's page; endpoints that are not the caller's get an empty page.
 */
export async function listWebhookDeliveriesOfEndpoints(
  sc: ServiceContext,
  endpointIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<WebhookDeliveryRepresentation>>> {
  requireScope(sc.actor, 'manage:webhooks');
  const q = parse(listDeliveriesQuery, query);
  const qb = sc.em.createQueryBuilder(WebhookDeliverySchema, 'd').where(tenant(sc.actor));
  if (q.event_id) qb.andWhere({ eventId: q.event_id });
  const parent = { column: 'webhook_endpoint_id', property: 'webhookEndpointId' as const, ids: endpointIds };
  return keysetPages(sc.em, WebhookDeliverySchema, qb, 'd', parent, pageRequest(q, 'whdel'), byCreatedAt<WebhookDelivery>(), (rows) =>
    rows.map(webhookDeliveryRepresentation),
  );
}

/**
 * `POST /v1/events/{id}/redeliver`: a new delivery series of the event to every subscribed
 * endpoint that is not disabled (also endpoints created after the event). A retry of the same
 * event still waiting for an endpoint is replaced by the new series.
 */
export async function redeliverEvent(sc: ServiceContext, eventId: string): Promise<{ id: string; webhook_ids: string[] }> {
  requireScope(sc.actor, 'manage:webhooks');
  return transaction(sc.em, async (em) => {
    const event = isId('event', eventId)
      ? await em.findOne(EventSchema, {
          id: eventId,
          ...tenant(sc.actor),
          createdAt: { $gte: new Date(Date.now() - EVENT_RETENTION_DAYS * DAY_MS) },
        })
      : null;
    if (!event) throw AppError.notFound('event', eventId);
    return { id: event.id, webhook_ids: await enqueueRedeliveries(em, event.id) };
  });
}
