import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { setOrganizationTaxId } from '../src/organizations/organization.service.js';
import { documentFixtures } from './helpers/documents.js';
import { countRows, startTestApp } from './helpers/harness.js';
import { COMPLETE_IMPORT, DOCUMENT_IMPORT, IMPORT_DOCUMENT, importFile, importOperation, settledImport, startImport } from './helpers/imports.js';
import { corpusOf } from './helpers/corpus/sets.js';
import { variantOf } from './helpers/corpus/variants.js';
import { uploadFile } from './helpers/files.js';
import { describeSamples, readSample } from './helpers/shared-fixtures.js';
import { type CorpusDocument, generateCorpus, imageOnlyPdf } from './helpers/pdf-corpus.js';
import { startTestWorker } from './helpers/webhooks.js';

const t = await startTestApp();
const worker = await startTestWorker(t.databaseUrl, 4);
afterAll(async () => {
  await worker.stop();
  await t.close();
});
const fx = documentFixtures(t);
const corpus = await generateCorpus();
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
type Invoice = Extract<CorpusDocument, { kind: 'invoice' }>;
type Note = Extract<CorpusDocument, { kind: 'delivery_note' }>;
const invoiceDoc = (id: string) => corpus.find((d) => d.id === id) as Invoice;
const noteDoc = (id: string) => corpus.find((d) => d.id === id) as Note;

/** A new organization whose tax id is the buyer's printed on `document`, with a project. */
async function orgFor(document: Pick<CorpusDocument, 'buyerNif'> | null, name = 'Constructora') {
  const org = await t.createOrg(name);
  if (document) await setOrganizationTaxId(t.orm.em.fork(), { organizationId: org.id, taxId: document.buyerNif });
  const project = await fx.project(org.testKey);
  return { org, key: org.testKey, project };
}

async function eventsOf(key: string, type: string) {
  return (await t.request('GET', `/v1/events?type=${type}&limit=100`, { key })).body.data;
}

