import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { cents, cif, type Figures, truthLines, validNif } from './kit.js';

/** A supplier or customer as its documents print it. `nif` is the printed id's stored form. */
export interface Party extends Address {
  name: string;
  nif: string;
  phone?: string;
  email?: string;
  registry?: string;
}

/** The address in its two printed lines. */
export type Address = { street: string; city: string };

/** The construction companies the suppliers bill: main contractors of civil and public works. */
export const BUYERS = {
  norte: { name: 'Vías y Obras del Norte, S.A.', nif: cif('A', '3915842'), street: 'Avda. de los Castros, 44', city: '39005 Santander' },
  levante: { name: 'Hidráulica y Caminos de Levante, S.L.', nif: cif('B', '4620731'), street: 'C/ Marqués de Campo, 18, 2º', city: '46700 Gandia (Valencia)' },
  ute: { name: 'UTE Túnel de Somosierra Norte', nif: cif('U', '8824519'), street: 'Ctra. N-I, km 92, instalaciones de obra', city: '28756 Somosierra (Madrid)' },
  duero: { name: 'Construcciones Civiles del Duero, S.A.', nif: cif('A', '4706388'), street: 'C/ Santiago, 9', city: '47001 Valladolid' },
  galaica: { name: 'Obras Portuarias Galaicas, S.L.', nif: cif('B', '3618452'), street: 'Rúa do Areal, 61', city: '36201 Vigo (Pontevedra)' },
  catalana: { name: 'Urbanitzacions i Vials del Vallès, S.A.', nif: cif('A', '0851237'), street: 'Carrer de Sant Cugat, 120', city: '08201 Sabadell (Barcelona)' },
} satisfies Record<string, Party>;

export type Buyer = (typeof BUYERS)[keyof typeof BUYERS];

export interface InvoiceTruth {
  number: string;
  issue?: string;
  due?: string;
  seller?: Party;
  sellerName?: string;
  figures: Figures;
  reverse?: boolean;
  /** A printed figure that differs from what the lines give (hard documents only). */
  printed?: { base?: bigint; vat?: bigint; total?: bigint };
}

export function invoiceDoc(
  id: string,
  layout: string,
  bytes: Uint8Array,
  buyer: Party,
  t: InvoiceTruth,
  hard?: string,
): CorpusDocument {
  const name = t.sellerName ?? t.seller?.name;
  if (!name) throw new Error(`${id} has no seller name`);
  const expected: ExpectedInvoice = {
    invoice_number: t.number,
    ...(t.issue ? { issue_date: t.issue } : {}),
    ...(t.due ? { due_date: t.due } : {}),
    ...(t.seller ? { provider_nif: validNif(t.seller.nif) } : {}),
    provider_name: name,
    subtotal_amount: cents(t.printed?.base ?? t.figures.base),
    tax_amount: cents(t.printed?.vat ?? t.figures.vat),
    withholding_amount: cents(t.figures.withholding),
    total_amount: cents(t.printed?.total ?? t.figures.total),
    currency: 'EUR',
    reverse_charge: t.reverse ?? false,
  };
  if (!hard && t.printed) throw new Error(`${id}: only a hard document prints figures that do not close`);
  return { id, layout, kind: 'invoice', expectComplete: !hard, ...(hard ? { why: hard } : {}), bytes, buyerNif: validNif(buyer.nif), expected };
}

export interface NoteTruth {
  number: string;
  date: string;
  seller: Party;
  figures: Figures;
  /** The note's printed net total, when it differs from its lines (hard documents only). */
  printedSubtotal?: bigint;
}

export function noteDoc(id: string, layout: string, bytes: Uint8Array, buyer: Party, t: NoteTruth, hard?: string): CorpusDocument {
  const expected: ExpectedNote = {
    delivery_note_number: t.number,
    delivery_date: t.date,
    provider_nif: validNif(t.seller.nif),
    provider_name: t.seller.name,
    subtotal_amount: cents(t.printedSubtotal ?? t.figures.base),
    line_items: truthLines(t.figures),
  };
  if (!hard && t.printedSubtotal !== undefined) throw new Error(`${id}: only a hard document prints a sum that does not close`);
  return { id, layout, kind: 'delivery_note', expectComplete: !hard, ...(hard ? { why: hard } : {}), bytes, buyerNif: validNif(buyer.nif), expected };
}
