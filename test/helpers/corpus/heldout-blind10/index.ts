import type { CorpusDocument } from '../types.js';
import { hardDocuments } from './hard.js';
import { bellInvoices, earthInvoices } from './invoices-earth-bells.js';
import { feesInvoices, forgeInvoices, limeInvoices } from './invoices-forge-lime-fees.js';
import { asbestosInvoices, glassInvoices, timberInvoices } from './invoices-removal-timber-glass.js';
import { drystoneInvoices, shoringInvoices } from './invoices-shoring-drystone.js';
import { castingNotes, conservationNotes, metalsNotes } from './notes-conservation-castings-metals.js';
import { reclaimedNotes, slateNotes, tileNotes } from './notes-slate-tile-reclaimed.js';

/**
 * The tenth blind held-out set (docs/document-extraction.md#measuring-it): renovation and
 * heritage trades, written without reading the reader or any other corpus. 10 invoice layouts
 * and 6 valued delivery-note layouts, each printed by three suppliers, and 3 documents whose
 * right outcome is review. Same bytes on every run.
 */
export async function generateTenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const parts = [
    asbestosInvoices,
    timberInvoices,
    glassInvoices,
    forgeInvoices,
    limeInvoices,
    feesInvoices,
    shoringInvoices,
    drystoneInvoices,
    earthInvoices,
    bellInvoices,
    slateNotes,
    tileNotes,
    reclaimedNotes,
    conservationNotes,
    castingNotes,
    metalsNotes,
    hardDocuments,
  ];
  const out: CorpusDocument[] = [];
  for (const part of parts) out.push(...(await part()));
  return out;
}
