import type { CorpusDocument } from '../types.js';
import { conveyorHardInvoice, conveyorInvoices } from './invoices-conveyors.js';
import { coldInvoices, fanHardInvoice, fanInvoices } from './invoices-equipment.js';
import { curtainInvoices, fuelInvoices } from './invoices-fitters.js';
import { extractionInvoices, weighbridgeInvoices } from './invoices-plant.js';
import { consultantInvoices, laggingInvoices } from './invoices-services.js';
import { mezzanineInvoices } from './invoices-warehouse.js';
import { beltingNotes, refrigerationNotes, weighingNotes } from './notes-a.js';
import { busbarNotes, filterNotes, stripHardNote, stripNotes } from './notes-b.js';

/**
 * The twentieth blind held-out set (docs/document-extraction.md#measuring-it): industrial and
 * logistics building trades, written blind — by a helper who read neither the reader nor any other
 * corpus — with its own drawing kit. 10 invoice and 6 valued delivery-note layouts, each printed by
 * three suppliers, and 3 documents whose right outcome is review. Generated in a fixed order, so
 * the bytes are the same in every run.
 */
export async function generateTwentiethBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const make of [
    mezzanineInvoices,
    conveyorInvoices,
    weighbridgeInvoices,
    extractionInvoices,
    laggingInvoices,
    consultantInvoices,
    fanInvoices,
    coldInvoices,
    fuelInvoices,
    curtainInvoices,
    beltingNotes,
    refrigerationNotes,
    weighingNotes,
    filterNotes,
    stripNotes,
    busbarNotes,
  ]) {
    out.push(...(await make()));
  }
  out.push(await conveyorHardInvoice(), await fanHardInvoice(), await stripHardNote());
  return out;
}
