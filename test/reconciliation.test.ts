import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { documentFixtures } from './helpers/documents.js';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;
let f: ReturnType<typeof documentFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  other = await t.createOrg('Otra');
  f = documentFixtures(t);
});
afterAll(() => t?.close());

const key = () => org.testKey;
const getInvoice = (id: string) => t.request('GET', `/v1/invoices/${id}`, { key: key() }).then((r) => r.body);
const getNote = (id: string) => t.request('GET', `/v1/delivery-notes/${id}`, { key: key() }).then((r) => r.body);
const matchInvoice = (id: string, ids: string[], k = key()) =>
  t.request('POST', `/v1/invoices/${id}/match`, { key: k, body: { delivery_note_ids: ids } });
const unmatchInvoice = (id: string, ids: string[], k = key()) =>
  t.request('POST', `/v1/invoices/${id}/unmatch`, { key: k, body: { delivery_note_ids: ids } });
const matchNote = (id: string, ids: string[], k = key()) =>
  t.request('POST', `/v1/delivery-notes/${id}/match`, { key: k, body: { invoice_ids: ids } });
const unmatchNote = (id: string, ids: string[], k = key()) =>
  t.request('POST', `/v1/delivery-notes/${id}/unmatch`, { key: k, body: { invoice_ids: ids } });

async function statuses(invoiceIds: string[], noteIds: string[]) {
  const out: Record<string, string> = {};
  for (const id of invoiceIds) out[id] = (await getInvoice(id)).reconciliation_status;
  for (const id of noteIds) out[id] = (await getNote(id)).reconciliation_status;
  return out;
}

async function eventsOf(id: string) {
  const res = await t.request('GET', '/v1/events?limit=100', { key: key() });
  return (res.body.data as any[]).filter((e) => e.data.object.id === id).reverse();
}

function fieldErrors(res: { body: any }) {
  return (res.body.error.details.errors as Array<{ param: string; code: string }>).map((e) => `${e.param}:${e.code}`);
}

let project: any;
let provider: any;
let inv: any;
let n600: any;
let n400: any;
beforeEach(async () => {
  project = await f.project(key());
  provider = await f.provider(key());
  inv = await f.invoice(key(), project.id, provider.id, { subtotal_amount: 100000, tax_amount: 21000, total_amount: 121000 });
  n600 = await f.note(key(), project.id, provider.id, 60000);
  n400 = await f.note(key(), project.id, provider.id, 40000);
});

