import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.js';
import { createOrm } from '../src/orm.js';
import { DEFAULT_RATE_LIMIT } from '../src/platform/config.js';
import { createLogger } from '../src/platform/logger.js';
import { type TestApp, type TestOrg, type TestResponse, countRows, startTestApp } from './helpers/harness.js';
import { checkedFetch } from './helpers/openapi.js';

/** Rate limits over HTTP (docs/api-conventions.md#rate-limits). */

describe('the rate-limit fields', () => {
  let t: TestApp;
  let org: TestOrg;

  beforeAll(async () => {
    t = await startTestApp({ rateLimit: DEFAULT_RATE_LIMIT });
    org = await t.createOrg('Headers');
  });
  afterAll(() => t?.close());

  const POLICY = '"default";q=100;w=2';
  const remainingOf = (res: TestResponse) => {
    const m = /^"default";r=(\d+);t=(\d+)$/.exec(res.headers.get('ratelimit') ?? '');
    if (!m) throw new Error(`no RateLimit field in ${res.status} ${res.text}`);
    return { r: Number(m[1]), t: Number(m[2]) };
  };

  it('are on every /v1 response of a key, whatever its status', async () => {
    const key = await t.createKey(org, 'test', ['read:projects', 'write:projects']);
    const project = (await t.request('POST', '/v1/projects', { key, body: { name: 'Headers' } })).body;
    const responses: Array<[number, TestResponse]> = [
      [200, await t.request('GET', `/v1/projects/${project.id}`, { key })],
      [201, await t.request('POST', '/v1/projects', { key, body: { name: 'Again' }, headers: { 'Idempotency-Key': 'h-1' } })],
      [201, await t.request('POST', '/v1/projects', { key, body: { name: 'Again' }, headers: { 'Idempotency-Key': 'h-1' } })],
      [200, await t.request('GET', '/v1/projects', { key })],
      [400, await t.request('POST', '/v1/projects', { key, raw: '{', headers: { 'Content-Type': 'application/json' } })],
      [400, await t.request('POST', '/v1/projects', { key, body: { name: 'x' }, headers: { 'Idempotency-Key': '' } })],
      [403, await t.request('GET', '/v1/providers', { key })],
      [404, await t.request('GET', '/v1/projects/prj_01m82wspwsrvme7f6aap7eh34s', { key })],
      [404, await t.request('GET', '/v1/nothing-here', { key })],
      [405, await t.request('PUT', '/v1/projects', { key, body: {} })],
      [409, await t.request('POST', `/v1/projects/${project.id}/restore`, { key })],
      [415, await t.request('POST', '/v1/projects', { key, raw: 'name=x', headers: { 'Content-Type': 'text/plain' } })],
      [422, await t.request('POST', '/v1/projects', { key, body: { name: '' } })],
    ];
    for (const [status, res] of responses) {
      expect(res.status, res.text).toBe(status);
      expect(res.headers.get('ratelimit-policy')).toBe(POLICY);
      // Between 0 and 100 requests left, full again within the 2 s window (the exact count is
      // checked below, with a bucket that does not refill while the test runs).
      const { r, t: reset } = remainingOf(res);
      expect(r).toBeLessThanOrEqual(100);
      expect(reset).toBeLessThanOrEqual(2);
    }
  });

  it('give the policy, but no bucket, to a request without a valid key', async () => {
    const res = await t.request('GET', '/v1/projects', { key: 'svc_test_0123456789abcdefghijABCDEFGHIJ01' });
    expect(res.status).toBe(401);
    expect(res.headers.get('ratelimit-policy')).toBe(POLICY);
    expect(res.headers.get('ratelimit')).toBeNull();
  });

  it('are on GraphQL responses to a key too', async () => {
    const key = await t.createKey(org, 'test', ['read:projects']);
    const res = await t.graphql(key, '{ projects(first: 1) { totalCount } }');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe(POLICY);
    expect(remainingOf(res).r).toBeLessThanOrEqual(100);
  });
});

