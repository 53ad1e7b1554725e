import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { selectRows } from '../platform/db/rows.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;
type Row = Record<string, unknown>;

/**
 * The cost report's SQL (docs/cost-report.md): three statements for any number of projects and
 * of rows — the items of their accepted budgets with what was certified of them, the chapters,
 * and every cost summed per project, budget item and (for pending new items) chapter.
 */

/**
 * Items of the projects' accepted budgets, in budget order (budget created_at, id, position),
 * each with what the last issued or paid progress certification of its budget measured of it
 * (docs/cost-report.md#production-and-margin): `certification_id` is null when the budget has
 * none; `certified` and `certified_quantity` are null when that certification has no line on
 * the item.
 */
export function selectReportItems(em: EntityManager, actor: Tenant, projectIds: readonly string[]): Promise<Row[]> {
  return selectRows(
    em,
    `with last_certification as (
       select distinct on (c.budget_id) c.budget_id, c.id
         from certifications c
        where c.project_id = any($1::text[]) and c.organization_id = $2 and c.livemode = $3
          and c.type = 'progress' and c.status in ('issued', 'paid')
        order by c.budget_id, c.number desc
     )
     select b.project_id, i.id, i.budget_id, i.chapter_id, i.code, i.description, i.unit,
            i.cost_total::text as revised, coalesce(i.original_cost_total, i.cost_total)::text as original,
            i.estimate_to_complete::text as estimate_to_complete, i.quantity::text as revised_quantity,
            lc.id as certification_id, l.amount_to_date::text as certified, l.quantity_to_date::text as certified_quantity
       from budgets b join budget_items i on i.budget_id = b.id
       left join last_certification lc on lc.budget_id = b.id
       left join certification_lines l on l.certification_id = lc.id and l.budget_item_id = i.id
      where b.project_id = any($1::text[]) and b.organization_id = $2 and b.livemode = $3 and b.status = 'accepted'
      order by b.created_at, b.id, i.position`,
    [projectIds, actor.organizationId, actor.livemode],
  );
}

/** Chapters of the projects' accepted budgets, in budget order (every chapter after its parent). */
export function selectReportChapters(em: EntityManager, actor: Tenant, projectIds: readonly string[]): Promise<Row[]> {
  return selectRows(
    em,
    `select b.project_id, c.id, c.budget_id, c.parent_id, c.code, c.title
       from budgets b join budget_chapters c on c.budget_id = b.id
      where b.project_id = any($1::text[]) and b.organization_id = $2 and b.livemode = $3 and b.status = 'accepted'
      order by b.created_at, b.id, c.position`,
    [projectIds, actor.organizationId, actor.livemode],
  );
}

/**
 * Every amount of the report, summed per project, budget item (null: on no item) and chapter
 * (pending new items only), in one statement:
 *
 * - `pending`: lines of pending budget change orders;
 * - `committed`: lines of approved and closed commitments (approved change orders' lines included);
 * - `delivered`: lines of live delivery notes;
 * - `invoiced`: live invoices that are not cancelled, shared out exactly — an invoice with
 *   `budget_item_ids` equally among them (matching charges an invoice to its notes' items; the
 *   cents left over one each to the first items by id); the invoices of a commitment without
 *   items, summed per commitment, in proportion to the commitment's lines per item (rounded half
 *   away from zero, the difference on the largest share); any other invoice on no item;
 * - `unbacked`: the part of `invoiced` of invoices with no live delivery note linked.
 *
 * Each source is summed per item before the sources are put together, so the rows the final
 * aggregate sees are about one per item and source, whatever the number of documents.
 */
