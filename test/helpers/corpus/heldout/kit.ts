/** Layout contract and invoice arithmetic shared by the held-out layouts. */
import type { ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';
import { iso, pctOf, sum, type Line, type Party, type Rng, type Ymd } from './common.js';

export interface MadeInvoice {
  bytes: Uint8Array;
  buyerNif: string;
  expected: ExpectedInvoice;
}

export interface MadeNote {
  bytes: Uint8Array;
  buyerNif: string;
  expected: ExpectedNote;
}

export interface InvoiceLayout {
  layout: string;
  kind: 'invoice';
  make(rng: Rng, variant: number): Promise<MadeInvoice>;
}

export interface NoteLayout {
  layout: string;
  kind: 'delivery_note';
  make(rng: Rng, variant: number): Promise<MadeNote>;
}

export type Layout = InvoiceLayout | NoteLayout;

export interface VatRow {
  rate: number;
  base: number;
  tax: number;
}

export interface Totals {
  gross: number;
  discount: number;
  rows: VatRow[];
  base: number;
  tax: number;
  withholding: number;
  total: number;
}

export interface TotalsOptions {
  /** discount on the gross, hundredths of a percent */
  discount?: number;
  /** IRPF withholding on the base, hundredths of a percent */
  irpf?: number;
  reverse?: boolean;
}

export function totals(lines: readonly Pick<Line, 'amount' | 'rate'>[], opts: TotalsOptions = {}): Totals {
  const gross = sum(lines.map((l) => l.amount));
  const discount = opts.discount ? pctOf(gross, opts.discount) : 0;
  let rows: VatRow[];
  if (opts.reverse) {
    rows = [{ rate: 0, base: gross - discount, tax: 0 }];
  } else if (discount) {
    const rates = new Set(lines.map((l) => l.rate));
    if (rates.size !== 1) throw new Error('discount only on single-rate invoices');
    const rate = lines[0]!.rate;
    rows = [{ rate, base: gross - discount, tax: pctOf(gross - discount, rate) }];
  } else {
    const byRate = new Map<number, number>();
    for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.amount);
    rows = [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([rate, base]) => ({ rate, base, tax: pctOf(base, rate) }));
  }
  const base = sum(rows.map((r) => r.base));
  const tax = sum(rows.map((r) => r.tax));
  const withholding = opts.irpf ? pctOf(base, opts.irpf) : 0;
  return { gross, discount, rows, base, tax, withholding, total: base + tax - withholding };
}

export function expectInvoice(a: { number: string; date: Ymd | null; due?: Ymd; supplier: Party; t: Totals; reverse?: boolean; omitTotal?: boolean; providerNif?: string | null }): ExpectedInvoice {
  const e: ExpectedInvoice = {
    invoice_number: a.number,
    provider_name: a.supplier.name,
    subtotal_amount: a.t.base,
    tax_amount: a.t.tax,
    withholding_amount: a.t.withholding,
    currency: 'EUR',
    reverse_charge: a.reverse ?? false,
  };
  if (a.date) e.issue_date = iso(a.date);
  if (a.due) e.due_date = iso(a.due);
  if (a.providerNif !== null) e.provider_nif = a.providerNif ?? a.supplier.nif;
  if (!a.omitTotal) e.total_amount = a.t.total;
  return e;
}

export function expectNote(a: { number: string; date: Ymd; supplier: Party; lines: readonly Line[]; printedTotal?: number }): ExpectedNote {
  const line_items: ExpectedLine[] = a.lines.map((l) => ({
    description: l.desc,
    quantity: l.qtyMilli / 1000,
    unit: l.unit,
    unit_price: l.price,
    subtotal: l.amount,
  }));
  return {
    delivery_note_number: a.number,
    delivery_date: iso(a.date),
    provider_nif: a.supplier.nif,
    provider_name: a.supplier.name,
    subtotal_amount: a.printedTotal ?? sum(a.lines.map((l) => l.amount)),
    line_items,
  };
}
