import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';

const { t, org, other, f, project, provider } = await documentsTestApp();

const key = () => org.testKey;
const post = (body: unknown, k = key()) => t.request('POST', '/v1/delivery-notes', { key: k, body });
const get = (id: string, k = key()) => t.request('GET', `/v1/delivery-notes/${id}`, { key: k });
const patch = (id: string, body: unknown, k = key()) => t.request('PATCH', `/v1/delivery-notes/${id}`, { key: k, body });
const del = (id: string, k = key()) => t.request('DELETE', `/v1/delivery-notes/${id}`, { key: k });
const restore = (id: string, k = key()) => t.request('POST', `/v1/delivery-notes/${id}/restore`, { key: k });
const line = (extra: Record<string, unknown> = {}) => ({
  description: 'Hormigón HA-25/B/20',
  quantity: 7.5,
  unit: 'm3',
  unit_price: 8500,
  subtotal: 63750,
  ...extra,
});
const body = (extra: Record<string, unknown> = {}) => ({
  project_id: project.id,
  provider_id: provider.id,
  delivery_note_number: `ALB-${f.unique()}`,
  delivery_date: '2026-11-05',
  line_items: [line(), line({ description: 'Bombeo', quantity: 1, unit: 'ud', unit_price: 25000, subtotal: 25000 })],
  ...extra,
});
const newNote = (extra: Record<string, unknown> = {}) => f.ok(post(body(extra)));

async function eventsOf(id: string) {
  const res = await t.request('GET', '/v1/events?limit=100', { key: key() });
  return (res.body.data as any[]).filter((e) => e.data.object.id === id).reverse();
}

function fieldErrors(res: { body: any }) {
  return (res.body.error.details.errors as Array<{ param: string; code: string }>).map((e) => `${e.param}:${e.code}`);
}

describe('create', () => {
  it('creates a note whose subtotal_amount is the sum of its lines, each line with an albli_ id', async () => {
    const res = await post(body());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      project_id: project.id,
      provider_id: provider.id,
      delivery_date: '2026-11-05',
      subtotal_amount: 88750,
      invoice_ids: [],
      reconciliation_status: 'unmatched',
      deleted_at: null,
    });
    expect(res.body.id).toMatch(/^alb_[0-9a-z]{26}$/);
    expect(res.body.line_items).toHaveLength(2);
    expect(res.body.line_items[0]).toEqual({
      id: expect.stringMatching(/^albli_[0-9a-z]{26}$/),
      ...line(),
      budget_item_id: null,
      budget_item_suggested: false,
      commitment_line_id: null,
    });
    expect(res.body.line_items[1].description).toBe('Bombeo');
    expect((await get(res.body.id)).body).toEqual(res.body);
  });

  it('keeps a caller-supplied budget item as given, not as a suggestion', async () => {
    const [item] = await f.budgetItems(key(), project.id, 1);
    const note = await newNote({ line_items: [line({ budget_item_id: item })] });
    expect(note.line_items[0]).toMatchObject({ budget_item_id: item, budget_item_suggested: false });
  });

  it('records delivery_note.created equal to GET', async () => {
    const note = await newNote();
    const events = await eventsOf(note.id);
    expect(events.map((e) => e.type)).toEqual(['delivery_note.created']);
    expect(events[0].data.object).toEqual((await get(note.id)).body);
  });

  it.each([
    ['no lines', { line_items: [] }, 'line_items:out_of_range'],
    ['a decimal unit_price', { line_items: [line({ unit_price: 85.5 })] }, 'line_items[0].unit_price:invalid_type'],
    ['a subtotal as a string', { line_items: [line({ subtotal: '63750' })] }, 'line_items[0].subtotal:invalid_type'],
    ['a quantity as a string', { line_items: [line({ quantity: '7.5' })] }, 'line_items[0].quantity:invalid_type'],
    ['a quantity with 7 decimals', { line_items: [line({ quantity: 1.1234567 })] }, 'line_items[0].quantity:too_precise'],
    ['an unknown line field', { line_items: [line({ vat: 21 })] }, 'line_items[0].vat:unknown_field'],
    ['a line id set by the caller', { line_items: [line({ id: 'albli_x' })] }, 'line_items[0].id:read_only_field'],
    ['a budget item id of the wrong shape', { line_items: [line({ budget_item_id: 'bud_1' })] }, 'line_items[0].budget_item_id:invalid_budget_item'],
    ['an impossible date', { delivery_date: '2026-13-01' }, 'delivery_date:invalid_date'],
    ['a subtotal_amount sent by the caller', { subtotal_amount: 1 }, 'subtotal_amount:unknown_field'],
  ])('refuses %s with 422', async (_, extra, expected) => {
    const before = await countRows(t, 'delivery_notes');
    const res = await post(body(extra));
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toContain(expected);
    expect(await countRows(t, 'delivery_notes')).toBe(before);
    expect(await countRows(t, 'delivery_note_lines where delivery_note_id not in (select id from delivery_notes)')).toBe(0);
  });

  it('refuses lines whose subtotals add up beyond 10^13 cents', async () => {
    const big = line({ unit_price: 10_000_000_000_000, subtotal: 10_000_000_000_000, quantity: 1 });
    const res = await post(body({ line_items: [big, big] }));
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['line_items:out_of_range']);
  });

  it('refuses a project or provider of another organization with 422', async () => {
    const foreign = await f.provider(other.testKey);
    const res = await post(body({ provider_id: foreign.id }));
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['provider_id:not_found']);
  });
});

