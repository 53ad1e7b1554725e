import type { ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';
import { cents, qtyNumber, type Item, type Line, type Rng, type Totals } from './kit.js';
import type { Buyer, Supplier } from './parties.js';

/** What one generated invoice says: the facts its layout prints. */
export interface InvoiceCase {
  rng: Rng;
  s: Supplier;
  buyer: Buyer;
  site: string;
  number: string;
  issue: string;
  due?: string;
  lines: Line[];
  t: Totals;
  /** A printed VAT or total that differs from the arithmetic (hard documents only). */
  tax?: bigint;
  total?: bigint;
}

/** What one generated delivery note says. */
export interface NoteCase {
  rng: Rng;
  s: Supplier;
  buyer: Buyer;
  site: string;
  number: string;
  date: string;
  lines: Line[];
  /** The printed sum of the lines (equal to their sum unless the note is hard on purpose). */
  printedSum: bigint;
}

export function invoiceTruth(c: InvoiceCase, o: { printsDue: boolean; nif?: string | null; tax?: bigint; total?: bigint }): ExpectedInvoice {
  const e: ExpectedInvoice = {
    invoice_number: c.number,
    issue_date: c.issue,
    provider_name: c.s.name,
    subtotal_amount: cents(c.t.subtotal),
    tax_amount: cents(o.tax ?? c.t.tax),
    withholding_amount: cents(c.t.withholding),
    total_amount: cents(o.total ?? c.t.total),
    currency: 'EUR',
    reverse_charge: c.t.reverse,
  };
  if (o.nif !== null) e.provider_nif = o.nif ?? c.s.nif;
  if (o.printsDue && c.due) e.due_date = c.due;
  return e;
}

export function noteTruth(c: NoteCase): ExpectedNote {
  const lines: ExpectedLine[] = c.lines.map((l) => ({
    description: l.description,
    quantity: qtyNumber(l.milli),
    unit: l.unit,
    unit_price: cents(l.price),
    subtotal: cents(l.amount),
  }));
  return {
    delivery_note_number: c.number,
    delivery_date: c.date,
    provider_nif: c.s.nif,
    provider_name: c.s.name,
    subtotal_amount: cents(c.printedSum),
    line_items: lines,
  };
}

/** An invoice layout: its trade's items, its three suppliers and how it prints. */
export interface InvoiceLayout {
  name: string;
  suppliers: (rng: Rng) => Supplier[];
  items: readonly Item[];
  /** How many lines (inclusive range). */
  count: [number, number];
  /** Whether the due date is printed. */
  printsDue: boolean;
  buyer?: (rng: Rng) => Buyer;
  /** Turns the drawn lines into the ones printed (net prices after a discount, say). */
  adjust?: (rng: Rng, lines: Line[]) => Line[];
  draw: (c: InvoiceCase) => Promise<Uint8Array>;
}

/** A delivery-note layout. */
export interface NoteLayout {
  name: string;
  suppliers: (rng: Rng) => Supplier[];
  items: readonly Item[];
  count: [number, number];
  draw: (c: NoteCase) => Promise<Uint8Array>;
}
