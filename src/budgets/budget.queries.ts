import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { isId, newId } from '../platform/ids.js';
import { executeBound, groupBy } from '../platform/db/sql.js';
import { findForRead, rowMapper, selectRows } from '../platform/db/rows.js';
import { findOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import { type ChapterTotals, type StoredItemCost, type StructureFigures, chapterTotals } from './budget-figures.js';
import {
  type Budget,
  type BudgetBreakdown,
  BudgetBreakdownSchema,
  type BudgetChapter,
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
import { QUANTITY_SCALE, formatScaled, parseScaled } from '../platform/money.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** A budget of the caller's organization and mode, or 404; `lock` takes it `FOR UPDATE`. */
export function findBudget(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Budget> {
  return findOwned(em, actor, BudgetSchema, 'budget', 'budget', id, lock);
}

/** A budget item of the caller's organization and mode, tracked, or 404. */
export function findBudgetItem(em: EntityManager, actor: Tenant, id: string): Promise<BudgetItem> {
  return findOwned(em, actor, BudgetItemSchema, 'budgetItem', 'budget item', id);
}

/** Budgets of the caller by id, plain rows, in one statement; ids that are not the caller's are absent. */
export function readBudgets(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Budget>> {
  return readOwnedMany(em, actor, BudgetSchema, 'budget', ids);
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

/** The rows `insertStructure` wrote, as the entities read them back (for a response built without reading). */
export interface StoredStructure {
  chapters: BudgetChapter[];
  items: BudgetItem[];
  breakdowns: BudgetBreakdown[];
}

/** The rows of a structure, with their ids, positions and parents assigned. */
function structureRows(tenant: Pick<Actor, 'organizationId' | 'livemode'>, budgetId: string, figures: StructureFigures): StoredStructure {
  const owner = { organizationId: tenant.organizationId, livemode: tenant.livemode, budgetId };
  const chapters: BudgetChapter[] = [];
  const items: BudgetItem[] = [];
  const breakdowns: BudgetBreakdown[] = [];
  let itemPosition = 0;
  figures.chapters.forEach((chapter, c) => {
    const chapterId = newId('budgetChapter');
    const parentId = chapter.parent === null ? null : chapters[chapter.parent]!.id;
    chapters.push({ id: chapterId, ...owner, parentId, position: c, code: chapter.code, title: chapter.title });
    for (const item of chapter.items) {
      const itemId = newId('budgetItem');
      items.push({
        id: itemId,
        ...owner,
        chapterId,
        position: itemPosition++,
        code: item.code,
        description: item.description,
        summary: item.summary ?? null,
        unit: item.unit,
        quantity: formatScaled(item.quantity, QUANTITY_SCALE),
        costPrice: Number(item.costPrice),
        salePrice: Number(item.salePrice),
        costTotal: Number(item.costTotal),
        saleTotal: Number(item.saleTotal),
        measurements: item.measurements && item.measurements.length > 0 ? item.measurements : null,
      });
      item.breakdowns.forEach((b, d) => {
        breakdowns.push({
          id: newId('budgetBreakdown'),
          ...owner,
          itemId,
          position: d,
          code: b.code,
          description: b.description,
          unit: b.unit,
          quantity: formatScaled(b.quantity, QUANTITY_SCALE),
          costPrice: Number(b.costPrice),
          costTotal: Number(b.costTotal),
          kind: b.kind,
        });
      });
    }
  });
  return { chapters, items, breakdowns };
}

/**
 * Writes the chapters, items and breakdowns of a new budget: three statements whatever their
 * number. Every value is a string or a safe number (amounts are checked against ±10^13 first).
 */
export async function insertStructure(
  em: EntityManager,
  actor: Pick<Actor, 'organizationId' | 'livemode'>,
  budgetId: string,
  figures: StructureFigures,
): Promise<StoredStructure> {
  const rows = structureRows(actor, budgetId, figures);
  const tenant = [actor.organizationId, actor.livemode, budgetId];
  if (rows.chapters.length > 0) {
    await executeBound(
      em,
      `insert into budget_chapters (id, organization_id, livemode, budget_id, parent_id, position, code, title)
       select r.id, ?, ?, ?, r.parent_id, r.position, r.code, r.title
       from json_to_recordset(?::json) as r(id text, parent_id text, position integer, code text, title text)`,
      [...tenant, JSON.stringify(rows.chapters.map((c) => ({ id: c.id, parent_id: c.parentId, position: c.position, code: c.code, title: c.title })))],
    );
  }
  if (rows.items.length > 0) {
    await executeBound(
      em,
      `insert into budget_items (id, organization_id, livemode, budget_id, chapter_id, position, code, description, summary, unit,
         quantity, cost_price, sale_price, cost_total, sale_total, measurements)
       select r.id, ?, ?, ?, r.chapter_id, r.position, r.code, r.description, r.summary, r.unit,
         r.quantity, r.cost_price, r.sale_price, r.cost_total, r.sale_total, r.measurements
       from json_to_recordset(?::json) as r(id text, chapter_id text, position integer, code text, description text, summary text,
         unit text, quantity numeric(14, 3), cost_price bigint, sale_price bigint, cost_total bigint, sale_total bigint, measurements jsonb)`,
      [
        ...tenant,
        JSON.stringify(
          rows.items.map((i) => ({
            id: i.id,
            chapter_id: i.chapterId,
            position: i.position,
            code: i.code,
            description: i.description,
            summary: i.summary,
            unit: i.unit,
            quantity: i.quantity,
            cost_price: i.costPrice,
            sale_price: i.salePrice,
            cost_total: i.costTotal,
            sale_total: i.saleTotal,
            measurements: i.measurements,
          })),
        ),
      ],
    );
  }
  if (rows.breakdowns.length > 0) {
    await executeBound(
      em,
      `insert into budget_breakdowns (id, organization_id, livemode, budget_id, item_id, position, code, description, unit,
         quantity, cost_price, cost_total, kind)
       select r.id, ?, ?, ?, r.item_id, r.position, r.code, r.description, r.unit, r.quantity, r.cost_price, r.cost_total, r.kind
       from json_to_recordset(?::json) as r(id text, item_id text, position integer, code text, description text,
         unit text, quantity numeric(14, 3), cost_price bigint, cost_total bigint, kind text)`,
      [
        ...tenant,
        JSON.stringify(
          rows.breakdowns.map((b) => ({
            id: b.id,
            item_id: b.itemId,
            position: b.position,
            code: b.code,
            description: b.description,
            unit: b.unit,
            quantity: b.quantity,
            cost_price: b.costPrice,
            cost_total: b.costTotal,
            kind: b.kind,
          })),
        ),
      ],
    );
  }
  return rows;
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
    ids.length === 0 ? [] : await findForRead(em, BudgetBreakdownSchema, { itemId: { $in: ids } }, { orderBy: { itemId: 'asc', position: 'asc' } });
  const byItem = groupByItem(breakdowns);
  return items.map((i) => budgetItemRepresentation(i, chapterCodes.get(i.chapterId) ?? '', byItem.get(i.id) ?? []));
}

/**
 * Which chapters to load: every chapter of some budgets, some chapters by id, or the chapters
 * nested directly in some chapters (of the tenant).
 */
export type ChapterFilter = { tenant?: Pick<Actor, 'organizationId' | 'livemode'> } & (
  | { budgetIds: readonly string[] }
  | { chapterIds: readonly string[] }
  | { parentIds: readonly string[] }
);

/**
 * Totals of some chapters, sub-chapters included, in one statement (a recursive walk down from
 * each): what a chapter shows when its budget is not loaded whole.
 */
async function subtreeTotals(em: EntityManager, chapterIds: readonly string[]): Promise<Map<string, ChapterTotals>> {
  const rows = await em.execute<Array<{ id: string; cost: string; sale: string }>>(
    `with recursive tree (root_id, id) as (
       select id, id from budget_chapters where id in (?)
       union all
       select t.root_id, c.id from tree t join budget_chapters c on c.parent_id = t.id
     )
     select t.root_id as id, coalesce(sum(i.cost_total), 0)::text as cost, coalesce(sum(i.sale_total), 0)::text as sale
     from tree t left join budget_items i on i.chapter_id = t.id
     group by t.root_id`,
    [chapterIds],
  );
  return new Map(rows.map((r) => [r.id, { cost: BigInt(r.cost), sale: BigInt(r.sale) }]));
}

/**
 * The representation of chapters with their items and breakdowns (rows in budget order).
 * `totals` defaults to what the rows add up to, which is right when they hold whole budgets.
 */
export function chapterTreesOf(
  structure: StoredStructure,
  totals: Map<string, ChapterTotals> = chapterTotals(structure.chapters, structure.items),
): Array<{ budgetId: string; chapter: ChapterRepresentation }> {
  const byItem = groupByItem(structure.breakdowns);
  const byChapter = new Map<string, BudgetItemRepresentation[]>(structure.chapters.map((c) => [c.id, []]));
  const codes = new Map(structure.chapters.map((c) => [c.id, c.code]));
  for (const item of structure.items) {
    byChapter.get(item.chapterId)?.push(budgetItemRepresentation(item, codes.get(item.chapterId)!, byItem.get(item.id) ?? []));
  }
  return structure.chapters.map((c) => ({
    budgetId: c.budgetId,
    chapter: chapterRepresentation(c, byChapter.get(c.id)!, totals.get(c.id) ?? { cost: 0n, sale: 0n }),
  }));
}

/*
 * Whole structures are read as plain rows, not managed entities: a budget of 7,000 items and
 * 30,000 breakdown lines is read in a fraction of what hydrating as many entities costs, and
 * nothing here is changed through the unit of work.
 */

type Row = Record<string, unknown>;
const CHAPTER_COLUMNS = 'id, organization_id, livemode, budget_id, parent_id, position, code, title';
const ITEM_COLUMNS = `id, organization_id, livemode, budget_id, chapter_id, position, code, description, summary, unit, quantity::text as quantity,
  cost_price, sale_price, cost_total, sale_total, measurements, original_quantity::text as original_quantity, original_cost_total, estimate_to_complete`;
const BREAKDOWN_COLUMNS = `id, organization_id, livemode, budget_id, item_id, position, code, description, unit, quantity::text as quantity,
  cost_price, cost_total, kind`;

const owned = (r: Row) => ({
  id: r.id as string,
  organizationId: r.organization_id as string,
  livemode: r.livemode as boolean,
  budgetId: r.budget_id as string,
  position: r.position as number,
});

const chapterOf = (r: Row): BudgetChapter => ({ ...owned(r), parentId: r.parent_id as string | null, code: r.code as string, title: r.title as string });

const itemOf = (r: Row): BudgetItem => ({
  ...owned(r),
  chapterId: r.chapter_id as string,
  code: r.code as string,
  description: r.description as string,
  summary: r.summary as string | null,
  unit: r.unit as string,
  quantity: r.quantity as string,
  costPrice: Number(r.cost_price),
  salePrice: Number(r.sale_price),
  costTotal: Number(r.cost_total),
  saleTotal: Number(r.sale_total),
  measurements: r.measurements as BudgetItem['measurements'],
  originalQuantity: r.original_quantity as string | null,
  originalCostTotal: r.original_cost_total === null ? null : Number(r.original_cost_total),
  estimateToComplete: r.estimate_to_complete === null ? null : Number(r.estimate_to_complete),
});

const breakdownOf = (r: Row): BudgetBreakdown => ({
  ...owned(r),
  itemId: r.item_id as string,
  code: r.code as string | null,
  description: r.description as string,
  unit: r.unit as string,
  quantity: r.quantity as string,
  costPrice: Number(r.cost_price),
  costTotal: Number(r.cost_total),
  kind: r.kind as BudgetBreakdown['kind'],
});

/**
 * Chapters of any number of budgets (or chapters by id or parent), each with its items and their
 * breakdowns, in budget order: three queries for whole budgets, four otherwise (the totals of
 * chapters whose sub-chapters are not loaded), whatever the number of budgets.
 */
export async function loadChapterTrees(
  em: EntityManager,
  filter: ChapterFilter,
): Promise<Array<{ budgetId: string; chapter: ChapterRepresentation }>> {
  const byBudget = 'budgetIds' in filter;
  const ids = [...new Set('budgetIds' in filter ? filter.budgetIds : 'chapterIds' in filter ? filter.chapterIds : filter.parentIds)];
  if (ids.length === 0) return [];
  const column = 'budgetIds' in filter ? 'budget_id' : 'chapterIds' in filter ? 'id' : 'parent_id';
  const tenant = filter.tenant ? ' and organization_id = ? and livemode = ?' : '';
  const tenantParams = filter.tenant ? [filter.tenant.organizationId, filter.tenant.livemode] : [];
  const chapters = (
    await em.execute<Row[]>(
      `select ${CHAPTER_COLUMNS} from budget_chapters where ${column} in (?)${tenant} order by budget_id, position`,
      [ids, ...tenantParams],
    )
  ).map(chapterOf);
  if (chapters.length === 0) return [];
  const budgetIds = [...new Set(chapters.map((c) => c.budgetId))];
  // Whole budgets read their items and breakdowns by budget (one index range each).
  const items = (
    await em.execute<Row[]>(
      byBudget
        ? `select ${ITEM_COLUMNS} from budget_items where budget_id in (?) order by budget_id, position`
        : `select ${ITEM_COLUMNS} from budget_items where budget_id in (?) and chapter_id in (?) order by budget_id, position`,
      byBudget ? [budgetIds] : [budgetIds, chapters.map((c) => c.id)],
    )
  ).map(itemOf);
  const breakdowns =
    items.length === 0
      ? []
      : (
          await em.execute<Row[]>(
            byBudget
              ? `select ${BREAKDOWN_COLUMNS} from budget_breakdowns where budget_id in (?) order by item_id, position`
              : `select ${BREAKDOWN_COLUMNS} from budget_breakdowns where budget_id in (?) and item_id in (?) order by item_id, position`,
            byBudget ? [budgetIds] : [budgetIds, items.map((i) => i.id)],
          )
        ).map(breakdownOf);
  const totals = byBudget ? undefined : await subtreeTotals(em, chapters.map((c) => c.id));
  return chapterTreesOf({ chapters, items, breakdowns }, totals);
}

/** The rows of a whole budget's structure, in budget order: three statements. */
export async function loadStructure(em: EntityManager, budgetId: string): Promise<StoredStructure> {
  const chapters = await em.execute<Row[]>(`select ${CHAPTER_COLUMNS} from budget_chapters where budget_id = ? order by position`, [budgetId]);
  const items = await em.execute<Row[]>(`select ${ITEM_COLUMNS} from budget_items where budget_id = ? order by position`, [budgetId]);
  const breakdowns = await em.execute<Row[]>(
    `select ${BREAKDOWN_COLUMNS} from budget_breakdowns where budget_id = ? order by item_id, position`,
    [budgetId],
  );
  return { chapters: chapters.map(chapterOf), items: items.map(itemOf), breakdowns: breakdowns.map(breakdownOf) };
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
  // Plain rows (src/platform/db/rows.ts): the items are only represented.
  const { sql, bindings } = qb.getKnexQuery().toSQL().toNative();
  const rows = await selectRows(em, sql, bindings);
  const toItem = rowMapper(em, BudgetItemSchema);
  const codes = new Map<string, string>();
  const items = rows.map((row) => {
    const item = toItem(row);
    codes.set(item.chapterId, row.__chapter_code as string);
    return item;
  });
  return representItems(em, items, codes);
}

/** The ids of a budget's items. */
export async function itemIdsOfBudget(em: EntityManager, budgetId: string): Promise<Set<string>> {
  const rows = await em.execute<Array<{ id: string }>>(`select id from budget_items where budget_id = ?`, [budgetId]);
  return new Set(rows.map((r) => r.id));
}
