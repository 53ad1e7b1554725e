import { beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '../src/platform/dates.js';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';

const { t, org, other, f, project, provider } = await documentsTestApp();

const key = () => org.testKey;
const post = (body: unknown, k = key()) => t.request('POST', '/v1/invoices', { key: k, body });
const get = (id: string, k = key()) => t.request('GET', `/v1/invoices/${id}`, { key: k });
const patch = (id: string, body: unknown, k = key()) => t.request('PATCH', `/v1/invoices/${id}`, { key: k, body });
const del = (id: string, k = key()) => t.request('DELETE', `/v1/invoices/${id}`, { key: k });
const restore = (id: string, k = key()) => t.request('POST', `/v1/invoices/${id}/restore`, { key: k });
const body = (extra: Record<string, unknown> = {}) => ({
  project_id: project.id,
  provider_id: provider.id,
  invoice_number: `F-${f.unique()}`,
  issue_date: '2026-11-02',
  subtotal_amount: 300141,
  tax_amount: 63030,
  total_amount: 363171,
  ...extra,
});
const newInvoice = (extra: Record<string, unknown> = {}) => f.ok(post(body(extra)));

/** Events about one object, oldest first. */
async function eventsOf(id: string, k = key()) {
  const res = await t.request('GET', '/v1/events?limit=100', { key: k });
  return (res.body.data as any[]).filter((e) => e.data.object.id === id).reverse();
}

function fieldErrors(res: { body: any }) {
  return (res.body.error.details.errors as Array<{ param: string; code: string }>).map((e) => `${e.param}:${e.code}`);
}

describe('typical integration', () => {
  it('creates an invoice in cents, marks it paid with paid_at, reads it back, and refuses an identical second POST naming the first', async () => {
    const prov = await f.provider(key());
    const prj = await f.project(key());
    const input = body({ project_id: prj.id, provider_id: prov.id, invoice_number: 'FV-2026-0042' });
    const created = await post(input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...input,
      status: 'pending',
      paid_at: null,
      currency: 'EUR',
      reconciliation_status: 'unmatched',
      delivery_note_ids: [],
      budget_item_ids: [],
      pdf: null,
      deleted_at: null,
    });
    expect(created.body.id).toMatch(/^inv_[0-9a-z]{26}$/);

    const paid = await patch(created.body.id, { status: 'paid', paid_at: '2026-11-20' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paid_at: '2026-11-20', total_amount: 363171 });

    const read = await get(created.body.id);
    expect(read.body).toEqual(paid.body);

    const again = await post(input);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('duplicate_resource');
    expect(again.body.error.details.existing_id).toBe(created.body.id);
  });
});

