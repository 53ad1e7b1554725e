import { beforeAll, describe, expect, it } from 'vitest';
import { takeMonthlySnapshots } from '../src/cost-reports/cost-report.service.js';
import { documentsTestApp } from './helpers/documents.js';

const { t, org, f, project, provider } = await documentsTestApp();
const key = () => org.testKey;
const ok = f.ok;
const req = (method: string, path: string, body?: unknown) => t.request(method, path, { key: key(), body });

/*
 * The worked example, by hand (cents; markup 0, so sale = cost):
 *
 * Budget (accepted): 01 Cimentación: A Hormigón 100 m3 × 8000 = 800000, B Acero 2000 kg × 125 = 250000;
 *                    02 Estructura:  C Encofrado 50 m2 × 2000 = 100000.                 original 1150000
 * Change orders: +10 m3 on A approved (+80000); pending: +5 m2 on C (10000) and a new item D in 02
 *   (10 × 1000 = 10000, pending on the chapter).
 * Commitment K (approved): A 100 × 7800 = 780000, B 2000 × 120 = 240000; its change order adds A 5 × 7800 = 39000.
 *   committed A 819000, B 240000. A draft commitment on C does not count.
 * Delivery notes: N1 (K): A 60 × 7800 = 468000, B 1000 × 120 = 120000; N2: C 10 × 2100 = 21000;
 *   N3: a crane, on no item, 15000; N4 on A, deleted: not counted.
 * Invoices: I1 588000 on K, matched with N1 (backed; matching charges it to N1's items A and B):
 *   294000 each. I6 105900 on K, no items, no note: shared by K's items 819000 : 240000 → A 81900,
 *   B 24000. I2 10001 on items A and C, no note: 5001 to the item with the smaller id, 5000 to the
 *   other. I3 7000 on nothing. I4 cancelled, I5 deleted: not counted.
 * Estimate to complete on B: 100000.
 *
 * A: revised 880000, committed 819000, delivered 468000, invoiced 294000 + 81900 + sA,
 *    actual 468000 + 81900 + sA, forecast max(819000, actual) = 819000, variance 61000.
 * B: revised 250000, committed 240000, delivered 120000, invoiced 318000, actual 144000,
 *    forecast 144000 + 100000 = 244000, variance 6000.
 * C: revised 100000, pending 10000, delivered 21000, invoiced sC, actual 21000 + sC,
 *    forecast 31000 + sC, variance 69000 − sC.
 * Chapter 01 = A + B; chapter 02 = C plus the pending new item: pending 20000, forecast 41000 + sC.
 * Unassigned: delivered 15000, invoiced 7000, actual 22000, forecast 22000, variance −22000.
 */
