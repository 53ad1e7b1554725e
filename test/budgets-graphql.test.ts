import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { HAND_TOTALS_15, TWO_CHAPTERS, createProject } from './helpers/budgets.js';

let t: TestApp;
let org: TestOrg;
let projectId: string;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  projectId = await createProject(t, org.testKey, 'Obra GraphQL');
});
afterAll(() => t?.close());

/** The REST acceptance structure, written as GraphQL input (camelCase, upper-case enums). */
const chaptersInput = TWO_CHAPTERS.map((c) => ({
  code: c.code,
  title: c.title,
  items: c.items.map((i: any) => ({
    code: i.code,
    description: i.description,
    unit: i.unit,
    quantity: i.quantity,
    ...(i.cost_price !== undefined ? { costPrice: i.cost_price } : {}),
    ...(i.breakdowns
      ? {
          breakdowns: i.breakdowns.map((b: any) => ({
            code: b.code,
            description: b.description,
            unit: b.unit,
            quantity: b.quantity,
            costPrice: b.cost_price,
            kind: b.kind.toUpperCase(),
          })),
        }
      : {}),
  })),
}));

const CREATE = `mutation($input: CreateBudgetInput!) {
  createBudget(input: $input) { id projectId name status currency markupPercentage costAmount saleAmount chaptersCount itemsCount sentAt acceptedAt }
}`;
const UPDATE = `mutation($id: ID!, $input: UpdateBudgetInput!) {
  updateBudget(id: $id, input: $input) { id status name markupPercentage saleAmount sentAt acceptedAt }
}`;

async function createBudget(input: Record<string, unknown>, key = org.testKey) {
  return t.graphql(key, CREATE, { input: { projectId, name: 'Presupuesto GraphQL', ...input } });
}