describe('create', () => {
  it('stores every optional field sent: due_date, currency, pdf_url', async () => {
    const res = await post(body({ due_date: '2026-12-02', currency: 'usd', pdf_url: 'https://files.example.com/f.pdf' }));
    expect(res.status).toBe(201);
    // The URL starts its archival (docs/documents-from-files.md): no worker runs here, so it stays pending.
    expect(res.body).toMatchObject({
      due_date: '2026-12-02',
      currency: 'USD',
      pdf_url: 'https://files.example.com/f.pdf',
      pdf: { status: 'pending', sha256: null, size_bytes: null, archived_at: null, failure_reason: null },
    });
    expect((await get(res.body.id)).body).toEqual(res.body);
  });

  it('keeps amounts beyond 2^32 cents exact as JSON numbers (bigint columns)', async () => {
    const res = await post(body({ subtotal_amount: 9_000_000_000_000, tax_amount: 1_000_000_000_000, total_amount: 10_000_000_000_000 }));
    expect(res.status).toBe(201);
    const read = await get(res.body.id);
    expect(read.body.subtotal_amount).toBe(9_000_000_000_000);
    expect(read.body.total_amount).toBe(10_000_000_000_000);
    expect(read.text).toContain('"subtotal_amount":9000000000000');
  });

  it('accepts negative amounts (corrective invoices)', async () => {
    const res = await post(body({ subtotal_amount: -1000, tax_amount: -210, total_amount: -1210 }));
    expect(res.status).toBe(201);
    expect(res.body.total_amount).toBe(-1210);
  });

  it.each([
    ['a decimal amount', { subtotal_amount: 3001.41 }, 'subtotal_amount:invalid_type'],
    ['an amount as a string', { subtotal_amount: '300141' }, 'subtotal_amount:invalid_type'],
    ['an amount beyond 10^13', { total_amount: 10_000_000_000_001 }, 'total_amount:out_of_range'],
    ['month 13', { issue_date: '2026-13-01' }, 'issue_date:invalid_date'],
    ['30 February', { due_date: '2026-02-30' }, 'due_date:invalid_date'],
    ['a currency that is not ISO 4217', { currency: 'EURO' }, 'currency:invalid_currency'],
    ['a pdf_url that is not https', { pdf_url: 'http://files.example.com/f.pdf' }, 'pdf_url:invalid_url'],
    ['a malformed project id', { project_id: 'prj_nope' }, 'project_id:invalid_id'],
    ['an unknown field', { notes: 'x' }, 'notes:unknown_field'],
    ['a read-only field', { status: 'paid' }, 'status:unknown_field'],
    ['an empty invoice number', { invoice_number: '  ' }, 'invoice_number:too_short'],
  ])('refuses %s with 422 naming the field', async (_, extra, expected) => {
    const before = await countRows(t, 'invoices');
    const res = await post(body(extra));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(fieldErrors(res)).toContain(expected);
    expect(await countRows(t, 'invoices')).toBe(before);
  });

  it('refuses a due_date before the issue_date, on create and on PATCH', async () => {
    const res = await post(body({ issue_date: '2026-11-02', due_date: '2026-11-01' }));
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['due_date:invalid_date_range']);
    const inv = await newInvoice({ due_date: '2026-11-30' });
    const moved = await patch(inv.id, { issue_date: '2026-12-01' });
    expect(fieldErrors(moved)).toEqual(['due_date:invalid_date_range']);
    expect((await get(inv.id)).body.issue_date).toBe('2026-11-02');
  });

  it('lists every missing required field at once', async () => {
    const res = await post({});
    expect(res.status).toBe(422);
    expect(fieldErrors(res).sort()).toEqual(
      [
        'invoice_number:required',
        'issue_date:required',
        'project_id:required',
        'provider_id:required',
        'subtotal_amount:required',
        'tax_amount:required',
        'total_amount:required',
      ].sort(),
    );
  });

  it('refuses a project and a provider that do not exist in this organization and mode with one 422', async () => {
    const foreignProject = await f.project(other.testKey);
    const liveProvider = await f.provider(org.liveKey);
    const before = await countRows(t, 'events');
    const res = await post(body({ project_id: foreignProject.id, provider_id: liveProvider.id }));
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['project_id:not_found', 'provider_id:not_found']);
    expect(await countRows(t, 'events')).toBe(before);
  });

  it('refuses an archived project', async () => {
    const prj = await f.project(key());
    await t.request('DELETE', `/v1/projects/${prj.id}`, { key: key() });
    const res = await post(body({ project_id: prj.id }));
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['project_id:project_archived']);
  });

  it('records invoice.created with data.object equal to what GET returns', async () => {
    const inv = await newInvoice();
    const events = await eventsOf(inv.id);
    expect(events.map((e) => e.type)).toEqual(['invoice.created']);
    expect(events[0].data.object).toEqual((await get(inv.id)).body);
  });
});

