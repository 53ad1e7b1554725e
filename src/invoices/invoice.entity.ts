import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { ReconciliationStatus } from '../reconciliation/reconciliation-groups.js';

export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface Invoice {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  providerId: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  status: InvoiceStatus;
  /** Set exactly while `status` is `paid` (a check constraint holds it). */
  paidAt: string | null;
  subtotalAmount: number;
  taxAmount: number;
  totalAmount: number;
  currency: string;
  /** Stored; recomputed for every document of a group that changes (reconciliation.service.ts). */
  reconciliationStatus: ReconciliationStatus;
  pdfUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** Integer cents in a `bigint` column, read back as a JS number (|amount| ≤ 10^13 < 2^53). */
export const money = { type: new BigIntType('number'), columnType: 'bigint' } as const;

export const InvoiceSchema = new EntitySchema<Invoice>({
  name: 'Invoice',
  tableName: 'invoices',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string', columnType: 'text' },
    providerId: { type: 'string', columnType: 'text' },
    invoiceNumber: { type: 'string', columnType: 'text' },
    issueDate: { type: 'string', columnType: 'date' },
    dueDate: { type: 'string', columnType: 'date', nullable: true },
    status: { type: 'string', columnType: 'text' },
    paidAt: { type: 'string', columnType: 'date', nullable: true },
    subtotalAmount: money,
    taxAmount: money,
    totalAmount: money,
    currency: { type: 'string', columnType: 'text' },
    reconciliationStatus: { type: 'string', columnType: 'text' },
    pdfUrl: { type: 'string', columnType: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    updatedAt: { type: 'Date', columnType: 'timestamptz(3)' },
    deletedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});
