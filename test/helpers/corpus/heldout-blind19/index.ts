import { seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { demolitionRobots, hydrodemolition, industrialChimneys, undergroundTanks } from './invoices-demolition.js';
import { altarpieces, crackStitching, cryoCleaning, graffitiRemoval } from './invoices-restoration.js';
import { preDemolitionAudits, structuralMonitoring } from './invoices-services.js';
import { type Ctx, Rng } from './kit.js';
import { debrisChutes, expansiveMortar, mistingCannons } from './notes-site.js';
import { cuttingGases, hepaFilters, recycledAggregates } from './notes-supplies.js';

/**
 * The nineteenth blind held-out set (docs/document-extraction.md#measuring-it): heritage
 * restoration and specialised demolition, written blind. Ten invoice and six valued delivery-note
 * layouts, each printed by three suppliers, and three documents whose right outcome is review.
 */

const LAYOUTS: [string, (c: Ctx) => Promise<CorpusDocument>][] = [
  ['blind19-hydrodemolition', hydrodemolition],
  ['blind19-demolition-robots', (c) => demolitionRobots(c)],
  ['blind19-industrial-chimneys', industrialChimneys],
  ['blind19-graffiti-removal', graffitiRemoval],
  ['blind19-altarpieces', altarpieces],
  ['blind19-underground-tanks', undergroundTanks],
  ['blind19-structural-monitoring', structuralMonitoring],
  ['blind19-cryo-laser-cleaning', cryoCleaning],
  ['blind19-crack-stitching', (c) => crackStitching(c)],
  ['blind19-predemolition-audits', preDemolitionAudits],
  ['blind19-expansive-mortar-note', expansiveMortar],
  ['blind19-misting-cannons-note', mistingCannons],
  ['blind19-debris-chutes-note', debrisChutes],
  ['blind19-cutting-gases-note', (c) => cuttingGases(c)],
  ['blind19-recycled-aggregates-note', recycledAggregates],
  ['blind19-hepa-filters-note', hepaFilters],
];

function ctx(layout: string, k: number, suffix: string): Ctx {
  const id = `${layout}-${suffix}`;
  return { id, layout, rng: new Rng(seedOf(id)), k };
}

export async function generateNineteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const [layout, make] of LAYOUTS) {
    for (let k = 0; k < 3; k++) docs.push(await make(ctx(layout, k, String(k + 1))));
  }
  // The hard ones: a line 150,00 over its hours × rate, a per-rate grid 400,00 short of its lines,
  // a note's discount printed and left undeducted.
  docs.push(await demolitionRobots(ctx('blind19-demolition-robots', 1, 'hard'), 15000));
  docs.push(await crackStitching(ctx('blind19-crack-stitching', 1, 'hard'), 40000));
  docs.push(await cuttingGases(ctx('blind19-cutting-gases-note', 1, 'hard'), true));
  return docs;
}
