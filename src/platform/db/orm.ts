import type { MigrationObject } from '@mikro-orm/core';
import { type EntitySchema, MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { Logger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import { type DatabaseWaits, boundedConnection } from './availability.js';
import { type ConstraintRules, assignedKey, attachConstraintRules } from './database-errors.js';
import type { PoolStats } from '../metrics/metrics.js';

/**
 * What the service's database is made of. The platform knows none of it: the composition root
 * (src/orm.ts) gathers it from the domains that own each table (docs/architecture.md#layers).
 */
export interface DatabaseSchema {
  /** Every entity the ORM maps (each schema is generic over its own entity). */
  entities: Array<EntitySchema<any, any>>;
  /** In order; forward-only. */
  migrations: MigrationObject[];
  /** Every constraint's answer to a client (`transaction()` maps violations with it). */
  constraintRules: ConstraintRules;
}

export interface OrmOptions {
  /** Called with every SQL statement the ORM sends (statement-count tests, debugging). */
  onQuery?: (sql: string) => void;
  poolMax?: number;
  /**
   * How long a connection, a free pooled connection and a statement may be waited for, in ms
   * (the service passes `DATABASE_WAITS`, docs/operations.md#database-outages). Default: no
   * bounds beyond the driver's (tests and tools).
   */
  waits?: DatabaseWaits;
  /** Where knex's own warnings go (a pooled connection lost, …); default: the console. */
  driverLog?: (level: 'warn' | 'error', message: string) => void;
}

export function ormConfig(url: string, schema: DatabaseSchema, options: OrmOptions = {}): Options {
  return {
    clientUrl: url,
    entities: schema.entities,
    extensions: [Migrator],
    migrations: { migrationsList: schema.migrations, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // Every request works on its own fork (ctx.state.em, docs/architecture.md#requests); the global EM is never used directly.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: options.poolMax ?? 10 },
    driverOptions: {
      ...(options.waits ? boundedWaits(options.waits) : {}),
      ...(options.driverLog ? { log: knexLog(options.driverLog) } : {}),
    },
    debug: options.onQuery ? ['query'] : false,
    logger: options.onQuery ? (message: string) => options.onQuery!(message) : undefined,
    discovery: { warnWhenNoEntities: false },
  };
}

/**
 * knex's settings for `waits`: a request waiting for a pooled connection fails after
 * `acquireMs`; each connection is opened with `boundedConnection`'s settings.
 */
function boundedWaits(waits: DatabaseWaits) {
  return { acquireConnectionTimeout: waits.acquireMs, connection: boundedConnection(waits) };
}

function knexLog(log: NonNullable<OrmOptions['driverLog']>) {
  return {
    warn: (message: unknown) => log('warn', String(message)),
    error: (message: unknown) => log('error', String(message)),
    deprecate: (method: string, alternative: string) => log('warn', `${method} is deprecated, use ${alternative}`),
    debug: () => {},
  };
}

/** An ORM over `schema`, its constraint rules travelling with it to every EntityManager it forks. */
export async function openOrm(url: string, schema: DatabaseSchema, options: OrmOptions = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url, schema, options));
  attachConstraintRules(orm.config, schema.constraintRules);
  return orm;
}

/**
 * Brings a database up to date: our MikroORM migrations, then graphile-worker's own schema
 * (so `graphile_worker.add_job` exists for transactions that enqueue jobs).
 */
export async function migrate(orm: MikroORM, url: string): Promise<void> {
  // One transaction for all of them (`allOrNothing`), free of the statement timeout of the
  // service's connections: a migration may rewrite a large table.
  const connection = orm.em.getConnection();
  await connection.transactional(async (trx) => {
    await connection.execute('set local statement_timeout = 0', [], 'run', trx);
    await orm.getMigrator().up({ transaction: trx });
  });
  await runWorkerMigrations({ connectionString: url, logger: quietWorkerLogger });
}

const quietWorkerLogger = new Logger(() => () => {});

/** What the constraints of `mikro_orm_migrations` mean to a client (docs/api-conventions.md#errors). */
export const ormConstraints: ConstraintRules = {
  mikro_orm_migrations_pkey: assignedKey('migration'),
};

/** The ORM's connection pool as the metrics report it (`db_pool_*`, docs/operations.md#metrics). */
export function ormPoolStats(orm: MikroORM): PoolStats {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  if (!pool) return { inUse: 0, idle: 0, waiting: 0 };
  return { inUse: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires() };
}

/** What knex's pool (tarn) counts. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}
