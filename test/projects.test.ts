import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

const create = (body: unknown, key = org.testKey) => t.request('POST', '/v1/projects', { key, body });

describe('projects', () => {
  it('creates a project in draft with the fields sent', async () => {
    const res = await create({ name: 'Reforma Nave', address: 'Polígono Sur 4', start_date: '2026-03-01', end_date: '2026-09-30' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Reforma Nave', status: 'draft', start_date: '2026-03-01', end_date: '2026-09-30' });
    expect(res.body.id).toMatch(/^prj_/);
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const got = await t.request('GET', `/v1/projects/${res.body.id}`, { key: org.testKey });
    expect(got.body).toEqual(res.body);
  });
});
