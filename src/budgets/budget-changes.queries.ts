import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../platform/db/rows.js';
import type { BudgetItem } from './budget.entity.js';

/** Which of `itemIds` are priced by their breakdowns. */
export async function itemsPricedByBreakdowns(em: EntityManager, itemIds: readonly string[]): Promise<Set<string>> {
  const rows = await selectRows(em, `select distinct item_id from budget_breakdowns where item_id = any($1::text[])`, [itemIds]);
  return new Set(rows.map((r) => r.item_id as string));
}

/** The position after the budget's last item. */
export async function nextItemPosition(em: EntityManager, budgetId: string): Promise<number> {
  const [row] = await selectRows(em, `select coalesce(max(position), -1) + 1 as next from budget_items where budget_id = $1`, [budgetId]);
  return Number(row.next);
}

/** The sums of a budget's item totals. */
export async function budgetItemTotals(em: EntityManager, budgetId: string): Promise<{ cost: number; sale: number }> {
  const [row] = await selectRows(
    em,
    `select coalesce(sum(cost_total), 0)::text as cost, coalesce(sum(sale_total), 0)::text as sale from budget_items where budget_id = $1`,
    [budgetId],
  );
  return { cost: Number(row.cost), sale: Number(row.sale) };
}

/** The items of a budget among `ids` (quantity, cost price and total: what an item change's amount needs). */
export async function itemsOfBudget(
  em: EntityManager,
  budgetId: string,
  ids: readonly string[],
): Promise<Map<string, Pick<BudgetItem, 'id' | 'quantity' | 'costPrice' | 'costTotal'>>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows(
    em,
    `select id, quantity::text as quantity, cost_price, cost_total from budget_items where budget_id = $1 and id = any($2::text[])`,
    [budgetId, ids],
  );
  return new Map(rows.map((r) => [r.id as string, { id: r.id as string, quantity: r.quantity as string, costPrice: Number(r.cost_price), costTotal: Number(r.cost_total) }]));
}

/** Which of `ids` are chapters of the budget. */
export async function chaptersOfBudget(em: EntityManager, budgetId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await selectRows(em, `select id from budget_chapters where budget_id = $1 and id = any($2::text[])`, [budgetId, ids]);
  return new Set(rows.map((r) => r.id as string));
}
