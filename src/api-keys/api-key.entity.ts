import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, reference } from '../platform/db/database-errors.js';

export interface ApiKey {
  id: string;
  organizationId: string;
  livemode: boolean;
  name: string | null;
  scopes: string[];
  /** Hex SHA-256 of the whole secret; the secret itself is never stored. */
  secretHash: string;
  last4: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

export const ApiKeySchema = new EntitySchema<ApiKey>({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    name: { type: 'string', nullable: true },
    scopes: { type: 'string[]', columnType: 'text[]' },
    secretHash: { type: 'string' },
    last4: { type: 'string' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    revokedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    lastUsedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});

/** What the constraints of `api_keys` mean to a client (docs/api-conventions.md#errors). */
export const apiKeyConstraints: ConstraintRules = {
  api_keys_pkey: assignedKey('API key id'),
  api_keys_secret_hash_key: assignedKey('API key secret'),
  api_keys_organization_id_fkey: reference('organization_id', 'organization'),
};
