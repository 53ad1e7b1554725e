import { divRound, sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import type { Buyer, Figures } from './figures.js';
import { Rng, day, figures, pickLines } from './figures.js';
import type { Inv, InvoiceLayout } from './invoices.js';
import { INVOICE_LAYOUTS } from './invoices.js';
import { addDays, cif, iso, Sheet } from './kit.js';
import type { Note } from './notes.js';
import { NOTE_LAYOUTS } from './notes.js';

/**
 * Blind held-out set 13 (docs/document-extraction.md#measuring-it): industrial building and
 * logistics trades — sandwich-panel cladding, industrial doors and dock levellers, overhead cranes,
 * steel racking, a structural engineer's fees, anti-static floors in Catalan, prefabricated
 * concrete warehouses, skylights, industrial drainage, compressed-air networks; valued notes from
 * panel factories, racking parts, dock spare parts, floor materials in Galician, fire-stopping
 * counters and polycarbonate sheets. Written blind: without reading the reader or another corpus.
 */

const BUYERS: Buyer[] = [
  { name: 'Naves y Plataformas Logísticas del Henares, S.A.', nif: cif('A', '8512739'), street: 'Calle Alcalá 540, 4ª planta', city: '28027 Madrid' },
  { name: 'Construcciones Industriales Ebro Norte, S.L.', nif: cif('B', '5027814'), street: 'Paseo de la Independencia 8', city: '50004 Zaragoza' },
  { name: 'UTE Centro Logístico Guadalhorce', nif: cif('U', '9340618', true), street: 'Avda. Velázquez 192', city: '29004 Málaga' },
];

function invoiceExpected(d: Inv): ExpectedInvoice {
  return {
    invoice_number: d.number,
    issue_date: iso(d.issue),
    ...(d.due ? { due_date: iso(d.due) } : {}),
    provider_nif: d.s.nif,
    provider_name: d.s.name,
    subtotal_amount: d.f.base,
    tax_amount: d.f.tax,
    withholding_amount: d.f.irpf,
    total_amount: d.f.total,
    currency: 'EUR',
    reverse_charge: d.f.reverse,
  };
}

async function render(draw: (sh: Sheet) => void, family: Sheet['family'], size?: [number, number]): Promise<Uint8Array> {
  const sh = new Sheet(family, size);
  draw(sh);
  return sh.bytes();
}

function invoiceData(layout: InvoiceLayout, k: number, rng: Rng): Inv {
  const o = layout.options(k);
  const lines = pickLines(rng, layout.items, rng.int(...layout.lines), o.lineDiscounts);
  if (layout.id === 'inv-drainage-rates' && !lines.some((l) => l.rate === 10)) lines.push(...pickLines(rng, layout.items.filter((i) => i.rate === 10), 1));
  if (layout.id === 'inv-drainage-rates') lines.sort((a, b) => a.rate - b.rate);
  const f = figures(lines, o);
  const issue = day(rng);
  return { s: layout.suppliers[k], b: BUYERS[(k + layout.id.length) % 3], number: layout.number(rng.int(100, 980), k), issue, due: o.dueDays ? addDays(issue, o.dueDays) : undefined, f, k };
}

async function invoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of INVOICE_LAYOUTS) {
    for (let k = 0; k < 3; k++) {
      const rng = new Rng(`${layout.id}/${k}`);
      const d = invoiceData(layout, k, rng);
      out.push({
        id: `${layout.id}-${k + 1}`,
        layout: layout.id,
        kind: 'invoice',
        expectComplete: true,
        bytes: await render((sh) => layout.draw(sh, d), d.s.family),
        buyerNif: d.b.nif,
        expected: invoiceExpected(d),
      });
    }
  }
  return out;
}

async function notes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of NOTE_LAYOUTS) {
    for (let k = 0; k < 3; k++) {
      const rng = new Rng(`${layout.id}/${k}`);
      const d = noteData(layout.id, k, rng);
      out.push(await noteDocument(`${layout.id}-${k + 1}`, layout.id, d, true));
    }
  }
  return out;
}

