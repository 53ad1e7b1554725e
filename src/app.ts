import type { Server } from 'node:http';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa, { type Context, type Next } from 'koa';
import { restFacade } from '../rest-facade/app.js';
import { jsonBody } from '../rest-facade/middleware/body.js';
import { answerClientError, errorMapper } from '../rest-facade/middleware/errors.js';
import { requestId } from '../rest-facade/middleware/request-id.js';
import { authenticate } from './api-keys/api-key.service.js';
import type { GraphQLContext } from './graphql/context.js';
import { serveGraphQL } from './graphql/koa.js';
import { createLoaders } from './graphql/loaders.js';
import { contextError, createApolloServer } from './graphql/server.js';
import { installationSecret } from './installation/installation-secrets.js';
import { AppError } from './shared/errors.js';
import type { Logger } from './shared/logger.js';
import { configureCursorKey } from './shared/pagination.js';

export interface App {
  koa: Koa;
  /** Starts listening; resolves with the bound server. */
  listen(port: number, host: string): Promise<Server>;
  /** Stops accepting requests, waits for the ones in flight, and stops Apollo. */
  close(): Promise<void>;
}

/**
 * The HTTP application: `/healthz`, `/readyz`, `/graphql` (Apollo) and `/v1` (REST facade), each
 * request on its own EntityManager fork, each response with a `Request-Id`.
 */
export async function createApp(orm: MikroORM, logger: Logger): Promise<App> {
  configureCursorKey(await installationSecret(orm.em.fork() as never, 'cursor_hmac'));
  const apollo = createApolloServer(logger);
  await apollo.start();

  const koa = new Koa({ proxy: false });
  koa.use(requestId(logger));
  koa.use(errorMapper(logger));

  koa.use(async (ctx: Context, next: Next) => {
    if (ctx.path === '/healthz' && ctx.method === 'GET') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz' && ctx.method === 'GET') {
      try {
        await orm.em.getConnection().execute('select 1');
        ctx.body = { status: 'ready' };
      } catch (error) {
        logger.warn({ err: error }, 'database unreachable');
        ctx.status = 503;
        ctx.body = { status: 'unavailable', reason: 'database unreachable' };
      }
      return;
    }
    return next();
  });

  koa.use((ctx: Context, next: Next) => RequestContext.create(orm.em, next));

  koa.use(async (ctx: Context, next: Next) => {
    if (ctx.path !== '/graphql') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'POST') {
      throw new AppError('method_not_allowed', 'GraphQL accepts GET and POST.', null, { allowed: ['GET', 'POST'] });
    }
    const em = RequestContext.getEntityManager()!;
    const context = async (): Promise<GraphQLContext> => {
      try {
        const actor = await authenticate(em as never, ctx.get('Authorization') || undefined);
        const sc = { em: em as never, actor };
        return { sc, requestId: ctx.state.requestId, loaders: createLoaders(sc) };
      } catch (error) {
        if (error instanceof AppError) throw contextError(error.code, error.message, error.status);
        throw error;
      }
    };
    await jsonBody(ctx, () => serveGraphQL(ctx, apollo, context));
  });

  koa.use(restFacade());

  koa.use(async (ctx: Context) => {
    throw new AppError('not_found', `Unrecognized request URL (${ctx.method} ${ctx.path}).`);
  });

  let server: Server | null = null;
  return {
    koa,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        const s = koa.listen(port, host, () => resolve(s));
        s.once('error', reject);
        s.on('clientError', answerClientError);
        server = s;
      }),
    close: async () => {
      if (server) {
        const s = server;
        await new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeIdleConnections();
        });
      }
      await apollo.stop();
    },
  };
}
