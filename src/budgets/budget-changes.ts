import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { MARKUP_SCALE, QUANTITY_SCALE, formatScaled, itemFigures, lineTotal, parseScaled } from '../platform/money.js';
import { type Budget, type BudgetItem, BudgetItemSchema } from './budget.entity.js';
import { budgetItemTotals, itemsPricedByBreakdowns, nextItemPosition } from './budget-changes.queries.js';

/**
 * Changes to an accepted budget's items, as an approved change order applies them
 * (docs/commitments.md#change-orders): quantities move, prices change, items are added. The
 * budget's figures follow; its original figures (and each moved item's) are frozen the first
 * time, so the budget as accepted stays readable.
 */

/** A change to an existing item: its quantity moves by `quantityDelta`; `unitPrice` replaces its cost price. */
export interface ItemChange {
  itemId: string;
  /** Scaled by 10^QUANTITY_SCALE. */
  quantityDelta: bigint;
  unitPrice: number | null;
}

/** A new item, in a chapter of the budget. */
export interface NewItem {
  chapterId: string;
  code: string;
  description: string;
  unit: string;
  quantity: bigint;
  unitPrice: number;
}

/** The cost an item change moves: the item's new cost total minus its current one. */
export function itemChangeAmount(item: Pick<BudgetItem, 'quantity' | 'costPrice' | 'costTotal'>, change: Omit<ItemChange, 'itemId'>): bigint {
  const quantity = parseScaled(item.quantity, QUANTITY_SCALE)! + change.quantityDelta;
  return lineTotal(quantity, BigInt(change.unitPrice ?? item.costPrice)) - BigInt(item.costTotal);
}

/** Items whose cost price their breakdowns compute cannot take a price of their own: 422 naming the line. */
export async function assertRepriceable(em: EntityManager, changes: Array<{ param: string; itemId: string; unitPrice: number | null }>): Promise<void> {
  const priced = changes.filter((c) => c.unitPrice !== null);
  if (priced.length === 0) return;
  const byBreakdowns = await itemsPricedByBreakdowns(em, priced.map((c) => c.itemId));
  const bad = priced.filter((c) => byBreakdowns.has(c.itemId));
  if (bad.length > 0) {
    throw AppError.validation(
      bad.map((c) => ({ param: c.param, code: 'priced_by_breakdowns', message: `\`${c.param}\`: the item's price comes from its breakdowns; change those instead.` })),
    );
  }
}

/**
 * Applies item changes and new items to `budget` (tracked, locked by the caller) and recomputes
 * its cost and sale amounts. Answers the ids of the new items, in order, and the cost each change
 * moves (`itemChangeAmount`), in order, each on its item as it was before any of them.
 */
export async function applyBudgetChanges(
  em: EntityManager,
  budget: Budget,
  changes: ItemChange[],
  added: NewItem[],
): Promise<{ newItemIds: string[]; amounts: bigint[] }> {
  const markup = parseScaled(budget.markupPercentage, MARKUP_SCALE)!;
  budget.originalCostAmount ??= budget.costAmount;
  budget.originalSaleAmount ??= budget.saleAmount;
  const items = new Map(
    (await em.find(BudgetItemSchema, { id: { $in: changes.map((c) => c.itemId) }, budgetId: budget.id })).map((i) => [i.id, i]),
  );
  const amounts = changes.map((change) => {
    const item = items.get(change.itemId);
    if (!item) throw AppError.notFound('budget item', change.itemId);
    return itemChangeAmount(item, change);
  });
  for (const change of changes) {
    const item = items.get(change.itemId)!;
    item.originalQuantity ??= item.quantity;
    item.originalCostTotal ??= item.costTotal;
    const quantity = parseScaled(item.quantity, QUANTITY_SCALE)! + change.quantityDelta;
    const costPrice = BigInt(change.unitPrice ?? item.costPrice);
    const figures = itemFigures(quantity, costPrice, markup);
    item.quantity = formatScaled(quantity, QUANTITY_SCALE);
    item.costPrice = Number(costPrice);
    item.salePrice = Number(figures.salePrice);
    item.costTotal = Number(figures.costTotal);
    item.saleTotal = Number(figures.saleTotal);
  }
  let position = await nextItemPosition(em, budget.id);
  const newItemIds = added.map((n) => {
    const figures = itemFigures(n.quantity, BigInt(n.unitPrice), markup);
    const id = newId('budgetItem');
    em.create(BudgetItemSchema, {
      id,
      organizationId: budget.organizationId,
      livemode: budget.livemode,
      budgetId: budget.id,
      chapterId: n.chapterId,
      position: position++,
      code: n.code,
      description: n.description,
      unit: n.unit,
      quantity: formatScaled(n.quantity, QUANTITY_SCALE),
      costPrice: n.unitPrice,
      salePrice: Number(figures.salePrice),
      costTotal: Number(figures.costTotal),
      saleTotal: Number(figures.saleTotal),
      originalQuantity: formatScaled(0n, QUANTITY_SCALE),
      originalCostTotal: 0,
      estimateToComplete: null,
    });
    return id;
  });
  await em.flush();
  const totals = await budgetItemTotals(em, budget.id);
  budget.costAmount = totals.cost;
  budget.saleAmount = totals.sale;
  budget.itemsCount += added.length;
  return { newItemIds, amounts };
}