describe('importing a PDF invoice', () => {
  it('creates it as the API would when everything was read: provider.created, invoice.created, the upload archived as its pdf', async () => {
    const source = invoiceDoc('invoice-classic-0');
    const { key, project } = await orgFor(source);
    const imp = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    const e = source.expected;
    expect(imp).toMatchObject({ kind: 'INVOICE', status: 'COMPLETED', source: 'PDF', signed: null, problems: [], failureReason: null });
    expect(imp.fields.invoiceNumber).toEqual({ value: e.invoice_number, confidence: expect.any(Number), where: { page: 1, box: expect.any(Array) } });
    expect(imp.fields.invoiceNumber.confidence).toBeGreaterThanOrEqual(0.9);
    expect(imp.document).toMatchObject({
      __typename: 'Invoice',
      invoiceNumber: e.invoice_number,
      issueDate: e.issue_date,
      subtotalAmount: e.subtotal_amount,
      taxAmount: e.tax_amount,
      withholdingAmount: e.withholding_amount,
      totalAmount: e.total_amount,
      currency: 'EUR',
      pdf: { status: 'ARCHIVED', sha256: sha256(source.bytes), sizeBytes: source.bytes.length },
    });

    const provider = (await t.request('GET', `/v1/providers/${imp.document.providerId}`, { key })).body;
    expect(provider).toMatchObject({ nif: e.provider_nif, name: e.provider_name, invoices_count: 1 });
    const [providerCreated] = await eventsOf(key, 'provider.created');
    expect(providerCreated.data.object.id).toBe(provider.id);
    const [invoiceCreated] = await eventsOf(key, 'invoice.created');
    expect(invoiceCreated.data.object).toMatchObject({ id: imp.document.id, pdf: { status: 'archived', sha256: sha256(source.bytes) } });

    const pdf = await fetch(`${t.baseUrl}/v1/invoices/${imp.document.id}/pdf`, { headers: { Authorization: `Bearer ${key}` } });
    expect(Buffer.from(await pdf.arrayBuffer()).equals(Buffer.from(source.bytes))).toBe(true);
  });

  it('finds an existing provider by NIF in the organization and mode instead of creating one', async () => {
    const source = invoiceDoc('invoice-grid-1');
    const { key, project } = await orgFor(source);
    const existing = await fx.provider(key, { nif: source.expected.provider_nif, name: 'Nombre que ya teníamos' });
    const imp = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    expect(imp.status).toBe('COMPLETED');
    expect(imp.document.providerId).toBe(existing.id);
    expect(await eventsOf(key, 'provider.created')).toHaveLength(1);
  });

  it('never creates a duplicate by itself: the same invoice imported again needs review, and completing it is the API\'s 409', async () => {
    const source = invoiceDoc('invoice-professional-2');
    const { key, project } = await orgFor(source);
    const first = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    expect(first.status).toBe('COMPLETED');
    const again = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    expect(again).toMatchObject({ status: 'NEEDS_REVIEW', document: null });
    expect(again.problems).toEqual([expect.stringContaining(first.document.id)]);
    const refused = await importOperation(t, key, COMPLETE_IMPORT, { id: again.id, fields: {} });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'duplicate_resource', details: { existing_id: first.document.id } });
    expect((await importOperation(t, key, DOCUMENT_IMPORT, { id: again.id })).body.data.documentImport.status).toBe('NEEDS_REVIEW');
  });

  it('leaves an incomplete reading for review, with every field read and its confidence; completeDocumentImport finishes it', async () => {
    const source = invoiceDoc('hard-missing-total');
    const { key, project } = await orgFor(source);
    const invoices = await countRows(t, 'invoices');
    const imp = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    expect(imp).toMatchObject({ status: 'NEEDS_REVIEW', document: null, failureReason: null });
    expect(imp.problems.join(' ')).toContain('total');
    expect(imp.fields.totalAmount).toBeNull();
    expect(imp.fields.subtotalAmount).toEqual({ value: source.expected.subtotal_amount, confidence: expect.any(Number), where: { page: 1, box: expect.any(Array) } });
    expect(await countRows(t, 'invoices')).toBe(invoices);

    const total = source.expected.subtotal_amount + source.expected.tax_amount - source.expected.withholding_amount;
    // Validated exactly as the API validates a create: every problem at once, nothing created.
    const wrong = await importOperation(t, key, COMPLETE_IMPORT, { id: imp.id, fields: { totalAmount: total + 1, dueDate: '2020-01-01' } });
    expect(wrong.body.errors[0].extensions.code).toBe('validation_failed');
    expect(await countRows(t, 'invoices')).toBe(invoices);
    const unknown = await importOperation(t, key, COMPLETE_IMPORT, { id: imp.id, fields: { totalAmount: total, deliveryNoteNumber: 'A-1' } });
    expect(unknown.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'deliveryNoteNumber' });

    const done = await importOperation(t, key, COMPLETE_IMPORT, { id: imp.id, fields: { totalAmount: total } });
    expect(done.body.errors).toBeUndefined();
    const completed = done.body.data.completeDocumentImport;
    expect(completed).toMatchObject({ status: 'COMPLETED', completedAt: expect.any(String) });
    expect(completed.document).toMatchObject({ __typename: 'Invoice', invoiceNumber: source.expected.invoice_number, totalAmount: total, pdf: { status: 'ARCHIVED' } });
    const again = await importOperation(t, key, COMPLETE_IMPORT, { id: imp.id, fields: {} });
    expect(again.body.errors[0].extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'completed', to: 'completed' } });
  });

  it('does not create a new provider for a key without write:providers: the import waits for review', async () => {
    const source = invoiceDoc('invoice-multivat-0');
    const { org, project } = await orgFor(source);
    const key = await t.createKey(org, 'test', ['read:invoices', 'write:invoices']);
    const imp = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    expect(imp.status).toBe('NEEDS_REVIEW');
    expect(imp.problems).toEqual([expect.stringContaining("'write:providers'")]);
    expect(await countRows(t, `providers where organization_id = '${org.id}'`)).toBe(0);
  });

  it('fails a scan with nothing legible on it, with the reason; a person can still create the invoice from it', async () => {
    const { key, project } = await orgFor(null);
    const scan = await imageOnlyPdf();
    const imp = await importFile(t, key, scan, 'INVOICE', project.id);
    expect(imp).toMatchObject({ status: 'FAILED', document: null });
    expect(imp.failureReason).toContain('no text was recognised on the page');
    const done = await importOperation(t, key, COMPLETE_IMPORT, {
      id: imp.id,
      fields: { providerNif: 'B12345674', providerName: 'Áridos del Jarama, S.L.', invoiceNumber: 'A-77', issueDate: '2026-10-30', subtotalAmount: 1000, taxAmount: 210, totalAmount: 1210 },
    });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.completeDocumentImport.document).toMatchObject({ invoiceNumber: 'A-77', withholdingAmount: 0, pdf: { status: 'ARCHIVED', sha256: sha256(scan) } });
  });
});

