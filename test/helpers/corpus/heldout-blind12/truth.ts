import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { assertCloses, cif, type Figures, type Item, taxId } from './kit.js';

/**
 * The parties of the fourteenth held-out set and the truth each document is scored against
 * (docs/document-extraction.md#measuring-it). A regular document's figures must close and its
 * seller's tax id carry its control character, or building the truth throws.
 */

export interface Party {
  /** The full legal name, with its legal form when it has one. */
  name: string;
  /** The tax id as printed (`B-36128475`, `12345678Z`). */
  id: string;
  address: string[];
  brand?: string;
  phone?: string;
  mail?: string;
  /** The mercantile registry line, for companies that print one. */
  registry?: string;
}

/** The construction companies the suppliers bill. */
export const BUYERS = {
  iturbe: { name: 'Construcciones Iturbe y Salazar, S.A.', id: cif('A', '2841736'), address: ['C/ Príncipe de Vergara, 214, 3º', '28002 Madrid'] },
  tajo: { name: 'Urbanizaciones del Tajo, S.L.', id: cif('B', '4519027'), address: ['Polígono Santa María de Benquerencia', 'C/ Río Jarama, 58', '45007 Toledo'] },
  mediterraneo: { name: 'Obras y Paisajes Mediterráneo, S.L.U.', id: cif('B', '9730561'), address: ['Avda. de Aragón, 30, 8ª', '46021 Valencia'] },
  orbigo: { name: 'UTE Parque Lineal Río Órbigo', id: cif('U', '2468013'), address: ['Avda. Padre Isla, 11', '24002 León'] },
  mino: { name: 'Edificaciones Galaicas Miño, S.L.', id: cif('B', '2736184'), address: ['Rúa da Raíña, 19', '27001 Lugo'] },
  aranzadi: { name: 'Promociones y Obras Aranzadi, S.A.', id: cif('A', '3185209'), address: ['Avda. de la Libertad, 7', '20004 Donostia-San Sebastián'] },
  guadalquivir: { name: 'Constructora Bética Guadalquivir, S.A.', id: cif('A', '4163852'), address: ['C/ Luis Montoto, 112', '41018 Sevilla'] },
} satisfies Record<string, Party>;

interface Base {
  id: string;
  layout: string;
  bytes: Uint8Array;
  seller: Party;
  buyer: Party;
  /** Why the document's right outcome is review; absent for a regular one. */
  hard?: string;
}

export function invoiceDoc(
  o: Base & { number: string; date?: string; due?: string; f: Figures; printed?: Partial<ExpectedInvoice>; sellerId?: string | null },
): CorpusDocument {
  if (!o.hard) assertCloses(o.f);
  const sellerId = o.sellerId === null ? undefined : taxId(o.sellerId ?? o.seller.id);
  const expected: ExpectedInvoice = {
    invoice_number: o.number,
    ...(o.date ? { issue_date: o.date } : {}),
    ...(o.due ? { due_date: o.due } : {}),
    ...(sellerId ? { provider_nif: sellerId } : {}),
    provider_name: o.seller.name,
    subtotal_amount: Number(o.f.base),
    tax_amount: Number(o.f.vat),
    withholding_amount: Number(o.f.irpf),
    total_amount: Number(o.f.total),
    currency: 'EUR',
    reverse_charge: o.f.reverse,
    ...o.printed,
  };
  return {
    kind: 'invoice',
    id: o.id,
    layout: o.layout,
    expectComplete: !o.hard,
    ...(o.hard ? { why: o.hard } : {}),
    bytes: o.bytes,
    buyerNif: taxId(o.buyer.id),
    expected,
  };
}

/** `unitPrices` (cents, possibly with a fraction) when the note prints prices finer than a cent. */
export function noteDoc(o: Base & { number: string; date: string; items: Item[]; subtotal: bigint; unitPrices?: number[] }): CorpusDocument {
  const sum = o.items.reduce((s, i) => s + i.amount, 0n);
  if (!o.hard && sum !== o.subtotal) throw new Error(`${o.id}: the lines add up to ${sum}, not ${o.subtotal}`);
  const expected: ExpectedNote = {
    delivery_note_number: o.number,
    delivery_date: o.date,
    provider_nif: taxId(o.seller.id),
    provider_name: o.seller.name,
    subtotal_amount: Number(o.subtotal),
    line_items: o.items.map((i, n) => ({
      description: i.text,
      quantity: Number(i.qty),
      unit: i.unit,
      unit_price: o.unitPrices?.[n] ?? Number(i.price),
      subtotal: Number(i.amount),
    })),
  };
  return {
    kind: 'delivery_note',
    id: o.id,
    layout: o.layout,
    expectComplete: !o.hard,
    ...(o.hard ? { why: o.hard } : {}),
    bytes: o.bytes,
    buyerNif: taxId(o.buyer.id),
    expected,
  };
}
