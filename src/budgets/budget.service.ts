import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { isId, newId } from '../platform/ids.js';
import { type KeysetSort, type ListResult, byCreatedAt, keysetPage, keysetPages, pageRequest } from '../platform/pagination.js';
import { containsPattern } from '../platform/text.js';
import { parse } from '../platform/validation.js';
import { findForRead } from '../platform/db/rows.js';
import { groupBy } from '../platform/db/sql.js';
import { transaction } from '../platform/db/transaction.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import { findProject } from '../projects/project.queries.js';
import { type StructureFigures, markupFigures, structureFigures } from './budget-figures.js';
import {
  findBudget,
  findBudgetItem,
  insertStructure,
  loadChapterTrees,
  loadChapters,
  loadItemCosts,
  loadItemsByIds,
  readBudgets,
  representItems,
  type StoredStructure,
  updateSaleFigures,
} from './budget.queries.js';
import { EDITABLE_STATUSES, budgetMove } from './budget-status.js';
import { type Budget, BudgetChapterSchema, type BudgetItem, BudgetItemSchema, BudgetSchema, type ImportReport } from './budget.entity.js';
import {
  type BudgetItemRepresentation,
  type BudgetRepresentation,
  type ChapterRepresentation,
  budgetRepresentation,
  budgetWithItemsRepresentation,
} from './budget.representation.js';
import {
  getBudgetQuery,
  listBudgetItemsQuery,
  listBudgetsQuery,
  parseCreateBudget,
  updateBudgetInput,
  updateBudgetItemInput,
} from './budget.schemas.js';
import { MARKUP_SCALE, formatScaled, parseScaled } from '../platform/money.js';

/** The project of a create: it must exist in the caller's organization and mode (422 otherwise, not 404). */
export async function projectErrors(em: EntityManager, sc: ServiceContext, projectId: string): Promise<FieldError[]> {
  try {
    await findProject(em, sc.actor, projectId);
    return [];
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
    return [{ param: 'project_id', code: 'invalid_project', message: `\`project_id\`: no such project: '${projectId}'.` }];
  }
}

export async function getBudget(
  sc: ServiceContext,
  id: string,
  query: unknown = {},
): Promise<BudgetRepresentation | ReturnType<typeof budgetWithItemsRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  const q = parse(getBudgetQuery, query);
  const budget = await findBudget(sc.em, sc.actor, id);
  if (q.include !== 'items') return budgetRepresentation(budget);
  return budgetWithItemsRepresentation(budget, await loadChapters(sc.em, budget.id));
}

/** Budgets of the caller by id, for GraphQL relations (`ChangeOrder.budget`): one statement; ids that are not the caller's are absent. */
export async function getBudgets(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, BudgetRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  return new Map([...(await readBudgets(sc.em, tenant(sc.actor), ids)).values()].map((b) => [b.id, budgetRepresentation(b)]));
}

/** One budget item (for relations such as `DeliveryNoteLine.budgetItem`), or 404. */
export async function getBudgetItem(sc: ServiceContext, itemId: string): Promise<BudgetItemRepresentation> {
  const item = (await getBudgetItems(sc, [itemId])).get(itemId);
  if (!item) throw AppError.notFound('budget item', itemId);
  return item;
}

/**
 * Budget items of the caller by id, for GraphQL relations (`DeliveryNoteLine.budgetItem`,
 * `Invoice.budgetItems`): two statements for any number of ids; ids that are not the caller's
 * are absent.
 */
export async function getBudgetItems(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, BudgetItemRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  const valid = ids.filter((id) => isId('budgetItem', id));
  return new Map((await loadItemsByIds(sc.em, tenant(sc.actor), valid)).map((i) => [i.id, i]));
}

/**
 * Chapters of many budgets of the caller, each with its items (GraphQL `Budget.chapters`):
 * three statements; a budget with no chapters (or not the caller's) is absent.
 */
export async function getChaptersOfBudgets(
  sc: ServiceContext,
  budgetIds: readonly string[],
): Promise<Map<string, ChapterRepresentation[]>> {
  requireScope(sc.actor, 'read:budgets');
  const trees = await loadChapterTrees(sc.em, { budgetIds, tenant: tenant(sc.actor) });
  return groupBy(trees, (t) => t.budgetId, (t) => t.chapter);
}

