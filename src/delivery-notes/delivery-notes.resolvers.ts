import type { GraphQLContext } from '../graphql/context.js';
import { connection, connectionQuery, toSnakeInput } from '../graphql/mapping.js';
import { getProject } from '../projects/project.service.js';
import { getProvider } from '../providers/provider.service.js';
import { documentLoaders, loadAll } from '../reconciliation/document-loaders.js';
import { matchDeliveryNote, unmatchDeliveryNote } from '../reconciliation/reconciliation.service.js';
import type { DeliveryNoteRepresentation } from './delivery-note.representation.js';
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
    project: (n: DeliveryNoteRepresentation, _: unknown, { sc }: Ctx) => getProject(sc, n.project_id),
    provider: (n: DeliveryNoteRepresentation, _: unknown, { sc }: Ctx) => getProvider(sc, n.provider_id),
    invoices: (n: DeliveryNoteRepresentation, _: unknown, { sc }: Ctx) => loadAll(documentLoaders(sc).invoices, n.invoice_ids),
  },
  Project: {
    deliveryNotes: async (p: Parent, args: ListArgs, { sc }: Ctx) =>
      connection(await listDeliveryNotes(sc, connectionQuery(args, { ...filters(args), projectId: p.id }))),
  },
  Provider: {
    deliveryNotes: async (p: Parent, args: ListArgs, { sc }: Ctx) =>
      connection(await listDeliveryNotes(sc, connectionQuery(args, { ...filters(args), providerId: p.id }))),
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