async function workedExample() {
  const budget = await ok(
    req('POST', '/v1/budgets', {
      project_id: project.id,
      name: 'Presupuesto de ejecución',
      chapters: [
        {
          code: '01',
          title: 'Cimentación',
          items: [
            { code: 'A', description: 'Hormigón HA-25', unit: 'm3', quantity: 100, cost_price: 8000 },
            { code: 'B', description: 'Acero B 500 S', unit: 'kg', quantity: 2000, cost_price: 125 },
          ],
        },
        { code: '02', title: 'Estructura', items: [{ code: 'C', description: 'Encofrado de madera', unit: 'm2', quantity: 50, cost_price: 2000 }] },
      ],
    }),
  );
  await ok(req('PATCH', `/v1/budgets/${budget.id}`, { status: 'accepted' }), 200);
  const full = await ok(req('GET', `/v1/budgets/${budget.id}?include=items`), 200);
  const [ch1, ch2] = full.chapters;
  const [A, B] = ch1.items.map((i: any) => i.id);
  const C = ch2.items[0].id;
  const co1 = await ok(req('POST', '/v1/change-orders', { target: 'budget', budget_id: budget.id, title: 'Más hormigón', lines: [{ budget_item_id: A, quantity_delta: 10 }] }));
  await ok(req('PATCH', `/v1/change-orders/${co1.id}`, { status: 'approved' }), 200);
  await ok(
    req('POST', '/v1/change-orders', {
      target: 'budget',
      budget_id: budget.id,
      title: 'Pendiente',
      lines: [
        { budget_item_id: C, quantity_delta: 5 },
        { new_item: { chapter_id: ch2.id, code: 'D', description: 'Desencofrante', unit: 'l' }, quantity_delta: 10, unit_price: 1000 },
      ],
    }),
  );
  const k = await ok(
    req('POST', '/v1/commitments', {
      project_id: project.id,
      provider_id: provider.id,
      kind: 'purchase_order',
      number: `K-${f.unique()}`,
      title: 'Hormigón y acero',
      lines: [
        { budget_item_id: A, description: 'Hormigón', quantity: 100, unit: 'm3', unit_price: 7800 },
        { budget_item_id: B, description: 'Acero', quantity: 2000, unit: 'kg', unit_price: 120 },
      ],
    }),
  );
  await ok(req('PATCH', `/v1/commitments/${k.id}`, { status: 'approved' }), 200);
  const kco = await ok(
    req('POST', '/v1/change-orders', { target: 'commitment', commitment_id: k.id, title: '+5 m3', lines: [{ budget_item_id: A, description: 'Hormigón', unit: 'm3', quantity_delta: 5, unit_price: 7800 }] }),
  );
  await ok(req('PATCH', `/v1/change-orders/${kco.id}`, { status: 'approved' }), 200);
  await ok(
    req('POST', '/v1/commitments', {
      project_id: project.id,
      provider_id: provider.id,
      kind: 'subcontract',
      number: `D-${f.unique()}`,
      title: 'Borrador',
      lines: [{ budget_item_id: C, description: 'x', quantity: 50, unit: 'm2', unit_price: 1 }],
    }),
  );
  const note = (lines: unknown[], extra: Record<string, unknown> = {}) =>
    ok(req('POST', '/v1/delivery-notes', { project_id: project.id, provider_id: provider.id, delivery_note_number: `ALB-${f.unique()}`, delivery_date: '2026-11-10', line_items: lines, ...extra }));
  const n1 = await note(
    [
      { description: 'Hormigón', quantity: 60, unit: 'm3', unit_price: 7800, subtotal: 468000, commitment_line_id: k.lines[0].id },
      { description: 'Acero', quantity: 1000, unit: 'kg', unit_price: 120, subtotal: 120000, budget_item_id: B },
    ],
    { commitment_id: k.id },
  );
  await note([{ description: 'Encofrado', quantity: 10, unit: 'm2', unit_price: 2100, subtotal: 21000, budget_item_id: C }]);
  await note([{ description: 'Alquiler de grúa', quantity: 5, unit: 'h', unit_price: 3000, subtotal: 15000 }]);
  const n4 = await note([{ description: 'Hormigón', quantity: 1, unit: 'm3', unit_price: 999999, subtotal: 999999, budget_item_id: A }]);
  await ok(req('DELETE', `/v1/delivery-notes/${n4.id}`), 200);
  const invoice = (subtotal: number, extra: Record<string, unknown> = {}) =>
    f.invoice(key(), project.id, provider.id, { subtotal_amount: subtotal, tax_amount: 0, total_amount: subtotal, ...extra });
  const i1 = await invoice(588000, { commitment_id: k.id });
  await ok(req('POST', `/v1/invoices/${i1.id}/match`, { delivery_note_ids: [n1.id] }), 200);
  const i2 = await invoice(10001);
  await ok(req('PATCH', `/v1/invoices/${i2.id}`, { budget_item_ids: [A, C] }), 200);
  await invoice(7000);
  await invoice(105900, { commitment_id: k.id });
  const i4 = await invoice(50000, { budget_item_ids: undefined });
  await ok(req('PATCH', `/v1/invoices/${i4.id}`, { status: 'cancelled' }), 200);
  const i5 = await invoice(40000);
  await ok(req('DELETE', `/v1/invoices/${i5.id}`), 200);
  await ok(req('PATCH', `/v1/budget-items/${B}`, { estimate_to_complete: 100000 }), 200);
  const [sA, sC] = A < C ? [5001, 5000] : [5000, 5001];
  return { A, B, C, ch1, ch2, sA, sC };
}

const ex = await workedExample();

