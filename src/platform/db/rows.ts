import type { EntityMetadata, EntityName, EntityProperty, FilterQuery, Platform, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';

/**
 * Reads that change nothing, as plain rows (docs/architecture.md#reads-and-writes).
 *
 * The unit of work is for writes: an entity read through `em.find` is tracked (hydrated,
 * registered, snapshotted for change detection), which a page that is only turned into JSON
 * never needs. These helpers send the statement straight to the driver connection the
 * EntityManager would use — its transaction's connection inside one, a pooled one outside —
 * and turn each row into the entity's plain shape (property names, `Date`s, custom types such
 * as money as a number) with a mapper compiled once per entity from MikroORM's metadata.
 * Statements still go to the ORM's query logger, so statement counts and debug logs see them.
 *
 * SQL here uses PostgreSQL's own placeholders (`$1`, `$2`, …), bound by the driver.
 */

type Row = Record<string, unknown>;
// Any entity: only its metadata is read.
type AnyEntity = EntityName<any>;

/** What the knex client of a connection (or of a transaction) offers to borrow its connection. */
interface ConnectionSource {
  acquireConnection(): Promise<{ query(config: QueryConfig): Promise<QueryResult> }>;
  releaseConnection(connection: unknown): Promise<void>;
}

interface QueryConfig {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
}

interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string }>;
}

/** How a statement is sent. */
export interface StatementOptions {
  /**
   * Prepare it once per connection and run it by name afterwards, for a statement of fixed text
   * on a hot path (a key lookup, a read by id): PostgreSQL then parses and plans it once per
   * connection instead of at every call, which halves its CPU for a lookup by key
   * (docs/architecture.md#prepared-statements). Never for text built from a request's filters:
   * every distinct text stays prepared on every connection for the connection's life.
   */
  prepare?: boolean;
}

