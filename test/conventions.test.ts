import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerError } from '../rest-facade/middleware/errors.js';
import { assignRequestId } from '../rest-facade/middleware/request-id.js';
import { createLogger } from '../src/platform/logger.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

function expectError(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error).toHaveProperty('param');
  expect(res.body.error).toHaveProperty('details');
  expect(res.body.error.request_id).toMatch(/^req_/);
  expect(res.headers.get('request-id')).toBe(res.body.error.request_id);
}

describe('health', () => {
  it('answers /healthz and /readyz without a key', async () => {
    expect((await t.request('GET', '/healthz')).status).toBe(200);
    const ready = await t.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});

describe('authentication', () => {
  it('refuses a request without Authorization as unauthenticated', async () => {
    expectError(await t.request('GET', '/v1/projects'), 401, 'unauthenticated');
  });

  it('refuses a garbled Authorization header as unauthenticated', async () => {
    const res = await t.request('GET', '/v1/projects', { headers: { Authorization: `Basic ${org.testKey}` } });
    expectError(res, 401, 'unauthenticated');
  });

  it('refuses an unknown key as invalid_api_key', async () => {
    expectError(await t.request('GET', '/v1/projects', { key: 'svc_test_' + 'A'.repeat(32) }), 401, 'invalid_api_key');
    expectError(await t.request('GET', '/v1/projects', { key: 'sk_live_nope' }), 401, 'invalid_api_key');
  });
});

describe('request ids and routing', () => {
  it('puts a Request-Id on successful responses', async () => {
    const res = await t.request('GET', '/v1/projects', { key: org.testKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('request-id')).toMatch(/^req_[0-9a-z]{26}$/);
  });

  it('answers an unknown route with 404 not_found', async () => {
    expectError(await t.request('GET', '/v1/nope', { key: org.testKey }), 404, 'not_found');
    expectError(await t.request('GET', '/elsewhere', { key: org.testKey }), 404, 'not_found');
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const res = await t.request('PUT', '/v1/projects', { key: org.testKey, body: {} });
    expectError(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(res.body.error.details.allowed).toEqual(['GET', 'POST']);
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400 invalid_json and creates nothing', async () => {
    const before = await countRows(t, 'projects');
    const res = await t.request('POST', '/v1/projects', {
      key: org.testKey,
      raw: '{"name": "x",',
      headers: { 'Content-Type': 'application/json' },
    });
    expectError(res, 400, 'invalid_json');
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('refuses a body that is not a JSON object with 400 invalid_request', async () => {
    const res = await t.request('POST', '/v1/projects', { key: org.testKey, body: ['name'] });
    expectError(res, 400, 'invalid_request');
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await t.request('POST', '/v1/projects', {
      key: org.testKey,
      raw: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415, 'unsupported_media_type');
  });

  it('refuses a 2 MB body with 413 and creates nothing', async () => {
    const before = await countRows(t, 'projects');
    const res = await t.request('POST', '/v1/projects', {
      key: org.testKey,
      body: { name: 'big', address: 'x'.repeat(2 * 1024 * 1024) },
    });
    expectError(res, 413, 'payload_too_large');
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('lists every problem of a body at once in a 422', async () => {
    const before = await countRows(t, 'projects');
    const res = await t.request('POST', '/v1/projects', {
      key: org.testKey,
      body: { name: 42, start_date: '2026-02-30', client_email: 'not-mail', colour: 'red', id: 'prj_x' },
    });
    expectError(res, 422, 'validation_failed');
    const errors = res.body.error.details.errors as Array<{ param: string; code: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ param: 'name', code: 'invalid_type' }),
        expect.objectContaining({ param: 'start_date', code: 'invalid_date' }),
        expect.objectContaining({ param: 'client_email', code: 'invalid_email' }),
        expect.objectContaining({ param: 'colour', code: 'unknown_field' }),
        expect.objectContaining({ param: 'id', code: 'read_only_field' }),
      ]),
    );
    expect(errors).toHaveLength(5);
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('names a missing required field', async () => {
    const res = await t.request('POST', '/v1/projects', { key: org.testKey, body: {} });
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ param: 'name', code: 'required' })]);
  });
});

describe('query strings and pagination', () => {
  it.each(['0', '101', '-1', 'ten', '2.5'])('refuses limit=%s with 422', async (limit) => {
    const res = await t.request('GET', `/v1/projects?limit=${limit}`, { key: org.testKey });
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.param).toBe('limit');
  });

  it('refuses a garbage cursor with 400 invalid_cursor', async () => {
    expectError(await t.request('GET', '/v1/projects?cursor=garbage', { key: org.testKey }), 400, 'invalid_cursor');
  });

  it('refuses a tampered cursor with 400 invalid_cursor', async () => {
    for (let i = 0; i < 3; i++) await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: `p${i}` } });
    const page = await t.request('GET', '/v1/projects?limit=1', { key: org.testKey });
    const cursor: string = page.body.pagination.next_cursor;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    decoded[0] = '2000-01-01T00:00:00.000Z';
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64url');
    expectError(await t.request('GET', `/v1/projects?cursor=${tampered}`, { key: org.testKey }), 400, 'invalid_cursor');
  });

  it('refuses a cursor of another list', async () => {
    await t.request('POST', '/v1/providers', { key: org.testKey, body: { name: 'A', nif: 'GB123456789' } });
    await t.request('POST', '/v1/providers', { key: org.testKey, body: { name: 'B', nif: 'GB123456788' } });
    const page = await t.request('GET', '/v1/providers?limit=1', { key: org.testKey });
    const res = await t.request('GET', `/v1/projects?cursor=${page.body.pagination.next_cursor}`, { key: org.testKey });
    expectError(res, 400, 'invalid_cursor');
  });

  it('refuses unknown query parameters with 422', async () => {
    const res = await t.request('GET', '/v1/projects?sort=name', { key: org.testKey });
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.details.errors[0]).toMatchObject({ param: 'sort', code: 'unknown_field' });
    const one = await t.request('GET', '/v1/projects/prj_x?expand=all', { key: org.testKey });
    expectError(one, 422, 'validation_failed');
  });

  it('refuses a repeated query parameter with 422', async () => {
    const res = await t.request('GET', '/v1/projects?status=draft&status=finished', { key: org.testKey });
    expectError(res, 422, 'validation_failed');
  });
});

describe('internal errors', () => {
  it('answers 500 internal_error without internals', async () => {
    const koa = new Koa();
    const logger = createLogger('silent');
    // What createApp's first layer does with an error a handler throws.
    koa.use(async (ctx, next) => {
      assignRequestId(ctx);
      try {
        await next();
      } catch (caught) {
        answerError(ctx, caught, logger);
      }
    });
    koa.use(() => {
      throw new Error('select * from secrets where password = 42');
    });
    const server = koa.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/x`);
    const text = await res.text();
    server.close();
    expect(res.status).toBe(500);
    expect(JSON.parse(text).error.code).toBe('internal_error');
    expect(text).not.toMatch(/select|secrets|at .*\.ts/);
  });
});
