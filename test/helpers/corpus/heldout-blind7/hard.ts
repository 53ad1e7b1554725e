import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import type { CorpusDocument } from '../types.js';
import { interiorFees, interiorInvoice, vinylFloors, vinylInvoice } from './invoices-c.js';
import { invoiceDocument, noteDocument } from './model.js';
import { vinylNote, vinylNoteOf } from './notes-b.js';
import { MISPRINTED_DESIGNER, SUPPLIERS } from './parties.js';

/**
 * The three documents whose right outcome is review: each is what a real supplier could print
 * by mistake, and nothing else on it is odd.
 */
export async function hardDocuments(): Promise<CorpusDocument[]> {
  if (checkNif(normalizeNif(MISPRINTED_DESIGNER.nif)).ok) throw new Error('the misprinted NIE must fail its control letter');
  const nie = interiorInvoice(MISPRINTED_DESIGNER, '-nie');
  const misprinted = await invoiceDocument(nie, interiorFees, {
    why: 'the designer prints her NIE as X4718293H, whose control letter is wrong (X4718293G would be right): no valid supplier id',
    nifValid: false,
  });

  // The per-rate grid's rows are right; the "Total IVA" under them is 12,00 more, and the total adds it.
  const grid = vinylInvoice(SUPPLIERS.vinylFloors[0], '-vat');
  const off = 1200n;
  grid.fig = { ...grid.fig, vat: grid.fig.vat + off, total: grid.fig.total + off };
  const vatOff = await invoiceDocument(grid, vinylFloors, {
    why: 'the per-rate VAT grid rows add up to 12,00 less than the printed "Total IVA", which the total carries: base + VAT rows does not make the total',
  });

  const carried = vinylNoteOf(SUPPLIERS.vinylNotes[1], '-carry');
  const carryOff = 10000n;
  const printedSum = carried.sum + carryOff;
  const carriedWrong = await noteDocument({ ...carried, sum: printedSum }, (sheet, n) => vinylNote(sheet, n, { carriedOff: carryOff }), {
    why: 'page 2 carries in a "Suma anterior" 100,00 more than page 1\'s "Suma y sigue", so the printed total is 100,00 more than the lines',
  });
  return [misprinted, vatOff, carriedWrong];
}
