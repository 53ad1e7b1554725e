import type { ApiKey } from './api-key.entity.js';

/** The API key record (docs/api-conventions.md#api-key-endpoints). The secret appears only in the create response. */
export function apiKeyRepresentation(k: ApiKey) {
  return {
    id: k.id,
    mode: k.livemode ? ('live' as const) : ('test' as const),
    name: k.name,
    scopes: [...k.scopes],
    last4: k.last4,
    created_at: k.createdAt.toISOString(),
    revoked_at: k.revokedAt ? k.revokedAt.toISOString() : null,
    last_used_at: k.lastUsedAt ? k.lastUsedAt.toISOString() : null,
  };
}

export type ApiKeyRepresentation = ReturnType<typeof apiKeyRepresentation>;
