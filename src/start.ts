import { loadConfig } from './platform/config.js';
import { DATABASE_WAITS } from './platform/db/availability.js';
import { openDatabase, withMigrationLock } from './platform/db/database.js';
import { createOrm } from './orm.js';
import { migrate, ormPoolStats } from './platform/db/orm.js';
import { observePool } from './platform/metrics/metrics.js';
import { startMetricsServer } from './platform/metrics/metrics-server.js';
import type { Lifecycle } from './lifecycle.js';
import { createLogger } from './platform/logger.js';
import { configurePeopleRuntime } from './people/people-runtime.js';
import { configureWebhookRuntime } from './webhooks/webhook-runtime.js';

/**
 * Starts the service's parts, each as a step of `lifecycle` (which stops them on a signal or a
 * failure): the database (embedded PostgreSQL when DATABASE_URL is unset), the ORM, the
 * migrations, `/metrics` when METRICS_PORT is set, then the API (`--api`) and the worker
 * (`--worker`), or both.
 */
export async function runService(lifecycle: Lifecycle, args: Set<string>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  lifecycle.useLogger(logger);
  const runApi = !args.has('--worker') || args.has('--api');
  const runWorker = !args.has('--api') || args.has('--worker');
  logger.debug({ api: runApi, worker: runWorker }, 'starting');
  try {
    configureWebhookRuntime({ logger });
    configurePeopleRuntime({ logger });

    const db = await lifecycle.start(
      'database',
      () => openDatabase(config, logger, lifecycle.abort.signal),
      (d) => d.stop(),
    );
    const orm = await lifecycle.start(
      'orm',
      () =>
        createOrm(db.url, {
          poolMax: 20,
          waits: DATABASE_WAITS,
          driverLog: (level, message) => logger[level]({ driver: 'knex' }, message),
        }),
      (o) => o.close(),
    );
    observePool('orm', () => ormPoolStats(orm));
    await lifecycle.step(() => withMigrationLock(db.url, () => migrate(orm, db.url)));
    logger.info('migrations applied');

    if (config.METRICS_PORT !== undefined) {
      const port = config.METRICS_PORT;
      const metrics = await lifecycle.start(
        'metrics',
        () => startMetricsServer(port, config.METRICS_HOST, logger),
        (m) => m.close(),
      );
      logger.info({ url: `http://${config.METRICS_HOST}:${metrics.address.port}/metrics` }, 'metrics listening');
    }
    if (runApi) {
      await lifecycle.start(
        'http',
        async () => {
          const rateLimit = { perSecond: config.RATE_LIMIT_PER_SECOND, burst: config.RATE_LIMIT_BURST };
          // Loaded only by a process that serves the API: a worker alone never holds the HTTP and GraphQL stack.
          const { createApp } = await import('./app.js');
          const app = await createApp(orm, logger, { rateLimit, maxUploadBytes: config.MAX_UPLOAD_BYTES });
          await app.listen(config.PORT, config.HOST);
          return app;
        },
        (app) => app.close(),
      );
      logger.info({ url: `http://${config.HOST}:${config.PORT}` }, 'API listening');
    }
    if (runWorker) {
      const worker = await lifecycle.start(
        'worker',
        async () => {
          // Loaded only by a process that runs jobs: an API alone never holds the document readers.
          const { startWorker } = await import('../workers/index.js');
          return startWorker({ url: db.url, logger, orm });
        },
        (w) => w.stop(),
      );
      // A worker that could not replace a failed job runner ends the process (non-zero), for its supervisor to restart it.
      worker.promise.catch((error: unknown) => {
        logger.error({ err: error }, 'worker failed');
        void lifecycle.shutdown(1);
      });
      logger.info('worker running');
    }
    lifecycle.started();
  } catch (error) {
    if (!lifecycle.stopRequested) logger.fatal({ err: error }, 'start-up failed');
    else logger.debug({ err: error }, 'start-up interrupted');
    throw error;
  }
}
