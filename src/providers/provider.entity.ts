import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, duplicate, invalid, reference } from '../platform/db/database-errors.js';

export const PROVIDER_CATEGORIES = ['materiales', 'subcontrata', 'maquinaria', 'servicios', 'otros'] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export interface Provider {
  id: string;
  organizationId: string;
  livemode: boolean;
  name: string;
  /** Normalized: upper case, without spaces, dots or dashes. Unique per organization and mode. */
  nif: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  category: ProviderCategory | null;
  createdAt: Date;
  updatedAt: Date;
}

const text = { type: 'string', columnType: 'text', nullable: true } as const;

export const ProviderSchema = new EntitySchema<Provider>({
  name: 'Provider',
  tableName: 'providers',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    name: { type: 'string', columnType: 'text' },
    nif: { type: 'string', columnType: 'text' },
    email: text,
    phone: text,
    address: text,
    category: text,
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    updatedAt: { type: 'Date', columnType: 'timestamptz(3)' },
  },
});

/** What the constraints of `providers` mean to a client (docs/api-conventions.md#errors). */
export const providerConstraints: ConstraintRules = {
  providers_nif_unique: duplicate({
    resource: 'provider',
    param: 'nif',
    table: 'providers',
    columns: ['organization_id', 'livemode', 'nif'],
    freeColumn: 'nif',
    message: (k) => `A provider with nif '${k.nif}' already exists.`,
  }),
  providers_pkey: assignedKey('provider id'),
  providers_organization_id_fkey: reference('organization_id', 'organization'),
  providers_category_check: invalid('category', 'invalid_value', 'is not a provider category'),
};
