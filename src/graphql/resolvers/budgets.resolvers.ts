import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../mapping.js';
import { BREAKDOWN_KINDS, BUDGET_STATUSES, TOTALS_STATUSES } from '../../budgets/budget.entity.js';
import {
  MEASUREMENT_LINE_TYPES,
  type BudgetItemRepresentation,
  type BudgetRepresentation,
  type ChapterRepresentation,
} from '../../budgets/budget.representation.js';
import { importUploadedBudget } from '../../budgets/budget-bc3.service.js';
import { createBudget, deleteBudget, getBudget, listBudgets, updateBudget } from '../../budgets/budget.service.js';
import { clearBudgetItemReferences } from '../../documents/budget-item-references.js';

type Ctx = GraphQLContext;
type Page = { first?: number; after?: string };

export const budgetResolvers = {
  BudgetStatus: enumValues(BUDGET_STATUSES),
  BudgetBreakdownKind: enumValues(BREAKDOWN_KINDS),
  BudgetTotalsStatus: enumValues(TOTALS_STATUSES),
  BudgetMeasurementLineType: enumValues(MEASUREMENT_LINE_TYPES),
  Query: {
    budget: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getBudget(sc, id),
    budgets: async (_: unknown, args: Page & { projectId?: string; status?: string }, { sc }: Ctx) =>
      connection(await listBudgets(sc, connectionQuery(args, { projectId: args.projectId, status: args.status }))),
  },
  Mutation: {
    createBudget: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createBudget(sc, toSnakeInput(input)),
    updateBudget: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateBudget(sc, id, toSnakeInput(input)),
    deleteBudget: (_: unknown, { id }: { id: string }, { sc }: Ctx) => deleteBudget(sc, id, clearBudgetItemReferences),
    importBudget: (
      _: unknown,
      args: { fileId: string; projectId: string; name?: string | null; acceptTotalMismatch?: boolean | null },
      { sc }: Ctx,
    ) =>
      importUploadedBudget(sc, {
        file_id: args.fileId,
        project_id: args.projectId,
        name: args.name,
        accept_total_mismatch: args.acceptTotalMismatch,
      }),
  },
  Project: {
    budgets: async (project: { id: string }, args: Page & { status?: string }, { loaders }: Ctx) =>
      connection(await loaders.projectBudgets.load({ parentId: project.id, query: connectionQuery(args, { status: args.status }) })),
  },
  Budget: {
    project: (budget: BudgetRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(budget.project_id),
    chapters: (budget: BudgetRepresentation, _: unknown, { loaders }: Ctx) => loaders.budgetChapters.load(budget.id),
    items: async (budget: BudgetRepresentation, args: Page & { chapter?: string; q?: string }, { loaders }: Ctx) =>
      connection(
        await loaders.budgetItems.load({ parentId: budget.id, query: connectionQuery(args, { chapter: args.chapter, q: args.q }) }),
      ),
  },
  BudgetChapter: {
    parent: (chapter: ChapterRepresentation, _: unknown, { loaders }: Ctx) =>
      chapter.parent_id === null ? null : loaders.budgetChapter.load(chapter.parent_id),
    children: (chapter: ChapterRepresentation, _: unknown, { loaders }: Ctx) => loaders.budgetChapterChildren.load(chapter.id),
  },
  BudgetItem: {
    chapterCode: (item: BudgetItemRepresentation) => item.chapter,
    // REST `chapter` is the chapter code; in GraphQL `chapter` is the chapter itself.
    chapter: (item: BudgetItemRepresentation, _: unknown, { loaders }: Ctx) => loaders.budgetChapter.load(item.chapter_id),
  },
};
