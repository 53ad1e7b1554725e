import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { seedDataset } from './helpers/dataset.js';
import { WEB_APP_QUERY } from './helpers/web-app-query.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  await seedDataset(t.databaseUrl, { organizationId: org.id, projects: 2, invoicesPerProject: 3 });
});
afterAll(() => t?.close());

/** Sends a query and returns the statements it issued other than authenticating the key. */
async function send(query: string) {
  t.resetQueries();
  const res = await t.graphql(org.testKey, query);
  return { res, beyondAuth: t.queries.filter((q) => !/"api_keys"|update api_keys/.test(q)) };
}

describe('query limits on the nested schema, over HTTP', () => {
  // 11 levels: projects › nodes › invoices › nodes › provider › invoices › nodes › project › deliveryNotes › nodes › id
  const DEPTH_11 = `{ projects(first: 1) { nodes { invoices(first: 1) { nodes { provider { invoices(first: 1) { nodes {
    project { deliveryNotes(first: 1) { nodes { id } } } } } } } } } } }`;
  const DEPTH_10 = `{ projects(first: 1) { nodes { invoices(first: 1) { nodes { provider { invoices(first: 1) { nodes {
    project { deliveryNotes(first: 1) { totalCount } } } } } } } } } }`;
  const NODES_100_CUBED = `{ projects(first: 100) { nodes { invoices(first: 100) { nodes { provider {
    invoices(first: 100) { nodes { id } } } } } } } }`;

  it('refuses a query 11 levels deep before running it', async () => {
    const { res, beyondAuth } = await send(DEPTH_11);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'query_too_complex', details: { depth: 11, max_depth: 10 } });
    expect(beyondAuth).toEqual([]);
  });

  it('runs the same shape 10 levels deep', async () => {
    const { res } = await send(DEPTH_10);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.projects.nodes).toHaveLength(1);
  });

  it('refuses a query asking for 100 × 100 × 100 nodes before running it', async () => {
    const { res, beyondAuth } = await send(NODES_100_CUBED);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('query_too_complex');
    expect(res.body.errors[0].extensions.details.estimated_nodes).toBeGreaterThan(1_000_000);
    expect(beyondAuth).toEqual([]);
  });

  it('accepts the web app’s nested query', async () => {
    const { res, beyondAuth } = await send(WEB_APP_QUERY);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.projects.nodes).toHaveLength(2);
    expect(beyondAuth.length).toBeGreaterThan(0);
  });
});
