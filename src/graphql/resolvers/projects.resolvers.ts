import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import type { BudgetItemCost, CostSummary } from '../../projects/cost-summary.service.js';
import { PROJECT_STATUSES } from '../../projects/project.entity.js';
import {
  archiveProject,
  createProject,
  getProject,
  listProjects,
  restoreProject,
  updateProject,
} from '../../projects/project.service.js';

type Ctx = GraphQLContext;

export const projectResolvers = {
  ProjectStatus: enumValues(PROJECT_STATUSES),
  Project: {
    costSummary: (p: { id: string }, _: unknown, { loaders }: Ctx) => loaders.costSummary.load(p.id),
  },
  ProjectCostSummary: {
    byBudgetItem: async (s: CostSummary, args: { first?: number; after?: string }, { loaders }: Ctx) =>
      connection(await loaders.budgetItemCosts.load({ parentId: s.project_id, query: connectionQuery(args) })),
  },
  BudgetItemCost: {
    budgetItem: (c: BudgetItemCost, _: unknown, { loaders }: Ctx) => loaders.budgetItem.load(c.budget_item_id),
  },
  Query: {
    project: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getProject(sc, id),
    projects: async (_: unknown, args: { first?: number; after?: string; status?: string; q?: string }, { sc }: Ctx) =>
      connection(await listProjects(sc, connectionQuery(args, { status: args.status, q: args.q }))),
  },
  Mutation: {
    createProject: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createProject(sc, toSnakeInput(input)),
    updateProject: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateProject(sc, id, toSnakeInput(input)),
    archiveProject: (_: unknown, { id }: { id: string }, { sc }: Ctx) => archiveProject(sc, id),
    restoreProject: (_: unknown, { id }: { id: string }, { sc }: Ctx) => restoreProject(sc, id),
  },
};
