import http from 'node:http';
import { createUser } from '../../src/people/memberships/invitation.service.js';
import type { Role } from '../../src/people/memberships/roles.js';
import type { TestApp, TestOrg, TestResponse } from './harness.js';

export interface TestPerson {
  userId: string;
  membershipId: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user with a password and a membership of `org` with `role` (what `create-user --password` makes). */
export async function createPerson(t: TestApp, org: Pick<TestOrg, 'id'>, role: Role, email?: string): Promise<TestPerson> {
  const address = email ?? `person${++counter}.${role}.${Date.now()}@example.com`;
  const password = `correct horse ${counter} battery`;
  const made = (await createUser(t.orm.em.fork(), { organization_id: org.id, email: address, role, password })) as {
    user: { id: string };
    membership: { id: string };
  };
  return { userId: made.user.id, membershipId: made.membership.id, email: address, password };
}

export interface SessionResponse<T = any> extends TestResponse<T> {
  /** The `cc_session` value set by the response, if any. */
  cookie: string | null;
  setCookie: string | null;
}

/** Options of a browser-like request: the page's origin (the service's own unless told) and its cookie. */
export interface BrowserOptions {
  cookie?: string | null;
  /** `null` sends no Origin header. */
  origin?: string | null;
  headers?: Record<string, string>;
}

function browserHeaders(t: TestApp, options: BrowserOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  const origin = options.origin === undefined ? t.baseUrl : options.origin;
  if (origin !== null) headers.Origin = origin;
  if (options.cookie) headers.Cookie = `cc_session=${options.cookie}`;
  return headers;
}

function withCookie<T>(res: TestResponse<T>): SessionResponse<T> {
  const setCookie = res.headers.get('set-cookie');
  const m = setCookie ? /cc_session=([^;]*)/.exec(setCookie) : null;
  return { ...res, setCookie, cookie: m ? m[1] : null };
}

/** `POST /auth/login` as the web app's page does. */
export async function signIn(t: TestApp, email: string, password: string, options: BrowserOptions = {}): Promise<SessionResponse> {
  return withCookie(
    await t.request('POST', '/auth/login', { body: { email, password }, headers: browserHeaders(t, options) }),
  );
}

/** Signs a person in and returns the session cookie's value (fails the test if it cannot). */
export async function sessionOf(t: TestApp, person: Pick<TestPerson, 'email' | 'password'>): Promise<string> {
  const res = await signIn(t, person.email, person.password);
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res.cookie;
}

/** A GraphQL POST as the web app's page sends it: JSON, its Origin, its cookie. */
export async function browserGraphql<T = any>(
  t: TestApp,
  cookie: string | null,
  query: string,
  variables?: Record<string, unknown>,
  options: Omit<BrowserOptions, 'cookie'> = {},
): Promise<SessionResponse<T>> {
  return withCookie(
    await t.request<T>('POST', '/graphql', { body: { query, variables }, headers: browserHeaders(t, { ...options, cookie }) }),
  );
}

/** `POST /auth/login` from another loopback address (127.0.0.2), for the per-address throttle. */
export function signInFrom(
  t: TestApp,
  localAddress: string,
  email: string,
  password: string,
): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
  const url = new URL('/auth/login', t.baseUrl);
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Origin: t.baseUrl },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
