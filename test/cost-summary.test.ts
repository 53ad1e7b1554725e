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
const post = (path: string, body: unknown, status = 200) => f.ok(t.request('POST', path, { key: key(), body }), status);
const patch = (path: string, body: unknown) => f.ok(t.request('PATCH', path, { key: key(), body }), 200);

const line = (description: string, quantity: number, unit: string, unitPrice: number, extra: Record<string, unknown> = {}) => ({
  description,
  quantity,
  unit,
  unit_price: unitPrice,
  subtotal: Math.round(quantity * unitPrice),
  ...extra,
});

/**
 * The fixture project of issue 6: two budgets (one accepted), five delivery notes (one
 * soft-deleted) and three invoices (one cancelled), built through the REST API, with every
 * figure computed by hand below.
 *
 *   budget B1, markup 15 %, ACCEPTED            cost_total            sale_total
 *     01.01 Hormigón HA-25   12 m3 × 115.00      1,380.00   × 132.25 = 1,587.00
 *     01.02 Acero B 500 S   500 kg ×   1.90        950.00   ×   2.19 = 1,095.00  (1.90 × 1.15 = 2.185 → 2.19)
 *     01.03 Encofrado        40 m2 ×  12.00        480.00   ×  13.80 =   552.00
 *     02.01 Solado de gres   25 m2 ×  14.00        350.00   ×  16.10 =   402.50
 *     02.02 Puerta de paso    4 ud × 160.00        640.00   × 184.00 =   736.00
 *                                              = 3,800.00            = 4,372.50
 *   budget B2, draft: 01.01 Alicatado 30 m2 × 19.00 = 570.00 (not budgeted: not accepted)
 *
 *   note  provider  lines (charged to)                                subtotal   state
 *   N1    A         10 m3 × 120.00 (B1 01.01)                         1,200.00   matched with I1
 *   N2    A         400 kg × 2.00 (B1 01.02)                            800.00   matched with I1
 *   N3    B         20 m2 × 15.00 (B1 02.01) + 10 m2 × 20.00 (B2 01.01)  500.00   matched with I2 (partial)
 *   N4    B         3 ud × 150.00 (B1 02.02)                            450.00   unmatched
 *   N5    A         1 ud × 999.99 (B1 02.02)                            999.99   soft-deleted
 *
 *   invoice  provider  subtotal   status
 *   I1       A         2,000.00   paid      (= N1 + N2: group matched)
 *   I2       B           400.00   pending   (≠ N3: group partial)
 *   I3       B           700.00   cancelled
 */