describe('duplicates', () => {
  it('gives exactly one 201 for twenty concurrent identical POSTs, the others 409 naming it', async () => {
    const input = body({ invoice_number: 'CONC-1' });
    const results = await Promise.all(Array.from({ length: 20 }, () => post(input)));
    const created = results.filter((r) => r.status === 201);
    const conflicts = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    for (const c of conflicts) expect(c.body.error.details.existing_id).toBe(created[0].body.id);
    const list = await t.request('GET', `/v1/invoices?provider_id=${provider.id}&limit=100`, { key: key() });
    expect(list.body.data.filter((i: any) => i.invoice_number === 'CONC-1')).toHaveLength(1);
  });

  it('allows the same number on another date or from another provider', async () => {
    const prov = await f.provider(key());
    await newInvoice({ invoice_number: 'SAME-1' });
    expect((await post(body({ invoice_number: 'SAME-1', issue_date: '2026-11-03' }))).status).toBe(201);
    expect((await post(body({ invoice_number: 'SAME-1', provider_id: prov.id }))).status).toBe(201);
  });

  it('does not count soft-deleted invoices, and refuses restoring one that would now duplicate', async () => {
    const first = await newInvoice({ invoice_number: 'DUP-DEL' });
    await del(first.id);
    const second = await post(body({ invoice_number: 'DUP-DEL' }));
    expect(second.status).toBe(201);
    const res = await restore(first.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('duplicate_resource');
    expect(res.body.error.details.existing_id).toBe(second.body.id);
    expect((await get(first.id)).body.deleted_at).not.toBeNull();
  });

  it('refuses a PATCH that would make the invoice a duplicate', async () => {
    const a = await newInvoice({ invoice_number: 'PATCH-DUP-A' });
    const b = await newInvoice({ invoice_number: 'PATCH-DUP-B' });
    const res = await patch(b.id, { invoice_number: 'PATCH-DUP-A' });
    expect(res.status).toBe(409);
    expect(res.body.error.details.existing_id).toBe(a.id);
    expect((await get(b.id)).body.invoice_number).toBe('PATCH-DUP-B');
  });
});

describe('update', () => {
  it('changes only the fields sent and records invoice.updated with previous_attributes', async () => {
    const inv = await newInvoice({ due_date: '2026-12-01' });
    const res = await patch(inv.id, { total_amount: 363172 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...inv, total_amount: 363172, updated_at: res.body.updated_at });
    const events = await eventsOf(inv.id);
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.updated']);
    expect(events[1].data.previous_attributes).toEqual({ total_amount: 363171 });
    expect(events[1].data.object).toEqual((await get(inv.id)).body);
  });

  it('records nothing for a PATCH that changes nothing', async () => {
    const inv = await newInvoice();
    const res = await patch(inv.id, { invoice_number: inv.invoice_number });
    expect(res.body).toEqual(inv);
    expect((await eventsOf(inv.id)).map((e) => e.type)).toEqual(['invoice.created']);
  });

  it('clears due_date and pdf_url with null', async () => {
    const inv = await newInvoice({ due_date: '2026-12-01', pdf_url: 'https://x.example.com/a.pdf' });
    const res = await patch(inv.id, { due_date: null, pdf_url: null });
    expect(res.body).toMatchObject({ due_date: null, pdf_url: null });
  });

  it('replaces budget_item_ids and refuses ids that are not budget item ids', async () => {
    const inv = await newInvoice();
    // The representation lists budget item ids in id order.
    const items = (await f.budgetItems(key(), project.id, 2)).sort();
    const res = await patch(inv.id, { budget_item_ids: items });
    expect(res.status).toBe(200);
    expect(res.body.budget_item_ids).toEqual(items);
    const bad = await patch(inv.id, { budget_item_ids: ['prj_01jd0000000000000000000001'] });
    expect(bad.status).toBe(422);
    expect(fieldErrors(bad)).toEqual(['budget_item_ids[0]:invalid_budget_item']);
    expect((await get(inv.id)).body.budget_item_ids).toEqual(items);
    expect((await patch(inv.id, { budget_item_ids: [] })).body.budget_item_ids).toEqual([]);
  });

  it('moves an unmatched invoice to another existing provider, and refuses an unknown one with 422', async () => {
    const inv = await newInvoice();
    const prov = await f.provider(key());
    expect((await patch(inv.id, { provider_id: prov.id })).body.provider_id).toBe(prov.id);
    const res = await patch(inv.id, { provider_id: 'prov_01jd0000000000000000000000' });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['provider_id:not_found']);
  });

  it('refuses amounts that are not integer cents', async () => {
    const inv = await newInvoice();
    const res = await patch(inv.id, { subtotal_amount: 3001.41, tax_amount: '63030' });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['subtotal_amount:invalid_type', 'tax_amount:invalid_type']);
  });
});

