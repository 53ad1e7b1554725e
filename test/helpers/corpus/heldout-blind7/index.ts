import type { CorpusDocument } from '../types.js';
import { hardDocuments } from './hard.js';
import { invoicesA } from './invoices-a.js';
import { invoicesB } from './invoices-b.js';
import { invoicesC } from './invoices-c.js';
import { notesA } from './notes-a.js';
import { notesB } from './notes-b.js';

/**
 * The seventh blind held-out set (docs/document-extraction.md#measuring-it): 10 invoice and 6
 * valued delivery-note layouts of finishing and service trades, each printed by three
 * suppliers, and 3 documents whose right outcome is review. Written without reading the reader
 * or any other corpus; scored once, on request.
 */
export async function generateSeventhBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs = [...(await invoicesA()), ...(await invoicesB()), ...(await invoicesC()), ...(await notesA()), ...(await notesB()), ...(await hardDocuments())];
  if (new Set(docs.map((d) => d.id)).size !== docs.length) throw new Error('two documents share an id');
  return docs;
}
