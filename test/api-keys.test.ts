import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

describe('API keys', () => {
  it('creates a key whose secret is shown once and works at once', async () => {
    const res = await t.request('POST', '/v1/api-keys', {
      key: org.testKey,
      body: { name: 'ERP sync', scopes: ['read:projects', 'write:projects'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mode: 'test', name: 'ERP sync', scopes: ['read:projects', 'write:projects'], revoked_at: null });
    expect(res.body.secret).toMatch(/^svc_test_[0-9A-Za-z]{32}$/);
    expect(res.body.last4).toBe(res.body.secret.slice(-4));
    expect((await t.request('GET', '/v1/projects', { key: res.body.secret })).status).toBe(200);
    const read = await t.request('GET', `/v1/api-keys/${res.body.id}`, { key: org.testKey });
    expect(read.body).not.toHaveProperty('secret');
    expect(read.body.last_used_at).not.toBeNull();
  });

  it('stores only a hash of the secret', async () => {
    const rows = await t.orm.em.getConnection().execute(`select * from api_keys where id = ?`, [org.testKeyId]);
    expect(JSON.stringify(rows)).not.toContain(org.testKey);
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the keys of the caller mode with pagination', async () => {
    const res = await t.request('GET', '/v1/api-keys?limit=1', { key: org.testKey });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.pagination.next_cursor).not.toBeNull();
    const all = await t.request('GET', '/v1/api-keys?limit=100', { key: org.testKey });
    const modes = new Set(all.body.data.map((k: { mode: string }) => k.mode));
    expect([...modes]).toEqual(['test']);
    expect(all.body.data.map((k: { id: string }) => k.id)).not.toContain(org.liveKeyId);
  });

  it('revokes a key: its next request is 401 api_key_revoked', async () => {
    const created = await t.request('POST', '/v1/api-keys', { key: org.testKey, body: { scopes: ['read:projects'] } });
    const del = await t.request('DELETE', `/v1/api-keys/${created.body.id}`, { key: org.testKey });
    expect(del.status).toBe(200);
    expect(del.body.revoked_at).not.toBeNull();
    const res = await t.request('GET', '/v1/projects', { key: created.body.secret });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('api_key_revoked');
  });

  it('lets any key revoke itself without manage:api-keys', async () => {
    const own = await t.createKey(org, 'test', ['read:projects']);
    const list = await t.request('GET', '/v1/api-keys', { key: own });
    expect(list.status).toBe(403);
    const me = (await t.request('GET', '/v1/api-keys?limit=100', { key: org.testKey })).body.data.find(
      (k: { last4: string }) => k.last4 === own.slice(-4),
    );
    const res = await t.request('DELETE', `/v1/api-keys/${me.id}`, { key: own });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/v1/projects', { key: own })).body.error.code).toBe('api_key_revoked');
  });

  it('refuses granting scopes the caller does not hold', async () => {
    const limited = await t.createKey(org, 'test', ['manage:api-keys', 'read:projects']);
    const res = await t.request('POST', '/v1/api-keys', { key: limited, body: { scopes: ['write:projects'] } });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:projects' } });
  });

  it('refuses a mode other than the caller’s, and unknown scopes', async () => {
    const res = await t.request('POST', '/v1/api-keys', { key: org.testKey, body: { mode: 'live', scopes: ['read:projects'] } });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors[0]).toMatchObject({ param: 'mode', code: 'mode_mismatch' });
    const bad = await t.request('POST', '/v1/api-keys', { key: org.testKey, body: { scopes: ['admin:everything'] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.errors[0].param).toBe('scopes[0]');
  });

  it("answers 404 for another organization's key", async () => {
    const other = await t.createOrg('Other');
    const res = await t.request('DELETE', `/v1/api-keys/${org.testKeyId}`, { key: other.testKey });
    expect(res.status).toBe(404);
    expect((await t.request('GET', '/v1/projects', { key: org.testKey })).status).toBe(200);
  });
});
