import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../src/orm.js';
import { projectFigureDifferences } from '../src/projects/cost-summary.queries.js';
import { providerFigureDifferences } from '../src/providers/provider.queries.js';
import { documentFixtures } from './helpers/documents.js';
import { emptyDatabase } from './helpers/database.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

// Stored figures (docs/stored-figures.md): after every kind of write, what a read answers equals
// a count of the documents from scratch.

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
const sql = (statement: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(statement, params);

/** Stored figures that differ from a recount: none, or the rows that do. */
async function differences() {
  const em = t.orm.em.fork();
  return { providers: await providerFigureDifferences(em), projects: await projectFigureDifferences(em) };
}
const NONE = { providers: [], projects: [] };

const counters = async (id: string) => {
  const p = (await t.request('GET', `/v1/providers/${id}`, { key: key() })).body;
  return [p.invoices_count, p.delivery_notes_count, p.total_billed_amount];
};
async function summary(projectId: string) {
  const res = await t.graphql(
    key(),
    `query($id: ID!) { project(id: $id) { costSummary { deliveredCost unreconciledDeliveredCost invoicedAmount paidAmount pendingAmount } } }`,
    { id: projectId },
  );
  expect(res.body.errors).toBeUndefined();
  const s = res.body.data.project.costSummary;
  return [s.deliveredCost, s.unreconciledDeliveredCost, s.invoicedAmount, s.paidAmount, s.pendingAmount];
}
const lines = (...subtotals: number[]) =>
  subtotals.map((s) => ({ description: 'Hormigón', quantity: 1, unit: 'm3', unit_price: s, subtotal: s }));

describe('stored figures', () => {
  it('follow create, amount change, payment, cancellation, soft delete and restore of invoices', async () => {
    const project = await f.project(key());
    const provider = await f.provider(key());
    const a = await f.invoice(key(), project.id, provider.id, { subtotal_amount: 1000, tax_amount: 210, total_amount: 1210 });
    const b = await f.invoice(key(), project.id, provider.id, { subtotal_amount: 2000, tax_amount: 420, total_amount: 2420 });
    expect(await counters(provider.id)).toEqual([2, 0, 3630]);
    expect(await summary(project.id)).toEqual([0, 0, 3000, 0, 3000]);

    const patch = (id: string, body: object) => f.ok(t.request('PATCH', `/v1/invoices/${id}`, { key: key(), body }), 200);
    await patch(a.id, { subtotal_amount: 1500, tax_amount: 315, total_amount: 1815 });
    await patch(b.id, { status: 'paid' });
    expect(await counters(provider.id)).toEqual([2, 0, 4235]);
    expect(await summary(project.id)).toEqual([0, 0, 3500, 2000, 1500]);

    await patch(a.id, { status: 'cancelled' });
    expect(await counters(provider.id)).toEqual([2, 0, 2420]);
    expect(await summary(project.id)).toEqual([0, 0, 2000, 2000, 0]);

    await f.ok(t.request('DELETE', `/v1/invoices/${b.id}`, { key: key() }), 200);
    expect(await counters(provider.id)).toEqual([1, 0, 0]);
    expect(await summary(project.id)).toEqual([0, 0, 0, 0, 0]);
    expect(await differences()).toEqual(NONE);

    await f.ok(t.request('POST', `/v1/invoices/${b.id}/restore`, { key: key() }), 200);
    expect(await counters(provider.id)).toEqual([2, 0, 2420]);
    expect(await summary(project.id)).toEqual([0, 0, 2000, 2000, 0]);
    expect(await differences()).toEqual(NONE);
  });

  it('follow delivery notes through reconciliation, soft delete and restore', async () => {
    const project = await f.project(key());
    const provider = await f.provider(key());
    const note = await f.ok(
      t.request('POST', '/v1/delivery-notes', {
        key: key(),
        body: { project_id: project.id, provider_id: provider.id, delivery_note_number: `A-${f.unique()}`, delivery_date: '2026-11-02', line_items: lines(600, 400) },
      }),
    );
    expect(await counters(provider.id)).toEqual([0, 1, 0]);
    expect(await summary(project.id)).toEqual([1000, 1000, 0, 0, 0]);

    // A matching invoice reconciles the note: it leaves the unreconciled cost.
    const invoice = await f.invoice(key(), project.id, provider.id, { subtotal_amount: 1000, tax_amount: 210, total_amount: 1210 });
    const matched = await t.request('POST', `/v1/invoices/${invoice.id}/match`, { key: key(), body: { delivery_note_ids: [note.id] } });
    expect(matched.body.reconciliation_status).toBe('matched');
    expect(await summary(project.id)).toEqual([1000, 0, 1000, 0, 1000]);

    // Deleting the invoice regroups the note as unmatched; restoring it matches it again.
    await f.ok(t.request('DELETE', `/v1/invoices/${invoice.id}`, { key: key() }), 200);
    expect(await summary(project.id)).toEqual([1000, 1000, 0, 0, 0]);
    await f.ok(t.request('POST', `/v1/invoices/${invoice.id}/restore`, { key: key() }), 200);
    expect(await summary(project.id)).toEqual([1000, 0, 1000, 0, 1000]);

    await f.ok(t.request('POST', `/v1/invoices/${invoice.id}/unmatch`, { key: key(), body: { delivery_note_ids: [note.id] } }), 200);
    expect(await summary(project.id)).toEqual([1000, 1000, 1000, 0, 1000]);

    await f.ok(t.request('DELETE', `/v1/delivery-notes/${note.id}`, { key: key() }), 200);
    expect(await counters(provider.id)).toEqual([1, 0, 1210]);
    expect(await summary(project.id)).toEqual([0, 0, 1000, 0, 1000]);
    await f.ok(t.request('POST', `/v1/delivery-notes/${note.id}/restore`, { key: key() }), 200);
    expect(await counters(provider.id)).toEqual([1, 1, 1210]);
    expect(await differences()).toEqual(NONE);
  });

  it('stay right under concurrent writes to the same provider and project', async () => {
    const project = await f.project(key());
    const provider = await f.provider(key());
    const created = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 4 === 0
          ? f.ok(
              t.request('POST', '/v1/delivery-notes', {
                key: key(),
                body: { project_id: project.id, provider_id: provider.id, delivery_note_number: `A-${f.unique()}`, delivery_date: '2026-11-02', line_items: lines(100 + i) },
              }),
            )
          : f.invoice(key(), project.id, provider.id, { subtotal_amount: 100 * i, tax_amount: 0, total_amount: 100 * i }),
      ),
    );
    const invoices = created.filter((d) => d.id.startsWith('inv_'));
    // At the same time: payments, cancellations, deletions and new invoices.
    await Promise.all([
      ...invoices.slice(0, 4).map((d) => t.request('PATCH', `/v1/invoices/${d.id}`, { key: key(), body: { status: 'paid' } })),
      ...invoices.slice(4, 7).map((d) => t.request('PATCH', `/v1/invoices/${d.id}`, { key: key(), body: { status: 'cancelled' } })),
      ...invoices.slice(7, 10).map((d) => t.request('DELETE', `/v1/invoices/${d.id}`, { key: key() })),
      ...Array.from({ length: 4 }, () => f.invoice(key(), project.id, provider.id, { subtotal_amount: 7, tax_amount: 0, total_amount: 7 })),
    ]);
    expect(await differences()).toEqual(NONE);
    const [count] = await counters(provider.id);
    expect(count).toBe(12 - 3 + 4);
  });

  it('follow writes outside the API: moving documents between providers and projects, and purging them', async () => {
    const [p1, p2] = [await f.project(key()), await f.project(key())];
    const [v1, v2] = [await f.provider(key()), await f.provider(key())];
    const inv = await f.invoice(key(), p1.id, v1.id, { subtotal_amount: 900, tax_amount: 0, total_amount: 900 });
    const note = await f.ok(
      t.request('POST', '/v1/delivery-notes', {
        key: key(),
        body: { project_id: p1.id, provider_id: v1.id, delivery_note_number: `A-${f.unique()}`, delivery_date: '2026-11-02', line_items: lines(50) },
      }),
    );
    // Two transactions moving documents in opposite directions at once must not deadlock.
    await Promise.all([
      sql(`update invoices set provider_id = ?, project_id = ? where id = ?`, [v2.id, p2.id, inv.id]),
      sql(`update delivery_notes set provider_id = ?, project_id = ? where id = ?`, [v2.id, p2.id, note.id]),
    ]);
    expect(await counters(v1.id)).toEqual([0, 0, 0]);
    expect(await counters(v2.id)).toEqual([1, 1, 900]);
    expect(await summary(p2.id)).toEqual([50, 50, 900, 0, 900]);

    // The purge deletes soft-deleted documents only, which no figure counts.
    await f.ok(t.request('DELETE', `/v1/invoices/${inv.id}`, { key: key() }), 200);
    await sql(`delete from invoices where id = ?`, [inv.id]);
    // A live document deleted outside the API leaves the figures too.
    await sql(`delete from delivery_notes where id = ?`, [note.id]);
    expect(await counters(v2.id)).toEqual([0, 0, 0]);
    expect(await differences()).toEqual(NONE);
  });
});