describe('importing a scan or a phone photo', () => {
  const settle = (key: string, bytes: Uint8Array, kind: 'INVOICE' | 'DELIVERY_NOTE', projectId: string, type: string) =>
    startImport(t, key, bytes, kind, projectId, type).then((imp) => settledImport(t, key, imp.id, 90_000));

  it('reads a photographed invoice by OCR: where each value was printed, and never a document with a wrong field', async () => {
    const doc = invoiceDoc('invoice-classic-0');
    const { key, project } = await orgFor(doc);
    const photo = await variantOf(doc, 'photo');
    const imp = await settle(key, photo.bytes, 'INVOICE', project.id, photo.contentType);
    expect(imp.source).toBe('IMAGE');
    expect(['COMPLETED', 'NEEDS_REVIEW']).toContain(imp.status);
    expect(imp.fields.providerNif).toMatchObject({ value: doc.expected.provider_nif, where: { page: 1, box: expect.any(Array) } });
    const [left, top, right, bottom] = imp.fields.totalAmount.where.box;
    expect(0 <= left && left < right && right <= 1 && 0 <= top && top < bottom && bottom <= 1).toBe(true);
    if (imp.status === 'COMPLETED') {
      expect(imp.document).toMatchObject({ invoiceNumber: doc.expected.invoice_number, totalAmount: doc.expected.total_amount, pdf: null });
    } else {
      expect(imp.problems.length).toBeGreaterThan(0);
    }
  }, 120_000);

  it('fails a blank page, an image of no document, and a photo over 80 megapixels, each with the reason, creating nothing', async () => {
    const { key, project } = await orgFor(null);
    const blank = await sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#fbfbf8' } }).png().toBuffer();
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 560 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 560, channels: 1 } })
      .jpeg()
      .toBuffer();
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    const invoices = await countRows(t, 'invoices');
    for (const [bytes, type, reason] of [
      [blank, 'image/png', 'no text was recognised on the page'],
      [noise, 'image/jpeg', 'the image does not look like a printed page'],
      [huge, 'image/jpeg', 'the image could not be read'],
    ] as const) {
      const imp = await settle(key, bytes, 'INVOICE', project.id, type);
      expect([type, imp.status, imp.document]).toEqual([type, 'FAILED', null]);
      expect(imp.failureReason).toContain(reason);
    }
    expect(await countRows(t, 'invoices')).toBe(invoices);
  }, 240_000);

  it('reads a 40-megapixel phone photo, brought down to a page at 300 dpi', async () => {
    const doc = noteDoc('note-classic-0');
    const { key, project } = await orgFor(doc);
    const photo = await variantOf(doc, 'photo');
    const upright = sharp(photo.bytes).rotate();
    const { width, height } = await upright.clone().toBuffer({ resolveWithObject: true }).then((r) => r.info);
    const scale = Math.sqrt(41_000_000 / (width * height));
    const big = await upright.resize(Math.round(width * scale), Math.round(height * scale)).jpeg({ quality: 80 }).toBuffer();
    expect((await sharp(big).metadata()).width! * (await sharp(big).metadata()).height!).toBeGreaterThanOrEqual(40_000_000);
    const imp = await settle(key, big, 'DELIVERY_NOTE', project.id, 'image/jpeg');
    expect(['COMPLETED', 'NEEDS_REVIEW']).toContain(imp.status);
    expect(imp.fields.deliveryNoteNumber?.value).toBe(doc.expected.delivery_note_number);
  }, 120_000);
});

