import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { selectRows } from '../platform/db/rows.js';
import { findOwned, findOwnedMany, readOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import type { DocumentRow } from './document.entity.js';
import type { DocumentType } from './document-type.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * A document of the caller's organization and mode (soft-deleted ones too), or 404. `lock`
 * takes the row `FOR UPDATE` inside the caller's transaction.
 */
export function findDocument<E extends DocumentRow>(em: EntityManager, actor: Tenant, type: DocumentType<E>, id: string, lock = false): Promise<E> {
  return findOwned(em, actor, type.entity, type.idKind, type.label, id, lock);
}

/** Documents of the caller by id, in one statement; ids that are not the caller's are absent. */
export function findDocuments<E extends DocumentRow>(
  em: EntityManager,
  actor: Tenant,
  type: DocumentType<E>,
  ids: readonly string[],
): Promise<Map<string, E>> {
  return findOwnedMany(em, actor, type.entity, type.idKind, ids);
}

/** `findDocument` for reads: the row as a plain, untracked document (src/platform/db/rows.ts). */
export function readDocument<E extends DocumentRow>(em: EntityManager, actor: Tenant, type: DocumentType<E>, id: string): Promise<E> {
  return readOwned(em, actor, type.entity, type.idKind, type.label, id);
}

/** `findDocuments` for reads: plain, untracked documents. */
export function readDocuments<E extends DocumentRow>(
  em: EntityManager,
  actor: Tenant,
  type: DocumentType<E>,
  ids: readonly string[],
): Promise<Map<string, E>> {
  return readOwnedMany(em, actor, type.entity, type.idKind, ids);
}

/** Whether a document has any stored link (soft-deleted counterparts included). */
export async function hasLinks(em: EntityManager, type: Pick<DocumentType, 'linkColumn'>, id: string): Promise<boolean> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from invoice_delivery_notes where ${type.linkColumn} = ?`,
    [id],
  );
  return rows[0].n > 0;
}

/**
 * The caller's project (its status) and provider (locked `FOR SHARE`) a document names, in one
 * statement (a POST's hot path): each is null when its id was not given or names nothing of the
 * caller's.
 */
export async function referencedProjectAndProvider(
  em: EntityManager,
  actor: Tenant,
  refs: { projectId?: string; providerId?: string },
): Promise<{ project_status: string | null; provider_id: string | null }> {
  const [row] = await selectRows(
    em,
    `select (select p.status from "projects" p where p.id = $1 and p.organization_id = $3 and p.livemode = $4) as project_status,
            (select v.id from "providers" v where v.id = $2 and v.organization_id = $3 and v.livemode = $4 for share) as provider_id`,
    [refs.projectId ?? null, refs.providerId ?? null, actor.organizationId, actor.livemode],
    { prepare: true },
  );
  return row as { project_status: string | null; provider_id: string | null };
}