/** Prepared statements are named after their text; past this many distinct texts, the rest run unnamed. */
const MAX_PREPARED_TEXTS = 200;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED_TEXTS) {
    name = `cc_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Runs one statement with bound parameters on the EntityManager's connection; the raw rows. The
 * one way a statement of ours reaches the driver outside MikroORM: besides the reads below, the
 * writes that need no unit of work go through it (`executeBound` in ./sql.ts, a key's
 * `last_used_at`, an event with its fan-out job).
 */
export async function selectRows(
  em: EntityManager,
  sql: string,
  params: readonly unknown[] = [],
  options: StatementOptions = {},
): Promise<Row[]> {
  return (await run(em, sql, params, options)).rows as Row[];
}

async function run(em: EntityManager, sql: string, params: readonly unknown[], options: StatementOptions, rowMode?: 'array'): Promise<QueryResult> {
  // A transaction's client hands out the transaction's own connection.
  const trx = em.getTransactionContext() as { client: ConnectionSource } | undefined;
  const source = trx?.client ?? (em.getKnex().client as ConnectionSource);
  const logger = em.config.getLogger();
  const logging = logger.isEnabled('query');
  const started = logging ? Date.now() : 0;
  const connection = await source.acquireConnection();
  let result: QueryResult;
  try {
    const name = options.prepare ? statementName(sql) : undefined;
    result = await connection.query({ name, text: sql, values: params as unknown[], rowMode });
  } finally {
    await source.releaseConnection(connection);
  }
  if (logging) logger.logQuery({ query: sql, took: Date.now() - started, results: result.rows.length, level: 'info' });
  return result;
}

/** Turns a row of an entity's table into the entity's plain shape. */
export type RowMapper<E> = (row: Row) => E;

const mappers = new WeakMap<EntityMetadata, RowMapper<unknown>>();
/** Mappers of rows read as arrays, per entity and list of the result's columns. */
const arrayMappers = new WeakMap<EntityMetadata, Map<string, (row: unknown[]) => unknown>>();
const columnLists = new WeakMap<EntityMetadata, Map<string, string>>();

function metadataOf(em: EntityManager, entity: AnyEntity): EntityMetadata {
  return em.getMetadata().get((entity as { meta?: { className: string } }).meta?.className ?? (entity as never));
}

function scalarProps(meta: EntityMetadata): EntityProperty[] {
  return meta.props.filter((p) => {
    if (p.kind !== 'scalar') throw new Error(`${meta.className}.${p.name}: plain reads support scalar properties only`);
    return p.persist !== false;
  });
}

function converterOf(prop: EntityProperty, platform: Platform): ((value: unknown) => unknown) | null {
  if (prop.customType) {
    const type = prop.customType;
    return (value) => (value === null || value === undefined ? value : type.convertToJSValue(value, platform));
  }
  if (prop.runtimeType === 'Date') {
    // PostgreSQL's text (`2026-11-23 03:17:42.123+00`), which the connection leaves unparsed.
    return (value) => (value === null || value === undefined || value instanceof Date ? value : new Date(value as string));
  }
  return null;
}

/** The mapper of an entity's rows (compiled once per entity). */
export function rowMapper<E>(em: EntityManager, entity: EntityName<E>): RowMapper<E> {
  const meta = metadataOf(em, entity);
  let mapper = mappers.get(meta) as RowMapper<E> | undefined;
  if (!mapper) {
    mapper = compileMapper(em, meta, (column) => `row[${JSON.stringify(column)}]`) as RowMapper<E>;
    mappers.set(meta, mapper as RowMapper<unknown>);
  }
  return mapper;
}

/** The mapper of an entity's rows read as arrays whose columns are `columns` (compiled once per list). */
function arrayMapper<E>(em: EntityManager, entity: EntityName<E>, columns: string[]): (row: unknown[]) => E {
  const meta = metadataOf(em, entity);
  let byColumns = arrayMappers.get(meta);
  if (!byColumns) arrayMappers.set(meta, (byColumns = new Map()));
  const key = columns.join(',');
  let mapper = byColumns.get(key);
  if (!mapper) {
    // A column the statement does not select (a read of a few fields) is left undefined, as
    // an object row leaves it.
    mapper = compileMapper(em, meta, (column) => (columns.includes(column) ? `row[${columns.indexOf(column)}]` : 'undefined'));
    byColumns.set(key, mapper);
  }
  return mapper as (row: unknown[]) => E;
}

/**
 * One object literal with the entity's properties in a fixed order, each the value `read(column)`
 * names: every row gets the same hidden class, which V8 builds and reads fastest. Names and
 * reads come from the metadata and the result's column list only.
 */
// `any`: the compiled function reads a row that is an object or an array alike.
function compileMapper(em: EntityManager, meta: EntityMetadata, read: (column: string) => string): (row: any) => unknown {
  const platform = em.getPlatform();
  const fields = scalarProps(meta).map((p) => ({ column: p.fieldNames[0], name: p.name, convert: converterOf(p, platform) }));
  const entries = fields.map(({ column, name, convert }, i) => {
    const value = read(column);
    return `${JSON.stringify(name)}: ${convert ? `convert[${i}](${value})` : value}`;
  });
  return new Function('convert', `return (row) => ({ ${entries.join(', ')} });`)(fields.map((f) => f.convert));
}

/** `alias.column, …` of every property of an entity: the select list of a plain read. */
export function columnsOf(em: EntityManager, entity: AnyEntity, alias: string): string {
  const meta = metadataOf(em, entity);
  let lists = columnLists.get(meta);
  if (!lists) columnLists.set(meta, (lists = new Map()));
  let list = lists.get(alias);
  if (!list) {
    list = scalarProps(meta)
      .map((p) => `${alias}.${p.fieldNames[0]}`)
      .join(', ');
    lists.set(alias, list);
  }
  return list;
}

/** The table of an entity, quoted as MikroORM quotes it (so statement logs read alike). */
export function tableOf(em: EntityManager, entity: AnyEntity): string {
  return `"${metadataOf(em, entity).tableName}"`;
}

/** Rows of `entity`'s table selected by `sql` (which selects `columnsOf(entity)` or more), as plain entities. */
export async function readRows<E>(
  em: EntityManager,
  entity: EntityName<E>,
  sql: string,
  params: readonly unknown[] = [],
  options: StatementOptions = {},
): Promise<E[]> {
  // As arrays: the driver builds no object per row, only the mapper does.
  const result = await run(em, sql, params, options, 'array');
  const map = arrayMapper(em, entity, result.fields.map((f) => f.name));
  return (result.rows as unknown[][]).map(map);
}

/** What a query builder selects, read as plain entities of its main entity (not tracked). */
export async function readQuery<E extends object>(em: EntityManager, entity: EntityName<E>, qb: QueryBuilder<E>): Promise<E[]> {
  const { sql, bindings } = qb.getKnexQuery().toSQL().toNative();
  return readRows(em, entity, sql, bindings);
}

/**
 * `em.find` for what only feeds a representation: plain rows, unless the EntityManager is in a
 * transaction. A representation built inside one belongs to a write, which may not have
 * flushed yet: the tracked `find` flushes what it reads first, so it sees the write.
 */
export async function findForRead<E extends object>(
  em: EntityManager,
  entity: EntityName<E>,
  where: FilterQuery<E>,
  options: { orderBy?: QueryOrderMap<E>; fields?: readonly string[] } = {},
): Promise<E[]> {
  if (em.isInTransaction()) return (await em.find(entity, where, options as never)) as E[];
  const qb = em.createQueryBuilder(entity).where(where);
  if (options.orderBy) qb.orderBy(options.orderBy);
  if (options.fields) qb.select([...options.fields] as never);
  return readQuery(em, entity, qb);
}

/** `readQuery` on the EntityManager and entity the query builder was created with. */
export async function readBuilder<E extends object>(qb: QueryBuilder<E>): Promise<E[]> {
  // The builder keeps the EntityManager that created it (`em.createQueryBuilder`), which
  // MikroORM declares protected; it is the one whose transaction the builder would run in.
  const em = (qb as unknown as { em?: EntityManager }).em;
  if (!em) throw new Error('readBuilder: the query builder was not created by an EntityManager.');
  return readQuery(em, qb.mainAlias.entityName as EntityName<E>, qb);
}
