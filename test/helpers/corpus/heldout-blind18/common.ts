import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import type { Buyer, Supplier } from './blocks.js';
import { type Day, type Figures, type Line, type Sheet, expectedLine, iso, validId } from './kit.js';

/** The construction companies the set's suppliers bill: an S.A., an S.L. and a UTE. */
export const BUYERS: Buyer[] = [
  { name: 'Construcciones Agroindustriales del Ebro, S.A.', id: 'A50418268', street: 'Polígono Malpica, calle E, 14', town: '50016 Zaragoza' },
  { name: 'Obras Rurales y Energía Meseta, S.L.', id: 'B47296181', street: 'Avenida de Burgos, 88, 2º', town: '47009 Valladolid' },
  { name: 'UTE Parque Renovable Sierra del Moncayo', id: 'U42817395', street: 'Paseo de la Independencia, 21', town: '50001 Zaragoza' },
];

export function buyer(i: number): Buyer {
  const b = BUYERS[i % BUYERS.length];
  validId(b.id);
  return b;
}

export interface Made {
  id: string;
  layout: string;
  sheet: Sheet;
  buyer: Buyer;
  expectComplete?: boolean;
  why?: string;
}

export async function invoiceDocument(
  m: Made,
  s: Supplier,
  inv: { number: string; issue?: Day; due?: Day; f: Figures; noSellerId?: boolean; printed?: { tax?: number; total?: number } },
): Promise<CorpusDocument> {
  const nif = validId(m.buyer.id);
  const expected: ExpectedInvoice = {
    invoice_number: inv.number,
    ...(inv.issue ? { issue_date: iso(inv.issue) } : {}),
    ...(inv.due ? { due_date: iso(inv.due) } : {}),
    ...(inv.noSellerId ? {} : { provider_nif: validId(s.id) }),
    provider_name: s.name,
    subtotal_amount: inv.f.base,
    tax_amount: inv.printed?.tax ?? inv.f.vat,
    withholding_amount: inv.f.irpf,
    total_amount: inv.printed?.total ?? inv.f.total,
    currency: 'EUR',
    reverse_charge: inv.f.reverseCharge,
  };
  return {
    id: m.id,
    layout: m.layout,
    kind: 'invoice',
    expectComplete: m.expectComplete ?? true,
    ...(m.why ? { why: m.why } : {}),
    bytes: await m.sheet.bytes(),
    buyerNif: nif,
    expected,
  };
}

export async function noteDocument(m: Made, s: Supplier, note: { number: string; date: Day; lines: Line[]; subtotal: number }): Promise<CorpusDocument> {
  const expected: ExpectedNote = {
    delivery_note_number: note.number,
    delivery_date: iso(note.date),
    provider_nif: validId(s.id),
    provider_name: s.name,
    subtotal_amount: note.subtotal,
    line_items: note.lines.map(expectedLine),
  };
  return {
    id: m.id,
    layout: m.layout,
    kind: 'delivery_note',
    expectComplete: m.expectComplete ?? true,
    ...(m.why ? { why: m.why } : {}),
    bytes: await m.sheet.bytes(),
    buyerNif: validId(m.buyer.id),
    expected,
  };
}

/** The legal note every reverse-charge invoice of the set prints. */
export const REVERSE_CHARGE_NOTE =
  'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992 del IVA: el destinatario es quien debe declarar el impuesto.';
