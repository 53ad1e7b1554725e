import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

const create = async (body: Record<string, unknown>, key = org.testKey) => {
  const res = await t.request('POST', '/v1/projects', { key, body });
  return res;
};

async function eventsOf(key: string, type: string) {
  const res = await t.request('GET', `/v1/events?type=${type}&limit=100`, { key });
  expect(res.status).toBe(200);
  return res.body.data as Array<{ id: string; type: string; data: { object: any; previous_attributes?: any } }>;
}

describe('creating and reading projects', () => {
  it('creates a project in draft with the fields sent and records project.created', async () => {
    const res = await create({
      name: 'Reforma Nave',
      address: 'Polígono Sur 4',
      start_date: '2026-03-01',
      end_date: '2026-09-30',
      client_name: 'Logística Ñandú SL',
      client_nif: 'B12345674',
      client_email: 'obras@nandu.example',
      client_phone: '+34 600 000 000',
      client_address: 'Calle Real 2',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Reforma Nave', status: 'draft', start_date: '2026-03-01', end_date: '2026-09-30' });
    expect(res.body.id).toMatch(/^prj_/);
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const got = await t.request('GET', `/v1/projects/${res.body.id}`, { key: org.testKey });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    const created = (await eventsOf(org.testKey, 'project.created')).find((e) => e.data.object.id === res.body.id);
    expect(created?.data.object).toEqual(got.body);
  });

  it('refuses an end date before the start date', async () => {
    const res = await create({ name: 'X', start_date: '2026-05-02', end_date: '2026-05-01' });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors[0]).toMatchObject({ param: 'end_date', code: 'invalid_date_range' });
  });

  it('refuses an empty name and a status on create', async () => {
    const res = await create({ name: '   ', status: 'finished' });
    expect(res.status).toBe(422);
    const params = res.body.error.details.errors.map((e: { param: string }) => e.param).sort();
    expect(params).toEqual(['name', 'status']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.request('GET', '/v1/projects/prj_01jd000000000000000000000', { key: org.testKey })).status).toBe(404);
    const res = await t.request('GET', '/v1/projects/whatever', { key: org.testKey });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('listing projects', () => {
  it('pages through every project with opaque cursors, newest first, across 3 pages', async () => {
    const own = await t.createOrg('Paging');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await create({ name: `Obra ${i}` }, own.testKey)).body.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const path: string = `/v1/projects?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.request('GET', path, { key: own.testKey });
      expect(res.status).toBe(200);
      expect(res.body.pagination.limit).toBe(3);
      seen.push(...res.body.data.map((p: { id: string }) => p.id));
      cursor = res.body.pagination.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('defaults to 25 per page', async () => {
    const res = await t.request('GET', '/v1/projects', { key: org.testKey });
    expect(res.body.pagination.limit).toBe(25);
  });

  it('searches name, address and client case- and accent-insensitively', async () => {
    const own = await t.createOrg('Search');
    const a = (await create({ name: 'Rehabilitación Edificio Olivo', address: 'Avda. Andalucía 3' }, own.testKey)).body;
    const b = (await create({ name: 'Nave', client_name: 'Construcciones PEÑA' }, own.testKey)).body;
    await create({ name: 'Otra cosa' }, own.testKey);
    const q = async (term: string) =>
      (await t.request('GET', `/v1/projects?q=${encodeURIComponent(term)}`, { key: own.testKey })).body.data.map(
        (p: { id: string }) => p.id,
      );
    expect(await q('REHABILITACION')).toEqual([a.id]);
    expect(await q('andalucia')).toEqual([a.id]);
    expect(await q('pena')).toEqual([b.id]);
    expect(await q('100%')).toEqual([]);
  });

  it('filters by status and leaves archived projects out unless asked for', async () => {
    const own = await t.createOrg('Status');
    const draft = (await create({ name: 'D' }, own.testKey)).body;
    const running = (await create({ name: 'R' }, own.testKey)).body;
    await t.request('PATCH', `/v1/projects/${running.id}`, { key: own.testKey, body: { status: 'in_progress' } });
    const gone = (await create({ name: 'A' }, own.testKey)).body;
    await t.request('DELETE', `/v1/projects/${gone.id}`, { key: own.testKey });
    const ids = async (query: string) =>
      (await t.request('GET', `/v1/projects${query}`, { key: own.testKey })).body.data.map((p: { id: string }) => p.id);
    expect(await ids('')).toEqual([running.id, draft.id]);
    expect(await ids('?status=in_progress')).toEqual([running.id]);
    expect(await ids('?status=archived')).toEqual([gone.id]);
    const bad = await t.request('GET', '/v1/projects?status=closed', { key: own.testKey });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.errors[0]).toMatchObject({ param: 'status', code: 'invalid_value' });
  });
});

describe('updating projects', () => {
  it('changes only the fields sent and records project.updated with previous_attributes', async () => {
    const p = (await create({ name: 'Antes', address: 'Calle 1', client_name: 'Cliente' })).body;
    const res = await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { name: 'Después', address: null } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Después', address: null, client_name: 'Cliente', status: 'draft' });
    expect(res.body.updated_at >= p.updated_at).toBe(true);
    const event = (await eventsOf(org.testKey, 'project.updated')).find((e) => e.data.object.id === p.id)!;
    expect(event.data.previous_attributes).toEqual({ name: 'Antes', address: 'Calle 1' });
    expect(event.data.object).toEqual((await t.request('GET', `/v1/projects/${p.id}`, { key: org.testKey })).body);
  });

  it('moves between draft, in_progress and finished, recording project.finished', async () => {
    const p = (await create({ name: 'Estados' })).body;
    for (const status of ['in_progress', 'draft', 'finished', 'in_progress', 'finished']) {
      const res = await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const finished = (await eventsOf(org.testKey, 'project.finished')).filter((e) => e.data.object.id === p.id);
    expect(finished).toHaveLength(2);
    expect(finished[0].data.previous_attributes).toEqual({ status: 'in_progress' });
  });

  it('refuses archiving through PATCH', async () => {
    const p = (await create({ name: 'No' })).body;
    const res = await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { status: 'archived' } });
    expect(res.status).toBe(422);
    expect(res.body.error.param).toBe('status');
  });

  it('refuses a date range that the patch would break, changing nothing', async () => {
    const p = (await create({ name: 'Fechas', start_date: '2026-01-01', end_date: '2026-12-31' })).body;
    const res = await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { start_date: '2027-01-01' } });
    expect(res.status).toBe(422);
    expect((await t.request('GET', `/v1/projects/${p.id}`, { key: org.testKey })).body.start_date).toBe('2026-01-01');
  });

  it('records nothing for a patch that changes nothing', async () => {
    const p = (await create({ name: 'Igual' })).body;
    const before = await countRows(t, 'events');
    const res = await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { name: 'Igual' } });
    expect(res.status).toBe(200);
    expect(await countRows(t, 'events')).toBe(before);
  });

  it('refuses a status change of an archived project with 409', async () => {
    const p = (await create({ name: 'Archivado' })).body;
    await t.request('DELETE', `/v1/projects/${p.id}`, { key: org.testKey });
    const res = await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { status: 'draft' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'invalid_state_transition', details: { from: 'archived', to: 'draft' } });
  });
});

describe('archiving and restoring', () => {
  it('archives on DELETE, answers the archived project, and restores to the previous status', async () => {
    const p = (await create({ name: 'Ciclo' })).body;
    await t.request('PATCH', `/v1/projects/${p.id}`, { key: org.testKey, body: { status: 'in_progress' } });
    const del = await t.request('DELETE', `/v1/projects/${p.id}`, { key: org.testKey });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: p.id, status: 'archived' });
    expect(del.body.archived_at).not.toBeNull();
    const archived = (await eventsOf(org.testKey, 'project.archived')).find((e) => e.data.object.id === p.id)!;
    expect(archived.data.object).toEqual(del.body);
    const again = await t.request('DELETE', `/v1/projects/${p.id}`, { key: org.testKey });
    expect(again.status).toBe(200);
    expect((await eventsOf(org.testKey, 'project.archived')).filter((e) => e.data.object.id === p.id)).toHaveLength(1);

    const restored = await t.request('POST', `/v1/projects/${p.id}/restore`, { key: org.testKey });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: p.id, status: 'in_progress', archived_at: null });
  });

  it('refuses restoring a project that is not archived', async () => {
    const p = (await create({ name: 'Vivo' })).body;
    const res = await t.request('POST', `/v1/projects/${p.id}/restore`, { key: org.testKey });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state_transition');
  });

  it('refuses restoring after the 90-day window', async () => {
    const p = (await create({ name: 'Viejo' })).body;
    await t.request('DELETE', `/v1/projects/${p.id}`, { key: org.testKey });
    await t.orm.em.getConnection().execute(`update projects set archived_at = now() - interval '91 days' where id = ?`, [p.id]);
    const res = await t.request('POST', `/v1/projects/${p.id}/restore`, { key: org.testKey });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state_transition');
    expect((await t.request('GET', `/v1/projects/${p.id}`, { key: org.testKey })).body.status).toBe('archived');
  });

  it('refuses a body on restore', async () => {
    const p = (await create({ name: 'Cuerpo' })).body;
    await t.request('DELETE', `/v1/projects/${p.id}`, { key: org.testKey });
    const res = await t.request('POST', `/v1/projects/${p.id}/restore`, { key: org.testKey, body: { status: 'draft' } });
    expect(res.status).toBe(422);
  });
});

describe('scopes and isolation', () => {
  it('refuses writes without write:projects and reads without read:projects', async () => {
    const readOnly = await t.createKey(org, 'test', ['read:projects']);
    const before = await countRows(t, 'projects');
    const res = await create({ name: 'Nope' }, readOnly);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:projects' } });
    expect(await countRows(t, 'projects')).toBe(before);
    const p = (await create({ name: 'Scoped' })).body;
    for (const [method, path] of [
      ['PATCH', `/v1/projects/${p.id}`],
      ['DELETE', `/v1/projects/${p.id}`],
      ['POST', `/v1/projects/${p.id}/restore`],
    ] as const) {
      const r = await t.request(method, path, { key: readOnly, body: method === 'PATCH' ? { name: 'x' } : undefined });
      expect(r.status).toBe(403);
      expect(r.body.error.details.required_scope).toBe('write:projects');
    }
    const writeOnly = await t.createKey(org, 'test', ['write:projects']);
    const read = await t.request('GET', '/v1/projects', { key: writeOnly });
    expect(read.status).toBe(403);
    expect(read.body.error.details.required_scope).toBe('read:projects');
  });

  it('hides live projects from test keys and other organizations', async () => {
    const live = (await create({ name: 'Live' }, org.liveKey)).body;
    const test = await t.request('GET', `/v1/projects/${live.id}`, { key: org.testKey });
    expect(test.status).toBe(404);
    expect(test.body.error.code).toBe('not_found');
    const other = await t.createOrg('Other');
    expect((await t.request('GET', `/v1/projects/${live.id}`, { key: other.liveKey })).status).toBe(404);
    expect((await t.request('PATCH', `/v1/projects/${live.id}`, { key: other.liveKey, body: { name: 'x' } })).status).toBe(404);
    expect((await t.request('DELETE', `/v1/projects/${live.id}`, { key: other.liveKey })).status).toBe(404);
    const list = await t.request('GET', '/v1/projects?limit=100', { key: org.testKey });
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(live.id);
    const liveEvents = await eventsOf(org.testKey, 'project.created');
    expect(liveEvents.map((e) => e.data.object.id)).not.toContain(live.id);
  });
});
