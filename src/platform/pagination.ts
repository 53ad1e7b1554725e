import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isCalendarDate } from './dates.js';
import { AppError } from './errors.js';
import { limitParam } from './validation.js';
import { readBuilder, readRows } from './db/rows.js';
import { textArray } from './db/sql.js';

/**
 * Keyset pagination over (sort key, id), newest first. The cursor is opaque to clients:
 * base64url of `[sortKey, id, mac]`, where `mac` is an HMAC-SHA256 of the rest keyed with the
 * installation's `cursor_hmac` secret (src/platform/installation/installation-secrets.ts), the same in
 * every replica and unknown to clients. An edited, truncated or invented cursor is refused with
 * 400 `invalid_cursor` instead of silently paging elsewhere, and a sort key that does not have
 * its list's type never reaches SQL (docs/api-conventions.md#pagination).
 */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  after: { key: string; id: string } | null;
}

let cursorKey: Buffer | null = null;

/** Sets the key cursors are signed with; `createApp` loads it from the database at start. */
export function configureCursorKey(key: Buffer): void {
  cursorKey = key;
}

/** The first 16 bytes (128 bits) of HMAC-SHA256: 22 base64url characters in the cursor. */
function mac(key: string, id: string): Buffer {
  if (!cursorKey) throw new Error('The cursor key is not configured: call configureCursorKey() at start-up.');
  return createHmac('sha256', cursorKey).update(JSON.stringify(['cursor', key, id])).digest().subarray(0, 16);
}

export function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id, mac(key, id).toString('base64url')])).toString('base64url');
}

const invalidCursor = () => new AppError('invalid_cursor', 'The cursor is not one this API returned.', 'cursor');

export function decodeCursor(cursor: string, idPrefix: string): { key: string; id: string } {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((v) => typeof v === 'string')) throw invalidCursor();
  const [key, id, digest] = parsed as [string, string, string];
  const given = Buffer.from(digest, 'base64url');
  const expected = mac(key, id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  if (!id.startsWith(`${idPrefix}_`)) throw invalidCursor();
  return { key, id };
}

/** The `cursor` and `limit` query parameters every list endpoint accepts. */
export const pageQuery = {
  cursor: z.string().optional().meta({ description: '`pagination.next_cursor` of the previous page.' }),
  limit: limitParam(),
};

export function pageRequest(query: { cursor?: string; limit: number }, idPrefix: string): PageRequest {
  return { limit: query.limit, after: query.cursor === undefined ? null : decodeCursor(query.cursor, idPrefix) };
}

/** `{data, pagination}`: the REST list body. */
export function listBody<T>(page: Page<T>, limit: number) {
  return { data: page.data, pagination: { next_cursor: page.nextCursor, limit } };
}

/**
 * A page plus what GraphQL connections need: the cursor of the row at an index (signed only
 * when asked for: a REST page needs one, its last) and a lazy total count.
 */
export interface ListResult<T> {
  page: Page<T>;
  limit: number;
  cursorAt: (index: number) => string;
  total: () => Promise<number>;
}

/**
 * The order of a list on (`sort`, id), newest first unless `direction` is `asc`: `column` is
 * the SQL column (without alias), `property` the entity property, `cast` the SQL type of the
 * cursor's key, and `key` reads it from a row.
 */