function noteData(id: string, k: number, rng: Rng): Note {
  const layout = NOTE_LAYOUTS.find((l) => l.id === id)!;
  const n = id === 'note-polycarbonate-centred' && k === 0 ? 24 : rng.int(...layout.lines);
  const lines = pickLines(rng, layout.items, n);
  const sum = Number(sumCents(lines.map((l) => l.amount)));
  return { s: layout.suppliers[k], b: BUYERS[(k + id.length) % 3], number: layout.number(rng.int(1000, 9800), k), date: day(rng), lines, sum, k };
}

async function noteDocument(id: string, layoutId: string, d: Note, regular: boolean, why?: string): Promise<CorpusDocument> {
  const layout = NOTE_LAYOUTS.find((l) => l.id === layoutId)!;
  const expected: ExpectedNote = {
    delivery_note_number: d.number,
    delivery_date: iso(d.date),
    provider_nif: d.s.nif,
    provider_name: d.s.name,
    subtotal_amount: d.sum,
    line_items: d.lines.map((l) => ({ description: `${l.desc}`, quantity: l.q3 / 1000, unit: l.unit, unit_price: l.price, subtotal: l.amount })),
  };
  return {
    id,
    layout: layout.id,
    kind: 'delivery_note',
    expectComplete: regular,
    ...(why ? { why } : {}),
    bytes: await render((sh) => layout.draw(sh, d), d.s.family, layout.size),
    buyerNif: d.b.nif,
    expected,
  };
}

async function hard(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];

  // 1. A cladding invoice whose printed base is 120,00 less than its lines; VAT and total follow the base.
  {
    const layout = INVOICE_LAYOUTS[0];
    const d = invoiceData(layout, 2, new Rng('hard/cladding'));
    const base = d.f.base - 12000;
    const tax = Number(divRound(BigInt(base) * 21n, 100n));
    const f: Figures = { ...d.f, gross: base, base, tax, total: base + tax, vats: [{ rate: 21, base, tax }] };
    const h = { ...d, f, number: 'FV26/00731' };
    out.push({
      id: 'hard-cladding-base-short',
      layout: layout.id,
      kind: 'invoice',
      expectComplete: false,
      why: 'the printed base is 120,00 less than the sum of its lines (VAT and total follow the printed base)',
      bytes: await render((sh) => layout.draw(sh, h), h.s.family),
      buyerNif: h.b.nif,
      expected: invoiceExpected(h),
    });
  }

  // 2. A prefab invoice that prints the reverse-charge note yet charges 21 % VAT and adds it.
  {
    const layout = INVOICE_LAYOUTS[6];
    const d = invoiceData(layout, 1, new Rng('hard/prefab'));
    const f = figures(d.f.lines, {});
    const h: Inv = { ...d, f, number: 'MS/26/488', reverseNote: true };
    out.push({
      id: 'hard-prefab-reverse-note-with-vat',
      layout: layout.id,
      kind: 'invoice',
      expectComplete: false,
      why: 'prints the reverse-charge (inversión del sujeto pasivo) legal note yet charges 21 % VAT and adds it to the total',
      bytes: await render((sh) => layout.draw(sh, h), h.s.family),
      buyerNif: h.b.nif,
      expected: invoiceExpected(h),
    });
  }

  // 3. A panel note whose printed total is 1.000,00 more than its lines.
  {
    const d = noteData('note-panel-factory', 1, new Rng('hard/panels'));
    out.push(await noteDocument('hard-panel-note-total-over', 'note-panel-factory', { ...d, number: '26/5127', printedSum: d.sum + 100000 }, false, 'the printed `Total albarán (sin IVA)` is 1.000,00 more than the sum of its lines (the truth keeps the lines\' sum)'));
  }
  return out;
}

export async function generateThirteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return [...(await invoices()), ...(await notes()), ...(await hard())];
}
