import type { Context } from 'koa';

/**
 * The session cookie (docs/people-and-sessions.md#the-session-cookie): `HttpOnly` (no script
 * reads it), `SameSite=Lax` (not sent on cross-site subrequests), `Path=/`, and `Secure` when
 * the page that signs in is served over HTTPS. The service listens on plain HTTP behind
 * whatever terminates TLS and trusts no forwarding header (`proxy: false`), so HTTPS is read
 * from the browser's `Origin` (`https://…`) or from a TLS socket.
 */
export const SESSION_COOKIE = 'cc_session';

export function servedOverHttps(ctx: Context): boolean {
  return ctx.secure || ctx.get('Origin').toLowerCase().startsWith('https://');
}

export function setSessionCookie(ctx: Context, token: string, maxAgeSeconds: number): void {
  ctx.append('Set-Cookie', cookie(token, maxAgeSeconds, servedOverHttps(ctx)));
}

/** Tells the browser to drop the cookie (sign-out, or a session that has ended). */
export function clearSessionCookie(ctx: Context): void {
  ctx.append('Set-Cookie', cookie('', 0, servedOverHttps(ctx)));
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session token the request carries, or null. */
export function sessionToken(ctx: Context): string | null {
  return ctx.cookies.get(SESSION_COOKIE) || null;
}