describe('groups (acceptance)', () => {
  it('1000.00 matched with 600.00 and 400.00 makes all three matched', async () => {
    const res = await matchInvoice(inv.id, [n600.id, n400.id]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reconciliation_status: 'matched', delivery_note_ids: [n600.id, n400.id].sort() });
    expect(await statuses([inv.id], [n600.id, n400.id])).toEqual({ [inv.id]: 'matched', [n600.id]: 'matched', [n400.id]: 'matched' });
    expect((await getNote(n600.id)).invoice_ids).toEqual([inv.id]);
  });

  it('with only the first note both are partial and the other note stays unmatched', async () => {
    await matchInvoice(inv.id, [n600.id]);
    expect(await statuses([inv.id], [n600.id, n400.id])).toEqual({ [inv.id]: 'partial', [n600.id]: 'partial', [n400.id]: 'unmatched' });
  });

  it('soft-deleting a note flips its group back to partial, and restoring it flips it to matched', async () => {
    await matchInvoice(inv.id, [n600.id, n400.id]);
    expect((await t.request('DELETE', `/v1/delivery-notes/${n400.id}`, { key: key() })).status).toBe(200);
    expect(await statuses([inv.id], [n600.id])).toEqual({ [inv.id]: 'partial', [n600.id]: 'partial' });
    expect((await getInvoice(inv.id)).delivery_note_ids).toEqual([n600.id]);

    const noteEvents = await eventsOf(n400.id);
    expect(noteEvents.at(-1).type).toBe('delivery_note.deleted');
    expect(noteEvents.at(-1).data.object).toEqual(await getNote(n400.id));
    const invoiceEvents = await eventsOf(inv.id);
    expect(invoiceEvents.at(-1)).toMatchObject({
      type: 'invoice.updated',
      data: { previous_attributes: { reconciliation_status: 'matched', delivery_note_ids: [n600.id, n400.id].sort() } },
    });
    expect(invoiceEvents.at(-1).data.object).toEqual(await getInvoice(inv.id));

    const restored = await t.request('POST', `/v1/delivery-notes/${n400.id}/restore`, { key: key() });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ reconciliation_status: 'matched', invoice_ids: [inv.id], deleted_at: null });
    expect(await statuses([inv.id], [n600.id, n400.id])).toEqual({ [inv.id]: 'matched', [n600.id]: 'matched', [n400.id]: 'matched' });
  });

  it('soft-deleting the invoice leaves both notes unmatched; restoring it brings the group back', async () => {
    await matchInvoice(inv.id, [n600.id, n400.id]);
    await t.request('DELETE', `/v1/invoices/${inv.id}`, { key: key() });
    expect(await statuses([], [n600.id, n400.id])).toEqual({ [n600.id]: 'unmatched', [n400.id]: 'unmatched' });
    expect((await getNote(n600.id)).invoice_ids).toEqual([]);
    await t.request('POST', `/v1/invoices/${inv.id}/restore`, { key: key() });
    expect(await statuses([inv.id], [n600.id, n400.id])).toEqual({ [inv.id]: 'matched', [n600.id]: 'matched', [n400.id]: 'matched' });
  });

  it('matching from the delivery-note side gives the same result', async () => {
    const res = await matchNote(n600.id, [inv.id]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reconciliation_status: 'partial', invoice_ids: [inv.id] });
    await matchNote(n400.id, [inv.id]);
    expect(await statuses([inv.id], [n600.id, n400.id])).toEqual({ [inv.id]: 'matched', [n600.id]: 'matched', [n400.id]: 'matched' });
  });

  it('joins groups through a note linked to two invoices', async () => {
    const inv2 = await f.invoice(key(), project.id, provider.id, { subtotal_amount: 0, tax_amount: 0, total_amount: 0 });
    await matchInvoice(inv.id, [n600.id]);
    await matchInvoice(inv2.id, [n600.id, n400.id]);
    expect(await statuses([inv.id, inv2.id], [n600.id, n400.id])).toEqual({
      [inv.id]: 'matched',
      [inv2.id]: 'matched',
      [n600.id]: 'matched',
      [n400.id]: 'matched',
    });
  });

  it('recomputes the group when a PATCH changes an invoice subtotal', async () => {
    await matchInvoice(inv.id, [n600.id, n400.id]);
    const res = await t.request('PATCH', `/v1/invoices/${inv.id}`, { key: key(), body: { subtotal_amount: 99999 } });
    expect(res.body.reconciliation_status).toBe('partial');
    // The answer keeps the links it had, as a read afterwards shows them.
    expect(res.body.delivery_note_ids).toEqual([n400.id, n600.id].sort());
    expect(res.body).toEqual((await t.request('GET', `/v1/invoices/${inv.id}`, { key: key() })).body);
    expect(await statuses([], [n600.id, n400.id])).toEqual({ [n600.id]: 'partial', [n400.id]: 'partial' });
    const events = await eventsOf(n400.id);
    expect(events.at(-1)).toMatchObject({ type: 'delivery_note.updated', data: { previous_attributes: { reconciliation_status: 'matched' } } });
    expect(events.at(-1).data.object).toEqual(await getNote(n400.id));
  });
});

