import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { HAND_TOTALS_15, TWO_CHAPTERS, createProject, manyItems } from './helpers/budgets.js';

let t: TestApp;
let org: TestOrg;
let projectId: string;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  projectId = await createProject(t, org.testKey);
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, key = org.testKey) =>
  t.request('POST', '/v1/budgets', { key, body: { project_id: projectId, name: 'Presupuesto v1', ...body } });
const get = (path: string, key = org.testKey) => t.request('GET', path, { key });
const patch = (id: string, body: unknown, key = org.testKey) => t.request('PATCH', `/v1/budgets/${id}`, { key, body });

async function eventsOf(type: string, id: string) {
  const res = await get(`/v1/events?type=${type}&limit=100`);
  return (res.body.data as Array<{ data: { object: { id: string } } }>).filter((e) => e.data.object.id === id);
}

/** `round(cost × 1.15)`, half away from zero, in integers. */
const times115 = (cost: number) => Number((BigInt(cost) * 115n + 50n) / 100n);

describe('creating a budget', () => {
  it('creates a draft with the totals computed by hand for 2 chapters and 5 items, one with breakdowns', async () => {
    const res = await create({ markup_percentage: 15, chapters: TWO_CHAPTERS });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      project_id: projectId,
      name: 'Presupuesto v1',
      status: 'draft',
      currency: 'EUR',
      markup_percentage: 15,
      cost_amount: HAND_TOTALS_15.cost_amount,
      sale_amount: HAND_TOTALS_15.sale_amount,
      chapters_count: 2,
      items_count: 5,
      sent_at: null,
      accepted_at: null,
    });
    expect(res.body.id).toMatch(/^bud_[0-9a-z]{26}$/);
    expect(res.body.chapters).toBeUndefined();

    const full = await get(`/v1/budgets/${res.body.id}?include=items`);
    expect(full.status).toBe(200);
    const { chapters, ...base } = full.body;
    expect(base).toEqual(res.body);
    expect(chapters.map((c: any) => [c.code, c.title, c.cost_amount, c.sale_amount])).toEqual([
      ['01', 'Movimiento de tierras', 25012, 28762],
      ['02', 'Cimentación', 122007, 140411],
    ]);
    const items = chapters.flatMap((c: any) => c.items);
    expect(items.map((i: any) => i.code)).toEqual(['01.01', '01.02', '02.01', '02.02', '02.03']);
    for (const item of items) {
      expect(item).toMatchObject(HAND_TOTALS_15.items[item.code]);
      expect(item.sale_price).toBe(times115(item.cost_price));
      expect(item.id).toMatch(/^bitem_/);
    }
    expect(chapters[0].id).toMatch(/^bchap_/);
    expect(items[0]).toEqual({
      id: items[0].id,
      chapter: '01',
      chapter_id: chapters[0].id,
      code: '01.01',
      description: 'm3 excavación en zanja',
      summary: null,
      unit: 'm3',
      quantity: 12.345,
      cost_price: 1520,
      sale_price: 1748,
      cost_total: 18764,
      sale_total: 21579,
      original_quantity: 12.345,
      original_cost_total: 18764,
      estimate_to_complete: null,
      breakdowns: [],
      measurements: [],
    });
    expect(items[2].breakdowns).toEqual([
      expect.objectContaining({ code: 'MO001', unit: 'h', quantity: 0.35, cost_price: 2150, cost_total: 753, kind: 'labor' }),
      expect.objectContaining({ code: 'MT001', quantity: 1.05, cost_price: 7890, cost_total: 8285, kind: 'material' }),
      expect.objectContaining({ code: 'MQ001', quantity: 0.125, cost_price: 9999, cost_total: 1250, kind: 'machinery' }),
    ]);
    expect(items[2].breakdowns[0].id).toMatch(/^bdec_/);

    const events = await eventsOf('budget.created', res.body.id);
    expect(events).toHaveLength(1);
    expect(events[0].data.object).toEqual(res.body);
  });

  it('defaults: no structure, markup 0, currency EUR; a currency is upper-cased', async () => {
    const res = await create({ currency: 'usd' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: 'USD', markup_percentage: 0, cost_amount: 0, sale_amount: 0, chapters_count: 0, items_count: 0 });
    const full = await get(`/v1/budgets/${res.body.id}?include=items`);
    expect(full.body.chapters).toEqual([]);
  });

  it('accepts a sent cost_price that equals the sum of the breakdowns, and empty chapters', async () => {
    const res = await create({
      chapters: [
        { code: '1', title: 'Vacío' },
        {
          code: '2',
          title: 'Con precio',
          items: [
            {
              code: '2.1',
              description: 'Fábrica de ladrillo',
              unit: 'm2',
              quantity: 10,
              cost_price: 1535,
              breakdowns: [
                { description: 'Ladrillo', unit: 'ud', quantity: 0.333, cost_price: 100 },
                { description: 'Peón', unit: 'h', quantity: 1.5, cost_price: 1001 },
                { description: 'Agua', unit: 'm3', quantity: 0.02, cost_price: 2 },
              ],
            },
          ],
        },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cost_amount: 15350, sale_amount: 15350, chapters_count: 2, items_count: 1 });
    const full = await get(`/v1/budgets/${res.body.id}?include=items`);
    expect(full.body.chapters[0]).toMatchObject({ code: '1', cost_amount: 0, sale_amount: 0, items: [] });
    expect(full.body.chapters[1].items[0].breakdowns.map((b: any) => [b.code, b.kind, b.cost_total])).toEqual([
      [null, 'other', 33],
      [null, 'other', 1502],
      [null, 'other', 0],
    ]);
  });

  it('stores amounts up to 10^13 cents and reads them back exactly', async () => {
    const res = await create({
      chapters: [{ code: '1', title: 'Grande', items: [{ code: '1.1', description: 'Obra completa', unit: 'ud', quantity: 1, cost_price: 10_000_000_000_000 }] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.cost_amount).toBe(10_000_000_000_000);
    // Read back from the bigint columns through the entities (BigIntType in 'number' mode).
    expect((await get(`/v1/budgets/${res.body.id}`)).body).toMatchObject({ cost_amount: 10_000_000_000_000, sale_amount: 10_000_000_000_000 });
    const stored = await t.orm.em.getConnection().execute(`select cost_amount::text as c, pg_typeof(cost_amount)::text as t from budgets where id = ?`, [res.body.id]);
    expect(stored[0]).toEqual({ c: '10000000000000', t: 'bigint' });
    const items = await get(`/v1/budgets/${res.body.id}/items`);
    expect(items.body.data[0]).toMatchObject({ cost_price: 10_000_000_000_000, sale_price: 10_000_000_000_000, cost_total: 10_000_000_000_000 });
    const tooBig = await create({
      chapters: [{ code: '1', title: 'Grande', items: [{ code: '1.1', description: 'x', unit: 'ud', quantity: 1.5, cost_price: 10_000_000_000_000 }] }],
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.details.errors).toContainEqual(
      expect.objectContaining({ param: 'chapters[0].items[0].quantity', code: 'amount_out_of_range' }),
    );
  });

  it('keeps quantities exact: 0.1 + 0.2 style floats are refused, 3 decimals are stored as sent', async () => {
    const res = await create({
      chapters: [{ code: '1', title: 'C', items: [{ code: '1.1', description: 'x', unit: 'm', quantity: 99999999999.999, cost_price: 0 }] }],
    });
    expect(res.status).toBe(201);
    const items = await get(`/v1/budgets/${res.body.id}/items`);
    expect(items.body.data[0].quantity).toBe(99999999999.999);
    const stored = await t.orm.em.getConnection().execute(`select quantity::text as q from budget_items where budget_id = ?`, [res.body.id]);
    expect(stored[0].q).toBe('99999999999.999');
  });
});

describe('refusing bad budgets', () => {
  it('lists every problem at once and creates nothing', async () => {
    const budgetsBefore = await countRows(t, 'budgets');
    const itemsBefore = await countRows(t, 'budget_items');
    const res = await create({
      markup_percentage: 12.3456,
      chapters: [
        {
          code: '01',
          title: 'Capítulo',
          color: 'red',
          items: [
            { code: '01.01', description: 'Negativo', unit: 'ud', quantity: 1, cost_price: -1 },
            { code: '01.02', description: 'Decimal', unit: 'ud', quantity: 1, cost_price: 10.5 },
            { code: '01.03', description: 'Cantidad', unit: 'ud', quantity: 1.2345, cost_price: 10 },
            { code: '01.04', description: 'Sin precio', unit: 'ud', quantity: 1 },
            { code: '01.05', description: 'Texto', unit: 'ud', quantity: '1', cost_price: 10, sale_price: 12 },
            { code: '01.07', description: 'Enorme', unit: 'ud', quantity: 1e300, cost_price: 10 },
            {
              code: '01.06',
              description: 'Descompuesto',
              unit: 'ud',
              quantity: 1,
              cost_price: 99,
              breakdowns: [{ description: 'Peón', unit: 'h', quantity: 1, cost_price: 100 }],
            },
          ],
        },
        { code: '01', title: 'Repetido' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    const errors = res.body.error.details.errors.map((e: any) => [e.param, e.code]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ['markup_percentage', 'too_many_decimals'],
        ['chapters[0].color', 'unknown_field'],
        ['chapters[0].items[0].cost_price', 'out_of_range'],
        ['chapters[0].items[1].cost_price', 'invalid_type'],
        ['chapters[0].items[2].quantity', 'too_many_decimals'],
        ['chapters[0].items[3].cost_price', 'required'],
        ['chapters[0].items[4].quantity', 'invalid_type'],
        ['chapters[0].items[4].sale_price', 'unknown_field'],
        ['chapters[0].items[5].quantity', 'out_of_range'],
        ['chapters[1].code', 'duplicate_code'],
      ]),
    );
    expect(await countRows(t, 'budgets')).toBe(budgetsBefore);
    expect(await countRows(t, 'budget_items')).toBe(itemsBefore);
  });

  it('refuses a cost_price that disagrees with the breakdowns', async () => {
    const res = await create({
      chapters: [
        {
          code: '1',
          title: 'C',
          items: [
            { code: '1.1', description: 'x', unit: 'ud', quantity: 1, cost_price: 99, breakdowns: [{ description: 'y', unit: 'h', quantity: 1, cost_price: 100 }] },
          ],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ param: 'chapters[0].items[0].cost_price', code: 'cost_price_mismatch' })]);
  });

  it('refuses a missing name, an unknown field and a project of another organization or mode (422, not 404)', async () => {
    const other = await t.createOrg('Otra Constructora');
    const foreignProject = await createProject(t, other.testKey);
    const liveProject = await createProject(t, org.liveKey);
    const res = await t.request('POST', '/v1/budgets', { key: org.testKey, body: { project_id: foreignProject, status: 'sent' } });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: any) => [e.param, e.code])).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['status', 'unknown_field'],
      ]),
    );
    for (const project of [foreignProject, liveProject, 'prj_nope']) {
      const r = await create({ project_id: project });
      expect(r.status).toBe(422);
      expect(r.body.error.details.errors).toEqual([expect.objectContaining({ param: 'project_id', code: 'invalid_project' })]);
    }
  });

  it('refuses 5,001 items in one create and accepts 5,000', async () => {
    const before = await countRows(t, 'budget_items');
    const res = await create({ chapters: manyItems(5001) });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ param: 'chapters', code: 'too_many_items' })]);
    expect(await countRows(t, 'budget_items')).toBe(before);

    const ok = await create({ chapters: manyItems(5000), markup_percentage: 10 });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ items_count: 5000, chapters_count: 10 });
    // cost_price 1000 + i at quantity 1.5: Σ round(1.5 × (1000 + i)) over i < 5000.
    let cost = 0n;
    let sale = 0n;
    for (let i = 0n; i < 5000n; i++) {
      const price = 1000n + i;
      cost += (3n * price + 1n) / 2n;
      const salePrice = (price * 110n + 50n) / 100n;
      sale += (3n * salePrice + 1n) / 2n;
    }
    expect(ok.body.cost_amount).toBe(Number(cost));
    expect(ok.body.sale_amount).toBe(Number(sale));
  });
});

