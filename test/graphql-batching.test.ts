import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { seedDataset } from './helpers/dataset.js';
import { WEB_APP_QUERY } from './helpers/web-app-query.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** Statements one request issues, after a first request has refreshed the key's `last_used_at`. */
async function statementsOf(key: string, query: string, variables?: Record<string, unknown>) {
  await t.graphql(key, '{ viewer { livemode } }');
  t.resetQueries();
  const res = await t.graphql(key, query, variables);
  const statements = [...t.queries];
  return { res, statements };
}

describe('statement recording', () => {
  it('records statements sent through em.execute and getConnection().execute', async () => {
    t.resetQueries();
    await t.orm.em.fork().execute('select 4242 as through_em');
    await t.orm.em.getConnection().execute('select 4343 as through_connection');
    expect(t.queries.some((q) => q.includes('select 4242 as through_em'))).toBe(true);
    expect(t.queries.some((q) => q.includes('select 4343 as through_connection'))).toBe(true);
  });
});

describe('nested connections', () => {
  let org: TestOrg;
  let projects: string[];
  let providers: string[];

  beforeAll(async () => {
    org = await t.createOrg('Nested');
    const data = await seedDataset(t.databaseUrl, { organizationId: org.id, projects: 3, invoicesPerProject: 7, providers: 3 });
    projects = data.projectIds;
    providers = data.providerIds;
  });

  const rest = async (path: string) => (await t.request('GET', path, { key: org.testKey })).body;

  it('gives every project the page, cursor and total the REST list gives for it, with the same filters', async () => {
    const { res, statements } = await statementsOf(
      org.testKey,
      `{ projects(first: 10) { nodes { id
          invoices(first: 2, status: PENDING) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id } } }
          deliveryNotes(first: 3) { totalCount pageInfo { hasNextPage } nodes { id } } } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const nodes = res.body.data.projects.nodes;
    expect(nodes.map((n: { id: string }) => n.id).sort()).toEqual([...projects].sort());
    for (const node of nodes) {
      const invoices = await rest(`/v1/invoices?project_id=${node.id}&status=pending&limit=2`);
      expect(node.invoices.edges.map((e: any) => e.node.id)).toEqual(invoices.data.map((i: any) => i.id));
      expect(node.invoices.pageInfo).toEqual({ hasNextPage: invoices.pagination.next_cursor !== null, endCursor: invoices.pagination.next_cursor });
      const all = await rest(`/v1/invoices?project_id=${node.id}&status=pending&limit=100`);
      expect(node.invoices.totalCount).toBe(all.data.length);
      const notes = await rest(`/v1/delivery-notes?project_id=${node.id}&limit=3`);
      expect(node.deliveryNotes.nodes.map((n: any) => n.id)).toEqual(notes.data.map((n: any) => n.id));
      expect(node.deliveryNotes.totalCount).toBe(7);
    }
    // One statement for every project's invoice page, one grouped count; the same for notes.
    expect(statements.filter((q) => /from "invoices"/.test(q) && /row_number\(\) over/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "invoices"/.test(q) && /count\(\*\)/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "delivery_notes"/.test(q) && /row_number\(\) over/.test(q))).toHaveLength(1);
  });

  it('follows a cursor within each parent as the REST list does', async () => {
    const first = await rest(`/v1/invoices?project_id=${projects[0]}&limit=3`);
    const second = await rest(`/v1/invoices?project_id=${projects[0]}&limit=3&cursor=${first.pagination.next_cursor}`);
    const res = await t.graphql(
      org.testKey,
      `query($id: ID!, $after: String) { project(id: $id) { invoices(first: 3, after: $after) { nodes { id } pageInfo { hasNextPage } } } }`,
      { id: projects[0], after: first.pagination.next_cursor },
    );
    expect(res.body.data.project.invoices.nodes.map((n: any) => n.id)).toEqual(second.data.map((i: any) => i.id));
    expect(res.body.data.project.invoices.pageInfo.hasNextPage).toBe(true);
  });

  it('does not count totals unless totalCount is asked for', async () => {
    const { statements } = await statementsOf(org.testKey, `{ projects { nodes { invoices(first: 2) { nodes { id } } } } }`);
    expect(statements.some((q) => /count\(\*\)/.test(q))).toBe(false);
  });

  it('batches Provider.invoices and Provider.deliveryNotes with their filters', async () => {
    const res = await t.graphql(
      org.testKey,
      `query($p: ID) { providers(first: 10) { nodes { id invoices(first: 50, projectId: $p) { totalCount nodes { id providerId projectId } }
         deliveryNotes(first: 50) { totalCount } } } }`,
      { p: projects[1] },
    );
    expect(res.body.errors).toBeUndefined();
    for (const node of res.body.data.providers.nodes) {
      const list = await rest(`/v1/invoices?provider_id=${node.id}&project_id=${projects[1]}&limit=50`);
      expect(node.invoices.nodes.map((n: any) => n.id)).toEqual(list.data.map((i: any) => i.id));
      expect(node.invoices.totalCount).toBe(list.data.length);
      expect(node.invoices.nodes.every((n: any) => n.providerId === node.id && n.projectId === projects[1])).toBe(true);
    }
    expect(res.body.data.providers.nodes.map((n: any) => n.deliveryNotes.totalCount).reduce((a: number, b: number) => a + b)).toBe(21);
    expect(providers).toHaveLength(3);
  });

  it('reports a bad argument of a nested connection as validation_failed on the field', async () => {
    const res = await t.graphql(org.testKey, `{ projects { nodes { invoices(first: 101) { nodes { id } } } } }`);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'first' });
    const cursor = await t.graphql(org.testKey, `{ projects { nodes { invoices(after: "bogus") { nodes { id } } } } }`);
    expect(cursor.body.errors[0].extensions.code).toBe('invalid_cursor');
  });

  it('keeps scope checks in the services: a nested list needs its read scope', async () => {
    const projectsOnly = await t.createKey(org, 'test', ['read:projects']);
    const res = await t.graphql(projectsOnly, `{ projects(first: 1) { nodes { id invoices { nodes { id } } } } }`);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'read:invoices' } });
  });

  it('resolves Invoice.project and Invoice.provider of many invoices in one statement each', async () => {
    const { res, statements } = await statementsOf(
      org.testKey,
      `{ invoices(first: 21) { nodes { projectId providerId project { id name } provider { id invoicesCount } } } }`,
    );
    const nodes = res.body.data.invoices.nodes;
    expect(nodes).toHaveLength(21);
    expect(nodes.every((n: any) => n.project.id === n.projectId && n.provider.id === n.providerId)).toBe(true);
    expect(nodes.every((n: any) => n.provider.invoicesCount === 7)).toBe(true);
    expect(statements.filter((q) => /from "projects"/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "providers"/.test(q))).toHaveLength(1);
  });
});

describe('statement count of the nested web-app query', () => {
  const QUERY = WEB_APP_QUERY;

  it('is the same for 2 projects × 5 invoices as for 20 × 50, and at most 12', async () => {
    const small = await t.createOrg('Small');
    const large = await t.createOrg('Large');
    await seedDataset(t.databaseUrl, { organizationId: small.id, projects: 2, invoicesPerProject: 5 });
    await seedDataset(t.databaseUrl, { organizationId: large.id, projects: 20, invoicesPerProject: 50, providers: 30 });

    const a = await statementsOf(small.testKey, QUERY);
    const b = await statementsOf(large.testKey, QUERY);
    expect(a.res.body.errors).toBeUndefined();
    expect(b.res.body.errors).toBeUndefined();
    expect(a.res.body.data.projects.nodes).toHaveLength(2);
    expect(b.res.body.data.projects.nodes).toHaveLength(20);
    expect(b.res.body.data.projects.nodes.every((p: any) => p.invoices.nodes.length === 50)).toBe(true);
    console.log(`statements: 2×5 → ${a.statements.length}, 20×50 → ${b.statements.length}`);
    if (process.env.SHOW_SQL) console.log(b.statements.map((q) => q.slice(0, 300)).join("\n"));
    expect(b.statements.length).toBe(a.statements.length);
    expect(b.statements.length).toBeLessThanOrEqual(12);
  });
});
