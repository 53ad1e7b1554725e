import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { WEBHOOK_ENDPOINT_STATUSES } from '../../webhooks/webhook-endpoint.entity.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  redeliverEvent,
  updateWebhookEndpoint,
} from '../../webhooks/webhook.service.js';

type Ctx = GraphQLContext;

export const webhookResolvers = {
  WebhookEndpointStatus: enumValues(WEBHOOK_ENDPOINT_STATUSES),
  WebhookDeliveryStatus: enumValues(['succeeded', 'failed']),
  WebhookEndpoint: {
    deliveries: async (w: { id: string }, args: { first?: number; after?: string; eventId?: string }, { loaders }: Ctx) =>
      connection(await loaders.endpointDeliveries.load({ parentId: w.id, query: connectionQuery(args, { eventId: args.eventId }) })),
  },
  Query: {
    webhookEndpoint: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getWebhookEndpoint(sc, id),
    webhookEndpoints: async (_: unknown, args: { first?: number; after?: string }, { sc }: Ctx) =>
      connection(await listWebhookEndpoints(sc, connectionQuery(args))),
  },
  Mutation: {
    createWebhookEndpoint: (_: unknown, { input }: { input: object }, { sc }: Ctx) =>
      createWebhookEndpoint(sc, toSnakeInput(input)),
    updateWebhookEndpoint: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateWebhookEndpoint(sc, id, toSnakeInput(input)),
    deleteWebhookEndpoint: (_: unknown, { id }: { id: string }, { sc }: Ctx) => deleteWebhookEndpoint(sc, id),
    redeliverEvent: (_: unknown, { id }: { id: string }, { sc }: Ctx) => redeliverEvent(sc, id),
  },
};
