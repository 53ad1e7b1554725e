import { z } from 'zod';
import { type ServiceContext, requireScope } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { type ListResult, encodeCursor, pageQuery, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { textArray } from '../platform/db/sql.js';

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
  const ids = textArray([...new Set(projectIds)]);
  if (projectIds.length === 0) return new Map();
  const tenant = [sc.actor.organizationId, sc.actor.livemode];
  const rows = await sc.em.execute<Array<Record<string, string>>>(
    `select p.id as project_id,
            coalesce(b.budgeted_cost, 0)::text as budgeted_cost,
            coalesce(b.budgeted_sale, 0)::text as budgeted_sale,
            coalesce(d.delivered_cost, 0)::text as delivered_cost,
            coalesce(d.unreconciled_delivered_cost, 0)::text as unreconciled_delivered_cost,
            coalesce(i.invoiced_amount, 0)::text as invoiced_amount,
            coalesce(i.paid_amount, 0)::text as paid_amount,
            coalesce(i.pending_amount, 0)::text as pending_amount
       from unnest(?::text[]) as p(id)
       left join (
         select project_id, sum(cost_amount) as budgeted_cost, sum(sale_amount) as budgeted_sale
           from budgets
          where project_id = any(?::text[]) and organization_id = ? and livemode = ? and status = 'accepted'
          group by project_id
       ) b on b.project_id = p.id
       left join (
         select project_id,
                sum(subtotal_amount) as delivered_cost,
                sum(subtotal_amount) filter (where reconciliation_status <> 'matched') as unreconciled_delivered_cost
           from delivery_notes
          where project_id = any(?::text[]) and organization_id = ? and livemode = ? and deleted_at is null
          group by project_id
       ) d on d.project_id = p.id
       left join (
         select project_id,
                sum(subtotal_amount) filter (where status <> 'cancelled') as invoiced_amount,
                sum(subtotal_amount) filter (where status = 'paid') as paid_amount,
                sum(subtotal_amount) filter (where status = 'pending') as pending_amount
           from invoices
          where project_id = any(?::text[]) and organization_id = ? and livemode = ? and deleted_at is null
          group by project_id
       ) i on i.project_id = p.id`,
    [ids, ids, ...tenant, ids, ...tenant, ids, ...tenant],
  );
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

const byBudgetItemQuery = z.strictObject({ ...pageQuery });

/**
 * The rows of `byBudgetItem` of some projects of a tenant (any order), with their bindings:
 * every item of an accepted budget, and every item of another budget that lines are charged to.
 */
const budgetItemRows = (projects: string, org: string, livemode: boolean): [string, unknown[]] => [
  `
  select b.project_id, i.id as budget_item_id, b.created_at as budget_created_at, b.id as budget_id, i.position,
         to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '|' || b.id || '|' || i.position as cursor_key,
         case when b.status = 'accepted' then i.cost_total else 0 end as budgeted_cost,
         coalesce(d.delivered_cost, 0) as delivered_cost,
         coalesce(d.delivered_quantity, 0) as delivered_quantity
    from budget_items i
    join budgets b on b.id = i.budget_id
    left join (
      select n.project_id, l.budget_item_id, sum(l.subtotal) as delivered_cost, sum(l.quantity) as delivered_quantity
        from delivery_note_lines l
        join delivery_notes n on n.id = l.delivery_note_id and n.deleted_at is null
       where n.project_id = any(?::text[]) and n.organization_id = ? and n.livemode = ?
         and l.budget_item_id is not null
       group by n.project_id, l.budget_item_id
    ) d on d.budget_item_id = i.id and d.project_id = b.project_id
   where b.project_id = any(?::text[]) and b.organization_id = ? and b.livemode = ?
     and (b.status = 'accepted' or d.budget_item_id is not null)`,
  [projects, org, livemode, projects, org, livemode],
];

/** A row's cursor key (`cursor_key` in SQL) is its place in budget order: budget created_at, budget id, position. */
function parseCursorKey(key: string): { createdAt: string; budgetId: string; position: number } {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(bud_[0-9a-z]{26})\|(\d{1,9})$/.exec(key);
  if (!match) throw new AppError('invalid_cursor', 'The cursor is not one this API returned.', 'cursor');
  return { createdAt: match[1], budgetId: match[2], position: Number(match[3]) };
}

/**
 * `byBudgetItem` of several projects: every project's page in ONE statement (ranked per project
 * in budget order and cut at `first + 1`), computed by SQL aggregates over the lines of live
 * delivery notes; `total` runs one grouped count for all the projects, once, when first asked.
 */
export async function budgetItemCostsOfProjects(
  sc: ServiceContext,
  projectIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<BudgetItemCost>>> {
  requireCostSummaryScopes(sc);
  const q = parse(byBudgetItemQuery, query);
  const page = pageRequest(q, 'bitem');
  const after = page.after ? { ...parseCursorKey(page.after.key), itemId: page.after.id } : null;
  const ids = [...new Set(projectIds)];
  const out = new Map<string, ListResult<BudgetItemCost>>();
  if (ids.length === 0) return out;
  const [itemRows, bindings] = budgetItemRows(textArray(ids), sc.actor.organizationId, sc.actor.livemode);
  const rows = await sc.em.execute<
    Array<{
      project_id: string;
      budget_item_id: string;
      cursor_key: string;
      budgeted_cost: string;
      delivered_cost: string;
      delivered_quantity: string;
    }>
  >(
    `select * from (
       select r.*, row_number() over (partition by r.project_id order by r.budget_created_at, r.budget_id, r.position) as rank
         from (${itemRows}) r
        where ${after ? '(r.budget_created_at, r.budget_id, r.position, r.budget_item_id) > (?::timestamptz, ?, ?::integer, ?)' : 'true'}
     ) ranked
     where rank <= ?
     order by project_id, rank`,
    [...bindings, ...(after ? [after.createdAt, after.budgetId, after.position, after.itemId] : []), page.limit + 1],
  );
  let counts: Promise<Map<string, number>> | null = null;
  const countAll = () =>
    (counts ??= sc.em
      .execute<Array<{ project_id: string; n: number }>>(`select project_id, count(*)::int as n from (${itemRows}) r group by project_id`, bindings)
      .then((r) => new Map(r.map((c) => [c.project_id, c.n]))));

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
