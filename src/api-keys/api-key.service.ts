import { createHash, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type Mode, type Scope, type ServiceContext, requireScope } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { isId, newId, randomBase62 } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { type ApiKey, ApiKeySchema } from './api-key.entity.js';
import { type ApiKeyRepresentation, apiKeyRepresentation } from './api-key.representation.js';
import { findKeyBySecretHash, touchKey } from './api-key.queries.js';
import { createKeyInput, listKeysQuery } from './api-key.schemas.js';
import { transaction } from '../platform/db/transaction.js';

const SECRET_SHAPE = /^svc_(test|live)_[0-9A-Za-z]{32}$/;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Creates a key; the returned `secret` is the only time it exists outside the caller's hands. */
export function issueKey(
  em: EntityManager,
  organizationId: string,
  mode: Mode,
  scopes: readonly string[],
  name: string | null = null,
): { key: ApiKey; secret: string } {
  const secret = `svc_${mode}_${randomBase62(32)}`;
  const key = em.create(ApiKeySchema, {
    id: newId('apiKey'),
    organizationId,
    livemode: mode === 'live',
    name,
    scopes: [...new Set(scopes)].sort(),
    secretHash: hashSecret(secret),
    last4: secret.slice(-4),
    createdAt: new Date(),
    revokedAt: null,
    lastUsedAt: null,
  });
  return { key, secret };
}

/** `last_used_at` is written at most this often per key, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_SECONDS = 60;

/**
 * Resolves an `Authorization` header to the calling key. No header or a garbled one is
 * `unauthenticated`; a well-formed but unknown secret `invalid_api_key`; a revoked key
 * `api_key_revoked`.
 */
export async function authenticate(em: EntityManager, header: string | undefined): Promise<Actor> {
  if (!header) throw new AppError('unauthenticated', 'Send your API key as `Authorization: Bearer <key>`.');
  const m = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!m) throw new AppError('unauthenticated', 'The Authorization header must use the Bearer scheme.');
  const secret = m[1];
  if (!SECRET_SHAPE.test(secret)) throw new AppError('invalid_api_key', 'The API key is not valid.');
  const hash = hashSecret(secret);
  const key = await findKeyBySecretHash(em, hash);
  if (!key || !timingSafeEqual(Buffer.from(key.secretHash, 'hex'), Buffer.from(hash, 'hex'))) {
    throw new AppError('invalid_api_key', 'The API key is not valid.');
  }
  if (key.revokedAt) throw new AppError('api_key_revoked', 'This API key has been revoked.');
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_SECONDS * 1000) {
    await touchKey(em, key.id, LAST_USED_RESOLUTION_SECONDS);
  }
  return {
    organizationId: key.organizationId,
    livemode: key.livemode,
    principal: { type: 'api_key', id: key.id },
    scopes: new Set(key.scopes),
  };
}

async function findKey(em: EntityManager, actor: Actor, id: string): Promise<ApiKey> {
  const key = isId('apiKey', id)
    ? await em.findOne(ApiKeySchema, { id, organizationId: actor.organizationId, livemode: actor.livemode })
    : null;
  if (!key) throw AppError.notFound('API key', id);
  return key;
}

/**
 * Creates a key in the caller's mode (a test key cannot mint live keys) with at most the
 * caller's own scopes.
 */
export async function createApiKey(sc: ServiceContext, body: unknown): Promise<ApiKeyRepresentation & { secret: string }> {
  requireScope(sc.actor, 'manage:api-keys');
  const input = parse(createKeyInput, body);
  const mode: Mode = sc.actor.livemode ? 'live' : 'test';
  if (input.mode && input.mode !== mode) {
    throw AppError.field('mode', 'mode_mismatch', `A ${mode}-mode key can only create ${mode}-mode keys.`);
  }
  const missing = input.scopes.find((s) => !sc.actor.scopes.has(s));
  if (missing) {
    throw new AppError('insufficient_scope', `A key cannot grant the '${missing}' scope it does not hold.`, 'scopes', {
      required_scope: missing as Scope,
    });
  }
  return transaction(sc.em, async (em) => {
    const { key, secret } = issueKey(em, sc.actor.organizationId, mode, input.scopes, input.name ?? null);
    return { ...apiKeyRepresentation(key), secret };
  });
}

export async function listApiKeys(sc: ServiceContext, query: unknown): Promise<ListResult<ApiKeyRepresentation>> {
  requireScope(sc.actor, 'manage:api-keys');
  const q = parse(listKeysQuery, query);
  const qb = sc.em
    .createQueryBuilder(ApiKeySchema, 'k')
    .where({ organizationId: sc.actor.organizationId, livemode: sc.actor.livemode });
  return keysetPage(qb, 'k', pageRequest(q, 'key'), byCreatedAt<ApiKey>(), (rows) => rows.map(apiKeyRepresentation));
}

/** True when the caller is the API key `id` itself. */
function isCallingKey(actor: Actor, id: string): boolean {
  return actor.principal.type === 'api_key' && actor.principal.id === id;
}

export async function getApiKey(sc: ServiceContext, id: string): Promise<ApiKeyRepresentation> {
  if (!isCallingKey(sc.actor, id)) requireScope(sc.actor, 'manage:api-keys');
  return apiKeyRepresentation(await findKey(sc.em, sc.actor, id));
}

/** Revokes a key at once; any valid key may revoke itself. Revoking twice changes nothing. */
export async function revokeApiKey(sc: ServiceContext, id: string): Promise<ApiKeyRepresentation> {
  if (!isCallingKey(sc.actor, id)) requireScope(sc.actor, 'manage:api-keys');
  return transaction(sc.em, async (em) => {
    const key = await findKey(em, sc.actor, id);
    key.revokedAt ??= new Date();
    return apiKeyRepresentation(key);
  });
}
