import { z } from 'zod';
import { SCOPES } from '../platform/actor.js';
import { idField, timestamp } from '../platform/response-fields.js';
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

/** The published schema of `apiKeyRepresentation` (docs/openapi.md). */
export const apiKeyObject = z
  .strictObject({
    id: idField('apiKey'),
    mode: z.enum(['test', 'live']),
    name: z.string().nullable(),
    scopes: z.array(z.enum(SCOPES)),
    last4: z.string(),
    created_at: timestamp(),
    revoked_at: timestamp().nullable(),
    last_used_at: timestamp().nullable(),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyWithSecretObject = apiKeyObject
  .extend({ secret: z.string().meta({ pattern: '^svc_(test|live)_[0-9A-Za-z]{32}$', description: 'Shown only in this response.' }) })
  .meta({ id: 'ApiKeyWithSecret' });