describe('match and unmatch', () => {
  it('linking twice is a no-op without new events', async () => {
    await matchInvoice(inv.id, [n600.id]);
    const count = await countRows(t, 'events');
    const again = await matchInvoice(inv.id, [n600.id, n600.id]);
    expect(again.status).toBe(200);
    expect(again.body.delivery_note_ids).toEqual([n600.id]);
    expect(await countRows(t, 'events')).toBe(count);
    expect(await countRows(t, `invoice_delivery_notes where invoice_id = '${inv.id}'`)).toBe(1);
  });

  it('unmatch removes the links from both sides and recomputes', async () => {
    await matchInvoice(inv.id, [n600.id, n400.id]);
    const res = await unmatchInvoice(inv.id, [n400.id]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ delivery_note_ids: [n600.id], reconciliation_status: 'partial' });
    expect(await getNote(n400.id)).toMatchObject({ invoice_ids: [], reconciliation_status: 'unmatched' });
    const fromNote = await unmatchNote(n600.id, [inv.id]);
    expect(fromNote.body).toMatchObject({ invoice_ids: [], reconciliation_status: 'unmatched' });
    expect((await getInvoice(inv.id)).reconciliation_status).toBe('unmatched');
  });

  it('unmatching documents that are not linked changes nothing', async () => {
    const count = await countRows(t, 'events');
    const res = await unmatchInvoice(inv.id, [n600.id]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await getInvoice(inv.id));
    expect(await countRows(t, 'events')).toBe(count);
  });

  it('records invoice.reconciled and delivery_note.reconciled for every document that gains a link, equal to GET', async () => {
    await matchInvoice(inv.id, [n600.id, n400.id]);
    for (const [id, type, read] of [
      [inv.id, 'invoice.reconciled', getInvoice],
      [n600.id, 'delivery_note.reconciled', getNote],
      [n400.id, 'delivery_note.reconciled', getNote],
    ] as const) {
      const events = await eventsOf(id);
      expect(events.map((e) => e.type)).toEqual([type.replace('reconciled', 'created'), type]);
      expect(events[1].data.object).toEqual(await read(id));
    }
  });

  it('records delivery_note.updated for a group member whose status changes without gaining a link', async () => {
    await matchInvoice(inv.id, [n600.id]);
    await matchInvoice(inv.id, [n400.id]);
    const events = await eventsOf(n600.id);
    expect(events.map((e) => e.type)).toEqual(['delivery_note.created', 'delivery_note.reconciled', 'delivery_note.updated']);
    expect(events[2].data.previous_attributes).toEqual({ reconciliation_status: 'partial' });
    expect(events[2].data.object).toEqual(await getNote(n600.id));
  });

  it('adds the budget items of the matched notes’ lines to the invoice', async () => {
    const [item] = await f.budgetItems(key(), project.id, 1);
    const withItem = await f.note(key(), project.id, provider.id, 40000, {
      line_items: [{ description: 'Ferralla', quantity: 2, unit: 'kg', unit_price: 20000, subtotal: 40000, budget_item_id: item }],
    });
    const res = await matchInvoice(inv.id, [withItem.id]);
    expect(res.body.budget_item_ids).toEqual([item]);
  });
});

