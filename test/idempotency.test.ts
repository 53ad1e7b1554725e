import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskList } from '../workers/tasks.js';
import { documentFixtures } from './helpers/documents.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

/** `Idempotency-Key` on POSTs of /v1 (docs/api-conventions.md#idempotency), over HTTP. */
let t: TestApp;
let org: TestOrg;
let fx: ReturnType<typeof documentFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg('Idempotency');
  fx = documentFixtures(t);
});
afterAll(() => t?.close());

let counter = 0;
const newKey = () => `key-${Date.now()}-${counter++}`;

const post = (path: string, key: string | null, body: unknown, apiKey = org.testKey) =>
  t.request('POST', path, { key: apiKey, body, headers: key === null ? {} : { 'Idempotency-Key': key } });

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

async function projectsNamed(name: string): Promise<number> {
  const [row] = await sql(`select count(*)::int as n from projects where name = ?`, [name]);
  return row.n;
}

async function eventsOfProjectsNamed(name: string): Promise<number> {
  const [row] = await sql(`select count(*)::int as n from events where type = 'project.created' and data->'object'->>'name' = ?`, [name]);
  return row.n;
}

describe('replaying a POST sent again with the same Idempotency-Key', () => {
  it('answers the first response byte for byte with Idempotent-Replayed: true, and creates one project and one event', async () => {
    const key = newKey();
    const name = `Obra ${key}`;
    const first = await post('/v1/projects', key, { name });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const again = await post('/v1/projects', key, { name });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('request-id')).not.toBe(first.headers.get('request-id'));
    expect(await projectsNamed(name)).toBe(1);
    expect(await eventsOfProjectsNamed(name)).toBe(1);
  });

  it('takes the same body with its keys in another order as the same request', async () => {
    const key = newKey();
    const first = await post('/v1/projects', key, { name: `Obra ${key}`, address: 'Calle Mayor 1' });
    const again = await post('/v1/projects', key, { address: 'Calle Mayor 1', name: `Obra ${key}` });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
  });

  it('creates one project and one event from 20 concurrent POSTs with one key; the others are replays or 409 idempotency_key_in_use', async () => {
    const key = newKey();
    const name = `Concurrent ${key}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/v1/projects', key, { name })));
    const originals = responses.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    const replays = responses.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === 'true');
    const inUse = responses.filter((r) => r.status === 409);
    expect(responses.filter((r) => r.status !== 201 && r.status !== 409).map((r) => r.text)).toEqual([]);
    expect(originals).toHaveLength(1);
    expect(replays.length + inUse.length).toBe(19);
    for (const r of replays) expect(r.text).toBe(originals[0].text);
    for (const r of inUse) expect(r.body.error).toMatchObject({ code: 'idempotency_key_in_use', param: 'Idempotency-Key' });
    expect(await projectsNamed(name)).toBe(1);
    expect(await eventsOfProjectsNamed(name)).toBe(1);

    // Once the first has finished, every retry is a replay.
    const later = await post('/v1/projects', key, { name });
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.text).toBe(originals[0].text);
  });

  it('keeps keys per API key: another key of the organization may use the same Idempotency-Key', async () => {
    const key = newKey();
    const other = await t.createKey(org, 'test', ['write:projects']);
    const a = await post('/v1/projects', key, { name: `A ${key}` });
    const b = await post('/v1/projects', key, { name: `B ${key}` }, other);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('runs every POST without a key, and ignores the header on GET, PATCH and DELETE', async () => {
    const name = `No key ${newKey()}`;
    await post('/v1/projects', null, { name });
    await post('/v1/projects', null, { name });
    expect(await projectsNamed(name)).toBe(2);

    const project = await fx.project(org.testKey);
    const key = newKey();
    const patch = (n: string) =>
      t.request('PATCH', `/v1/projects/${project.id}`, { key: org.testKey, body: { name: n }, headers: { 'Idempotency-Key': key } });
    expect((await patch('First')).body.name).toBe('First');
    const second = await patch('Second');
    expect(second.body.name).toBe('Second');
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('every POST of /v1', () => {
  it('stores its answer as sent and replays it byte for byte, without a second event', async () => {
    const project = await fx.project(org.testKey);
    const provider = await fx.provider(org.testKey);
    const invoice = await fx.invoice(org.testKey, project.id, provider.id);
    const note = await fx.note(org.testKey, project.id, provider.id);
    const archived = await fx.project(org.testKey);
    await t.request('DELETE', `/v1/projects/${archived.id}`, { key: org.testKey });
    const deleted = await fx.invoice(org.testKey, project.id, provider.id);
    await t.request('DELETE', `/v1/invoices/${deleted.id}`, { key: org.testKey });
    const [event] = await sql(`select id from events where type = 'project.created' and data->'object'->>'id' = ?`, [project.id]);

    const calls: Array<[string, unknown]> = [
      ['/v1/projects', { name: 'Every POST' }],
      ['/v1/providers', { name: 'Proveedor', nif: `EU${Date.now()}` }],
      ['/v1/invoices', { project_id: project.id, provider_id: provider.id, invoice_number: `F-${Date.now()}`, issue_date: '2026-11-02', subtotal_amount: 100, tax_amount: 21, total_amount: 121 }],
      ['/v1/delivery-notes', { project_id: project.id, provider_id: provider.id, delivery_note_number: `ALB-${Date.now()}`, delivery_date: '2026-11-01', line_items: [{ description: 'Arena', quantity: 2, unit: 'm3', unit_price: 50, subtotal: 100 }] }],
      ['/v1/budgets', { project_id: project.id, name: 'Presupuesto', chapters: [{ code: '01', title: 'Obra', items: [{ code: '01.1', description: 'Partida', unit: 'ud', quantity: 1, cost_price: 100 }] }] }],
      ['/v1/webhooks', { url: 'https://erp.example.com/hooks', events: ['project.*'] }],
      ['/v1/api-keys', { scopes: ['read:projects'] }],
      [`/v1/invoices/${invoice.id}/match`, { delivery_note_ids: [note.id] }],
      [`/v1/delivery-notes/${note.id}/unmatch`, { invoice_ids: [invoice.id] }],
      [`/v1/projects/${archived.id}/restore`, {}],
      [`/v1/invoices/${deleted.id}/restore`, {}],
      [`/v1/events/${event.id}/redeliver`, {}],
    ];
    for (const [path, body] of calls) {
      const key = newKey();
      const first = await post(path, key, body);
      expect(first.status, `${path}: ${first.text}`).toBeLessThan(300);
      const events = await countRows(t, 'events');
      const again = await post(path, key, body);
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
      expect(again.status, path).toBe(first.status);
      expect(again.text, path).toBe(first.text);
      expect(await countRows(t, 'events'), path).toBe(events);
      const [stored] = await sql(`select response_body from idempotency_keys where idempotency_key = ?`, [key]);
      expect(stored.response_body, path).toBe(first.text);
    }
  });
});

describe('a key used for another request', () => {
  it('is a 422 idempotency_key_reused for another body, another path or another query, and changes nothing', async () => {
    const key = newKey();
    const name = `Reused ${key}`;
    await post('/v1/projects', key, { name });

    const otherBody = await post('/v1/projects', key, { name: `${name} (bis)` });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error).toMatchObject({
      code: 'idempotency_key_reused',
      param: 'Idempotency-Key',
      details: { method: 'POST', path: '/v1/projects' },
    });
    const otherPath = await post('/v1/providers', key, { name, nif: 'B12345674' });
    expect(otherPath.status).toBe(422);
    expect(otherPath.body.error.code).toBe('idempotency_key_reused');
    const otherQuery = await post('/v1/projects?x=1', key, { name });
    expect(otherQuery.status).toBe(422);
    expect(otherQuery.body.error.code).toBe('idempotency_key_reused');

    expect(await projectsNamed(`${name} (bis)`)).toBe(0);
    expect(await sql(`select id from providers where nif = 'B12345674'`)).toEqual([]);
  });
});

describe('what is stored', () => {
  it('stores and replays an error of a started execution: a 409 stays the answer even after the state changed', async () => {
    const project = await fx.project(org.testKey);
    const key = newKey();
    const refused = await post(`/v1/projects/${project.id}/restore`, key, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('invalid_state_transition');

    expect((await t.request('DELETE', `/v1/projects/${project.id}`, { key: org.testKey })).status).toBe(200);
    const again = await post(`/v1/projects/${project.id}/restore`, key, {});
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(refused.text);
    // Without the key (or with a new one) the restore runs.
    expect((await post(`/v1/projects/${project.id}/restore`, newKey(), {})).status).toBe(200);
  });

  it('stores a 409 duplicate_resource raised by a unique index inside the write, and nothing of the write', async () => {
    const project = await fx.project(org.testKey);
    const provider = await fx.provider(org.testKey);
    const invoice = await fx.invoice(org.testKey, project.id, provider.id);
    const events = await countRows(t, 'events');
    const key = newKey();
    const body = {
      project_id: project.id,
      provider_id: provider.id,
      invoice_number: invoice.invoice_number,
      issue_date: invoice.issue_date,
      subtotal_amount: 1,
      tax_amount: 0,
      total_amount: 1,
    };
    const duplicate = await post('/v1/invoices', key, body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({ code: 'duplicate_resource', details: { existing_id: invoice.id } });
    const again = await post('/v1/invoices', key, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(duplicate.text);
    expect(await countRows(t, 'events')).toBe(events);
  });

  it('stores nothing for a request refused before it starts (422, 403) or rolled back: the key then serves the corrected request', async () => {
    const key = newKey();
    const name = `Corrected ${key}`;
    const invalid = await post('/v1/projects', key, { name: '' });
    expect(invalid.status).toBe(422);

    const readOnly = await t.createKey(org, 'test', ['read:projects']);
    const forbidden = await post('/v1/projects', key, { name }, readOnly);
    expect(forbidden.status).toBe(403);

    // A 422 found inside the write's transaction (a project that does not exist) rolls the claim back too.
    const provider = await fx.provider(org.testKey);
    const invoiceKey = newKey();
    const invoice = {
      provider_id: provider.id,
      invoice_number: `F-${invoiceKey}`,
      issue_date: '2026-11-02',
      subtotal_amount: 100,
      tax_amount: 21,
      total_amount: 121,
    };
    const missingProject = await post('/v1/invoices', invoiceKey, { ...invoice, project_id: 'prj_01m82wspwsrvme7f6aap7eh34s' });
    expect(missingProject.status).toBe(422);
    expect(await sql(`select 1 from idempotency_keys where idempotency_key in (?, ?)`, [key, invoiceKey])).toEqual([]);

    const corrected = await post('/v1/projects', key, { name });
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    const project = await fx.project(org.testKey);
    expect((await post('/v1/invoices', invoiceKey, { ...invoice, project_id: project.id })).status).toBe(201);
  });
});

describe('expiry', () => {
  it('replays for 24 hours; then the key is free again, and the daily cron removes expired records', async () => {
    const key = newKey();
    const name = `Expiring ${key}`;
    const first = await post('/v1/projects', key, { name });
    const apiKeyId = org.testKeyId;

    // 23 hours later: still replayed.
    await sql(`update idempotency_keys set created_at = created_at - interval '23 hours', expires_at = expires_at - interval '23 hours'
                where api_key_id = ? and idempotency_key = ?`, [apiKeyId, key]);
    const within = await post('/v1/projects', key, { name });
    expect(within.headers.get('idempotent-replayed')).toBe('true');

    // 24 hours and a second later: the key runs a new request, even with another body.
    await sql(`update idempotency_keys set created_at = created_at - interval '1 hour 1 second', expires_at = expires_at - interval '1 hour 1 second'
                where api_key_id = ? and idempotency_key = ?`, [apiKeyId, key]);
    const after = await post('/v1/projects', key, { name: `${name} (new)` });
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(after.body.id).not.toBe(first.body.id);

    // The cron: an expired record goes, a live one stays.
    const stale = newKey();
    await post('/v1/projects', stale, { name: `Stale ${stale}` });
    await sql(`update idempotency_keys set expires_at = now() - interval '1 second' where idempotency_key = ?`, [stale]);
    const logged: string[] = [];
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const helpers = { query: (text: string, values?: unknown[]) => client.query(text, values), logger: { info: (m: string) => logged.push(m) } };
      await taskList.idempotency_keys_expire!({}, helpers as never);
    } finally {
      await client.end();
    }
    expect(logged[0]).toMatch(/removed 1 expired/);
    const keys = (await sql(`select idempotency_key from idempotency_keys where idempotency_key in (?, ?)`, [stale, key])).map((r) => r.idempotency_key);
    expect(keys).toEqual([key]);
  });
});

describe('the header', () => {
  it('is a 400 invalid_request when longer than 255 characters, empty, or not printable ASCII; 255 characters are accepted', async () => {
    for (const bad of ['x'.repeat(256), '', 'tab\there', 'clé']) {
      const res = await post('/v1/projects', bad, { name: 'Never' });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_request', param: 'Idempotency-Key' });
    }
    expect(await projectsNamed('Never')).toBe(0);
    const longest = `${'k'.repeat(240)}${Date.now()}`.slice(0, 255);
    expect((await post('/v1/projects', longest, { name: 'Longest key' })).status).toBe(201);
  });

  it('is refused by GraphQL, which does not store answers', async () => {
    const res = await t.request('POST', '/graphql', {
      key: org.testKey,
      body: { query: 'mutation { createProject(input: {name: "Via GraphQL"}) { id } }' },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    expect(await projectsNamed('Via GraphQL')).toBe(0);
  });
});
