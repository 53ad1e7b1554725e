import type { EntityManager } from '@mikro-orm/postgresql';
import { assertBudgetItemsOfProject as assertItemsOfProject } from '../budgets/budget-item-suggestion.js';
import type { ServiceContext } from '../shared/actor.js';

/** A budget item reference to check: where it came from in the request, and the id. */
export interface BudgetItemRef {
  param: string;
  id: string;
}

/**
 * Budget item ids an invoice (`budget_item_ids`) or a delivery-note line (`budget_item_id`)
 * refers to must be items of budgets of the same project, in the caller's organization and mode
 * (DESIGN §5): one 422 listing every bad reference (`invalid_budget_item`).
 */
export async function assertBudgetItemsOfProject(
  em: EntityManager,
  sc: ServiceContext,
  projectId: string,
  refs: BudgetItemRef[],
): Promise<void> {
  if (refs.length === 0) return;
  await assertItemsOfProject(
    em,
    sc.actor,
    projectId,
    refs.map((r) => r.id),
    (i) => refs[i].param,
  );
}
