import type { CorpusDocument } from '../types.js';
import { cleanroomSupplyHard, cleanroomSupplyNotes } from './cleanroom-supplies.js';
import { cleanroomInvoices } from './cleanrooms.js';
import { hermeticDoorInvoices } from './hermetic-doors.js';
import { labFurnitureInvoices } from './lab-furniture.js';
import { labWorktopNotes } from './lab-worktops-gl.js';
import { leadProductNotes } from './lead-notes.js';
import { medicalGasMaterialNotes } from './medgas-materials.js';
import { medicalGasHard, medicalGasInvoices } from './medical-gases.js';
import { mriShieldingInvoices } from './mri-shielding.js';
import { nurseCallTicketNotes } from './nurse-call-ticket.js';
import { nurseCallInvoices } from './nurse-call.js';
import { physicistFeeInvoices } from './physicist-fees.js';
import { pneumaticPartNotes } from './pneumatic-parts.js';
import { pneumaticTubeHard, pneumaticTubeInvoices } from './pneumatic-tubes.js';
import { shieldingInvoices } from './shielding.js';
import { sterilisationInvoices } from './sterilisation.js';

/**
 * The twenty-first blind held-out set (docs/document-extraction.md#measuring-it): healthcare and
 * laboratory fit-outs, written blind. Ten invoice layouts and six valued delivery-note layouts,
 * each printed by three suppliers, and three documents whose right outcome is review.
 */
export async function generateTwentyFirstBlindHeldOutCorpus(): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  for (const layout of [
    cleanroomInvoices,
    medicalGasInvoices,
    shieldingInvoices,
    hermeticDoorInvoices,
    labFurnitureInvoices,
    nurseCallInvoices,
    pneumaticTubeInvoices,
    physicistFeeInvoices,
    sterilisationInvoices,
    mriShieldingInvoices,
    medicalGasMaterialNotes,
    leadProductNotes,
    cleanroomSupplyNotes,
    labWorktopNotes,
    nurseCallTicketNotes,
    pneumaticPartNotes,
  ]) {
    docs.push(...(await layout()));
  }
  docs.push(await pneumaticTubeHard(), await medicalGasHard(), await cleanroomSupplyHard());
  return docs;
}