describe('importing a delivery note', () => {
  it('creates it with its lines, which get the budget-item suggestion as API lines do', async () => {
    const source = noteDoc('note-classic-1');
    const { key, project } = await orgFor(source);
    const lines = source.expected.line_items!;
    const budget = await fx.ok(
      t.request('POST', '/v1/budgets', {
        key,
        body: {
          project_id: project.id,
          name: 'Presupuesto',
          chapters: [{ code: '01', title: 'Obra', items: lines.map((l, i) => ({ code: `01.${i + 1}`, description: l.description, unit: l.unit, quantity: 10, cost_price: 100 })) }],
        },
      }),
    );
    const items = (await t.request('GET', `/v1/budgets/${budget.id}/items?limit=100`, { key })).body.data;
    const imp = await importFile(t, key, source.bytes, 'DELIVERY_NOTE', project.id);
    expect(imp).toMatchObject({ kind: 'DELIVERY_NOTE', status: 'COMPLETED' });
    expect(imp.fields.lineItems.value).toEqual(lines.map((l) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unitPrice: l.unit_price, subtotal: l.subtotal })));
    expect(imp.document).toMatchObject({
      __typename: 'DeliveryNote',
      deliveryNoteNumber: source.expected.delivery_note_number,
      deliveryDate: source.expected.delivery_date,
      subtotalAmount: source.expected.subtotal_amount,
    });
    imp.document.lines.forEach((line: any, i: number) => {
      expect(line).toMatchObject({ description: lines[i].description, budgetItemSuggested: true });
      expect(line.budgetItemId).toBe(items.find((item: any) => item.description === lines[i].description).id);
    });
    const [created] = await eventsOf(key, 'delivery_note.created');
    expect(created.data.object.id).toBe(imp.document.id);

    // The same note again is not created by itself (delivery notes have no uniqueness rule, an import does not guess).
    const again = await importFile(t, key, source.bytes, 'DELIVERY_NOTE', project.id);
    expect(again.status).toBe('NEEDS_REVIEW');
    expect(again.problems).toEqual([expect.stringContaining(imp.document.id)]);
  });

  it('takes corrected lines on completion and refuses invoice fields', async () => {
    const source = noteDoc('hard-note-lines-disagree');
    const { key, project } = await orgFor(source);
    const imp = await importFile(t, key, source.bytes, 'DELIVERY_NOTE', project.id);
    expect(imp.status).toBe('NEEDS_REVIEW');
    const refused = await importOperation(t, key, COMPLETE_IMPORT, { id: imp.id, fields: { totalAmount: 5 } });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'totalAmount' });
    const lineItems = [{ description: 'Arena lavada 0/4', quantity: 2.5, unit: 't', unitPrice: 1800, subtotal: 4500 }];
    const done = await importOperation(t, key, COMPLETE_IMPORT, { id: imp.id, fields: { lineItems } });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.completeDocumentImport.document).toMatchObject({ subtotalAmount: 4500, lines: [expect.objectContaining({ description: 'Arena lavada 0/4', quantity: 2.5 })] });
  });
});

