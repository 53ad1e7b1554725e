import { type EntityName, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../actor.js';
import { AppError } from '../errors.js';
import { type IdKind, isId } from '../ids.js';
import { columnsOf, readRows, tableOf } from './rows.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * The lookups every domain's `*.queries.ts` builds its `findX` / `findXs` from: rows of the
 * caller's organization and mode only, so another tenant's id is simply not found (404, never
 * 403), and a malformed id never reaches SQL.
 */

/**
 * `findOwned` for a read that changes nothing: the row as a plain entity, not tracked by the
 * unit of work (src/platform/db/rows.ts). Writes use `findOwned`, whose entity they change and flush.
 */
export async function readOwned<E extends { id: string }>(
  em: EntityManager,
  actor: Tenant,
  entity: EntityName<E>,
  kind: IdKind,
  label: string,
  id: string,
): Promise<E> {
  const rows = isId(kind, id) ? await readOwnedRows(em, actor, entity, 't.id = $1', id) : [];
  if (rows.length === 0) throw AppError.notFound(label, id);
  return rows[0];
}

/** `findOwnedMany` for a read that changes nothing: plain entities, not tracked. */
export async function readOwnedMany<E extends { id: string }>(
  em: EntityManager,
  actor: Tenant,
  entity: EntityName<E>,
  kind: IdKind,
  ids: readonly string[],
): Promise<Map<string, E>> {
  const wanted = idsOf(kind, ids);
  if (wanted.length === 0) return new Map();
  const rows = await readOwnedRows(em, actor, entity, 't.id = any($1::text[])', wanted);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Plain rows of `entity` whose id matches `idCondition` (on `$1`, bound to `id`), of the caller's tenant. */
function readOwnedRows<E>(em: EntityManager, actor: Tenant, entity: EntityName<E>, idCondition: string, id: unknown): Promise<E[]> {
  return readRows(
    em,
    entity,
    `select ${columnsOf(em, entity, 't')} from ${tableOf(em, entity)} t where ${idCondition} and t.organization_id = $2 and t.livemode = $3`,
    [id, actor.organizationId, actor.livemode],
    // One text per entity and id condition: prepared (src/platform/db/rows.ts).
    { prepare: true },
  );
}

/** The distinct ids among `ids` shaped like ids of `kind` (any other names nothing). */
function idsOf(kind: IdKind, ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => isId(kind, id)))];
}

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
  const wanted = idsOf(kind, ids);
  if (wanted.length === 0) return new Map();
  const rows = (await em.find(entity, { id: { $in: wanted }, ...tenant(actor) } as never)) as E[];
  return new Map(rows.map((row) => [row.id, row]));
}
