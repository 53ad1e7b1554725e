import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbedded } from './embedded.js';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in `$DATA_DIR/pg` (started or
 * attached). One this process started is started again if it stops (docs/operations.md#database-outages).
 */
export async function openDatabase(config: Config, logger?: Logger, signal?: AbortSignal): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  const started = Date.now();
  const db = await startEmbedded({
    dataDir: config.DATA_DIR,
    signal,
    log: (line) => logger?.debug({ postgres: line }, line),
    // The service owns this PostgreSQL: if it stops, nobody else would start it again.
    keepRunning: { warn: (line) => logger?.warn({ postgres: line }, line) },
  });
  logger?.info({ data_dir: config.DATA_DIR, ms: Date.now() - started }, 'embedded PostgreSQL ready');
  return { url: db.url, embedded: true, stop: db.stop };
}

/**
 * Runs `work` holding a PostgreSQL advisory lock, so replicas starting together migrate one at
 * a time instead of racing.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('cost-control:migrations'))`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('cost-control:migrations'))`).catch(() => {});
    await client.end();
  }
}