describeSamples('facturae', 'importing Facturae', () => {
  const samples = JSON.parse(readSample('facturae', 'expected.json').toString('utf8')) as Array<Record<string, any>>;

  it.each(samples.map((s) => [s.file, s] as const))('%s becomes an invoice with exactly the values of the XML', async (file, sample) => {
    const bytes = readSample('facturae', file);
    const { key, project } = await orgFor({ buyerNif: sample.buyer_nif });
    const imp = await importFile(t, key, bytes, 'INVOICE', project.id, 'application/xml');
    const total = sample.total_gross_amount_before_taxes + sample.total_tax_outputs - sample.total_taxes_withheld;
    expect(imp).toMatchObject({ status: 'COMPLETED', source: 'FACTURAE', signed: sample.signed, problems: [] });
    if (sample.signed) expect(imp.notes.join(' ')).toMatch(/not verified/);
    for (const field of ['invoiceNumber', 'issueDate', 'providerNif', 'subtotalAmount', 'taxAmount', 'withholdingAmount', 'totalAmount']) {
      expect(imp.fields[field].confidence, field).toBe(1);
    }
    expect(imp.document).toMatchObject({
      invoiceNumber: `${sample.series ?? ''}${sample.invoice_number}`,
      issueDate: sample.issue_date,
      subtotalAmount: sample.total_gross_amount_before_taxes,
      taxAmount: sample.total_tax_outputs,
      withholdingAmount: sample.total_taxes_withheld,
      totalAmount: total,
      currency: 'EUR',
      // The file is XML: the invoice has no archived PDF.
      pdf: null,
    });
    const provider = (await t.request('GET', `/v1/providers/${imp.document.providerId}`, { key })).body;
    expect(provider.nif).toBe(sample.seller_nif);
  });
});

describe('import rules', () => {
  it('needs the write scope of the kind to import, and the read scope to see an import', async () => {
    const source = invoiceDoc('invoice-classic-3');
    const { org, key, project } = await orgFor(source);
    const upload = (await uploadFile(t, key, source.bytes)).body;
    const notesOnly = await t.createKey(org, 'test', ['write:delivery-notes', 'read:delivery-notes']);
    const refused = await importOperation(t, notesOnly, IMPORT_DOCUMENT, { input: { fileId: upload.id, projectId: project.id, kind: 'INVOICE' } });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:invoices' } });
    const imp = (await importOperation(t, key, IMPORT_DOCUMENT, { input: { fileId: upload.id, projectId: project.id, kind: 'INVOICE' } })).body.data.importDocument;
    const hidden = await importOperation(t, notesOnly, DOCUMENT_IMPORT, { id: imp.id });
    expect(hidden.body.errors[0].extensions.code).toBe('insufficient_scope');
    const list = await t.graphql(notesOnly, `{ documentImports(first: 10) { totalCount } }`);
    expect(list.body.data.documentImports.totalCount).toBe(0);
  });

  it("refuses another organization's or mode's file and project, and an archived project, with one 422", async () => {
    const source = invoiceDoc('invoice-classic-4');
    const mine = await orgFor(source);
    const theirs = await orgFor(source, 'Otra');
    const theirFile = (await uploadFile(t, theirs.key, source.bytes)).body;
    const myFile = (await uploadFile(t, mine.key, source.bytes)).body;
    const res = await importOperation(t, mine.key, IMPORT_DOCUMENT, { input: { fileId: theirFile.id, projectId: theirs.project.id, kind: 'INVOICE' } });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'fileId' });
    const live = await importOperation(t, mine.org.liveKey, IMPORT_DOCUMENT, { input: { fileId: myFile.id, projectId: mine.project.id, kind: 'INVOICE' } });
    expect(live.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'fileId' });
    await t.request('DELETE', `/v1/projects/${mine.project.id}`, { key: mine.key });
    const archived = await importOperation(t, mine.key, IMPORT_DOCUMENT, { input: { fileId: myFile.id, projectId: mine.project.id, kind: 'INVOICE' } });
    expect(archived.body.errors[0].extensions.details.errors).toEqual([expect.objectContaining({ code: 'project_archived' })]);
  });

  it('lists imports newest first, by status and kind', async () => {
    const source = invoiceDoc('invoice-footer-0');
    const { key, project } = await orgFor(source);
    const a = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    const b = await startImport(t, key, noteDoc('note-grid-0').bytes, 'DELIVERY_NOTE', project.id);
    const all = await t.graphql(key, `{ documentImports(first: 10) { totalCount nodes { id } } }`);
    expect(all.body.data.documentImports).toEqual({ totalCount: 2, nodes: [{ id: b.id }, { id: a.id }] });
    const completed = await t.graphql(key, `{ documentImports(first: 10, status: COMPLETED, kind: INVOICE) { nodes { id project { id } } } }`);
    expect(completed.body.data.documentImports.nodes).toEqual([{ id: a.id, project: { id: project.id } }]);
  });
});

