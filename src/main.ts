import { loadConfig } from './config.js';
import { openDatabase, withMigrationLock } from './db/database.js';
import { createOrm, migrate } from './db/orm.js';
import { createApp } from './app.js';
import { createLogger } from './shared/logger.js';
import { startWorker } from '../workers/index.js';
import { configureWebhookRuntime } from './webhooks/webhook-runtime.js';
import { configurePeopleRuntime } from './sessions/people-runtime.js';

/**
 * `npm start`: API and worker in one process. `--api` or `--worker` runs one of them, for
 * scaling out against a shared PostgreSQL.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  configureWebhookRuntime({ logger });
  configurePeopleRuntime({ logger });
  const args = new Set(process.argv.slice(2));
  const runApi = !args.has('--worker') || args.has('--api');
  const runWorker = !args.has('--api') || args.has('--worker');

  // This process alone handles its signals (Apollo's and graphile-worker's handlers are off):
  // shutdown is ordered, HTTP drained first, then worker, ORM and the embedded PostgreSQL.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  const db = await openDatabase(config, logger);
  const orm = await createOrm(db.url, { poolMax: 20 });
  await withMigrationLock(db.url, () => migrate(orm, db.url));
  logger.info('migrations applied');

  const rateLimit = { perSecond: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST };
  const app = runApi ? await createApp(orm, logger, { rateLimit, maxUploadBytes: config.MAX_UPLOAD_BYTES }) : null;
  if (app) {
    await app.listen(config.PORT, config.HOST);
    logger.info({ url: `http://${config.HOST}:${config.PORT}` }, 'API listening');
  }
  const worker = runWorker ? await startWorker({ url: db.url, logger }) : null;
  if (worker) logger.info('worker running');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app?.close();
      logger.debug('HTTP server closed');
      await worker?.stop();
      logger.debug('worker stopped');
      await orm.close();
      await db.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
