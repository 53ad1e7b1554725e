import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../shared/actor.js';
import { AppError, type FieldError } from '../shared/errors.js';
import { isId } from '../shared/ids.js';

/** A budget item reference to check: where it came from in the request, and the id. */
export interface BudgetItemRef {
  param: string;
  id: string;
}

/**
 * Budget item ids an invoice (`budget_item_ids`) or a delivery-note line (`budget_item_id`)
 * refers to must be items of budgets of the same project (DESIGN §5), answered with one 422
 * listing every bad reference.
 *
 * The budgets tables arrive with the budgets issue, built in parallel; until then this checks
 * only that each id is shaped like a budget item id (`bitem_…`). When budgets land, this is the
 * one place to complete: look the ids up in the project's budget items (code `not_found` for
 * unknown ones, `budget_item_of_other_project` for the others). Callers already pass `em`,
 * `sc` and the project for that.
 */
export async function assertBudgetItemsOfProject(
  _em: EntityManager,
  _sc: ServiceContext,
  _projectId: string,
  refs: BudgetItemRef[],
): Promise<void> {
  const errors: FieldError[] = refs
    .filter((ref) => !isId('budgetItem', ref.id))
    .map((ref) => ({ param: ref.param, code: 'invalid_id', message: `\`${ref.param}\` must be a budget item id (bitem_…).` }));
  if (errors.length) throw AppError.validation(errors);
}
