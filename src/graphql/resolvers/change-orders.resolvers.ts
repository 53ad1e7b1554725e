import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { CHANGE_ORDER_STATUSES, CHANGE_ORDER_TARGETS } from '../../commitments/change-order.entity.js';
import type { ChangeOrderRepresentation } from '../../commitments/change-order.representation.js';
import { createChangeOrder, getChangeOrder, listChangeOrders, updateChangeOrder } from '../../commitments/change-order.service.js';

type Ctx = GraphQLContext;
type Filters = { first?: number; after?: string; projectId?: string; budgetId?: string; commitmentId?: string; status?: string };

export const changeOrderResolvers = {
  ChangeOrderTarget: enumValues(CHANGE_ORDER_TARGETS),
  ChangeOrderStatus: enumValues(CHANGE_ORDER_STATUSES),
  Query: {
    changeOrder: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getChangeOrder(sc, id),
    changeOrders: async (_: unknown, args: Filters, { sc }: Ctx) =>
      connection(
        await listChangeOrders(
          sc,
          connectionQuery(args, { projectId: args.projectId, budgetId: args.budgetId, commitmentId: args.commitmentId, status: args.status }),
        ),
      ),
  },
  Mutation: {
    createChangeOrder: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createChangeOrder(sc, toSnakeInput(input)),
    updateChangeOrder: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) => updateChangeOrder(sc, id, toSnakeInput(input)),
  },
  ChangeOrder: {
    project: (c: ChangeOrderRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(c.project_id),
    budget: (c: ChangeOrderRepresentation, _: unknown, { loaders }: Ctx) => (c.budget_id ? loaders.budget.load(c.budget_id) : null),
    commitment: (c: ChangeOrderRepresentation, _: unknown, { loaders }: Ctx) => (c.commitment_id ? loaders.commitment.load(c.commitment_id) : null),
  },
};
