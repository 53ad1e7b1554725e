import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { type ConstraintRules, assignedKey, reference } from '../platform/db/database-errors.js';
import { selectRows } from '../platform/db/rows.js';
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
 * Counters of each provider, by key from `provider_figures`, in one statement for any number of
 * providers: `invoices_count` and `delivery_notes_count` count live documents,
 * `total_billed_amount` sums `total_amount` of live invoices that are not cancelled
 * (docs/projects-and-providers.md#provider-counters). Triggers keep them in the transaction of
 * every document write (docs/stored-figures.md), so a read never counts documents.
 */
export async function providerCounters(em: EntityManager, ids: readonly string[]): Promise<Map<string, ProviderCounters>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows(
    em,
    `select provider_id, invoices_count, delivery_notes_count, total_billed_amount::text as total_billed_amount
       from provider_figures where provider_id = any($1::text[])`,
    [textArray(ids)],
    { prepare: true },
  );
  return new Map(
    rows.map((r) => [
      r.provider_id as string,
      {
        invoices_count: r.invoices_count as number,
        delivery_notes_count: r.delivery_notes_count as number,
        total_billed_amount: Number(r.total_billed_amount),
      },
    ]),
  );
}

/**
 * Providers whose stored figures differ from a count of their documents from scratch (none, if
 * the triggers of docs/stored-figures.md are right): for tests and `bench/data-scale.ts`.
 */
export async function providerFigureDifferences(em: EntityManager): Promise<Array<Record<string, unknown>>> {
  return em.execute(
    `select p.id, f.invoices_count, f.delivery_notes_count, f.total_billed_amount::text,
            coalesce(i.n, 0)::int as counted_invoices, coalesce(d.n, 0)::int as counted_notes,
            coalesce(i.billed, 0)::text as counted_billed
       from providers p
       left join provider_figures f on f.provider_id = p.id
       left join (select provider_id, count(*) as n, sum(total_amount) filter (where status <> 'cancelled') as billed
                    from invoices where deleted_at is null group by provider_id) i on i.provider_id = p.id
       left join (select provider_id, count(*) as n
                    from delivery_notes where deleted_at is null group by provider_id) d on d.provider_id = p.id
      where f.provider_id is null
         or (f.invoices_count, f.delivery_notes_count, f.total_billed_amount)
            is distinct from (coalesce(i.n, 0), coalesce(d.n, 0), coalesce(i.billed, 0))`,
  );
}

/** What the constraints of `provider_figures` (kept by triggers, never written by a request) mean. */
export const providerFigureConstraints: ConstraintRules = {
  provider_figures_pkey: assignedKey('provider figures'),
  provider_figures_provider_id_fkey: reference('provider_id', 'provider'),
};

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
