import type { CorpusDocument } from '../types.js';
import { blastingInvoices } from './blasting.js';
import { bridgeLaunchingInvoices } from './bridge-launching.js';
import { culvertInvoices } from './culverts.js';
import { deicingSaltNotes } from './deicing-salt.js';
import { explosivesNotes } from './explosives.js';
import { maritimeInvoices } from './maritime-works.js';
import { crushingInvoices } from './mobile-crushing.js';
import { noiseBarrierInvoices } from './noise-barriers.js';
import { fenderNotes } from './port-fenders.js';
import { railTrackInvoices } from './rail-track.js';
import { sleeperNotes } from './sleepers.js';
import { slipformInvoices } from './slipform-kerbs.js';
import { trafficSignalInvoices } from './traffic-signals.js';
import { tunnelCertifications } from './tunnel-certification.js';
import { tunnelSupportNotes } from './tunnel-support.js';
import { ventilationNotes } from './tunnel-ventilation.js';

/**
 * The sixteenth blind held-out set (docs/document-extraction.md#measuring-it): civil and public
 * works suppliers, written by someone who read neither the reader nor the other corpora. Ten
 * invoice and six valued delivery-note layouts, each printed by three suppliers, and three
 * documents whose right outcome is review. Generated in sequence, so the bytes never depend on
 * timing.
 */
export async function generateSixteenthBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const parts = [
    tunnelCertifications,
    blastingInvoices,
    railTrackInvoices,
    culvertInvoices,
    maritimeInvoices,
    slipformInvoices,
    trafficSignalInvoices,
    crushingInvoices,
    noiseBarrierInvoices,
    bridgeLaunchingInvoices,
    explosivesNotes,
    sleeperNotes,
    tunnelSupportNotes,
    deicingSaltNotes,
    ventilationNotes,
    fenderNotes,
  ];
  const out: CorpusDocument[] = [];
  for (const part of parts) out.push(...(await part()));
  const ids = new Set(out.map((d) => d.id));
  if (ids.size !== out.length) throw new Error('two documents share an id');
  return out;
}
