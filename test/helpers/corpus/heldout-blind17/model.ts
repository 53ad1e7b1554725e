import { normalizeNif } from '../../../../src/platform/nif.js';
import type { CorpusDocument } from '../types.js';
import { expectedLines, type Figures, type LineOut } from './figures.js';
import { cif } from './ids.js';

/** The customers and the truth of the seventeenth blind set's documents. */

/** A construction company the suppliers bill, with the job the document is for. */
export interface Buyer {
  name: string;
  /** Printed as is; the truth's `buyerNif` is its normalized form. */
  nif: string;
  site: string;
  street: string;
  city: string;
}

export const BUYERS: Buyer[] = [
  { name: 'Construcciones Albaida Norte, S.A.', nif: cif('A', '4618237'), street: 'Av. del Port, 212, 3º', city: '46023 Valencia', site: 'Complejo deportivo municipal El Saler' },
  { name: 'Obras y Edificios Tormes, S.L.', nif: cif('B', '3729514'), street: 'C/ Zamora, 41, bajo', city: '37002 Salamanca', site: 'Hotel Puerta de Gredos (reforma)' },
  { name: 'UTE Auditorio Ribera del Ebro', nif: cif('U', '9944152'), street: 'P.º de la Constitución, 6', city: '50008 Zaragoza', site: 'Auditorio y centro cívico Ribera' },
];

export interface InvoiceTruth {
  id: string;
  layout: string;
  bytes: Uint8Array;
  buyer: Buyer;
  number: string;
  issue?: string;
  due?: string;
  /** The seller's id as the truth holds it; absent when none valid is printed. */
  nif?: string;
  name: string;
  f: Figures;
  hard?: string;
}

export function invoiceDoc(t: InvoiceTruth): CorpusDocument {
  return {
    id: t.id,
    layout: t.layout,
    kind: 'invoice',
    expectComplete: t.hard === undefined,
    ...(t.hard ? { why: t.hard } : {}),
    bytes: t.bytes,
    buyerNif: normalizeNif(t.buyer.nif),
    expected: {
      invoice_number: t.number,
      ...(t.issue ? { issue_date: t.issue } : {}),
      ...(t.due ? { due_date: t.due } : {}),
      ...(t.nif ? { provider_nif: normalizeNif(t.nif) } : {}),
      provider_name: t.name,
      subtotal_amount: Number(t.f.base),
      tax_amount: Number(t.f.vat),
      withholding_amount: Number(t.f.irpf),
      total_amount: Number(t.f.total),
      currency: 'EUR',
      reverse_charge: t.f.reverse,
    },
  };
}

export interface NoteTruth {
  id: string;
  layout: string;
  bytes: Uint8Array;
  buyer: Buyer;
  number: string;
  date: string;
  nif: string;
  name: string;
  lines: LineOut[];
  /** The sum the note prints before VAT. */
  subtotal: bigint;
  hard?: string;
}

export function noteDoc(t: NoteTruth): CorpusDocument {
  return {
    id: t.id,
    layout: t.layout,
    kind: 'delivery_note',
    expectComplete: t.hard === undefined,
    ...(t.hard ? { why: t.hard } : {}),
    bytes: t.bytes,
    buyerNif: normalizeNif(t.buyer.nif),
    expected: {
      delivery_note_number: t.number,
      delivery_date: t.date,
      provider_nif: normalizeNif(t.nif),
      provider_name: t.name,
      subtotal_amount: Number(t.subtotal),
      line_items: expectedLines(t.lines),
    },
  };
}
