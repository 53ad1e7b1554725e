import type { GraphQLContext } from '../graphql/context.js';
import { connection, connectionQuery, enumValues, toSnakeInput } from '../graphql/mapping.js';
import { loadAll } from '../graphql/loaders.js';
import { RECONCILIATION_STATUSES } from '../reconciliation/reconciliation-groups.js';
import { matchInvoice, unmatchInvoice } from '../reconciliation/reconciliation.service.js';
import { INVOICE_STATUSES } from './invoice.entity.js';
import type { InvoiceRepresentation } from './invoice.representation.js';
import { createInvoice, deleteInvoice, getInvoice, listInvoices, restoreInvoice, updateInvoice } from './invoice.service.js';

type Ctx = GraphQLContext;
type Parent = { id: string };
interface ListArgs {
  first?: number;
  after?: string;
  projectId?: string;
  providerId?: string;
  status?: string;
  from?: string;
  to?: string;
}

const filters = (args: ListArgs) => ({
  projectId: args.projectId,
  providerId: args.providerId,
  status: args.status,
  from: args.from,
  to: args.to,
});

export const invoiceResolvers = {
  InvoiceStatus: enumValues(INVOICE_STATUSES),
  ReconciliationStatus: enumValues(RECONCILIATION_STATUSES),
  Invoice: {
    project: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(i.project_id),
    provider: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loaders.provider.load(i.provider_id),
    deliveryNotes: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loadAll(loaders.deliveryNote, i.delivery_note_ids),
    budgetItems: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loadAll(loaders.budgetItem, i.budget_item_ids),
  },
  Project: {
    invoices: async (p: Parent, args: ListArgs, { loaders }: Ctx) =>
      connection(await loaders.projectInvoices.load({ parentId: p.id, query: connectionQuery(args, filters(args)) })),
  },
  Provider: {
    invoices: async (p: Parent, args: ListArgs, { loaders }: Ctx) =>
      connection(await loaders.providerInvoices.load({ parentId: p.id, query: connectionQuery(args, filters(args)) })),
  },
  Query: {
    invoice: (_: unknown, { id }: { id: string }, { sc }: Ctx) => getInvoice(sc, id),
    invoices: async (_: unknown, args: ListArgs, { sc }: Ctx) =>
      connection(await listInvoices(sc, connectionQuery(args, filters(args)))),
  },
  Mutation: {
    createInvoice: (_: unknown, { input }: { input: object }, { sc }: Ctx) => createInvoice(sc, toSnakeInput(input)),
    updateInvoice: (_: unknown, { id, input }: { id: string; input: object }, { sc }: Ctx) =>
      updateInvoice(sc, id, toSnakeInput(input)),
    deleteInvoice: (_: unknown, { id }: { id: string }, { sc }: Ctx) => deleteInvoice(sc, id),
    restoreInvoice: (_: unknown, { id }: { id: string }, { sc }: Ctx) => restoreInvoice(sc, id),
    matchInvoice: (_: unknown, { id, deliveryNoteIds }: { id: string; deliveryNoteIds: string[] }, { sc }: Ctx) =>
      matchInvoice(sc, id, { delivery_note_ids: deliveryNoteIds }),
    unmatchInvoice: (_: unknown, { id, deliveryNoteIds }: { id: string; deliveryNoteIds: string[] }, { sc }: Ctx) =>
      unmatchInvoice(sc, id, { delivery_note_ids: deliveryNoteIds }),
  },
};
