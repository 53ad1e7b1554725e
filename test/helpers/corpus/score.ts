import type { Extraction } from '../../../src/document-imports/extraction/extraction.js';
import type { CorpusDocument, ExpectedLine } from './types.js';

/**
 * How a reader does on a corpus, in the measures the product is judged by
 * (docs/document-extraction.md#measuring-it): invoice fields right, documents created by
 * themselves, delivery-note lines exact and header fields right, and — the one that must stay
 * 0 — documents that would be created with a wrong field.
 */

export const INVOICE_KEY_FIELDS = ['invoice_number', 'issue_date', 'provider_nif', 'subtotal_amount', 'tax_amount', 'total_amount'] as const;
export const NOTE_HEADER_FIELDS = ['delivery_note_number', 'delivery_date', 'provider_nif', 'provider_name'] as const;
const INVOICE_ALL = [...INVOICE_KEY_FIELDS, 'due_date', 'provider_name', 'withholding_amount', 'currency', 'reverse_charge'] as const;
const NOTE_ALL = [...NOTE_HEADER_FIELDS, 'subtotal_amount', 'line_items'] as const;
const INVOICE_OTHER = ['provider_name', 'due_date', 'withholding_amount', 'currency', 'reverse_charge'] as const;
const NOTE_OTHER = ['subtotal_amount', 'line_items'] as const;

export interface Scored {
  doc: CorpusDocument;
  extraction: Extraction;
  /** Milliseconds the reading took. */
  ms: number;
}

export interface FieldRow {
  field: string;
  total: number;
  correct: number;
  /** Found with another value than the truth. */
  wrong: number;
  missing: number;
}

export interface LayoutRow {
  layout: string;
  documents: number;
  /** Regular documents (all fields printed plainly). */
  regular: number;
  /** Regular documents created by themselves (complete). */
  created: number;
  /** Documents complete with a field that differs from the truth. */
  wrongDocuments: number;
  fieldsRight: number;
  fieldsTotal: number;
}

export interface Score {
  documents: number;
  invoiceFields: { right: number; total: number };
  created: { created: number; regular: number };
  noteLines: { exact: number; total: number };
  noteHeaders: { right: number; total: number };
  wrongDocuments: string[];
  /** Documents made hard on purpose (their right outcome is review) that were created all the same. */
  hardCreated: string[];
  fields: FieldRow[];
  layouts: LayoutRow[];
  medianMs: number;
}

const valueOf = (e: Extraction, field: string): unknown => (e.fields as Record<string, { value: unknown } | undefined>)[field]?.value;
const expectedOf = (doc: CorpusDocument, field: string): unknown => (doc.expected as unknown as Record<string, unknown>)[field];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A field read right: equal to the truth, a supplier's name in any case. A supplier that prints
 * its name only in capitals (`CERÁMICA LA ESPERANZA, S.A.`) is read as printed; the truth may
 * spell it in mixed case, and it is the same name (docs/document-extraction.md#measuring-it).
 */
function sameField(field: string, got: unknown, expected: unknown): boolean {
  if (field === 'provider_name' && typeof got === 'string' && typeof expected === 'string') {
    return got.toLocaleLowerCase('es') === expected.toLocaleLowerCase('es');
  }
  return same(got, expected);
}

/** One spelling per unit: `m2` and `m²` (and `M2`), `m3` and `m³`, `ud` and `ud.` are the same unit. */
export function canonicalUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/\.$/, '').replace(/^m2$/, 'm²').replace(/^m3$/, 'm³');
}

/** A delivery-note line read exactly: every field equal, the unit in any of its spellings. */
export function sameLine(got: unknown, expected: ExpectedLine): boolean {
  if (!got || typeof got !== 'object') return false;
  const line = got as ExpectedLine;
  return same({ ...line, unit: canonicalUnit(String(line.unit)) }, { ...expected, unit: canonicalUnit(expected.unit) });
}

