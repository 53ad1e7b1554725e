import { divRound } from '../../../../src/platform/money.js';
import { seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedLine } from '../types.js';
import { INVOICE_LAYOUTS, type InvoiceData, type InvoiceLayout } from './invoices.js';
import { addDays, cents, type Figures, figures, isoDate, mustClose, qtyNumber, Rng, Sheet } from './kit.js';
import { NOTE_LAYOUTS, type NoteData, type NoteLayout } from './notes.js';
import { BUYERS, party, type SupplierSpec } from './parties.js';

/**
 * The third blind held-out set (docs/document-extraction.md#measuring-it): ten invoice and six
 * delivery-note layouts of trades the other sets lack, each printed by three suppliers, and three
 * documents made hard on purpose whose right outcome is review. Written without reading the
 * reader or the other corpora; scored once, on request.
 */

const CONSONANTS = 'BCDFGHJKLMNPRSTVWXYZ';

function plate(rng: Rng): string {
  return `${rng.digits(4)} ${[0, 1, 2].map(() => rng.pick([...CONSONANTS])).join('')}`;
}

interface InvoiceDraft {
  id: string;
  layout: InvoiceLayout;
  data: InvoiceData;
}

function invoiceDraft(layout: InvoiceLayout, spec: SupplierSpec, index: number, id: string): InvoiceDraft {
  const rng = new Rng(seedOf(id));
  const sup = party(spec);
  const buyer = BUYERS[(index + INVOICE_LAYOUTS.indexOf(layout)) % BUYERS.length];
  const { lines, irpf, reverseCharge } = layout.lines(rng, spec);
  const fig = figures(lines, { irpf, reverseCharge });
  const issue = isoDate(rng, 1, 9);
  const due = layout.dueDays ? addDays(issue, rng.pick(layout.dueDays)) : undefined;
  const ref = `${rng.pick(['CL', 'P', 'OC', 'PED'])}-${rng.digits(5)}`;
  return { id, layout, data: { sup, buyer, site: rng.pick(buyer.sites), number: spec.number, issue, due, fig, ref } };
}

async function invoiceDocument(draft: InvoiceDraft, hard?: { why: string }): Promise<CorpusDocument> {
  const { id, layout, data } = draft;
  if (!hard) mustClose(id, data.fig);
  const sheet = new Sheet(layout.family, layout.size, `Factura ${data.number}`);
  layout.draw(sheet, data);
  const f = data.fig;
  return {
    id,
    layout: layout.name,
    kind: 'invoice',
    expectComplete: !hard,
    ...(hard ? { why: hard.why } : {}),
    bytes: await sheet.bytes(),
    buyerNif: data.buyer.nif,
    expected: {
      invoice_number: data.number,
      issue_date: data.issue,
      ...(data.due ? { due_date: data.due } : {}),
      provider_nif: data.sup.nif,
      provider_name: data.sup.name,
      subtotal_amount: cents(f.base),
      tax_amount: cents(f.tax),
      withholding_amount: cents(f.withholding),
      total_amount: cents(f.total),
      currency: 'EUR',
      reverse_charge: f.reverseCharge,
    },
  };
}

interface NoteDraft {
  id: string;
  layout: NoteLayout;
  data: NoteData;
}

function noteDraft(layout: NoteLayout, spec: SupplierSpec, index: number, id: string): NoteDraft {
  const rng = new Rng(seedOf(id));
  const sup = party(spec);
  const buyer = BUYERS[(index + NOTE_LAYOUTS.indexOf(layout) + 2) % BUYERS.length];
  const lines = layout.lines(rng);
  const subtotal = lines.reduce((t, l) => t + l.amount, 0n);
  const ref = `${rng.pick(['PED', 'OC', 'Encargado J.', 'Enc.'])} ${rng.digits(4)}`;
  return {
    id,
    layout,
    data: { sup, buyer, site: rng.pick(buyer.sites), number: spec.number, date: isoDate(rng, 1, 11), lines, subtotal, ref, plate: plate(rng) },
  };
}

async function noteDocument(draft: NoteDraft, hard?: { why: string }): Promise<CorpusDocument> {
  const { id, layout, data } = draft;
  const sum = data.lines.reduce((t, l) => t + l.amount, 0n);
  if (!hard) {
    mustClose(id, figures(data.lines));
    if (sum !== data.subtotal) throw new Error(`${id} does not close: printed subtotal`);
  }
  const sheet = new Sheet(layout.family, layout.size, `Albarán ${data.number}`);
  layout.draw(sheet, data);
  const lineItems: ExpectedLine[] = data.lines.map((l) => ({
    description: l.description,
    quantity: qtyNumber(l.quantity),
    unit: l.unit,
    unit_price: cents(l.price),
    subtotal: cents(l.amount),
  }));
  return {
    id,
    layout: layout.name,
    kind: 'delivery_note',
    expectComplete: !hard,
    ...(hard ? { why: hard.why } : {}),
    bytes: await sheet.bytes(),
    buyerNif: data.buyer.nif,
    expected: {
      delivery_note_number: data.number,
      delivery_date: data.date,
      provider_nif: data.sup.nif,
      provider_name: data.sup.name,
      subtotal_amount: cents(data.subtotal),
      line_items: lineItems,
    },
  };
}

