import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import { authenticate } from '../../src/api-keys/api-key.service.js';
import type { ServiceContext } from '../../src/shared/actor.js';

/** The request's EntityManager fork (set by the RequestContext middleware in src/app.ts). */
export function requestEm(): EntityManager {
  return RequestContext.getEntityManager() as EntityManager;
}

/** Authenticates the Bearer key and puts `{em, actor}` on `ctx.state.sc` for the handlers. */
export async function auth(ctx: Context, next: Next) {
  const em = requestEm();
  const actor = await authenticate(em, ctx.get('Authorization') || undefined);
  ctx.state.sc = { em, actor } satisfies ServiceContext;
  return next();
}
