import type { CorpusDocument } from '../types.js';
import { deckingInvoices } from './decking.js';
import { landscapeArchitectInvoices, playgroundInvoices } from './fees-and-play.js';
import { fertiliserNotes, machineryNotes } from './notes-garden.js';
import { compositeNotes, rubberNotes, turfNotes } from './notes-surfaces.js';
import { gravelNotes } from './notes-supplies.js';
import { fountainInvoices, greenRoofInvoices, publicLightingInvoices } from './roofs-light-water.js';
import { graniteInvoices, streetFurnitureInvoices } from './street-and-stone.js';
import { hydroseedingInvoices, treeSurgeryInvoices } from './trees-and-slopes.js';

/**
 * The fourteenth held-out set, written blind (docs/document-extraction.md#measuring-it):
 * landscaping and urban-works suppliers, 10 invoice and 6 valued delivery-note layouts, each
 * printed by three suppliers, and 3 hard documents whose right outcome is review.
 */
export function generateTwelfthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return Promise.all([
    ...streetFurnitureInvoices(),
    ...graniteInvoices(),
    ...treeSurgeryInvoices(),
    ...hydroseedingInvoices(),
    ...deckingInvoices(),
    ...landscapeArchitectInvoices(),
    ...playgroundInvoices(),
    ...greenRoofInvoices(),
    ...publicLightingInvoices(),
    ...fountainInvoices(),
    ...turfNotes(),
    ...gravelNotes(),
    ...fertiliserNotes(),
    ...rubberNotes(),
    ...compositeNotes(),
    ...machineryNotes(),
  ]);
}
