import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';

const { t, org, other, f, project, provider } = await documentsTestApp();
const key = () => org.testKey;

/** An accepted budget of `projectId` with one item per entry; answers the item ids. */
async function acceptedItems(projectId: string, items: Array<{ unit: string; cost_price: number; quantity: number }>, status = 'accepted') {
  const budget = await f.ok(
    t.request('POST', '/v1/budgets', {
      key: key(),
      body: {
        project_id: projectId,
        name: `Presupuesto ${f.unique()}`,
        chapters: [
          { code: '01', title: 'Obra', items: items.map((i, n) => ({ code: `01.${n + 1}`, description: `Partida ${n + 1}`, ...i })) },
        ],
      },
    }),
  );
  if (status !== 'draft') await f.ok(t.request('PATCH', `/v1/budgets/${budget.id}`, { key: key(), body: { status } }), 200);
  const list = await f.ok(t.request('GET', `/v1/budgets/${budget.id}/items`, { key: key() }), 200);
  return list.data.map((i: { id: string }) => i.id) as string[];
}

const [concrete, steel] = await acceptedItems(project.id, [
  { unit: 'm3', cost_price: 8000, quantity: 120 },
  { unit: 'kg', cost_price: 125, quantity: 4000 },
]);

const post = (body: unknown, k = key()) => t.request('POST', '/v1/commitments', { key: k, body });
const patch = (id: string, body: unknown, k = key()) => t.request('PATCH', `/v1/commitments/${id}`, { key: k, body });
const get = (id: string, k = key()) => t.request('GET', `/v1/commitments/${id}`, { key: k });
const order = (extra: Record<string, unknown> = {}) => ({
  project_id: project.id,
  provider_id: provider.id,
  kind: 'purchase_order',
  number: `PED-${f.unique()}`,
  title: 'Hormigón para cimentación',
  lines: [
    { budget_item_id: concrete, description: 'Hormigón HA-25/B/20/IIa', quantity: 100, unit: 'm3', unit_price: 8000 },
    { budget_item_id: steel, description: 'Acero B 500 S', quantity: 1000.5, unit: 'kg', unit_price: 123 },
  ],
  ...extra,
});

async function eventsOf(id: string) {
  const res = await t.request('GET', '/v1/events?limit=100', { key: key() });
  return (res.body.data as any[]).filter((e) => e.data.object.id === id).reverse();
}

const errorsOf = (res: { body: any }) => (res.body.error.details.errors as Array<{ param: string; code: string }>).map((e) => `${e.param}:${e.code}`);

