/**
 * The fresh held-out corpus: supplier invoices and valued delivery notes in layouts of their own,
 * three documents per layout, plus a few documents made hard on purpose whose right outcome is
 * review. Scored once; never used to tune the reader.
 */
import type { CorpusDocument } from '../types.js';
import { seedOf } from '../rng.js';
import { Rng } from './kit.js';
import { CUSTOMERS, SITES } from './model.js';
import type { Job } from './common.js';
import { electrical, plumbing, steel, timber, waste } from './invoices-a.js';
import { fuel, lift, plant, professional, scaffold } from './invoices-b.js';
import { glass, merchant, paint, precast, quarry, safety } from './notes.js';
import { twoCompanies } from './hard.js';

type Render = (job: Job) => Promise<CorpusDocument>;

const LAYOUTS: [string, Render][] = [
  ['hf-inv-electrical', (j) => electrical(j)],
  ['hf-inv-plumbing', (j) => plumbing(j)],
  ['hf-inv-timber', timber],
  ['hf-inv-steel', steel],
  ['hf-inv-waste', waste],
  ['hf-inv-professional', professional],
  ['hf-inv-lift', lift],
  ['hf-inv-scaffold', scaffold],
  ['hf-inv-fuel', (j) => fuel(j)],
  ['hf-inv-plant', (j) => plant(j)],
  ['hf-note-paint', (j) => paint(j)],
  ['hf-note-safety', safety],
  ['hf-note-precast', precast],
  ['hf-note-quarry', quarry],
  ['hf-note-glass', glass],
  ['hf-note-merchant', merchant],
];

/** [layout, variant whose look it borrows, renderer] */
const HARD: [string, number, Render][] = [
  ['hf-inv-hard-total-mismatch', 0, (j) => electrical(j, 'total-mismatch')],
  ['hf-inv-hard-no-total', 1, (j) => plant(j, 'no-total')],
  ['hf-inv-hard-proforma', 1, (j) => plumbing(j, 'proforma')],
  ['hf-inv-hard-two-companies', 0, twoCompanies],
  ['hf-note-hard-lines-mismatch', 0, (j) => paint(j, 'lines-mismatch')],
  ['hf-inv-hard-impossible-date', 2, (j) => fuel(j, 'bad-date')],
];

export async function generateFreshHeldOutCorpus(seed = 90210): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  let li = 0;
  for (const [layout, render] of LAYOUTS) {
    for (let v = 0; v < 3; v++) {
      const id = `${layout}-${v + 1}`;
      const job: Job = {
        id,
        layout,
        rng: new Rng((seed ^ seedOf(id)) >>> 0),
        v,
        customer: CUSTOMERS[(li * 3 + v) % CUSTOMERS.length],
        site: SITES[(li * 5 + v * 7) % SITES.length],
      };
      out.push(await render(job));
    }
    li++;
  }
  let k = 0;
  for (const [layout, v, render] of HARD) {
    const id = `${layout}-1`;
    const job: Job = {
      id,
      layout,
      rng: new Rng((seed ^ seedOf(id)) >>> 0),
      v,
      customer: CUSTOMERS[(k * 2 + 1) % CUSTOMERS.length],
      site: SITES[(k * 3 + 2) % SITES.length],
    };
    out.push(await render(job));
    k++;
  }
  return out;
}
