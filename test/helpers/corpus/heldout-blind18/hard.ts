import type { CorpusDocument } from '../types.js';
import { biomassInvoice, substationInvoice } from './invoices-energy.js';
import { cif } from './kit.js';
import { fittingsNote } from './notes.js';

/**
 * The three documents whose right outcome is review: each is a regular print of its layout with
 * one thing wrong that a careful clerk would stop at.
 */
export async function hardDocuments(): Promise<CorpusDocument[]> {
  const right = cif('A', '3728014');
  // A company (S.A.) must end its CIF in a digit; this one prints the letter of the same control.
  const wrongId = `A-3728014${'JABCDEFGHI'[Number(right.slice(-1))]}`;
  return [
    await biomassInvoice(0, {
      id: 'blind18-biomass-hard',
      why: 'the 10 % row of the per-rate grid charges 21 % of its base, and Total IVA and the total carry it',
    }),
    await substationInvoice(0, {
      printedId: wrongId,
      id: 'blind18-substation-hard',
      why: 'the S.A. prints its CIF with a control letter where a company must carry a digit (no seller id in the truth)',
    }),
    await fittingsNote(0, {
      id: 'blind18-fittings-hard',
      why: 'the printed total counts the biggest line twice: it is that line’s amount more than the lines add up to',
    }),
  ];
}
