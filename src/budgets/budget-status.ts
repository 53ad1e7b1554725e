import type { EventType } from '../events/event-types.js';
import { AppError } from '../platform/errors.js';
import type { BudgetStatus } from './budget.entity.js';

/**
 * Status moves of a budget (docs/budgets.md#status-moves): draft→sent, sent→rejected, rejected→draft,
 * any→accepted (the spec's transition table), any but archived→archived. Asking for the status a
 * budget already has is not a move: it changes nothing and emits nothing.
 */
const MOVES: Record<BudgetStatus, readonly BudgetStatus[]> = {
  draft: ['sent', 'accepted', 'archived'],
  sent: ['rejected', 'accepted', 'archived'],
  rejected: ['draft', 'accepted', 'archived'],
  accepted: ['archived'],
  archived: ['accepted'],
};

/** The event each move emits; moves back to draft and to archived have no event in the catalog. */
const EVENTS: Partial<Record<BudgetStatus, EventType>> = {
  sent: 'budget.sent',
  rejected: 'budget.rejected',
  accepted: 'budget.accepted',
};

export function canMove(from: BudgetStatus, to: BudgetStatus): boolean {
  return MOVES[from].includes(to);
}

/**
 * Checks a requested move; returns the event to emit (null for none), or throws 409
 * `invalid_state_transition` with `details: {from, to}`.
 */
export function budgetMove(from: BudgetStatus, to: BudgetStatus): { event: EventType | null } {
  if (!canMove(from, to)) throw AppError.invalidTransition('budget', from, to, { allowed: [...MOVES[from]] });
  return { event: EVENTS[to] ?? null };
}

/** Budgets in these statuses may have their figures (markup) changed: the client has not seen or agreed to them. */
export const EDITABLE_STATUSES: readonly BudgetStatus[] = ['draft', 'rejected'];
