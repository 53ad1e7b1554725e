import type { CorpusBase, CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { cents, type Figures, figures, type Line, quantityNumber, taxId, type Terms } from './kit.js';

/**
 * Who prints and who receives the ninth blind set's documents: site-services and plant
 * suppliers (invented, with tax ids that carry their control characters) and the construction
 * companies they bill.
 */

export interface Party {
  /** The legal name, as the truth spells it. */
  name: string;
  /** A trade name printed above or instead of the legal name in the letterhead. */
  brand?: string;
  /** The tax id as printed (`B-50.432.848`, `B50432848`, `72751488-G`). */
  nif: string;
  /** Street line, then postcode and town: the two lines of the address. */
  street: string;
  town: string;
  /** The mercantile registry line a company prints in its footer. */
  registry?: string;
  /** What the letterhead gives to reach the supplier, each when printed. */
  phone?: string;
  web?: string;
  email?: string;
}

export const CUSTOMERS = {
  lizarraga: { name: 'Construcciones Hermanos Lizarraga, S.A.', nif: 'A31848005', street: 'Polígono Landaben, calle E, nº 14', town: '31012 Pamplona (Navarra)' },
  puertaSol: { name: 'Edificaciones Puerta del Sol Norte, S.L.', nif: 'B28712644', street: 'Calle de Alcalá, 318, 4º', town: '28027 Madrid' },
  almenara: { name: 'Obras y Estructuras Almenara, S.L.', nif: 'B12700480', street: 'Avda. del Mar, 41, bajo', town: '12003 Castellón de la Plana' },
  bajoCinca: { name: 'UTE Depuradora Bajo Cinca', nif: 'U22861447', street: 'Carretera A-131, km 12', town: '22520 Fraga (Huesca)' },
  arousa: { name: 'Promociones e Construcións Ría de Arousa, S.L.', nif: 'B36592004', street: 'Rúa Castelao, 22', town: '36600 Vilagarcía de Arousa (Pontevedra)' },
  garrotxa: { name: 'Construccions Garrotxa, S.A.', nif: 'A17441601', street: "Carrer de l'Hospici, 9", town: '17800 Olot (Girona)' },
} satisfies Record<string, Party>;

export type Customer = Party;

/** The buyer's id as the corpus records it, checked. */
export const buyerOf = (c: Customer): string => taxId(c.nif).normalized;

/** What every document of the set carries besides its truth: a hard one says why it is hard. */
function envelope(t: { id: string; layout: string; customer: Customer; why?: string }, bytes: Uint8Array): CorpusBase {
  const hard = t.why ? { why: t.why } : {};
  return { id: t.id, layout: t.layout, expectComplete: !t.why, ...hard, bytes, buyerNif: buyerOf(t.customer) };
}

export interface InvoiceTruth {
  id: string;
  layout: string;
  supplier: Party;
  customer: Customer;
  number: string;
  issue: string;
  due?: string;
  f: Figures;
  reverseCharge?: boolean;
  /** Hard documents only: why review is the right outcome. */
  why?: string;
  /** Hard documents may print figures that are not these, or no valid seller id. */
  override?: Partial<ExpectedInvoice>;
}

export function invoiceDoc(t: InvoiceTruth, bytes: Uint8Array): CorpusDocument {
  const expected: ExpectedInvoice = {
    invoice_number: t.number,
    issue_date: t.issue,
    ...(t.due ? { due_date: t.due } : {}),
    provider_nif: taxId(t.supplier.nif).normalized,
    provider_name: t.supplier.name,
    subtotal_amount: cents(t.f.base),
    tax_amount: cents(t.f.vat),
    withholding_amount: cents(t.f.irpf),
    total_amount: cents(t.f.total),
    currency: 'EUR',
    reverse_charge: t.reverseCharge ?? false,
    ...t.override,
  };
  if (t.override && 'provider_nif' in t.override && t.override.provider_nif === undefined) delete expected.provider_nif;
  return { ...envelope(t, bytes), kind: 'invoice', expected };
}

export interface NoteTruth {
  id: string;
  layout: string;
  supplier: Party;
  customer: Customer;
  number: string;
  date: string;
  lines: Line[];
  f: Figures;
  why?: string;
  /** Hard documents only: a printed sum that is not the lines'. */
  printedSum?: bigint;
}

export function noteDoc(t: NoteTruth, bytes: Uint8Array): CorpusDocument {
  if (t.lines.some((l) => l.discount)) throw new Error('heldout-blind9: a note line is quantity × price');
  return {
    ...envelope(t, bytes),
    kind: 'delivery_note',
    expected: {
      delivery_note_number: t.number,
      delivery_date: t.date,
      provider_nif: taxId(t.supplier.nif).normalized,
      provider_name: t.supplier.name,
      subtotal_amount: cents(t.printedSum ?? t.f.sum),
      line_items: t.lines.map((l, i) => ({
        description: l.text,
        quantity: quantityNumber(l.qty),
        unit: l.unit,
        unit_price: cents(l.price),
        subtotal: cents(t.f.lines[i]),
      })),
    } satisfies ExpectedNote,
  };
}

/** What a layout's variant prints whatever the layout: who, to whom, which number, which lines. */
interface Printed {
  id: string;
  supplier: Party;
  customer: Customer;
  number: string;
  lines: Line[];
}

/** Each variant of an invoice layout drawn and paired with its truth; `terms` gives its discount, IRPF or reverse charge. */
export async function printInvoices<V extends Printed & { issue: string; due?: string }>(
  layout: string,
  variants: V[],
  draw: (v: V, f: Figures) => Promise<Uint8Array>,
  terms: (v: V) => Terms = () => ({}),
): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const v of variants) {
    const t = terms(v);
    const f = figures(v.lines, t);
    const truth = { id: v.id, layout, supplier: v.supplier, customer: v.customer, number: v.number, issue: v.issue, due: v.due, f, reverseCharge: t.reverseCharge };
    out.push(invoiceDoc(truth, await draw(v, f)));
  }
  return out;
}

/** Each variant of a delivery-note layout drawn and paired with its truth. */
export async function printNotes<V extends Printed & { date: string }>(layout: string, variants: V[], draw: (v: V, f: Figures) => Promise<Uint8Array>): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const v of variants) {
    const f = figures(v.lines);
    out.push(noteDoc({ id: v.id, layout, supplier: v.supplier, customer: v.customer, number: v.number, date: v.date, lines: v.lines, f }, await draw(v, f)));
  }
  return out;
}
