/**
 * The shape of a generated document with its ground truth, shared by every corpus generator:
 * the development corpus (test/helpers/pdf-corpus.ts and the layouts beside it) and the held-out
 * one (test/helpers/corpus/heldout/), which is scored but never looked at while the reader is
 * tuned (docs/document-extraction.md#measuring-it).
 */

export interface ExpectedInvoice {
  invoice_number: string;
  /** Absent when the printed date is not a calendar date. */
  issue_date?: string;
  due_date?: string;
  /** Absent when no valid seller id is printed. */
  provider_nif?: string;
  provider_name: string;
  subtotal_amount: number;
  tax_amount: number;
  withholding_amount: number;
  /** Absent when the document does not print one. */
  total_amount?: number;
  currency: string;
  reverse_charge: boolean;
}

export interface ExpectedLine {
  description: string;
  quantity: number;
  unit: string;
  unit_price: number;
  subtotal: number;
}

export interface ExpectedNote {
  delivery_note_number: string;
  delivery_date: string;
  provider_nif: string;
  provider_name: string;
  subtotal_amount?: number;
  /** Absent when the note prints no prices: there are no full lines to read. */
  line_items?: ExpectedLine[];
}

export interface CorpusBase {
  id: string;
  layout: string;
  /** False for documents made hard on purpose; `why` says how. */
  expectComplete: boolean;
  why?: string;
  bytes: Uint8Array;
  /** The customer's (construction company's) tax id printed on the document. */
  buyerNif: string;
}

export type CorpusDocument =
  | (CorpusBase & { kind: 'invoice'; expected: ExpectedInvoice })
  | (CorpusBase & { kind: 'delivery_note'; expected: ExpectedNote });
