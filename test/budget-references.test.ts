import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixtures } from './helpers/documents.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;
let f: ReturnType<typeof documentFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  f = documentFixtures(t);
});
afterAll(() => t?.close());

interface Item {
  id: string;
  code: string;
  description: string;
  unit: string;
}

/** A budget for the project with concrete (m3) and steel (kg) partidas; returns its items by code. */
async function budget(projectId: string, status?: 'accepted') {
  const created = await f.ok(
    t.request('POST', '/v1/budgets', {
      key: org.testKey,
      body: {
        project_id: projectId,
        name: 'Presupuesto de obra',
        chapters: [
          {
            code: '01',
            title: 'Estructura',
            items: [
              { code: '01.01', description: 'Hormigón HA-25/B/20/IIa', unit: 'm3', quantity: 120, cost_price: 8500 },
              { code: '01.02', description: 'Acero B 500 S', unit: 'kg', quantity: 9000.5, cost_price: 95 },
            ],
          },
        ],
      },
    }),
  );
  if (status === 'accepted') {
    await f.ok(t.request('PATCH', `/v1/budgets/${created.id}`, { key: org.testKey, body: { status: 'accepted' } }), 200);
  }
  const items = (await t.request('GET', `/v1/budgets/${created.id}/items`, { key: org.testKey })).body.data as Item[];
  return { id: created.id as string, byCode: Object.fromEntries(items.map((i) => [i.code, i])) as Record<string, Item> };
}

async function note(projectId: string, providerId: string, lines: Array<Record<string, unknown>>) {
  return t.request('POST', '/v1/delivery-notes', {
    key: org.testKey,
    body: {
      project_id: projectId,
      provider_id: providerId,
      delivery_note_number: `ALB-${f.unique()}`,
      delivery_date: '2026-11-10',
      line_items: lines.map((l) => ({ quantity: 1, unit_price: 1000, subtotal: 1000, ...l })),
    },
  });
}