async function fixtureProject() {
  const project = await f.project(key());
  const a = await f.provider(key());
  const b = await f.provider(key());
  const note = (provider: string, lines: unknown[]) =>
    post('/v1/delivery-notes', {
      project_id: project.id,
      provider_id: provider,
      delivery_note_number: `ALB-${f.unique()}`,
      delivery_date: '2026-11-03',
      line_items: lines,
    }, 201);
  // The notes come before the budgets, so no line gets a suggested item: each is charged below.
  const n1 = await note(a.id, [line('Hormigón HA-25/B/20/IIa', 10, 'm3', 12000)]);
  const n2 = await note(a.id, [line('Acero B 500 S', 400, 'kg', 200)]);
  const n3 = await note(b.id, [line('Solado de gres', 20, 'm2', 1500), line('Alicatado', 10, 'm2', 2000)]);
  const n4 = await note(b.id, [line('Puerta de paso', 3, 'ud', 15000)]);
  const n5 = await note(a.id, [line('Alquiler de grúa', 1, 'ud', 99999)]);

  const item = (code: string, description: string, unit: string, quantity: number, costPrice: number) => ({
    code,
    description,
    unit,
    quantity,
    cost_price: costPrice,
  });
  const b1 = await post('/v1/budgets', {
    project_id: project.id,
    name: 'Presupuesto de ejecución',
    markup_percentage: 15,
    chapters: [
      {
        code: '01',
        title: 'Estructura',
        items: [
          item('01.01', 'Hormigón HA-25/B/20/IIa en losas', 'm3', 12, 11500),
          item('01.02', 'Acero B 500 S en barras', 'kg', 500, 190),
          item('01.03', 'Encofrado de madera en muros', 'm2', 40, 1200),
        ],
      },
      {
        code: '02',
        title: 'Acabados',
        items: [item('02.01', 'Solado de gres porcelánico', 'm2', 25, 1400), item('02.02', 'Puerta de paso lacada', 'ud', 4, 16000)],
      },
    ],
  }, 201);
  const b2 = await post('/v1/budgets', {
    project_id: project.id,
    name: 'Alternativa de acabados',
    markup_percentage: 10,
    chapters: [{ code: '01', title: 'Acabados', items: [item('01.01', 'Alicatado de azulejo', 'm2', 30, 1900)] }],
  }, 201);
  await patch(`/v1/budgets/${b1.id}`, { status: 'accepted' });
  const items = async (budgetId: string) =>
    new Map<string, string>(
      (await f.ok(t.request('GET', `/v1/budgets/${budgetId}/items`, { key: key() }), 200)).data.map((i: any) => [i.code, i.id]),
    );
  const b1Items = await items(b1.id);
  const b2Items = await items(b2.id);
  const charge = (n: any, ...budgetItemIds: string[]) =>
    patch(`/v1/delivery-notes/${n.id}`, {
      line_items: budgetItemIds.map((id, i) => ({ id: n.line_items[i].id, budget_item_id: id })),
    });
  await charge(n1, b1Items.get('01.01')!);
  await charge(n2, b1Items.get('01.02')!);
  await charge(n3, b1Items.get('02.01')!, b2Items.get('01.01')!);
  await charge(n4, b1Items.get('02.02')!);
  await charge(n5, b1Items.get('02.02')!);
  await f.ok(t.request('DELETE', `/v1/delivery-notes/${n5.id}`, { key: key() }), 200);

  const invoice = (provider: string, subtotal: number) =>
    f.invoice(key(), project.id, provider, { subtotal_amount: subtotal, tax_amount: subtotal * 0.21, total_amount: subtotal * 1.21 });
  const i1 = await invoice(a.id, 200000);
  const i2 = await invoice(b.id, 40000);
  const i3 = await invoice(b.id, 70000);
  await post(`/v1/invoices/${i1.id}/match`, { delivery_note_ids: [n1.id, n2.id] });
  await post(`/v1/invoices/${i2.id}/match`, { delivery_note_ids: [n3.id] });
  await patch(`/v1/invoices/${i1.id}`, { status: 'paid', paid_at: '2026-11-20' });
  await patch(`/v1/invoices/${i3.id}`, { status: 'cancelled' });
  return { project, b1Items, b2Items };
}

const SUMMARY = `costSummary { budgetedCost budgetedSale deliveredCost invoicedAmount paidAmount pendingAmount unreconciledDeliveredCost }`;
const BY_ITEM = `byBudgetItem(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  nodes { budgetItem { id code } budgetedCost deliveredCost deliveredQuantity variance } }`;

