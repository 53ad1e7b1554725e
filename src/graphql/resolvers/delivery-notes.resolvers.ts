import type { GraphQLContext } from '../context.js';
import { loadAll } from '../loaders.js';
import { documentResolvers } from './documents.resolvers.js';
import type { DeliveryNoteLineRepresentation, DeliveryNoteRepresentation } from '../../documents/delivery-notes/delivery-note.representation.js';
import { deliveryNoteOperations } from '../../documents/delivery-notes/delivery-note.service.js';

type Ctx = GraphQLContext;

export const deliveryNoteResolvers = [
  {
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
      deliveredLines: (item: { id: string }, _: unknown, { loaders }: Ctx) => loaders.deliveredLines.load(item.id),
    },
  },
  documentResolvers({
    ops: deliveryNoteOperations,
    type: 'DeliveryNote',
    one: 'deliveryNote',
    many: 'deliveryNotes',
    filters: ['reconciliationStatus'],
    matchArg: 'invoiceIds',
    nested: { project: 'projectDeliveryNotes', provider: 'providerDeliveryNotes' },
  }),
];