/** Required or printed fields a complete extraction got wrong. */
export function wrongFields(doc: CorpusDocument, extraction: Extraction): string[] {
  const fields: readonly string[] = doc.kind === 'invoice' ? INVOICE_ALL : NOTE_ALL;
  return fields.filter((field) => {
    const expected = expectedOf(doc, field);
    const got = valueOf(extraction, field);
    if (got === undefined) return expected !== undefined && field !== 'due_date';
    if (field === 'line_items' && Array.isArray(got) && Array.isArray(expected)) {
      return got.length !== expected.length || got.some((line, i) => !sameLine(line, expected[i] as ExpectedLine));
    }
    return !sameField(field, got, expected);
  });
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function score(results: Scored[]): Score {
  const fieldRows = new Map<string, FieldRow>();
  const row = (field: string) => {
    let r = fieldRows.get(field);
    if (!r) fieldRows.set(field, (r = { field, total: 0, correct: 0, wrong: 0, missing: 0 }));
    return r;
  };
  const layouts = new Map<string, LayoutRow>();
  const out: Score = {
    documents: results.length,
    invoiceFields: { right: 0, total: 0 },
    created: { created: 0, regular: 0 },
    noteLines: { exact: 0, total: 0 },
    noteHeaders: { right: 0, total: 0 },
    wrongDocuments: [],
    hardCreated: [],
    fields: [],
    layouts: [],
    medianMs: median(results.map((r) => r.ms)),
  };
  for (const { doc, extraction } of results) {
    let layout = layouts.get(doc.layout);
    if (!layout) {
      layouts.set(doc.layout, (layout = { layout: doc.layout, documents: 0, regular: 0, created: 0, wrongDocuments: 0, fieldsRight: 0, fieldsTotal: 0 }));
    }
    layout.documents += 1;
    const keyFields: readonly string[] = doc.kind === 'invoice' ? INVOICE_KEY_FIELDS : NOTE_HEADER_FIELDS;
    // The other fields are reported per field too (they count in no measure but the created documents').
    for (const field of doc.kind === 'invoice' ? INVOICE_OTHER : NOTE_OTHER) {
      const expected = expectedOf(doc, field);
      if (expected === undefined) continue;
      const got = valueOf(extraction, field);
      const r = row(`${doc.kind}.${field}`);
      r.total += 1;
      if (got === undefined) r.missing += 1;
      else if (field === 'line_items' ? !wrongFields(doc, extraction).includes('line_items') : sameField(field, got, expected)) r.correct += 1;
      else r.wrong += 1;
    }
    for (const field of keyFields) {
      const expected = expectedOf(doc, field);
      if (expected === undefined) continue;
      const got = valueOf(extraction, field);
      const r = row(`${doc.kind}.${field}`);
      r.total += 1;
      layout.fieldsTotal += 1;
      if (got === undefined) r.missing += 1;
      else if (sameField(field, got, expected)) {
        r.correct += 1;
        layout.fieldsRight += 1;
        if (doc.kind === 'invoice') out.invoiceFields.right += 1;
        else out.noteHeaders.right += 1;
      } else r.wrong += 1;
      if (doc.kind === 'invoice') out.invoiceFields.total += 1;
      else out.noteHeaders.total += 1;
    }
    if (doc.kind === 'delivery_note' && doc.expected.line_items) {
      const got = (valueOf(extraction, 'line_items') as unknown[] | undefined) ?? [];
      doc.expected.line_items.forEach((line, i) => {
        out.noteLines.total += 1;
        if (sameLine(got[i], line)) out.noteLines.exact += 1;
      });
    }
    if (doc.expectComplete) {
      out.created.regular += 1;
      layout.regular += 1;
      if (extraction.complete) {
        out.created.created += 1;
        layout.created += 1;
      }
    }
    if (!doc.expectComplete && extraction.complete) out.hardCreated.push(doc.id);
    if (extraction.complete && wrongFields(doc, extraction).length > 0) {
      out.wrongDocuments.push(`${doc.id}: ${wrongFields(doc, extraction).join(', ')}`);
      layout.wrongDocuments += 1;
    }
  }
  out.fields = [...fieldRows.values()];
  out.layouts = [...layouts.values()].sort((a, b) => a.layout.localeCompare(b.layout));
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '    -' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);

/** The measures as a plain-text table, for the suite's output and bench/README.md. */
export function describeScore(title: string, s: Score, options: { layouts?: boolean } = {}): string {
  const lines = [
    `${title} (${s.documents} documents, median ${s.medianMs.toFixed(0)} ms each)`,
    `  invoice fields right (number, date, NIF, subtotal, tax, total)  ${String(s.invoiceFields.right).padStart(4)}/${String(s.invoiceFields.total).padEnd(4)} ${pct(s.invoiceFields.right, s.invoiceFields.total)}`,
    `  regular documents created by themselves                          ${String(s.created.created).padStart(4)}/${String(s.created.regular).padEnd(4)} ${pct(s.created.created, s.created.regular)}`,
    `  delivery-note lines exact                                        ${String(s.noteLines.exact).padStart(4)}/${String(s.noteLines.total).padEnd(4)} ${pct(s.noteLines.exact, s.noteLines.total)}`,
    `  delivery-note header fields right (number, date, NIF, name)      ${String(s.noteHeaders.right).padStart(4)}/${String(s.noteHeaders.total).padEnd(4)} ${pct(s.noteHeaders.right, s.noteHeaders.total)}`,
    `  documents created with a wrong field                             ${String(s.wrongDocuments.length).padStart(4)}`,
    `  documents made hard on purpose created all the same              ${String(s.hardCreated.length).padStart(4)}`,
    '',
    `  ${'field'.padEnd(34)} right wrong missing total`,
    ...s.fields.map((r) => `  ${r.field.padEnd(34)} ${String(r.correct).padStart(5)} ${String(r.wrong).padStart(5)} ${String(r.missing).padStart(7)} ${String(r.total).padStart(5)}   ${pct(r.correct, r.total)}`),
  ];
  if (options.layouts) {
    lines.push('', `  ${'layout'.padEnd(28)} docs regular created wrong  fields right`);
    for (const l of s.layouts) {
      lines.push(
        `  ${l.layout.padEnd(28)} ${String(l.documents).padStart(4)} ${String(l.regular).padStart(7)} ${String(l.created).padStart(7)} ${String(l.wrongDocuments).padStart(5)}  ${String(l.fieldsRight).padStart(5)}/${l.fieldsTotal} ${pct(l.fieldsRight, l.fieldsTotal)}`,
      );
    }
  }
  return lines.join('\n');
}
