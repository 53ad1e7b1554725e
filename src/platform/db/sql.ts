import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from './rows.js';

/**
 * Raw-SQL helpers every domain's `*.queries.ts` uses. The query builder covers most reads;
 * these are for statements it cannot express (recursive groups, `json_to_recordset` bulk
 * inserts, aggregates over `unnest`).
 */

/**
 * A PostgreSQL `text[]` literal for `?::text[]` bindings (the query builder expands JS arrays
 * into `?, ?, …` lists, which `= any(…)` and `unnest(…)` cannot take).
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Runs a statement with real bind parameters (`?` placeholders, as `em.execute()` takes them) in
 * the EntityManager's transaction. `em.execute()` inlines parameters as quoted SQL literals, and
 * quoting a 1 MB JSON document character by character costs more than the insert itself. knex
 * turns the placeholders into PostgreSQL's; `selectRows` (./rows.ts) runs it and logs it.
 */
export async function executeBound(em: EntityManager, sql: string, params: unknown[]): Promise<Array<Record<string, unknown>>> {
  const { sql: text, bindings } = em.getKnex().raw(sql, params as never[]).toSQL().toNative();
  return selectRows(em, text, bindings);
}

/** A connection that runs bound statements: what a worker task's `helpers.query` offers. */
export interface Queryable {
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
}

/** Groups rows into lists by key, keeping their order. */
export function groupBy<R, V>(rows: readonly R[], key: (r: R) => string, value: (r: R) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(value(row));
    else out.set(k, [value(row)]);
  }
  return out;
}
