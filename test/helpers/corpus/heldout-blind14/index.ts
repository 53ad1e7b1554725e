import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import type { Doc, Layout } from './doc.js';
import { INVOICE_LAYOUTS } from './invoices.js';
import { Sheet, addDays, figures, item, validId, type Figures } from './kit.js';
import { NOTE_LAYOUTS } from './notes.js';
import { BUYERS, SITES, type Supplier, pickItems, pickQty } from './parties.js';
import { divRound, formatScaled } from '../../../../src/platform/money.js';
import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';

/**
 * The fourteenth blind held-out set (docs/document-extraction.md#measuring-it): interior fit-out
 * and furnishing of the buildings handed over, 10 invoice and 6 valued delivery-note layouts each
 * printed by three suppliers, and three documents whose right outcome is review. Written blind:
 * without reading the reader or any other corpus.
 */

interface Hard {
  why: string;
  /** Changes the document after its figures are worked out; returns the id the truth holds. */
  spoil: (d: Doc) => string | undefined;
}

function makeDoc(layout: Layout, k: number, sup: Supplier, id: string): Doc {
  const rng = new Mulberry32(seedOf(id));
  const buyer = rng.pick(BUYERS);
  const site = rng.pick(SITES);
  const date = addDays('2026-01-07', rng.int(0, 320));
  const seq = rng.int(40, 2900);
  const order = `PED-${rng.int(1000, 9999)}`;
  const customerCode = `C${rng.int(1000, 99999)}`;
  let items = layout.items?.(rng, k);
  if (!items) {
    const [lo, hi] = layout.name === 'espejos-hojas' && sup.words?.pages ? [12, 14] : layout.lines;
    items = pickItems(rng, layout.catalogue, lo, hi).map(([code, desc, unit, min, max, places, rate]) =>
      item(code, desc, pickQty(rng, places, unit), unit, BigInt(rng.int(min, max)), rate ?? 21),
    );
  }
  const fig = figures(items, { discountPct: sup.discountPct, irpfPct: sup.irpf, reverse: sup.reverse });
  return { id, rng, sup, buyer, site, order, customerCode, number: sup.number(seq), date, due: sup.dueDays ? addDays(date, sup.dueDays) : undefined, items, fig };
}

async function render(layout: Layout, d: Doc, truthId: string | undefined, hard?: Hard): Promise<CorpusDocument> {
  const sheet = new Sheet(layout.family, layout.size ?? 9);
  layout.draw(sheet, d);
  const bytes = await sheet.bytes();
  const base = { id: d.id, layout: layout.name, expectComplete: !hard, ...(hard ? { why: hard.why } : {}), bytes, buyerNif: d.buyer.id };
  if (layout.kind === 'invoice') {
    const expected: ExpectedInvoice = {
      invoice_number: d.number,
      issue_date: d.date,
      ...(d.due ? { due_date: d.due } : {}),
      ...(truthId ? { provider_nif: truthId } : {}),
      provider_name: d.sup.name,
      subtotal_amount: Number(d.fig.base),
      tax_amount: Number(d.fig.vat),
      withholding_amount: Number(d.fig.irpf),
      total_amount: Number(d.fig.total),
      currency: 'EUR',
      reverse_charge: !!d.sup.reverse,
    };
    return { ...base, kind: 'invoice', expected };
  }
  const amounts = d.printed?.amounts ?? d.items.map((i) => i.amount);
  const expected: ExpectedNote = {
    delivery_note_number: d.number,
    delivery_date: d.date,
    provider_nif: truthId!,
    provider_name: d.sup.name,
    subtotal_amount: Number(amounts.reduce((a, b) => a + b, 0n)),
    line_items: d.items.map((i, n) => ({
      description: i.desc,
      quantity: Number(formatScaled(i.qty, 3)),
      unit: i.unit,
      unit_price: Number(i.net),
      subtotal: Number(amounts[n]),
    })),
  };
  return { ...base, kind: 'delivery_note', expected };
}

const HARD: { layout: string; supplier: number; hard: Hard }[] = [
  {
    layout: 'armarios-marca',
    supplier: 0,
    hard: {
      why: 'the printed base is 25,00 more than its lines; VAT and total are worked out on that base',
      spoil(d) {
        const base = d.fig.base + 2500n;
        const vat = divRound(base * 21n, 100n);
        const fig: Figures = { ...d.fig, base, rates: [{ rate: 21, base, vat }], vat, total: base + vat };
        d.fig = fig;
        return validId(d.sup.id);
      },
    },
  },
  {
    layout: 'mosquiteras-celdas',
    supplier: 2,
    hard: {
      why: "the self-employed supplier's DNI carries a wrong control letter (48215396-R)",
      spoil(d) {
        d.sup = { ...d.sup, id: '48215396-R' };
        if (checkNif(normalizeNif(d.sup.id)).ok) throw new Error('the spoilt DNI is right');
        return undefined;
      },
    },
  },
  {
    layout: 'muebles-bano-banda',
    supplier: 1,
    hard: {
      why: "one line's printed amount is 18,00 more than its quantity times its price, and the note's total adds the printed amounts",
      spoil(d) {
        const amounts = d.items.map((i) => i.amount);
        amounts[1] += 1800n;
        d.printed = { amounts };
        return validId(d.sup.id);
      },
    },
  },
];

export async function generateFourteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of [...INVOICE_LAYOUTS, ...NOTE_LAYOUTS]) {
    for (let k = 0; k < 3; k++) {
      const sup = layout.suppliers[k];
      const d = makeDoc(layout, k, sup, `blind14-${layout.name}-${k + 1}`);
      out.push(await render(layout, d, validId(sup.id)));
    }
  }
  for (const h of HARD) {
    const layout = [...INVOICE_LAYOUTS, ...NOTE_LAYOUTS].find((l) => l.name === h.layout)!;
    const d = makeDoc(layout, h.supplier, layout.suppliers[h.supplier], `blind14-${h.layout}-review`);
    const truthId = h.hard.spoil(d);
    out.push(await render(layout, d, truthId, h.hard));
  }
  return out;
}
