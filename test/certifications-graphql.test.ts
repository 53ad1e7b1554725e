import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_CHAPTERS, createProject } from './helpers/budgets.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

/**
 * Certifications through the web app's GraphQL: the same services as REST
 * (docs/certifications.md#graphql), relations batched per request.
 */

let t: TestApp;
let org: TestOrg;
const key = () => org.testKey;

/** An accepted budget of the project (TWO_CHAPTERS at 15 %: item 01.01 sells at 17.48 per m³); its id and item ids by code. */
async function acceptedBudget(k: string, projectId: string, chapters: unknown[] = TWO_CHAPTERS) {
  const created = await t.request('POST', '/v1/budgets', { key: k, body: { project_id: projectId, name: 'Presupuesto adjudicado', markup_percentage: 15, chapters } });
  expect(created.status).toBe(201);
  expect((await t.request('PATCH', `/v1/budgets/${created.body.id}`, { key: k, body: { status: 'accepted' } })).status).toBe(200);
  const items = await t.request('GET', `/v1/budgets/${created.body.id}/items?limit=100`, { key: k });
  return { id: created.body.id as string, items: Object.fromEntries(items.body.data.map((i: { code: string; id: string }) => [i.code, i.id])) as Record<string, string> };
}

/** The data of a GraphQL answer, failing with its errors when it has any. */
async function data(query: string, variables?: Record<string, unknown>, k = key()) {
  const res = await t.graphql(k, query, variables);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

/** The first error of an answer that must have failed. */
async function refusal(query: string, variables?: Record<string, unknown>, k = key()) {
  const res = await t.graphql(k, query, variables);
  expect(res.status).toBe(200);
  expect(res.body.errors).toHaveLength(1);
  return res.body.errors[0];
}

const FIELDS = `id number type status periodStart periodEnd invoiceNumber issueDate paidOn paymentReference
  executionAmount overheadsAmount profitAmount discountAmount subtotalAmount taxAmount retentionAmount totalAmount
  toDate { executionAmount totalAmount }
  lines { budgetItemId code salePrice previousQuantity quantityThisPeriod quantityToDate amountThisPeriod amountToDate overBudget percentComplete }
  project { id } budget { id } previousCertification { id number }
  issuedAt paidAt voidedAt`;

const CREATE = `mutation($input: CreateCertificationInput!) { createCertification(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateCertificationInput!) { updateCertification(id: $id, input: $input) { ${FIELDS} } }`;
const ISSUE = `mutation($id: ID!) { issueCertification(id: $id) { ${FIELDS} } }`;
const VOID = `mutation($id: ID!) { voidCertification(id: $id) { ${FIELDS} } }`;
const PAID = `mutation($id: ID!, $input: MarkCertificationPaidInput) { markCertificationPaid(id: $id, input: $input) { ${FIELDS} } }`;

let projectId: string;
let budget: Awaited<ReturnType<typeof acceptedBudget>>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg('Construcciones Certifica');
  projectId = await createProject(t, key());
  budget = await acceptedBudget(key(), projectId);
});
afterAll(() => t?.close());

