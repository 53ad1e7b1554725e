import DataLoader from 'dataloader';
import type { ServiceContext } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import type { ListResult } from '../platform/pagination.js';
import {
  getBudgetChapters,
  getChildChapters,
  getBudgetItems,
  getBudgets,
  getChaptersOfBudgets,
  listBudgetItemsOfBudgets,
  listBudgetsOfProjects,
} from '../budgets/budget.service.js';
import type { BudgetItemRepresentation, BudgetRepresentation, ChapterRepresentation } from '../budgets/budget.representation.js';
import { getCertifications, listCertificationsOfProjects } from '../certifications/certification.service.js';
import type { CertificationRepresentation } from '../certifications/certification.representation.js';
import { getCommitments, listCommitmentsOfProjects } from '../commitments/commitment.service.js';
import { costReportsOfProjects } from '../cost-reports/cost-report.service.js';
import type { CostReport } from '../cost-reports/cost-report.representation.js';
import type { CommitmentRepresentation } from '../commitments/commitment.representation.js';
import { deliveryNoteOperations, getDeliveredLines } from '../documents/delivery-notes/delivery-note.service.js';
import type { DeliveryNoteLineRepresentation, DeliveryNoteRepresentation } from '../documents/delivery-notes/delivery-note.representation.js';
import { invoiceOperations } from '../documents/invoices/invoice.service.js';
import type { InvoiceRepresentation } from '../documents/invoices/invoice.representation.js';
import {
  type BudgetItemCost,
  type CostSummary,
  budgetItemCostsOfProjects,
  projectCostSummaries,
} from '../projects/cost-summary.service.js';
import type { ProjectRepresentation } from '../projects/project.representation.js';
import { getProjects } from '../projects/project.service.js';
import { type ProviderCounters, type ProviderSummary, ZERO_COUNTERS } from '../providers/provider.representation.js';
import { getProviderCounters, getProviders } from '../providers/provider.service.js';
import type { WebhookDeliveryRepresentation } from '../webhooks/webhook.representation.js';
import { listWebhookDeliveriesOfEndpoints } from '../webhooks/webhook.service.js';

/**
 * The per-request DataLoaders every GraphQL relation goes through, so the number of SQL
 * statements a query issues depends on its shape, not on the number of rows: the keys asked
 * for in one tick (every `Invoice.provider` of every invoice of every project) reach their
 * service in one call, which reads them in one statement (or a fixed few).
 *
 * The batch functions are the services' own (`getProjects`, `listOfParents`, cost summaries),
 * scope checks included, and all answer one shape (`Map<key, value>`, or a page per parent);
 * the loaders only group keys and hand results back.
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
  /** Providers without their counters: `providerCounters` reads those when a query selects them. */
  provider: DataLoader<string, ProviderSummary>;
  providerCounters: DataLoader<string, ProviderCounters>;
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
  /** The chapters nested directly in a chapter, by chapter id. */
  budgetChapterChildren: DataLoader<string, ChapterRepresentation[]>;
  budgetItem: DataLoader<string, BudgetItemRepresentation>;
  /** Lines of live delivery notes charged to a budget item, by item id. */
  deliveredLines: DataLoader<string, DeliveryNoteLineRepresentation[]>;
  budget: DataLoader<string, BudgetRepresentation>;
  /** Commitments by id (null for an id that is not the caller's). */
  commitment: DataLoader<string, CommitmentRepresentation | null>;
  projectCommitments: DataLoader<ConnectionKey, ListResult<CommitmentRepresentation>>;
  /** Certifications by id (null for an id that is not the caller's). */
  certification: DataLoader<string, CertificationRepresentation | null>;
  projectCertifications: DataLoader<ConnectionKey, ListResult<CertificationRepresentation>>;
  /** The cost report of each project (three statements for any number of projects). */
  costReport: DataLoader<string, CostReport>;
  /** The delivery log of each webhook endpoint. */
  endpointDeliveries: DataLoader<ConnectionKey, ListResult<WebhookDeliveryRepresentation>>;
}

/** A nested connection asked of one parent: its id and the REST list query of the arguments. */
export interface ConnectionKey {
  parentId: string;
  query: Record<string, unknown>;
}

