import { type ServiceContext, requireScope } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { type ListResult, encodeCursor, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { countBudgetItemCosts, selectBudgetItemCostPages, selectCostSummaries } from './cost-summary.queries.js';
import { budgetItemCostsQuery } from './project.schemas.js';

/**
 * A project's budget versus actual (GraphQL `Project.costSummary`, docs/graphql.md#projectcostsummary), in integer cents, VAT
 * excluded throughout. Definitions (also in schema/projects.graphql and docs/graphql.md):
 * - `budgeted_cost` / `budgeted_sale`: `cost_amount` / `sale_amount` of the project's accepted
 *   budgets (summed when there are several: a main budget and accepted additions);
 * - `delivered_cost`: `subtotal_amount` of the project's live (not soft-deleted) delivery notes;
 * - `invoiced_amount`: `subtotal_amount` of live invoices that are not cancelled;
 * - `paid_amount` / `pending_amount`: the same for paid / pending invoices, so that
 *   paid + pending = invoiced;
 * - `unreconciled_delivered_cost`: `subtotal_amount` of live delivery notes whose reconciliation
 *   status is not `matched` (no invoice yet, or a group whose amounts do not agree).
 */
export interface CostSummary {
  project_id: string;
  budgeted_cost: number;
  budgeted_sale: number;
  delivered_cost: number;
  invoiced_amount: number;
  paid_amount: number;
  pending_amount: number;
  unreconciled_delivered_cost: number;
}

/**
 * One row of `byBudgetItem`: an item of an accepted budget of the project, or an item of any
 * other budget of the project that delivered lines are charged to.
 * - `budgeted_cost`: the item's `cost_total` when its budget is accepted, else 0 (so the rows
 *   add up to the summary's `budgeted_cost`);
 * - `delivered_cost` / `delivered_quantity`: Σ `subtotal` / Σ `quantity` of the lines of the
 *   project's live delivery notes charged to the item;
 * - `variance`: `delivered_cost − budgeted_cost`: positive is an overrun, negative what is left.
 */
export interface BudgetItemCost {
  budget_item_id: string;
  budgeted_cost: number;
  delivered_cost: number;
  delivered_quantity: number;
  variance: number;
}

/** A summary reads budgets, invoices and delivery notes: the caller needs the read scope of each. */
function requireCostSummaryScopes(sc: ServiceContext): void {
  requireScope(sc.actor, 'read:projects');
  requireScope(sc.actor, 'read:budgets');
  requireScope(sc.actor, 'read:invoices');
  requireScope(sc.actor, 'read:delivery-notes');
}

/**
 * Cost summaries of several projects of the caller, computed by PostgreSQL aggregates in one
 * statement whatever the number of projects or documents. Ids that are not the caller's
 * projects get zeros (callers reach a project through a tenant-checked read first).
 */
export async function projectCostSummaries(sc: ServiceContext, projectIds: readonly string[]): Promise<Map<string, CostSummary>> {
  requireCostSummaryScopes(sc);
  if (projectIds.length === 0) return new Map();
  const rows = await selectCostSummaries(sc.em, sc.actor, projectIds);
  return new Map(
    rows.map((r) => [
      r.project_id,
      {
        project_id: r.project_id,
        budgeted_cost: Number(r.budgeted_cost),
        budgeted_sale: Number(r.budgeted_sale),
        delivered_cost: Number(r.delivered_cost),
        invoiced_amount: Number(r.invoiced_amount),
        paid_amount: Number(r.paid_amount),
        pending_amount: Number(r.pending_amount),
        unreconciled_delivered_cost: Number(r.unreconciled_delivered_cost),
      },
    ]),
  );
}

/** A row's cursor key (`cursor_key` in SQL) is its place in budget order: budget created_at, budget id, position. */
function parseCursorKey(key: string): { createdAt: string; budgetId: string; position: number } {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(bud_[0-9a-z]{26})\|(\d{1,9})$/.exec(key);
  if (!match) throw new AppError('invalid_cursor', 'The cursor is not one this API returned.', 'cursor');
  return { createdAt: match[1], budgetId: match[2], position: Number(match[3]) };
}

/**
 * `byBudgetItem` of several projects: every project's page in ONE statement (a top-N per project
 * in budget order, cut at `first + 1`), computed by SQL aggregates over the lines of live
 * delivery notes; `total` runs one grouped count for all the projects, once, when first asked.
 */
export async function budgetItemCostsOfProjects(
  sc: ServiceContext,
  projectIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<BudgetItemCost>>> {
  requireCostSummaryScopes(sc);
  const q = parse(budgetItemCostsQuery, query);
  const page = pageRequest(q, 'bitem');
  const after = page.after ? { ...parseCursorKey(page.after.key), itemId: page.after.id } : null;
  const ids = [...new Set(projectIds)];
  const out = new Map<string, ListResult<BudgetItemCost>>();
  if (ids.length === 0) return out;
  const rows = await selectBudgetItemCostPages(sc.em, sc.actor, ids, after, page.limit + 1);
  let counts: Promise<Map<string, number>> | null = null;
  const countAll = () => (counts ??= countBudgetItemCosts(sc.em, sc.actor, ids));

  const byProject = new Map<string, typeof rows>(ids.map((id) => [id, []]));
  for (const row of rows) byProject.get(row.project_id)?.push(row);
  for (const [projectId, list] of byProject) {
    const kept = list.slice(0, page.limit);
    const cursorAt = (index: number) => encodeCursor(kept[index].cursor_key, kept[index].budget_item_id);
    out.set(projectId, {
      page: {
        data: kept.map((r) => ({
          budget_item_id: r.budget_item_id,
          budgeted_cost: Number(r.budgeted_cost),
          delivered_cost: Number(r.delivered_cost),
          delivered_quantity: Number(r.delivered_quantity),
          variance: Number(r.delivered_cost) - Number(r.budgeted_cost),
        })),
        nextCursor: list.length > page.limit ? cursorAt(kept.length - 1) : null,
      },
      limit: page.limit,
      cursorAt,
      total: async () => (await countAll()).get(projectId) ?? 0,
    });
  }
  return out;
}
