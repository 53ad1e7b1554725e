import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../reconciliation/sql.js';
import type { ProviderCounters } from './provider.representation.js';

/**
 * Counters of each provider, in one statement for any number of providers:
 * `invoices_count` and `delivery_notes_count` count live documents, `total_billed_amount` sums
 * `total_amount` of live invoices that are not cancelled (DESIGN §5).
 */
export async function providerCounters(em: EntityManager, ids: string[]): Promise<Map<string, ProviderCounters>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<
    Array<{ id: string; invoices_count: number; delivery_notes_count: number; total_billed_amount: string }>
  >(
    `select p.id,
            coalesce(i.invoices_count, 0)::int as invoices_count,
            coalesce(d.delivery_notes_count, 0)::int as delivery_notes_count,
            coalesce(i.total_billed_amount, 0)::text as total_billed_amount
       from unnest(?::text[]) as p(id)
       left join (
         select provider_id, count(*) as invoices_count,
                sum(total_amount) filter (where status <> 'cancelled') as total_billed_amount
           from invoices
          where provider_id = any(?::text[]) and deleted_at is null
          group by provider_id
       ) i on i.provider_id = p.id
       left join (
         select provider_id, count(*) as delivery_notes_count
           from delivery_notes
          where provider_id = any(?::text[]) and deleted_at is null
          group by provider_id
       ) d on d.provider_id = p.id`,
    [textArray(ids), textArray(ids), textArray(ids)],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        invoices_count: r.invoices_count,
        delivery_notes_count: r.delivery_notes_count,
        total_billed_amount: Number(r.total_billed_amount),
      },
    ]),
  );
}

/** Documents referencing a provider, soft-deleted ones included: while any exist it cannot be deleted. */
export async function providerReferences(
  em: EntityManager,
  id: string,
): Promise<{ invoices_count: number; delivery_notes_count: number }> {
  const rows = await em.execute<Array<{ invoices_count: number; delivery_notes_count: number }>>(
    `select (select count(*) from invoices where provider_id = ?)::int as invoices_count,
            (select count(*) from delivery_notes where provider_id = ?)::int as delivery_notes_count`,
    [id, id],
  );
  return rows[0];
}
