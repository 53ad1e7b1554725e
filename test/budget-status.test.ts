import { describe, expect, it } from 'vitest';
import { budgetMove, canMove } from '../src/budgets/budget-status.js';
import { BUDGET_STATUSES, type BudgetStatus } from '../src/budgets/budget.entity.js';
import { AppError } from '../src/platform/errors.js';

/** docs/budgets.md#status-moves, written out as the full table: every pair of distinct statuses. */
const ALLOWED: Array<[BudgetStatus, BudgetStatus, string | null]> = [
  ['draft', 'sent', 'budget.sent'],
  ['sent', 'rejected', 'budget.rejected'],
  ['rejected', 'draft', null],
  ['draft', 'accepted', 'budget.accepted'],
  ['sent', 'accepted', 'budget.accepted'],
  ['rejected', 'accepted', 'budget.accepted'],
  ['archived', 'accepted', 'budget.accepted'],
  ['draft', 'archived', null],
  ['sent', 'archived', null],
  ['rejected', 'archived', null],
  ['accepted', 'archived', null],
];

describe('budget status moves', () => {
  it('allows exactly the documented moves, each with its event', () => {
    for (const from of BUDGET_STATUSES) {
      for (const to of BUDGET_STATUSES) {
        if (from === to) continue;
        const allowed = ALLOWED.find(([f, t]) => f === from && t === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(Boolean(allowed));
        if (allowed) expect(budgetMove(from, to).event).toBe(allowed[2]);
      }
    }
  });

  it('refuses the others with 409 invalid_state_transition naming from and to', () => {
    for (const [from, to] of [
      ['sent', 'draft'],
      ['draft', 'rejected'],
      ['accepted', 'draft'],
      ['accepted', 'sent'],
      ['archived', 'draft'],
    ] as Array<[BudgetStatus, BudgetStatus]>) {
      let error: unknown;
      try {
        budgetMove(from, to);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).code).toBe('invalid_state_transition');
      expect((error as AppError).details).toMatchObject({ from, to });
    }
  });
});
