import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, key = org.testKey) => t.request('POST', '/v1/providers', { key, body });

async function eventsOf(key: string, type: string) {
  const res = await t.request('GET', `/v1/events?type=${type}&limit=100`, { key });
  return res.body.data as Array<{ type: string; data: { object: any; previous_attributes?: any } }>;
}

describe('creating providers', () => {
  it('creates a provider with a normalized nif, zero counters and provider.created', async () => {
    const res = await create({ name: 'Hormigones del Sur SA', nif: 'a-58.818.501', email: 'pedidos@hsur.example', category: 'materiales' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Hormigones del Sur SA',
      nif: 'A58818501',
      category: 'materiales',
      invoices_count: 0,
      delivery_notes_count: 0,
      total_billed_amount: 0,
    });
    expect(res.body.id).toMatch(/^prov_/);
    const got = await t.request('GET', `/v1/providers/${res.body.id}`, { key: org.testKey });
    expect(got.body).toEqual(res.body);
    const event = (await eventsOf(org.testKey, 'provider.created')).find((e) => e.data.object.id === res.body.id);
    expect(event?.data.object).toEqual(got.body);
  });

  it('refuses a Spanish-shaped nif with a wrong control character with invalid_nif', async () => {
    const before = await countRows(t, 'providers');
    const res = await create({ name: 'Malo', nif: '12345678A' });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors[0]).toMatchObject({ param: 'nif', code: 'invalid_nif' });
    expect(await countRows(t, 'providers')).toBe(before);
  });

  it('accepts a foreign VAT id as it is', async () => {
    const res = await create({ name: 'Béton Lyon', nif: 'FR 40 303265045' });
    expect(res.status).toBe(201);
    expect(res.body.nif).toBe('FR40303265045');
  });

  it('requires name and nif and refuses an unknown category', async () => {
    const res = await create({ category: 'madera' });
    expect(res.status).toBe(422);
    const errors = res.body.error.details.errors.map((e: { param: string; code: string }) => `${e.param}:${e.code}`).sort();
    expect(errors).toEqual(['category:invalid_value', 'name:required', 'nif:required']);
  });

  it('answers 409 duplicate_resource naming the existing provider for a nif already used', async () => {
    const first = await create({ name: 'Original', nif: 'B12345674' });
    const again = await create({ name: 'Copia', nif: 'b-12345674' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'duplicate_resource', details: { existing_id: first.body.id } });
  });

  it('allows the same nif in another mode and in another organization', async () => {
    await create({ name: 'Test', nif: 'X1234567L' });
    expect((await create({ name: 'Live', nif: 'X1234567L' }, org.liveKey)).status).toBe(201);
    const other = await t.createOrg('Other');
    expect((await create({ name: 'Otra', nif: 'X1234567L' }, other.testKey)).status).toBe(201);
  });

  it('lets exactly one of two concurrent POSTs of the same nif win', async () => {
    const body = { name: 'Carrera', nif: 'Z1234567R' };
    const results = await Promise.all([create(body), create(body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error.details.existing_id).toBe(winner.body.id);
  });
});

describe('listing providers', () => {
  it('filters by q over name, nif and email, and by category', async () => {
    const own = await t.createOrg('List');
    const a = (await create({ name: 'Ferretería Muñoz', nif: 'B76543214', email: 'ventas@munoz.example', category: 'materiales' }, own.testKey)).body;
    const b = (await create({ name: 'Grúas Levante', nif: 'DE123456789', category: 'maquinaria' }, own.testKey)).body;
    const ids = async (query: string) =>
      (await t.request('GET', `/v1/providers${query}`, { key: own.testKey })).body.data.map((p: { id: string }) => p.id);
    expect(await ids('?q=ferreteria')).toEqual([a.id]);
    expect(await ids('?q=MUNOZ.example')).toEqual([a.id]);
    expect(await ids('?q=de1234')).toEqual([b.id]);
    expect(await ids('?category=maquinaria')).toEqual([b.id]);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect((await t.request('GET', '/v1/providers?category=madera', { key: own.testKey })).status).toBe(422);
  });
});

describe('updating providers', () => {
  it('changes the fields sent and records provider.updated with previous_attributes', async () => {
    const p = (await create({ name: 'Viejo Nombre', nif: 'A12345674', phone: '900' })).body;
    const res = await t.request('PATCH', `/v1/providers/${p.id}`, { key: org.testKey, body: { name: 'Nuevo Nombre', phone: null, category: 'otros' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Nuevo Nombre', phone: null, category: 'otros', nif: 'A12345674' });
    const event = (await eventsOf(org.testKey, 'provider.updated')).find((e) => e.data.object.id === p.id)!;
    expect(event.data.previous_attributes).toEqual({ name: 'Viejo Nombre', phone: '900', category: null });
    expect(event.data.object).toEqual((await t.request('GET', `/v1/providers/${p.id}`, { key: org.testKey })).body);
  });

  it('refuses changing the nif to one another provider holds', async () => {
    const a = (await create({ name: 'A', nif: 'B87654323' })).body;
    const b = (await create({ name: 'B', nif: 'NL123456789B01' })).body;
    const res = await t.request('PATCH', `/v1/providers/${b.id}`, { key: org.testKey, body: { nif: 'B-87654323' } });
    expect(res.status).toBe(409);
    expect(res.body.error.details.existing_id).toBe(a.id);
    expect((await t.request('GET', `/v1/providers/${b.id}`, { key: org.testKey })).body.nif).toBe('NL123456789B01');
  });

  it('refuses read-only counters in a patch', async () => {
    const p = (await create({ name: 'RO', nif: 'IT12345678901' })).body;
    const res = await t.request('PATCH', `/v1/providers/${p.id}`, { key: org.testKey, body: { invoices_count: 3 } });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors[0]).toMatchObject({ param: 'invoices_count' });
  });
});

describe('deleting providers', () => {
  it('deletes a provider without documents and records provider.deleted', async () => {
    const p = (await create({ name: 'Fugaz', nif: 'PT123456789' })).body;
    const res = await t.request('DELETE', `/v1/providers/${p.id}`, { key: org.testKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: p.id, deleted: true });
    expect((await t.request('GET', `/v1/providers/${p.id}`, { key: org.testKey })).status).toBe(404);
    const event = (await eventsOf(org.testKey, 'provider.deleted')).find((e) => e.data.object.id === p.id);
    expect(event?.data.object).toEqual(p);
    expect((await t.request('DELETE', `/v1/providers/${p.id}`, { key: org.testKey })).status).toBe(404);
  });
});

describe('scopes and isolation', () => {
  it('refuses writes without write:providers and reads without read:providers', async () => {
    const readOnly = await t.createKey(org, 'test', ['read:providers']);
    const res = await create({ name: 'Nope', nif: 'BE0123456789' }, readOnly);
    expect(res.status).toBe(403);
    expect(res.body.error.details.required_scope).toBe('write:providers');
    const p = (await create({ name: 'Scoped', nif: 'AT12345678' })).body;
    expect((await t.request('DELETE', `/v1/providers/${p.id}`, { key: readOnly })).body.error.details.required_scope).toBe('write:providers');
    const noRead = await t.createKey(org, 'test', ['read:projects']);
    const read = await t.request('GET', `/v1/providers/${p.id}`, { key: noRead });
    expect(read.status).toBe(403);
    expect(read.body.error.details.required_scope).toBe('read:providers');
  });

  it("answers 404 for another organization's provider", async () => {
    const p = (await create({ name: 'Mío', nif: 'SE123456789001' })).body;
    const other = await t.createOrg('Ajena');
    for (const [method, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      const res = await t.request(method, `/v1/providers/${p.id}`, { key: other.testKey, body });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await t.request('GET', `/v1/providers/${p.id}`, { key: org.liveKey })).status).toBe(404);
  });
});