function layoutNamed<T extends { name: string }>(layouts: T[], name: string): T {
  const found = layouts.find((l) => l.name === name);
  if (!found) throw new Error(`no layout ${name}`);
  return found;
}

/** A VAT line printed at the old 18 % under a 21 % label; the total adds that wrong VAT. */
async function wrongVat(): Promise<CorpusDocument> {
  const layout = layoutNamed(INVOICE_LAYOUTS, 'metalwork-left');
  const spec: SupplierSpec = {
    ...layout.suppliers[0],
    name: 'Cerrajería y Forja Valdés, S.L.',
    street: 'C/ Industria 17',
    town: '33400 Avilés (Asturias)',
    phone: 'Tel. 985 56 12 70',
    email: 'valdes@forjavaldes.es',
    number: 'FV-2026-0207',
    tagline: 'Forja artística · Cerrajería de obra',
  };
  const draft = invoiceDraft(layout, spec, 1, 'blind3-hard-vat-not-base-times-rate');
  const f = draft.data.fig;
  const vat = divRound(f.base * 18n, 100n);
  const fig: Figures = { ...f, byRate: [{ ...f.byRate[0], vat }], tax: vat, total: f.base + vat };
  draft.data.fig = fig;
  return invoiceDocument(draft, { why: 'the VAT printed under "IVA 21%" is 18 % of the base, and the total adds it' });
}

/** Two different dates, both labelled as the invoice's date. */
async function twoInvoiceDates(): Promise<CorpusDocument> {
  const layout = layoutNamed(INVOICE_LAYOUTS, 'lifts-header-grid');
  const spec: SupplierSpec = {
    ...layout.suppliers[0],
    name: 'Elevación y Mantenimiento Turia, S.L.',
    street: 'Avda. del Cid 88',
    town: '46018 Valencia',
    phone: '963 13 70 52',
    email: 'facturas@elevacionturia.es',
    number: '26/0598',
    date: 'slash',
    registry: 'Valencia, Tomo 10.118, Folio 31, Hoja V-166402',
  };
  const draft = invoiceDraft(layout, spec, 2, 'blind3-hard-two-invoice-dates');
  draft.data.otherIssue = addDays(draft.data.issue, 4);
  mustClose(draft.id, draft.data.fig);
  return invoiceDocument(draft, { why: 'the header grid and the payment block print two different dates, both labelled as the invoice date' });
}

/** A valued note whose printed total is 45,00 more than its lines. */
async function noteNotSumming(): Promise<CorpusDocument> {
  const layout = layoutNamed(NOTE_LAYOUTS, 'sanitary-wholesaler-grid');
  const spec: SupplierSpec = {
    ...layout.suppliers[0],
    name: 'Almacenes Sanitarios Órbigo, S.L.',
    kind: 'B',
    street: 'Ctra. de León 31',
    town: '24700 Astorga (León)',
    phone: '987 61 44 08',
    email: 'pedidos@sanitariosorbigo.es',
    number: 'AO-26-1177',
    registry: 'León, Tomo 1.120, Folio 150, Hoja LE-19823',
  };
  const draft = noteDraft(layout, spec, 0, 'blind3-hard-note-lines-do-not-sum');
  mustClose(draft.id, figures(draft.data.lines));
  draft.data.subtotal += 4500n;
  return noteDocument(draft, { why: 'the printed net total is 45,00 more than the sum of its lines (a delivery charge on no line)' });
}

export async function generateThirdBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const layout of INVOICE_LAYOUTS) {
    for (const [i, spec] of layout.suppliers.entries()) {
      docs.push(await invoiceDocument(invoiceDraft(layout, spec, i, `blind3-${layout.name}-${i + 1}`)));
    }
  }
  for (const layout of NOTE_LAYOUTS) {
    for (const [i, spec] of layout.suppliers.entries()) {
      docs.push(await noteDocument(noteDraft(layout, spec, i, `blind3-${layout.name}-${i + 1}`)));
    }
  }
  docs.push(await wrongVat(), await twoInvoiceDates(), await noteNotSumming());
  const ids = new Set(docs.map((d) => d.id));
  if (ids.size !== docs.length) throw new Error('blind3: duplicate document ids');
  return docs;
}
