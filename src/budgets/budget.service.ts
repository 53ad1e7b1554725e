import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../shared/actor.js';
import { AppError, type FieldError } from '../shared/errors.js';
import { isId, newId } from '../shared/ids.js';
import { type ListResult, byCreatedAt, decodeCursor, encodeCursor, keysetPage, pageRequest } from '../shared/pagination.js';
import { containsPattern } from '../shared/text.js';
import { parse } from '../shared/validation.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import { findProject } from '../projects/project.service.js';
import { markupFigures, structureFigures } from './budget-figures.js';
import { insertStructure, loadChapters, loadItemCosts, representItems, updateSaleFigures } from './budget-rows.js';
import { EDITABLE_STATUSES, budgetMove } from './budget-status.js';
import { type Budget, BudgetChapterSchema, type BudgetItem, BudgetItemSchema, BudgetSchema } from './budget.entity.js';
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
} from './budget.schemas.js';
import { MARKUP_SCALE, formatScaled, parseScaled } from './money.js';

/**
 * Runs inside the transaction that deletes a budget, before its rows go. Documents that reference
 * its items (delivery-note lines, invoices) register here to drop those references in the same
 * transaction.
 */
export type BudgetDeletingHook = (em: EntityManager, budget: Budget) => Promise<void>;
const deletingHooks: BudgetDeletingHook[] = [];

export function onBudgetDeleting(hook: BudgetDeletingHook): void {
  if (!deletingHooks.includes(hook)) deletingHooks.push(hook);
}

