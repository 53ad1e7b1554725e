import { beforeAll, describe, expect, it } from 'vitest';
import { type Extraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import { checkNif } from '../src/platform/nif.js';
import { type CorpusDocument, type ExpectedLine, generateCorpus } from './helpers/pdf-corpus.js';

interface Row {
  field: string;
  /** Documents whose ground truth has the field. */
  total: number;
  found: number;
  correct: number;
  /** Found with a value different from the truth, or found where the document prints none. */
  wrong: number;
}

const INVOICE_FIELDS = [
  'invoice_number',
  'issue_date',
  'due_date',
  'provider_nif',
  'provider_name',
  'subtotal_amount',
  'tax_amount',
  'withholding_amount',
  'total_amount',
  'currency',
  'reverse_charge',
] as const;
const NOTE_FIELDS = ['delivery_note_number', 'delivery_date', 'provider_nif', 'provider_name', 'subtotal_amount'] as const;

let corpus: CorpusDocument[];
let results: Array<{ doc: CorpusDocument; extraction: Extraction }>;

beforeAll(async () => {
  corpus = await generateCorpus();
  results = [];
  for (const doc of corpus) results.push({ doc, extraction: await extractDocument(doc.bytes, 'application/pdf', doc.kind) });
}, 120_000);

function expectedOf(doc: CorpusDocument, field: string): unknown {
  return (doc.expected as unknown as Record<string, unknown>)[field];
}

function valueOf(extraction: Extraction, field: string): unknown {
  return (extraction.fields as Record<string, { value: unknown } | undefined>)[field]?.value;
}

function fieldTable(kind: CorpusDocument['kind'], fields: readonly string[]): Row[] {
  const mine = results.filter((r) => r.doc.kind === kind);
  return fields.map((field) => {
    const row: Row = { field, total: 0, found: 0, correct: 0, wrong: 0 };
    for (const { doc, extraction } of mine) {
      const expected = expectedOf(doc, field);
      const got = valueOf(extraction, field);
      if (expected !== undefined) row.total += 1;
      if (got !== undefined) row.found += 1;
      if (got !== undefined && expected !== undefined && JSON.stringify(got) === JSON.stringify(expected)) row.correct += 1;
      else if (got !== undefined) row.wrong += 1;
    }
    return row;
  });
}

function sameLine(got: unknown, expected: ExpectedLine): boolean {
  return JSON.stringify(got) === JSON.stringify(expected);
}

function lineStats(): { total: number; exact: number } {
  let total = 0;
  let exact = 0;
  for (const { doc, extraction } of results) {
    if (doc.kind !== 'delivery_note' || !doc.expected.line_items) continue;
    const got = (valueOf(extraction, 'line_items') as unknown[] | undefined) ?? [];
    doc.expected.line_items.forEach((line, i) => {
      total += 1;
      if (sameLine(got[i], line)) exact += 1;
    });
  }
  return { total, exact };
}

/** Required or printed fields whose value differs from the truth. */
function wrongFields(doc: CorpusDocument, extraction: Extraction): string[] {
  const fields = doc.kind === 'invoice' ? INVOICE_FIELDS : [...NOTE_FIELDS, 'line_items'];
  return fields.filter((field) => {
    const expected = expectedOf(doc, field);
    const got = valueOf(extraction, field);
    if (got === undefined) return expected !== undefined && field !== 'due_date';
    return JSON.stringify(got) !== JSON.stringify(expected);
  });
}

function percent(n: number, d: number): string {
  return d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`;
}

function printTable(title: string, rows: Row[]): void {
  const lines = rows.map(
    (r) =>
      `${r.field.padEnd(20)} ${String(r.found).padStart(5)} ${String(r.correct).padStart(7)} ${String(r.wrong).padStart(5)} ${String(r.total).padStart(5)}   ${percent(r.correct, r.total).padStart(7)}`,
  );
  console.log([`\n${title}`, `${'field'.padEnd(20)} found correct wrong total   accuracy`, ...lines].join('\n'));
}

describe('the generated corpus', () => {
  it('has at least 40 PDFs in at least 6 layouts, invoices and delivery notes, some made hard on purpose', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    expect(new Set(corpus.map((d) => d.layout)).size).toBeGreaterThanOrEqual(6);
    expect(corpus.filter((d) => d.kind === 'delivery_note').length).toBeGreaterThanOrEqual(10);
    expect(corpus.filter((d) => !d.expectComplete).length).toBeGreaterThanOrEqual(5);
    for (const doc of corpus) expect(new TextDecoder('latin1').decode(doc.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('is the same on every run (seeded)', async () => {
    const again = await generateCorpus();
    expect(again.map((d) => d.expected)).toEqual(corpus.map((d) => d.expected));
  });

  it('carries tax ids with right control characters, as the NIF validator checks them', () => {
    for (const doc of corpus) {
      if (doc.expected.provider_nif) expect(checkNif(doc.expected.provider_nif), doc.id).toMatchObject({ ok: true });
      expect(checkNif(doc.buyerNif), doc.id).toMatchObject({ ok: true, kind: 'cif' });
    }
  });

  it('has delivery notes of 1 to 30 lines in m³, m², kg, ud, h and t, with decimal quantities', () => {
    const notes = corpus.flatMap((d) => (d.kind === 'delivery_note' && d.expected.line_items ? [d.expected.line_items] : []));
    const counts = notes.map((l) => l.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(25);
    const units = new Set(notes.flat().map((l) => l.unit));
    for (const unit of ['m³', 'm²', 'kg', 'ud', 'h', 't']) expect(units).toContain(unit);
    expect(notes.flat().some((l) => !Number.isInteger(l.quantity))).toBe(true);
  });
});

describe('field accuracy on the corpus', () => {
  it('reads invoice number, dates, NIF, base, VAT and total right on at least 97 % of invoices', () => {
    const rows = fieldTable('invoice', INVOICE_FIELDS);
    printTable('Invoices (PDF corpus)', rows);
    for (const field of ['invoice_number', 'issue_date', 'provider_nif', 'subtotal_amount', 'tax_amount', 'total_amount']) {
      const row = rows.find((r) => r.field === field)!;
      expect(row.correct / row.total, field).toBeGreaterThanOrEqual(0.97);
    }
  });

  it('reads at least 90 % of delivery-note lines exactly', () => {
    const rows = fieldTable('delivery_note', NOTE_FIELDS);
    const { total, exact } = lineStats();
    printTable('Delivery notes (PDF corpus)', [...rows, { field: 'line_items (lines)', total, found: exact, correct: exact, wrong: 0 }]);
    expect(exact / total).toBeGreaterThanOrEqual(0.9);
  });

  it('marks no document complete with a wrong field', () => {
    const wrongComplete = results
      .filter(({ extraction }) => extraction.complete)
      .map(({ doc, extraction }) => ({ id: doc.id, wrong: wrongFields(doc, extraction) }))
      .filter((r) => r.wrong.length > 0);
    expect(wrongComplete).toEqual([]);
  });

  it('leaves every document made hard on purpose incomplete, with the reason', () => {
    const hard = results.filter(({ doc }) => !doc.expectComplete);
    const summary = hard.map(({ doc, extraction }) => `${doc.id} (${doc.why}): ${extraction.problems[0]}`);
    console.log(`\nHard documents (all must be incomplete)\n${summary.join('\n')}`);
    for (const { doc, extraction } of hard) {
      expect(extraction.complete, doc.id).toBe(false);
      expect(extraction.problems.length, doc.id).toBeGreaterThan(0);
    }
  });

  it('completes the regular documents (at least 95 % of them)', () => {
    const regular = results.filter(({ doc }) => doc.expectComplete);
    const complete = regular.filter(({ extraction }) => extraction.complete);
    const incomplete = regular.filter(({ extraction }) => !extraction.complete).map(({ doc, extraction }) => `${doc.id}: ${extraction.problems.join('; ')}`);
    console.log(`\nRegular documents complete: ${complete.length}/${regular.length}${incomplete.length ? `\n${incomplete.join('\n')}` : ''}`);
    expect(complete.length / regular.length).toBeGreaterThanOrEqual(0.95);
  });

  it('tells the seller from the customer once the organization gives its own tax id', async () => {
    const doc = corpus.find((d) => d.id === 'hard-unlabelled-parties')!;
    const without = results.find((r) => r.doc === doc)!.extraction;
    expect(without.complete).toBe(false);
    expect(without.fields.provider_nif?.confidence).toBeLessThan(0.9);
    const withBuyer = await extractDocument(doc.bytes, 'application/pdf', 'invoice', { buyerNifs: [doc.buyerNif] });
    expect(withBuyer.fields.provider_nif?.value).toBe(doc.expected.provider_nif);
    expect(withBuyer.fields.provider_name?.value).toBe(doc.expected.provider_name);
    expect(withBuyer.complete).toBe(true);
  });

  it('keeps every document right when the organization gives its own tax id', async () => {
    for (const { doc } of results) {
      const extraction = await extractDocument(doc.bytes, 'application/pdf', doc.kind, { buyerNifs: [`ES${doc.buyerNif}`] });
      if (extraction.complete) expect(wrongFields(doc, extraction), doc.id).toEqual([]);
      else if (doc.expectComplete) expect.fail(`${doc.id} became incomplete: ${extraction.problems.join('; ')}`);
    }
  }, 60_000);
});
