import { parseCrontab } from 'graphile-worker';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeDeletedDocuments } from '../src/documents/document-purge.js';
import { projectFigureDifferences } from '../src/projects/cost-summary.queries.js';
import { providerFigureDifferences } from '../src/providers/provider.queries.js';
import { crontab, taskList } from '../workers/tasks.js';
import { documentFixtures } from './helpers/documents.js';
import { uploadFile } from './helpers/files.js';
import { countRows, startTestApp } from './helpers/harness.js';
import { importFile } from './helpers/imports.js';
import { generateCorpus } from './helpers/pdf-corpus.js';
import { startTestWorker } from './helpers/webhooks.js';

const t = await startTestApp();
const worker = await startTestWorker(t.databaseUrl, 4);
afterAll(async () => {
  await worker.stop();
  await t.close();
});
const fx = documentFixtures(t);
const corpus = await generateCorpus();

function sql<T = any>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(statement, params) as Promise<T[]>;
}

/** Soft-deletes a document through the API, then moves its deletion `days` days back. */
async function deletedDaysAgo(key: string, path: 'invoices' | 'delivery-notes', id: string, days: number) {
  expect((await t.request('DELETE', `/v1/${path}/${id}`, { key })).status).toBe(200);
  await sql(`update ${path === 'invoices' ? 'invoices' : 'delivery_notes'} set deleted_at = now() - make_interval(days => ?) where id = ?`, [days, id]);
}

/** Runs the daily task as the worker does, with a client of its own; answers what it logged. */
async function runPurgeTask(): Promise<string> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const logged: string[] = [];
  try {
    const helpers = {
      withPgClient: (work: (c: pg.ClientBase) => Promise<unknown>) => work(client),
      logger: { info: (m: string) => logged.push(m) },
    };
    await taskList.documents_purge!({}, helpers as never);
  } finally {
    await client.end();
  }
  return logged.join('\n');
}

const note = (projectId: string, providerId: string, lines: Array<Record<string, unknown>>) => ({
  project_id: projectId,
  provider_id: providerId,
  delivery_note_number: `ALB-${fx.unique()}`,
  delivery_date: '2026-11-02',
  line_items: lines,
});
const line = (subtotal: number) => ({ description: 'Hormigón HA-25', quantity: 1, unit: 'm3', unit_price: subtotal, subtotal });

