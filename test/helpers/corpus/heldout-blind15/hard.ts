import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { agencyJob, drawAgency, monitorJob, drawMonitor } from './agency-monitoring-welding.js';
import { BUYERS, Rng, divRoundPct, invoiceDocument, invoiceTruth, noteDocument, noteTruth, type Figures } from './kit.js';
import { TYRE_SHOPS, TYRES, drawTyres, type NoteJob } from './notes-tyres-welding-setout.js';

/**
 * The three documents whose right outcome is review. Their truth is what they print; what they
 * print does not add up.
 */
export async function hardDocuments(): Promise<CorpusDocument[]> {
  // A two-page agency invoice whose base counts the first page twice: its lines plus the carried sum.
  const agency = agencyJob('blind15-hard-agency', 0, 'FT-26/01302', 9);
  const carried = sumCents(agency.j.items.slice(0, 20).map((i) => i.amount));
  const base = agency.j.f.base + carried;
  const vat = divRoundPct(base, 21);
  const printed: Figures = { ...agency.j.f, gross: base, base, rates: [{ rate: 21, base, vat }], vat, total: base + vat };

  // A monitoring invoice whose total adds its VAT twice.
  const monitor = monitorJob('blind15-hard-monitoring', 1, 'F260131', 9);
  const doubled = monitor.f.total + monitor.f.vat;

  // A tyre note whose amounts are each 5 % under quantity × price, with no discount printed anywhere.
  const rng = new Rng('blind15-hard-tyres');
  const items = rng.items(TYRES, 4).map((i) => ({ ...i, amount: i.amount - divRoundPct(i.amount, 5) }));
  const tyres: NoteJob = { id: 'blind15-hard-tyres', sup: TYRE_SHOPS[0], buyer: BUYERS[2], number: 'A-26/05190', day: { y: 2026, m: 10, d: 14 }, items };

  return [
    await invoiceDocument(
      { id: 'blind15-hard-agency', layout: 'agency', buyer: agency.j.buyer, sheet: drawAgency(agency.j, agency.period, printed), hard: 'the base counts the first page twice (its lines plus the carried sum), so it is the carried sum more than the lines; VAT and total follow it' },
      invoiceTruth({ number: agency.j.number, issued: agency.j.issued, due: agency.j.due, seller: agency.j.sup, figures: printed }),
    ),
    await invoiceDocument(
      { id: 'blind15-hard-monitoring', layout: 'monitoring', buyer: monitor.buyer, sheet: drawMonitor(monitor, 9, doubled), hard: 'the printed total is base + VAT + VAT: the VAT is added twice' },
      invoiceTruth({ number: monitor.number, issued: monitor.issued, due: monitor.due, seller: monitor.sup, figures: monitor.f, printedTotal: doubled }),
    ),
    await noteDocument(
      { id: 'blind15-hard-tyres', layout: 'tyres', buyer: tyres.buyer, sheet: drawTyres(tyres), hard: 'every line prints an amount 5 % under its quantity × price, with no discount printed; the total adds the printed amounts' },
      noteTruth({ number: tyres.number, day: tyres.day, seller: tyres.sup, items }),
    ),
  ];
}
