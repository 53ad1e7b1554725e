import type { CorpusDocument } from '../types.js';
import { bowlingInvoices } from './inv-bowling.js';
import { climbingInvoices } from './inv-climbing.js';
import { feesInvoices } from './inv-fees.js';
import { gymInvoices } from './inv-gym.js';
import { kitchenInvoices } from './inv-kitchens.js';
import { padelInvoices } from './inv-padel.js';
import { scoreboardInvoices } from './inv-scoreboards.js';
import { spaInvoices } from './inv-spa.js';
import { stageInvoices } from './inv-stage.js';
import { standsInvoices } from './inv-stands.js';
import { audioNotes } from './note-audio.js';
import { fitnessNotes } from './note-fitness.js';
import { hostelNotes } from './note-hostel.js';
import { saunaNotes } from './note-sauna.js';
import { sportsNotes } from './note-sports.js';
import { textileNotes } from './note-textiles.js';

/**
 * The seventeenth blind held-out set (docs/document-extraction.md#measuring-it): leisure, sports
 * and hospitality fit-outs, 10 invoice and 6 valued delivery-note layouts, each printed by three
 * suppliers, plus 3 hard documents whose right outcome is review. Written blind: without reading
 * the reader or any other corpus. Scored once, only on request (`BENCH_SETS=heldout-blind17`).
 */
export async function generateSeventeenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const parts = [
    spaInvoices,
    kitchenInvoices,
    stageInvoices,
    gymInvoices,
    bowlingInvoices,
    padelInvoices,
    climbingInvoices,
    feesInvoices,
    standsInvoices,
    scoreboardInvoices,
    fitnessNotes,
    saunaNotes,
    hostelNotes,
    textileNotes,
    sportsNotes,
    audioNotes,
  ];
  const out: CorpusDocument[] = [];
  for (const part of parts) out.push(...(await part()));
  const ids = new Set(out.map((d) => d.id));
  if (ids.size !== out.length) throw new Error('blind17: two documents share an id');
  return out;
}