describe('update', () => {
  it('changes header fields sent and records delivery_note.updated with previous_attributes', async () => {
    const note = await newNote();
    const res = await patch(note.id, { delivery_note_number: 'ALB-NEW', delivery_date: '2026-11-06' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...note, delivery_note_number: 'ALB-NEW', delivery_date: '2026-11-06', updated_at: res.body.updated_at });
    const events = await eventsOf(note.id);
    expect(events.map((e) => e.type)).toEqual(['delivery_note.created', 'delivery_note.updated']);
    expect(events[1].data.previous_attributes).toEqual({ delivery_note_number: note.delivery_note_number, delivery_date: '2026-11-05' });
    expect(events[1].data.object).toEqual((await get(note.id)).body);
  });

  it('sets and clears the budget item of a line by its id', async () => {
    const note = await newNote();
    const [a, b] = note.line_items;
    const [item] = await f.budgetItems(key(), project.id, 1);
    const set = await patch(note.id, { line_items: [{ id: b.id, budget_item_id: item }] });
    expect(set.body.line_items.map((l: any) => l.budget_item_id)).toEqual([null, item]);
    expect(set.body.line_items[0]).toEqual(a);
    const cleared = await patch(note.id, { line_items: [{ id: b.id, budget_item_id: null }] });
    expect(cleared.body.line_items[1].budget_item_id).toBeNull();
  });

  it('refuses a line id that is not of this note, and amounts on lines', async () => {
    const note = await newNote();
    const otherNote = await newNote();
    const res = await patch(note.id, {
      line_items: [
        { id: otherNote.line_items[0].id, budget_item_id: null },
        { id: note.line_items[0].id, budget_item_id: null, subtotal: 5 },
      ],
    });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['line_items[1].subtotal:unknown_field']);
    const unknown = await patch(note.id, { line_items: [{ id: otherNote.line_items[0].id, budget_item_id: null }] });
    expect(fieldErrors(unknown)).toEqual(['line_items[0].id:not_found']);
  });

  it('refuses PATCH of a deleted note with 409', async () => {
    const note = await newNote();
    await del(note.id);
    const res = await patch(note.id, { delivery_note_number: 'X' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state_transition');
  });
});

describe('soft delete and restore', () => {
  it('leaves a deleted note out of lists, returns it by id, records delivery_note.deleted, and restores it', async () => {
    const note = await newNote();
    const res = await del(note.id);
    expect(res.body).toEqual({ id: note.id, deleted: true, deleted_at: expect.stringMatching(/Z$/) });
    const list = await t.request('GET', `/v1/delivery-notes?project_id=${project.id}&limit=100`, { key: key() });
    expect(list.body.data.map((n: any) => n.id)).not.toContain(note.id);
    const read = await get(note.id);
    expect(read.body.deleted_at).toBe(res.body.deleted_at);
    const restored = await restore(note.id);
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    const events = await eventsOf(note.id);
    expect(events.map((e) => e.type)).toEqual(['delivery_note.created', 'delivery_note.deleted', 'delivery_note.updated']);
    expect(events[1].data.object).toEqual(read.body);
  });

  it('refuses restoring a live note or one deleted over 90 days ago', async () => {
    const note = await newNote();
    expect((await restore(note.id)).status).toBe(409);
    await del(note.id);
    await t.orm.em.getConnection().execute(`update delivery_notes set deleted_at = now() - interval '91 days' where id = ?`, [note.id]);
    const late = await restore(note.id);
    expect(late.status).toBe(409);
    expect(late.body.error.details).toMatchObject({ from: 'deleted', to: 'live' });
  });
});

describe('list', () => {
  let prj: any;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    prj = await f.project(key());
    const prov2 = await f.provider(key());
    ids.a = (await newNote({ project_id: prj.id, delivery_date: '2026-01-05' })).id;
    ids.b = (await newNote({ project_id: prj.id, delivery_date: '2026-03-05', provider_id: prov2.id })).id;
    ids.c = (await newNote({ project_id: prj.id, delivery_date: '2026-02-05' })).id;
    const inv = await f.invoice(key(), prj.id, provider.id, { subtotal_amount: 88750 });
    await t.request('POST', `/v1/invoices/${inv.id}/match`, { key: key(), body: { delivery_note_ids: [ids.c] } });
  });
  const list = (q: string) => t.request('GET', `/v1/delivery-notes?project_id=${prj.id}&${q}`, { key: key() });

  it('orders by creation, newest first', async () => {
    expect((await list('')).body.data.map((n: any) => n.id)).toEqual([ids.c, ids.b, ids.a]);
  });

  it('filters by provider, reconciliation_status and delivery_date range', async () => {
    expect((await list(`provider_id=${provider.id}`)).body.data.map((n: any) => n.id)).toEqual([ids.c, ids.a]);
    expect((await list('reconciliation_status=matched')).body.data.map((n: any) => n.id)).toEqual([ids.c]);
    expect((await list('reconciliation_status=unmatched')).body.data.map((n: any) => n.id)).toEqual([ids.b, ids.a]);
    expect((await list('from=2026-02-01&to=2026-03-31')).body.data.map((n: any) => n.id)).toEqual([ids.c, ids.b]);
  });

  it('pages with the cursor', async () => {
    const first = await list('limit=2');
    const second = await list(`limit=2&cursor=${first.body.pagination.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((n: any) => n.id)).toEqual([ids.c, ids.b, ids.a]);
  });

  it('refuses an unknown reconciliation_status', async () => {
    const res = await list('reconciliation_status=done');
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['reconciliation_status:invalid_value']);
  });
});

describe('scopes and isolation', () => {
  it("answers 404 for another organization's note and for the other mode's", async () => {
    const note = await newNote();
    for (const k of [other.testKey, org.liveKey]) {
      expect((await get(note.id, k)).status).toBe(404);
      expect((await patch(note.id, { delivery_note_number: 'X' }, k)).status).toBe(404);
      expect((await del(note.id, k)).status).toBe(404);
      expect((await restore(note.id, k)).status).toBe(404);
    }
    expect((await get(note.id)).body).toEqual(note);
  });
});
