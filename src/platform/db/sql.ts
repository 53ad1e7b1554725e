import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
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

/** graphile-worker's `helpers.withPgClient`: worker tasks run their SQL on the worker's pool. */
export type WithPgClient = <T>(callback: (client: PoolClient) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in one transaction on a client of the worker's pool: committed if it resolves,
 * rolled back if it throws (the error thrown is `work`'s, even when the rollback fails too).
 */
export async function inClientTransaction<T>(withPgClient: WithPgClient, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withPgClient(async (client) => {
    await client.query('begin');
    try {
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
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
