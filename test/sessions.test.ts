import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configurePeopleRuntime, resetPeopleRuntime } from '../src/people/people-runtime.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { type TestPerson, browserGraphql, createPerson, sessionOf, signIn, signInFrom } from './helpers/people.js';

let t: TestApp;
let org: TestOrg;
let owner: TestPerson;

beforeAll(async () => {
  resetPeopleRuntime();
  t = await startTestApp();
  org = await t.createOrg('Sesiones SL');
  owner = await createPerson(t, org, 'owner');
});
afterAll(async () => {
  await t?.close();
  resetPeopleRuntime();
});
// Every test starts with a clean throttle (all requests come from 127.0.0.1).
afterEach(() => sql(`delete from login_failures`));

function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

const VIEWER = `{ viewer { organizationId livemode role actor { type id } user { id email } organization { id name } } }`;

describe('signing in and out', () => {
  it('answers 200 {user, memberships} and sets an HttpOnly, SameSite=Lax, Path=/ session cookie that GraphQL accepts', async () => {
    const res = await signIn(t, owner.email, owner.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: owner.userId, email: owner.email, name: expect.any(String), created_at: expect.any(String) },
      memberships: [
        expect.objectContaining({
          id: owner.membershipId,
          role: 'owner',
          organization: expect.objectContaining({ id: org.id, name: 'Sesiones SL' }),
        }),
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/);
    expect(res.cookie).toMatch(/^svc_sess_[0-9A-Za-z]{40}$/);
    const attributes = res.setCookie!.split(';').map((a) => a.trim());
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${30 * 86400}`]));
    // Served over plain HTTP to an http:// page: not Secure (the browser would drop it).
    expect(attributes).not.toContain('Secure');
    expect(res.headers.get('cache-control')).toBe('no-store');

    const viewer = await browserGraphql(t, res.cookie, VIEWER);
    expect(viewer.status).toBe(200);
    expect(viewer.body.data.viewer).toEqual({
      organizationId: org.id,
      livemode: true,
      role: 'OWNER',
      actor: { type: 'USER', id: owner.userId },
      user: { id: owner.userId, email: owner.email },
      organization: { id: org.id, name: 'Sesiones SL' },
    });
    // Only the token's hash is stored.
    const rows = await sql(`select token_hash from sessions where user_id = ?`, [owner.userId]);
    expect(rows.map((r) => r.token_hash)).not.toContain(res.cookie);
    expect(JSON.stringify(rows)).not.toContain(res.cookie!);
  });

  it('marks the cookie Secure when the signing-in page is served over HTTPS', async () => {
    configurePeopleRuntime({ appOrigins: ['https://app.example.com'] });
    try {
      const res = await signIn(t, owner.email, owner.password, { origin: 'https://app.example.com' });
      expect(res.status).toBe(200);
      expect(res.setCookie).toMatch(/; Secure$/);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    } finally {
      configurePeopleRuntime({ appOrigins: [] });
    }
  });

  it('answers the same 401 invalid_credentials for an unknown e-mail and a wrong password, and sets no cookie', async () => {
    const unknown = await signIn(t, 'nobody@example.com', owner.password);
    const wrong = await signIn(t, owner.email, 'not the password at all');
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.cookie).toBeNull();
      expect(res.body.error).toMatchObject({ code: 'invalid_credentials', param: null, details: {} });
    }
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
    // The address is compared as typed by people: case and spaces do not matter.
    expect((await signIn(t, `  ${owner.email.toUpperCase()} `, owner.password)).status).toBe(200);
  });

  it('refuses a malformed sign-in body with the documented errors and starts no session', async () => {
    const before = await countRows(t, 'sessions');
    const missing = await t.request('POST', '/auth/login', { body: { email: owner.email }, headers: { Origin: t.baseUrl } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.errors).toEqual([expect.objectContaining({ param: 'password', code: 'required' })]);
    const extra = await t.request('POST', '/auth/login', {
      body: { email: owner.email, password: owner.password, remember: true },
      headers: { Origin: t.baseUrl },
    });
    expect(extra.status).toBe(422);
    const get = await t.request('GET', '/auth/login', { headers: { Origin: t.baseUrl } });
    expect([get.status, get.body.error.code]).toEqual([405, 'method_not_allowed']);
    expect((await t.request('POST', '/auth/nope', { headers: { Origin: t.baseUrl } })).status).toBe(404);
    expect(await countRows(t, 'sessions')).toBe(before);
  });

  it('logs out: the session ends, the cookie is cleared, and the old cookie no longer works', async () => {
    const cookie = await sessionOf(t, owner);
    expect((await browserGraphql(t, cookie, VIEWER)).status).toBe(200);
    const out = await t.request('POST', '/auth/logout', { headers: { Origin: t.baseUrl, Cookie: `cc_session=${cookie}` } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^cc_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    const after = await browserGraphql(t, cookie, VIEWER);
    expect(after.status).toBe(401);
    expect(after.body.errors[0].extensions.code).toBe('unauthenticated');
    expect(after.setCookie).toMatch(/Max-Age=0/);
    // Logging out without a session is fine too.
    expect((await t.request('POST', '/auth/logout', { headers: { Origin: t.baseUrl } })).status).toBe(204);
  });

  it('signing in again from the same browser ends its previous session', async () => {
    const first = await sessionOf(t, owner);
    const again = await signIn(t, owner.email, owner.password, { cookie: first });
    expect(again.status).toBe(200);
    expect((await browserGraphql(t, first, VIEWER)).status).toBe(401);
    expect((await browserGraphql(t, again.cookie, VIEWER)).status).toBe(200);
  });
});

describe('session expiry (time moved in SQL)', () => {
  const idle = (cookie: string, interval: string) =>
    sql(`update sessions set last_seen_at = now() - ?::interval where token_hash = encode(sha256(?::bytea), 'hex')`, [interval, cookie]);

  it('ends a session unused for SESSION_IDLE_HOURS (12), and keeps one used just within', async () => {
    const cookie = await sessionOf(t, owner);
    await idle(cookie, '11 hours 59 minutes');
    expect((await browserGraphql(t, cookie, VIEWER)).status).toBe(200);
    // That use counted: the session is fresh again.
    const [row] = await sql(`select now() - last_seen_at < interval '1 minute' as fresh from sessions where token_hash = encode(sha256(?::bytea), 'hex')`, [cookie]);
    expect(row.fresh).toBe(true);
    await idle(cookie, '12 hours 1 minute');
    const res = await browserGraphql(t, cookie, VIEWER);
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toMatchObject({ message: 'Your session has ended: sign in again.', extensions: { code: 'unauthenticated' } });
  });

  it('ends a session SESSION_MAX_DAYS (30) after sign-in however much it is used', async () => {
    const cookie = await sessionOf(t, owner);
    const age = (interval: string) =>
      sql(`update sessions set created_at = now() - ?::interval, last_seen_at = now() where token_hash = encode(sha256(?::bytea), 'hex')`, [
        interval,
        cookie,
      ]);
    await age('29 days 23 hours');
    expect((await browserGraphql(t, cookie, VIEWER)).status).toBe(200);
    await age('30 days 1 minute');
    expect((await browserGraphql(t, cookie, VIEWER)).status).toBe(401);
  });

  it('reads the lifetimes from the runtime configuration', async () => {
    const cookie = await sessionOf(t, owner);
    await idle(cookie, '2 hours');
    configurePeopleRuntime({ sessionIdleHours: 1 });
    try {
      expect((await browserGraphql(t, cookie, VIEWER)).status).toBe(401);
    } finally {
      configurePeopleRuntime({ sessionIdleHours: 12 });
    }
  });
});

describe('where a session cookie is accepted', () => {
  it('is ignored on /v1: a request with only the cookie is 401, with a key it acts as the key', async () => {
    const cookie = await sessionOf(t, owner);
    const res = await t.request('GET', '/v1/projects', { headers: { Cookie: `cc_session=${cookie}`, Origin: t.baseUrl } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
    const created = await t.request('POST', '/v1/projects', {
      key: org.testKey,
      body: { name: 'Con clave' },
      headers: { Cookie: `cc_session=${cookie}` },
    });
    expect(created.status).toBe(201);
    const events = await t.request('GET', '/v1/events?type=project.created', { key: org.testKey });
    expect(events.body.data[0].actor).toEqual({ type: 'api_key', id: org.testKeyId });
  });

  it('refuses a cookie request from another origin with 403 invalid_origin, and changes nothing', async () => {
    const cookie = await sessionOf(t, owner);
    const before = await countRows(t, 'projects');
    const res = await browserGraphql(t, cookie, `mutation { createProject(input: { name: "CSRF" }) { id } }`, undefined, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'invalid_origin' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // `null` (sandboxed frames) is no origin of ours either.
    expect((await browserGraphql(t, cookie, VIEWER, undefined, { origin: 'null' })).status).toBe(403);
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('refuses a state-changing cookie request without Origin', async () => {
    const cookie = await sessionOf(t, owner);
    const before = await countRows(t, 'projects');
    const res = await browserGraphql(t, cookie, `mutation { createProject(input: { name: "Sin origen" }) { id } }`, undefined, {
      origin: null,
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].extensions.code).toBe('invalid_origin');
    const signInWithout = await signIn(t, owner.email, owner.password, { origin: null });
    expect([signInWithout.status, signInWithout.body.error.code, signInWithout.cookie]).toEqual([403, 'invalid_origin', null]);
    const signInForeign = await signIn(t, owner.email, owner.password, { origin: 'https://evil.example' });
    expect([signInForeign.status, signInForeign.body.error.code]).toEqual([403, 'invalid_origin']);
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('refuses a simple-content-type POST (what a cross-site form can send), on GraphQL and on sign-in', async () => {
    const cookie = await sessionOf(t, owner);
    const before = await countRows(t, 'projects');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.request('POST', '/graphql', {
        raw: JSON.stringify({ query: 'mutation { createProject(input: { name: "Form" }) { id } }' }),
        headers: { 'Content-Type': type, Cookie: `cc_session=${cookie}`, Origin: t.baseUrl },
      });
      expect(res.status).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    }
    const form = await t.request('POST', '/auth/login', {
      raw: `email=${encodeURIComponent(owner.email)}&password=${encodeURIComponent(owner.password)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: t.baseUrl },
    });
    expect([form.status, form.headers.get('set-cookie')]).toEqual([415, null]);
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it("keeps Apollo's CSRF prevention: a GET query with the cookie and no preflight header is refused", async () => {
    const cookie = await sessionOf(t, owner);
    const url = `${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { livemode } }')}`;
    const refused = await fetch(url, { headers: { Cookie: `cc_session=${cookie}` } });
    expect(refused.status).toBe(400);
    const allowed = await fetch(url, { headers: { Cookie: `cc_session=${cookie}`, 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
  });

  it('answers CORS preflights for APP_ORIGINS only', async () => {
    configurePeopleRuntime({ appOrigins: ['https://app.example.com'] });
    try {
      const preflight = (origin: string) =>
        fetch(`${t.baseUrl}/graphql`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
        });
      const ok = await preflight('https://app.example.com');
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      const foreign = await preflight('https://evil.example');
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

      const cookie = await sessionOf(t, owner);
      const fromApp = await browserGraphql(t, cookie, VIEWER, undefined, { origin: 'https://app.example.com' });
      expect(fromApp.status).toBe(200);
    } finally {
      configurePeopleRuntime({ appOrigins: [] });
    }
  });

  it('answers 401 to GraphQL without a cookie or key, except for the operations open to everyone', async () => {
    const res = await browserGraphql(t, null, VIEWER);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('unauthenticated');
    const sneaky = await browserGraphql(t, null, `mutation { requestPasswordReset(email: "a@example.com") createProject(input: { name: "X" }) { id } }`);
    expect(sneaky.status).toBe(401);
    const viaFragment = await browserGraphql(t, null, `query { ...F } fragment F on Query { organization { id } }`);
    expect(viaFragment.status).toBe(401);
    const open = await browserGraphql(t, null, `mutation { requestPasswordReset(email: "nobody@example.com") }`);
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual({ requestPasswordReset: true });
  });
});

describe('one organization and one mode at a time', () => {
  it('switches organization among the memberships, and mode, and the data follows', async () => {
    const other = await t.createOrg('Otra Obra SA');
    const person = await createPerson(t, org, 'site_manager');
    await sql(`insert into memberships (id, organization_id, user_id, role, created_at, updated_at) values (?, ?, ?, 'viewer', now(), now())`, [
      'mem_01kz0000000000000000000000',
      other.id,
      person.userId,
    ]);
    await t.request('POST', '/v1/projects', { key: org.liveKey, body: { name: 'Viva en Sesiones' } });
    await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: 'Prueba en Sesiones' } });
    await t.request('POST', '/v1/projects', { key: other.liveKey, body: { name: 'Viva en Otra' } });
    const cookie = await sessionOf(t, person);
    const names = async () =>
      ((await browserGraphql(t, cookie, `{ projects(q: "en") { nodes { name } } }`)).body.data.projects.nodes as Array<{ name: string }>).map(
        (p) => p.name,
      );

    const start = await browserGraphql(t, cookie, `{ viewer { organizationId livemode role memberships { role organization { id } } } }`);
    expect(start.body.data.viewer).toEqual({
      organizationId: org.id,
      livemode: true,
      role: 'SITE_MANAGER',
      memberships: [
        { role: 'SITE_MANAGER', organization: { id: org.id } },
        { role: 'VIEWER', organization: { id: other.id } },
      ],
    });
    expect(await names()).toEqual(['Viva en Sesiones']);

    const test = await browserGraphql(t, cookie, `mutation { setLivemode(livemode: false) { livemode organizationId } }`);
    expect(test.body.data.setLivemode).toEqual({ livemode: false, organizationId: org.id });
    expect(await names()).toEqual(['Prueba en Sesiones']);
    await browserGraphql(t, cookie, `mutation { setLivemode(livemode: true) { livemode } }`);

    const switched = await browserGraphql(t, cookie, `mutation($id: ID!) { switchOrganization(id: $id) { organizationId livemode role scopes organization { name } } }`, {
      id: other.id,
    });
    expect(switched.body.data.switchOrganization).toMatchObject({
      organizationId: other.id,
      livemode: true,
      role: 'VIEWER',
      organization: { name: 'Otra Obra SA' },
    });
    expect(switched.body.data.switchOrganization.scopes).not.toContain('write:projects');
    expect(await names()).toEqual(['Viva en Otra']);
    // The role follows the organization: a viewer there.
    const denied = await browserGraphql(t, cookie, `mutation { createProject(input: { name: "No" }) { id } }`);
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:projects' } });
  });

  it('answers not_found for an organization the person does not belong to, and changes nothing', async () => {
    const stranger = await t.createOrg('Ajena');
    const cookie = await sessionOf(t, owner);
    for (const id of [stranger.id, 'org_nope']) {
      const res = await browserGraphql(t, cookie, `mutation($id: ID!) { switchOrganization(id: $id) { organizationId } }`, { id });
      expect(res.body.errors[0].extensions.code).toBe('not_found');
    }
    expect((await browserGraphql(t, cookie, VIEWER)).body.data.viewer.organizationId).toBe(org.id);
  });

  it('refuses switching with an API key (keys belong to one organization and mode)', async () => {
    const res = await t.graphql(org.testKey, `mutation { setLivemode(livemode: true) { livemode } }`);
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    const viewer = await t.graphql(org.testKey, `{ viewer { livemode actor { type id } user { id } role memberships { id } organization { id } } }`);
    expect(viewer.body.data.viewer).toEqual({
      livemode: false,
      actor: { type: 'API_KEY', id: org.testKeyId },
      user: null,
      role: null,
      memberships: null,
      organization: { id: org.id },
    });
  });
});

