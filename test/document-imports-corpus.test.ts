import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOrganizationTaxId } from '../src/organizations/organization.service.js';
import { documentFixtures } from './helpers/documents.js';
import { startTestApp } from './helpers/harness.js';
import { DOCUMENT_IMPORT, importOperation, startImport } from './helpers/imports.js';
import { type CorpusDocument, type ExpectedLine, generateCorpus } from './helpers/pdf-corpus.js';
import { startTestWorker, waitFor } from './helpers/webhooks.js';

/**
 * The generated corpus (79 PDFs, 14 layouts, with ground truth) imported end to end, as the web
 * app does it: each document uploaded by its own organization (whose tax id is the buyer's on
 * the document), `importDocument`, the real job, then the import and the document it created
 * read back through GraphQL and REST. Field accuracy is measured on the import's fields; every
 * created document is compared with the truth.
 */

const t = await startTestApp();
const worker = await startTestWorker(t.databaseUrl, 4);
afterAll(async () => {
  await worker.stop();
  await t.close();
});
const fx = documentFixtures(t);

interface Result {
  doc: CorpusDocument;
  key: string;
  imp: any;
  /** The created document as REST answers it, with its provider; null when none was created. */
  created: { document: any; provider: any } | null;
}

let results: Result[] = [];

/** In groups of `size`, to keep the 2-core machine's queue short. */
async function inGroups<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

beforeAll(async () => {
  const corpus = await generateCorpus();
  const started = await inGroups(corpus, 8, async (doc) => {
    const org = await t.createOrg(`Compradora de ${doc.id}`);
    await setOrganizationTaxId(t.orm.em.fork(), { organizationId: org.id, taxId: doc.buyerNif });
    const project = await fx.project(org.testKey);
    const imp = await startImport(t, org.testKey, doc.bytes, doc.kind === 'invoice' ? 'INVOICE' : 'DELIVERY_NOTE', project.id);
    return { doc, key: org.testKey, id: imp.id as string };
  });
  const sql = (q: string) => t.orm.em.fork().getConnection().execute(q);
  await waitFor(async () => (await sql(`select count(*)::int as n from document_imports where status = 'pending'`))[0].n === 0, 120_000, 'every import');
  results = await inGroups(started, 8, async ({ doc, key, id }) => {
    const imp = (await importOperation(t, key, DOCUMENT_IMPORT, { id })).body.data.documentImport;
    if (!imp.document) return { doc, key, imp, created: null };
    const path = doc.kind === 'invoice' ? 'invoices' : 'delivery-notes';
    const document = (await t.request('GET', `/v1/${path}/${imp.document.id}`, { key })).body;
    const provider = (await t.request('GET', `/v1/providers/${document.provider_id}`, { key })).body;
    return { doc, key, imp, created: { document, provider } };
  });
}, 240_000);

const INVOICE_FIELDS = ['invoice_number', 'issue_date', 'due_date', 'provider_nif', 'provider_name', 'subtotal_amount', 'tax_amount', 'withholding_amount', 'total_amount', 'currency', 'reverse_charge'];
const NOTE_FIELDS = ['delivery_note_number', 'delivery_date', 'provider_nif', 'provider_name', 'subtotal_amount'];
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A field of the import as read (GraphQL, camelCase lines turned back into the truth's shape). */
function readValue(imp: any, field: string): unknown {
  const value = imp.fields[camel(field)]?.value;
  if (field !== 'line_items' || !value) return value ?? undefined;
  return value.map((l: any) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unit_price: l.unitPrice, subtotal: l.subtotal }));
}

const truth = (doc: CorpusDocument, field: string) => (doc.expected as unknown as Record<string, unknown>)[field];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Row {
  field: string;
  total: number;
  found: number;
  correct: number;
  wrong: number;
}

function fieldRows(kind: CorpusDocument['kind'], fields: string[]): Row[] {
  const mine = results.filter((r) => r.doc.kind === kind);
  return fields.map((field) => {
    const row: Row = { field, total: 0, found: 0, correct: 0, wrong: 0 };
    for (const { doc, imp } of mine) {
      const expected = truth(doc, field);
      const got = readValue(imp, field);
      if (expected !== undefined) row.total += 1;
      if (got === undefined) continue;
      row.found += 1;
      if (expected !== undefined && same(got, expected)) row.correct += 1;
      else row.wrong += 1;
    }
    return row;
  });
}

function lineRow(): Row {
  const row: Row = { field: 'line_items (lines)', total: 0, found: 0, correct: 0, wrong: 0 };
  for (const { doc, imp } of results) {
    if (doc.kind !== 'delivery_note' || !doc.expected.line_items) continue;
    const got = (readValue(imp, 'line_items') as ExpectedLine[] | undefined) ?? [];
    row.found += got.length;
    doc.expected.line_items.forEach((line, i) => {
      row.total += 1;
      if (same(got[i], line)) row.correct += 1;
      else if (got[i]) row.wrong += 1;
    });
  }
  return row;
}