/** Loads a budget of the caller's organization and mode, or 404. */
export async function findBudget(em: EntityManager, sc: ServiceContext, id: string, lock = false): Promise<Budget> {
  const budget = isId('budget', id)
    ? await em.findOne(BudgetSchema, { id, ...tenant(sc.actor) }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
    : null;
  if (!budget) throw AppError.notFound('budget', id);
  return budget;
}

/** The project of a create: it must exist in the caller's organization and mode (422 otherwise, not 404). */
async function projectErrors(em: EntityManager, sc: ServiceContext, projectId: string): Promise<FieldError[]> {
  try {
    await findProject(em, sc, projectId);
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
  const budget = await findBudget(sc.em, sc, id);
  if (q.include !== 'items') return budgetRepresentation(budget);
  return budgetWithItemsRepresentation(budget, await loadChapters(sc.em, budget.id));
}

/** The chapters of a budget with their items (the `chapters` of `?include=items`). */
export async function getBudgetChapters(sc: ServiceContext, budgetId: string): Promise<ChapterRepresentation[]> {
  requireScope(sc.actor, 'read:budgets');
  const budget = await findBudget(sc.em, sc, budgetId);
  return loadChapters(sc.em, budget.id);
}

/** One chapter with its items. */
export async function getBudgetChapter(sc: ServiceContext, chapterId: string): Promise<ChapterRepresentation> {
  requireScope(sc.actor, 'read:budgets');
  const chapter = isId('budgetChapter', chapterId)
    ? await sc.em.findOne(BudgetChapterSchema, { id: chapterId, ...tenant(sc.actor) })
    : null;
  if (!chapter) throw AppError.notFound('budget chapter', chapterId);
  return (await loadChapters(sc.em, chapter.budgetId, chapter.id))[0];
}

/** One budget item (for relations such as `DeliveryNoteLine.budgetItem`), or 404. */
export async function getBudgetItem(sc: ServiceContext, itemId: string): Promise<BudgetItemRepresentation> {
  requireScope(sc.actor, 'read:budgets');
  const item = isId('budgetItem', itemId) ? await sc.em.findOne(BudgetItemSchema, { id: itemId, ...tenant(sc.actor) }) : null;
  if (!item) throw AppError.notFound('budget item', itemId);
  const chapter = await sc.em.findOneOrFail(BudgetChapterSchema, { id: item.chapterId });
  return (await representItems(sc.em, [item], new Map([[chapter.id, chapter.code]])))[0];
}

/** Several budget items of the caller's organization and mode (unknown ids are left out), in three statements. */
export async function getBudgetItemsByIds(sc: ServiceContext, ids: readonly string[]): Promise<BudgetItemRepresentation[]> {
  requireScope(sc.actor, 'read:budgets');
  const wanted = [...new Set(ids.filter((id) => isId('budgetItem', id)))];
  if (wanted.length === 0) return [];
  const items = await sc.em.find(BudgetItemSchema, { id: { $in: wanted }, ...tenant(sc.actor) });
  const chapters = await sc.em.find(BudgetChapterSchema, { id: { $in: [...new Set(items.map((i) => i.chapterId))] } });
  return representItems(sc.em, items, new Map(chapters.map((c) => [c.id, c.code])));
}

export async function listBudgets(sc: ServiceContext, query: unknown): Promise<ListResult<BudgetRepresentation>> {
  requireScope(sc.actor, 'read:budgets');
  const q = parse(listBudgetsQuery, query);
  const page = pageRequest(q, 'bud');
  const qb = sc.em.createQueryBuilder(BudgetSchema, 'b').where(tenant(sc.actor));
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.status) qb.andWhere({ status: q.status });
  return keysetPage(qb, 'b', page, byCreatedAt<Budget>(), (rows) => rows.map(budgetRepresentation));
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
  const q = parse(listBudgetItemsQuery, query);
  const after = q.cursor === undefined ? null : decodeCursor(q.cursor, 'bitem');
  if (after && !/^\d{1,9}$/.test(after.key)) throw new AppError('invalid_cursor', 'The cursor is not one this API returned.', 'cursor');
  const budget = await findBudget(sc.em, sc, budgetId);
  const qb = sc.em.createQueryBuilder(BudgetItemSchema, 'i').where({ budgetId: budget.id });
  if (q.chapter) {
    qb.andWhere(`i.chapter_id in (select c.id from budget_chapters c where c.budget_id = ? and c.code = ?)`, [budget.id, q.chapter]);
  }
  if (q.q) {
    qb.andWhere(`f_unaccent(lower(i.code || ' ' || i.description)) like f_unaccent(?)`, [containsPattern(q.q)]);
  }
  const counter = qb.clone();
  if (after) qb.andWhere({ position: { $gt: Number(after.key) } });
  const rows: BudgetItem[] = await qb.orderBy({ position: 'asc' }).limit(q.limit + 1).getResultList();
  const kept = rows.slice(0, q.limit);
  const chapters = await sc.em.find(BudgetChapterSchema, { budgetId: budget.id }, { fields: ['id', 'code'] });
  const data = await representItems(sc.em, kept, new Map(chapters.map((c) => [c.id, c.code])));
  const cursors = kept.map((row) => encodeCursor(String(row.position), row.id));
  return {
    page: { data, nextCursor: rows.length > q.limit ? cursors[cursors.length - 1] : null },
    limit: q.limit,
    cursors,
    total: () => counter.getCount(),
  };
}

export async function createBudget(sc: ServiceContext, body: unknown): Promise<BudgetRepresentation> {
  requireScope(sc.actor, 'write:budgets');
  const input = parseCreateBudget(body);
  const markup = input.markup_percentage ?? 0n;
  const { figures, errors } = structureFigures(input.chapters ?? [], markup);
  errors.push(...(await projectErrors(sc.em, sc, input.project_id)));
  if (errors.length > 0) throw AppError.validation(errors);
  return sc.em.transactional(async (em) => {
    const now = new Date();
    const budget = em.create(BudgetSchema, {
      id: newId('budget'),
      ...tenant(sc.actor),
      projectId: input.project_id,
      name: input.name,
      status: 'draft',
      currency: input.currency ?? 'EUR',
      markupPercentage: formatScaled(markup, MARKUP_SCALE),
      costAmount: Number(figures.costAmount),
      saleAmount: Number(figures.saleAmount),
      chaptersCount: figures.chapters.length,
      itemsCount: figures.itemsCount,
      createdAt: now,
      updatedAt: now,
      sentAt: null,
      acceptedAt: null,
    });
    await insertStructure(em, sc.actor, budget.id, figures);
    const representation = budgetRepresentation(budget);
    await recordEvent(em, sc.actor, 'budget.created', representation);
    return representation;
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
  return sc.em.transactional(async (em) => {
    const budget = await findBudget(em, sc, id, true);
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

export async function deleteBudget(sc: ServiceContext, id: string): Promise<{ id: string; deleted: true }> {
  requireScope(sc.actor, 'write:budgets');
  return sc.em.transactional(async (em) => {
    const budget = await findBudget(em, sc, id, true);
    if (budget.status === 'accepted') {
      throw AppError.invalidTransition('budget', 'accepted', 'deleted', {
        hint: 'an accepted budget cannot be deleted; archive it with PATCH status "archived"',
      });
    }
    const representation = budgetRepresentation(budget);
    for (const hook of deletingHooks) await hook(em, budget);
    // Chapters, items and breakdowns go with it (on delete cascade).
    em.remove(budget);
    await recordEvent(em, sc.actor, 'budget.deleted', representation);
    return { id: budget.id, deleted: true as const };
  });
}