describe('an empty bucket', () => {
  let t: TestApp;
  let org: TestOrg;
  // Practically no refill during the test: what is accepted is the burst.
  const policy = { perSecond: 0.01, burst: 5 };

  beforeAll(async () => {
    t = await startTestApp({ rateLimit: policy });
    org = await t.createOrg('Limited');
  });
  afterAll(() => t?.close());

  async function exhaust(key: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.request('GET', '/v1/projects', { key })).status);
    return statuses;
  }

  it('counts down the remaining requests in RateLimit, one per request', async () => {
    const key = await t.createKey(org, 'test', ['read:projects']);
    const fields: string[] = [];
    for (let i = 0; i < 6; i++) fields.push((await t.request('GET', '/v1/projects', { key })).headers.get('ratelimit')!);
    expect(fields.map((f) => Number(/r=(\d+)/.exec(f)![1]))).toEqual([4, 3, 2, 1, 0, 0]);
    // Seconds until full: one token is due every 100 s.
    expect(fields.map((f) => Number(/t=(\d+)/.exec(f)![1]))).toEqual([100, 200, 300, 400, 500, 500]);
  });

  it('answers 12 immediate requests with the burst of 5, then 429 rate_limited with Retry-After', async () => {
    const key = await t.createKey(org, 'test', ['read:projects']);
    expect(await exhaust(key)).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    const res = await t.request('GET', '/v1/projects', { key });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'rate_limited', param: null, details: { burst: 5, per_second: 0.01 } });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    // The next token is due in up to 100 s at 0.01 per second.
    expect(retryAfter).toBeGreaterThan(1);
    expect(retryAfter).toBeLessThanOrEqual(100);
    expect(res.body.error.details.retry_after).toBe(retryAfter);
    expect(res.headers.get('ratelimit')).toMatch(/^"default";r=0;t=\d+$/);
    expect(res.headers.get('ratelimit-policy')).toBe('"default";q=5;w=500');
    expect(res.headers.get('request-id')).toMatch(/^req_/);
  });

  it('refuses a write with 429 and changes nothing: no resource, no event, no stored Idempotency-Key', async () => {
    const key = await t.createKey(org, 'test', ['read:projects', 'write:projects']);
    await exhaust(key);
    const [projects, events, keys] = await Promise.all([countRows(t, 'projects'), countRows(t, 'events'), countRows(t, 'idempotency_keys')]);
    const res = await t.request('POST', '/v1/projects', { key, body: { name: 'Refused' }, headers: { 'Idempotency-Key': 'refused-1' } });
    expect(res.status).toBe(429);
    expect(await countRows(t, 'projects')).toBe(projects);
    expect(await countRows(t, 'events')).toBe(events);
    expect(await countRows(t, 'idempotency_keys')).toBe(keys);
  });

  it('limits each key on its own, and GraphQL spends the same bucket', async () => {
    const key = await t.createKey(org, 'test', ['read:projects']);
    await exhaust(key);
    const gql = await t.graphql(key, '{ projects(first: 1) { totalCount } }');
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('rate_limited');
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await t.createKey(org, 'test', ['read:projects']);
    expect((await t.request('GET', '/v1/projects', { key: other })).status).toBe(200);
  });

  it('is shared by every server over the database: another replica refuses the same key', async () => {
    const key = await t.createKey(org, 'test', ['read:projects']);
    await exhaust(key);
    const orm = await createOrm(t.databaseUrl);
    let replica: App | null = null;
    try {
      replica = await createApp(orm, createLogger('silent'), { rateLimit: policy });
      const server = await replica.listen(0, '127.0.0.1');
      const { port } = server.address() as { port: number };
      const res = await checkedFetch(`http://127.0.0.1:${port}/v1/projects`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(429);
      const fresh = await t.createKey(org, 'test', ['read:projects']);
      const ok = await checkedFetch(`http://127.0.0.1:${port}/v1/projects`, { headers: { Authorization: `Bearer ${fresh}` } });
      expect(ok.status).toBe(200);
    } finally {
      await replica?.close();
      await orm.close();
    }
  });
});
