import type { GraphQLContext } from '../context.js';
import { enumValues, toSnakeInput } from '../mapping.js';
import type { CostReportItem } from '../../cost-reports/cost-report.representation.js';
import { SNAPSHOT_KINDS } from '../../cost-reports/cost-report-snapshot.entity.js';
import { createCostReportSnapshot } from '../../cost-reports/cost-report.service.js';
import { updateBudgetItem } from '../../budgets/budget.service.js';

type Ctx = GraphQLContext;

export const costReportResolvers = {
  CostReportSnapshotKind: enumValues(SNAPSHOT_KINDS),
  Project: {
    costReport: (p: { id: string }, _: unknown, { loaders }: Ctx) => loaders.costReport.load(p.id),
  },
  CostReportItem: {
    budgetItem: (i: CostReportItem, _: unknown, { loaders }: Ctx) => loaders.budgetItem.load(i.budget_item_id),
  },
  Mutation: {
    updateBudgetItem: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) => updateBudgetItem(sc, id, toSnakeInput(input)),
    createCostReportSnapshot: (_: unknown, { projectId }: { projectId: string }, { sc }: Ctx) => createCostReportSnapshot(sc, projectId),
  },
};