function table(title: string, rows: Row[]): string {
  const pct = (r: Row) => (r.total ? `${((100 * r.correct) / r.total).toFixed(1)} %` : '-');
  return [
    `\n${title}`,
    `${'field'.padEnd(20)} found correct wrong total   accuracy`,
    ...rows.map((r) => `${r.field.padEnd(20)} ${String(r.found).padStart(5)} ${String(r.correct).padStart(7)} ${String(r.wrong).padStart(5)} ${String(r.total).padStart(5)}   ${pct(r).padStart(8)}`),
  ].join('\n');
}

/** The fields of a created document that differ from the truth (an optional due date left out is not a difference). */
function wrongInCreated({ doc, created }: Result): string[] {
  const { document: d, provider: p } = created!;
  const wrong: string[] = [];
  const check = (field: string, got: unknown, expected: unknown) => {
    if (!same(got, expected)) wrong.push(`${field}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
  };
  check('provider_nif', p.nif, doc.expected.provider_nif);
  check('provider_name', p.name, doc.expected.provider_name);
  if (doc.kind === 'invoice') {
    const e = doc.expected;
    for (const field of ['invoice_number', 'issue_date', 'subtotal_amount', 'tax_amount', 'withholding_amount', 'total_amount', 'currency'] as const) {
      check(field, d[field], e[field]);
    }
    if (d.due_date !== null) check('due_date', d.due_date, e.due_date);
  } else {
    const e = doc.expected;
    check('delivery_note_number', d.delivery_note_number, e.delivery_note_number);
    check('delivery_date', d.delivery_date, e.delivery_date);
    check('subtotal_amount', d.subtotal_amount, e.subtotal_amount);
    check(
      'line_items',
      d.line_items.map((l: any) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unit_price: l.unit_price, subtotal: l.subtotal })),
      e.line_items,
    );
  }
  return wrong;
}

describe('the corpus imported through the job', () => {
  it('reads invoice number, date, NIF, base, VAT and total right on at least 97 % of invoices', () => {
    const rows = fieldRows('invoice', INVOICE_FIELDS);
    console.log(table('Invoices (PDF corpus, through importDocument and the job)', rows));
    for (const field of ['invoice_number', 'issue_date', 'provider_nif', 'subtotal_amount', 'tax_amount', 'total_amount']) {
      const row = rows.find((r) => r.field === field)!;
      expect(row.correct / row.total, field).toBeGreaterThanOrEqual(0.97);
    }
  });

  it('reads at least 90 % of delivery-note lines exactly', () => {
    const lines = lineRow();
    console.log(table('Delivery notes (PDF corpus, through importDocument and the job)', [...fieldRows('delivery_note', NOTE_FIELDS), lines]));
    expect(lines.correct / lines.total).toBeGreaterThanOrEqual(0.9);
  });

  it('creates no document with a wrong field: every created document matches the truth', () => {
    const created = results.filter((r) => r.created);
    const wrong = created.map((r) => ({ id: r.doc.id, wrong: wrongInCreated(r) })).filter((r) => r.wrong.length > 0);
    const regular = results.filter((r) => r.doc.expectComplete);
    const review = results.filter((r) => !r.created).map((r) => `${r.doc.id}: ${r.imp.status} — ${r.imp.problems[0] ?? r.imp.failureReason}`);
    console.log(
      [
        `\nDocuments created: ${created.length} of ${results.length} (regular ones: ${regular.filter((r) => r.created).length} of ${regular.length}); created with a wrong field: ${wrong.length}`,
        'Left for review:',
        ...review,
      ].join('\n'),
    );
    expect(wrong).toEqual([]);
    expect(created.every((r) => r.imp.status === 'COMPLETED')).toBe(true);
    // Nearly every regular document goes through by itself; the hard ones wait for a person.
    expect(regular.filter((r) => r.created).length / regular.length).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves every document made hard on purpose for review, except where the buyer\'s tax id settles it', () => {
    for (const r of results.filter((x) => !x.doc.expectComplete)) {
      if (r.doc.id === 'hard-unlabelled-parties') {
        // Two unlabelled tax ids: the organization's own is the buyer, so the other is the seller.
        expect(r.imp.status, r.doc.id).toBe('COMPLETED');
        continue;
      }
      expect(r.imp.status, r.doc.id).toBe('NEEDS_REVIEW');
      expect(r.imp.problems.length, r.doc.id).toBeGreaterThan(0);
      expect(r.created, r.doc.id).toBeNull();
    }
  });

  it('archives each created invoice\'s upload as its pdf', () => {
    for (const r of results.filter((x) => x.created && x.doc.kind === 'invoice')) {
      expect(r.created!.document.pdf, r.doc.id).toMatchObject({ status: 'archived', size_bytes: r.doc.bytes.length });
    }
  });
});
