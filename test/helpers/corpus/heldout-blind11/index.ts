import type { CorpusDocument } from '../types.js';
import { hardDomotica, invoicesA } from './invoices-a.js';
import { hardHonorarios, invoicesB } from './invoices-b.js';
import { hardDepositos, notes } from './notes.js';

/**
 * The eleventh blind held-out set (docs/document-extraction.md#measuring-it), written blind:
 * building-services suppliers (ventilation with heat recovery, home automation, water
 * treatment, pressure sets, door entry, legalisation of installations, heat metering, kitchen
 * extraction, CCTV and alarms, rainwater reuse; switchboards, grilles, flues, softener salt,
 * radiators, polyethylene tanks). 30 invoices and 18 valued delivery notes from three suppliers
 * per layout, and 3 documents whose right outcome is review. Byte-identical in every run.
 */
export async function generateEleventhBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  return [...(await invoicesA()), ...(await invoicesB()), ...(await notes()), await hardHonorarios(), await hardDomotica(), await hardDepositos()];
}
