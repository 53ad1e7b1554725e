import type { CorpusDocument } from '../types.js';
import { type Layout, drywall, hvac, hvacInvoice, painting, sate, tiles } from './invoices-a.js';
import { earthworks, formwork, lab, securityInvoice, security, surveyor } from './invoices-b.js';
import { type Job, type Line, Rng } from './kit.js';
import { bricks, diesel, hardware, mortar, pump, timber, timberNote } from './notes.js';
import { BUYERS, SITES } from './parties.js';

/**
 * The second blind held-out set (docs/document-extraction.md#measuring-it): 10 invoice and 6
 * delivery-note layouts of Spanish construction trades, 3 documents each from three different
 * suppliers, and 3 documents made hard on purpose whose right outcome is review. Written by
 * someone who read neither the reader nor any other corpus; scored once, never tuned on.
 */

function jobFor<S>(layout: Layout<S>, li: number, v: number, suffix = ''): Job<S> {
  const id = `blind2-${layout.name}-${v + 1}${suffix}`;
  const rng = new Rng(id);
  const b = (li + v) % BUYERS.length;
  return { id, layout: layout.name, rng, supplier: layout.suppliers[v], buyer: BUYERS[b], site: rng.pick(SITES[b]), v };
}

function documentsOf<S>(layout: Layout<S>, li: number): Array<Promise<CorpusDocument>> {
  return layout.suppliers.map((_, v) => layout.make(jobFor(layout, li, v)));
}

/** The integer part's first two different neighbouring digits swapped: a total mistyped. */
export function transposed(cents: bigint): bigint {
  const whole = (cents / 100n).toString();
  for (let i = 0; i + 1 < whole.length; i++) {
    if (whole[i] !== whole[i + 1] && !(i === 0 && whole[i + 1] === '0')) {
      const swapped = `${whole.slice(0, i)}${whole[i + 1]}${whole[i]}${whole.slice(i + 2)}`;
      return BigInt(swapped) * 100n + (cents % 100n);
    }
  }
  return cents + 9000n;
}

/** Another invoice number of the same shape: its last two digits swapped (or the last one changed). */
function mistyped(number: string): string {
  const a = number.at(-2) ?? '';
  const b = number.at(-1) ?? '';
  if (/\d/.test(a) && /\d/.test(b) && a !== b) return `${number.slice(0, -2)}${b}${a}`;
  return `${number.slice(0, -1)}${(Number(b) + 1) % 10}`;
}

export async function generateSecondBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const invoices = [painting, hvac, sate, tiles, drywall, formwork, surveyor, lab, earthworks, security] as Array<Layout<unknown>>;
  const notes = [bricks, timber, diesel, mortar, hardware, pump] as Array<Layout<unknown>>;
  const regular = [...invoices, ...notes].flatMap((layout, li) => documentsOf(layout, li));
  const hard = [
    securityInvoice(jobFor(security, 9, 1, '-hard'), {
      total: transposed,
      why: 'the printed total has two digits swapped: it is not base + VAT',
    }),
    hvacInvoice(jobFor(hvac, 1, 0, '-hard'), {
      paymentNumber: mistyped,
      why: 'two different invoice numbers are printed (the header and the payment reference)',
    }),
    timberNote(jobFor(timber, 11, 2, '-hard'), {
      sum: (lines: Line[]) => lines.slice(0, -1).reduce((a, l) => a + l.amount, 0n),
      why: 'the printed sum leaves out the last line: the lines do not add up to it',
    }),
  ];
  const docs = await Promise.all([...regular, ...hard]);
  const ids = new Set(docs.map((d) => d.id));
  if (ids.size !== docs.length) throw new Error('duplicate document ids');
  return docs;
}
