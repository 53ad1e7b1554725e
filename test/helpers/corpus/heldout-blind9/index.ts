import type { CorpusDocument } from '../types.js';
import { hardDocuments } from './hard.js';
import { airtightnessInvoices, octInvoices } from './invoices-fees.js';
import { hoardingInvoices, hoistInvoices, powerInvoices } from './invoices-plant.js';
import { netsInvoices, trafficInvoices, waterInvoices } from './invoices-services.js';
import { asbestosInvoices, dewateringInvoices } from './invoices-works.js';
import { liftingNotes, ppeNotes, reproNotes } from './notes-counter.js';
import { hoseNotes, lubricantNotes, protectionNotes } from './notes-yard.js';

/**
 * The ninth blind held-out set (docs/document-extraction.md#measuring-it): site services and
 * plant — hoists and mast climbers, generators and temporary power, temporary hoarding,
 * dewatering, asbestos removal, airtightness tests, collective protection, temporary traffic
 * management, drinking water for sites and technical control offices; valued delivery notes for
 * PPE, reprographics, lifting gear, hoses and pumps, surface protection and lubricants. 30
 * invoices and 18 notes from three suppliers per layout, and 3 hard documents. Written blind:
 * without reading the reader or any other corpus.
 */
export async function generateNinthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const groups = [
    hoistInvoices,
    powerInvoices,
    hoardingInvoices,
    dewateringInvoices,
    asbestosInvoices,
    airtightnessInvoices,
    netsInvoices,
    trafficInvoices,
    waterInvoices,
    octInvoices,
    ppeNotes,
    reproNotes,
    liftingNotes,
    hoseNotes,
    protectionNotes,
    lubricantNotes,
    hardDocuments,
  ];
  const out: CorpusDocument[] = [];
  for (const group of groups) out.push(...(await group()));
  return out;
}
