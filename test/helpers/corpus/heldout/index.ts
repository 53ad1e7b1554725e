/**
 * Held-out corpus: layouts nobody tuned the reader for. Scored only; never looked at while tuning.
 * Every document is drawn from a PRNG seeded per layout and variant, so the bytes are the same on
 * every run for a given seed.
 */
import type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote } from '../types.js';
import { Rng, deriveSeed } from './common.js';
import { hardDocuments } from './hard.js';
import { invoiceLayoutsA } from './invoices-a.js';
import { invoiceLayoutsB } from './invoices-b.js';
import type { Layout } from './kit.js';
import { noteLayouts } from './notes.js';

export type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote };

export const HELD_OUT_VARIANTS = 3;

export const heldOutLayouts: readonly Layout[] = [...invoiceLayoutsA, ...invoiceLayoutsB, ...noteLayouts];

export async function generateHeldOutCorpus(seed = 7781): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const layout of heldOutLayouts) {
    for (let v = 0; v < HELD_OUT_VARIANTS; v++) {
      const rng = new Rng(deriveSeed(seed, `${layout.layout}#${v}`));
      const id = `${layout.layout}-${v + 1}`;
      if (layout.kind === 'invoice') {
        const made = await layout.make(rng, v);
        docs.push({ id, layout: layout.layout, kind: 'invoice', expectComplete: true, bytes: made.bytes, buyerNif: made.buyerNif, expected: made.expected });
      } else {
        const made = await layout.make(rng, v);
        docs.push({ id, layout: layout.layout, kind: 'delivery_note', expectComplete: true, bytes: made.bytes, buyerNif: made.buyerNif, expected: made.expected });
      }
    }
  }
  docs.push(...(await hardDocuments((label) => new Rng(deriveSeed(seed, label)))));
  return docs;
}
