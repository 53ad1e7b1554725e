/**
 * The twenty-third blind held-out set (docs/document-extraction.md#measuring-it), written without
 * reading the reader or the other corpora. Trades not used before: lifts and hoists, fire
 * protection, photovoltaic installations, tower-crane and scaffolding hire, waterproofing
 * membranes, geotechnical surveys, curtain walls, landscaping of public spaces, road signage and
 * markings, asbestos removal; delivery notes of ready-mix concrete, rebar, insulation panels,
 * paint, electrical cable and ceramic tiles. Ten invoice layouts and six valued-note layouts, each
 * printed by three suppliers, many of them ERP prints with header data or totals in white on dark
 * bands; and three documents made hard on purpose, whose right outcome is a person's review.
 */
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import type { InvoiceContent, NoteContent } from './content.js';
import { assertInvoiceCloses, assertLinesClose, quantityNumber, sumOf } from './figures.js';
import { hardDocuments } from './hard.js';
import { fire, lifts, solar } from './invoices-a.js';
import { crane, geotech, waterproofing } from './invoices-b.js';
import { asbestos, curtainwall, landscape, signage } from './invoices-c.js';
import { Sheet } from './kit.js';
import { concrete, insulation, rebar } from './notes-a.js';
import { cable, paint, tiles } from './notes-b.js';
import { CUSTOMERS } from './parties.js';
import { type InvoicePlan, invoiceContent, type NotePlan, noteContent } from './plans.js';
import { SUPPLIERS } from './suppliers.js';

export const INVOICE_LAYOUTS: InvoicePlan[] = [lifts, fire, solar, crane, waterproofing, geotech, curtainwall, landscape, signage, asbestos];
export const NOTE_LAYOUTS: NotePlan[] = [concrete, rebar, insulation, paint, cable, tiles];

function expectedInvoice(c: InvoiceContent): ExpectedInvoice {
  return {
    invoice_number: c.number,
    issue_date: c.issue,
    ...(c.due ? { due_date: c.due } : {}),
    provider_nif: c.supplier.nif,
    provider_name: c.supplier.name,
    subtotal_amount: Number(c.fig.base),
    tax_amount: Number(c.fig.tax),
    withholding_amount: Number(c.fig.withholding),
    total_amount: Number(c.fig.total),
    currency: 'EUR',
    reverse_charge: c.fig.reverseCharge,
  };
}

function expectedNote(c: NoteContent): ExpectedNote {
  return {
    delivery_note_number: c.number,
    delivery_date: c.date,
    provider_nif: c.supplier.nif,
    provider_name: c.supplier.name,
    subtotal_amount: Number(c.subtotal),
    line_items: c.lines.map((l) => ({
      description: l.description,
      quantity: quantityNumber(l.quantity),
      unit: l.unit,
      unit_price: Number(l.price),
      subtotal: Number(l.amount),
    })),
  };
}

export async function generateTwentyThirdBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  let k = 0;
  for (const plan of INVOICE_LAYOUTS) {
    for (let v = 0; v < 3; v++) {
      const id = `blind23-${plan.name}-${v + 1}`;
      const customer = CUSTOMERS[k++ % CUSTOMERS.length];
      const { content, family } = invoiceContent(id, v, plan, SUPPLIERS[plan.name][v], customer);
      assertInvoiceCloses(id, content.lines, content.fig);
      const sheet = new Sheet(family, 9, `Factura ${content.number}`);
      plan.draw(sheet, content);
      docs.push({ id, layout: plan.name, kind: 'invoice', expectComplete: true, bytes: await sheet.bytes(), buyerNif: customer.nif, expected: expectedInvoice(content) });
    }
  }
  for (const plan of NOTE_LAYOUTS) {
    for (let v = 0; v < 3; v++) {
      const id = `blind23-${plan.name}-${v + 1}`;
      const customer = CUSTOMERS[k++ % CUSTOMERS.length];
      const { content, family } = noteContent(id, v, plan, SUPPLIERS[plan.name][v], customer);
      assertLinesClose(id, content.lines);
      if (content.subtotal !== sumOf(content.lines)) throw new Error(`${id}: the lines do not add up to the subtotal`);
      const sheet = new Sheet(family, 9, `Albarán ${content.number}`);
      plan.draw(sheet, content);
      docs.push({ id, layout: plan.name, kind: 'delivery_note', expectComplete: true, bytes: await sheet.bytes(), buyerNif: customer.nif, expected: expectedNote(content) });
    }
  }
  for (const hard of hardDocuments()) {
    const c = hard.content;
    const sheet = new Sheet(hard.family, 9, c.id);
    const base = { id: c.id, layout: hard.layout, expectComplete: false, why: hard.why, buyerNif: c.customer.nif };
    if (hard.kind === 'invoice') {
      hard.draw(sheet, hard.content);
      docs.push({ ...base, kind: 'invoice', bytes: await sheet.bytes(), expected: expectedInvoice(hard.content) });
    } else {
      hard.draw(sheet, hard.content);
      docs.push({ ...base, kind: 'delivery_note', bytes: await sheet.bytes(), expected: expectedNote(hard.content) });
    }
  }
  return docs;
}
