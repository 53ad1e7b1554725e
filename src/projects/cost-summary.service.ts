import { type ServiceContext, requireScope } from '../shared/actor.js';
import { textArray } from '../reconciliation/sql.js';

/**
 * A project's budget versus actual (DESIGN §7 `Project.costSummary`), in integer cents.
 * Definitions (also in schema/projects.graphql and docs/graphql.md):
 * - `delivered_cost`: `subtotal_amount` of the project's live (not soft-deleted) delivery notes;
 * - `invoiced_amount`: `subtotal_amount` of live invoices that are not cancelled;
 * - `paid_amount` / `pending_amount`: the same for paid / pending invoices, so that
 *   paid + pending = invoiced (subtotals, VAT excluded, like budget costs);
 * - `unreconciled_delivered_cost`: `subtotal_amount` of live delivery notes whose reconciliation
 *   status is not `matched` (no invoice yet, or a group whose amounts do not agree).
 */
export interface CostSummary {
  project_id: string;
  delivered_cost: number;
  invoiced_amount: number;
  paid_amount: number;
  pending_amount: number;
  unreconciled_delivered_cost: number;
}

/** The scopes a cost summary reads through: it sums budgets, invoices and delivery notes. */
function requireCostSummaryScopes(sc: ServiceContext): void {
  requireScope(sc.actor, 'read:projects');
  requireScope(sc.actor, 'read:invoices');
  requireScope(sc.actor, 'read:delivery-notes');
}

/**
 * Cost summaries of several projects of the caller, computed by PostgreSQL aggregates in one
 * statement whatever the number of projects or documents. Ids that are not the caller's
 * projects get zeros (the callers reach a project through a tenant-checked read first).
 */
export async function projectCostSummaries(sc: ServiceContext, projectIds: readonly string[]): Promise<Map<string, CostSummary>> {
  requireCostSummaryScopes(sc);
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return new Map();
  const tenantArgs = [sc.actor.organizationId, sc.actor.livemode];
  const rows = await sc.em.execute<Array<Record<string, string>>>(
    `select p.id as project_id,
            coalesce(d.delivered_cost, 0)::text as delivered_cost,
            coalesce(d.unreconciled_delivered_cost, 0)::text as unreconciled_delivered_cost,
            coalesce(i.invoiced_amount, 0)::text as invoiced_amount,
            coalesce(i.paid_amount, 0)::text as paid_amount,
            coalesce(i.pending_amount, 0)::text as pending_amount
       from unnest(?::text[]) as p(id)
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
    [textArray(ids), textArray(ids), ...tenantArgs, textArray(ids), ...tenantArgs],
  );
  return new Map(
    rows.map((r) => [
      r.project_id,
      {
        project_id: r.project_id,
        delivered_cost: Number(r.delivered_cost),
        invoiced_amount: Number(r.invoiced_amount),
        paid_amount: Number(r.paid_amount),
        pending_amount: Number(r.pending_amount),
        unreconciled_delivered_cost: Number(r.unreconciled_delivered_cost),
      },
    ]),
  );
}
