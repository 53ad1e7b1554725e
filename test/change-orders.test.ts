import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';

const { t, org, f, project, provider } = await documentsTestApp();
const key = () => org.testKey;

/** An accepted budget: 01.1 Hormigón 120 m³ × 80.00, 01.2 Acero 4000 kg × 1.25 (cost 1,460,000; sale 1,608,000 at markup 10 %). */
async function acceptedBudget(status = 'accepted') {
  const budget = await f.ok(
    t.request('POST', '/v1/budgets', {
      key: key(),
      body: {
        project_id: project.id,
        name: `Presupuesto ${f.unique()}`,
        markup_percentage: 10,
        chapters: [
          {
            code: '01',
            title: 'Cimentación',
            items: [
              { code: '01.1', description: 'Hormigón HA-25', unit: 'm3', quantity: 120, cost_price: 8000 },
              { code: '01.2', description: 'Acero B 500 S', unit: 'kg', quantity: 4000, cost_price: 125 },
            ],
          },
        ],
      },
    }),
  );
  if (status !== 'draft') await f.ok(t.request('PATCH', `/v1/budgets/${budget.id}`, { key: key(), body: { status } }), 200);
  const full = await f.ok(t.request('GET', `/v1/budgets/${budget.id}?include=items`, { key: key() }), 200);
  return { budget: full, chapter: full.chapters[0], items: full.chapters[0].items };
}

const post = (body: unknown, k = key()) => t.request('POST', '/v1/change-orders', { key: k, body });
const patch = (id: string, body: unknown, k = key()) => t.request('PATCH', `/v1/change-orders/${id}`, { key: k, body });

async function eventTypes() {
  const res = await t.request('GET', '/v1/events?limit=100', { key: key() });
  return (res.body.data as any[]).map((e) => `${e.type}:${e.data.object.id}`).reverse();
}

