import type { Context, Next } from 'koa';
import { AppError } from '../../src/platform/errors.js';
import { peopleRuntime } from '../../src/people/people-runtime.js';

/**
 * Which pages may use a session (docs/people-and-sessions.md#origins-and-csrf): requests that a
 * session cookie authenticates, and sign-in itself, must come from the service's own origin or
 * one of `APP_ORIGINS`, as the browser's `Origin` header says. A state-changing request (any
 * method but GET and HEAD) without `Origin` is refused too: browsers always send it on those, so
 * its absence means a client that is not the web app, which should use an API key.
 */
export function assertAppOrigin(ctx: Context): void {
  const origin = ctx.get('Origin');
  if (!origin) {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return;
    throw new AppError(
      'invalid_origin',
      'A request signed in with a session must carry the Origin header of the web app; programs should use an API key.',
    );
  }
  if (!isAppOrigin(ctx, origin)) {
    throw new AppError('invalid_origin', `Pages served from ${origin} cannot use a session of this service.`, null, { origin });
  }
}

/** The service's own origin (by host: TLS may end before it), or one of `APP_ORIGINS`. */
function isAppOrigin(ctx: Context, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, privacy redirects) and garbage
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.host.toLowerCase() === ctx.host.toLowerCase()) return true;
  return peopleRuntime().appOrigins.includes(url.origin);
}

/**
 * CORS for `APP_ORIGINS` on the web app's paths (`/graphql`, `/auth/*`): the browser may send
 * the cookie and read the answer; preflights are answered here. Other origins get no CORS
 * headers (the browser then keeps the answer from their scripts).
 */
export function appOriginsCors() {
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('Origin');
    const webAppPath = ctx.path === '/graphql' || ctx.path.startsWith('/auth/');
    if (!webAppPath || !origin || !peopleRuntime().appOrigins.includes(origin)) return next();
    ctx.vary('Origin');
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name');
      ctx.set('Access-Control-Max-Age', '600');
      ctx.state.route = ctx.path === '/graphql' ? '/graphql' : '/auth/*';
      ctx.status = 204;
      return;
    }
    return next();
  };
}