describe('certifications on GraphQL', () => {
  const ids: Record<string, string> = {};

  it('keeps the organization tax id and fiscal address, the seller of its certifications', async () => {
    const fiscalAddress = { street: 'Avda. de la Constitución, 45', postCode: '28001', town: 'Madrid', province: 'Madrid' };
    const updated = await data(
      `mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { taxId fiscalAddress { street postCode town province countryCode } } }`,
      { input: { taxId: 'b-12345674', fiscalAddress } },
    );
    expect(updated.updateOrganization).toEqual({ taxId: 'B12345674', fiscalAddress: { ...fiscalAddress, countryCode: 'ESP' } });
    expect((await data(`{ organization { taxId fiscalAddress { postCode countryCode } } }`)).organization).toEqual({
      taxId: 'B12345674',
      fiscalAddress: { postCode: '28001', countryCode: 'ESP' },
    });
    const bad = await refusal(`mutation { updateOrganization(input: { fiscalAddress: { street: "C/ Mayor 1", postCode: "2800", town: "Madrid", province: "Madrid" } }) { id } }`);
    expect(bad.extensions.code).toBe('validation_failed');
    expect(bad.extensions.details.errors).toEqual([expect.objectContaining({ param: 'fiscalAddress.postCode', code: 'invalid_post_code' })]);
  });

  it('creates a draft valued at the sale prices, with its figures rounded half away from zero', async () => {
    const res = await data(CREATE, {
      input: { projectId, budgetId: budget.id, periodStart: '2026-10-01', periodEnd: '2026-10-31', lines: [{ budgetItemId: budget.items['01.01'], quantityToDate: 5 }] },
    });
    const c = res.createCertification;
    ids.first = c.id;
    // 5 × 17.48 = 87.40; GG 13 % 11.362 → 11.36; BI 6 % 5.244 → 5.24; base 104.00; IVA 21 % 21.84; retention 5 % 5.20; total 120.64
    expect(c).toMatchObject({
      number: 1,
      type: 'PROGRESS',
      status: 'DRAFT',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      executionAmount: 8740,
      overheadsAmount: 1136,
      profitAmount: 524,
      discountAmount: 0,
      subtotalAmount: 10400,
      taxAmount: 2184,
      retentionAmount: 520,
      totalAmount: 12064,
      toDate: { executionAmount: 8740, totalAmount: 12064 },
      invoiceNumber: null,
      project: { id: projectId },
      budget: { id: budget.id },
      previousCertification: null,
    });
    expect(c.lines).toEqual([
      {
        budgetItemId: budget.items['01.01'],
        code: '01.01',
        salePrice: 1748,
        previousQuantity: 0,
        quantityThisPeriod: 5,
        quantityToDate: 5,
        amountThisPeriod: 8740,
        amountToDate: 8740,
        overBudget: false,
        percentComplete: 40.5, // 5 / 12.345
      },
    ]);
  });

  it('updates the draft: the lines measured replace those sent before', async () => {
    const res = await data(UPDATE, {
      id: ids.first,
      input: { lines: [{ budgetItemId: budget.items['01.01'], quantityToDate: 6.5 }, { budgetItemId: budget.items['02.03'], quantityToDate: 0.5 }] },
    });
    const c = res.updateCertification;
    // 6.5 × 17.48 = 113.62; 0.5 × 0.01 = 0.005 → 0.01 (above the 0.333 budgeted: flagged)
    expect(c.lines.map((l: any) => [l.code, l.amountToDate, l.overBudget, l.percentComplete])).toEqual([
      ['01.01', 11362, false, 52.65],
      ['02.03', 1, true, 150.15],
    ]);
    expect(c.executionAmount).toBe(11363);
  });

  it('refuses a line of an item that is not of the budget, naming it, and changes nothing', async () => {
    const elsewhere = await acceptedBudget(key(), await createProject(t, key(), 'Otra obra'));
    const before = await data(`query($id: ID!) { certification(id: $id) { updatedAt executionAmount } }`, { id: ids.first });
    const bad = await refusal(UPDATE, { id: ids.first, input: { lines: [{ budgetItemId: elsewhere.items['01.01'], quantityToDate: 1 }] } });
    expect(bad.extensions.code).toBe('validation_failed');
    expect(bad.extensions.details.errors).toEqual([expect.objectContaining({ param: 'lines[0].budgetItemId', code: 'invalid_budget_item' })]);
    expect((await data(`query($id: ID!) { certification(id: $id) { updatedAt executionAmount } }`, { id: ids.first })).certification).toEqual(before.certification);
  });

  it('refuses a period that ends before it starts', async () => {
    const other = await acceptedBudget(key(), projectId);
    const rows = await countRows(t, 'certifications');
    const bad = await refusal(CREATE, { input: { projectId, budgetId: other.id, periodStart: '2026-10-31', periodEnd: '2026-10-01' } });
    expect(bad.extensions.code).toBe('validation_failed');
    expect(bad.extensions.details.errors).toEqual([expect.objectContaining({ param: 'periodEnd', code: 'invalid_period' })]);
    expect(await countRows(t, 'certifications')).toBe(rows);
  });

  it('issues the draft with its invoice number, and then refuses to change it', async () => {
    const c = (await data(ISSUE, { id: ids.first })).issueCertification;
    expect(c).toMatchObject({ status: 'ISSUED', executionAmount: 11363, issueDate: new Date().toISOString().slice(0, 10) });
    expect(c.invoiceNumber).toMatch(/^CERT-\d{4}-0001$/);
    expect(c.issuedAt).not.toBeNull();
    const bad = await refusal(UPDATE, { id: ids.first, input: { periodEnd: '2026-10-30' } });
    expect(bad.extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'issued', to: 'updated' } });
  });

  it('refuses to mark a draft paid; an accountant-like key (write:invoices) marks the issued one paid', async () => {
    const second = (await data(CREATE, { input: { projectId, budgetId: budget.id, lines: [{ budgetItemId: budget.items['01.01'], quantityToDate: 8 }] } })).createCertification;
    ids.second = second.id;
    // Follows the first: the period after it, the quantity to date of then.
    expect(second).toMatchObject({ number: 2, periodStart: '2026-11-01', periodEnd: '2026-11-30', previousCertification: { id: ids.first, number: 1 } });
    expect(second.lines[0]).toMatchObject({ previousQuantity: 6.5, quantityThisPeriod: 1.5, amountThisPeriod: 13984 - 11362 });

    const bad = await refusal(PAID, { id: ids.second });
    expect(bad.extensions).toMatchObject({ code: 'invalid_state_transition', param: 'status', details: { from: 'draft', to: 'paid' } });

    const accountant = await t.createKey(org, 'test', ['read:certifications', 'write:invoices']);
    const paid = (
      await data(
        `mutation($id: ID!, $input: MarkCertificationPaidInput) { markCertificationPaid(id: $id, input: $input) { status paidOn paymentReference paidAt } }`,
        { id: ids.first, input: { paidOn: '2026-12-15', reference: 'TRF-2026-118' } },
        accountant,
      )
    ).markCertificationPaid;
    expect(paid).toMatchObject({ status: 'PAID', paidOn: '2026-12-15', paymentReference: 'TRF-2026-118' });
    expect(paid.paidAt).not.toBeNull();
  });

  it('voids a draft, and refuses to void a paid one or issue a void one', async () => {
    const voided = (await data(VOID, { id: ids.second })).voidCertification;
    expect(voided).toMatchObject({ status: 'VOID', invoiceNumber: null });
    expect(voided.voidedAt).not.toBeNull();
    const paid = await refusal(VOID, { id: ids.first });
    expect(paid.extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'paid', to: 'void' } });
    const again = await refusal(ISSUE, { id: ids.second });
    expect(again.extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'void', to: 'issued' } });
  });

  it('reads them by id, as a filtered list and as a connection of the project', async () => {
    const one = (await data(`query($id: ID!) { certification(id: $id) { id status toDate { executionAmount } budget { id status } } }`, { id: ids.first })).certification;
    expect(one).toEqual({ id: ids.first, status: 'PAID', toDate: { executionAmount: 11363 }, budget: { id: budget.id, status: 'ACCEPTED' } });

    const list = await data(
      `query($p: ID!, $b: ID!) {
        all: certifications(projectId: $p, budgetId: $b, type: PROGRESS) { totalCount nodes { id } }
        voided: certifications(projectId: $p, status: VOID, first: 1) { totalCount nodes { id } pageInfo { hasNextPage } }
      }`,
      { p: projectId, b: budget.id },
    );
    expect(list.all.totalCount).toBe(2);
    expect(list.all.nodes.map((n: { id: string }) => n.id).sort()).toEqual([ids.first, ids.second].sort());
    expect(list.voided).toEqual({ totalCount: 1, nodes: [{ id: ids.second }], pageInfo: { hasNextPage: false } });

    const nested = await data(`query($id: ID!) { project(id: $id) { certifications(status: PAID) { nodes { id number paidOn } } } }`, { id: projectId });
    expect(nested.project.certifications.nodes).toEqual([{ id: ids.first, number: 1, paidOn: '2026-12-15' }]);

    const unknown = await refusal(`{ certification(id: "cert_00000000000000000000000000") { id } }`);
    expect(unknown.extensions.code).toBe('not_found');
  });

  it('refuses a key without read:certifications', async () => {
    const blind = await t.createKey(org, 'test', ['read:projects']);
    const bad = await refusal(`{ certifications { nodes { id } } }`, undefined, blind);
    expect(bad.extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'read:certifications' } });
  });
});