/** Chapters of the caller by id, each with its items (GraphQL `BudgetItem.chapter`); ids that are not the caller's are absent. */
export async function getBudgetChapters(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, ChapterRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  const valid = ids.filter((id) => isId('budgetChapter', id));
  const trees = await loadChapterTrees(sc.em, { chapterIds: valid, tenant: tenant(sc.actor) });
  return new Map(trees.map((t) => [t.chapter.id, t.chapter]));
}

/**
 * The chapters nested directly in chapters of the caller, by parent id, each with its items
 * (GraphQL `BudgetChapter.children`); a chapter without sub-chapters is absent.
 */
export async function getChildChapters(sc: ServiceContext, parentIds: readonly string[]): Promise<Map<string, ChapterRepresentation[]>> {
  requireScope(sc.actor, 'read:budgets');
  const valid = parentIds.filter((id) => isId('budgetChapter', id));
  const trees = await loadChapterTrees(sc.em, { parentIds: valid, tenant: tenant(sc.actor) });
  return groupBy(trees, (t) => t.chapter.parent_id!, (t) => t.chapter);
}

/** The list filters of `GET /v1/budgets`, parsed, as a query builder (alias `b`). */
function filteredBudgets(sc: ServiceContext, query: unknown) {
  const q = parse(listBudgetsQuery, query);
  const qb = sc.em.createQueryBuilder(BudgetSchema, 'b').where(tenant(sc.actor));
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.status) qb.andWhere({ status: q.status });
  return { qb, page: pageRequest(q, 'bud') };
}

export async function listBudgets(sc: ServiceContext, query: unknown): Promise<ListResult<BudgetRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  const { qb, page } = filteredBudgets(sc, query);
  return keysetPage(qb, 'b', page, byCreatedAt<Budget>(), (rows) => rows.map(budgetRepresentation));
}

/** `listBudgets` for many projects in one statement (GraphQL `Project.budgets`). */
export async function listBudgetsOfProjects(
  sc: ServiceContext,
  projectIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<BudgetRepresentation>>> {
  requireScope(sc.actor, 'read:budgets');
  const { qb, page } = filteredBudgets(sc, query);
  const parent = { column: 'project_id', property: 'projectId' as const, ids: projectIds };
  return keysetPages(sc.em, BudgetSchema, qb, 'b', parent, page, byCreatedAt<Budget>(), (rows) => rows.map(budgetRepresentation));
}

/** Budget order: the item's position within its budget, then id. */
const BY_POSITION: KeysetSort<BudgetItem> = {
  column: 'position',
  property: 'position',
  cast: 'integer',
  key: (row) => String(row.position),
  direction: 'asc',
};

/**
 * The filters of `GET /v1/budgets/{id}/items` as a query builder over items (alias `i`):
 * `chapter` is a chapter code of the item's own budget; `q` searches code and description, case-
 * and accent-insensitively.
 */
function filteredBudgetItems(sc: ServiceContext, query: unknown) {
  const q = parse(listBudgetItemsQuery, query);
  const page = pageRequest(q, 'bitem');
  if (page.after && !/^\d{1,9}$/.test(page.after.key)) {
    throw new AppError('invalid_cursor', 'The cursor is not one this API returned.', 'cursor');
  }
  const qb = sc.em.createQueryBuilder(BudgetItemSchema, 'i').where(tenant(sc.actor));
  if (q.chapter) {
    qb.andWhere(`i.chapter_id in (select c.id from budget_chapters c where c.budget_id = i.budget_id and c.code = ?)`, [q.chapter]);
  }
  if (q.q) {
    qb.andWhere(`f_unaccent(lower(i.code || ' ' || i.description)) like f_unaccent(?)`, [containsPattern(q.q)]);
  }
  return { qb, page };
}

/** Item representations with their chapter codes (read for all the items' budgets at once). */
async function representBudgetItems(em: EntityManager, items: BudgetItem[]): Promise<BudgetItemRepresentation[]> {
  if (items.length === 0) return [];
  const chapters = await findForRead(em, BudgetChapterSchema, { budgetId: { $in: [...new Set(items.map((i) => i.budgetId))] } }, { fields: ['id', 'code'] });
  return representItems(em, items, new Map(chapters.map((c) => [c.id, c.code])));
}

/**
 * Items of a budget in budget order (chapter by chapter, as created): keyset on the item's
 * position. `chapter` filters by chapter code; `q` searches code and description, case- and
 * accent-insensitively.
 */
export async function listBudgetItems(
  sc: ServiceContext,
  budgetId: string,
  query: unknown,
): Promise<ListResult<BudgetItemRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  const { qb, page } = filteredBudgetItems(sc, query);
  const budget = await findBudget(sc.em, sc.actor, budgetId);
  qb.andWhere({ budgetId: budget.id });
  return keysetPage(qb, 'i', page, BY_POSITION, (rows) => representBudgetItems(sc.em, rows));
}