describe('the cost report', () => {
  it('has every column right on the worked example, per item, chapter and project', async () => {
    const res = await req('GET', `/v1/projects/${project.id}/cost-report`);
    expect(res.status).toBe(200);
    const report = res.body;
    const { sA, sC } = ex;
    const item = (id: string) => report.items.find((i: any) => i.budget_item_id === id);
    const none = { certified: 0, margin: -(549900 + sA), percent_complete: null };
    expect(item(ex.A)).toMatchObject({ code: 'A', original_budget: 800000, approved_changes: 80000, revised_budget: 880000, pending_changes: 0, committed: 819000, delivered: 468000, invoiced: 375900 + sA, actual: 549900 + sA, forecast: 819000, variance: 61000, estimate_to_complete: null, ...none });
    expect(item(ex.B)).toMatchObject({ original_budget: 250000, approved_changes: 0, revised_budget: 250000, pending_changes: 0, committed: 240000, delivered: 120000, invoiced: 318000, actual: 144000, forecast: 244000, variance: 6000, estimate_to_complete: 100000 });
    expect(item(ex.C)).toMatchObject({ original_budget: 100000, approved_changes: 0, revised_budget: 100000, pending_changes: 10000, committed: 0, delivered: 21000, invoiced: sC, actual: 21000 + sC, forecast: 31000 + sC, variance: 69000 - sC });
    const chapter = (id: string) => report.chapters.find((c: any) => c.chapter_id === id);
    expect(chapter(ex.ch1.id)).toMatchObject({ code: '01', original_budget: 1050000, approved_changes: 80000, revised_budget: 1130000, pending_changes: 0, committed: 1059000, delivered: 588000, invoiced: 693900 + sA, actual: 693900 + sA, forecast: 1063000, variance: 67000 });
    expect(chapter(ex.ch2.id)).toMatchObject({ code: '02', original_budget: 100000, revised_budget: 100000, pending_changes: 20000, committed: 0, delivered: 21000, invoiced: sC, actual: 21000 + sC, forecast: 41000 + sC, variance: 59000 - sC });
    expect(report.unassigned).toEqual({ original_budget: 0, approved_changes: 0, revised_budget: 0, pending_changes: 0, committed: 0, delivered: 15000, invoiced: 7000, actual: 22000, forecast: 22000, variance: -22000, certified: 0, margin: -22000, percent_complete: null });
    expect(report.totals).toEqual({
      original_budget: 1150000,
      approved_changes: 80000,
      revised_budget: 1230000,
      pending_changes: 20000,
      committed: 1059000,
      delivered: 624000,
      invoiced: 710901,
      actual: 746901,
      forecast: 1126000 + sC,
      variance: 104000 - sC,
      certified: 0,
      margin: -746901,
      percent_complete: null,
    });
  });

  it('answers the same table as CSV', async () => {
    const json = (await req('GET', `/v1/projects/${project.id}/cost-report`)).body;
    const res = await t.request('GET', `/v1/projects/${project.id}/cost-report?format=csv`, { key: key() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = res.text.trimEnd().split('\r\n').map((line) => line.split(','));
    const columns = ['original_budget', 'approved_changes', 'revised_budget', 'pending_changes', 'committed', 'delivered', 'invoiced', 'actual', 'forecast', 'variance', 'certified', 'margin', 'percent_complete'];
    expect(header).toEqual(['level', 'id', 'parent_id', 'code', 'description', 'unit', ...columns]);
    const figures = (row: string[]) => Object.fromEntries(columns.map((c, i) => [c, row[6 + i] === '' ? null : Number(row[6 + i])]));
    const pick = (o: any) => Object.fromEntries(columns.map((c) => [c, o[c]]));
    const byLevel = (level: string) => rows.filter((r) => r[0] === level);
    expect(byLevel('chapter').map((r) => [r[1], figures(r)])).toEqual(json.chapters.map((c: any) => [c.chapter_id, pick(c)]));
    expect(byLevel('item').map((r) => [r[1], r[3], figures(r)])).toEqual(json.items.map((i: any) => [i.budget_item_id, i.code, pick(i)]));
    expect(figures(byLevel('unassigned')[0])).toEqual(json.unassigned);
    expect(figures(byLevel('project')[0])).toEqual(json.totals);
  });

  it('is on GraphQL as Project.costReport, in the same statements for one project or several', async () => {
    const rest = (await req('GET', `/v1/projects/${project.id}/cost-report`)).body;
    const query = `{ projects(first: 10) { nodes { id costReport { totals { forecast variance } items { code forecast budgetItem { id } } chapters { code pendingChanges } unassigned { actual } } } } }`;
    t.resetQueries();
    const res = await t.graphql(key(), query);
    expect(res.body.errors).toBeUndefined();
    const mine = res.body.data.projects.nodes.find((p: any) => p.id === project.id).costReport;
    expect(mine.totals).toEqual({ forecast: rest.totals.forecast, variance: rest.totals.variance });
    expect(mine.items.map((i: any) => [i.code, i.forecast])).toEqual(rest.items.map((i: any) => [i.code, i.forecast]));
    const single = t.queries.length;
    for (let i = 0; i < 3; i++) await f.project(key());
    t.resetQueries();
    const more = await t.graphql(key(), query);
    expect(more.body.data.projects.nodes.length).toBeGreaterThanOrEqual(4);
    expect(t.queries.length).toBe(single);
  });

  it('takes snapshots on demand and once a month, idempotently', async () => {
    const first = await req('POST', `/v1/projects/${project.id}/cost-report/snapshots`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'on_demand', project_id: project.id, period: new Date().toISOString().slice(0, 7) });
    expect(first.body.report.totals.revised_budget).toBe(1230000);
    const monthEnd = new Date('2026-12-01T00:05:00.000Z');
    expect(await takeMonthlySnapshots(t.orm.em.fork(), monthEnd)).toEqual({ period: '2026-11', stored: 1 });
    expect(await takeMonthlySnapshots(t.orm.em.fork(), monthEnd)).toEqual({ period: '2026-11', stored: 0 });
    const list = (await req('GET', `/v1/projects/${project.id}/cost-report/snapshots`)).body.data;
    expect(list.map((s: any) => s.kind).sort()).toEqual(['monthly', 'on_demand']);
    expect(list.find((s: any) => s.kind === 'monthly')).toMatchObject({ period: '2026-11', report: { totals: { revised_budget: 1230000 } } });
    const viewer = await t.createKey(org, 'test', ['read:commitments']);
    const denied = await t.request('POST', `/v1/projects/${project.id}/cost-report/snapshots`, { key: viewer });
    expect(denied.body.error.details).toEqual({ required_scope: 'write:commitments' });
  });
});

/*
 * Production and margin, by hand (cents). Budget at 20 % markup (sale = cost × 1.2):
 *   01: P 100 m3 × 1000 (sale 1200); R 0 m3 × 500 (sale 600)
 *   02: S 30 m3 × 9000 (sale 10800); T 20 m2 × 2000 (sale 2400)
 * Costs: notes P 30000, S 500000, and 7000 on no item.
 * Certification 1 (issued): P 20, S 10. Certification 2 (issued, the last): P 37.5, R 3 (S carried at 10).
 * A voided draft (P 90) and the open draft after it (P 80, T 5) do not count.
 *   P: certified round(37.5 × 1200) = 45000 (not 24000 + 45000: a origen), actual 30000, margin 15000, 37.5 %
 *   R: certified 3 × 600 = 1800, actual 0, margin 1800; revised quantity 0 → percent null
 *   S: certified 10 × 10800 = 108000, actual 500000, margin −392000, 10 / 30 = 33.333… → 33.33 %
 *   T: no line → certified 0, margin 0, 0 %
 *   01: certified 46800, actual 30000, margin 16800; 02: certified 108000, actual 500000, margin −392000
 *   unassigned: certified 0, actual 7000, margin −7000
 *   project: certified 154800, actual 537000, margin −382200
 */
describe('production and margin from certifications', () => {
  // Made when this block starts, after the monthly snapshot test above has counted its projects.
  let site: { id: string };
  let budget: { id: string };
  let ch1: any, ch2: any, P: string, R: string, S: string, T: string;
  const reportOf = async () => (await req('GET', `/v1/projects/${site.id}/cost-report`)).body;
  const noteOn = (item: string | undefined, subtotal: number) =>
    f.note(key(), site.id, provider.id, subtotal, {
      line_items: [{ description: 'Obra', quantity: 1, unit: 'ud', unit_price: subtotal, subtotal, ...(item ? { budget_item_id: item } : {}) }],
    });
  const certify = (lines: Array<[string, number]>) =>
    ok(req('POST', '/v1/certifications', { project_id: site.id, budget_id: budget.id, lines: lines.map(([id, q]) => ({ budget_item_id: id, quantity_to_date: q })) }));

  beforeAll(async () => {
    site = await f.project(key());
    budget = await ok(
      req('POST', '/v1/budgets', {
        project_id: site.id,
        name: 'Obra certificada',
        markup_percentage: 20,
        chapters: [
          {
            code: '01',
            title: 'Movimiento de tierras',
            items: [
              { code: 'P', description: 'Excavación', unit: 'm3', quantity: 100, cost_price: 1000 },
              { code: 'R', description: 'Relleno no presupuestado', unit: 'm3', quantity: 0, cost_price: 500 },
            ],
          },
          {
            code: '02',
            title: 'Estructura',
            items: [
              { code: 'S', description: 'Hormigón', unit: 'm3', quantity: 30, cost_price: 9000 },
              { code: 'T', description: 'Encofrado', unit: 'm2', quantity: 20, cost_price: 2000 },
            ],
          },
        ],
      }),
    );
    await ok(req('PATCH', `/v1/budgets/${budget.id}`, { status: 'accepted' }), 200);
    const full = await ok(req('GET', `/v1/budgets/${budget.id}?include=items`), 200);
    [ch1, ch2] = full.chapters;
    [P, R] = ch1.items.map((i: any) => i.id);
    [S, T] = ch2.items.map((i: any) => i.id);
    await noteOn(P, 30000);
    await noteOn(S, 500000);
    await noteOn(undefined, 7000);
  });

  it('has no production and a null percent before the first issued certification', async () => {
    const draft = await certify([[P, 50]]);
    const report = await reportOf();
    expect(report.items.map((i: any) => [i.code, i.certified, i.margin, i.percent_complete])).toEqual([
      ['P', 0, -30000, null],
      ['R', 0, 0, null],
      ['S', 0, -500000, null],
      ['T', 0, 0, null],
    ]);
    await ok(req('POST', `/v1/certifications/${draft.id}/void`), 200);
  });

  it('adds certified, margin and percent complete from the last issued certification, drafts and void ones ignored', async () => {
    const first = await certify([[P, 20], [S, 10]]);
    await ok(req('POST', `/v1/certifications/${first.id}/issue`), 200);
    const second = await certify([[P, 37.5], [R, 3]]);
    await ok(req('POST', `/v1/certifications/${second.id}/issue`), 200);
    const voided = await certify([[P, 90]]);
    await ok(req('POST', `/v1/certifications/${voided.id}/void`), 200);
    await certify([[P, 80], [T, 5]]);

    const report = await reportOf();
    const figures = (r: any) => [r.certified, r.actual, r.margin, r.percent_complete];
    expect(report.items.map((i: any) => [i.code, ...figures(i)])).toEqual([
      ['P', 45000, 30000, 15000, 37.5],
      ['R', 1800, 0, 1800, null],
      ['S', 108000, 500000, -392000, 33.33],
      ['T', 0, 0, 0, 0],
    ]);
    const chapter = (id: string) => report.chapters.find((c: any) => c.chapter_id === id);
    expect(figures(chapter(ch1.id))).toEqual([46800, 30000, 16800, null]);
    expect(figures(chapter(ch2.id))).toEqual([108000, 500000, -392000, null]);
    expect(figures(report.unassigned)).toEqual([0, 7000, -7000, null]);
    expect(figures(report.totals)).toEqual([154800, 537000, -382200, null]);

    const csv = (await t.request('GET', `/v1/projects/${site.id}/cost-report?format=csv`, { key: key() })).text.trimEnd().split('\r\n');
    const header = csv[0].split(',');
    const column = (line: string, name: string) => line.split(',')[header.indexOf(name)];
    const rowOf = (id: string) => csv.find((line) => line.split(',')[1] === id)!;
    expect(['certified', 'margin', 'percent_complete'].map((c) => column(rowOf(S), c))).toEqual(['108000', '-392000', '33.33']);
    expect(['certified', 'margin', 'percent_complete'].map((c) => column(rowOf(R), c))).toEqual(['1800', '1800', '']);

    const gql = await t.graphql(key(), `{ project(id: "${site.id}") { costReport { totals { certified margin percentComplete } items { code certified margin percentComplete } } } }`);
    expect(gql.body.errors).toBeUndefined();
    const viaGraphql = gql.body.data.project.costReport;
    expect(viaGraphql.totals).toEqual({ certified: 154800, margin: -382200, percentComplete: null });
    expect(viaGraphql.items.map((i: any) => [i.code, i.certified, i.margin, i.percentComplete])).toEqual([
      ['P', 45000, 15000, 37.5],
      ['R', 1800, 1800, null],
      ['S', 108000, -392000, 33.33],
      ['T', 0, 0, 0],
    ]);
  });

  it('reads a snapshot frozen before the report had production with certified 0 and margin −actual', async () => {
    const snapshot = await ok(req('POST', `/v1/projects/${site.id}/cost-report/snapshots`), 201);
    expect(snapshot.report.totals).toMatchObject({ certified: 154800, margin: -382200 });
    const strip = (f: Record<string, unknown>) => {
      const { certified: _c, margin: _m, ...rest } = f;
      return rest;
    };
    const r = snapshot.report;
    const old = { ...r, totals: strip(r.totals), unassigned: strip(r.unassigned), chapters: r.chapters.map(strip), items: r.items.map(strip) };
    await t.orm.em.getConnection().execute(`update cost_report_snapshots set report = ?::jsonb where id = ?`, [JSON.stringify(old), snapshot.id]);
    const [read] = (await req('GET', `/v1/projects/${site.id}/cost-report/snapshots`)).body.data;
    expect(read.id).toBe(snapshot.id);
    expect(read.report.totals).toMatchObject({ actual: 537000, certified: 0, margin: -537000 });
    expect(read.report.items.find((i: any) => i.code === 'S')).toMatchObject({ certified: 0, margin: -500000, percent_complete: 33.33 });
  });
});