describe('sign-in throttle', () => {
  it('answers 429 rate_limited with Retry-After after 10 failures for one e-mail, even with the right password', async () => {
    const person = await createPerson(t, org, 'viewer');
    // From two addresses, 5 each: only the e-mail reaches 10.
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom(t, i % 2 ? '127.0.0.3' : '127.0.0.4', person.email, `wrong password ${i}`)).status).toBe(401);
    }
    const blocked = await signIn(t, person.email, person.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(blocked.cookie).toBeNull();
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The e-mail is throttled from any address; other e-mails are not.
    expect((await signInFrom(t, '127.0.0.2', person.email, person.password)).status).toBe(429);
    expect((await signIn(t, owner.email, owner.password)).status).toBe(200);

    // Once the oldest of the 10 leaves the 15-minute window (moved in SQL), it works again.
    await sql(`update login_failures set created_at = now() - interval '16 minutes' where id = (select min(id) from login_failures)`);
    expect((await signIn(t, person.email, person.password)).status).toBe(200);
  });

  it('answers 429 after 10 failures from one client address, whatever the e-mails', async () => {
    const person = await createPerson(t, org, 'viewer');
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom(t, '127.0.0.2', `nobody${i}@example.com`, 'whatever password')).status).toBe(401);
    }
    const blocked = await signInFrom(t, '127.0.0.2', person.email, person.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other clients are not affected.
    expect((await signIn(t, person.email, person.password)).status).toBe(200);
    const [counted] = await sql(`select count(*)::int as n from login_failures where client_address = '127.0.0.2'`);
    expect(counted.n).toBe(10);
    // What was typed as the address is kept only as a hash (it may be a password typed in the wrong box).
    expect(JSON.stringify(await sql(`select * from login_failures`))).not.toContain('nobody');
  });
});