describe('budgets over GraphQL', () => {
  it('creates a budget with its structure and reads it back with chapters, items, breakdowns and project', async () => {
    const res = await createBudget({ markupPercentage: 15, chapters: chaptersInput });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createBudget;
    expect(created).toMatchObject({
      projectId,
      status: 'DRAFT',
      currency: 'EUR',
      markupPercentage: 15,
      costAmount: HAND_TOTALS_15.cost_amount,
      saleAmount: HAND_TOTALS_15.sale_amount,
      chaptersCount: 2,
      itemsCount: 5,
      sentAt: null,
    });

    const read = await t.graphql(
      org.testKey,
      `query($id: ID!) { budget(id: $id) {
        id project { id name }
        chapters { id code title costAmount saleAmount
          items { id code chapterId chapterCode chapter { id code } quantity costPrice salePrice costTotal saleTotal
            breakdowns { code kind quantity costPrice costTotal } } }
        items(first: 2, chapter: "02") { totalCount nodes { code } pageInfo { hasNextPage endCursor } }
      } }`,
      { id: created.id },
    );
    expect(read.body.errors).toBeUndefined();
    const budget = read.body.data.budget;
    expect(budget.project).toEqual({ id: projectId, name: 'Obra GraphQL' });
    expect(budget.chapters.map((c: any) => [c.code, c.costAmount, c.saleAmount])).toEqual([
      ['01', 25012, 28762],
      ['02', 122007, 140411],
    ]);
    const items = budget.chapters.flatMap((c: any) => c.items);
    for (const item of items) {
      const hand = HAND_TOTALS_15.items[item.code];
      expect(item).toMatchObject({ costPrice: hand.cost_price, salePrice: hand.sale_price, costTotal: hand.cost_total, saleTotal: hand.sale_total });
      expect(item.chapter.id).toBe(item.chapterId);
      expect(item.chapter.code).toBe(item.chapterCode);
    }
    expect(items[0]).toMatchObject({ code: '01.01', chapterCode: '01', quantity: 12.345 });
    expect(items[2].breakdowns).toEqual([
      { code: 'MO001', kind: 'LABOR', quantity: 0.35, costPrice: 2150, costTotal: 753 },
      { code: 'MT001', kind: 'MATERIAL', quantity: 1.05, costPrice: 7890, costTotal: 8285 },
      { code: 'MQ001', kind: 'MACHINERY', quantity: 0.125, costPrice: 9999, costTotal: 1250 },
    ]);
    expect(budget.items.totalCount).toBe(3);
    expect(budget.items.nodes.map((n: any) => n.code)).toEqual(['02.01', '02.02']);
    expect(budget.items.pageInfo.hasNextPage).toBe(true);
  });

  it('lists budgets at the root and under Project.budgets, filtered by status', async () => {
    const a = (await createBudget({ name: 'A' })).body.data.createBudget.id;
    const b = (await createBudget({ name: 'B' })).body.data.createBudget.id;
    await t.graphql(org.testKey, UPDATE, { id: b, input: { status: 'SENT' } });
    const res = await t.graphql(
      org.testKey,
      `query($p: ID!) {
        sent: budgets(projectId: $p, status: SENT) { totalCount nodes { id status } }
        project(id: $p) { budgets(first: 100) { nodes { id } } drafts: budgets(status: DRAFT, first: 100) { nodes { id } } }
      }`,
      { p: projectId },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sent).toEqual({ totalCount: 1, nodes: [{ id: b, status: 'SENT' }] });
    const all = res.body.data.project.budgets.nodes.map((n: any) => n.id);
    expect(all.slice(0, 2)).toEqual([b, a]);
    const drafts = res.body.data.project.drafts.nodes.map((n: any) => n.id);
    expect(drafts).toContain(a);
    expect(drafts).not.toContain(b);
  });

  it('moves draft → sent → accepted, refuses sent → draft, and reprices with a Float markup exactly', async () => {
    const { id } = (await createBudget({ chapters: chaptersInput })).body.data.createBudget;
    const repriced = await t.graphql(org.testKey, UPDATE, { id, input: { markupPercentage: 12.5, name: 'Repreciado' } });
    expect(repriced.body.data.updateBudget).toMatchObject({ markupPercentage: 12.5, name: 'Repreciado', saleAmount: 165556 });
    const sent = await t.graphql(org.testKey, UPDATE, { id, input: { status: 'SENT' } });
    expect(sent.body.data.updateBudget.status).toBe('SENT');
    expect(sent.body.data.updateBudget.sentAt).toMatch(/Z$/);
    const back = await t.graphql(org.testKey, UPDATE, { id, input: { status: 'DRAFT' } });
    expect(back.body.errors[0].extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'sent', to: 'draft' } });
    const accepted = await t.graphql(org.testKey, UPDATE, { id, input: { status: 'ACCEPTED', acceptedAt: '2026-11-21' } });
    expect(accepted.body.data.updateBudget).toMatchObject({ status: 'ACCEPTED', acceptedAt: '2026-11-21T00:00:00.000Z' });
    const events = await t.request('GET', '/v1/events?limit=100', { key: org.testKey });
    const types = events.body.data.filter((e: any) => e.data.object.id === id).map((e: any) => e.type);
    expect(types).toEqual(['budget.accepted', 'budget.sent', 'budget.created']);
  });

  it('reports bad input with the REST codes and camelCase params, and creates nothing', async () => {
    const before = await countRows(t, 'budgets');
    const item = { code: '1.1', description: 'x', unit: 'ud', quantity: 1, costPrice: 100 };
    const res = await createBudget({
      markupPercentage: 1.0001,
      chapters: [{ code: '1', title: 'C', items: [{ ...item, quantity: 1.2345 }, { ...item, costPrice: -1 }, { ...item, costPrice: undefined }] }],
    });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('validation_failed');
    expect(res.body.errors[0].extensions.details.errors.map((e: any) => [e.param, e.code])).toEqual(
      expect.arrayContaining([
        ['markupPercentage', 'too_many_decimals'],
        ['chapters[0].items[0].quantity', 'too_many_decimals'],
        ['chapters[0].items[1].costPrice', 'out_of_range'],
        ['chapters[0].items[2].costPrice', 'required'],
      ]),
    );
    const fractional = await createBudget({ chapters: [{ code: '1', title: 'C', items: [{ ...item, costPrice: 10.5 }] }] });
    expect(fractional.body.errors[0].extensions.code).toBe('validation_failed');
    expect(await countRows(t, 'budgets')).toBe(before);
  });

  it('deletes a draft, refuses an accepted one, and isolates organizations and scopes', async () => {
    const draft = (await createBudget({})).body.data.createBudget.id;
    const acceptedId = (await createBudget({})).body.data.createBudget.id;
    await t.graphql(org.testKey, UPDATE, { id: acceptedId, input: { status: 'ACCEPTED' } });
    const DELETE = `mutation($id: ID!) { deleteBudget(id: $id) { id deleted } }`;
    expect((await t.graphql(org.testKey, DELETE, { id: draft })).body.data.deleteBudget).toEqual({ id: draft, deleted: true });
    const refused = await t.graphql(org.testKey, DELETE, { id: acceptedId });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'accepted', to: 'deleted' } });
    const gone = await t.graphql(org.testKey, `query($id: ID!) { budget(id: $id) { id } }`, { id: draft });
    expect(gone.body.errors[0].extensions.code).toBe('not_found');

    const other = await t.createOrg('Ajena GraphQL');
    const foreign = await t.graphql(other.testKey, `query($id: ID!) { budget(id: $id) { id } }`, { id: acceptedId });
    expect(foreign.body.errors[0].extensions.code).toBe('not_found');
    const live = await t.graphql(org.liveKey, `query($id: ID!) { budget(id: $id) { id } }`, { id: acceptedId });
    expect(live.body.errors[0].extensions.code).toBe('not_found');

    const reader = await t.createKey(org, 'test', ['read:budgets']);
    const denied = await createBudget({}, reader);
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:budgets' } });
  });
});
