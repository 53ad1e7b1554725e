import type { GraphQLContext } from '../graphql/context.js';
import { enumValues } from '../graphql/mapping.js';
import { loadAll } from '../graphql/loaders.js';
import { documentResolvers } from '../documents/documents.resolvers.js';
import { RECONCILIATION_STATUSES } from '../reconciliation/reconciliation-groups.js';
import { INVOICE_STATUSES, PDF_STATUSES } from './invoice.entity.js';
import type { InvoiceRepresentation } from './invoice.representation.js';
import { invoiceOperations } from './invoice.service.js';

type Ctx = GraphQLContext;

export const invoiceResolvers = [
  {
    InvoiceStatus: enumValues(INVOICE_STATUSES),
    InvoicePdfStatus: enumValues(PDF_STATUSES),
    ReconciliationStatus: enumValues(RECONCILIATION_STATUSES),
    Invoice: {
      project: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loaders.project.load(i.project_id),
      provider: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loaders.provider.load(i.provider_id),
      deliveryNotes: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loadAll(loaders.deliveryNote, i.delivery_note_ids),
      budgetItems: (i: InvoiceRepresentation, _: unknown, { loaders }: Ctx) => loadAll(loaders.budgetItem, i.budget_item_ids),
    },
  },
  documentResolvers({
    ops: invoiceOperations,
    type: 'Invoice',
    one: 'invoice',
    many: 'invoices',
    filters: ['status'],
    matchArg: 'deliveryNoteIds',
    nested: { project: 'projectInvoices', provider: 'providerInvoices' },
  }),
];
