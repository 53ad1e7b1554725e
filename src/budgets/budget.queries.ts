import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../shared/actor.js';
import { isId, newId } from '../shared/ids.js';
import { executeBound, groupBy } from '../db/sql.js';
import { findOwned } from '../db/tenant-lookup.js';
import type { StoredItemCost, StructureFigures } from './budget-figures.js';
import {
  type Budget,
  type BudgetBreakdown,
  BudgetBreakdownSchema,
  BudgetChapterSchema,
  type BudgetItem,
  BudgetItemSchema,
  BudgetSchema,
} from './budget.entity.js';
import {
  type BudgetItemRepresentation,
  type ChapterRepresentation,
  budgetItemRepresentation,
  chapterRepresentation,
} from './budget.representation.js';
import { QUANTITY_SCALE, formatScaled, parseScaled } from './money.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** A budget of the caller's organization and mode, or 404; `lock` takes it `FOR UPDATE`. */
export function findBudget(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Budget> {
  return findOwned(em, actor, BudgetSchema, 'budget', 'budget', id, lock);
}

/**
 * Which of `ids` are items of budgets of `projectId` in the tenant (archived budgets included),
 * in one statement.
 */
export async function budgetItemIdsOfProject(em: EntityManager, actor: Tenant, projectId: string, ids: readonly string[]): Promise<Set<string>> {
  const wellFormed = [...new Set(ids.filter((id) => isId('budgetItem', id)))];
  if (wellFormed.length === 0) return new Set();
  const rows = await em.execute<Array<{ id: string }>>(
    `select i.id from budget_items i join budgets b on b.id = i.budget_id
     where i.id in (?) and b.project_id = ? and b.organization_id = ? and b.livemode = ?`,
    [wellFormed, projectId, actor.organizationId, actor.livemode],
  );
  return new Set(rows.map((r) => r.id));
}

/*
 * Bulk persistence of a budget's structure. A 5,000-item budget is written with one INSERT per
 * table (rows passed as one JSON document and expanded by `json_to_recordset`), not one statement
 * per row; the unit of work never sees these rows, so the foreign keys are deferred and the
 * insert order does not matter.
 */

const json = (rows: unknown[]) => JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

export async function insertStructure(
  em: EntityManager,
  actor: Pick<Actor, 'organizationId' | 'livemode'>,
  budgetId: string,
  figures: StructureFigures,
): Promise<void> {
  const chapters: unknown[] = [];
  const items: unknown[] = [];
  const breakdowns: unknown[] = [];
  let itemPosition = 0;
  figures.chapters.forEach((chapter, c) => {
    const chapterId = newId('budgetChapter');
    chapters.push({ id: chapterId, position: c, code: chapter.code, title: chapter.title });
    for (const item of chapter.items) {
      const itemId = newId('budgetItem');
      items.push({
        id: itemId,
        chapter_id: chapterId,
        position: itemPosition++,
        code: item.code,
        description: item.description,
        unit: item.unit,
        quantity: formatScaled(item.quantity, QUANTITY_SCALE),
        cost_price: item.costPrice,
        sale_price: item.salePrice,
        cost_total: item.costTotal,
        sale_total: item.saleTotal,
      });
      item.breakdowns.forEach((b, d) => {
        breakdowns.push({
          id: newId('budgetBreakdown'),
          item_id: itemId,
          position: d,
          code: b.code,
          description: b.description,
          unit: b.unit,
          quantity: formatScaled(b.quantity, QUANTITY_SCALE),
          cost_price: b.costPrice,
          cost_total: b.costTotal,
          kind: b.kind,
        });
      });
    }
  });
  const tenant = [actor.organizationId, actor.livemode, budgetId];
  if (chapters.length > 0) {
    await executeBound(
      em,
      `insert into budget_chapters (id, organization_id, livemode, budget_id, position, code, title)
       select r.id, ?, ?, ?, r.position, r.code, r.title
       from json_to_recordset(?::json) as r(id text, position integer, code text, title text)`,
      [...tenant, json(chapters)],
    );
  }
  if (items.length > 0) {
    await executeBound(
      em,
      `insert into budget_items (id, organization_id, livemode, budget_id, chapter_id, position, code, description, unit,
         quantity, cost_price, sale_price, cost_total, sale_total)
       select r.id, ?, ?, ?, r.chapter_id, r.position, r.code, r.description, r.unit,
         r.quantity, r.cost_price, r.sale_price, r.cost_total, r.sale_total
       from json_to_recordset(?::json) as r(id text, chapter_id text, position integer, code text, description text,
         unit text, quantity numeric(14, 3), cost_price bigint, sale_price bigint, cost_total bigint, sale_total bigint)`,
      [...tenant, json(items)],
    );
  }
  if (breakdowns.length > 0) {
    await executeBound(
      em,
      `insert into budget_breakdowns (id, organization_id, livemode, budget_id, item_id, position, code, description, unit,
         quantity, cost_price, cost_total, kind)
       select r.id, ?, ?, ?, r.item_id, r.position, r.code, r.description, r.unit, r.quantity, r.cost_price, r.cost_total, r.kind
       from json_to_recordset(?::json) as r(id text, item_id text, position integer, code text, description text,
         unit text, quantity numeric(14, 3), cost_price bigint, cost_total bigint, kind text)`,
      [...tenant, json(breakdowns)],
    );
  }
}

/** Quantity, cost price and cost total of every item of a budget (what a markup change recomputes from). */
export async function loadItemCosts(em: EntityManager, budgetId: string): Promise<StoredItemCost[]> {
  const rows = await em.execute<Array<{ id: string; chapter_id: string; quantity: string; cost_price: string; cost_total: string }>>(
    `select id, chapter_id, quantity::text as quantity, cost_price, cost_total from budget_items where budget_id = ? order by position`,
    [budgetId],
  );
  return rows.map((r) => ({
    id: r.id,
    chapterId: r.chapter_id,
    quantity: parseScaled(r.quantity, QUANTITY_SCALE)!,
    costPrice: BigInt(r.cost_price),
    costTotal: BigInt(r.cost_total),
  }));
}

/** Writes new sale figures of many items in one statement. */
export async function updateSaleFigures(
  em: EntityManager,
  budgetId: string,
  items: Array<{ id: string; salePrice: bigint; saleTotal: bigint }>,
): Promise<void> {
  if (items.length === 0) return;
  await executeBound(
    em,
    `update budget_items i set sale_price = r.sale_price, sale_total = r.sale_total
     from json_to_recordset(?::json) as r(id text, sale_price bigint, sale_total bigint)
     where i.id = r.id and i.budget_id = ?`,
    [json(items.map((i) => ({ id: i.id, sale_price: i.salePrice, sale_total: i.saleTotal }))), budgetId],
  );
}

function groupByItem(breakdowns: BudgetBreakdown[]): Map<string, BudgetBreakdown[]> {
  return groupBy(breakdowns, (b) => b.itemId, (b) => b);
}

/** Item representations, each with its chapter code and breakdowns (one query for the breakdowns). */
export async function representItems(
  em: EntityManager,
  items: BudgetItem[],
  chapterCodes: ReadonlyMap<string, string>,
): Promise<BudgetItemRepresentation[]> {
  const ids = items.map((i) => i.id);
  const breakdowns =
    ids.length === 0 ? [] : await em.find(BudgetBreakdownSchema, { itemId: { $in: ids } }, { orderBy: { itemId: 'asc', position: 'asc' } });
  const byItem = groupByItem(breakdowns);
  return items.map((i) => budgetItemRepresentation(i, chapterCodes.get(i.chapterId) ?? '', byItem.get(i.id) ?? []));
}

/** Which chapters to load: every chapter of some budgets, or some chapters by id (of the tenant). */
export type ChapterFilter =
  | { budgetIds: readonly string[]; tenant?: Pick<Actor, 'organizationId' | 'livemode'> }
  | { chapterIds: readonly string[]; tenant?: Pick<Actor, 'organizationId' | 'livemode'> };

/**
 * Chapters of any number of budgets (or chapters by id), each with its items and their
 * breakdowns, in budget order: three queries in all, whatever the number of budgets.
 */
export async function loadChapterTrees(
  em: EntityManager,
  filter: ChapterFilter,
): Promise<Array<{ budgetId: string; chapter: ChapterRepresentation }>> {
  const tenant = filter.tenant ?? {};
  const byBudget = 'budgetIds' in filter;
  const ids = [...new Set(byBudget ? filter.budgetIds : filter.chapterIds)];
  if (ids.length === 0) return [];
  const chapters = await em.find(
    BudgetChapterSchema,
    byBudget ? { budgetId: { $in: ids }, ...tenant } : { id: { $in: ids }, ...tenant },
    { orderBy: { budgetId: 'asc', position: 'asc' } },
  );
  if (chapters.length === 0) return [];
  const budgetIds = [...new Set(chapters.map((c) => c.budgetId))];
  // Whole budgets read their items and breakdowns by budget (one index range each).
  const items = await em.find(
    BudgetItemSchema,
    byBudget ? { budgetId: { $in: budgetIds } } : { budgetId: { $in: budgetIds }, chapterId: { $in: chapters.map((c) => c.id) } },
    { orderBy: { budgetId: 'asc', position: 'asc' } },
  );
  const breakdowns =
    items.length === 0
      ? []
      : await em.find(
          BudgetBreakdownSchema,
          byBudget ? { budgetId: { $in: budgetIds } } : { budgetId: { $in: budgetIds }, itemId: { $in: items.map((i) => i.id) } },
          { orderBy: { itemId: 'asc', position: 'asc' } },
        );
  const byItem = groupByItem(breakdowns);
  const byChapter = new Map<string, BudgetItemRepresentation[]>(chapters.map((c) => [c.id, []]));
  const codes = new Map(chapters.map((c) => [c.id, c.code]));
  for (const item of items) {
    byChapter.get(item.chapterId)?.push(budgetItemRepresentation(item, codes.get(item.chapterId)!, byItem.get(item.id) ?? []));
  }
  return chapters.map((c) => ({ budgetId: c.budgetId, chapter: chapterRepresentation(c, byChapter.get(c.id)!) }));
}

/** Chapters of a budget, in order, each with its items and their breakdowns: three queries in all. */
export async function loadChapters(em: EntityManager, budgetId: string, chapterId?: string): Promise<ChapterRepresentation[]> {
  const trees = await loadChapterTrees(em, chapterId ? { chapterIds: [chapterId] } : { budgetIds: [budgetId] });
  return trees.filter((t) => t.budgetId === budgetId).map((t) => t.chapter);
}

/**
 * Items by id (of the tenant), each with its chapter code and breakdowns: two queries (items
 * with their chapter's code, then breakdowns) for any number of ids.
 */
export async function loadItemsByIds(
  em: EntityManager,
  tenant: Pick<Actor, 'organizationId' | 'livemode'>,
  ids: readonly string[],
): Promise<BudgetItemRepresentation[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const qb = em
    .createQueryBuilder(BudgetItemSchema, 'i')
    .select(['i.*', raw('(select c.code from budget_chapters c where c.id = i.chapter_id) as __chapter_code')])
    .where({ id: { $in: unique }, organizationId: tenant.organizationId, livemode: tenant.livemode });
  const rows = await em.execute<Array<Record<string, unknown>>>(qb.getKnexQuery());
  const codes = new Map<string, string>();
  const items = rows.map(({ __chapter_code: code, ...row }) => {
    const item = em.map(BudgetItemSchema, row as never) as BudgetItem;
    codes.set(item.chapterId, code as string);
    return item;
  });
  return representItems(em, items, codes);
}
