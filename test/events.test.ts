import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/events/event.service.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

describe('events log', () => {
  it('records every change with its type and a snapshot equal to GET', async () => {
    const own = await t.createOrg('Events');
    const k = own.testKey;
    const p = (await t.request('POST', '/v1/projects', { key: k, body: { name: 'E' } })).body;
    await t.request('PATCH', `/v1/projects/${p.id}`, { key: k, body: { status: 'finished' } });
    await t.request('PATCH', `/v1/projects/${p.id}`, { key: k, body: { name: 'E2' } });
    await t.request('DELETE', `/v1/projects/${p.id}`, { key: k });
    const v = (await t.request('POST', '/v1/providers', { key: k, body: { name: 'V', nif: 'GB123456789' } })).body;
    await t.request('PATCH', `/v1/providers/${v.id}`, { key: k, body: { name: 'V2' } });
    const current = (await t.request('GET', `/v1/providers/${v.id}`, { key: k })).body;
    await t.request('DELETE', `/v1/providers/${v.id}`, { key: k });

    const res = await t.request('GET', '/v1/events', { key: k });
    expect(res.status).toBe(200);
    const types = res.body.data.map((e: { type: string }) => e.type).reverse();
    expect(types).toEqual([
      'project.created',
      'project.finished',
      'project.updated',
      'project.archived',
      'provider.created',
      'provider.updated',
      'provider.deleted',
    ]);
    const archived = res.body.data.find((e: { type: string }) => e.type === 'project.archived');
    expect(archived.data.object).toEqual((await t.request('GET', `/v1/projects/${p.id}`, { key: k })).body);
    const deleted = res.body.data.find((e: { type: string }) => e.type === 'provider.deleted');
    expect(deleted.data.object).toEqual(current);
    for (const e of res.body.data) {
      expect(e).toMatchObject({ organization_id: own.id, livemode: false });
      expect(e.id).toMatch(/^evt_/);
      expect(e.created_at).toMatch(/\.\d{3}Z$/);
    }
    const one = await t.request('GET', `/v1/events/${archived.id}`, { key: k });
    expect(one.body).toEqual(archived);
  });

  it('filters by type and refuses unknown types', async () => {
    const res = await t.request('GET', '/v1/events?type=project.created', { key: org.testKey });
    expect(res.status).toBe(200);
    expect(res.body.data.every((e: { type: string }) => e.type === 'project.created')).toBe(true);
    expect((await t.request('GET', '/v1/events?type=project.exploded', { key: org.testKey })).status).toBe(422);
  });

  it('writes nothing when the change rolls back', async () => {
    const em = t.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        await recordEvent(tx, { organizationId: org.id, livemode: false }, 'project.updated', { id: 'prj_rollback' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await t.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from events where data->'object'->>'id' = 'prj_rollback'`);
    expect(rows[0].n).toBe(0);
  });

  it('hides events older than 30 days and those of other modes and organizations', async () => {
    const own = await t.createOrg('Old');
    const p = (await t.request('POST', '/v1/projects', { key: own.testKey, body: { name: 'Old' } })).body;
    const list = (await t.request('GET', '/v1/events', { key: own.testKey })).body.data;
    const id = list[0].id;
    expect((await t.request('GET', `/v1/events/${id}`, { key: own.liveKey })).status).toBe(404);
    expect((await t.request('GET', `/v1/events/${id}`, { key: org.testKey })).status).toBe(404);
    await t.orm.em.getConnection().execute(`update events set created_at = now() - interval '31 days' where id = ?`, [id]);
    expect((await t.request('GET', `/v1/events/${id}`, { key: own.testKey })).status).toBe(404);
    expect((await t.request('GET', '/v1/events', { key: own.testKey })).body.data).toEqual([]);
    expect(p.id).toMatch(/^prj_/);
  });

  it('requires read:events', async () => {
    const k = await t.createKey(org, 'test', ['read:projects']);
    const res = await t.request('GET', '/v1/events', { key: k });
    expect(res.status).toBe(403);
    expect(res.body.error.details.required_scope).toBe('read:events');
  });
});