/** `listBudgetItems` for many budgets of the caller in one statement (GraphQL `Budget.items`). */
export async function listBudgetItemsOfBudgets(
  sc: ServiceContext,
  budgetIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<BudgetItemRepresentation>>> {
  requireScope(sc.actor, 'read:budgets');
  const { qb, page } = filteredBudgetItems(sc, query);
  const parent = { column: 'budget_id', property: 'budgetId' as const, ids: budgetIds };
  return keysetPages(sc.em, BudgetItemSchema, qb, 'i', parent, page, BY_POSITION, (rows) => representBudgetItems(sc.em, rows));
}

/** What a new budget is made of, checked and computed. */
export interface NewBudget {
  projectId: string;
  name: string;
  currency: string;
  markup: bigint;
  figures: StructureFigures;
  /** What an import found in its file; none for a create. */
  importReport?: ImportReport;
}

/**
 * Writes a new budget and its structure, and records `budget.created`, inside the caller's
 * transaction. Answers the budget and the rows written (for a response built without reading back).
 */
export async function storeBudget(em: EntityManager, sc: ServiceContext, input: NewBudget): Promise<{ budget: Budget; structure: StoredStructure }> {
  const now = new Date();
  const { figures } = input;
  const budget = em.create(BudgetSchema, {
    id: newId('budget'),
    ...tenant(sc.actor),
    projectId: input.projectId,
    name: input.name,
    status: 'draft',
    currency: input.currency,
    markupPercentage: formatScaled(input.markup, MARKUP_SCALE),
    costAmount: Number(figures.costAmount),
    saleAmount: Number(figures.saleAmount),
    chaptersCount: figures.chapters.length,
    itemsCount: figures.itemsCount,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    acceptedAt: null,
    importReport: input.importReport ?? null,
  });
  const structure = await insertStructure(em, sc.actor, budget.id, figures);
  await recordEvent(em, sc.actor, 'budget.created', budgetRepresentation(budget));
  return { budget, structure };
}

export async function createBudget(sc: ServiceContext, body: unknown): Promise<BudgetRepresentation> {
  requireScope(sc.actor, 'write:budgets');
  const input = parseCreateBudget(body);
  const markup = input.markup_percentage ?? 0n;
  const { figures, errors } = structureFigures(input.chapters ?? [], markup);
  errors.push(...(await projectErrors(sc.em, sc, input.project_id)));
  if (errors.length > 0) throw AppError.validation(errors);
  return transaction(sc.em, async (em) => {
    const { budget } = await storeBudget(em, sc, {
      projectId: input.project_id,
      name: input.name,
      currency: input.currency ?? 'EUR',
      markup,
      figures,
    });
    return budgetRepresentation(budget);
  });
}

/** Sets a new markup: every item's sale price and total, and the budget's sale amount, are recomputed. */
async function reprice(em: EntityManager, budget: Budget, markup: bigint): Promise<void> {
  if (!EDITABLE_STATUSES.includes(budget.status)) {
    throw AppError.field(
      'markup_percentage',
      'budget_not_editable',
      `The figures of a budget in status '${budget.status}' cannot change; only ${EDITABLE_STATUSES.join(' and ')} budgets can be repriced.`,
    );
  }
  const sale = markupFigures(await loadItemCosts(em, budget.id), markup);
  if (sale.errors.length > 0) throw AppError.validation(sale.errors);
  await updateSaleFigures(em, budget.id, sale.items);
  budget.markupPercentage = formatScaled(markup, MARKUP_SCALE);
  budget.saleAmount = Number(sale.saleAmount);
}

export async function updateBudget(sc: ServiceContext, id: string, body: unknown): Promise<BudgetRepresentation> {
  requireScope(sc.actor, 'write:budgets');
  const input = parse(updateBudgetInput, body);
  if (input.accepted_at !== undefined && input.status !== 'accepted') {
    throw AppError.field('accepted_at', 'requires_status_accepted', '`accepted_at` can only be sent with `status: "accepted"`.');
  }
  return transaction(sc.em, async (em) => {
    const budget = await findBudget(em, sc.actor, id, true);
    const before = budgetRepresentation(budget);
    const now = new Date();
    // The move is checked first; repricing is judged on the status the budget had before it.
    const target = input.status;
    const moving = target !== undefined && target !== budget.status;
    const event = moving ? budgetMove(budget.status, target).event : null;
    if (input.markup_percentage !== undefined && input.markup_percentage !== parseScaled(budget.markupPercentage, MARKUP_SCALE)) {
      await reprice(em, budget, input.markup_percentage);
    }
    if (input.name !== undefined) budget.name = input.name;
    if (moving) {
      budget.status = target;
      if (target === 'sent') budget.sentAt = now;
      if (target === 'accepted') budget.acceptedAt = input.accepted_at ?? now;
    } else if (target === 'accepted' && input.accepted_at) {
      // A repeated `accepted` changes nothing but a date sent with it.
      budget.acceptedAt = input.accepted_at;
    }

    const previous = changedAttributes(before, budgetRepresentation(budget));
    if (Object.keys(previous).length === 0) return before;
    budget.updatedAt = now;
    const after = budgetRepresentation(budget);
    // `budget.updated` is not in the catalog: a change of name or markup alone emits nothing.
    if (event) await recordEvent(em, sc.actor, event, after, previous);
    return after;
  });
}

/**
 * Sets or clears an item's `estimate_to_complete`, which the cost report's forecast then uses
 * (docs/cost-report.md). Nothing else of an item changes here; no event (the catalog has no
 * budget-item event).
 */
export async function updateBudgetItem(sc: ServiceContext, id: string, body: unknown): Promise<BudgetItemRepresentation> {
  requireScope(sc.actor, 'write:budgets');
  const input = parse(updateBudgetItemInput, body);
  await transaction(sc.em, async (em) => {
    const item = await findBudgetItem(em, sc.actor, id);
    item.estimateToComplete = input.estimate_to_complete;
  });
  return getBudgetItem(sc, id);
}

/**
 * What other resources hold on a budget's items, released in the deletion's transaction before
 * the items go: documents refer to items of any budget of their project, so the documents domain,
 * above this one, passes its `clearBudgetItemReferences` (docs/architecture.md#layers).
 */
export type ReleaseBudgetItems = (em: EntityManager, actor: Actor, budget: Budget) => Promise<void>;

export async function deleteBudget(
  sc: ServiceContext,
  id: string,
  releaseItems: ReleaseBudgetItems,
): Promise<{ id: string; deleted: true }> {
  requireScope(sc.actor, 'write:budgets');
  return transaction(sc.em, async (em) => {
    const budget = await findBudget(em, sc.actor, id, true);
    if (budget.status === 'accepted') {
      throw AppError.invalidTransition('budget', 'accepted', 'deleted', {
        hint: 'an accepted budget cannot be deleted; archive it with PATCH status "archived"',
      });
    }
    const representation = budgetRepresentation(budget);
    await releaseItems(em, sc.actor, budget);
    // Chapters, items and breakdowns go with it (on delete cascade).
    em.remove(budget);
    await recordEvent(em, sc.actor, 'budget.deleted', representation);
    return { id: budget.id, deleted: true as const };
  });
}
