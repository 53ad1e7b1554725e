import DataLoader from 'dataloader';
import type { ServiceContext } from '../shared/actor.js';
import type { ListResult } from '../shared/pagination.js';
import {
  getBudgetChaptersByIds,
  getBudgetItemsByIds,
  getChaptersOfBudgets,
  listBudgetItemsOfBudgets,
  listBudgetsOfProjects,
} from '../budgets/budget.service.js';
import type { BudgetItemRepresentation, BudgetRepresentation, ChapterRepresentation } from '../budgets/budget.representation.js';
import { getDeliveredLines, getDeliveryNotesByIds, listDeliveryNotesOfParents } from '../delivery-notes/delivery-note.service.js';
import type { DeliveryNoteLineRepresentation, DeliveryNoteRepresentation } from '../delivery-notes/delivery-note.representation.js';
import { getInvoicesByIds, listInvoicesOfParents } from '../invoices/invoice.service.js';
import type { InvoiceRepresentation } from '../invoices/invoice.representation.js';
import {
  type BudgetItemCost,
  type CostSummary,
  budgetItemCostsOfProjects,
  projectCostSummaries,
} from '../projects/cost-summary.service.js';
import type { ProjectRepresentation } from '../projects/project.representation.js';
import { getProjectsByIds } from '../projects/project.service.js';
import type { ProviderRepresentation } from '../providers/provider.representation.js';
import { getProvidersByIds } from '../providers/provider.service.js';

/**
 * The per-request DataLoaders every GraphQL relation goes through, so the number of SQL
 * statements a query issues depends on its shape, not on the number of rows: the keys asked
 * for in one tick (every `Invoice.provider` of every invoice of every project) reach their
 * service in one call, which reads them in one statement (or a fixed few).
 *
 * The batch functions are the services' own (`get…ByIds`, `list…OfParents`, cost summaries),
 * scope checks included; the loaders only group keys and hand results back.
 *
 * The entities keep foreign keys as plain columns (`projectId`), not ORM relations, so
 * MikroORM's built-in reference/collection dataloader has nothing to hook on; these loaders do
 * the same batching through the services.
 *
 * Uncached (`cache: false`): a mutation earlier in the same request never leaves a stale copy,
 * and nothing outlives the request. Keys repeated within one batch are read once.
 */
export interface Loaders {
  project: DataLoader<string, ProjectRepresentation>;
  provider: DataLoader<string, ProviderRepresentation>;
  invoice: DataLoader<string, InvoiceRepresentation | null>;
  deliveryNote: DataLoader<string, DeliveryNoteRepresentation | null>;
  projectInvoices: DataLoader<ConnectionKey, ListResult<InvoiceRepresentation>>;
  providerInvoices: DataLoader<ConnectionKey, ListResult<InvoiceRepresentation>>;
  projectDeliveryNotes: DataLoader<ConnectionKey, ListResult<DeliveryNoteRepresentation>>;
  providerDeliveryNotes: DataLoader<ConnectionKey, ListResult<DeliveryNoteRepresentation>>;
  costSummary: DataLoader<string, CostSummary>;
  budgetItemCosts: DataLoader<ConnectionKey, ListResult<BudgetItemCost>>;
  projectBudgets: DataLoader<ConnectionKey, ListResult<BudgetRepresentation>>;
  budgetItems: DataLoader<ConnectionKey, ListResult<BudgetItemRepresentation>>;
  /** The chapters (with their items) of a budget, by budget id. */
  budgetChapters: DataLoader<string, ChapterRepresentation[]>;
  budgetChapter: DataLoader<string, ChapterRepresentation>;
  budgetItem: DataLoader<string, BudgetItemRepresentation>;
  /** Lines of live delivery notes charged to a budget item, by item id. */
  deliveredLines: DataLoader<string, DeliveryNoteLineRepresentation[]>;
}

/** A nested connection asked of one parent: its id and the REST list query of the arguments. */
export interface ConnectionKey {
  parentId: string;
  query: Record<string, unknown>;
}

/** Results keyed by id (an Error for an id that failed): the order DataLoader wants. */
function byKey<V extends object>(load: (ids: readonly string[]) => Promise<Map<string, V | Error>>) {
  return async (ids: readonly string[]): Promise<Array<V | Error>> => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? new Error(`loader returned nothing for ${id}`));
  };
}

