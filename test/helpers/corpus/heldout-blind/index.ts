/**
 * The blind held-out corpus (docs/document-extraction.md#measuring-it): supplier invoices and
 * valued delivery notes of Spanish construction trades, three documents per layout, each from
 * another supplier, plus a few documents made hard on purpose whose right outcome is review.
 * Written without reading the reader or the other corpora; scored once, never used to tune.
 */
import type { CorpusDocument } from '../types.js';
import { seedOf } from '../rng.js';
import { Rng } from './kit.js';
import { BUYERS, type Job, SITES } from './parties.js';
import { aluminium, electric, ferralla, hire, plumbing } from './invoices-a.js';
import { cranes, haulier, professional, waste, waterproof } from './invoices-b.js';
import { concrete, merchant, quarry, rebarNote, skips, wholesale } from './notes.js';

type Render = (job: Job) => Promise<CorpusDocument>;

const LAYOUTS: [string, Render][] = [
  ['bl-inv-rebar', ferralla],
  ['bl-inv-hire', hire],
  ['bl-inv-electric', electric],
  ['bl-inv-plumbing-two-rates', plumbing],
  ['bl-inv-aluminium-two-pages', aluminium],
  ['bl-inv-waterproof-reverse', waterproof],
  ['bl-inv-cranes', (j) => cranes(j)],
  ['bl-inv-waste', (j) => waste(j)],
  ['bl-inv-haulier', haulier],
  ['bl-inv-professional-irpf', professional],
  ['bl-note-concrete', concrete],
  ['bl-note-quarry-ticket', (j) => quarry(j)],
  ['bl-note-merchant', merchant],
  ['bl-note-wholesale-grid', wholesale],
  ['bl-note-rebar', rebarNote],
  ['bl-note-skips', skips],
];

/** [layout, which supplier of the layout it borrows, renderer] */
const HARD: [string, number, Render][] = [
  ['bl-inv-hard-total-off', 1, (j) => cranes(j, { printedTotalOff: 1000 })],
  ['bl-inv-hard-bad-nif', 2, (j) => waste(j, { badNif: true })],
  ['bl-note-hard-unpriced', 0, (j) => quarry(j, { unpriced: true })],
];

function job(seed: number, id: string, layout: string, v: number, buyer: number, site: number): Job {
  return { id, layout, v, rng: new Rng((seed ^ seedOf(id)) >>> 0), buyer: BUYERS[buyer % BUYERS.length], site: SITES[site % SITES.length] };
}

export async function generateBlindHeldOutCorpus(seed = 20261126): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [li, [layout, render]] of LAYOUTS.entries()) {
    for (let v = 0; v < 3; v++) out.push(await render(job(seed, `${layout}-${v + 1}`, layout, v, li + v * 2, li * 3 + v)));
  }
  for (const [k, [layout, v, render]] of HARD.entries()) out.push(await render(job(seed, `${layout}-1`, layout, v, k * 2 + 1, k + 4)));
  return out;
}