export function selectReportFigures(em: EntityManager, actor: Tenant, projectIds: readonly string[]): Promise<Row[]> {
  return selectRows(
    em,
    `with pending as (
       select co.project_id, l.budget_item_id as item_id, case when l.budget_item_id is null then l.chapter_id end as chapter_id, sum(l.amount) as amount
         from change_orders co join change_order_lines l on l.change_order_id = co.id
        where co.project_id = any($1::text[]) and co.organization_id = $2 and co.livemode = $3
          and co.status = 'pending' and co.target = 'budget'
        group by 1, 2, 3
     ), committed as (
       select c.project_id, cl.budget_item_id as item_id, sum(cl.subtotal) as amount
         from commitments c join commitment_lines cl on cl.commitment_id = c.id
        where c.project_id = any($1::text[]) and c.organization_id = $2 and c.livemode = $3 and c.status in ('approved', 'closed')
        group by 1, 2
     ), delivered as (
       select d.project_id, dl.budget_item_id as item_id, sum(dl.subtotal) as amount
         from delivery_notes d join delivery_note_lines dl on dl.delivery_note_id = d.id
        where d.project_id = any($1::text[]) and d.organization_id = $2 and d.livemode = $3 and d.deleted_at is null
        group by 1, 2
     ), inv as materialized (
       select i.id, i.project_id, i.subtotal_amount as s, i.commitment_id,
              exists (select 1 from invoice_delivery_notes x join delivery_notes d on d.id = x.delivery_note_id and d.deleted_at is null
                       where x.invoice_id = i.id) as backed,
              exists (select 1 from invoice_budget_items ib where ib.invoice_id = i.id) as itemized
         from invoices i
        where i.project_id = any($1::text[]) and i.organization_id = $2 and i.livemode = $3
          and i.deleted_at is null and i.status <> 'cancelled'
     ), split as (
       select inv.project_id, inv.backed, ib.budget_item_id as item_id, inv.s,
              row_number() over (partition by inv.id order by ib.budget_item_id) as k,
              count(*) over (partition by inv.id) as n
         from inv join invoice_budget_items ib on ib.invoice_id = inv.id
     ), on_commitment as (
       select commitment_id, project_id, backed, sum(s) as s
         from inv
        where not itemized and commitment_id is not null
        group by 1, 2, 3
     ), weights as (
       select cl.commitment_id, cl.budget_item_id as item_id, sum(cl.subtotal) as weight
         from commitment_lines cl
        where cl.commitment_id in (select commitment_id from on_commitment)
        group by 1, 2
     ), shares as (
       select o.commitment_id, o.project_id, o.backed, o.s, w.item_id,
              case when sum(w.weight) over own = 0 then 0 else round(o.s * w.weight / sum(w.weight) over own) end as amount,
              row_number() over (own order by abs(w.weight) desc, w.item_id nulls last) as rank
         from on_commitment o join weights w on w.commitment_id = o.commitment_id
       window own as (partition by o.commitment_id, o.backed)
     ), invoiced as (
       select project_id, item_id, backed, sum(amount) as amount
         from (
           select project_id, item_id, backed, (s / n) + case when k <= abs(s % n) then sign(s % n) else 0 end as amount
             from split
           union all
           select project_id, item_id, backed,
                  amount + case when rank = 1 then s - sum(amount) over (partition by commitment_id, backed) else 0 end
             from shares
           union all
           select project_id, null, backed, s
             from inv
            where not itemized and (commitment_id is null or commitment_id not in (select commitment_id from weights))
         ) shared
        group by 1, 2, 3
     ), figures as (
       select project_id, item_id, chapter_id, amount as pending, 0 as committed, 0 as delivered, 0 as invoiced, 0 as unbacked from pending
       union all select project_id, item_id, null, 0, amount, 0, 0, 0 from committed
       union all select project_id, item_id, null, 0, 0, amount, 0, 0 from delivered
       union all select project_id, item_id, null, 0, 0, 0, amount, case when backed then 0 else amount end from invoiced
     )
     select project_id, item_id, chapter_id,
            sum(pending)::text as pending, sum(committed)::text as committed, sum(delivered)::text as delivered,
            sum(invoiced)::text as invoiced, sum(unbacked)::text as unbacked
       from figures
      group by project_id, item_id, chapter_id`,
    [projectIds, actor.organizationId, actor.livemode],
  );
}

/** The projects to freeze at a month's end: not archived, with an accepted budget, of every organization and mode. */
export function selectProjectsToSnapshot(em: EntityManager): Promise<Row[]> {
  return selectRows(
    em,
    `select p.id, p.organization_id, p.livemode from projects p
      where p.status <> 'archived' and exists (select 1 from budgets b where b.project_id = p.id and b.status = 'accepted')
      order by p.organization_id, p.livemode, p.id`,
  );
}

/** Stores monthly snapshots; a project that has one for the month keeps it (the job is idempotent). Answers how many were stored. */
export async function insertMonthlySnapshots(
  em: EntityManager,
  rows: Array<{ id: string; organizationId: string; livemode: boolean; projectId: string; period: string; report: unknown }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await selectRows(
    em,
    `insert into cost_report_snapshots (id, organization_id, livemode, project_id, period, kind, report, created_at)
     select r.id, r.organization_id, r.livemode, r.project_id, r.period, 'monthly', r.report, now()
       from json_to_recordset($1::json) as r(id text, organization_id text, livemode boolean, project_id text, period text, report jsonb)
     on conflict (project_id, period) where kind = 'monthly' do nothing
     returning id`,
    [JSON.stringify(rows.map((r) => ({ id: r.id, organization_id: r.organizationId, livemode: r.livemode, project_id: r.projectId, period: r.period, report: r.report })))],
  );
  return inserted.length;
}
