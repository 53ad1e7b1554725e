import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { isId } from '../shared/ids.js';
import type { DocumentRow } from './document.entity.js';
import type { DocumentType } from './document-type.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * Loads a document of the caller's organization and mode (soft-deleted ones too), or 404.
 * `lock` takes the row `FOR UPDATE` inside the caller's transaction.
 */
export async function findDocument<E extends DocumentRow>(
  em: EntityManager,
  actor: Tenant,
  type: DocumentType<E>,
  id: string,
  lock = false,
): Promise<E> {
  const found = isId(type.idKind, id)
    ? await em.findOne(
        type.entity,
        { id, ...tenant(actor) } as never,
        lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
      )
    : null;
  if (!found) throw AppError.notFound(type.label, id);
  return found as E;
}

/** Documents of the caller by id, in one statement; ids that are not the caller's are absent. */
export async function findDocuments<E extends DocumentRow>(
  em: EntityManager,
  actor: Tenant,
  type: DocumentType<E>,
  ids: readonly string[],
): Promise<Map<string, E>> {
  const wanted = [...new Set(ids.filter((id) => isId(type.idKind, id)))];
  if (wanted.length === 0) return new Map();
  const rows = (await em.find(type.entity, { id: { $in: wanted }, ...tenant(actor) } as never)) as E[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a document has any stored link (soft-deleted counterparts included). */
export async function hasLinks(em: EntityManager, type: Pick<DocumentType, 'linkColumn'>, id: string): Promise<boolean> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from invoice_delivery_notes where ${type.linkColumn} = ?`,
    [id],
  );
  return rows[0].n > 0;
}
