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
 * The fixture project of issue 6: five delivery notes (one soft-deleted) and three invoices
 * (one cancelled), built through the REST API, with every figure computed by hand below.
 *
 *   note  provider  lines                              subtotal   state
 *   N1    A         10 m3 × 120.00                    1,200.00   matched with I1
 *   N2    A         400 kg × 2.00                       800.00   matched with I1
 *   N3    B         20 m2 × 15.00 + 10 m2 × 20.00        500.00   matched with I2 (partial)
 *   N4    B         3 ud × 150.00                        450.00   unmatched
 *   N5    A         1 ud × 999.99                        999.99   soft-deleted
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
  const n1 = await note(a.id, [line('Hormigón HA-25/B/20/IIa', 10, 'm3', 12000)]);
  const n2 = await note(a.id, [line('Acero B 500 S', 400, 'kg', 200)]);
  const n3 = await note(b.id, [line('Solado de gres', 20, 'm2', 1500), line('Alicatado', 10, 'm2', 2000)]);
  const n4 = await note(b.id, [line('Puerta de paso', 3, 'ud', 15000)]);
  const n5 = await note(a.id, [line('Alquiler de grúa', 1, 'ud', 99999)]);
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
  return { project, notes: { n1, n2, n3, n4, n5 }, invoices: { i1, i2, i3 } };
}

const SUMMARY = `costSummary { deliveredCost invoicedAmount paidAmount pendingAmount unreconciledDeliveredCost }`;

describe('Project.costSummary', () => {
  it('equals the hand computation on the fixture project', async () => {
    const { project } = await fixtureProject();
    const res = await t.graphql(key(), `query($id: ID!) { project(id: $id) { ${SUMMARY} } }`, { id: project.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.project.costSummary).toEqual({
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

  it('is zero for a project without documents, and never counts another project’s', async () => {
    await fixtureProject();
    const empty = await f.project(key());
    const res = await t.graphql(key(), `query($id: ID!) { project(id: $id) { ${SUMMARY} } }`, { id: empty.id });
    expect(res.body.data.project.costSummary).toEqual({
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
    const res = await t.graphql(own.testKey, `{ projects { nodes { costSummary { deliveredCost } } } }`);
    expect(res.body.data.projects.nodes.map((p: any) => p.costSummary.deliveredCost).sort((x: number, y: number) => x - y)).toEqual([
      10000, 40000, 90000, 160000,
    ]);
    expect(t.queries.filter((q) => /sum\(subtotal_amount\)/.test(q))).toHaveLength(1);
  });

  it('needs the read scopes of the documents it sums', async () => {
    const { project } = await fixtureProject();
    const limited = await t.createKey(org, 'test', ['read:projects', 'read:invoices']);
    const res = await t.graphql(limited, `query($id: ID!) { project(id: $id) { name ${SUMMARY} } }`, { id: project.id });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'read:delivery-notes' } });
  });
});