export interface KeysetSort<E> {
  column: string;
  property: string;
  cast: 'timestamptz' | 'date' | 'integer';
  key: (row: E) => string;
  direction?: 'asc' | 'desc';
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Whether a cursor's sort key has the type of the list's sort column (what `key` would produce). */
const KEY_TYPES: Record<KeysetSort<never>['cast'], (key: string) => boolean> = {
  timestamptz: (key) => ISO_TIMESTAMP.test(key) && !Number.isNaN(Date.parse(key)),
  date: isCalendarDate,
  integer: (key) => /^-?\d{1,9}$/.test(key),
};

function afterCursor(alias: string, sort: Omit<KeysetSort<never>, 'key'>, after: { key: string; id: string }): [string, unknown[]] {
  // Signed cursors carry keys this code wrote; the type check holds even if the key leaked or a
  // list changed its order between versions.
  if (!KEY_TYPES[sort.cast](after.key)) throw invalidCursor();
  const op = sort.direction === 'asc' ? '>' : '<';
  return [`(${alias}.${sort.column}, ${alias}.id) ${op} (?::${sort.cast}, ?)`, [after.key, after.id]];
}

/** One page of rows (with the look-ahead row that says whether there is more) as a ListResult. */
function pageOf<E extends { id: string }, T>(
  rows: E[],
  data: T[],
  request: PageRequest,
  sort: KeysetSort<E>,
  total: () => Promise<number>,
): ListResult<T> {
  const shown = Math.min(rows.length, request.limit);
  const cursorAt = (index: number) => {
    if (index < 0 || index >= shown) throw new RangeError(`No row ${index} in a page of ${shown}.`);
    return encodeCursor(sort.key(rows[index]), rows[index].id);
  };
  const more = rows.length > request.limit;
  return { page: { data, nextCursor: more ? cursorAt(shown - 1) : null }, limit: request.limit, cursorAt, total };
}

/** Makes a filtered query builder one page: the rows after the cursor in (`sort`, id) order, and one more that says whether there is more. */
function limitToPage<E extends { id: string }>(qb: QueryBuilder<E>, alias: string, request: PageRequest, sort: KeysetSort<E>): void {
  const dir = sort.direction ?? 'desc';
  qb.orderBy({ [sort.property]: dir, id: dir } as never);
  qb.limit(request.limit + 1);
  if (request.after) qb.andWhere(...afterCursor(alias, sort, request.after));
}

/**
 * Runs a filtered query builder as one keyset page on (`sort`, id). The rows come back as plain
 * entities, not tracked (src/platform/db/rows.ts): a page is only represented, never changed.
 */
export async function keysetPage<E extends { id: string }, T>(
  qb: QueryBuilder<E>,
  alias: string,
  request: PageRequest,
  sort: KeysetSort<E>,
  represent: (rows: E[]) => Promise<T[]> | T[],
): Promise<ListResult<T>> {
  const counter = qb.clone();
  limitToPage(qb, alias, request, sort);
  const rows = await readBuilder(qb);
  const data = await represent(rows.slice(0, request.limit));
  return pageOf(rows, data, request, sort, () => counter.getCount());
}

/**
 * The same page as `keysetPage`, for many parents at once (`Project.invoices` of 20 projects),
 * in ONE statement whatever the number of parents: a top-N per parent,
 * `unnest(<parent ids>) cross join lateral (<the filtered list of that parent> order by <sort>, id
 * limit n + 1)`, which reads each parent's first rows from the index on (parent, sort, id) and
 * stops there, so its cost follows the rows returned, not the parent's number of children
 * (docs/graphql.md#nested-connections). Filters and cursor mean what they mean in the single
 * list (the cursor applies within each parent). `total` of any parent runs one grouped count for
 * all of them, once, when first asked. Every parent asked for has an entry, empty when it has no
 * rows.
 */
export async function keysetPages<E extends { id: string }, T>(
  em: EntityManager,
  entity: EntityName<E>,
  qb: QueryBuilder<E>,
  alias: string,
  parent: { column: string; property: keyof E & string; ids: readonly string[] },
  request: PageRequest,
  sort: KeysetSort<E>,
  represent: (rows: E[]) => Promise<T[]> | T[],
): Promise<Map<string, ListResult<T>>> {
  const ids = [...new Set(parent.ids)];
  const out = new Map<string, ListResult<T>>();
  if (ids.length === 0) return out;
  const knex = em.getKnex();
  const counter = qb.clone();
  counter.andWhere({ [parent.property]: { $in: ids } } as never);
  limitToPage(qb, alias, request, sort);
  qb.andWhere(`${alias}.${parent.column} = parents.id`);
  const dir = sort.direction ?? 'desc';
  const page = qb.getKnexQuery().toSQL();
  const { sql, bindings } = knex
    .raw(
      `select page.* from unnest(?::text[]) with ordinality as parents(id, ord)
       cross join lateral (${page.sql}) as page
       order by parents.ord, page.${sort.column} ${dir}, page.id ${dir}`,
      [textArray(ids), ...page.bindings],
    )
    .toSQL()
    .toNative();
  const rows = await readRows(em, entity, sql, bindings);

  const byParent = new Map<string, E[]>(ids.map((id) => [id, []]));
  for (const row of rows) byParent.get(row[parent.property] as string)?.push(row);
  const kept = [...byParent.values()].flatMap((list) => list.slice(0, request.limit));
  const represented = new Map(kept.map((row, i) => [row, i]));
  const data = await represent(kept);

  let counts: Promise<Map<string, number>> | null = null;
  const countAll = () =>
    (counts ??= em
      .execute<Array<{ parent: string; n: number }>>(
        knex
          .select(knex.raw(`${parent.column} as parent, count(*)::int as n`))
          .from(counter.getKnexQuery().as('counted'))
          .groupBy(parent.column),
      )
      .then((r) => new Map(r.map((c) => [c.parent, c.n]))));
  for (const [id, list] of byParent) {
    const pageData = list.slice(0, request.limit).map((row) => data[represented.get(row)!]);
    out.set(id, pageOf(list, pageData, request, sort, async () => (await countAll()).get(id) ?? 0));
  }
  return out;
}

/** The usual sort: `created_at` desc, id desc. */
export const byCreatedAt = <E extends { createdAt: Date }>(): KeysetSort<E> => ({
  column: 'created_at',
  property: 'createdAt',
  cast: 'timestamptz',
  key: (row: E) => row.createdAt.toISOString(),
});
