import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTION_THRESHOLD, suggestBudgetItems } from '../src/budgets/budget-item-suggestion.js';
import { assertBudgetItemsOfProject } from '../src/documents/budget-item-references.js';
import { getBudgetItem } from '../src/budgets/budget.service.js';
import { AppError } from '../src/platform/errors.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { createProject } from './helpers/budgets.js';
import { LINES, PARTIDAS } from './fixtures/budget-suggestion.fixture.js';

let t: TestApp;
let org: TestOrg;
let projectId: string;
/** Partida code → item id in the accepted budget. */
let accepted: Map<string, string>;
/** Partida code → item id in the newer draft copy of the same budget. */
let draftCopy: Map<string, string>;

const tenant = () => ({ organizationId: org.id, livemode: false });

function chapters(partidas = PARTIDAS) {
  return partidas.map((c) => ({
    code: c.chapter,
    title: c.title,
    items: c.items.map(([code, description, unit]) => ({ code, description, unit, quantity: 10, cost_price: 1000 })),
  }));
}

async function createBudget(project: string, name: string, structure: unknown, key = org.testKey): Promise<{ id: string; items: Map<string, string> }> {
  const res = await t.request('POST', '/v1/budgets', { key, body: { project_id: project, name, chapters: structure } });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  const items = await t.request('GET', `/v1/budgets/${res.body.id}/items?limit=100`, { key });
  return { id: res.body.id, items: new Map(items.body.data.map((i: any) => [i.code, i.id])) };
}

const setStatus = (id: string, status: string) => t.request('PATCH', `/v1/budgets/${id}`, { key: org.testKey, body: { status } });

const suggest = (lines: Array<[string, string]>, project = projectId, actor = tenant()) =>
  suggestBudgetItems(
    t.orm.em.fork(),
    actor,
    project,
    lines.map(([description, unit]) => ({ description, unit })),
  );

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  projectId = await createProject(t, org.testKey, 'Edificio 24 viviendas');
  const main = await createBudget(projectId, 'Presupuesto aceptado', chapters());
  await setStatus(main.id, 'accepted');
  accepted = main.items;
  // A newer draft with the same partidas: the accepted budget must still win.
  draftCopy = (await createBudget(projectId, 'Revisión en borrador', chapters())).items;
  // An archived budget whose items would match some near misses: archived budgets are not looked at.
  const archived = await createBudget(projectId, 'Versión archivada', [
    {
      code: '01',
      title: 'Descartado',
      items: [
        { code: '01.01', description: 'Hormigón HA-35/B/20/IIa', unit: 'm3', quantity: 1, cost_price: 1 },
        { code: '01.02', description: 'Gasóleo A', unit: 'l', quantity: 1, cost_price: 1 },
      ],
    },
  ]);
  await setStatus(archived.id, 'archived');
  // Another project of the same organization: its items are not candidates.
  const other = await createProject(t, org.testKey, 'Otra obra');
  await createBudget(other, 'Otra obra', [
    { code: '01', title: 'EPIs', items: [{ code: '01.01', description: 'Guantes de protección', unit: 'ud', quantity: 1, cost_price: 1 }] },
  ]);
});
afterAll(() => t?.close());

