import { seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { Rng, type InvoiceDoc, type InvoiceLayout, type NoteDoc, type NoteLayout } from './docs.js';
import { closingProblems, expectedInvoice, expectedNote, figures, lineAmount, type Figures } from './figures.js';
import { greenhouseClimate, irrigationPonds } from './invoices-agri.js';
import { workboatHire } from './invoices-boats.js';
import { marinaPontoons, marineSteelwork, navigationAids } from './invoices-coast.js';
import { armourUnits, hydrographicFees, marinePiling, underwaterInspection } from './invoices-port.js';
import { Sheet } from './kit.js';
import { dripIrrigation, netting } from './notes-farm.js';
import { anodes, divingTicket, marineFixings, marineTimber, shownQty } from './notes-port.js';

/**
 * The twenty-second blind held-out set (docs/document-extraction.md#measuring-it): maritime and
 * port works and agricultural buildings, 10 invoice and 6 valued delivery-note layouts each
 * printed by three suppliers, and 3 documents whose right outcome is review. Written blind: its
 * author read neither the reader nor any other corpus.
 */

const INVOICES: InvoiceLayout[] = [
  marinePiling,
  hydrographicFees,
  underwaterInspection,
  workboatHire,
  armourUnits,
  marinaPontoons,
  navigationAids,
  irrigationPonds,
  greenhouseClimate,
  marineSteelwork,
];

const NOTES: NoteLayout[] = [marineFixings, anodes, divingTicket, dripIrrigation, netting, marineTimber];

interface InvoiceTwist {
  layout: InvoiceLayout;
  v: number;
  why: string;
  twist(d: InvoiceDoc, f: Figures): [InvoiceDoc, Figures];
}

const HARD_INVOICES: InvoiceTwist[] = [
  {
    layout: armourUnits,
    v: 0,
    why: 'the ERP prints TOTAL FACTURA rounded down to the whole euro, so base + VAT is more than the printed total',
    twist: (d, f) => [d, { ...f, total: Math.floor(f.total / 100) * 100 }],
  },
  {
    layout: marinaPontoons,
    v: 2,
    why: 'the advance deducted by the base is printed as a positive line (its minus sign lost), so the lines add up to more than the base',
    twist: (d, f) => [
      { ...d, lines: d.lines.map((l) => ({ ...l, price: Math.abs(l.price) })) },
      { ...f, amounts: f.amounts.map(Math.abs), gross: f.amounts.reduce((a, b) => a + Math.abs(b), 0) },
    ],
  },
];

const HARD_NOTE = {
  layout: dripIrrigation,
  v: 1,
  why: 'one line prints its quantity with its last two digits swapped; its amount, and the printed total, are worked out on the real quantity',
};

function seeded(id: string): Rng {
  return new Rng(seedOf(`heldout-blind22/${id}`));
}

async function invoice(layout: InvoiceLayout, v: number, hard?: InvoiceTwist): Promise<CorpusDocument> {
  const id = `blind22-${layout.name}-${hard ? 'hard' : v + 1}`;
  const d = layout.make(v, seeded(id));
  const real = figures(d.lines, d.terms);
  const [shown, f] = hard ? hard.twist(d, real) : [d, real];
  const problems = closingProblems(f, d.terms);
  if (!hard && problems.length) throw new Error(`${id}: figures do not close (${problems.join('; ')})`);
  if (hard && problems.length === 0) throw new Error(`${id}: a hard document whose figures close`);
  const sheet = new Sheet(d.look.family);
  layout.draw(sheet, shown, f);
  const expected = expectedInvoice({ number: d.number, issue: d.issue, due: d.due, supplier: d.supplier, figures: f, reverse: d.terms.reverse });
  return { kind: 'invoice', expected, ...(await common(id, layout.name, sheet, d.customer.nif, hard?.why)) };
}

/** What every document carries besides its kind and truth; `why` only on a hard one. */
async function common(id: string, layout: string, sheet: Sheet, buyerNif: string, why?: string) {
  return { id, layout, bytes: await sheet.bytes(), buyerNif, expectComplete: why === undefined, ...(why ? { why } : {}) };
}

/** Swaps the last two digits of the first quantity that has two different ones there. */
function swapDigits(d: NoteDoc): Map<number, number> {
  const i = d.lines.findIndex((l) => Number.isInteger(l.qty) && l.qty >= 100 && String(l.qty).slice(-2, -1) !== String(l.qty).slice(-1));
  if (i < 0) throw new Error('no quantity to misprint');
  const text = String(d.lines[i]!.qty);
  return new Map([[i, Number(text.slice(0, -2) + text.slice(-1) + text.slice(-2, -1))]]);
}

async function note(layout: NoteLayout, v: number, hard?: string): Promise<CorpusDocument> {
  const id = `blind22-${layout.name}-${hard ? 'hard' : v + 1}`;
  const d = layout.make(v, seeded(id));
  if (hard) d.printedQty = swapDigits(d);
  const amounts = d.lines.map(lineAmount);
  const off = d.lines.filter((l, i) => lineAmount({ ...l, qty: shownQty(d, i) }) !== amounts[i]).length;
  if (!hard && off) throw new Error(`${id}: a line's amount is not its quantity × price`);
  if (hard && !off) throw new Error(`${id}: a hard document whose lines close`);
  const sheet = new Sheet(d.look.family);
  layout.draw(sheet, d, amounts);
  const lines = d.lines.map((l, i) => ({ ...l, qty: shownQty(d, i) }));
  const expected = expectedNote({ number: d.number, delivery: d.delivery, supplier: d.supplier, lines, amounts });
  return { kind: 'delivery_note', expected, ...(await common(id, layout.name, sheet, d.customer.nif, hard)) };
}

export async function generateTwentySecondBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const layout of INVOICES) for (let v = 0; v < 3; v++) docs.push(await invoice(layout, v));
  for (const layout of NOTES) for (let v = 0; v < 3; v++) docs.push(await note(layout, v));
  for (const hard of HARD_INVOICES) docs.push(await invoice(hard.layout, hard.v, hard));
  docs.push(await note(HARD_NOTE.layout, HARD_NOTE.v, HARD_NOTE.why));
  return docs;
}