describe('the 90-day purge', () => {
  it('is a daily cron task of the worker', () => {
    const cron = parseCrontab(crontab).find((item) => item.task === 'documents_purge');
    expect(cron).toBeDefined();
    expect(cron!.match).toBeTypeOf('function');
    expect(typeof taskList.documents_purge).toBe('function');
  });

  it('removes documents deleted more than 90 days ago with their links and lines, and leaves groups, counters and younger ones right', async () => {
    const org = await t.createOrg();
    const key = org.testKey;
    const project = await fx.project(key);
    const provider = await fx.provider(key);
    const items = await fx.budgetItems(key, project.id);

    // A group of two invoices and one note; one invoice is deleted long ago.
    const old = await fx.invoice(key, project.id, provider.id, { subtotal_amount: 600, tax_amount: 0, total_amount: 600 });
    const kept = await fx.invoice(key, project.id, provider.id, { subtotal_amount: 400, tax_amount: 0, total_amount: 400 });
    const liveNote = await fx.ok(t.request('POST', '/v1/delivery-notes', { key, body: note(project.id, provider.id, [line(400)]) }));
    await fx.ok(t.request('POST', `/v1/delivery-notes/${liveNote.id}/match`, { key, body: { invoice_ids: [old.id, kept.id] } }), 200);
    await t.request('PATCH', `/v1/invoices/${old.id}`, { key, body: { budget_item_ids: [items[0]] } });
    await deletedDaysAgo(key, 'invoices', old.id, 91);
    // A note deleted long ago, with a line charged to a budget item; another deleted 89 days ago.
    const oldNote = await fx.ok(
      t.request('POST', '/v1/delivery-notes', { key, body: note(project.id, provider.id, [{ ...line(100), budget_item_id: items[1] }]) }),
    );
    await deletedDaysAgo(key, 'delivery-notes', oldNote.id, 91);
    const recent = await fx.invoice(key, project.id, provider.id);
    await deletedDaysAgo(key, 'invoices', recent.id, 89);

    const before = {
      note: (await t.request('GET', `/v1/delivery-notes/${liveNote.id}`, { key })).body,
      kept: (await t.request('GET', `/v1/invoices/${kept.id}`, { key })).body,
      provider: (await t.request('GET', `/v1/providers/${provider.id}`, { key })).body,
      events: await countRows(t, 'events'),
    };
    // Without the deleted invoice, the note and the kept invoice are a matched group of 400.
    expect(before.note).toMatchObject({ reconciliation_status: 'matched', invoice_ids: [kept.id] });

    const log = await runPurgeTask();
    expect(log).toMatch(/^documents_purge: removed 1 invoices and 1 delivery notes deleted more than 90 days ago \(1 batches\), 1 reconciliation links/);

    expect((await t.request('GET', `/v1/invoices/${old.id}`, { key })).status).toBe(404);
    expect((await t.request('GET', `/v1/delivery-notes/${oldNote.id}`, { key })).status).toBe(404);
    expect((await t.request('GET', `/v1/invoices/${recent.id}`, { key })).body.deleted_at).not.toBeNull();
    expect((await t.request('POST', `/v1/invoices/${recent.id}/restore`, { key })).status).toBe(200);
    expect(await sql(`select 1 from invoice_delivery_notes where invoice_id = ?`, [old.id])).toEqual([]);
    expect(await sql(`select 1 from invoice_budget_items where invoice_id = ?`, [old.id])).toEqual([]);
    expect(await sql(`select 1 from delivery_note_lines where delivery_note_id = ?`, [oldNote.id])).toEqual([]);

    // What live documents show does not move, and the purge records no event.
    expect((await t.request('GET', `/v1/delivery-notes/${liveNote.id}`, { key })).body).toEqual(before.note);
    expect((await t.request('GET', `/v1/invoices/${kept.id}`, { key })).body).toEqual(before.kept);
    const providerAfter = (await t.request('GET', `/v1/providers/${provider.id}`, { key })).body;
    expect(providerAfter).toMatchObject({
      invoices_count: before.provider.invoices_count + 1, // the restored one
      delivery_notes_count: before.provider.delivery_notes_count,
    });
    expect(await countRows(t, 'events')).toBe(before.events + 1); // the restore's invoice.updated
    // The group still computes from its live documents: unmatching works and is exact.
    const unmatched = await t.request('POST', `/v1/delivery-notes/${liveNote.id}/unmatch`, { key, body: { invoice_ids: [kept.id] } });
    expect(unmatched.body).toMatchObject({ reconciliation_status: 'unmatched', invoice_ids: [] });
  });

  it('lets a provider be deleted once its only (long-deleted) documents are gone', async () => {
    const org = await t.createOrg();
    const key = org.testKey;
    const project = await fx.project(key);
    const provider = await fx.provider(key);
    const invoice = await fx.invoice(key, project.id, provider.id);
    await deletedDaysAgo(key, 'invoices', invoice.id, 120);
    expect((await t.request('DELETE', `/v1/providers/${provider.id}`, { key })).status).toBe(409);
    await runPurgeTask();
    expect((await t.request('DELETE', `/v1/providers/${provider.id}`, { key })).status).toBe(200);
  });

  it('removes the import of a purged document, its upload, and the stored file when nothing else points at it', async () => {
    const [first, second] = corpus.filter((d) => d.kind === 'invoice' && d.expectComplete);
    const org = await t.createOrg();
    const key = org.testKey;
    const project = await fx.project(key);
    const gone = await importFile(t, key, first.bytes, 'INVOICE', project.id);
    const stays = await importFile(t, key, second.bytes, 'INVOICE', project.id);
    // The same bytes as the purged invoice's, uploaded again and never imported: the content stays for it.
    const shared = (await uploadFile(t, key, second.bytes)).body;
    const twin = await importFile(t, key, second.bytes, 'INVOICE', project.id);
    expect([gone.status, stays.status, twin.status]).toEqual(['COMPLETED', 'COMPLETED', 'NEEDS_REVIEW']);
    await deletedDaysAgo(key, 'invoices', gone.document.id, 91);
    await deletedDaysAgo(key, 'invoices', stays.document.id, 91);
    const contentOf = async (sha: string) => (await sql(`select count(*)::int as n from file_contents where sha256 = ?`, [sha]))[0].n;
    const goneSha = gone.document.pdf.sha256;
    const staysSha = stays.document.pdf.sha256;

    await runPurgeTask();
    expect(await sql(`select id from document_imports where id in (?, ?)`, [gone.id, stays.id])).toEqual([]);
    expect(await sql(`select id from files where id = ?`, [gone.fileId])).toEqual([]);
    expect(await contentOf(goneSha)).toBe(0);
    // Still referenced: by an upload nobody imported yet, and by the import waiting for review.
    expect(await sql(`select id from files where id in (?, ?) order by id`, [shared.id, twin.fileId])).toHaveLength(2);
    expect(await contentOf(staysSha)).toBe(1);
    expect((await t.graphql(key, `query($id: ID!) { documentImport(id: $id) { status } }`, { id: twin.id })).body.data.documentImport.status).toBe('NEEDS_REVIEW');
  });

  it('removes uploads no import used for 90 days, and keeps younger ones', async () => {
    const org = await t.createOrg();
    const key = org.testKey;
    const old = (await uploadFile(t, key, Buffer.from('<?xml version="1.0"?><a>viejo</a>'), 'application/xml')).body;
    const young = (await uploadFile(t, key, Buffer.from('<?xml version="1.0"?><a>nuevo</a>'), 'application/xml')).body;
    await sql(`update files set created_at = now() - interval '91 days' where id = ?`, [old.id]);
    const log = await runPurgeTask();
    expect(log).toMatch(/1 uploads \(1 never imported\)/);
    expect((await sql(`select id from files where id in (?, ?)`, [old.id, young.id])).map((r) => r.id)).toEqual([young.id]);
    expect(await sql(`select 1 from file_contents where sha256 = ?`, [old.sha256])).toEqual([]);
  });

  it('works in batches, one transaction each, until none is left', async () => {
    const org = await t.createOrg();
    const key = org.testKey;
    const project = await fx.project(key);
    const provider = await fx.provider(key);
    for (let i = 0; i < 5; i++) {
      const invoice = await fx.invoice(key, project.id, provider.id);
      await deletedDaysAgo(key, 'invoices', invoice.id, 100);
    }
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    try {
      const totals = await purgeDeletedDocuments((work) => pool.connect().then(async (c) => {
        try {
          return await work(c);
        } finally {
          c.release();
        }
      }), { batchSize: 2 });
      expect(totals).toMatchObject({ invoices: 5, batches: 3 });
    } finally {
      await pool.end();
    }
    expect(await sql(`select 1 from invoices where organization_id = ?`, [org.id])).toEqual([]);
  });
});

describe('stored figures after imports and purges', () => {
  it('equal a count of the documents from scratch (docs/stored-figures.md)', async () => {
    const em = t.orm.em.fork();
    expect(await sql(`select count(*)::int as n from invoices`)).not.toEqual([{ n: 0 }]);
    expect(await providerFigureDifferences(em)).toEqual([]);
    expect(await projectFigureDifferences(em)).toEqual([]);
  });
});
