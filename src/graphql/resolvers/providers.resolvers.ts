import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { PROVIDER_CATEGORIES } from '../../providers/provider.entity.js';
import type { ProviderCounters, ProviderSummary } from '../../providers/provider.representation.js';
import { createProvider, deleteProvider, getProviderSummary, listProviderSummaries, updateProvider } from '../../providers/provider.service.js';

type Ctx = GraphQLContext;

/**
 * A counter of a provider: already in the representation a mutation answers, else read
 * through the `providerCounters` loader (one statement for every provider of the query), so a
 * query that selects only `name` never reads counters.
 */
const counter =
  (field: keyof ProviderCounters) =>
  async (p: ProviderSummary & Partial<ProviderCounters>, _: unknown, { loaders }: Ctx): Promise<number> =>
    p[field] ?? (await loaders.providerCounters.load(p.id))[field];

export const providerResolvers = {
  ProviderCategory: enumValues(PROVIDER_CATEGORIES),
  Provider: {
    invoicesCount: counter('invoices_count'),
    deliveryNotesCount: counter('delivery_notes_count'),
    totalBilledAmount: counter('total_billed_amount'),
  },
  Query: {
    provider: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getProviderSummary(sc, id),
    providers: async (_: unknown, args: { first?: number; after?: string; q?: string; category?: string }, { sc }: Ctx) =>
      connection(await listProviderSummaries(sc, connectionQuery(args, { q: args.q, category: args.category }))),
  },
  Mutation: {
    createProvider: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createProvider(sc, toSnakeInput(input)),
    updateProvider: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateProvider(sc, id, toSnakeInput(input)),
    deleteProvider: (_: unknown, { id }: { id: string }, { sc }: Ctx) => deleteProvider(sc, id),
  },
};
