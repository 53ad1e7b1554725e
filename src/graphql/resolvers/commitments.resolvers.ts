import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { COMMITMENT_KINDS, COMMITMENT_STATUSES } from '../../commitments/commitment.entity.js';
import { MATCH_STATUSES, type CommitmentLineRepresentation, type CommitmentRepresentation } from '../../commitments/commitment.representation.js';
import { createCommitment, getCommitment, listCommitments, updateCommitment } from '../../commitments/commitment.service.js';

type Ctx = GraphQLContext;
type Page = { first?: number; after?: string };
type Filters = Page & { projectId?: string; providerId?: string; kind?: string; status?: string };

export const commitmentResolvers = {
  CommitmentKind: enumValues(COMMITMENT_KINDS),
  CommitmentStatus: enumValues(COMMITMENT_STATUSES),
  CommitmentMatchStatus: enumValues(MATCH_STATUSES),
  Query: {
    commitment: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getCommitment(sc, id),
    commitments: async (_: unknown, args: Filters, { sc }: Ctx) =>
      connection(
        await listCommitments(
          sc,
          connectionQuery(args, { projectId: args.projectId, providerId: args.providerId, kind: args.kind, status: args.status }),
        ),
      ),
  },
  Mutation: {
    createCommitment: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createCommitment(sc, toSnakeInput(input)),
    updateCommitment: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateCommitment(sc, id, toSnakeInput(input)),
  },
  Project: {
    commitments: async (project: { id: string }, args: Filters, { loaders }: Ctx) =>
      connection(
        await loaders.projectCommitments.load({
          parentId: project.id,
          query: connectionQuery(args, { providerId: args.providerId, kind: args.kind, status: args.status }),
        }),
      ),
  },
  Commitment: {
    project: (c: CommitmentRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(c.project_id),
    provider: (c: CommitmentRepresentation, _: unknown, { loaders }: Ctx) => loaders.provider.load(c.provider_id),
  },
  DeliveryNote: {
    commitment: (n: { commitment_id: string | null }, _: unknown, { loaders }: Ctx) => (n.commitment_id ? loaders.commitment.load(n.commitment_id) : null),
  },
  Invoice: {
    commitment: (i: { commitment_id: string | null }, _: unknown, { loaders }: Ctx) => (i.commitment_id ? loaders.commitment.load(i.commitment_id) : null),
  },
  CommitmentLine: {
    budgetItem: (l: CommitmentLineRepresentation, _: unknown, { loaders }: Ctx) =>
      l.budget_item_id ? loaders.budgetItem.load(l.budget_item_id) : null,
  },
};
