import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { authenticate } from '../../src/api-keys/api-key.service.js';
import type { Actor } from '../../src/platform/actor.js';
import { AppError } from '../../src/platform/errors.js';
import { assertAppOrigin } from './app-origins.js';
import { clearSessionCookie, sessionToken } from './session-cookie.js';
import { authenticateSession } from '../../src/people/sessions/session.service.js';

/** A request's caller, or why it has none. */
export type RequestAuth = { actor: Actor } | { actor: null; failure: AppError };

/**
 * The caller of a web-app request (`/graphql`; `/v1` reads API keys only): a Bearer API key
 * when there is an `Authorization` header (a cookie is then ignored), else the session cookie,
 * accepted only from the web app's origins (docs/people-and-sessions.md#origins-and-csrf).
 * A bad key or a foreign origin throws; no credential, or a session that has ended, is a
 * request without a caller (the few operations open to everyone still run); an ended session's
 * cookie is cleared.
 */
export async function authenticateRequest(em: EntityManager, ctx: Context): Promise<RequestAuth> {
  const header = ctx.get('Authorization');
  if (header) return { actor: await authenticate(em, header) };
  const token = sessionToken(ctx);
  if (!token) {
    return {
      actor: null,
      failure: new AppError('unauthenticated', 'Sign in to the web app, or send an API key as `Authorization: Bearer <key>`.'),
    };
  }
  assertAppOrigin(ctx);
  const actor = await authenticateSession(em, token);
  if (actor) return { actor };
  clearSessionCookie(ctx);
  return { actor: null, failure: new AppError('unauthenticated', 'Your session has ended: sign in again.') };
}
