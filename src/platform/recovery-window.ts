import { DAY_MS } from './dates.js';
import { AppError } from './errors.js';

/**
 * How long a soft-deleted invoice or delivery note, or an archived project, can be brought back
 * (docs/api-conventions.md#soft-delete-and-restore). After it the record stays as it is: an
 * accounting record is never silently revived.
 */
export const RECOVERY_DAYS = 90;

/** What a restore brings back, for the error that refuses it. */
export interface RestoreTarget {
  /** `invoice`, `delivery note`, `project`. */
  kind: string;
  id: string;
  /** The state names of the move (`deleted` → `live`, `archived` → `in_progress`). */
  from: string;
  to: string;
}

/**
 * The one restore-window rule: `since` (when it was deleted or archived) must be at most
 * RECOVERY_DAYS ago, or the restore is a 409 `invalid_state_transition` whose `details.reason`
 * says the window has passed.
 */
export function assertWithinRecoveryWindow(since: Date | null, target: RestoreTarget, now: Date = new Date()): void {
  if (since && now.getTime() - since.getTime() <= RECOVERY_DAYS * DAY_MS) return;
  const reason = `the ${RECOVERY_DAYS}-day recovery window has passed`;
  throw new AppError(
    'invalid_state_transition',
    `The ${RECOVERY_DAYS}-day recovery window of ${target.kind} '${target.id}' has passed.`,
    null,
    { from: target.from, to: target.to, reason },
  );
}
