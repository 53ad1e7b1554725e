import { normalizeNif } from '../../../../src/platform/nif.js';
import type { Family } from '../pen.js';
import type { CorpusBase, CorpusDocument } from '../types.js';
import type { InvoiceSpec, NoteSpec } from './draw.js';
import { underfloor, parquet, damp, boreholes, roadmarks } from './invoices-a.js';
import { fencing, sewer, fees, shuttering, plaster } from './invoices-b.js';
import { addDays, cif, expectedLine, iso, noteSum, Rng, Sheet, someDay, totals } from './kit.js';
import type { InvoiceLayout, NoteLayout } from './layout.js';
import { flooringNote, doorsNote, adhesiveNote, tarmacNote, cableNote, silicaNote } from './notes.js';
import { buyerFor, siteFor, supplier, type Supplier } from './parties.js';

/**
 * The sixth blind held-out set (docs/document-extraction.md#measuring-it): 10 invoice and 6
 * delivery-note layouts, each printed by three suppliers, plus three documents whose right
 * outcome is review. Written without reading the reader or the other sets.
 */

const INVOICES: InvoiceLayout[] = [underfloor, parquet, damp, boreholes, roadmarks, fencing, sewer, fees, shuttering, plaster];
const NOTES: NoteLayout[] = [flooringNote, doorsNote, adhesiveNote, tarmacNote, cableNote, silicaNote];

interface InvoiceHard {
  printedTotal?: (total: number) => number;
}

/** The document drawn by its layout, with what every corpus document carries besides its truth. */
async function printed<S extends InvoiceSpec | NoteSpec>(
  layout: { family?: Family; draw(sh: Sheet, spec: S): void },
  spec: S,
  id: string,
  layoutName: string,
  why: string | undefined,
): Promise<CorpusBase> {
  const sheet = new Sheet(layout.family ?? 'Helvetica');
  layout.draw(sheet, spec);
  return { id, layout: layoutName, expectComplete: !why, ...(why ? { why } : {}), bytes: await sheet.finish(), buyerNif: spec.buyer.nif };
}

async function invoice(layout: InvoiceLayout, s: Supplier, id: string, layoutName: string, hard?: InvoiceHard & { why: string }): Promise<CorpusDocument> {
  const rng = new Rng(id);
  const lines = layout.lines(rng, s);
  const reverseCharge = layout.reverseCharge?.(s) ?? false;
  const t = totals(lines, { withholdingRate: layout.withholding?.(s) ?? 0, reverseCharge });
  const issue = someDay(rng);
  const dueDays = layout.dueDays?.(s);
  const spec: InvoiceSpec = {
    supplier: s,
    buyer: buyerFor(rng),
    site: siteFor(rng),
    number: s.number(rng),
    issue,
    due: dueDays === undefined ? undefined : addDays(issue, dueDays),
    lines,
    t,
    reverseCharge,
    printedTotal: hard?.printedTotal?.(t.total),
  };
  return {
    ...(await printed(layout, spec, id, layoutName, hard?.why)),
    kind: 'invoice',
    expected: {
      invoice_number: spec.number,
      issue_date: iso(issue),
      ...(spec.due ? { due_date: iso(spec.due) } : {}),
      ...(s.invalidNif ? {} : { provider_nif: normalizeNif(s.nif) }),
      provider_name: s.name,
      subtotal_amount: t.base,
      tax_amount: t.vat,
      withholding_amount: t.withholding,
      total_amount: spec.printedTotal ?? t.total,
      currency: 'EUR',
      reverse_charge: reverseCharge,
    },
  };
}

async function note(layout: NoteLayout, s: Supplier, id: string, layoutName: string, hard?: { extra: number; why: string }): Promise<CorpusDocument> {
  const rng = new Rng(id);
  const lines = layout.lines(rng, s);
  const sum = noteSum(lines);
  const spec: NoteSpec = {
    supplier: s,
    buyer: buyerFor(rng),
    site: siteFor(rng),
    number: s.number(rng),
    day: someDay(rng),
    lines,
    sum,
    printedSum: hard ? sum + hard.extra : undefined,
  };
  return {
    ...(await printed(layout, spec, id, layoutName, hard?.why)),
    kind: 'delivery_note',
    expected: {
      delivery_note_number: spec.number,
      delivery_date: iso(spec.day),
      provider_nif: normalizeNif(s.nif),
      provider_name: s.name,
      subtotal_amount: spec.printedSum ?? sum,
      line_items: lines.map(expectedLine),
    },
  };
}

// The hard documents' suppliers: one each, printed by a regular layout.
const BAD_CIF = (() => {
  const good = cif('B', '0637214');
  return `${good.slice(0, 8)}${(Number(good[8]) + 4) % 10}`;
})();

const HARD_BOREHOLE = supplier({ v: 0, brand: 'CT', name: 'Captaciones Tajo-Segura, S.L.', nif: cif('B', '1630492'), idLabel: 'C.I.F.:', street: 'Paseo de la Castellana, 3', city: '16002 Cuenca', phone: '969 230 418', iban: 'ES14 2105 3010 4234 0001 8855', money: 'eur', dates: 'slash', number: (r) => `E-26/${String(r.int(10, 300)).padStart(4, '0')}` });
const HARD_PARQUET = supplier({ v: 0, name: 'Tarimas y Parquets Ebro Norte, S.L.', nif: `${BAD_CIF[0]}-${BAD_CIF.slice(1)}`, idLabel: 'N.I.F.', street: 'C/ Miguel Servet, 140', city: '50013 Zaragoza', phone: 'Tel. 976 595 102', money: 'eur', dates: 'long', number: (r) => `${r.int(100, 299)}/26`, invalidNif: true });
const HARD_CABLE = supplier({ v: 0, name: 'Conductores Eléctricos del Guadalquivir, S.L.', nif: cif('B', '4190378'), idLabel: 'CIF:', street: 'Pol. Ind. Store, C/ A, 14', city: '41008 Sevilla', phone: '954 352 607', money: 'eur', dates: 'dash', number: (r) => `GQ-${r.int(10000, 19999)}` });

export async function generateSixthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of INVOICES) {
    for (const [i, s] of layout.suppliers.entries()) out.push(await invoice(layout, s, `blind6-${layout.name}-${i + 1}`, layout.name));
  }
  for (const layout of NOTES) {
    for (const [i, s] of layout.suppliers.entries()) out.push(await note(layout, s, `blind6-${layout.name}-${i + 1}`, layout.name));
  }
  out.push(
    await invoice(boreholes, HARD_BOREHOLE, 'blind6-inv-boreholes-hard', 'inv-boreholes-hard', {
      printedTotal: (total) => total - 15000,
      why: 'the printed total is 150,00 less than base + VAT, with nothing printed to explain it',
    }),
    await invoice(parquet, HARD_PARQUET, 'blind6-inv-parquet-hard', 'inv-parquet-hard', {
      why: "the supplier's CIF has a wrong control digit",
    }),
    await note(cableNote, HARD_CABLE, 'blind6-dn-cable-hard', 'dn-cable-hard', {
      extra: 6480,
      why: "the printed subtotal is 64,80 more than the sum of the note's lines",
    }),
  );
  const ids = new Set(out.map((d) => d.id));
  if (ids.size !== out.length) throw new Error('blind6: duplicate ids');
  return out;
}
