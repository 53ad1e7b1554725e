import type { EntityManager } from '@mikro-orm/postgresql';
import { type ProviderCounters, ZERO_COUNTERS } from './provider.representation.js';

/**
 * Counters of each provider, in one statement for any number of providers:
 * `invoices_count` and `delivery_notes_count` count live documents, `total_billed_amount` sums
 * `total_amount` of live invoices that are not cancelled (DESIGN §5).
 *
 * There are no invoice or delivery-note tables yet, so every provider has zero documents; the
 * invoices issue replaces the body with the aggregate over its tables.
 */
export async function providerCounters(_em: EntityManager, ids: string[]): Promise<Map<string, ProviderCounters>> {
  return new Map(ids.map((id) => [id, { ...ZERO_COUNTERS }]));
}

/** Documents referencing a provider, soft-deleted ones included: while any exist it cannot be deleted. */
export async function providerReferences(
  _em: EntityManager,
  _id: string,
): Promise<{ invoices_count: number; delivery_notes_count: number }> {
  return { invoices_count: 0, delivery_notes_count: 0 };
}
