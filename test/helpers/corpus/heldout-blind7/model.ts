import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { Mulberry32, seedOf } from '../rng.js';
import type { Pen } from '../pen.js';
import { amount, dateText, figures, quantityNumber, Sheet, validNif, type Figures, type Item } from './kit.js';
import { BUYERS, type Buyer, type Supplier } from './parties.js';

/** One invoice to print: who, when, what, and its figures. */
export interface Invoice {
  id: string;
  layout: string;
  supplier: Supplier;
  buyer: Buyer;
  number: string;
  issue: string;
  due?: string;
  items: Item[];
  fig: Figures;
  rng: Mulberry32;
}

/** One valued delivery note to print. */
export interface Note {
  id: string;
  layout: string;
  supplier: Supplier;
  buyer: Buyer;
  number: string;
  date: string;
  items: Item[];
  /** The sum of its lines before VAT, as printed. */
  sum: bigint;
  rng: Mulberry32;
}

export const rngFor = (id: string) => new Mulberry32(seedOf(`heldout-blind7/${id}`));

/** The supplier's printed amount and date styles, bound. */
export const eur = (s: Supplier, cents: bigint) => amount(cents, s.amounts);
export const day = (s: Supplier, iso: string) => dateText(iso, s.dates);

export function invoiceTruth(inv: Invoice, o: { nifValid?: boolean } = {}): ExpectedInvoice {
  const expected: ExpectedInvoice = {
    invoice_number: inv.number,
    issue_date: inv.issue,
    provider_name: inv.supplier.name,
    subtotal_amount: Number(inv.fig.base),
    tax_amount: Number(inv.fig.vat),
    withholding_amount: Number(inv.fig.irpf),
    total_amount: Number(inv.fig.total),
    currency: 'EUR',
    reverse_charge: inv.fig.reverseCharge,
  };
  if (inv.due) expected.due_date = inv.due;
  if (o.nifValid !== false) expected.provider_nif = validNif(inv.supplier.nif);
  return expected;
}

export function noteTruth(note: Note): ExpectedNote {
  return {
    delivery_note_number: note.number,
    delivery_date: note.date,
    provider_nif: validNif(note.supplier.nif),
    provider_name: note.supplier.name,
    subtotal_amount: Number(note.sum),
    line_items: note.items.map((i) => ({
      description: i.description,
      quantity: quantityNumber(i.quantity),
      unit: i.unit,
      unit_price: Number(i.price),
      subtotal: Number(i.amount),
    })),
  };
}

export async function invoiceDocument(inv: Invoice, draw: (sheet: Sheet, inv: Invoice) => void, hard?: { why: string; nifValid?: boolean }): Promise<CorpusDocument> {
  const sheet = new Sheet(inv.id, inv.issue);
  draw(sheet, inv);
  return {
    id: inv.id,
    layout: inv.layout,
    kind: 'invoice',
    expectComplete: !hard,
    ...(hard ? { why: hard.why } : {}),
    bytes: await sheet.done(),
    buyerNif: validNif(inv.buyer.nif),
    expected: invoiceTruth(inv, { nifValid: hard?.nifValid }),
  };
}

export async function noteDocument(note: Note, draw: (sheet: Sheet, note: Note) => void, hard?: { why: string }): Promise<CorpusDocument> {
  const sheet = new Sheet(note.id, note.date);
  draw(sheet, note);
  return {
    id: note.id,
    layout: note.layout,
    kind: 'delivery_note',
    expectComplete: !hard,
    ...(hard ? { why: hard.why } : {}),
    bytes: await sheet.done(),
    buyerNif: validNif(note.buyer.nif),
    expected: noteTruth(note),
  };
}

// ---- blocks several layouts print --------------------------------------------------------------

/** The customer's block: a title, then name, tax id, address and the site. */
export function buyerBlock(pen: Pen<Sheet>, x: number, y: number, b: Buyer, o: { title?: string; nifLabel?: string; site?: string; bold?: boolean } = {}): number {
  let yy = y;
  if (o.title) {
    pen.text(o.title, x, yy, { bold: true, size: pen.size - 1 });
    yy += pen.size + 3;
  }
  pen.text(b.name, x, yy, { bold: o.bold ?? true });
  yy += pen.size + 3;
  for (const l of [b.street, b.city, `${o.nifLabel ?? 'CIF'}: ${b.nif}`]) {
    pen.text(l, x, yy);
    yy += pen.size + 3;
  }
  if (o.site !== '') {
    pen.text(`${o.site ?? 'Obra'}: ${b.site}`, x, yy);
    yy += pen.size + 3;
  }
  return yy;
}

/** The supplier's own address lines under its name. */
export function supplierLines(s: Supplier, o: { nif?: boolean } = {}): string[] {
  const lines = [s.street, s.city, `Tel. ${s.phone}${s.email ? `  ·  ${s.email}` : ''}`];
  if (o.nif !== false) lines.push(`${s.nifLabel}: ${s.nif}`);
  return lines;
}

/** A round badge with the supplier's initials (or brand) as its logo. */
export function disc(sheet: Sheet, pen: Pen<Sheet>, x: number, y: number, r: number, color: string, text: string): void {
  sheet.circle(x + r, y + r, r, color);
  sheet.colored('#ffffff', () => pen.center(text, x + r, y + r - pen.size / 2 - 1, { bold: true }));
}

/** What a layout draws for one invoice: number, dates, lines and how it is taxed. */
export interface InvoiceTerms {
  number: string;
  issue: string;
  due?: string;
  items: Item[];
  irpfPct?: number;
  reverseCharge?: boolean;
}

export function newInvoice(layout: string, supplier: Supplier, terms: (rng: Mulberry32) => InvoiceTerms, idTail = ''): Invoice {
  const id = `${layout}-${supplier.variant + 1}${idTail}`;
  const rng = rngFor(id);
  const buyer = rng.pick(BUYERS);
  const t = terms(rng);
  return { id, layout, supplier, buyer, number: t.number, issue: t.issue, due: t.due, items: t.items, fig: figures(t.items, t), rng };
}

export function newNote(layout: string, supplier: Supplier, terms: (rng: Mulberry32) => { number: string; date: string; items: Item[] }, idTail = ''): Note {
  const id = `${layout}-${supplier.variant + 1}${idTail}`;
  const rng = rngFor(id);
  const buyer = rng.pick(BUYERS);
  const t = terms(rng);
  return { id, layout, supplier, buyer, number: t.number, date: t.date, items: t.items, sum: t.items.reduce((s, i) => s + i.amount, 0n), rng };
}

/** A date in 2026 drawn between two months (1–12), as `YYYY-MM-DD`. */
export function dayIn(rng: Mulberry32, from: number, to: number): string {
  const m = rng.int(from, to);
  const d = rng.int(1, 28);
  return `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
