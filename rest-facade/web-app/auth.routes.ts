import type { Context, Next } from 'koa';
import { jsonBody, objectBody } from '../middleware/body.js';
import { requestEm } from '../middleware/auth.js';
import { AppError } from '../../src/platform/errors.js';
import { assertAppOrigin } from './app-origins.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.js';
import { login, logout } from '../../src/people/sessions/session.service.js';

/**
 * `/auth/*` (docs/people-and-sessions.md#signing-in): `POST /auth/login` and `POST /auth/logout`,
 * for pages of the web app only (`Origin` checked, JSON bodies only). Errors have the REST shape.
 */
export function authRoutes() {
  const routes: Record<string, (ctx: Context) => Promise<void>> = {
    '/auth/login': signIn,
    '/auth/logout': signOut,
  };
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/auth' && !ctx.path.startsWith('/auth/')) return next();
    const route = routes[ctx.path];
    if (!route) throw new AppError('not_found', `Unrecognized request URL (${ctx.method} ${ctx.path}).`);
    ctx.state.route = ctx.path;
    if (ctx.method !== 'POST') {
      throw new AppError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}.`, null, { allowed: ['POST'] });
    }
    assertAppOrigin(ctx);
    ctx.set('Cache-Control', 'no-store');
    await jsonBody(ctx, () => route(ctx));
  };
}

async function signIn(ctx: Context): Promise<void> {
  const em = requestEm(ctx);
  const body = objectBody(ctx);
  let signedIn;
  try {
    signedIn = await login(em, body, clientAddress(ctx));
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') {
      ctx.set('Retry-After', String(error.details.retry_after_seconds));
    }
    throw error;
  }
  // A browser signing in again leaves its previous session behind: end it.
  await logout(em, sessionToken(ctx));
  setSessionCookie(ctx, signedIn.token, signedIn.maxAgeSeconds);
  ctx.status = 200;
  ctx.body = signedIn.body;
}

async function signOut(ctx: Context): Promise<void> {
  objectBody(ctx);
  await logout(requestEm(ctx), sessionToken(ctx));
  clearSessionCookie(ctx);
  ctx.status = 204;
}

/**
 * The address the sign-in throttle counts: the TCP peer. Forwarding headers are not trusted
 * (`proxy: false`): behind a proxy every client shares the proxy's address.
 */
function clientAddress(ctx: Context): string {
  const address = ctx.req.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
