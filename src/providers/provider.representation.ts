import type { Provider } from './provider.entity.js';

export interface ProviderCounters {
  invoices_count: number;
  delivery_notes_count: number;
  total_billed_amount: number;
}

export const ZERO_COUNTERS: ProviderCounters = { invoices_count: 0, delivery_notes_count: 0, total_billed_amount: 0 };

/** The REST shape of a provider; also `data.object` of provider events. */
export function providerRepresentation(p: Provider, counters: ProviderCounters = ZERO_COUNTERS) {
  return {
    id: p.id,
    name: p.name,
    nif: p.nif,
    email: p.email,
    phone: p.phone,
    address: p.address,
    category: p.category,
    invoices_count: counters.invoices_count,
    delivery_notes_count: counters.delivery_notes_count,
    total_billed_amount: counters.total_billed_amount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export type ProviderRepresentation = ReturnType<typeof providerRepresentation>;