/**
 * A loader over a batch lookup: every batch function answers `Map<key, value>` with the keys it
 * found, and `missing` says what a key it did not find gets (a `not_found` error, null, an empty
 * list). Keys repeated within one batch are asked once.
 */
function batched<V>(load: (keys: readonly string[]) => Promise<Map<string, V>>, missing: (key: string) => NoInfer<V> | Error) {
  return new DataLoader<string, V>(
    async (keys) => {
      const found = await load([...new Set(keys)]);
      return keys.map((key) => found.get(key) ?? missing(key));
    },
    { cache: false },
  );
}

const notFound = (kind: string) => (id: string) => AppError.notFound(kind, id);

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
  return {
    project: batched((ids) => getProjects(sc, ids), notFound('project')),
    provider: batched((ids) => getProviders(sc, ids), notFound('provider')),
    providerCounters: batched((ids) => getProviderCounters(sc, ids), () => ZERO_COUNTERS),
    invoice: batched<InvoiceRepresentation | null>((ids) => invoiceOperations.getMany(sc, ids), () => null),
    deliveryNote: batched<DeliveryNoteRepresentation | null>((ids) => deliveryNoteOperations.getMany(sc, ids), () => null),
    projectInvoices: connectionLoader((ids, query) => invoiceOperations.listOfParents(sc, 'project', ids, query)),
    providerInvoices: connectionLoader((ids, query) => invoiceOperations.listOfParents(sc, 'provider', ids, query)),
    projectDeliveryNotes: connectionLoader((ids, query) => deliveryNoteOperations.listOfParents(sc, 'project', ids, query)),
    providerDeliveryNotes: connectionLoader((ids, query) => deliveryNoteOperations.listOfParents(sc, 'provider', ids, query)),
    costSummary: batched((ids) => projectCostSummaries(sc, ids), notFound('project')),
    budgetItemCosts: connectionLoader((ids, query) => budgetItemCostsOfProjects(sc, ids, query)),
    projectBudgets: connectionLoader((ids, query) => listBudgetsOfProjects(sc, ids, query)),
    budgetItems: connectionLoader((ids, query) => listBudgetItemsOfBudgets(sc, ids, query)),
    budgetChapters: batched<ChapterRepresentation[]>((ids) => getChaptersOfBudgets(sc, ids), () => []),
    budgetChapter: batched((ids) => getBudgetChapters(sc, ids), notFound('budget chapter')),
    budgetChapterChildren: batched<ChapterRepresentation[]>((ids) => getChildChapters(sc, ids), () => []),
    budgetItem: batched((ids) => getBudgetItems(sc, ids), notFound('budget item')),
    deliveredLines: batched<DeliveryNoteLineRepresentation[]>((ids) => getDeliveredLines(sc, ids), () => []),
    budget: batched((ids) => getBudgets(sc, ids), notFound('budget')),
    commitment: batched<CommitmentRepresentation | null>((ids) => getCommitments(sc, ids), () => null),
    projectCommitments: connectionLoader((ids, query) => listCommitmentsOfProjects(sc, ids, query)),
    certification: batched<CertificationRepresentation | null>((ids) => getCertifications(sc, ids), () => null),
    projectCertifications: connectionLoader((ids, query) => listCertificationsOfProjects(sc, ids, query)),
    costReport: batched((ids) => costReportsOfProjects(sc, ids), notFound('project')),
    endpointDeliveries: connectionLoader((ids, query) => listWebhookDeliveriesOfEndpoints(sc, ids, query)),
  };
}

/** Loads many through a loader, rethrowing the first failure and dropping ids that vanished. */
export function loadAll<T>(loader: DataLoader<string, T | null> | DataLoader<string, T>, ids: readonly string[]): T[] | Promise<T[]> {
  // No ids, nothing to wait for: most invoices of a list have no delivery note, and graphql-js
  // completes a plain value without the promises a load would cost.
  return ids.length === 0 ? [] : loadEach<T>(loader, ids);
}

async function loadEach<T>(loader: DataLoader<string, T | null> | DataLoader<string, T>, ids: readonly string[]): Promise<T[]> {
  const results = await loader.loadMany(ids);
  const failure = results.find((r): r is Error => r instanceof Error);
  if (failure) throw failure;
  return results.filter((r): r is T => r !== null && !(r instanceof Error));
}
