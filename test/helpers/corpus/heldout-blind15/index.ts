import type { CorpusDocument } from '../types.js';
import { agencyInvoices, monitoringInvoices, weldingInvoices } from './agency-monitoring-welding.js';
import { hardDocuments } from './hard.js';
import { imagingInvoices, itInvoices, rentingInvoices } from './imaging-renting-it.js';
import { lawyerInvoices, lodgingInvoices } from './lawyer-lodging.js';
import { consumablesNotes, setoutNotes, tyreNotes } from './notes-tyres-welding-setout.js';
import { sparesNotes, stationeryNotes, toolNotes } from './notes-office-spares-diamond.js';
import { labInvoices, workshopInvoices } from './workshop-lab.js';

/**
 * The fifteenth blind held-out set (docs/document-extraction.md#measuring-it): technical and
 * professional services and the supplies a builder buys around a job, written blind. 10 invoice
 * and 6 valued delivery-note layouts, each printed by three suppliers, and 3 documents whose right
 * outcome is review.
 */
export async function generateFifteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const groups = [
    workshopInvoices, labInvoices, lawyerInvoices, lodgingInvoices, agencyInvoices, monitoringInvoices, weldingInvoices, imagingInvoices, rentingInvoices, itInvoices,
    tyreNotes, consumablesNotes, setoutNotes, stationeryNotes, sparesNotes, toolNotes,
    hardDocuments,
  ];
  const out: CorpusDocument[] = [];
  for (const make of groups) out.push(...(await make()));
  return out;
}
