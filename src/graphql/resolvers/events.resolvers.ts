import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery } from '../mapping.js';
import { getEvent, listEvents } from '../../events/event.service.js';

type Ctx = GraphQLContext;

export const eventResolvers = {
  Query: {
    event: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getEvent(sc, id),
    events: async (_: unknown, args: { first?: number; after?: string; type?: string }, { sc }: Ctx) =>
      connection(await listEvents(sc, connectionQuery(args, { type: args.type }))),
  },
};
