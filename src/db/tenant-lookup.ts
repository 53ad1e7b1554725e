import { type EntityName, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { type IdKind, isId } from '../shared/ids.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * The lookups every domain's `*.queries.ts` builds its `findX` / `findXs` from: rows of the
 * caller's organization and mode only, so another tenant's id is simply not found (404, never
 * 403), and a malformed id never reaches SQL.
 */

/** One row by id, or 404 `not_found` naming `label`; `lock` takes it `FOR UPDATE` in the caller's transaction. */
export async function findOwned<E extends { id: string }>(
  em: EntityManager,
  actor: Tenant,
  entity: EntityName<E>,
  kind: IdKind,
  label: string,
  id: string,
  lock = false,
): Promise<E> {
  const row = isId(kind, id)
    ? await em.findOne(entity, { id, ...tenant(actor) } as never, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {})
    : null;
  if (!row) throw AppError.notFound(label, id);
  return row as E;
}

/** Rows by id in one statement; ids that are not the caller's (or not ids) are absent. */
export async function findOwnedMany<E extends { id: string }>(
  em: EntityManager,
  actor: Tenant,
  entity: EntityName<E>,
  kind: IdKind,
  ids: readonly string[],
): Promise<Map<string, E>> {
  const wanted = [...new Set(ids.filter((id) => isId(kind, id)))];
  if (wanted.length === 0) return new Map();
  const rows = (await em.find(entity, { id: { $in: wanted }, ...tenant(actor) } as never)) as E[];
  return new Map(rows.map((row) => [row.id, row]));
}
