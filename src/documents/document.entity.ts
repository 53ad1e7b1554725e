import { EntitySchema, type EntitySchemaProperty } from '@mikro-orm/core';
import { money, nullableTimestamp, timestamp } from '../platform/db/columns.js';
import { type Actor, tenant } from '../platform/actor.js';
import { type IdKind, newId } from '../platform/ids.js';
import type { ReconciliationStatus } from './reconciliation/reconciliation-groups.js';

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
  /** The approved commitment (order, subcontract) of the same project and provider it is charged to, if any. */
  commitmentId: string | null;
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
  commitmentId: { type: 'string', columnType: 'text', nullable: true },
  subtotalAmount: money,
  reconciliationStatus: { type: 'string', columnType: 'text' },
  createdAt: timestamp,
  updatedAt: timestamp,
  deletedAt: nullableTimestamp,
} as const;

/** A document kind's entity: the `DocumentRow` columns plus its `own`. */
export function documentSchema<E extends DocumentRow>(
  name: string,
  tableName: string,
  own: { [K in Exclude<keyof E, keyof DocumentRow>]: EntitySchemaProperty<E[K], E> },
): EntitySchema<E> {
  return new EntitySchema<E>({ name, tableName, properties: { ...documentProperties, ...own } as never });
}

/** The `DocumentRow` fields of a new document: live, unmatched, in the caller's organization and mode. */
export function newDocumentRow(
  idKind: Extract<IdKind, 'invoice' | 'deliveryNote'>,
  actor: Pick<Actor, 'organizationId' | 'livemode'>,
  refs: { project_id: string; provider_id: string; commitment_id?: string | null },
  subtotalAmount: number,
): DocumentRow {
  const now = new Date();
  return {
    id: newId(idKind),
    ...tenant(actor),
    projectId: refs.project_id,
    providerId: refs.provider_id,
    commitmentId: refs.commitment_id ?? null,
    subtotalAmount,
    reconciliationStatus: 'unmatched',
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}
