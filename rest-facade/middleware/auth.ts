import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { authenticate } from '../../src/api-keys/api-key.service.js';
import type { ServiceContext } from '../../src/platform/actor.js';

/** The request's EntityManager fork (`ctx.state.em`, forked for every request in src/app.ts). */
export function requestEm(ctx: Context): EntityManager {
  return ctx.state.em as EntityManager;
}

/** Authenticates the Bearer key and puts `{em, actor}` on `ctx.state.sc` for the handlers. */
export async function authenticateKey(ctx: Context): Promise<ServiceContext> {
  const em = requestEm(ctx);
  const actor = await authenticate(em, ctx.get('Authorization') || undefined);
  const sc: ServiceContext = { em, actor };
  ctx.state.sc = sc;
  return sc;
}
