import { z } from 'zod';
import { amount, idField, timestamp } from '../platform/response-fields.js';
import { PROVIDER_CATEGORIES } from './provider.entity.js';
import type { Provider } from './provider.entity.js';

export interface ProviderCounters {
  invoices_count: number;
  delivery_notes_count: number;
  total_billed_amount: number;
}

export const ZERO_COUNTERS: ProviderCounters = { invoices_count: 0, delivery_notes_count: 0, total_billed_amount: 0 };

const identity = (p: Provider) => ({
  id: p.id,
  name: p.name,
  nif: p.nif,
  email: p.email,
  phone: p.phone,
  address: p.address,
  category: p.category,
});

/** The REST shape of a provider; also `data.object` of provider events. */
export function providerRepresentation(p: Provider, counters: ProviderCounters = ZERO_COUNTERS) {
  return {
    ...identity(p),
    invoices_count: counters.invoices_count,
    delivery_notes_count: counters.delivery_notes_count,
    total_billed_amount: counters.total_billed_amount,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export type ProviderRepresentation = ReturnType<typeof providerRepresentation>;

/** A provider as GraphQL reads it: without its counters, which are read only when a query selects them. */
export type ProviderSummary = Omit<ProviderRepresentation, keyof ProviderCounters>;

export function providerSummary(p: Provider): ProviderSummary {
  return { ...identity(p), created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString() };
}

/** The published schema of `providerRepresentation` (docs/openapi.md). */
export const providerObject = z
  .strictObject({
    id: idField('provider'),
    name: z.string(),
    nif: z.string().meta({ description: 'Normalized: upper case, no spaces, dots or dashes.', example: 'B12345674' }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    category: z.enum(PROVIDER_CATEGORIES).nullable(),
    invoices_count: z.number().int().meta({ description: 'Live invoices.' }),
    delivery_notes_count: z.number().int().meta({ description: 'Live delivery notes.' }),
    total_billed_amount: amount().meta({ description: 'Sum of `total_amount` of live invoices that are not cancelled, in cents.' }),
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .meta({ id: 'Provider' });
