import type { Duplex } from 'node:stream';
import type { Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa, { type Context, type Next } from 'koa';
import { restFacade } from '../rest-facade/app.js';
import { apiReference } from '../rest-facade/openapi/docs-page.js';
import { jsonBody } from '../rest-facade/middleware/body.js';
import { answerClientError, answerError } from '../rest-facade/middleware/errors.js';
import { rateLimitPolicyField, rateLimitPrincipal, spendRateLimitToken } from '../rest-facade/middleware/rate-limit.js';
import { assignRequestId, logRequest } from '../rest-facade/middleware/request-id.js';
import { recordRequest } from '../rest-facade/middleware/request-metrics.js';
import { uploadsRoute } from '../rest-facade/web-app/uploads.js';
import { DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_RATE_LIMIT } from './platform/config.js';
import { type GraphQLContext, createGraphQLContext } from './graphql/context.js';
import { graphqlExplorer } from './graphql/explorer.js';
import { serveGraphQL } from './graphql/koa.js';
import { contextError, createApolloServer } from './graphql/server.js';
import { type RateLimitPolicy, sharedRateLimiter } from './platform/rate-limits/rate-limiter.js';
import { settleAccountMail } from './people/account-mail.js';
import { appOriginsCors } from '../rest-facade/web-app/app-origins.js';
import { authRoutes } from '../rest-facade/web-app/auth.routes.js';
import { authenticateRequest } from '../rest-facade/web-app/request-auth.js';
import { installationSecret } from './platform/installation/installation-secrets.js';
import { RETRY_AFTER_SECONDS, unavailableError } from './platform/db/availability.js';
import { AppError } from './platform/errors.js';
import type { Logger } from './platform/logger.js';
import { configureCursorKey } from './platform/pagination.js';

export interface App {
  koa: Koa;
  /** Starts listening; resolves with the bound server. */
  listen(port: number, host: string): Promise<Server>;
  /** Stops accepting requests, waits for the ones in flight, and stops Apollo. */
  close(): Promise<void>;
}

export interface AppOptions {
  /**
   * The token bucket of each API key, shared with every replica through the database
   * (`RATE_LIMIT_PER_SECOND`, `RATE_LIMIT_BURST`); null runs without a limiter (a benchmark's
   * baseline). Default: the configuration's defaults.
   */
  rateLimit?: RateLimitPolicy | null;
  /** Largest file a route that takes one accepts, in bytes (`MAX_UPLOAD_BYTES`; 25 MiB by default). */
  maxUploadBytes?: number;
}

/**
 * The HTTP application: `/healthz`, `/readyz`, `/auth/*` (sessions of the web app), `/graphql`
 * (Apollo, and GraphiQL for a browser), `/uploads` (files for document imports), `/v1` (REST facade) with its OpenAPI
 * document at `/v1/openapi.json` and the reference page at `/docs`, each request on its own
 * EntityManager fork, each response with a `Request-Id`.
 */
export async function createApp(orm: MikroORM, logger: Logger, options: AppOptions = {}): Promise<App> {
  configureCursorKey(await installationSecret(orm.em.fork() as never, 'cursor_hmac'));
  const apollo = createApolloServer(logger);
  await apollo.start();
  const policy = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  const rateLimits = policy
    ? sharedRateLimiter(orm.config.get('clientUrl')!, policy, (err) => logger.warn({ err }, 'rate-limit pool error'))
    : null;
  const limiter = rateLimits?.limiter ?? null;

  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const v1 = restFacade({ maxUploadBytes }, limiter);
  const refusedRoute = (ctx: Context) => (isRestPath(ctx) ? v1.routeOf(ctx) : undefined);

  const koa = new Koa({ proxy: false });
  // Requests still being handled: `close` waits for them before the caller closes the ORM, even
  // those whose client has gone (their socket closed, so the server's own close did not wait).
  let inFlight = 0;
  let drained: (() => void) | null = null;
  // Every request, in one layer: counted while in flight, given a request id, an access-log
  // line and its metrics (docs/operations.md#metrics), its errors answered in the error
  // envelope, and its own EntityManager fork in `ctx.state.em` (docs/architecture.md#requests).
  // `useContext`: inside `em.transactional`, the fork's methods reach the transaction's fork, as
  // they would through a RequestContext.
  koa.use(async (ctx: Context, next: Next) => {
    inFlight += 1;
    const started = process.hrtime.bigint();
    assignRequestId(ctx);
    try {
      ctx.state.em = orm.em.fork({ useContext: true });
      await next();
    } catch (caught) {
      answerError(ctx, caught, logger);
    } finally {
      logRequest(logger, ctx, started);
      recordRequest(ctx, started, refusedRoute);
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  });

  const health = async (ctx: Context, next: Next) => {
    if (ctx.path === '/healthz' && ctx.method === 'GET') {
      ctx.state.route = '/healthz';
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz' && ctx.method === 'GET') {
      ctx.state.route = '/readyz';
      try {
        await orm.em.getConnection().execute('select 1');
        ctx.body = { status: 'ready' };
      } catch (error) {
        logger.warn({ err: error }, 'database unreachable');
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { status: 'unavailable', reason: 'database unreachable' };
      }
      return;
    }
    return next();
  };

  const graphql = async (ctx: Context, next: Next) => {
    if (ctx.path !== '/graphql') return next();
    ctx.state.route = '/graphql';
    if (ctx.method !== 'GET' && ctx.method !== 'POST') {
      throw new AppError('method_not_allowed', 'GraphQL accepts GET and POST.', null, { allowed: ['GET', 'POST'] });
    }
    const em = ctx.state.em;
    const context = async (): Promise<GraphQLContext> => {
      try {
        if (ctx.get('Idempotency-Key')) {
          // Only REST POSTs store and replay answers (docs/graphql.md#idempotency-and-rate-limits).
          throw new AppError('invalid_request', 'GraphQL does not take an Idempotency-Key; use the REST API to retry safely.');
        }
        const auth = await authenticateRequest(em, ctx);
        if (auth.actor) await spendRateLimitToken(ctx, limiter, rateLimitPrincipal(auth.actor));
        return createGraphQLContext(em, ctx.state.requestId, auth);
      } catch (error) {
        const known = error instanceof AppError ? error : unavailableError(error);
        if (known) throw contextError(known);
        throw error;
      }
    };
    await jsonBody(ctx, () => serveGraphQL(ctx, apollo, context));
  };

  const notFound = async (ctx: Context) => {
    throw new AppError('not_found', `Unrecognized request URL (${ctx.method} ${ctx.path}).`);
  };

  // The REST API goes straight to its facade: none of the routes below answers its paths.
  koa.use((ctx: Context, next: Next) => (isRestPath(ctx) ? v1(ctx, () => notFound(ctx)) : next()));
  koa.use(health);
  // The web app's paths, with CORS for its origins.
  koa.use(appOriginsCors());
  koa.use(authRoutes());
  // A browser's GET /graphql is the explorer's page; its assets are under /graphql/explorer/.
  koa.use(graphqlExplorer);
  koa.use(graphql);
  // The API reference and the OpenAPI document answer without a key.
  koa.use(apiReference);
  koa.use(uploadsRoute({ maxUploadBytes }, limiter));
  koa.use(notFound);

  let server: Server | null = null;
  return {
    koa,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        const s = koa.listen(port, host, () => resolve(s));
        s.once('error', reject);
        // Requests Node's HTTP parser refuses still carry the rate-limit policy, as every /v1 answer does.
        const policy: Record<string, string> = limiter ? { 'RateLimit-Policy': rateLimitPolicyField(limiter) } : {};
        s.on('clientError', (error: Error, socket: Duplex) => answerClientError(error, socket, policy));
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
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await apollo.stop();
      await rateLimits?.close();
      await settleAccountMail();
    },
  };
}

/** A `/v1` path the facade answers: all but the OpenAPI document, which the reference serves. */
function isRestPath(ctx: Context): boolean {
  const path = ctx.path;
  if (path !== '/v1' && !path.startsWith('/v1/')) return false;
  return path !== '/v1/openapi.json' || (ctx.method !== 'GET' && ctx.method !== 'HEAD');
}
