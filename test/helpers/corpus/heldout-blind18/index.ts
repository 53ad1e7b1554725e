import type { CorpusDocument } from '../types.js';
import { hardDocuments } from './hard.js';
import { biomassInvoice, substationInvoice, trackInvoice, trackerInvoice, windInvoice } from './invoices-energy.js';
import { agronomistInvoice, dairyInvoice, greenhouseInvoice, livestockInvoice, siloInvoice } from './invoices-farm.js';
import { anchorNote, earthingNote, filmNote, fittingsNote, pelletsNote, trackerSteelNote } from './notes.js';

/**
 * The eighteenth blind held-out set (docs/document-extraction.md#measuring-it): agricultural,
 * rural and energy trades, 10 invoice and 6 valued delivery-note layouts printed by three
 * suppliers each, and three documents whose right outcome is review. Written blind: without
 * reading the reader or any other corpus.
 */
export async function generateEighteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const invoices = [greenhouseInvoice, livestockInvoice, dairyInvoice, siloInvoice, agronomistInvoice, trackerInvoice, windInvoice, substationInvoice, biomassInvoice, trackInvoice];
  const notes = [filmNote, trackerSteelNote, pelletsNote, fittingsNote, earthingNote, anchorNote];
  const docs: CorpusDocument[] = [];
  for (const make of [...invoices, ...notes]) {
    for (let k = 0; k < 3; k++) docs.push(await make(k));
  }
  docs.push(...(await hardDocuments()));
  return docs;
}