describe('match validation', () => {
  it('refuses matching across projects or providers with 422 and links nothing', async () => {
    const otherProject = await f.project(key());
    const otherProvider = await f.provider(key());
    const foreignProject = await f.note(key(), otherProject.id, provider.id, 100);
    const foreignProvider = await f.note(key(), project.id, otherProvider.id, 100);
    const links = await countRows(t, 'invoice_delivery_notes');
    const events = await countRows(t, 'events');
    const res = await matchInvoice(inv.id, [n600.id, foreignProject.id, foreignProvider.id]);
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['delivery_note_ids[1]:project_mismatch', 'delivery_note_ids[2]:provider_mismatch']);
    expect(await countRows(t, 'invoice_delivery_notes')).toBe(links);
    expect(await countRows(t, 'events')).toBe(events);
    expect((await getInvoice(inv.id)).delivery_note_ids).toEqual([]);

    const fromNote = await matchNote(foreignProvider.id, [inv.id]);
    expect(fromNote.status).toBe(422);
    expect(fieldErrors(fromNote)).toEqual(['invoice_ids[0]:provider_mismatch']);
  });

  it("refuses ids that are malformed, unknown, of another organization or of the other mode", async () => {
    const foreign = await f.note(other.testKey, (await f.project(other.testKey)).id, (await f.provider(other.testKey)).id);
    const live = await f.note(org.liveKey, (await f.project(org.liveKey)).id, (await f.provider(org.liveKey)).id);
    const res = await matchInvoice(inv.id, ['nope', 'alb_01jd0000000000000000000000', foreign.id, live.id, inv.id]);
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual([
      'delivery_note_ids[0]:invalid_id',
      'delivery_note_ids[1]:not_found',
      'delivery_note_ids[2]:not_found',
      'delivery_note_ids[3]:not_found',
      'delivery_note_ids[4]:invalid_id',
    ]);
  });

  it('refuses soft-deleted documents on either side', async () => {
    await t.request('DELETE', `/v1/delivery-notes/${n400.id}`, { key: key() });
    const res = await matchInvoice(inv.id, [n600.id, n400.id]);
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['delivery_note_ids[1]:document_deleted']);
    const fromDeleted = await matchNote(n400.id, [inv.id]);
    expect(fromDeleted.status).toBe(422);
    expect(fieldErrors(fromDeleted)).toEqual(['id:document_deleted']);
    expect((await getInvoice(inv.id)).delivery_note_ids).toEqual([]);
  });

  it('refuses an empty list, a missing field and unknown fields', async () => {
    expect(fieldErrors(await matchInvoice(inv.id, []))).toEqual(['delivery_note_ids:out_of_range']);
    const missing = await t.request('POST', `/v1/invoices/${inv.id}/match`, { key: key(), body: {} });
    expect(fieldErrors(missing)).toEqual(['delivery_note_ids:required']);
    const wrongSide = await t.request('POST', `/v1/invoices/${inv.id}/match`, { key: key(), body: { invoice_ids: [inv.id] } });
    expect(fieldErrors(wrongSide)).toContain('invoice_ids:unknown_field');
  });

  it("answers 404 for a path document of another organization or mode", async () => {
    expect((await matchInvoice(inv.id, [n600.id], other.testKey)).status).toBe(404);
    expect((await matchNote(n600.id, [inv.id], org.liveKey)).status).toBe(404);
    expect((await unmatchNote(n600.id, [inv.id], other.testKey)).status).toBe(404);
  });

  it('needs write:delivery-notes on the delivery-note side', async () => {
    const limited = await t.createKey(org, 'test', ['write:invoices', 'read:delivery-notes']);
    for (const res of [await matchNote(n600.id, [inv.id], limited), await unmatchNote(n600.id, [inv.id], limited)]) {
      expect(res.status).toBe(403);
      expect(res.body.error.details.required_scope).toBe('write:delivery-notes');
    }
    expect((await getNote(n600.id)).invoice_ids).toEqual([]);
  });
});

describe('concurrency', () => {
  it('keeps statuses right when notes are matched to one invoice concurrently from both sides', async () => {
    const notes = [n600, n400];
    for (let k = 0; k < 3; k++) notes.push(await f.note(key(), project.id, provider.id, 0));
    const results = await Promise.all(notes.map((n, k) => (k % 2 ? matchNote(n.id, [inv.id]) : matchInvoice(inv.id, [n.id]))));
    expect(results.map((r) => r.status)).toEqual(notes.map(() => 200));
    const all = await statuses([inv.id], notes.map((n) => n.id));
    expect(new Set(Object.values(all))).toEqual(new Set(['matched']));
    expect((await getInvoice(inv.id)).delivery_note_ids).toHaveLength(5);
  });
});
