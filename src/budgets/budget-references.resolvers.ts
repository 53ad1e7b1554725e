import DataLoader from 'dataloader';
import type { GraphQLContext } from '../graphql/context.js';
import type { deliveryNoteLineRepresentation } from '../delivery-notes/delivery-note.representation.js';
import { getDeliveredLines } from '../delivery-notes/delivery-note.service.js';
import type { ServiceContext } from '../shared/actor.js';
import { loadAll } from '../reconciliation/document-loaders.js';
import { getBudgetItemsByIds } from './budget.service.js';
import type { BudgetItemRepresentation } from './budget.representation.js';

type LineRepresentation = ReturnType<typeof deliveryNoteLineRepresentation>;

interface Loaders {
  items: DataLoader<string, BudgetItemRepresentation | null>;
  deliveredLines: DataLoader<string, LineRepresentation[]>;
}

const perRequest = new WeakMap<ServiceContext, Loaders>();

/** Per-request, uncached loaders: ids asked for in one tick are read in one batch. */
function loaders(sc: ServiceContext): Loaders {
  let l = perRequest.get(sc);
  if (!l) {
    l = {
      items: new DataLoader(
        async (ids) => {
          const found = new Map((await getBudgetItemsByIds(sc, ids)).map((i) => [i.id, i]));
          return ids.map((id) => found.get(id) ?? null);
        },
        { cache: false },
      ),
      deliveredLines: new DataLoader(
        async (ids) => {
          const byItem = await getDeliveredLines(sc, ids);
          return ids.map((id) => byItem.get(id) ?? []);
        },
        { cache: false },
      ),
    };
    perRequest.set(sc, l);
  }
  return l;
}

export const budgetReferenceResolvers = {
  DeliveryNoteLine: {
    budgetItem: (line: { budget_item_id: string | null }, _: unknown, { sc }: GraphQLContext) =>
      line.budget_item_id ? loaders(sc).items.load(line.budget_item_id) : null,
  },
  BudgetItem: {
    deliveredLines: (item: { id: string }, _: unknown, { sc }: GraphQLContext) => loaders(sc).deliveredLines.load(item.id),
  },
  Invoice: {
    budgetItems: (invoice: { budget_item_ids: string[] }, _: unknown, { sc }: GraphQLContext) =>
      loadAll(loaders(sc).items, invoice.budget_item_ids),
  },
};
