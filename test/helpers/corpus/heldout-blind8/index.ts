import type { CorpusDocument } from '../types.js';
import { retainingInvoice, stabilisationInvoice, waterConnectionInvoice } from './invoices-a.js';
import { postTensioningInvoice, strengtheningInvoice } from './invoices-b.js';
import { drillingInvoice, manholeInvoice, shotcreteInvoice } from './invoices-c.js';
import { bearingsInvoice, detectionInvoice } from './invoices-d.js';
import { castingsNote, fixingsNote, geosyntheticsNote } from './notes-a.js';
import { barrierNote, mudNote, sheetPileNote } from './notes-b.js';

/**
 * The eighth blind held-out set (docs/document-extraction.md#measuring-it): written without
 * reading the reader or any other corpus, on the structural, earthworks and utilities side of
 * construction. Ten invoice layouts and six valued delivery-note layouts, each printed by three
 * suppliers, plus three documents whose right outcome is review.
 */

type Layout = (supplierIndex: number, documentIndex: number) => Promise<CorpusDocument>;

const INVOICES: Layout[] = [
  stabilisationInvoice,
  retainingInvoice,
  waterConnectionInvoice,
  postTensioningInvoice,
  strengtheningInvoice,
  shotcreteInvoice,
  drillingInvoice,
  manholeInvoice,
  bearingsInvoice,
  detectionInvoice,
];

const NOTES: Layout[] = [geosyntheticsNote, castingsNote, fixingsNote, mudNote, barrierNote, sheetPileNote];

export async function generateEighthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  // Each layout once by each of its three suppliers: 10 × 3 invoices and 6 × 3 notes.
  for (const layout of [...INVOICES, ...NOTES]) {
    for (let k = 0; k < 3; k++) docs.push(await layout(k, 0));
  }
  docs.push(await strengtheningInvoice(0, 1, true));
  docs.push(await detectionInvoice(1, 1, true));
  docs.push(await mudNote(2, 1, true));
  return docs;
}