describe('budget change orders', () => {
  it('applies quantities, prices and new items on approval; the budget keeps its original figures beside the revised ones', async () => {
    const { budget, chapter, items } = await acceptedBudget();
    const [concrete, steel] = items;
    const created = await post({
      target: 'budget',
      budget_id: budget.id,
      title: 'Zapatas más profundas',
      reason: 'Informe geotécnico',
      lines: [
        { budget_item_id: concrete.id, quantity_delta: 10.5 },
        { budget_item_id: steel.id, quantity_delta: 0, unit_price: 130 },
        { new_item: { chapter_id: chapter.id, code: '01.3', description: 'Encofrado perdido', unit: 'm2' }, quantity_delta: 35.333, unit_price: 1999 },
      ],
    });
    expect(created.status).toBe(201);
    // 10.5 × 8000 = 84000; 4000 × (130 − 125) = 20000; 35.333 × 1999 = 70630.667 → 70631
    expect(created.body).toMatchObject({ number: 1, status: 'pending', amount: 174631, target: 'budget', budget_id: budget.id, project_id: project.id });
    expect(created.body.lines.map((l: any) => l.amount)).toEqual([84000, 20000, 70631]);
    // Pending: the budget has not moved.
    expect((await t.request('GET', `/v1/budgets/${budget.id}`, { key: key() })).body.cost_amount).toBe(1460000);

    const approved = await patch(created.body.id, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.approved_at).not.toBeNull();
    const newItemId = approved.body.lines[2].budget_item_id;
    expect(newItemId).toMatch(/^bitem_/);
    const after = (await t.request('GET', `/v1/budgets/${budget.id}?include=items`, { key: key() })).body;
    expect(after).toMatchObject({
      cost_amount: 1460000 + 174631,
      original_cost_amount: 1460000,
      original_sale_amount: 1608000, // 120 × 8800 + 4000 × 138 (125 × 1.10 = 137.5 → 138)
      items_count: 3,
    });
    const byCode = Object.fromEntries(after.chapters[0].items.map((i: any) => [i.code, i]));
    expect(byCode['01.1']).toMatchObject({ quantity: 130.5, original_quantity: 120, cost_total: 1044000, original_cost_total: 960000, sale_price: 8800, sale_total: 1148400 });
    expect(byCode['01.2']).toMatchObject({ cost_price: 130, sale_price: 143, cost_total: 520000, original_cost_total: 500000 });
    expect(byCode['01.3']).toMatchObject({ id: newItemId, quantity: 35.333, original_quantity: 0, original_cost_total: 0, cost_total: 70631 });
    expect(after.sale_amount).toBe(1148400 + 572000 + byCode['01.3'].sale_total);
    const events = await eventTypes();
    expect(events.filter((e) => e.endsWith(created.body.id))).toEqual([`change_order.created:${created.body.id}`, `change_order.approved:${created.body.id}`]);
    expect(events).toContain(`budget.updated:${budget.id}`);

    // Approving again is refused and changes nothing.
    const again = await patch(created.body.id, { status: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'invalid_state_transition', details: { from: 'approved', to: 'approved' } });
    const rejected = await patch(created.body.id, { status: 'rejected' });
    expect(rejected.status).toBe(409);
    expect(rejected.body.error).toMatchObject({ code: 'invalid_state_transition', details: { from: 'approved', to: 'rejected' } });
    expect((await t.request('GET', `/v1/budgets/${budget.id}`, { key: key() })).body.cost_amount).toBe(1460000 + 174631);
  });

  it('applies a change order once when two approvals race', async () => {
    const { budget, items } = await acceptedBudget();
    const co = await f.ok(post({ target: 'budget', budget_id: budget.id, title: 'Más hormigón', lines: [{ budget_item_id: items[0].id, quantity_delta: 1 }] }));
    const answers = await Promise.all([1, 2, 3].map(() => patch(co.id, { status: 'approved' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const item = (await t.request('GET', `/v1/budgets/${budget.id}/items`, { key: key() })).body.data[0];
    expect(item.quantity).toBe(121);
    const applied = (await eventTypes()).filter((e) => e === `change_order.approved:${co.id}` || e === `budget.updated:${budget.id}`);
    expect(applied).toHaveLength(2);
  });

  it('refuses a change order on a budget that is not accepted, and lines that are not of the budget, changing nothing', async () => {
    const draft = await acceptedBudget('draft');
    const before = [await countRows(t, 'change_orders'), await countRows(t, 'events')];
    const closed = await post({ target: 'budget', budget_id: draft.budget.id, title: 'x', lines: [{ budget_item_id: draft.items[0].id, quantity_delta: 1 }] });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({ code: 'invalid_state_transition', param: 'budget_id' });
    const { budget } = await acceptedBudget();
    const foreign = await post({ target: 'budget', budget_id: budget.id, title: 'x', lines: [{ budget_item_id: draft.items[0].id, quantity_delta: 1 }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.details.errors[0]).toMatchObject({ param: 'lines[0].budget_item_id', code: 'invalid_budget_item' });
    expect([await countRows(t, 'change_orders'), await countRows(t, 'events') - 2]).toEqual(before); // the second budget's created and accepted
  });

  it('rejects and voids pending change orders with their events, and numbers them per budget', async () => {
    const { budget, items } = await acceptedBudget();
    const body = { target: 'budget', budget_id: budget.id, title: 'x', lines: [{ budget_item_id: items[0].id, quantity_delta: -5 }] };
    const first = await f.ok(post(body));
    const second = await f.ok(post(body));
    expect([first.number, second.number, first.amount]).toEqual([1, 2, -40000]);
    expect((await patch(first.id, { status: 'rejected' })).body.rejected_at).not.toBeNull();
    expect((await patch(second.id, { status: 'void' })).body.voided_at).not.toBeNull();
    expect((await patch(second.id, { title: 'y' })).status).toBe(409);
    const types = (await eventTypes()).filter((e) => e.endsWith(first.id) || e.endsWith(second.id)).map((e) => e.split(':')[0]);
    expect(types).toEqual(['change_order.created', 'change_order.created', 'change_order.rejected', 'change_order.voided']);
    t.resetQueries();
    const gql = await t.graphql(key(), `{ changeOrders(budgetId: "${budget.id}") { nodes { number status budget { id originalCostAmount } } } }`);
    expect(gql.body.data.changeOrders.nodes).toEqual([
      { number: 2, status: 'VOID', budget: { id: budget.id, originalCostAmount: 1460000 } },
      { number: 1, status: 'REJECTED', budget: { id: budget.id, originalCostAmount: 1460000 } },
    ]);
    // key, page, lines, one batched budget lookup
    expect(t.queries.length).toBeLessThanOrEqual(5);
  });
});

describe('commitment change orders', () => {
  it('adds lines to an approved commitment; a closed one takes no change (409); scopes follow the target', async () => {
    const { items } = await acceptedBudget();
    const c = await f.ok(
      t.request('POST', '/v1/commitments', {
        key: key(),
        body: {
          project_id: project.id,
          provider_id: provider.id,
          kind: 'subcontract',
          number: `SUB-${f.unique()}`,
          title: 'Estructura',
          lines: [{ budget_item_id: items[0].id, description: 'Hormigón', quantity: 100, unit: 'm3', unit_price: 8000 }],
        },
      }),
    );
    const draftChange = await post({ target: 'commitment', commitment_id: c.id, title: 'x', lines: [{ description: 'x', unit: 'ud', quantity_delta: 1, unit_price: 1 }] });
    expect(draftChange.status).toBe(409);
    await f.ok(t.request('PATCH', `/v1/commitments/${c.id}`, { key: key(), body: { status: 'approved' } }), 200);
    const budgetsOnly = await t.createKey(org, 'test', ['write:budgets', 'read:budgets']);
    const denied = await post({ target: 'commitment', commitment_id: c.id, title: 'x', lines: [{ description: 'x', unit: 'ud', quantity_delta: 1, unit_price: 1 }] }, budgetsOnly);
    expect(denied.status).toBe(403);
    expect(denied.body.error.details).toEqual({ required_scope: 'write:commitments' });
    const co = await f.ok(
      post({
        target: 'commitment',
        commitment_id: c.id,
        title: 'Ampliación',
        lines: [{ budget_item_id: items[0].id, description: 'Hormigón adicional', unit: 'm3', quantity_delta: 12.5, unit_price: 8000 }],
      }),
    );
    expect(co.amount).toBe(100000);
    const approved = await patch(co.id, { status: 'approved' });
    expect(approved.status).toBe(200);
    const after = (await t.request('GET', `/v1/commitments/${c.id}`, { key: key() })).body;
    expect(after.subtotal_amount).toBe(900000);
    expect(after.lines[1]).toMatchObject({ description: 'Hormigón adicional', quantity: 12.5, subtotal: 100000, change_order_id: co.id });
    expect(await eventTypes()).toContain(`commitment.updated:${c.id}`);
    await f.ok(t.request('PATCH', `/v1/commitments/${c.id}`, { key: key(), body: { status: 'closed' } }), 200);
    const late = await post({ target: 'commitment', commitment_id: c.id, title: 'x', lines: [{ description: 'x', unit: 'ud', quantity_delta: 1, unit_price: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'invalid_state_transition', details: { from: 'closed' } });
    const gql = await t.graphql(key(), `{ changeOrders(commitmentId: "${c.id}") { nodes { number status amount commitment { subtotalAmount } } } }`);
    expect(gql.body.data.changeOrders.nodes).toEqual([{ number: 1, status: 'APPROVED', amount: 100000, commitment: { subtotalAmount: 900000 } }]);
  });
});