/** Lists keyed by parent id; a parent the service does not mention has none. */
function listsBy<V>(load: (ids: readonly string[]) => Promise<Map<string, V[]>>) {
  return async (ids: readonly string[]): Promise<V[][]> => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? []);
  };
}

/** Documents by id, null for an id the service did not return (the relation drops it). */
function documentsById<T extends { id: string }>(load: (ids: readonly string[]) => Promise<T[]>) {
  return async (ids: readonly string[]) => {
    const found = new Map((await load([...new Set(ids)])).map((r) => [r.id, r]));
    return ids.map((id) => found.get(id) ?? null);
  };
}

/**
 * A nested connection of many parents: keys with the same arguments are one service call (one
 * statement for their pages), whatever the number of parents; different arguments (aliases)
 * are separate calls. A failure (bad `first`, a tampered cursor, a missing scope) is each
 * key's error.
 */
function connectionLoader<T>(list: (parentIds: readonly string[], query: Record<string, unknown>) => Promise<Map<string, ListResult<T>>>) {
  return new DataLoader<ConnectionKey, ListResult<T>>(
    async (keys) => {
      const groups = new Map<string, { query: Record<string, unknown>; parentIds: string[] }>();
      for (const key of keys) {
        const signature = JSON.stringify(key.query);
        const group = groups.get(signature);
        if (group) group.parentIds.push(key.parentId);
        else groups.set(signature, { query: key.query, parentIds: [key.parentId] });
      }
      const results = new Map<string, Map<string, ListResult<T>> | Error>();
      for (const [signature, group] of groups) {
        results.set(signature, await list(group.parentIds, group.query).catch((error: Error) => error));
      }
      return keys.map((key) => {
        const result = results.get(JSON.stringify(key.query))!;
        return result instanceof Error ? result : result.get(key.parentId)!;
      });
    },
    { cache: false },
  );
}

export function createLoaders(sc: ServiceContext): Loaders {
  const uncached = { cache: false } as const;
  return {
    project: new DataLoader<string, ProjectRepresentation>(byKey((ids) => getProjectsByIds(sc, ids)), uncached),
    provider: new DataLoader<string, ProviderRepresentation>(byKey((ids) => getProvidersByIds(sc, ids)), uncached),
    invoice: new DataLoader(documentsById((ids) => getInvoicesByIds(sc, ids)), uncached),
    deliveryNote: new DataLoader(documentsById((ids) => getDeliveryNotesByIds(sc, ids)), uncached),
    projectInvoices: connectionLoader((ids, query) => listInvoicesOfParents(sc, 'project', ids, query)),
    providerInvoices: connectionLoader((ids, query) => listInvoicesOfParents(sc, 'provider', ids, query)),
    projectDeliveryNotes: connectionLoader((ids, query) => listDeliveryNotesOfParents(sc, 'project', ids, query)),
    providerDeliveryNotes: connectionLoader((ids, query) => listDeliveryNotesOfParents(sc, 'provider', ids, query)),
    costSummary: new DataLoader(
      async (ids) => {
        const found = await projectCostSummaries(sc, ids);
        return ids.map((id) => found.get(id)!);
      },
      uncached,
    ),
    budgetItemCosts: connectionLoader((ids, query) => budgetItemCostsOfProjects(sc, ids, query)),
    projectBudgets: connectionLoader((ids, query) => listBudgetsOfProjects(sc, ids, query)),
    budgetItems: connectionLoader((ids, query) => listBudgetItemsOfBudgets(sc, ids, query)),
    budgetChapters: new DataLoader(listsBy((ids) => getChaptersOfBudgets(sc, ids)), uncached),
    budgetChapter: new DataLoader<string, ChapterRepresentation>(byKey((ids) => getBudgetChaptersByIds(sc, ids)), uncached),
    budgetItem: new DataLoader<string, BudgetItemRepresentation>(byKey((ids) => getBudgetItemsByIds(sc, ids)), uncached),
    deliveredLines: new DataLoader(listsBy((ids) => getDeliveredLines(sc, ids)), uncached),
  };
}

/** Loads many through a loader, rethrowing the first failure and dropping ids that vanished. */
export async function loadAll<T>(loader: DataLoader<string, T | null> | DataLoader<string, T>, ids: readonly string[]): Promise<T[]> {
  const results = await loader.loadMany(ids);
  const failure = results.find((r): r is Error => r instanceof Error);
  if (failure) throw failure;
  return results.filter((r): r is T => r !== null && !(r instanceof Error));
}
