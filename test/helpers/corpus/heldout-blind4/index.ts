import { normalizeNif } from '../../../../src/platform/nif.js';
import { seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { amountOf, mustClose, qtyNumber, Rng, totalsOf } from './kit.js';
import { BUYERS, type InvoiceLayout, type NoteLayout, type Party, SITES, type Supplier } from './model.js';
import { epoxy, marble } from './invoices-finish.js';
import { piling, polyurethane, screed, screedImpossibleDate } from './invoices-ground.js';
import { cutting, solar } from './invoices-regional.js';
import { cabins, fees, feesUndeducted, pool } from './invoices-services.js';
import { cement, gypsum, water } from './notes-bulk.js';
import { insulation, tiles, tilesWrongLine, tools } from './notes-counter.js';

/**
 * The fourth blind held-out set (docs/document-extraction.md#measuring-it): 10 invoice and 6
 * delivery-note layouts, each printed by three suppliers of its trade, and three hard documents
 * whose right outcome is review. Written without reading the reader or the other sets; every
 * regular document's figures close in integer cents and every tax id carries its control
 * character (the generator throws otherwise).
 */

const INVOICES: InvoiceLayout[] = [piling, polyurethane, screed, epoxy, marble, pool, solar, fees, cabins, cutting];
const NOTES: NoteLayout[] = [cement, water, gypsum, insulation, tools, tiles];

interface Hard {
  layout: string;
  why: string;
  /** A printed issue date that is not a calendar date. */
  issue?: string;
  /** The total printed without deducting the withholding. */
  undeducted?: boolean;
  /** One line's amount printed 90,00 above quantity × price, and the sum of the printed amounts. */
  wrongLine?: boolean;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-(s-?l-?[lu]?|s-?a|c-?b|sccl)-?$/, '')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 3)
    .join('-');

const common = (id: string, layout: string, bytes: Uint8Array, buyer: Party, hard?: Hard) => ({
  id,
  layout: hard?.layout ?? layout,
  expectComplete: !hard,
  ...(hard ? { why: hard.why } : {}),
  bytes,
  buyerNif: normalizeNif(buyer.nif),
});

const buyerOf = (rng: Rng, indexes: number[] | undefined) => BUYERS[rng.pick(indexes ?? BUYERS.map((_, i) => i))];

async function invoice(layout: InvoiceLayout, s: Supplier, hard?: Hard): Promise<CorpusDocument> {
  const id = `blind4-${layout.name.slice(3)}-${slug(s.name)}`;
  const rng = new Rng(seedOf(id));
  const reverseCharge = layout.reverseCharge ?? false;
  const lines = layout.lines(rng, s);
  const computed = totalsOf(lines, s.withholding ?? 0, reverseCharge);
  const totals = hard?.undeducted ? { ...computed, total: computed.base + computed.vat } : computed;
  if (!hard) mustClose(id, lines, totals, reverseCharge);
  const issue = hard?.issue ?? rng.date(1, 10);
  const due = hard?.issue ? undefined : layout.due?.(issue, rng, s);
  const buyer = buyerOf(rng, layout.buyers);
  const site = rng.pick(SITES);
  const number = s.number(rng.int(12, 980));
  const bytes = await layout.draw({ supplier: s, buyer, site, number, issue, due, lines, totals, reverseCharge, rng });
  return {
    ...common(id, layout.name, bytes, buyer, hard),
    kind: 'invoice',
    expected: {
      invoice_number: number,
      ...(hard?.issue ? {} : { issue_date: issue }),
      ...(due ? { due_date: due } : {}),
      provider_nif: normalizeNif(s.nif),
      provider_name: s.name,
      subtotal_amount: Number(totals.base),
      tax_amount: Number(totals.vat),
      withholding_amount: Number(totals.withholding),
      total_amount: Number(totals.total),
      currency: 'EUR',
      reverse_charge: reverseCharge,
    },
  };
}

async function note(layout: NoteLayout, s: Supplier, hard?: Hard): Promise<CorpusDocument> {
  const id = `blind4-${layout.name.slice(3)}-${slug(s.name)}`;
  const rng = new Rng(seedOf(id));
  const lines = layout.lines(rng, s);
  if (hard?.wrongLine) {
    const l = lines[rng.int(0, lines.length - 1)];
    l.shown = amountOf(l) + 9000n;
  }
  const totals = totalsOf(lines);
  if (!hard) mustClose(id, lines, totals);
  const date = rng.date(1, 12);
  const buyer = buyerOf(rng, layout.buyers);
  const site = rng.pick(SITES);
  const number = s.number(rng.int(12, 980));
  const bytes = await layout.draw({ supplier: s, buyer, site, number, date, lines, totals, rng });
  return {
    ...common(id, layout.name, bytes, buyer, hard),
    kind: 'delivery_note',
    expected: {
      delivery_note_number: number,
      delivery_date: date,
      provider_nif: normalizeNif(s.nif),
      provider_name: s.name,
      subtotal_amount: Number(totals.base),
      line_items: lines.map((l) => ({
        description: l.description,
        quantity: qtyNumber(l.quantity),
        unit: l.unit,
        unit_price: Number(l.price),
        subtotal: Number(amountOf(l)),
      })),
    },
  };
}

export async function generateFourthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const layout of INVOICES) for (const s of layout.suppliers) docs.push(await invoice(layout, s));
  for (const layout of NOTES) for (const s of layout.suppliers) docs.push(await note(layout, s));
  docs.push(
    await invoice(screed, screedImpossibleDate, {
      layout: 'b4-screed-hard',
      issue: '2026-11-31',
      why: 'the issue date printed is 31 de noviembre de 2026, a day that does not exist',
    }),
    await invoice(fees, feesUndeducted, {
      layout: 'b4-hs-fees-hard',
      undeducted: true,
      why: 'the IRPF withheld is printed but the total is base + VAT, without deducting it',
    }),
    await note(tiles, tilesWrongLine, {
      layout: 'b4-roof-tile-hard',
      wrongLine: true,
      why: 'one line prints an amount 90,00 above its quantity × price, and the sum carries it',
    }),
  );
  const ids = new Set(docs.map((d) => d.id));
  if (ids.size !== docs.length) throw new Error('blind4: two documents share an id');
  return docs;
}
