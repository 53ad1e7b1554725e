import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { type ConstraintRules, assignedKey, reference } from '../platform/db/database-errors.js';
import { textArray } from '../platform/db/sql.js';

/** The statements behind a project's cost summary (./cost-summary.service.ts says what each figure means). */

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * Every figure of the summary of each project, as text (sums of bigints), in one statement: the
 * budgets' sums over the project's budgets, the documents' from `project_figures`, which
 * triggers keep in the transaction of every document write (docs/stored-figures.md), so a read
 * never sums the project's documents.
 */
export async function selectCostSummaries(em: EntityManager, actor: Tenant, projectIds: readonly string[]): Promise<Array<Record<string, string>>> {
  const ids = textArray([...new Set(projectIds)]);
  const tenant = [actor.organizationId, actor.livemode];
  return em.execute<Array<Record<string, string>>>(
    `select p.id as project_id,
            coalesce(b.budgeted_cost, 0)::text as budgeted_cost,
            coalesce(b.budgeted_sale, 0)::text as budgeted_sale,
            coalesce(f.delivered_cost, 0)::text as delivered_cost,
            coalesce(f.unreconciled_delivered_cost, 0)::text as unreconciled_delivered_cost,
            coalesce(f.invoiced_amount, 0)::text as invoiced_amount,
            coalesce(f.paid_amount, 0)::text as paid_amount,
            coalesce(f.pending_amount, 0)::text as pending_amount
       from unnest(?::text[]) as p(id)
       left join (
         select project_id, sum(cost_amount) as budgeted_cost, sum(sale_amount) as budgeted_sale
           from budgets
          where project_id = any(?::text[]) and organization_id = ? and livemode = ? and status = 'accepted'
          group by project_id
       ) b on b.project_id = p.id
       left join (
         select f.* from project_figures f join projects pr on pr.id = f.project_id
          where f.project_id = any(?::text[]) and pr.organization_id = ? and pr.livemode = ?
       ) f on f.project_id = p.id`,
    [ids, ids, ...tenant, ids, ...tenant],
  );
}

/**
 * Projects whose stored figures differ from a sum of their documents from scratch (none, if the
 * triggers of docs/stored-figures.md are right): for tests and `bench/data-scale.ts`.
 */
export async function projectFigureDifferences(em: EntityManager): Promise<Array<Record<string, unknown>>> {
  return em.execute(
    `select p.id
       from projects p
       left join project_figures f on f.project_id = p.id
       left join (select project_id, sum(subtotal_amount) as delivered,
                         sum(subtotal_amount) filter (where reconciliation_status <> 'matched') as unreconciled
                    from delivery_notes where deleted_at is null group by project_id) d on d.project_id = p.id
       left join (select project_id,
                         sum(subtotal_amount) filter (where status <> 'cancelled') as invoiced,
                         sum(subtotal_amount) filter (where status = 'paid') as paid,
                         sum(subtotal_amount) filter (where status = 'pending') as pending
                    from invoices where deleted_at is null group by project_id) i on i.project_id = p.id
      where f.project_id is null
         or (f.delivered_cost, f.unreconciled_delivered_cost, f.invoiced_amount, f.paid_amount, f.pending_amount)
            is distinct from (coalesce(d.delivered, 0), coalesce(d.unreconciled, 0),
                              coalesce(i.invoiced, 0), coalesce(i.paid, 0), coalesce(i.pending, 0))`,
  );
}

/** What the constraints of `project_figures` (kept by triggers, never written by a request) mean. */
export const projectFigureConstraints: ConstraintRules = {
  project_figures_pkey: assignedKey('project figures'),
  project_figures_project_id_fkey: reference('project_id', 'project'),
};

/** The columns of a `byBudgetItem` row, from budget `b`, its item `i` and the sums `d` of the lines charged to the item. */
const BUDGET_ITEM_COLUMNS = `b.project_id, i.id as budget_item_id, b.created_at as budget_created_at, b.id as budget_id, i.position,
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '|' || b.id || '|' || i.position as cursor_key,
  case when b.status = 'accepted' then i.cost_total else 0 end as budgeted_cost,
  coalesce(d.delivered_cost, 0) as delivered_cost,
  coalesce(d.delivered_quantity, 0) as delivered_quantity`;

/**
 * The rows of `byBudgetItem` of some projects of a tenant (any order), with their bindings, for
 * the grouped count: every item of an accepted budget, and every item of another budget that
 * lines are charged to (the rows `selectBudgetItemCostPages` walks per project).
 */
const budgetItemRows = (projects: string, org: string, livemode: boolean): [string, unknown[]] => [
  `
  select ${BUDGET_ITEM_COLUMNS}
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

/** Where a page of `byBudgetItem` starts: after this row, in budget order. */
export interface BudgetItemCostCursor {
  createdAt: string;
  budgetId: string;
  position: number;
  itemId: string;
}

export interface BudgetItemCostRow {
  project_id: string;
  budget_item_id: string;
  cursor_key: string;
  budgeted_cost: string;
  delivered_cost: string;
  delivered_quantity: string;
}

/**
 * The first `limit` rows of every project after `after`, in budget order: a top-N per project
 * (`unnest` of the projects, `cross join lateral (… order by … limit)`), which walks each
 * project's budgets and items in order and stops at `limit`, summing only the lines of the items
 * it keeps (docs/graphql.md#nested-connections).
 */
export async function selectBudgetItemCostPages(
  em: EntityManager,
  actor: Tenant,
  projectIds: string[],
  after: BudgetItemCostCursor | null,
  limit: number,
): Promise<BudgetItemCostRow[]> {
  const tenant = [actor.organizationId, actor.livemode];
  return em.execute<BudgetItemCostRow[]>(
    `select r.* from unnest(?::text[]) with ordinality as parents(id, ord)
     cross join lateral (
       select ${BUDGET_ITEM_COLUMNS}
         from budgets b
         join budget_items i on i.budget_id = b.id
         cross join lateral (
           select sum(l.subtotal) as delivered_cost, sum(l.quantity) as delivered_quantity, count(*) as lines
             from delivery_note_lines l
             join delivery_notes n on n.id = l.delivery_note_id and n.deleted_at is null
            where l.budget_item_id = i.id and n.project_id = b.project_id and n.organization_id = ? and n.livemode = ?
         ) d
        where b.project_id = parents.id and b.organization_id = ? and b.livemode = ?
          and (b.status = 'accepted' or d.lines > 0)
          and ${after ? '(b.created_at, b.id, i.position, i.id) > (?::timestamptz, ?, ?::integer, ?)' : 'true'}
        order by b.created_at, b.id, i.position, i.id
        limit ?
     ) r
     order by parents.ord, r.budget_created_at, r.budget_id, r.position, r.budget_item_id`,
    [
      textArray(projectIds),
      ...tenant,
      ...tenant,
      ...(after ? [after.createdAt, after.budgetId, after.position, after.itemId] : []),
      limit,
    ],
  );
}

/** How many `byBudgetItem` rows each project has, in one grouped count. */
export async function countBudgetItemCosts(em: EntityManager, actor: Tenant, projectIds: string[]): Promise<Map<string, number>> {
  const [itemRows, bindings] = budgetItemRows(textArray(projectIds), actor.organizationId, actor.livemode);
  const rows = await em.execute<Array<{ project_id: string; n: number }>>(
    `select project_id, count(*)::int as n from (${itemRows}) r group by project_id`,
    bindings,
  );
  return new Map(rows.map((c) => [c.project_id, c.n]));
}