const blind23 = await corpusOf('heldout-blind23');
function blind23Doc<K extends CorpusDocument['kind']>(id: string, kind: K): Extract<CorpusDocument, { kind: K }> {
  const found = blind23.find((d) => d.id === id);
  if (found?.kind !== kind) throw new Error(`${id}: no ${kind} in blind set 23`);
  return found as Extract<CorpusDocument, { kind: K }>;
}

describe('prints blind set 23 showed (docs/document-extraction.md), imported through the job', () => {
  it('reads the number and date printed in white on a dark strip of a scanned invoice', async () => {
    const source = blind23Doc('blind23-lifts-1', 'invoice');
    const { key, project } = await orgFor(source);
    const scan = await variantOf(source, 'scan-200');
    const started = await startImport(t, key, scan.bytes, 'INVOICE', project.id, scan.contentType);
    const imp = await settledImport(t, key, started.id, 90_000);
    expect(imp.fields.invoiceNumber.value).toBe(source.expected.invoice_number);
    expect(imp.fields.issueDate.value).toBe(source.expected.issue_date);
    expect(imp.fields.totalAmount.value).toBe(source.expected.total_amount);
    // Created or left for review, never created wrong.
    if (imp.document) expect(imp.document).toMatchObject({ invoiceNumber: source.expected.invoice_number, totalAmount: source.expected.total_amount });
  }, 120_000);

  it('creates an invoice whose VAT line shares its print line with a due-dates box', async () => {
    const source = blind23Doc('blind23-fire-1', 'invoice');
    const { key, project } = await orgFor(source);
    const imp = await importFile(t, key, source.bytes, 'INVOICE', project.id);
    expect(imp).toMatchObject({ status: 'COMPLETED', problems: [] });
    expect(imp.document).toMatchObject({ subtotalAmount: source.expected.subtotal_amount, taxAmount: source.expected.tax_amount, totalAmount: source.expected.total_amount });
  });

  it('creates a delivery note whose supplier names itself on the title band, over lines net of their discounts', async () => {
    const source = blind23Doc('blind23-paint-1', 'delivery_note');
    const { key, project } = await orgFor(source);
    const imp = await importFile(t, key, source.bytes, 'DELIVERY_NOTE', project.id);
    expect(imp).toMatchObject({ status: 'COMPLETED', problems: [] });
    const note = (await t.request('GET', `/v1/delivery-notes/${imp.document.id}`, { key })).body;
    expect(note.subtotal_amount).toBe(source.expected.subtotal_amount);
    const provider = (await t.request('GET', `/v1/providers/${note.provider_id}`, { key })).body;
    expect(provider).toMatchObject({ nif: source.expected.provider_nif, name: source.expected.provider_name });
  });

  it('leaves for review a note with a line whose figures do not close, the line kept as printed', async () => {
    const source = blind23Doc('blind23-rebar-hard', 'delivery_note');
    const { key, project } = await orgFor(source);
    const imp = await importFile(t, key, source.bytes, 'DELIVERY_NOTE', project.id);
    expect(imp).toMatchObject({ status: 'NEEDS_REVIEW', document: null });
    expect(imp.problems).toContain('line 2: quantity × unit price is 403,75, the line says 430,75');
    const printed = source.expected.line_items ?? [];
    expect(imp.fields.lineItems.value).toHaveLength(printed.length);
    expect(imp.fields.lineItems.value[1]).toEqual({ description: printed[1].description, quantity: 17, unit: 'ud', unitPrice: 2375, subtotal: 43075 });
  });
});