describe('reading and listing', () => {
  it('lists budgets newest first, filtered by project and status, with keyset pages', async () => {
    const project = await createProject(t, org.testKey, 'Obra listado');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create({ project_id: project, name: `B${i}` })).body.id);
    await patch(ids[1], { status: 'sent' });
    const page1 = await get(`/v1/budgets?project_id=${project}&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((b: any) => b.id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.pagination.limit).toBe(2);
    const page2 = await get(`/v1/budgets?project_id=${project}&limit=2&cursor=${page1.body.pagination.next_cursor}`);
    expect(page2.body.data.map((b: any) => b.id)).toEqual([ids[0]]);
    expect(page2.body.pagination.next_cursor).toBeNull();
    const sent = await get(`/v1/budgets?project_id=${project}&status=sent`);
    expect(sent.body.data.map((b: any) => b.id)).toEqual([ids[1]]);
    expect((await get('/v1/budgets?status=paid')).status).toBe(422);
    expect((await get('/v1/budgets?color=red')).status).toBe(422);
    expect((await get(`/v1/budgets?cursor=abc`)).status).toBe(400);
  });

  it('refuses unknown query parameters and include values on a budget', async () => {
    const { body } = await create({});
    expect((await get(`/v1/budgets/${body.id}?include=chapters`)).status).toBe(422);
    expect((await get(`/v1/budgets/${body.id}?expand=items`)).status).toBe(422);
    expect((await get(`/v1/budgets/bud_nope`)).status).toBe(404);
  });

  it('lists items in budget order, 100 per page by default, filtered by chapter and by accent-free text', async () => {
    const { body } = await create({ chapters: [...manyItems(230), ...TWO_CHAPTERS.map((c) => ({ ...c, code: `H${c.code}` }))] });
    const first = await get(`/v1/budgets/${body.id}/items`);
    expect(first.status).toBe(200);
    expect(first.body.pagination.limit).toBe(100);
    expect(first.body.data).toHaveLength(100);
    expect(first.body.data[0]).toMatchObject({ code: '01.0001', chapter: '01', breakdowns: [] });
    const seen: string[] = first.body.data.map((i: any) => i.code);
    let cursor = first.body.pagination.next_cursor;
    while (cursor) {
      const next = await get(`/v1/budgets/${body.id}/items?cursor=${cursor}`);
      seen.push(...next.body.data.map((i: any) => i.code));
      cursor = next.body.pagination.next_cursor;
    }
    expect(seen).toHaveLength(235);
    expect(new Set(seen).size).toBe(235);
    expect(seen.slice(-5)).toEqual(['01.01', '01.02', '02.01', '02.02', '02.03']);

    const chapter = await get(`/v1/budgets/${body.id}/items?chapter=H02`);
    expect(chapter.body.data.map((i: any) => i.code)).toEqual(['02.01', '02.02', '02.03']);
    expect(chapter.body.data[0].breakdowns).toHaveLength(3);
    const text = await get(`/v1/budgets/${body.id}/items?q=${encodeURIComponent('HORMIGON ha-25')}`);
    expect(text.body.data.map((i: any) => i.description)).toEqual(['Hormigón HA-25/B/20/IIa en zapatas']);
    const byCode = await get(`/v1/budgets/${body.id}/items?q=02.0&limit=2`);
    expect(byCode.body.data.map((i: any) => i.code)).toEqual(['02.01', '02.02']);
    const byCode2 = await get(`/v1/budgets/${body.id}/items?q=02.0&limit=2&cursor=${byCode.body.pagination.next_cursor}`);
    expect(byCode2.body.data.map((i: any) => i.code)).toEqual(['02.03']);
    expect(byCode2.body.pagination.next_cursor).toBeNull();
    expect((await get(`/v1/budgets/${body.id}/items?limit=101`)).status).toBe(422);
    expect((await get(`/v1/budgets/${body.id}/items?chapter=99`)).body.data).toEqual([]);
    const tampered = `x${first.body.pagination.next_cursor.slice(1)}`;
    expect((await get(`/v1/budgets/${body.id}/items?cursor=${tampered}`)).status).toBe(400);
    // A cursor of another list (budgets) is refused too.
    const budgetsCursor = (await get('/v1/budgets?limit=1')).body.pagination.next_cursor;
    expect((await get(`/v1/budgets/${body.id}/items?cursor=${budgetsCursor}`)).status).toBe(400);
  });
});

describe('status moves', () => {
  it('draft → sent → accepted sets sent_at and accepted_at and emits budget.sent and budget.accepted', async () => {
    const { body: created } = await create({ markup_percentage: 15, chapters: TWO_CHAPTERS });
    const sent = await patch(created.id, { status: 'sent' });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    expect(sent.body.sent_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(sent.body.accepted_at).toBeNull();

    const accepted = await patch(created.id, { status: 'accepted', accepted_at: '2026-11-20' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', sent_at: sent.body.sent_at, accepted_at: '2026-11-20T00:00:00.000Z' });

    const sentEvents = await eventsOf('budget.sent', created.id);
    expect(sentEvents).toHaveLength(1);
    expect(sentEvents[0].data.object).toEqual(sent.body);
    const acceptedEvents = await eventsOf('budget.accepted', created.id);
    expect(acceptedEvents).toHaveLength(1);
    expect(acceptedEvents[0].data.object).toMatchObject({
      id: created.id,
      project_id: projectId,
      name: 'Presupuesto v1',
      sale_amount: HAND_TOTALS_15.sale_amount,
      accepted_at: '2026-11-20T00:00:00.000Z',
    });
    expect((acceptedEvents[0].data as any).previous_attributes).toMatchObject({ status: 'sent', accepted_at: null });
  });

  it('stamps accepted_at with the current time when no date is sent, from any status', async () => {
    const { body } = await create({});
    const before = Date.now();
    const res = await patch(body.id, { status: 'accepted' });
    expect(res.body.status).toBe('accepted');
    expect(Date.parse(res.body.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.sent_at).toBeNull();
  });

  it('refuses undocumented moves with 409 and {from, to}, changing nothing', async () => {
    const { body } = await create({});
    await patch(body.id, { status: 'sent' });
    const back = await patch(body.id, { status: 'draft', name: 'Otro nombre' });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('invalid_state_transition');
    expect(back.body.error.details).toMatchObject({ from: 'sent', to: 'draft' });
    expect((await get(`/v1/budgets/${body.id}`)).body).toMatchObject({ status: 'sent', name: 'Presupuesto v1' });

    const { body: draft } = await create({});
    const rejected = await patch(draft.id, { status: 'rejected' });
    expect(rejected.status).toBe(409);
    expect(rejected.body.error.details).toMatchObject({ from: 'draft', to: 'rejected' });

    await patch(draft.id, { status: 'archived' });
    const fromArchived = await patch(draft.id, { status: 'draft' });
    expect(fromArchived.status).toBe(409);
    expect(fromArchived.body.error.details).toMatchObject({ from: 'archived', to: 'draft' });
  });

  it('sent → rejected emits budget.rejected; rejected → draft → sent is allowed again', async () => {
    const { body } = await create({});
    await patch(body.id, { status: 'sent' });
    const rejected = await patch(body.id, { status: 'rejected' });
    expect(rejected.body.status).toBe('rejected');
    expect(await eventsOf('budget.rejected', body.id)).toHaveLength(1);
    expect((await patch(body.id, { status: 'draft' })).body.status).toBe('draft');
    expect((await patch(body.id, { status: 'sent' })).body.status).toBe('sent');
    expect(await eventsOf('budget.sent', body.id)).toHaveLength(2);
  });

  it('asking for the current status changes nothing and emits nothing', async () => {
    const { body } = await create({});
    const sent = await patch(body.id, { status: 'sent' });
    const again = await patch(body.id, { status: 'sent' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(sent.body);
    expect(await eventsOf('budget.sent', body.id)).toHaveLength(1);
  });

  it('accepted_at only goes with status accepted and must be a real date', async () => {
    const { body } = await create({});
    const alone = await patch(body.id, { accepted_at: '2026-11-20' });
    expect(alone.status).toBe(422);
    expect(alone.body.error.details.errors[0]).toMatchObject({ param: 'accepted_at', code: 'requires_status_accepted' });
    const bad = await patch(body.id, { status: 'accepted', accepted_at: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.errors[0]).toMatchObject({ param: 'accepted_at', code: 'invalid_date' });
    const stamp = await patch(body.id, { status: 'accepted', accepted_at: '2026-11-20T10:30:00.000Z' });
    expect(stamp.body.accepted_at).toBe('2026-11-20T10:30:00.000Z');
  });
});

describe('name and markup changes', () => {
  it('a new markup recomputes every sale price, sale total and the budget sale amount, and emits nothing', async () => {
    const { body } = await create({ markup_percentage: 15, chapters: TWO_CHAPTERS });
    const res = await patch(body.id, { markup_percentage: 12.5, name: 'Presupuesto v2' });
    expect(res.status).toBe(200);
    // By hand at 12.5 %: sale prices 1710, 826.875 → 827, 11574, 140.625 → 141, 1.125 → 1;
    // totals 21109.95 → 21110, 7029.5 → 7030, 78124.5 → 78125, 59290.5 → 59291, 0.
    expect(res.body).toMatchObject({ markup_percentage: 12.5, name: 'Presupuesto v2', cost_amount: 147019, sale_amount: 165556 });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(body.updated_at));
    const items = (await get(`/v1/budgets/${body.id}/items`)).body.data;
    expect(items.map((i: any) => [i.sale_price, i.sale_total])).toEqual([
      [1710, 21110],
      [827, 7030],
      [11574, 78125],
      [141, 59291],
      [1, 0],
    ]);
    const full = (await get(`/v1/budgets/${body.id}?include=items`)).body;
    expect(full.chapters.map((c: any) => c.sale_amount)).toEqual([21110 + 7030, 78125 + 59291]);
    const events = await get('/v1/events?limit=100');
    expect(events.body.data.filter((e: any) => e.data.object.id === body.id).map((e: any) => e.type)).toEqual(['budget.created']);
  });

  it('keeps a markup with three decimals exact', async () => {
    const { body } = await create({ chapters: [{ code: '1', title: 'C', items: [{ code: '1.1', description: 'x', unit: 'ud', quantity: 1, cost_price: 100000 }] }] });
    const res = await patch(body.id, { markup_percentage: 7.125 });
    expect(res.body).toMatchObject({ markup_percentage: 7.125, sale_amount: 107125 });
    const stored = await t.orm.em.getConnection().execute(`select markup_percentage::text as m from budgets where id = ?`, [body.id]);
    expect(stored[0].m).toBe('7.125');
  });

  it('refuses repricing a sent budget, and a markup beyond the allowed range', async () => {
    const { body } = await create({ chapters: TWO_CHAPTERS });
    const range = await patch(body.id, { markup_percentage: -100.5 });
    expect(range.status).toBe(422);
    expect(range.body.error.details.errors[0]).toMatchObject({ param: 'markup_percentage', code: 'out_of_range' });
    await patch(body.id, { status: 'sent' });
    const res = await patch(body.id, { markup_percentage: 20 });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors[0]).toMatchObject({ param: 'markup_percentage', code: 'budget_not_editable' });
    expect((await get(`/v1/budgets/${body.id}`)).body.markup_percentage).toBe(0);
    expect((await patch(body.id, { markup_percentage: 0 })).status).toBe(200);
  });

  it('a refused PATCH changes nothing and emits nothing, even its allowed parts', async () => {
    const { body } = await create({ chapters: TWO_CHAPTERS });
    await patch(body.id, { status: 'sent' });
    const res = await patch(body.id, { status: 'accepted', name: 'Cambiado', markup_percentage: 5 });
    expect(res.status).toBe(422);
    expect((await get(`/v1/budgets/${body.id}`)).body).toMatchObject({ status: 'sent', name: 'Presupuesto v1', markup_percentage: 0 });
    expect(await eventsOf('budget.accepted', body.id)).toHaveLength(0);

    const { body: draft } = await create({ chapters: TWO_CHAPTERS });
    const refused = await patch(draft.id, { markup_percentage: 5, status: 'rejected' });
    expect(refused.status).toBe(409);
    const items = (await get(`/v1/budgets/${draft.id}/items`)).body.data;
    expect(items.map((i: any) => i.sale_price)).toEqual(items.map((i: any) => i.cost_price));
    expect((await get(`/v1/budgets/${draft.id}`)).body).toMatchObject({ markup_percentage: 0, sale_amount: HAND_TOTALS_15.cost_amount });
  });

  it('refuses read-only and unknown fields on PATCH', async () => {
    const { body } = await create({});
    const res = await patch(body.id, { sale_amount: 1, currency: 'USD', id: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.error.details.errors.map((e: any) => [e.param, e.code])).toEqual(
      expect.arrayContaining([
        ['sale_amount', 'unknown_field'],
        ['currency', 'unknown_field'],
        ['id', 'read_only_field'],
      ]),
    );
  });
});

describe('deleting', () => {
  it('refuses deleting an accepted budget with 409 invalid_state_transition', async () => {
    const { body } = await create({ chapters: TWO_CHAPTERS });
    await patch(body.id, { status: 'accepted' });
    const res = await t.request('DELETE', `/v1/budgets/${body.id}`, { key: org.testKey });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state_transition');
    expect(res.body.error.details).toMatchObject({ from: 'accepted', to: 'deleted' });
    expect((await get(`/v1/budgets/${body.id}`)).status).toBe(200);
  });

  it('removes a draft for good, with its chapters, items and breakdowns, and emits budget.deleted', async () => {
    const { body } = await create({ chapters: TWO_CHAPTERS });
    const res = await t.request('DELETE', `/v1/budgets/${body.id}`, { key: org.testKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: body.id, deleted: true });
    expect((await get(`/v1/budgets/${body.id}`)).status).toBe(404);
    const left = await t.orm.em.getConnection().execute(
      `select (select count(*) from budget_chapters where budget_id = ?)::int as c, (select count(*) from budget_items where budget_id = ?)::int as i,
              (select count(*) from budget_breakdowns where budget_id = ?)::int as d`,
      [body.id, body.id, body.id],
    );
    expect(left[0]).toEqual({ c: 0, i: 0, d: 0 });
    const events = await eventsOf('budget.deleted', body.id);
    expect(events).toHaveLength(1);
    expect(events[0].data.object).toMatchObject({ id: body.id, items_count: 5 });
    expect((await t.request('DELETE', `/v1/budgets/${body.id}`, { key: org.testKey })).status).toBe(404);
    expect((await t.request('DELETE', `/v1/budgets/${body.id}`, { key: org.testKey, body: { force: true } })).status).toBe(422);
  });
});

describe('scopes and isolation', () => {
  it('needs read:budgets to read and write:budgets to change (403 with the scope named)', async () => {
    const { body } = await create({});
    const reader = await t.createKey(org, 'test', ['read:budgets']);
    const nobody = await t.createKey(org, 'test', ['read:projects']);
    expect((await get(`/v1/budgets/${body.id}`, reader)).status).toBe(200);
    for (const [method, path, payload] of [
      ['POST', '/v1/budgets', { project_id: projectId, name: 'x' }],
      ['PATCH', `/v1/budgets/${body.id}`, { name: 'x' }],
      ['DELETE', `/v1/budgets/${body.id}`, undefined],
    ] as const) {
      const res = await t.request(method, path, { key: reader, body: payload });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:budgets' } });
    }
    for (const path of [`/v1/budgets/${body.id}`, '/v1/budgets', `/v1/budgets/${body.id}/items`]) {
      const res = await get(path, nobody);
      expect(res.status).toBe(403);
      expect(res.body.error.details.required_scope).toBe('read:budgets');
    }
  });

  it("answers 404 for another organization's or mode's budget and leaves it out of lists", async () => {
    const { body } = await create({ chapters: TWO_CHAPTERS });
    const other = await t.createOrg('Ajena');
    for (const key of [other.testKey, org.liveKey]) {
      expect((await get(`/v1/budgets/${body.id}`, key)).status).toBe(404);
      expect((await get(`/v1/budgets/${body.id}/items`, key)).status).toBe(404);
      expect((await patch(body.id, { status: 'sent' }, key)).status).toBe(404);
      expect((await t.request('DELETE', `/v1/budgets/${body.id}`, { key })).status).toBe(404);
      const list = await get('/v1/budgets?limit=100', key);
      expect(list.body.data.map((b: any) => b.id)).not.toContain(body.id);
    }
    expect((await get(`/v1/budgets/${body.id}`)).body.status).toBe('draft');
  });
});
