import type { CorpusDocument } from '../types.js';
import { seedOf } from '../rng.js';
import { invoiceTruth, noteTruth, type InvoiceCase, type InvoiceLayout, type NoteCase, type NoteLayout } from './cases.js';
import { addDays, cif, isoDate, lines, money, Rng, spoiled, totals, type Line } from './kit.js';
import { buyers, pad, SITES, type Buyer, type Supplier } from './parties.js';
import { blinds, cleaning, drawBlinds, finish, kitchens, landscaping, lightning } from './invoices-a.js';
import { acoustic, evChargers, gas, signage, stonework } from './invoices-b.js';
import { drawPipes, lighting, lime, nursery, pipes, plumbingCounter, windows } from './notes.js';

/**
 * The fifth blind held-out set (docs/document-extraction.md#measuring-it): 10 invoice and 6
 * delivery-note layouts, each printed by three suppliers of trades no other set has, plus three
 * documents whose right outcome is review. Written without reading the reader or the other sets.
 */

const INVOICES: InvoiceLayout[] = [kitchens, blinds, lightning, landscaping, cleaning, signage, evChargers, gas, acoustic, stonework];
const NOTES: NoteLayout[] = [lime, lighting, plumbingCounter, nursery, pipes, windows];

function sum(ls: readonly Line[]): bigint {
  return ls.reduce((t, l) => t + l.amount, 0n);
}

function invoiceCase(layout: InvoiceLayout, s: Supplier, rng: Rng, customers: Buyer[]): InvoiceCase {
  const buyer = layout.buyer ? layout.buyer(rng) : rng.pick(customers);
  const drawn = lines(rng, layout.items, rng.int(layout.count[0], layout.count[1]));
  const ls = layout.adjust ? layout.adjust(rng, drawn) : drawn;
  const issue = isoDate(rng);
  return {
    rng,
    s,
    buyer,
    site: rng.pick(SITES),
    number: s.number(rng.int(100, 2400)),
    issue,
    due: addDays(issue, s.dueDays ?? 30),
    lines: ls,
    t: totals(ls, { irpf: s.irpf, reverse: s.reverse }),
  };
}

function noteCase(layout: NoteLayout, s: Supplier, rng: Rng, customers: Buyer[]): NoteCase {
  const ls = lines(rng, layout.items, rng.int(layout.count[0], layout.count[1]));
  totals(ls);
  return { rng, s, buyer: rng.pick(customers), site: rng.pick(SITES), number: s.number(rng.int(1000, 98000)), date: isoDate(rng), lines: ls, printedSum: sum(ls) };
}

export async function generateFifthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const customers = buyers(new Rng(seedOf('blind5:buyers')));
  const out: CorpusDocument[] = [];

  for (const layout of INVOICES) {
    const rng = new Rng(seedOf(`blind5:${layout.name}`));
    const suppliers = finish(rng, layout.suppliers(rng));
    for (const [i, s] of suppliers.entries()) {
      const c = invoiceCase(layout, s, rng, customers);
      out.push({
        id: `blind5-${layout.name}-${i + 1}`,
        layout: layout.name,
        kind: 'invoice',
        expectComplete: true,
        bytes: await layout.draw(c),
        buyerNif: c.buyer.nif,
        expected: invoiceTruth(c, { printsDue: layout.printsDue }),
      });
    }
  }

  for (const layout of NOTES) {
    const rng = new Rng(seedOf(`blind5:${layout.name}`));
    const suppliers = finish(rng, layout.suppliers(rng));
    for (const [i, s] of suppliers.entries()) {
      const c = noteCase(layout, s, rng, customers);
      out.push({
        id: `blind5-${layout.name}-${i + 1}`,
        layout: layout.name,
        kind: 'delivery_note',
        expectComplete: true,
        bytes: await layout.draw(c),
        buyerNif: c.buyer.nif,
        expected: noteTruth(c),
      });
    }
  }

  out.push(...(await hardDocuments(customers)));
  check(out);
  return out;
}

