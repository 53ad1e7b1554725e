import type { GraphQLContext } from '../context.js';
import { enumValues } from '../mapping.js';
import { loadAll } from '../loaders.js';
import { documentResolvers } from './documents.resolvers.js';
import { RECONCILIATION_STATUSES } from '../../documents/reconciliation/reconciliation-groups.js';
import { INVOICE_STATUSES, PDF_STATUSES } from '../../documents/invoices/invoice.entity.js';
import type { InvoiceRepresentation } from '../../documents/invoices/invoice.representation.js';
import { invoiceOperations } from '../../documents/invoices/invoice.service.js';

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
