import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadPdf } from '../src/platform/outbound-http/pdf-download.js';
import { PDF_ARCHIVE_TASK, configurePdfArchive } from '../src/documents/invoices/invoice-pdf.service.js';
import { documentFixtures } from './helpers/documents.js';
import { type FileServer, startFileServer } from './helpers/files.js';
import { countRows, startTestApp } from './helpers/harness.js';
import { pdfOf } from './helpers/pdf-corpus.js';
import { configureTestRuntime, startTestWorker, testAgent, waitFor } from './helpers/webhooks.js';

const MAX_BYTES = 64 * 1024;

const t = await startTestApp();
await configureTestRuntime();
configurePdfArchive({ maxBytes: MAX_BYTES });
const worker = await startTestWorker(t.databaseUrl, 4);
const files: FileServer = await startFileServer();
afterAll(async () => {
  await worker.stop();
  await files.close();
  await t.close();
});

const fx = documentFixtures(t);
const org = await t.createOrg();
const key = org.testKey;
const project = await fx.project(key);
const provider = await fx.provider(key);

const pdf = Buffer.from(await pdfOf([[{ text: 'Factura F-1', x: 60, y: 60 }]]));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function invoiceWith(pdfUrl: string | undefined, body: Record<string, unknown> = {}) {
  return fx.invoice(key, project.id, provider.id, { ...(pdfUrl ? { pdf_url: pdfUrl } : {}), ...body });
}

/** The invoice once its archival job has ended. */
async function settled(id: string, timeoutMs = 10_000) {
  return waitFor(async () => {
    const res = await t.request('GET', `/v1/invoices/${id}`, { key });
    return res.body.pdf?.status !== 'pending' ? res.body : null;
  }, timeoutMs, `the archival of ${id}`);
}

async function events(type: string, id: string) {
  const res = await t.request('GET', `/v1/events?type=${type}&limit=100`, { key });
  return res.body.data.filter((e: any) => e.data.object.id === id);
}

/** Runs `work` with the SSRF guard on (private addresses refused), as in production. */
async function guarded<T>(work: () => Promise<T>, privateOriginsAllowed: string[] = []): Promise<T> {
  await configureTestRuntime({ allowPrivateNetworks: false });
  configurePdfArchive({ privateOriginsAllowed });
  try {
    return await work();
  } finally {
    await configureTestRuntime();
    configurePdfArchive({ privateOriginsAllowed: [] });
  }
}

