import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { documentFixtures } from './helpers/documents.js';

let t: TestApp;
let org: TestOrg;
let f: ReturnType<typeof documentFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  f = documentFixtures(t);
});
afterAll(() => t?.close());

const key = () => org.testKey;
const getProvider = (id: string) => t.request('GET', `/v1/providers/${id}`, { key: key() });

describe('provider counters', () => {
  it('count live documents and bill live invoices that are not cancelled', async () => {
    const project = await f.project(key());
    const provider = await f.provider(key());
    const a = await f.invoice(key(), project.id, provider.id, { total_amount: 121000 });
    await f.invoice(key(), project.id, provider.id, { total_amount: 9_000_000_000_000 });
    const cancelled = await f.invoice(key(), project.id, provider.id, { total_amount: 500 });
    const deleted = await f.invoice(key(), project.id, provider.id, { total_amount: 700 });
    await t.request('PATCH', `/v1/invoices/${cancelled.id}`, { key: key(), body: { status: 'cancelled' } });
    await t.request('DELETE', `/v1/invoices/${deleted.id}`, { key: key() });
    await f.note(key(), project.id, provider.id);
    const goneNote = await f.note(key(), project.id, provider.id);
    await t.request('DELETE', `/v1/delivery-notes/${goneNote.id}`, { key: key() });
    await t.request('PATCH', `/v1/invoices/${a.id}`, { key: key(), body: { status: 'paid' } });

    const res = await getProvider(provider.id);
    expect(res.body).toMatchObject({ invoices_count: 3, delivery_notes_count: 1, total_billed_amount: 9_000_000_121_000 });
  });

  it('are right for every provider of a list page, read in one statement', async () => {
    const project = await f.project(key());
    const providers = [await f.provider(key()), await f.provider(key()), await f.provider(key())];
    for (const [k, p] of providers.entries()) {
      for (let n = 0; n < k; n++) await f.invoice(key(), project.id, p.id, { total_amount: 1000 });
    }
    t.resetQueries();
    const list = await t.request('GET', '/v1/providers?limit=3', { key: key() });
    const counters = Object.fromEntries(list.body.data.map((p: any) => [p.id, [p.invoices_count, p.total_billed_amount]]));
    expect(counters).toEqual({ [providers[0].id]: [0, 0], [providers[1].id]: [1, 1000], [providers[2].id]: [2, 2000] });
    // Stored counters (docs/stored-figures.md): one lookup by key, no count over documents.
    expect(t.queries.filter((q) => /from provider_figures/.test(q))).toHaveLength(1);
    expect(t.queries.filter((q) => /from (invoices|delivery_notes)/.test(q))).toHaveLength(0);
  });
});

describe('provider DELETE', () => {
  it('is refused with 409 resource_in_use and the counts while documents reference it, soft-deleted ones included', async () => {
    const project = await f.project(key());
    const provider = await f.provider(key());
    const inv = await f.invoice(key(), project.id, provider.id);
    const note = await f.note(key(), project.id, provider.id);
    await t.request('DELETE', `/v1/invoices/${inv.id}`, { key: key() });
    await t.request('DELETE', `/v1/delivery-notes/${note.id}`, { key: key() });

    const res = await t.request('DELETE', `/v1/providers/${provider.id}`, { key: key() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('resource_in_use');
    expect(res.body.error.details).toEqual({ invoices_count: 1, delivery_notes_count: 1 });
    expect((await getProvider(provider.id)).status).toBe(200);
  });

  it('succeeds for a provider without documents', async () => {
    const provider = await f.provider(key());
    const res = await t.request('DELETE', `/v1/providers/${provider.id}`, { key: key() });
    expect(res.status).toBe(200);
    expect((await getProvider(provider.id)).status).toBe(404);
  });
});