/** Three documents whose right outcome is review, each of its own kind and supplier. */
async function hardDocuments(customers: Buyer[]): Promise<CorpusDocument[]> {
  const rng = new Rng(seedOf('blind5:hard'));
  const out: CorpusDocument[] = [];

  // A supplier CIF whose control digit is wrong.
  {
    const good = cif(rng);
    const bad = spoiled(good);
    const [s] = finish(rng, [{ name: 'Toldos y Persianas Atlántico, S.L.', nif: bad, street: 'Rúa de Urzaiz, 140', city: '36205 Vigo', phone: '986 41 72 03', money: 'eur' as const, date: 'dash' as const, number: (n: number) => `TA-${pad(n, 4)}`, v: 0, dueDays: 30 }]);
    const c = invoiceCase(blinds, s, rng, customers);
    out.push({
      id: 'blind5-inv-blinds-hard-1',
      layout: 'inv-blinds-hard',
      kind: 'invoice',
      expectComplete: false,
      why: `the supplier's CIF ${bad} has a wrong control digit (${good} would be valid)`,
      bytes: await drawBlinds(c, bad),
      buyerNif: c.buyer.nif,
      expected: invoiceTruth(c, { printsDue: true, nif: null }),
    });
  }

  // A VAT amount that is not base × rate (the total adds the printed VAT).
  {
    const [s] = finish(rng, [{ brand: 'NÓRDIKA', name: 'Nórdika Cocinas y Baños, S.L.', nif: cif(rng), street: 'C/ Gran Vía, 61', city: '26002 Logroño', phone: '941 25 80 13', money: 'eur' as const, date: 'slash' as const, number: (n: number) => `NK-${pad(n, 5)}`, v: 0, dueDays: 30 }]);
    const c = invoiceCase(kitchens, s, rng, customers);
    const printedVat = c.t.tax + 4730n;
    c.tax = printedVat;
    c.total = c.t.subtotal + printedVat;
    out.push({
      id: 'blind5-inv-kitchens-hard-1',
      layout: 'inv-kitchens-hard',
      kind: 'invoice',
      expectComplete: false,
      why: `IVA 21 % printed as ${money(printedVat, 'eur')} but 21 % of the base ${money(c.t.subtotal, 'eur')} is ${money(c.t.tax, 'eur')}; the total adds the printed VAT`,
      bytes: await kitchens.draw(c),
      buyerNif: c.buyer.nif,
      expected: invoiceTruth(c, { printsDue: true, tax: printedVat, total: c.total }),
    });
  }

  // A note whose printed total is 120,00 more than its lines.
  {
    const [s] = finish(rng, [{ name: 'TUBERÍAS Y RIEGOS DEL SEGURA, S.L.', nif: cif(rng), street: 'AVDA. DE LORCA, 77', city: '30820 ALCANTARILLA', phone: '968 80 21 64', money: 'plain' as const, date: 'slash' as const, number: (n: number) => `TS${pad(n, 6)}`, v: 0 }]);
    const c = noteCase(pipes, s, rng, customers);
    c.printedSum = sum(c.lines) + 12000n;
    out.push({
      id: 'blind5-dn-pipes-hard-1',
      layout: 'dn-pipes-hard',
      kind: 'delivery_note',
      expectComplete: false,
      why: `the printed total ${money(c.printedSum, 'plain')} is 120,00 more than the sum of the lines ${money(sum(c.lines), 'plain')}`,
      bytes: await drawPipes(c),
      buyerNif: c.buyer.nif,
      expected: noteTruth(c),
    });
  }
  return out;
}

/** Throws unless every id is unique and every regular document closes in integer cents. */
function check(docs: CorpusDocument[]): void {
  const ids = new Set<string>();
  for (const d of docs) {
    if (ids.has(d.id) || !d.id.startsWith('blind5-')) throw new Error(`bad id ${d.id}`);
    ids.add(d.id);
    if (!d.expectComplete) continue;
    if (d.kind === 'invoice') {
      const e = d.expected;
      if (e.subtotal_amount + e.tax_amount - e.withholding_amount !== e.total_amount) throw new Error(`${d.id} does not close`);
      if (!e.issue_date?.startsWith('2026-')) throw new Error(`${d.id} is not dated 2026`);
    } else {
      const e = d.expected;
      const s = (e.line_items ?? []).reduce((t, l) => t + l.subtotal, 0);
      if (s !== e.subtotal_amount) throw new Error(`${d.id}: lines do not sum to the total`);
    }
  }
  const regular = docs.filter((d) => d.expectComplete).length;
  if (regular !== 48 || docs.length !== 51) throw new Error(`expected 48 regular and 3 hard documents, got ${regular} and ${docs.length - regular}`);
}