describe('commitments', () => {
  it('creates a draft whose line subtotals are exact (half away from zero) and records commitment.created', async () => {
    const res = await post(order());
    expect(res.status).toBe(201);
    // 1000.5 × 123 = 123061.5 → 123062
    expect(res.body.lines.map((l: any) => l.subtotal)).toEqual([800000, 123062]);
    expect(res.body).toMatchObject({
      status: 'draft',
      kind: 'purchase_order',
      retention_percentage: 0,
      subtotal_amount: 923062,
      delivered_amount: 0,
      invoiced_amount: 0,
      remaining_amount: 923062,
      match_status: 'within',
      approved_at: null,
    });
    expect(res.body.id).toMatch(/^cmt_/);
    expect(res.body.lines[0].id).toMatch(/^cmtli_/);
    expect((await eventsOf(res.body.id)).map((e) => e.type)).toEqual(['commitment.created']);
  });

  it('refuses lines on items of a budget that is not accepted or of another project, and changes nothing', async () => {
    const [draftItem] = await acceptedItems(project.id, [{ unit: 'ud', cost_price: 100, quantity: 1 }], 'draft');
    const elsewhere = await f.project(key());
    const [foreign] = await acceptedItems(elsewhere.id, [{ unit: 'ud', cost_price: 100, quantity: 1 }]);
    const before = [await countRows(t, 'commitments'), await countRows(t, 'commitment_lines'), await countRows(t, 'events')];
    const res = await post(
      order({
        lines: [
          { budget_item_id: draftItem, description: 'a', quantity: 1, unit: 'ud', unit_price: 1 },
          { budget_item_id: foreign, description: 'b', quantity: 1, unit: 'ud', unit_price: 1 },
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual(['lines[0].budget_item_id:invalid_budget_item', 'lines[1].budget_item_id:invalid_budget_item']);
    expect([await countRows(t, 'commitments'), await countRows(t, 'commitment_lines'), await countRows(t, 'events')]).toEqual(before);
  });

  it('refuses a second commitment with the same number for the same provider (409 naming the first)', async () => {
    const first = await f.ok(post(order()));
    const res = await post(order({ number: first.number }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'duplicate_resource', param: 'number', details: { existing_id: first.id } });
  });

  it('refuses retention on a purchase order and keeps it on a subcontract', async () => {
    expect(errorsOf(await post(order({ retention_percentage: 5 })))).toEqual(['retention_percentage:invalid_for_kind']);
    const sub = await f.ok(post(order({ kind: 'subcontract', retention_percentage: 5 })));
    expect(sub.retention_percentage).toBe(5);
  });

  it('moves draft → approved → closed with one event each; lines change only in draft; closed and void are final', async () => {
    const c = await f.ok(post(order()));
    const renamed = await patch(c.id, { title: 'Hormigón HA-25', lines: order().lines.slice(0, 1) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.subtotal_amount).toBe(800000);
    const approved = await patch(c.id, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.approved_at).not.toBeNull();
    const locked = await patch(c.id, { lines: order().lines });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toMatchObject({ code: 'invalid_state_transition', param: 'lines' });
    expect((await patch(c.id, { status: 'approved' })).status).toBe(200); // not a move
    expect((await patch(c.id, { status: 'closed' })).body.closed_at).not.toBeNull();
    const reopened = await patch(c.id, { status: 'approved' });
    expect(reopened.status).toBe(409);
    expect(reopened.body.error.details).toMatchObject({ from: 'closed', to: 'approved', allowed: [] });
    expect((await eventsOf(c.id)).map((e) => e.type)).toEqual([
      'commitment.created',
      'commitment.updated',
      'commitment.approved',
      'commitment.closed',
    ]);
    expect((await get(c.id)).body.lines).toHaveLength(1);
  });

  it('voids a draft or an approved commitment, and refuses to approve one without lines', async () => {
    const empty = await f.ok(post(order({ lines: [] })));
    const refused = await patch(empty.id, { status: 'approved' });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual(['status:commitment_empty']);
    const voided = await patch(empty.id, { status: 'void' });
    expect(voided.body).toMatchObject({ status: 'void' });
    expect(voided.body.voided_at).not.toBeNull();
    expect((await eventsOf(empty.id)).map((e) => e.type)).toEqual(['commitment.created', 'commitment.voided']);
  });

  it('lists with filters and cursors, and keeps organizations and modes apart', async () => {
    const mine = await f.ok(post(order({ kind: 'subcontract' })));
    const page = await t.request('GET', `/v1/commitments?project_id=${project.id}&kind=subcontract&limit=1`, { key: key() });
    expect(page.status).toBe(200);
    expect(page.body.data.map((c: any) => c.id)).toEqual([mine.id]);
    const next = await t.request('GET', `/v1/commitments?project_id=${project.id}&kind=subcontract&limit=1&cursor=${page.body.pagination.next_cursor}`, { key: key() });
    expect(next.body.data.every((c: any) => c.kind === 'subcontract' && c.id !== mine.id)).toBe(true);
    expect((await get(mine.id, other.testKey)).status).toBe(404);
    expect((await get(mine.id, org.liveKey)).status).toBe(404);
    expect((await patch(mine.id, { title: 'x' }, other.testKey)).status).toBe(404);
    const foreign = await post(order(), other.testKey);
    expect(errorsOf(foreign)).toEqual(['project_id:not_found', 'provider_id:not_found']);
  });

  it('needs read:commitments to read and write:commitments to write (403 naming the scope)', async () => {
    const reader = await t.createKey(org, 'test', ['read:commitments']);
    const c = await f.ok(post(order()));
    expect((await get(c.id, reader)).status).toBe(200);
    const denied = await post(order(), reader);
    expect(denied.status).toBe(403);
    expect(denied.body.error.details).toEqual({ required_scope: 'write:commitments' });
    const blind = await t.createKey(org, 'test', ['read:projects']);
    expect((await get(c.id, blind)).body.error.details).toEqual({ required_scope: 'read:commitments' });
  });

  it('is on GraphQL with its project, provider and budget items, batched', async () => {
    const created = await t.graphql(
      key(),
      `mutation($input: CreateCommitmentInput!) { createCommitment(input: $input) { id status subtotalAmount lines { subtotal budgetItem { id } } } }`,
      {
        input: {
          projectId: project.id,
          providerId: provider.id,
          kind: 'SUBCONTRACT',
          number: `SUB-${f.unique()}`,
          title: 'Estructura',
          retentionPercentage: 5,
          lines: [{ budgetItemId: concrete, description: 'Hormigón', quantity: 2.5, unit: 'm3', unitPrice: 8001 }],
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    // 2.5 × 8001 = 20002.5 → 20003
    expect(created.body.data.createCommitment).toMatchObject({ status: 'DRAFT', subtotalAmount: 20003, lines: [{ subtotal: 20003, budgetItem: { id: concrete } }] });
    const id = created.body.data.createCommitment.id;
    const approved = await t.graphql(key(), `mutation { updateCommitment(id: "${id}", input: { status: APPROVED }) { status matchStatus } }`);
    expect(approved.body.data.updateCommitment).toEqual({ status: 'APPROVED', matchStatus: 'WITHIN' });
    t.resetQueries();
    const res = await t.graphql(
      key(),
      `{ project(id: "${project.id}") { commitments(first: 50) { totalCount nodes { id number provider { id } project { id } lines { budgetItem { id code } } } } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const nodes = res.body.data.project.commitments.nodes;
    expect(nodes.length).toBeGreaterThan(5);
    expect(nodes.every((n: any) => n.provider.id === provider.id)).toBe(true);
    // project, page, lines, totals, line deliveries, provider, its counters, items (+ chapters), count: fixed, whatever the number of commitments
    expect(t.queries.length).toBeLessThanOrEqual(14);
  });
});

describe('documents charged to commitments (three-way match)', () => {
  const approvedOrder = async (lines = [{ budget_item_id: concrete, description: 'Hormigón HA-25/B/20/IIa', quantity: 100, unit: 'm3', unit_price: 8000 }]) => {
    const c = await f.ok(post(order({ lines })));
    return f.ok(patch(c.id, { status: 'approved' }), 200);
  };
  const note = (body: Record<string, unknown>) =>
    t.request('POST', '/v1/delivery-notes', {
      key: key(),
      body: { project_id: project.id, provider_id: provider.id, delivery_note_number: `ALB-${f.unique()}`, delivery_date: '2026-11-05', ...body },
    });

  it('matches ordered 100 m³, delivered 104 m³ and invoiced 98 m³: over-delivered, 160.00 still to invoice', async () => {
    const c = await approvedOrder();
    const [line] = c.lines;
    // 60 m³ naming the commitment line; 44 m³ on the order's item, so it delivers the same line.
    const first = await f.ok(note({ commitment_id: c.id, line_items: [{ description: 'HA-25 cuba 1-8', quantity: 60, unit: 'm3', unit_price: 8000, subtotal: 480000, commitment_line_id: line.id }] }));
    expect(first.commitment_id).toBe(c.id);
    expect(first.line_items[0]).toMatchObject({ commitment_line_id: line.id, budget_item_id: concrete, budget_item_suggested: false });
    const second = await f.ok(note({ commitment_id: c.id, line_items: [{ description: 'Hormigón', quantity: 44, unit: 'm3', unit_price: 8000, subtotal: 352000, budget_item_id: concrete }] }));
    expect(second.line_items[0].commitment_line_id).toBe(line.id);
    const invoice = await f.invoice(key(), project.id, provider.id, { commitment_id: c.id, subtotal_amount: 784000, tax_amount: 164640, total_amount: 948640 });
    expect(invoice.commitment_id).toBe(c.id);

    const figures = (await get(c.id)).body;
    expect(figures).toMatchObject({
      subtotal_amount: 800000,
      delivered_amount: 832000,
      invoiced_amount: 784000,
      remaining_amount: 16000,
      overrun: { delivered_amount: 32000, invoiced_amount: 0 },
      match_status: 'over_delivered',
    });
    expect(figures.lines[0]).toMatchObject({ quantity: 100, delivered_quantity: 104, delivered_amount: 832000 });

    // A soft-deleted note stops counting; an invoice beyond the order makes it over-invoiced.
    await f.ok(t.request('DELETE', `/v1/delivery-notes/${second.id}`, { key: key() }), 200);
    await f.invoice(key(), project.id, provider.id, { commitment_id: c.id, subtotal_amount: 20000, tax_amount: 4200, total_amount: 24200 });
    expect((await get(c.id)).body).toMatchObject({
      delivered_amount: 480000,
      invoiced_amount: 804000,
      remaining_amount: -4000,
      overrun: { delivered_amount: 0, invoiced_amount: 4000 },
      match_status: 'over_invoiced',
    });
    const gql = await t.graphql(key(), `{ invoice(id: "${invoice.id}") { commitment { number matchStatus lines { deliveredQuantity } } } }`);
    expect(gql.body.data.invoice.commitment).toEqual({ number: c.number, matchStatus: 'OVER_INVOICED', lines: [{ deliveredQuantity: 60 }] });
  });

  it('refuses a commitment of another provider, a draft one, or a commitment line without the commitment, and changes nothing', async () => {
    const c = await approvedOrder();
    const draft = await f.ok(post(order()));
    const otherProvider = await f.provider(key());
    const before = [await countRows(t, 'delivery_notes'), await countRows(t, 'invoices'), await countRows(t, 'events')];
    const line = { description: 'Hormigón', quantity: 1, unit: 'm3', unit_price: 8000, subtotal: 8000 };
    const foreign = await note({ provider_id: otherProvider.id, commitment_id: c.id, line_items: [line] });
    expect(foreign.status).toBe(422);
    expect(errorsOf(foreign)).toEqual(['commitment_id:invalid_commitment']);
    expect(errorsOf(await note({ commitment_id: draft.id, line_items: [line] }))).toEqual(['commitment_id:invalid_commitment']);
    expect(errorsOf(await note({ line_items: [{ ...line, commitment_line_id: c.lines[0].id }] }))).toEqual(['line_items[0].commitment_line_id:invalid_commitment_line']);
    const invoice = await t.request('POST', '/v1/invoices', {
      key: key(),
      body: { project_id: project.id, provider_id: otherProvider.id, commitment_id: c.id, invoice_number: 'F-X', issue_date: '2026-11-02', subtotal_amount: 1, tax_amount: 0, total_amount: 1 },
    });
    expect(errorsOf(invoice)).toEqual(['commitment_id:invalid_commitment']);
    expect([await countRows(t, 'delivery_notes'), await countRows(t, 'invoices'), await countRows(t, 'events')]).toEqual(before);
  });

  it('sets and clears the commitment of a note by PATCH; clearing it clears its lines\' commitment lines', async () => {
    const c = await approvedOrder();
    const n = await f.ok(note({ line_items: [{ description: 'Hormigón', quantity: 5, unit: 'm3', unit_price: 8000, subtotal: 40000 }] }));
    const set = await t.request('PATCH', `/v1/delivery-notes/${n.id}`, {
      key: key(),
      body: { commitment_id: c.id, line_items: [{ id: n.line_items[0].id, commitment_line_id: c.lines[0].id }] },
    });
    expect(set.status).toBe(200);
    expect(set.body.line_items[0]).toMatchObject({ commitment_line_id: c.lines[0].id, budget_item_id: concrete });
    expect((await get(c.id)).body.delivered_amount).toBe(40000);
    const cleared = await t.request('PATCH', `/v1/delivery-notes/${n.id}`, { key: key(), body: { commitment_id: null } });
    expect(cleared.body).toMatchObject({ commitment_id: null, line_items: [{ commitment_line_id: null }] });
    expect((await get(c.id)).body.delivered_amount).toBe(0);
  });

  it("prefers the commitment's items when it suggests a budget item for a note's line", async () => {
    const site = await f.project(key());
    const itemOf = async () =>
      (await acceptedItems(site.id, [{ unit: 'm3', cost_price: 8000, quantity: 10 }]))[0];
    const older = await itemOf();
    const newer = await itemOf();
    const c = await f.ok(
      post(order({ project_id: site.id, lines: [{ budget_item_id: older, description: 'Partida 1', quantity: 10, unit: 'm3', unit_price: 8000 }] })),
    );
    await f.ok(patch(c.id, { status: 'approved' }), 200);
    const line = { description: 'Partida 1', quantity: 2, unit: 'm3', unit_price: 8000, subtotal: 16000 };
    const plain = await f.ok(note({ project_id: site.id, line_items: [line] }));
    expect(plain.line_items[0]).toMatchObject({ budget_item_id: newer, budget_item_suggested: true, commitment_line_id: null });
    const ordered = await f.ok(note({ project_id: site.id, commitment_id: c.id, line_items: [line] }));
    expect(ordered.line_items[0]).toMatchObject({ budget_item_id: older, budget_item_suggested: true, commitment_line_id: c.lines[0].id });
  });
});
