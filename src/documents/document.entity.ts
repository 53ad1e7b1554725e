import { money, nullableTimestamp, timestamp } from '../db/columns.js';
import type { ReconciliationStatus } from '../reconciliation/reconciliation-groups.js';

/**
 * What every document — an invoice or a delivery note — is made of: the project and provider it
 * belongs to, the subtotal reconciliation compares, its reconciliation status, and soft delete.
 * The shared rules (docs/invoices-and-reconciliation.md) work on this shape.
 */
export interface DocumentRow {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  providerId: string;
  subtotalAmount: number;
  /** Stored; recomputed for every document of a group that changes (group-change.ts). */
  reconciliationStatus: ReconciliationStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Set while soft-deleted; such a document leaves lists and its reconciliation group. */
  deletedAt: Date | null;
}

/** The MikroORM properties of `DocumentRow`, spread into each document's EntitySchema. */
export const documentProperties = {
  id: { type: 'string', primary: true },
  organizationId: { type: 'string' },
  livemode: { type: 'boolean' },
  projectId: { type: 'string', columnType: 'text' },
  providerId: { type: 'string', columnType: 'text' },
  subtotalAmount: money,
  reconciliationStatus: { type: 'string', columnType: 'text' },
  createdAt: timestamp,
  updatedAt: timestamp,
  deletedAt: nullableTimestamp,
} as const;
