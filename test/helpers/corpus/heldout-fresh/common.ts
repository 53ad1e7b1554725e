import type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';
import type { Rng } from './kit.js';
import type { Customer, Line, Site } from './model.js';

/** What a layout needs to draw one document. */
export interface Job {
  id: string;
  layout: string;
  rng: Rng;
  /** Variant 0, 1 or 2: different data, wording and positions. */
  v: number;
  customer: Customer;
  site: Site;
}

export function invoiceDoc(job: Job, bytes: Uint8Array, expected: ExpectedInvoice, why?: string): CorpusDocument {
  return {
    id: job.id,
    layout: job.layout,
    kind: 'invoice',
    expectComplete: why === undefined,
    ...(why === undefined ? {} : { why }),
    bytes,
    buyerNif: job.customer.nif,
    expected,
  };
}

export function noteDoc(job: Job, bytes: Uint8Array, expected: ExpectedNote, why?: string): CorpusDocument {
  return {
    id: job.id,
    layout: job.layout,
    kind: 'delivery_note',
    expectComplete: why === undefined,
    ...(why === undefined ? {} : { why }),
    bytes,
    buyerNif: job.customer.nif,
    expected,
  };
}

export function expectedLines(lines: Line[]): ExpectedLine[] {
  return lines.map((l) => ({
    description: l.desc.join(' '),
    quantity: l.qtyMilli / 1000,
    unit: l.unit,
    unit_price: l.price,
    subtotal: l.amount,
  }));
}

/** Pads a number with zeros. */
export function z(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
