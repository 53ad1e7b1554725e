import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixtures } from './helpers/documents.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

/** What the fuzzer found (test/fuzz.test.ts), kept as plain regression tests. */
let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

describe('inputs the fuzzer found', () => {
  it('answers a null in place of a budget item with 422, not 500', async () => {
    const project = await documentFixtures(t).project(org.testKey);
    const res = await t.request('POST', '/v1/budgets', {
      key: org.testKey,
      body: {
        project_id: project.id,
        name: 'P',
        chapters: [{ code: '01', title: 'C', items: [{ code: '01.01', description: 'H', unit: 'm3', quantity: 1, cost_price: 100 }, null, 5] }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: { param: string }) => e.param)).toEqual(['chapters[0].items[1]', 'chapters[0].items[2]']);
  });

  it('answers a URL longer than 16 KiB in the error envelope, 400 invalid_request, with a Request-Id', async () => {
    const res = await t.request('GET', `/v1/projects?q=${'x'.repeat(20_000)}`, { key: org.testKey });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', param: null, details: {} });
    expect(res.body.error.request_id).toBe(res.headers.get('request-id'));
  });
});