describe('budget item suggestion for delivery-note lines', () => {
  it('suggests "Hormigón HA-25/B/20/IIa" (m3) for "Hormigon HA-25 B 20 IIa" in m3, and nothing for the same words in kg', async () => {
    const [m3, kg] = await suggest([
      ['Hormigon HA-25 B 20 IIa', 'm3'],
      ['Hormigon HA-25 B 20 IIa', 'kg'],
    ]);
    expect(m3).toBe(accepted.get('02.02'));
    expect(kg).toBeNull();
  });

  it(`reaches precision ≥ 0.9 and recall ≥ 0.8 on the labelled fixture (${LINES.length} lines, threshold ${SUGGESTION_THRESHOLD})`, async () => {
    expect(LINES.length).toBeGreaterThanOrEqual(40);
    expect(PARTIDAS.flatMap((c) => c.items).length).toBeGreaterThanOrEqual(30);
    const got = await suggest(LINES.map(([d, u]) => [d, u]));
    const codeOf = new Map([...accepted].map(([code, id]) => [id, code]));
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    LINES.forEach(([description, unit, expected], i) => {
      const code = got[i] === null ? null : (codeOf.get(got[i]!) ?? `foreign:${got[i]}`);
      if (code !== null && code === expected) tp++;
      if (code !== null && code !== expected) fp++;
      if (expected !== null && code !== expected) fn++;
      if (code !== expected) misses.push(`${description} [${unit}]: expected ${expected}, got ${code}`);
    });
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    console.info(
      `suggestion fixture: ${LINES.length} lines, tp ${tp}, fp ${fp}, fn ${fn}, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });

  it('prefers accepted budgets, then the newest, over a more similar item elsewhere', async () => {
    const project = await createProject(t, org.testKey, 'Prioridades');
    const older = await createBudget(project, 'Antiguo', [
      { code: '1', title: 'C', items: [{ code: '1.1', description: 'Hormigón HA-25/B/20/IIa', unit: 'm3', quantity: 1, cost_price: 1 }] },
    ]);
    const newer = await createBudget(project, 'Nuevo', [
      { code: '1', title: 'C', items: [{ code: '1.1', description: 'Hormigón HA-25/B/20/IIa en zapatas', unit: 'm3', quantity: 1, cost_price: 1 }] },
    ]);
    const line: [string, string] = ['Hormigón HA-25/B/20/IIa', 'm3'];
    // Both drafts: the newest budget wins even though the older one's item is identical.
    expect(await suggest([line], project)).toEqual([newer.items.get('1.1')]);
    await setStatus(older.id, 'accepted');
    expect(await suggest([line], project)).toEqual([older.items.get('1.1')]);
    // Within the main project the accepted budget wins over its newer draft copy.
    expect((await suggest([line]))[0]).not.toBe(draftCopy.get('02.02'));
  });

  it('within one budget picks the most similar item whose unit and numbers fit', async () => {
    const [ha30, steel] = await suggest([
      ['Hormigón HA-30/B/20/IIa en muros de sótano', 'm3'],
      ['Acero B 500 S en barras', 'kg'],
    ]);
    expect(ha30).toBe(accepted.get('02.03'));
    expect(steel).toBe(accepted.get('02.04'));
  });

  it("never suggests items of archived budgets, other projects, other modes or other organizations", async () => {
    expect(await suggest([['Gasóleo A', 'l'], ['Hormigón HA-35/B/20/IIa', 'm3'], ['Guantes de protección', 'ud']])).toEqual([null, null, null]);
    expect(await suggest([['Hormigón HA-25/B/20/IIa', 'm3']], projectId, { organizationId: org.id, livemode: true })).toEqual([null]);
    const other = await t.createOrg('Ajena');
    expect(await suggest([['Hormigón HA-25/B/20/IIa', 'm3']], projectId, { organizationId: other.id, livemode: false })).toEqual([null]);
  });

  it('answers null for lines without a description or unit, for no lines, and for a malformed project id', async () => {
    expect(await suggest([['', 'm3'], ['Hormigón HA-25/B/20/IIa', ''], ['Hormigón HA-25/B/20/IIa', 'm3']])).toEqual([
      null,
      null,
      accepted.get('02.02'),
    ]);
    expect(await suggest([])).toEqual([]);
    expect(await suggest([['Hormigón HA-25/B/20/IIa', 'm3']], 'nope')).toEqual([null]);
  });

  it('answers many lines at once, each in its place', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => LINES[i % LINES.length]);
    const got = await suggest(lines.map(([d, u]) => [d, u]));
    const single = await suggest(LINES.map(([d, u]) => [d, u]));
    expect(got).toEqual(lines.map((_, i) => single[i % LINES.length]));
  });
});

describe('reading one budget item (for DeliveryNoteLine.budgetItem)', () => {
  const sc = (organizationId: string, livemode: boolean, scopes = ['read:budgets']) => ({
    em: t.orm.em.fork(),
    actor: { organizationId, livemode, principal: { type: 'api_key' as const, id: 'key_test' }, scopes: new Set(scopes) },
  });

  it('returns the item representation, and 404 for another mode or organization', async () => {
    const item = await getBudgetItem(sc(org.id, false), accepted.get('02.02')!);
    expect(item).toMatchObject({ id: accepted.get('02.02'), chapter: '02', code: '02.02', unit: 'm3', breakdowns: [] });
    await expect(getBudgetItem(sc(org.id, true), accepted.get('02.02')!)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getBudgetItem(sc('org_other', false), accepted.get('02.02')!)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getBudgetItem(sc(org.id, false, []), accepted.get('02.02')!)).rejects.toMatchObject({ code: 'insufficient_scope' });
  });
});

describe('caller-supplied budget item ids', () => {
  it('accepts items of any budget of the project, archived ones included', async () => {
    await expect(
      assertBudgetItemsOfProject(t.orm.em.fork(), tenant(), projectId, [accepted.get('02.02')!, draftCopy.get('01.01')!, accepted.get('02.02')!]),
    ).resolves.toBeUndefined();
    await expect(assertBudgetItemsOfProject(t.orm.em.fork(), tenant(), projectId, [])).resolves.toBeUndefined();
  });

  it('refuses, one error per bad id, items of another project, mode or organization and malformed ids', async () => {
    const otherProject = await createProject(t, org.testKey, 'Tercera obra');
    const foreign = await createBudget(otherProject, 'Ajeno', chapters().slice(0, 1));
    const error = await assertBudgetItemsOfProject(
      t.orm.em.fork(),
      tenant(),
      projectId,
      [accepted.get('02.02')!, foreign.items.get('01.01')!, 'bitem_nope', 'prj_x'],
      (i) => `line_items[${i}].budget_item_id`,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.details.errors.map((e: any) => [e.param, e.code])).toEqual([
      ['line_items[1].budget_item_id', 'invalid_budget_item'],
      ['line_items[2].budget_item_id', 'invalid_budget_item'],
      ['line_items[3].budget_item_id', 'invalid_budget_item'],
    ]);
    const live = await assertBudgetItemsOfProject(t.orm.em.fork(), { organizationId: org.id, livemode: true }, projectId, [
      accepted.get('02.02')!,
    ]).catch((e) => e);
    expect(live.details.errors).toEqual([expect.objectContaining({ param: 'budget_item_ids[0]', code: 'invalid_budget_item' })]);
  });
});
