import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues } from '../mapping.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../../api-keys/api-key.service.js';

type Ctx = GraphQLContext;

/** The settings panel's API keys (docs/people-and-sessions.md#the-settings-panel): the REST services, as they are. */
export const apiKeyResolvers = {
  ApiKeyMode: enumValues(['test', 'live']),
  Query: {
    apiKeys: async (_: unknown, args: { first?: number; after?: string }, { sc }: Ctx) =>
      connection(await listApiKeys(sc, connectionQuery(args))),
  },
  Mutation: {
    createApiKey: (_: unknown, args: { mode?: string | null; scopes: string[]; name?: string | null }, { sc }: Ctx) =>
      createApiKey(sc, {
        ...(args.mode ? { mode: args.mode } : {}),
        scopes: args.scopes,
        ...(args.name !== undefined && args.name !== null ? { name: args.name } : {}),
      }),
    revokeApiKey: (_: unknown, { id }: { id: string }, { sc }: Ctx) => revokeApiKey(sc, id),
  },
};
