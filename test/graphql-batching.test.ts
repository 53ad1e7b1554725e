import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../src/platform/db/sql.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { seedDataset } from './helpers/dataset.js';
import { documentFixtures } from './helpers/documents.js';
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

  it('records statements sent with bound parameters (executeBound) too', async () => {
    t.resetQueries();
    const rows = await executeBound(t.orm.em.fork(), 'select ?::int + 1 as through_knex', [4444]);
    expect(rows).toEqual([{ through_knex: 4445 }]);
    expect(t.queries.some((q) => q.includes('as through_knex'))).toBe(true);
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
    expect(statements.filter((q) => /from "invoices"/.test(q) && /cross join lateral/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "invoices"/.test(q) && /count\(\*\)/.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /from "delivery_notes"/.test(q) && /cross join lateral/.test(q))).toHaveLength(1);
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

  it('reads provider counters only when the query selects them, in one statement for every provider, whatever reached the provider', async () => {
    const nameOnly = await statementsOf(org.testKey, `{ invoices(first: 21) { nodes { provider { name } } } }`);
    expect(nameOnly.res.body.data.invoices.nodes).toHaveLength(21);
    expect(nameOnly.statements.filter((q) => /provider_figures|count\(|sum\(/.test(q))).toEqual([]);
    const counted = await statementsOf(org.testKey, `{ invoices(first: 21) { nodes { provider { name totalBilledAmount deliveryNotesCount } } } }`);
    expect(counted.res.body.data.invoices.nodes.every((n: any) => n.provider.totalBilledAmount > 0)).toBe(true);
    expect(counted.statements.filter((q) => /provider_figures/.test(q))).toHaveLength(1);

    const listed = await statementsOf(org.testKey, `{ providers(first: 5) { nodes { id name } } }`);
    expect(listed.statements.filter((q) => /provider_figures/.test(q))).toEqual([]);
    const id = listed.res.body.data.providers.nodes[0].id;
    const one = await statementsOf(org.testKey, `query($id: ID!) { provider(id: $id) { name invoicesCount } }`, { id });
    expect(one.res.body.data.provider.invoicesCount).toBeGreaterThan(0);
    expect(one.statements.filter((q) => /provider_figures/.test(q))).toHaveLength(1);
  });
});

describe('budget relations', () => {
  const BUDGET_TREE = `{ projects(first: 10) { nodes { id costSummary { byBudgetItem(first: 100) { nodes { budgetItem { id } deliveredCost } } }
    budgets(first: 5) { totalCount nodes { id status project { id }
      chapters { code items { id code chapter { code } breakdowns { kind costTotal } deliveredLines { subtotal budgetItemId } } }
      items(first: 3) { nodes { code } pageInfo { hasNextPage } } } } } } }`;

  async function seeded(projects: number, invoicesPerProject: number) {
    const org = await t.createOrg(`Budgets ${projects}`);
    const data = await seedDataset(t.databaseUrl, { organizationId: org.id, projects, invoicesPerProject, providers: 4 });
    return { org, data };
  }

  it('resolves budgets, chapters, items, breakdowns and delivered lines in as many statements for 2 projects as for 6', async () => {
    const small = await seeded(2, 3);
    const large = await seeded(6, 12);
    const a = await statementsOf(small.org.testKey, BUDGET_TREE);
    const b = await statementsOf(large.org.testKey, BUDGET_TREE);
    expect(a.res.body.errors).toBeUndefined();
    expect(b.res.body.errors).toBeUndefined();
    expect(b.res.body.data.projects.nodes).toHaveLength(6);
    expect(b.statements.length).toBe(a.statements.length);

    const project = b.res.body.data.projects.nodes[0];
    expect(project.budgets.totalCount).toBe(2);
    for (const budget of project.budgets.nodes) {
      expect(budget.project.id).toBe(project.id);
      const rest = (await t.request('GET', `/v1/budgets/${budget.id}?include=items`, { key: large.org.testKey })).body;
      expect(budget.chapters.map((c: any) => [c.code, c.items.map((i: any) => i.code)])).toEqual(
        rest.chapters.map((c: any) => [c.code, c.items.map((i: any) => i.code)]),
      );
      expect(budget.chapters.every((c: any) => c.items.every((i: any) => i.chapter.code === c.code))).toBe(true);
      const page = (await t.request('GET', `/v1/budgets/${budget.id}/items?limit=3`, { key: large.org.testKey })).body;
      expect(budget.items.nodes.map((i: any) => i.code)).toEqual(page.data.map((i: any) => i.code));
      expect(budget.items.pageInfo.hasNextPage).toBe(true);
    }
    const accepted = project.budgets.nodes.find((x: any) => x.status === 'ACCEPTED');
    const items = accepted.chapters.flatMap((c: any) => c.items);
    expect(items[0].breakdowns.map((d: any) => d.kind)).toEqual(['LABOR', 'MATERIAL']);
    // Delivered lines of each item add up to what the cost summary reports for it.
    const delivered = new Map(project.costSummary.byBudgetItem.nodes.map((n: any) => [n.budgetItem.id, n.deliveredCost]));
    for (const item of items) {
      expect(item.deliveredLines.every((l: any) => l.budgetItemId === item.id)).toBe(true);
      expect(item.deliveredLines.reduce((sum: number, l: any) => sum + l.subtotal, 0)).toBe(delivered.get(item.id) ?? 0);
    }
    expect(items.some((i: any) => i.deliveredLines.length > 0)).toBe(true);
  });

  it('resolves Invoice.budgetItems and DeliveryNoteLine.budgetItem through the budget item loader, one statement per level', async () => {
    const { org } = await seeded(2, 4);
    const { res, statements } = await statementsOf(
      org.testKey,
      `{ invoices(first: 8) { nodes { budgetItemIds budgetItems { id code } deliveryNotes { lines { budgetItemId budgetItem { id } } } } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    for (const invoice of res.body.data.invoices.nodes) {
      expect(invoice.budgetItems.map((i: any) => i.id)).toEqual(invoice.budgetItemIds);
      for (const line of invoice.deliveryNotes.flatMap((n: any) => n.lines)) expect(line.budgetItem.id).toBe(line.budgetItemId);
    }
    // Invoice.budgetItems (level 3) and line.budgetItem (level 5) resolve in different ticks.
    expect(statements.filter((q) => /from "budget_items"/.test(q))).toHaveLength(2);
  });

  it('answers null for a line without a budget item', async () => {
    const org = await t.createOrg('No items');
    const f = documentFixtures(t);
    const project = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const note = await f.note(org.testKey, project.id, provider.id);
    const res = await t.graphql(org.testKey, `query($id: ID!) { deliveryNote(id: $id) { lines { budgetItemId budgetItem { id } } } }`, {
      id: note.id,
    });
    expect(res.body.data.deliveryNote.lines).toEqual([{ budgetItemId: null, budgetItem: null }]);
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
