import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { RateLimiter } from '../src/platform/rate-limits/rate-limiter.js';
import { AppError } from '../src/platform/errors.js';
import { authenticateKey } from './middleware/auth.js';
import { readJsonBody } from './middleware/body.js';
import { routeTemplate } from './middleware/request-metrics.js';
import { announceRateLimitPolicy, rateLimitPrincipal, spendRateLimitToken } from './middleware/rate-limit.js';
import { takesFileBody } from './handler.js';
import { resourceRouters } from './routers/index.js';

export interface RestOptions {
  /** Largest file body a route that takes one accepts (`MAX_UPLOAD_BYTES`). */
  maxUploadBytes: number;
}

/**
 * The REST facade: `/v1/*` behind Bearer authentication, the key's rate limit (`limiter`, null
 * for none) and the JSON body reader (routes that take a file read their own body). Unknown
 * routes are 404 `not_found`; a known path with another method 405 `method_not_allowed`.
 */
export function restFacade(options: RestOptions, limiter: RateLimiter | null = null) {
  const router = new Router({ prefix: '/v1' });
  for (const register of resourceRouters) register(router);

  const routes = router.routes();
  const allowed = router.allowedMethods({
    throw: true,
    methodNotAllowed: () => new AppError('method_not_allowed', 'This path does not accept that method.'),
    notImplemented: () => new AppError('method_not_allowed', 'This method is not supported.'),
  });

  const noRoute = (ctx: Context) => allowed(ctx as never, noop);

  const v1 = async function v1(ctx: Context, next: Next) {
    if (ctx.path !== '/v1' && !ctx.path.startsWith('/v1/')) return next();
    ctx.state.maxUploadBytes = options.maxUploadBytes;
    // Only a write can carry a file; a GET or HEAD is not matched twice.
    const fileBody = (ctx.method === 'POST' || ctx.method === 'PUT' || ctx.method === 'PATCH') && router.match(ctx.path, ctx.method).pathAndMethod.some((layer) => takesFileBody(layer.stack));
    announceRateLimitPolicy(ctx, limiter);
    const sc = await authenticateKey(ctx);
    // Decided here without waiting when this replica's lease has a token; likewise a GET's
    // absent body: a step that has nothing to wait for adds no promise.
    const spending = spendRateLimitToken(ctx, limiter, rateLimitPrincipal(sc.actor));
    if (spending) await spending;
    if (!fileBody) {
      const reading = readJsonBody(ctx);
      if (reading) await reading;
    }
    try {
      await routes(ctx as never, () => noRoute(ctx));
    } catch (error) {
      if (error instanceof AppError && error.code === 'method_not_allowed') {
        const methods = allowedFor(router, ctx.path);
        throw new AppError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`, null, {
          allowed: methods,
        });
      }
      throw error;
    }
    if (ctx.body === undefined && ctx.status === 404) {
      throw new AppError('not_found', `Unrecognized request URL (${ctx.method} ${ctx.path}).`);
    }
  };
  return Object.assign(v1, {
    /**
     * The route template of a request refused before the router matched it (a key, the rate
     * limit, the body, 405), for the metrics: looked up only then, since a served request
     * carries its route already.
     */
    routeOf: (ctx: Context): string | undefined => {
      const match = router.match(ctx.path, ctx.method);
      const layer = match.pathAndMethod.findLast((l) => l.methods.length > 0) ?? match.path.findLast((l) => l.methods.length > 0);
      return layer ? routeTemplate(String(layer.path)) : undefined;
    },
  });
}

const noop = async () => {};

function allowedFor(router: Router, path: string): string[] {
  const methods = new Set<string>();
  for (const layer of router.stack) {
    if (layer.match(path)) for (const m of layer.methods) if (m !== 'HEAD') methods.add(m);
  }
  return [...methods].sort();
}