describe('Project.costSummary', () => {
  it('equals the hand computation on the fixture project', async () => {
    const { project } = await fixtureProject();
    const res = await t.graphql(key(), `query($id: ID!) { project(id: $id) { ${SUMMARY} } }`, { id: project.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.project.costSummary).toEqual({
      // B1 only: B2 is a draft.
      budgetedCost: 138000 + 95000 + 48000 + 35000 + 64000,
      budgetedSale: 158700 + 109500 + 55200 + 40250 + 73600,
      // N1 + N2 + N3 + N4; N5 is soft-deleted.
      deliveredCost: 120000 + 80000 + 50000 + 45000,
      // I1 + I2; I3 is cancelled.
      invoicedAmount: 200000 + 40000,
      paidAmount: 200000,
      pendingAmount: 40000,
      // N3 (its group is partial) + N4 (unmatched).
      unreconciledDeliveredCost: 50000 + 45000,
    });
  });

  it('gives budget versus delivered per budget item, in budget order, as computed by hand', async () => {
    const { project, b1Items, b2Items } = await fixtureProject();
    const query = `query($id: ID!, $first: Int, $after: String) { project(id: $id) { costSummary { ${BY_ITEM} } } }`;
    const all = await t.graphql(key(), query, { id: project.id, first: 10 });
    expect(all.body.errors).toBeUndefined();
    const rows = all.body.data.project.costSummary.byBudgetItem;
    const row = (id: string, budgetedCost: number, deliveredCost: number, deliveredQuantity: number) => ({
      budgetItem: { id, code: expect.any(String) },
      budgetedCost,
      deliveredCost,
      deliveredQuantity,
      variance: deliveredCost - budgetedCost,
    });
    expect(rows.nodes).toEqual([
      row(b1Items.get('01.01')!, 138000, 120000, 10), // N1: 10 m3, 18,000 under
      row(b1Items.get('01.02')!, 95000, 80000, 400), // N2
      row(b1Items.get('01.03')!, 48000, 0, 0), // nothing delivered yet
      row(b1Items.get('02.01')!, 35000, 30000, 20), // N3's first line
      row(b1Items.get('02.02')!, 64000, 45000, 3), // N4; N5 (soft-deleted) does not count
      row(b2Items.get('01.01')!, 0, 20000, 10), // draft budget: nothing budgeted, 200.00 over
    ]);
    expect(rows.nodes.map((r: any) => r.variance)).toEqual([-18000, -15000, -48000, -5000, -19000, 20000]);
    expect(rows.totalCount).toBe(6);
    expect(rows.pageInfo.hasNextPage).toBe(false);
    // The rows' budgeted costs add up to the summary's.
    expect(rows.nodes.reduce((sum: number, r: any) => sum + r.budgetedCost, 0)).toBe(380000);

    const pages: string[] = [];
    let after: string | null = null;
    do {
      const page: any = (await t.graphql(key(), query, { id: project.id, first: 4, after })).body.data.project.costSummary.byBudgetItem;
      pages.push(...page.nodes.map((n: any) => n.budgetItem.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual(rows.nodes.map((n: any) => n.budgetItem.id));

    const tampered = await t.graphql(key(), query, { id: project.id, first: 2, after: 'eyJhIjoxfQ' });
    expect(tampered.body.errors[0].extensions.code).toBe('invalid_cursor');
  });

  it('is zero for a project without documents, and never counts another project’s', async () => {
    await fixtureProject();
    const empty = await f.project(key());
    const res = await t.graphql(key(), `query($id: ID!) { project(id: $id) { ${SUMMARY} } }`, { id: empty.id });
    expect(res.body.data.project.costSummary).toEqual({
      budgetedCost: 0,
      budgetedSale: 0,
      deliveredCost: 0,
      invoicedAmount: 0,
      paidAmount: 0,
      pendingAmount: 0,
      unreconciledDeliveredCost: 0,
    });
  });

  it('computes the summaries of many projects in one statement', async () => {
    const own = await t.createOrg('Many summaries');
    const provider = await f.provider(own.testKey);
    for (let k = 1; k <= 4; k++) {
      const project = await f.project(own.testKey);
      for (let n = 0; n < k; n++) await f.note(own.testKey, project.id, provider.id, 10000 * k);
    }
    t.resetQueries();
    const res = await t.graphql(
      own.testKey,
      `{ projects { nodes { costSummary { deliveredCost byBudgetItem(first: 5) { totalCount nodes { deliveredCost } } } } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.projects.nodes.map((p: any) => p.costSummary.deliveredCost).sort((x: number, y: number) => x - y)).toEqual([
      10000, 40000, 90000, 160000,
    ]);
    // The documents' figures are stored (docs/stored-figures.md): one lookup, no sum over documents.
    expect(t.queries.filter((q) => /from project_figures/.test(q))).toHaveLength(1);
    expect(t.queries.filter((q) => /sum\(subtotal_amount\)/.test(q))).toHaveLength(0);
    expect(t.queries.filter((q) => /sum\(l\.subtotal\)/.test(q))).toHaveLength(2); // the pages, and the grouped count
  });

  it('needs the read scopes of the documents it sums', async () => {
    const { project } = await fixtureProject();
    const limited = await t.createKey(org, 'test', ['read:projects', 'read:invoices', 'read:budgets']);
    const res = await t.graphql(limited, `query($id: ID!) { project(id: $id) { name ${SUMMARY} } }`, { id: project.id });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'read:delivery-notes' } });
  });
});