describe('budget item suggestion on delivery-note lines', () => {
  it('suggests the matching partida for a line in the same unit, and none for another unit', async () => {
    const project = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const { byCode } = await budget(project.id, 'accepted');
    const res = await note(project.id, provider.id, [
      { description: 'Hormigon HA-25 B 20 IIa', unit: 'm3' },
      { description: 'Hormigon HA-25 B 20 IIa', unit: 'kg' },
      { description: 'Alquiler de grúa torre', unit: 'mes' },
    ]);
    expect(res.status).toBe(201);
    const [concrete, wrongUnit, unrelated] = res.body.line_items;
    expect(concrete).toMatchObject({ budget_item_id: byCode['01.01'].id, budget_item_suggested: true });
    expect(wrongUnit).toMatchObject({ budget_item_id: null, budget_item_suggested: false });
    expect(unrelated).toMatchObject({ budget_item_id: null, budget_item_suggested: false });
  });

  it("keeps a caller's budget item as given, and refuses one of another project", async () => {
    const project = await f.project(org.testKey);
    const elsewhere = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const mine = await budget(project.id);
    const theirs = await budget(elsewhere.id);
    const kept = await note(project.id, provider.id, [
      { description: 'Hormigon HA-25 B 20 IIa', unit: 'm3', budget_item_id: mine.byCode['01.02'].id },
    ]);
    expect(kept.status).toBe(201);
    expect(kept.body.line_items[0]).toMatchObject({ budget_item_id: mine.byCode['01.02'].id, budget_item_suggested: false });

    const refused = await note(project.id, provider.id, [
      { description: 'Acero', unit: 'kg' },
      { description: 'Hormigón', unit: 'm3', budget_item_id: theirs.byCode['01.01'].id },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({ param: 'line_items[1].budget_item_id', code: 'invalid_budget_item' }),
    ]);
  });

  it('validates invoice budget_item_ids against the budgets of its project', async () => {
    const project = await f.project(org.testKey);
    const elsewhere = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const mine = await budget(project.id);
    const theirs = await budget(elsewhere.id);
    const invoice = await f.invoice(org.testKey, project.id, provider.id);
    const bad = await t.request('PATCH', `/v1/invoices/${invoice.id}`, {
      key: org.testKey,
      body: { budget_item_ids: [mine.byCode['01.01'].id, theirs.byCode['01.02'].id, 'bitem_nope'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.errors.map((e: { param: string }) => e.param)).toEqual(['budget_item_ids[1]', 'budget_item_ids[2]']);
    const good = await t.request('PATCH', `/v1/invoices/${invoice.id}`, {
      key: org.testKey,
      body: { budget_item_ids: [mine.byCode['01.01'].id] },
    });
    expect(good.status).toBe(200);
    expect(good.body.budget_item_ids).toEqual([mine.byCode['01.01'].id]);
  });
});

describe('deleting a budget', () => {
  it('clears the references of lines and invoices in the same transaction, with their events', async () => {
    const project = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const b = await budget(project.id);
    const created = await note(project.id, provider.id, [
      { description: 'Hormigon HA-25 B 20 IIa', unit: 'm3', subtotal: 50000 },
      { description: 'Tornillería', unit: 'ud', subtotal: 50000 },
    ]);
    expect(created.body.line_items[0].budget_item_id).toBe(b.byCode['01.01'].id);
    const invoice = await f.invoice(org.testKey, project.id, provider.id);
    const matched = await t.request('POST', `/v1/invoices/${invoice.id}/match`, {
      key: org.testKey,
      body: { delivery_note_ids: [created.body.id] },
    });
    expect(matched.body.budget_item_ids).toEqual([b.byCode['01.01'].id]);

    const del = await t.request('DELETE', `/v1/budgets/${b.id}`, { key: org.testKey });
    expect(del.status).toBe(200);

    const noteAfter = (await t.request('GET', `/v1/delivery-notes/${created.body.id}`, { key: org.testKey })).body;
    expect(noteAfter.line_items[0]).toMatchObject({ budget_item_id: null, budget_item_suggested: false });
    const invoiceAfter = (await t.request('GET', `/v1/invoices/${invoice.id}`, { key: org.testKey })).body;
    expect(invoiceAfter.budget_item_ids).toEqual([]);

    const events = (await t.request('GET', '/v1/events?limit=10', { key: org.testKey })).body.data as Array<{
      type: string;
      actor: { type: string; id: string } | null;
      data: { object: { id: string }; previous_attributes?: Record<string, unknown> };
    }>;
    // The documents' events were caused by the budget's deletion: the same caller acted.
    expect(events.slice(0, 3).map((e) => e.actor)).toEqual(Array(3).fill({ type: 'api_key', id: org.testKeyId }));
    const noteEvent = events.find((e) => e.type === 'delivery_note.updated' && e.data.object.id === created.body.id)!;
    expect(noteEvent.data.object).toEqual(noteAfter);
    expect(noteEvent.data.previous_attributes?.line_items).toBeDefined();
    const invoiceEvent = events.find((e) => e.type === 'invoice.updated' && e.data.object.id === invoice.id)!;
    expect(invoiceEvent.data.object).toEqual(invoiceAfter);
    expect(invoiceEvent.data.previous_attributes).toMatchObject({ budget_item_ids: [b.byCode['01.01'].id] });
    expect(events.some((e) => e.type === 'budget.deleted' && e.data.object.id === b.id)).toBe(true);
  });

  it('refuses deleting an accepted budget and keeps every reference', async () => {
    const project = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const b = await budget(project.id, 'accepted');
    const created = await note(project.id, provider.id, [{ description: 'Acero B500S', unit: 'kg' }]);
    expect(created.body.line_items[0].budget_item_id).toBe(b.byCode['01.02'].id);
    const del = await t.request('DELETE', `/v1/budgets/${b.id}`, { key: org.testKey });
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('invalid_state_transition');
    const after = (await t.request('GET', `/v1/delivery-notes/${created.body.id}`, { key: org.testKey })).body;
    expect(after.line_items[0].budget_item_id).toBe(b.byCode['01.02'].id);
  });
});

describe('GraphQL relations between budgets and documents', () => {
  it('resolves DeliveryNoteLine.budgetItem, BudgetItem.deliveredLines and Invoice.budgetItems', async () => {
    const project = await f.project(org.testKey);
    const provider = await f.provider(org.testKey);
    const b = await budget(project.id);
    const created = await note(project.id, provider.id, [{ description: 'Hormigón HA-25/B/20/IIa', unit: 'm³' }]);
    const invoice = await f.invoice(org.testKey, project.id, provider.id);
    await t.request('POST', `/v1/invoices/${invoice.id}/match`, { key: org.testKey, body: { delivery_note_ids: [created.body.id] } });

    const res = await t.graphql(
      org.testKey,
      `query ($note: ID!, $invoice: ID!, $budget: ID!) {
        deliveryNote(id: $note) { lines { description budgetItemSuggested budgetItem { code unit } } }
        invoice(id: $invoice) { budgetItems { code } }
        budget(id: $budget) { chapters { items { code deliveredLines { description quantity } } } }
      }`,
      { note: created.body.id, invoice: invoice.id, budget: b.id },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.deliveryNote.lines).toEqual([
      { description: 'Hormigón HA-25/B/20/IIa', budgetItemSuggested: true, budgetItem: { code: '01.01', unit: 'm3' } },
    ]);
    expect(res.body.data.invoice.budgetItems).toEqual([{ code: '01.01' }]);
    const items = res.body.data.budget.chapters[0].items;
    expect(items).toEqual([
      { code: '01.01', deliveredLines: [{ description: 'Hormigón HA-25/B/20/IIa', quantity: 1 }] },
      { code: '01.02', deliveredLines: [] },
    ]);
  });
});