describe('archival of pdf_url', () => {
  it('downloads the PDF: pdf moves pending → archived, GET …/pdf streams it with its ETag, invoice.updated carries the previous pdf', async () => {
    files.serve('/ok.pdf', { body: pdf });
    const created = await invoiceWith(`${files.origin}/ok.pdf`);
    expect(created.pdf).toEqual({ status: 'pending', sha256: null, size_bytes: null, archived_at: null, failure_reason: null });

    const invoice = await settled(created.id);
    expect(invoice.pdf).toMatchObject({ status: 'archived', sha256: sha256(pdf), size_bytes: pdf.length, failure_reason: null });
    expect(Date.parse(invoice.pdf.archived_at)).not.toBeNaN();

    const download = await t.request('GET', `/v1/invoices/${created.id}/pdf`, { key });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('etag')).toBe(`"${sha256(pdf)}"`);
    expect(download.headers.get('content-length')).toBe(String(pdf.length));
    const bytes = Buffer.from(await (await fetch(`${t.baseUrl}/v1/invoices/${created.id}/pdf`, { headers: { Authorization: `Bearer ${key}` } })).arrayBuffer());
    expect(bytes.equals(pdf)).toBe(true);

    const notModified = await t.request('GET', `/v1/invoices/${created.id}/pdf`, { key, headers: { 'If-None-Match': `"${sha256(pdf)}"` } });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');

    const [created_] = await events('invoice.created', created.id);
    expect(created_.data.object.pdf.status).toBe('pending');
    const [updated] = await events('invoice.updated', created.id);
    expect(updated.data.object.pdf.status).toBe('archived');
    expect(updated.data.previous_attributes).toEqual({ pdf: created.pdf });
  });

  it('stores the same bytes once: two invoices archiving one PDF share one stored file', async () => {
    const twin = Buffer.concat([pdf, Buffer.from('\n% twin\n')]);
    files.serve('/twin-a.pdf', { body: twin });
    files.serve('/twin-b.pdf', { body: twin });
    const before = await countRows(t, 'file_contents');
    const a = await invoiceWith(`${files.origin}/twin-a.pdf`);
    const b = await invoiceWith(`${files.origin}/twin-b.pdf`);
    expect((await settled(a.id)).pdf.sha256).toBe(sha256(twin));
    expect((await settled(b.id)).pdf.sha256).toBe(sha256(twin));
    expect(await countRows(t, 'file_contents')).toBe(before + 1);
  });

  it('fails a file over MAX_UPLOAD_BYTES, whether Content-Length says so or the bytes streaming in pass it', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_BYTES, 0x20)]);
    files.serve('/big-declared.pdf', { body: big });
    files.serve('/big-chunked.pdf', { body: [big.subarray(0, 30_000), big.subarray(30_000, 60_000), big.subarray(60_000)] });
    const declared = await settled((await invoiceWith(`${files.origin}/big-declared.pdf`)).id);
    const chunked = await settled((await invoiceWith(`${files.origin}/big-chunked.pdf`)).id);
    for (const invoice of [declared, chunked]) {
      expect(invoice.pdf).toMatchObject({ status: 'failed', sha256: null, archived_at: null });
      expect(invoice.pdf.failure_reason).toContain(`larger than ${MAX_BYTES} bytes`);
    }
    const res = await t.request('GET', `/v1/invoices/${declared.id}/pdf`, { key });
    expect(res.status).toBe(404);
    expect(res.body.error.details).toEqual({ pdf_status: 'failed' });
  });

  it('fails a body that is not a PDF, without retrying', async () => {
    files.serve('/login.pdf', { headers: { 'Content-Type': 'text/html' }, body: Buffer.from('<html>Please sign in</html>') });
    const invoice = await settled((await invoiceWith(`${files.origin}/login.pdf`)).id);
    expect(invoice.pdf.status).toBe('failed');
    expect(invoice.pdf.failure_reason).toMatch(/^the file is not a PDF \(it does not start with %PDF-\) \(attempt 1 of 5\)$/);
    expect(files.hits.filter((h) => h === '/login.pdf')).toHaveLength(1);
  });

  it('refuses a private address with the guard on, at connect time: nothing is requested', async () => {
    const port = new URL(files.origin).port;
    files.serve('/internal.pdf', { body: pdf });
    const invoice = await guarded(async () => settled((await invoiceWith(`https://localhost:${port}/internal.pdf`)).id));
    expect(invoice.pdf.status).toBe('failed');
    expect(invoice.pdf.failure_reason).toContain('a loopback address');
    expect(files.hits).not.toContain('/internal.pdf');
  });

  it('checks every redirect again: a redirect to a private address is refused', async () => {
    const port = new URL(files.origin).port;
    files.serve('/public.pdf', { status: 302, headers: { Location: `https://localhost:${port}/secret.pdf` } });
    files.serve('/secret.pdf', { body: pdf });
    // The first hop is let through as if it were public; the redirect's host is checked anew.
    const invoice = await guarded(async () => settled((await invoiceWith(`${files.origin}/public.pdf`)).id), [files.origin]);
    expect(invoice.pdf.status).toBe('failed');
    expect(invoice.pdf.failure_reason).toContain('a loopback address');
    expect(files.hits).toContain('/public.pdf');
    expect(files.hits).not.toContain('/secret.pdf');
  });

  it('follows up to 3 redirects, and fails on a 4th', async () => {
    files.serve('/r1', { status: 301, headers: { Location: '/r2' } });
    files.serve('/r2', { status: 302, headers: { Location: `${files.origin}/r3` } });
    files.serve('/r3', { status: 307, headers: { Location: '/final.pdf' } });
    files.serve('/final.pdf', { body: pdf });
    files.serve('/r0', { status: 308, headers: { Location: '/r1' } });
    const three = await settled((await invoiceWith(`${files.origin}/r1`)).id);
    expect(three.pdf).toMatchObject({ status: 'archived', sha256: sha256(pdf) });
    const four = await settled((await invoiceWith(`${files.origin}/r0`)).id);
    expect(four.pdf).toMatchObject({ status: 'failed', failure_reason: 'more than 3 redirects (attempt 1 of 5)' });
  });

  it('retries a failed download with backoff: a 404, then the file on the second attempt', async () => {
    files.serve('/late.pdf', { status: 404, body: Buffer.from('not yet') }, { body: pdf });
    const created = await invoiceWith(`${files.origin}/late.pdf`);
    const invoice = await settled(created.id, 20_000);
    expect(invoice.pdf).toMatchObject({ status: 'archived', sha256: sha256(pdf) });
    expect(files.hits.filter((h) => h === '/late.pdf')).toHaveLength(2);
    // One outcome, one event: the failed first attempt changed nothing a client sees.
    expect(await events('invoice.updated', created.id)).toHaveLength(1);
  });

  it('archives again when PATCH sets a new pdf_url; clearing the URL keeps the archived copy', async () => {
    const other = Buffer.concat([pdf, Buffer.from('\n% corrected\n')]);
    files.serve('/v1.pdf', { body: pdf });
    files.serve('/v2.pdf', { body: other });
    const created = await invoiceWith(`${files.origin}/v1.pdf`);
    const first = await settled(created.id);
    const patched = await t.request('PATCH', `/v1/invoices/${created.id}`, { key, body: { pdf_url: `${files.origin}/v2.pdf` } });
    expect(patched.body.pdf).toMatchObject({ status: 'pending', sha256: null });
    const second = await settled(created.id);
    expect(second.pdf).toMatchObject({ status: 'archived', sha256: sha256(other) });
    const updates = await events('invoice.updated', created.id);
    // The first archival, the PATCH (its previous pdf the first copy), the second archival.
    expect(updates).toHaveLength(3);
    const patch = updates.find((e: any) => e.data.previous_attributes.pdf_url !== undefined);
    expect(patch.data.previous_attributes).toMatchObject({ pdf_url: `${files.origin}/v1.pdf`, pdf: first.pdf });
    const archived = updates.filter((e: any) => e.data.previous_attributes.pdf?.status === 'pending');
    expect(archived.map((e: any) => e.data.object.pdf.sha256).sort()).toEqual([sha256(pdf), sha256(other)].sort());

    const cleared = await t.request('PATCH', `/v1/invoices/${created.id}`, { key, body: { pdf_url: null } });
    expect(cleared.body).toMatchObject({ pdf_url: null, pdf: { status: 'archived', sha256: sha256(other) } });
    expect((await t.request('GET', `/v1/invoices/${created.id}/pdf`, { key })).status).toBe(200);
  });

  it('answers 404 for the PDF of an invoice without one, and needs read:invoices', async () => {
    const plain = await invoiceWith(undefined);
    expect(plain.pdf).toBeNull();
    const res = await t.request('GET', `/v1/invoices/${plain.id}/pdf`, { key });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    const writer = await t.createKey(org, 'test', ['write:invoices']);
    expect((await t.request('GET', `/v1/invoices/${plain.id}/pdf`, { key: writer })).status).toBe(403);
    const live = await t.request('GET', `/v1/invoices/${plain.id}/pdf`, { key: org.liveKey });
    expect(live.status).toBe(404);
  });

  it('enqueues the archival in the create transaction: a refused create leaves no job', async () => {
    const jobs = async () =>
      (await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from graphile_worker._private_jobs j
         join graphile_worker._private_tasks k on k.id = j.task_id where k.identifier = ?`, [PDF_ARCHIVE_TASK]))[0].n;
    const before = await jobs();
    const refused = await t.request('POST', '/v1/invoices', {
      key,
      body: { project_id: project.id, provider_id: provider.id, invoice_number: 'X', issue_date: '2026-11-31', subtotal_amount: 1, tax_amount: 0, total_amount: 1, pdf_url: `${files.origin}/ok.pdf` },
    });
    expect(refused.status).toBe(422);
    expect(await jobs()).toBe(before);
  });
});

describe('the PDF downloader', () => {
  const options = async (overrides: Partial<Parameters<typeof downloadPdf>[1]> = {}) => ({
    agent: await testAgent(),
    allowPrivateNetworks: () => true,
    maxBytes: MAX_BYTES,
    timeoutMs: 2000,
    userAgent: 'test',
    ...overrides,
  });

  it('gives up at its deadline, as a failure worth retrying', async () => {
    files.serve('/slow.pdf', { body: pdf, delayMs: 1500 });
    const outcome = await downloadPdf(`${files.origin}/slow.pdf`, await options({ timeoutMs: 200 }));
    expect(outcome).toEqual({ ok: false, reason: 'timed out after 200 ms', permanent: false });
  });

  it('fetches https only, and never a URL with credentials', async () => {
    expect(await downloadPdf('http://127.0.0.1/a.pdf', await options())).toMatchObject({ ok: false, permanent: true });
    expect(await downloadPdf(`https://user:pw@127.0.0.1:${new URL(files.origin).port}/ok.pdf`, await options())).toMatchObject({
      ok: false,
      permanent: true,
    });
  });

  it('refuses literal private addresses without resolving them, and metadata addresses too', async () => {
    const guarded = await options({ allowPrivateNetworks: () => false });
    expect(await downloadPdf(`${files.origin}/ok.pdf`, guarded)).toMatchObject({ ok: false, permanent: true, reason: expect.stringContaining('loopback') });
    expect(await downloadPdf('https://169.254.169.254/latest/meta-data', guarded)).toMatchObject({
      ok: false,
      permanent: true,
      reason: expect.stringContaining('metadata'),
    });
  });
});
