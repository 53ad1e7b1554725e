import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText, unstorableStrings } from '../src/platform/validation.js';
import { documentFixtures } from './helpers/documents.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

/**
 * Text PostgreSQL cannot store (NUL, unpaired UTF-16 surrogates) is refused by one rule, for every
 * string of a body, a query or a GraphQL input: 422 `validation_failed`, code `invalid_string`,
 * naming the field, before any SQL runs (docs/api-conventions.md#text).
 */
let t: TestApp;
let org: TestOrg;
let fx: ReturnType<typeof documentFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  fx = documentFixtures(t);
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';
const LONE_LOW = 'x\udfffy';
const LONE_HIGH = 'x\ud800';

function expectInvalidString(res: { status: number; body: any }, ...params: string[]) {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  const flagged = res.body.error.details.errors.filter((e: { code: string }) => e.code === 'invalid_string');
  expect(flagged.map((e: { param: string }) => e.param).sort()).toEqual([...params].sort());
}

describe('the storable-text rule', () => {
  it('accepts paired surrogates (emoji) and refuses NUL and lone surrogates of either half', () => {
    expect(isStorableText('obra 🏗️ ñ')).toBe(true);
    expect(isStorableText(NUL)).toBe(false);
    expect(isStorableText(LONE_LOW)).toBe(false);
    expect(isStorableText(LONE_HIGH)).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
  });

  it('names every bad string by its path, object keys included, without recursing on the stack', () => {
    const found = unstorableStrings({ a: [{ b: NUL }, 'ok', LONE_HIGH], [`k${LONE_LOW}`]: 1 });
    expect(found.map((e) => e.param).sort()).toEqual(['a[0].b', 'a[2]', 'kx\ufffdy']);
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableStrings({ deep })).toHaveLength(1);
  });
});

describe('REST bodies and queries', () => {
  it('refuses a NUL in a project name with 422 naming the field, and creates nothing', async () => {
    const before = await countRows(t, 'projects');
    const res = await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: NUL, address: LONE_LOW } });
    expectInvalidString(res, 'name', 'address');
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('reports bad strings together with the other problems of the body', async () => {
    const res = await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: LONE_HIGH, start_date: '2026-02-30' } });
    expectInvalidString(res, 'name');
    expect(res.body.error.details.errors.map((e: { code: string }) => e.code)).toEqual(['invalid_string', 'invalid_date']);
  });

  it('refuses a PATCH of a provider name with a NUL', async () => {
    const provider = await fx.provider(org.testKey);
    const res = await t.request('PATCH', `/v1/providers/${provider.id}`, { key: org.testKey, body: { name: NUL } });
    expectInvalidString(res, 'name');
  });

  it('refuses lone surrogates deep in a budget (breakdown code and unit) and in delivery-note lines', async () => {
    const project = await fx.project(org.testKey);
    const budget = await t.request('POST', '/v1/budgets', {
      key: org.testKey,
      body: {
        project_id: project.id,
        name: 'Presupuesto',
        chapters: [
          {
            code: '01',
            title: 'Cimentación',
            items: [
              {
                code: '01.01',
                description: 'Hormigón',
                unit: 'm3',
                quantity: 1,
                breakdowns: [{ code: LONE_LOW, description: 'Cemento', unit: LONE_HIGH, quantity: 1, cost_price: 100 }],
              },
            ],
          },
        ],
      },
    });
    expectInvalidString(budget, 'chapters[0].items[0].breakdowns[0].code', 'chapters[0].items[0].breakdowns[0].unit');

    const provider = await fx.provider(org.testKey);
    const note = await t.request('POST', '/v1/delivery-notes', {
      key: org.testKey,
      body: {
        project_id: project.id,
        provider_id: provider.id,
        delivery_note_number: 'A-1',
        delivery_date: '2026-11-02',
        line_items: [{ description: LONE_LOW, quantity: 1, unit: 'ud', unit_price: 100, subtotal: 100 }],
      },
    });
    expectInvalidString(note, 'line_items[0].description');
  });

  it('refuses a webhook description with a NUL before anything is written', async () => {
    const before = await countRows(t, 'webhook_endpoints');
    const res = await t.request('POST', '/v1/webhooks', {
      key: org.testKey,
      body: { url: 'https://example.com/hooks', events: ['*'], description: NUL },
    });
    expectInvalidString(res, 'description');
    expect(await countRows(t, 'webhook_endpoints')).toBe(before);
  });

  it('refuses %00 in a search query and an unknown query key with a NUL', async () => {
    expectInvalidString(await t.request('GET', '/v1/providers?q=%00', { key: org.testKey }), 'q');
    expectInvalidString(await t.request('GET', '/v1/projects?q=ab%00cd', { key: org.testKey }), 'q');
    const res = await t.request('GET', '/v1/invoices?project_id=prj_%00', { key: org.testKey });
    expectInvalidString(res, 'project_id');
  });
});

describe('GraphQL inputs', () => {
  it('refuses the same strings in mutation inputs and query arguments, naming the field', async () => {
    const created = await t.graphql(org.testKey, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }', {
      input: { name: 'Obra', clientName: LONE_LOW },
    });
    expect(created.status).toBe(200);
    expect(created.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'clientName' });
    expect(created.body.errors[0].extensions.details.errors[0].code).toBe('invalid_string');

    const searched = await t.graphql(org.testKey, 'query($q: String) { projects(q: $q) { nodes { id } } }', { q: NUL });
    expect(searched.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'q' });
  });
});