describe('status transitions', () => {
  it('pending → paid sets paid_at to today by default and records invoice.paid', async () => {
    const inv = await newInvoice();
    const res = await patch(inv.id, { status: 'paid' });
    expect(res.body).toMatchObject({ status: 'paid', paid_at: todayUtc() });
    const events = await eventsOf(inv.id);
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.paid']);
    expect(events[1].data.object).toEqual(res.body);
    expect(events[1].data.previous_attributes).toMatchObject({ status: 'pending', paid_at: null });
  });

  it('paid → pending clears paid_at and records invoice.updated', async () => {
    const inv = await newInvoice();
    await patch(inv.id, { status: 'paid', paid_at: '2026-11-10' });
    const res = await patch(inv.id, { status: 'pending' });
    expect(res.body).toMatchObject({ status: 'pending', paid_at: null });
    expect((await eventsOf(inv.id)).map((e) => e.type)).toEqual(['invoice.created', 'invoice.paid', 'invoice.updated']);
  });

  it('pending → cancelled → pending', async () => {
    const inv = await newInvoice();
    expect((await patch(inv.id, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect((await patch(inv.id, { status: 'pending' })).body.status).toBe('pending');
  });

  it('corrects paid_at of a paid invoice', async () => {
    const inv = await newInvoice();
    await patch(inv.id, { status: 'paid', paid_at: '2026-11-10' });
    expect((await patch(inv.id, { paid_at: '2026-11-11' })).body.paid_at).toBe('2026-11-11');
  });

  it.each([
    ['paid', 'cancelled'],
    ['cancelled', 'paid'],
  ])('refuses %s → %s with 409 invalid_state_transition and changes nothing', async (from, to) => {
    const inv = await newInvoice();
    if (from === 'paid') await patch(inv.id, { status: 'paid' });
    else await patch(inv.id, { status: 'cancelled' });
    const before = (await get(inv.id)).body;
    const res = await patch(inv.id, { status: to, total_amount: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state_transition');
    expect(res.body.error.details).toMatchObject({ from, to });
    expect((await get(inv.id)).body).toEqual(before);
  });

  it('refuses paid_at on an invoice that is not becoming paid', async () => {
    const inv = await newInvoice();
    const res = await patch(inv.id, { paid_at: '2026-11-10' });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['paid_at:invalid_for_status']);
  });

  it('refuses a status outside the set with 422', async () => {
    const inv = await newInvoice();
    const res = await patch(inv.id, { status: 'archived' });
    expect(res.status).toBe(422);
    expect(fieldErrors(res)).toEqual(['status:invalid_value']);
  });
});

describe('soft delete and restore', () => {
  it('leaves a deleted invoice out of the list, returns it by id with deleted_at, and restores it', async () => {
    const inv = await newInvoice({ issue_date: '2026-10-15' });
    const res = await del(inv.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: inv.id, deleted: true, deleted_at: expect.stringMatching(/Z$/) });
    const list = await t.request('GET', `/v1/invoices?from=2026-10-15&to=2026-10-15&limit=100`, { key: key() });
    expect(list.body.data.map((i: any) => i.id)).not.toContain(inv.id);
    const read = await get(inv.id);
    expect(read.status).toBe(200);
    expect(read.body.deleted_at).toBe(res.body.deleted_at);

    const restored = await restore(inv.id);
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    const again = await t.request('GET', `/v1/invoices?from=2026-10-15&to=2026-10-15&limit=100`, { key: key() });
    expect(again.body.data.map((i: any) => i.id)).toContain(inv.id);

    const events = await eventsOf(inv.id);
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.deleted', 'invoice.updated']);
    expect(events[1].data.object).toEqual(read.body);
    expect(events[2].data.object).toEqual((await get(inv.id)).body);
  });

  it('answers a second DELETE the same way without a second event', async () => {
    const inv = await newInvoice();
    const first = await del(inv.id);
    const second = await del(inv.id);
    expect(second.body).toEqual(first.body);
    expect((await eventsOf(inv.id)).map((e) => e.type)).toEqual(['invoice.created', 'invoice.deleted']);
  });

  it('refuses PATCH of a deleted invoice with 409', async () => {
    const inv = await newInvoice();
    await del(inv.id);
    const res = await patch(inv.id, { total_amount: 5 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state_transition');
    expect(res.body.error.details).toMatchObject({ from: 'deleted' });
  });

  it('refuses restoring an invoice that is not deleted, and one deleted more than 90 days ago', async () => {
    const inv = await newInvoice();
    const live = await restore(inv.id);
    expect(live.status).toBe(409);
    expect(live.body.error.code).toBe('invalid_state_transition');
    await del(inv.id);
    await t.orm.em.getConnection().execute(`update invoices set deleted_at = now() - interval '91 days' where id = ?`, [inv.id]);
    const late = await restore(inv.id);
    expect(late.status).toBe(409);
    expect(late.body.error.details.reason).toMatch(/90-day/);
    expect((await get(inv.id)).body.deleted_at).not.toBeNull();
  });

  it('refuses a body on DELETE and restore', async () => {
    const inv = await newInvoice();
    const res = await t.request('DELETE', `/v1/invoices/${inv.id}`, { key: key(), body: { force: true } });
    expect(res.status).toBe(422);
    expect((await get(inv.id)).body.deleted_at).toBeNull();
  });
});

describe('list', () => {
  let prj: any;
  let prov: any;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    prj = await f.project(key());
    prov = await f.provider(key());
    const other = await f.provider(key());
    ids.a = (await newInvoice({ project_id: prj.id, provider_id: prov.id, issue_date: '2026-01-10' })).id;
    ids.b = (await newInvoice({ project_id: prj.id, provider_id: prov.id, issue_date: '2026-03-10' })).id;
    ids.c = (await newInvoice({ project_id: prj.id, provider_id: other.id, issue_date: '2026-02-10' })).id;
    ids.d = (await newInvoice({ project_id: prj.id, provider_id: prov.id, issue_date: '2026-03-10' })).id;
    await patch(ids.d, { status: 'paid' });
  });
  const list = (q: string) => t.request('GET', `/v1/invoices?project_id=${prj.id}&${q}`, { key: key() });

  it('orders by issue_date, most recent first, then id', async () => {
    const res = await list('');
    expect(res.body.data.map((i: any) => i.id)).toEqual([ids.d, ids.b, ids.c, ids.a]);
  });

  it('filters by provider, status and issue_date range', async () => {
    expect((await list(`provider_id=${prov.id}`)).body.data.map((i: any) => i.id)).toEqual([ids.d, ids.b, ids.a]);
    expect((await list('status=paid')).body.data.map((i: any) => i.id)).toEqual([ids.d]);
    expect((await list('from=2026-02-01&to=2026-02-28')).body.data.map((i: any) => i.id)).toEqual([ids.c]);
  });

  it('pages with the cursor without repeating or skipping', async () => {
    const first = await list('limit=3');
    expect(first.body.pagination).toEqual({ next_cursor: expect.any(String), limit: 3 });
    const second = await list(`limit=3&cursor=${first.body.pagination.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((i: any) => i.id)).toEqual([ids.d, ids.b, ids.c, ids.a]);
    expect(second.body.pagination.next_cursor).toBeNull();
  });

  it('refuses unknown query parameters, bad dates and a tampered cursor', async () => {
    expect(fieldErrors(await list('sort=asc'))).toEqual(['sort:unknown_field']);
    expect(fieldErrors(await list('from=2026-13-01'))).toEqual(['from:invalid_date']);
    expect(fieldErrors(await list('status=lost'))).toEqual(['status:invalid_value']);
    expect(fieldErrors(await list('from=2026-03-01&to=2026-02-01'))).toEqual(['to:invalid_date_range']);
    const bad = await list('cursor=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_cursor');
  });
});

describe('isolation', () => {
  it("answers 404 for another organization's invoice and for the other mode's, on every route", async () => {
    const inv = await newInvoice();
    for (const k of [other.testKey, org.liveKey]) {
      expect((await get(inv.id, k)).status).toBe(404);
      expect((await patch(inv.id, { total_amount: 1 }, k)).status).toBe(404);
      expect((await del(inv.id, k)).status).toBe(404);
      expect((await restore(inv.id, k)).status).toBe(404);
      const list = await t.request('GET', '/v1/invoices?limit=100', { key: k });
      expect(list.body.data.map((i: any) => i.id)).not.toContain(inv.id);
    }
    expect((await get(inv.id)).body).toEqual(inv);
    expect((await get('inv_garbage')).body.error.code).toBe('not_found');
  });
});