describe('the migration that adds them', () => {
  it('counts the documents that exist before it', async () => {
    const db = await emptyDatabase();
    const orm = await createOrm(db.url);
    try {
      await orm.getMigrator().up({ to: 'Migration20261127000000ImageUploads' });
      const run = (statement: string) => orm.em.fork().getConnection().execute(statement);
      const id = (prefix: string, n: number) => `'${prefix}_${String(n).padStart(26, '0')}'`;
      await run(`insert into organizations (id, name, notification_email) values (${id('org', 1)}, 'O', 'o@example.com')`);
      for (const n of [1, 2]) {
        await run(`insert into projects (id, organization_id, livemode, name, status, created_at, updated_at)
                   values (${id('prj', n)}, ${id('org', 1)}, false, 'P${n}', 'in_progress', now(), now())`);
        await run(`insert into providers (id, organization_id, livemode, name, nif, created_at, updated_at)
                   values (${id('prov', n)}, ${id('org', 1)}, false, 'V${n}', 'B0000000${n}', now(), now())`);
      }
      // Invoices of provider 1 and project 1: pending, paid, cancelled, soft-deleted.
      for (const [n, status, deleted] of [[1, 'pending', false], [2, 'paid', false], [3, 'cancelled', false], [4, 'pending', true]] as const) {
        await run(`insert into invoices (id, organization_id, livemode, project_id, provider_id, invoice_number, issue_date, status, paid_at,
                                         subtotal_amount, tax_amount, total_amount, currency, created_at, updated_at, deleted_at)
                   values (${id('inv', n)}, ${id('org', 1)}, false, ${id('prj', 1)}, ${id('prov', 1)}, 'F${n}', '2026-11-02', '${status}',
                           ${status === 'paid' ? "'2026-11-03'" : 'null'}, ${n * 100}, 0, ${n * 121}, 'EUR', now(), now(), ${deleted ? 'now()' : 'null'})`);
      }
      for (const [n, reconciliation, deleted] of [[1, 'matched', false], [2, 'unmatched', false], [3, 'unmatched', true]] as const) {
        await run(`insert into delivery_notes (id, organization_id, livemode, project_id, provider_id, delivery_note_number, delivery_date,
                                               subtotal_amount, reconciliation_status, created_at, updated_at, deleted_at)
                   values (${id('alb', n)}, ${id('org', 1)}, false, ${id('prj', 1)}, ${id('prov', 1)}, 'A${n}', '2026-11-02', ${n * 10},
                           '${reconciliation}', now(), now(), ${deleted ? 'now()' : 'null'})`);
      }
      await orm.getMigrator().up();

      expect(await run(`select * from provider_figures order by provider_id`)).toEqual([
        { provider_id: 'prov_00000000000000000000000001', invoices_count: 3, delivery_notes_count: 2, total_billed_amount: '363' },
        { provider_id: 'prov_00000000000000000000000002', invoices_count: 0, delivery_notes_count: 0, total_billed_amount: '0' },
      ]);
      expect((await run(`select * from project_figures order by project_id`)).map((r) => Object.values(r).slice(1).map(String))).toEqual([
        ['30', '20', '300', '200', '100'],
        ['0', '0', '0', '0', '0'],
      ]);
      const em = orm.em.fork();
      expect({ providers: await providerFigureDifferences(em), projects: await projectFigureDifferences(em) }).toEqual(NONE);
    } finally {
      await orm.close();
      await db.drop();
    }
  });
});
