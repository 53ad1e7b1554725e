import type { Context } from 'koa';
import {
  type IdempotentRequest,
  type StoredResponse,
  parseIdempotencyKey,
  requestFingerprint,
} from '../src/platform/idempotency/idempotency.js';
import type { ServiceContext } from '../src/platform/actor.js';
import { errorBody } from './middleware/errors.js';

/**
 * A POST's `Idempotency-Key` as src/platform/idempotency/ needs it (docs/api-conventions.md#idempotency):
 * null when the request carries none, 400 `invalid_request` for a malformed one. `body` is what
 * identifies the request besides method, path and query (the JSON body, or a file's digest).
 */
export function idempotentRequest(
  ctx: Context,
  successStatus: number,
  body: unknown = (ctx.request as { body?: unknown }).body,
): IdempotentRequest | null {
  const key = parseIdempotencyKey(ctx.headers['idempotency-key'] as string | undefined);
  if (key === null) return null;
  const sc = ctx.state.sc as ServiceContext;
  return {
    // /v1 authenticates API keys only: the principal is a key.
    apiKeyId: sc.actor.principal.id,
    key,
    method: ctx.method,
    path: ctx.path,
    fingerprint: requestFingerprint(ctx.method, ctx.path, ctx.query, body),
    successStatus,
    errorBody: (error) => JSON.stringify(errorBody(error, ctx.state.requestId)),
  };
}

/** Answers with a stored first answer, byte for byte, marked `Idempotent-Replayed: true`. */
export function replay(ctx: Context, response: StoredResponse): void {
  ctx.status = response.status;
  ctx.type = 'application/json';
  ctx.body = response.body;
  ctx.set('Idempotent-Replayed', 'true');
}
