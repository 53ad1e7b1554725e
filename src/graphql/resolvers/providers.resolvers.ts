import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { PROVIDER_CATEGORIES } from '../../providers/provider.entity.js';
import { createProvider, deleteProvider, getProvider, listProviders, updateProvider } from '../../providers/provider.service.js';

type Ctx = GraphQLContext;

export const providerResolvers = {
  ProviderCategory: enumValues(PROVIDER_CATEGORIES),
  Query: {
    provider: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getProvider(sc, id),
    providers: async (_: unknown, args: { first?: number; after?: string; q?: string; category?: string }, { sc }: Ctx) =>
      connection(await listProviders(sc, connectionQuery(args, { q: args.q, category: args.category }))),
  },
  Mutation: {
    createProvider: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createProvider(sc, toSnakeInput(input)),
    updateProvider: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateProvider(sc, id, toSnakeInput(input)),
    deleteProvider: (_: unknown, { id }: { id: string }, { sc }: Ctx) => deleteProvider(sc, id),
  },
};
