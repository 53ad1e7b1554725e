import type { EventType } from '../events/event-types.js';
import { AppError } from '../platform/errors.js';
import type { CommitmentStatus } from './commitment.entity.js';

/**
 * Status moves of a commitment (docs/commitments.md#status): draft → approved → closed, and
 * draft or approved → void. Asking for the status a commitment already has is not a move.
 */
const MOVES: Record<CommitmentStatus, readonly CommitmentStatus[]> = {
  draft: ['approved', 'void'],
  approved: ['closed', 'void'],
  closed: [],
  void: [],
};

const EVENTS: Record<Exclude<CommitmentStatus, 'draft'>, EventType> = {
  approved: 'commitment.approved',
  closed: 'commitment.closed',
  void: 'commitment.voided',
};

/** Checks a move and answers its event, or throws 409 `invalid_state_transition` with `details: {from, to, allowed}`. */
export function commitmentMove(from: CommitmentStatus, to: CommitmentStatus): EventType {
  if (to === 'draft' || !MOVES[from].includes(to)) {
    throw AppError.invalidTransition('commitment', from, to, { allowed: [...MOVES[from]] });
  }
  return EVENTS[to];
}
