import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { Logger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

export interface OrmOptions {
  /** Called with every SQL statement the ORM sends (statement-count tests, debugging). */
  onQuery?: (sql: string) => void;
  poolMax?: number;
}

export function ormConfig(url: string, options: OrmOptions = {}): Options {
  return {
    clientUrl: url,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // Every request works on its own fork (ctx.state.em, docs/architecture.md#requests); the global EM is never used directly.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.onQuery ? ['query'] : false,
    logger: options.onQuery ? (message: string) => options.onQuery!(message) : undefined,
    discovery: { warnWhenNoEntities: false },
  };
}

export async function createOrm(url: string, options: OrmOptions = {}): Promise<MikroORM> {
  return MikroORM.init(ormConfig(url, options));
}

/**
 * Brings a database up to date: our MikroORM migrations, then graphile-worker's own schema
 * (so `graphile_worker.add_job` exists for transactions that enqueue jobs).
 */
export async function migrate(orm: MikroORM, url: string): Promise<void> {
  await orm.getMigrator().up();
  await runWorkerMigrations({ connectionString: url, logger: quietWorkerLogger });
}

const quietWorkerLogger = new Logger(() => () => {});
