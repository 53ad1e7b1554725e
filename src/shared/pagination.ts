import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from './errors.js';
import { limitParam } from './validation.js';

/**
 * Keyset pagination over (sort key, id), newest first. The cursor is opaque to clients:
 * base64url of `[sortKey, id, check]`, where `check` is a digest of the rest, so an edited or
 * truncated cursor is refused with 400 `invalid_cursor` instead of silently paging elsewhere.
 */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  after: { key: string; id: string } | null;
}

function check(key: string, id: string): string {
  return createHash('sha256').update(`cursor:${key}:${id}`).digest('base64url').slice(0, 10);
}

export function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id, check(key, id)])).toString('base64url');
}

export function decodeCursor(cursor: string, idPrefix: string): { key: string; id: string } {
  const invalid = () => new AppError('invalid_cursor', 'The cursor is not one this API returned.', 'cursor');
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((v) => typeof v === 'string')) throw invalid();
  const [key, id, digest] = parsed as [string, string, string];
  if (digest !== check(key, id) || !id.startsWith(`${idPrefix}_`)) throw invalid();
  return { key, id };
}

/** The `cursor` and `limit` query parameters every list endpoint accepts. */
export const pageQuery = {
  cursor: z.string().optional(),
  limit: limitParam(),
};

export function pageRequest(query: { cursor?: string; limit: number }, idPrefix: string): PageRequest {
  return { limit: query.limit, after: query.cursor === undefined ? null : decodeCursor(query.cursor, idPrefix) };
}

/** `{data, pagination}`: the REST list body. */
export function listBody<T>(page: Page<T>, limit: number) {
  return { data: page.data, pagination: { next_cursor: page.nextCursor, limit } };
}

/** A page plus what GraphQL connections need: each row's cursor and a lazy total count. */
export interface ListResult<T> {
  page: Page<T>;
  limit: number;
  cursors: string[];
  total: () => Promise<number>;
}

interface KeysetQuery<E> {
  clone(): KeysetQuery<E>;
  andWhere(cond: string, params: unknown[]): unknown;
  orderBy(order: Record<string, 'desc'>): unknown;
  limit(n: number): unknown;
  getResultList(): Promise<E[]>;
  getCount(): Promise<number>;
}

/**
 * Runs a filtered query builder as one keyset page, newest first on (`sort`, id).
 * `sort.column` is the SQL column (with alias), `sort.property` the entity property to order by,
 * `sort.cast` the SQL type of the cursor's key, and `sort.key` reads it from a row.
 */
export async function keysetPage<E extends { id: string }, T>(
  qb: KeysetQuery<E>,
  alias: string,
  request: PageRequest,
  sort: { column: string; property: string; cast: 'timestamptz' | 'date'; key: (row: E) => string },
  represent: (rows: E[]) => Promise<T[]> | T[],
): Promise<ListResult<T>> {
  const counter = qb.clone();
  qb.orderBy({ [sort.property]: 'desc', id: 'desc' });
  qb.limit(request.limit + 1);
  if (request.after) {
    qb.andWhere(`(${alias}.${sort.column}, ${alias}.id) < (?::${sort.cast}, ?)`, [request.after.key, request.after.id]);
  }
  const rows = await qb.getResultList();
  const kept = rows.slice(0, request.limit);
  const data = await represent(kept);
  const cursors = kept.map((row) => encodeCursor(sort.key(row), row.id));
  const more = rows.length > request.limit;
  return {
    page: { data, nextCursor: more ? cursors[cursors.length - 1] : null },
    limit: request.limit,
    cursors,
    total: () => counter.getCount(),
  };
}

/** The usual sort: `created_at` desc, id desc. */
export const byCreatedAt = <E extends { createdAt: Date }>(alias = 'e') => ({
  column: 'created_at',
  property: 'createdAt',
  cast: 'timestamptz' as const,
  key: (row: E) => row.createdAt.toISOString(),
  alias,
});
