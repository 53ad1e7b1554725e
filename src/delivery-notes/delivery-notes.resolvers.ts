import type { GraphQLContext } from '../graphql/context.js';
import { connection, connectionQuery, toSnakeInput } from '../graphql/mapping.js';
import { loadAll } from '../graphql/loaders.js';
import { matchDeliveryNote, unmatchDeliveryNote } from '../reconciliation/reconciliation.service.js';
import type { DeliveryNoteLineRepresentation, DeliveryNoteRepresentation } from './delivery-note.representation.js';
import {
  createDeliveryNote,
  deleteDeliveryNote,
  getDeliveryNote,
  listDeliveryNotes,
  restoreDeliveryNote,
  updateDeliveryNote,
} from './delivery-note.service.js';

type Ctx = GraphQLContext;
type Parent = { id: string };
interface ListArgs {
  first?: number;
  after?: string;
  projectId?: string;
  providerId?: string;
  reconciliationStatus?: string;
  from?: string;
  to?: string;
}

const filters = (args: ListArgs) => ({
  projectId: args.projectId,
  providerId: args.providerId,
  reconciliationStatus: args.reconciliationStatus,
  from: args.from,
  to: args.to,
});

export const deliveryNoteResolvers = {
  DeliveryNote: {
    lines: (n: DeliveryNoteRepresentation) => n.line_items,
    project: (n: DeliveryNoteRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(n.project_id),
    provider: (n: DeliveryNoteRepresentation, _: unknown, { loaders }: Ctx) => loaders.provider.load(n.provider_id),
    invoices: (n: DeliveryNoteRepresentation, _: unknown, { loaders }: Ctx) => loadAll(loaders.invoice, n.invoice_ids),
  },
  DeliveryNoteLine: {
    budgetItem: (l: DeliveryNoteLineRepresentation, _: unknown, { loaders }: Ctx) =>
      l.budget_item_id ? loaders.budgetItem.load(l.budget_item_id) : null,
  },
  BudgetItem: {
    deliveredLines: (item: Parent, _: unknown, { loaders }: Ctx) => loaders.deliveredLines.load(item.id),
  },
  Project: {
    deliveryNotes: async (p: Parent, args: ListArgs, { loaders }: Ctx) =>
      connection(await loaders.projectDeliveryNotes.load({ parentId: p.id, query: connectionQuery(args, filters(args)) })),
  },
  Provider: {
    deliveryNotes: async (p: Parent, args: ListArgs, { loaders }: Ctx) =>
      connection(await loaders.providerDeliveryNotes.load({ parentId: p.id, query: connectionQuery(args, filters(args)) })),
  },
  Query: {
    deliveryNote: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getDeliveryNote(sc, id),
    deliveryNotes: async (_: unknown, args: ListArgs, { sc }: Ctx) =>
      connection(await listDeliveryNotes(sc, connectionQuery(args, filters(args)))),
  },
  Mutation: {
    createDeliveryNote: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createDeliveryNote(sc, toSnakeInput(input)),
    updateDeliveryNote: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateDeliveryNote(sc, id, toSnakeInput(input)),
    deleteDeliveryNote: (_: unknown, { id }: { id: string }, { sc }: Ctx) => deleteDeliveryNote(sc, id),
    restoreDeliveryNote: (_: unknown, { id }: { id: string }, { sc }: Ctx) => restoreDeliveryNote(sc, id),
    matchDeliveryNote: (_: unknown, { id, invoiceIds }: { id: string; invoiceIds: string[] }, { sc }: Ctx) =>
      matchDeliveryNote(sc, id, { invoice_ids: invoiceIds }),
    unmatchDeliveryNote: (_: unknown, { id, invoiceIds }: { id: string; invoiceIds: string[] }, { sc }: Ctx) =>
      unmatchDeliveryNote(sc, id, { invoice_ids: invoiceIds }),
  },
};
