import type { EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Scope } from '../platform/actor.js';
import type { IdKind } from '../platform/ids.js';
import type { KeysetSort } from '../platform/pagination.js';
import type { DocumentRow } from './document.entity.js';
import type { DocumentListQuery } from './document.schemas.js';

/**
 * What the shared document rules need to know about one kind of document. Invoices
 * (`invoice.document.ts`) and delivery notes (`delivery-note.document.ts`) each declare one;
 * the use cases they share — reading, listing, soft delete and restore, the lock-and-regroup
 * opening of every change — are written once in this folder and take it as a parameter.
 */
export interface DocumentType<E extends DocumentRow = DocumentRow, R extends { id: string } = { id: string }> {
  /** The event prefix (`invoice.deleted`) and the side of a reconciliation group. */
  kind: 'invoice' | 'delivery_note';
  idKind: Extract<IdKind, 'invoice' | 'deliveryNote'>;
  /** How messages name it: `invoice`, `delivery note`. */
  label: string;
  /** The REST collection, for messages that tell the client what to call. */
  path: string;
  entity: EntitySchema<E>;
  /** The query-builder alias of its lists. */
  alias: string;
  /** Its column in `invoice_delivery_notes`. */
  linkColumn: 'invoice_id' | 'delivery_note_id';
  scopes: { read: Scope; write: Scope };
  /** The default order of its lists. */
  sort: KeysetSort<E>;
  listQuery: z.ZodType<DocumentListQuery & Record<string, unknown>>;
  /** The date `from` and `to` bound. */
  dateProperty: keyof E & string;
  /** The kind's own equality filters: query parameter → property. */
  filters: Record<string, keyof E & string>;
  /** REST representations of rows, their relations read in a fixed number of statements. */
  represent(em: EntityManager, rows: E[]): Promise<R[]>;
  /**
   * The representation of a row whose relations (links, lines, budget items) have not changed
   * since `previous` was made from it: its own fields read anew, the relations kept.
   */
  representKeepingRelations(row: E, previous: R): R;
}

/** Either kind of document, where the code handles both alike (the other side of a match). */
// `any`: EntitySchema is invariant in its entity type, so no narrower type covers both kinds.
export type AnyDocumentType = DocumentType<any, any>;