describe('Project.certifications, batched', () => {
  it('takes the same statements for the certifications of 2 projects as of 10', async () => {
    const batchOrg = await t.createOrg('Construcciones Lote');
    const k = batchOrg.testKey;
    const chapters = [{ code: '01', title: 'Obra', items: [{ code: '01.01', description: 'Excavación', unit: 'm3', quantity: 100, cost_price: 1000 }] }];
    for (let i = 0; i < 10; i++) {
      const p = await createProject(t, k, `Obra ${i}`);
      const b = await acceptedBudget(k, p, chapters);
      const lines = (q: number) => [{ budgetItemId: b.items['01.01'], quantityToDate: q }];
      const first = (await data(CREATE, { input: { projectId: p, budgetId: b.id, lines: lines(10) } }, k)).createCertification;
      await data(ISSUE, { id: first.id }, k);
      await data(CREATE, { input: { projectId: p, budgetId: b.id, lines: lines(20) } }, k);
    }
    const query = (n: number) => `{ projects(first: ${n}) { nodes { id certifications(first: 10) { totalCount nodes {
      id executionAmount lines { code amountThisPeriod } project { id } budget { id } previousCertification { id lines { code } } } } } } }`;

    const counts: number[] = [];
    for (const n of [2, 10]) {
      t.resetQueries();
      const res = await data(query(n), undefined, k);
      counts.push(t.queries.length);
      expect(res.projects.nodes).toHaveLength(n);
      for (const p of res.projects.nodes) {
        expect(p.certifications.totalCount).toBe(2);
        const draft = p.certifications.nodes.find((c: any) => c.previousCertification);
        expect(draft).toMatchObject({ executionAmount: 1150 * 10, project: { id: p.id }, lines: [{ code: '01.01', amountThisPeriod: 11500 }] });
      }
    }
    // 9: the key, the projects, the pages, their lines, the count, projects, budgets, previous certifications and their lines.
    expect(counts[1]).toBe(counts[0]);
  });
});
