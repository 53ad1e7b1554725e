import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { textArray } from '../platform/db/sql.js';
import { findOwned, readOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import { type Provider, ProviderSchema } from './provider.entity.js';
import type { ProviderCounters } from './provider.representation.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** A provider of the caller's organization and mode, or 404; `lock` takes it `FOR UPDATE`. */
export function findProvider(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Provider> {
  return findOwned(em, actor, ProviderSchema, 'provider', 'provider', id, lock);
}

/** `findProvider` for reads: the row as a plain, untracked provider (src/platform/db/rows.ts). */
export function readProvider(em: EntityManager, actor: Tenant, id: string): Promise<Provider> {
  return readOwned(em, actor, ProviderSchema, 'provider', 'provider', id);
}

/** Providers of the caller by id, in one statement, untracked; ids that are not the caller's are absent. */
export function readProviders(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Provider>> {
  return readOwnedMany(em, actor, ProviderSchema, 'provider', ids);
}

/**
 * Counters of each provider, in one statement for any number of providers:
 * `invoices_count` and `delivery_notes_count` count live documents, `total_billed_amount` sums
 * `total_amount` of live invoices that are not cancelled (docs/projects-and-providers.md#provider-counters).
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

/** The provider of the caller's organization and mode with this (normalized) tax id, or null. */
export function findProviderByNif(em: EntityManager, actor: Tenant, nif: string): Promise<Provider | null> {
  return em.findOne(ProviderSchema, { organizationId: actor.organizationId, livemode: actor.livemode, nif });
}
