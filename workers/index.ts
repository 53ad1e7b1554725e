import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, type Runner, type WorkerEvents, run } from 'graphile-worker';
import { DATABASE_WAITS } from '../src/platform/db/availability.js';
import { WaitingPool } from '../src/platform/db/waiting-pool.js';
import { type Logger, safeErrorMessage } from '../src/platform/logger.js';
import { stopOcr } from '../src/document-imports/extraction/ocr.js';
import { documentTasks } from './documents.tasks.js';
import { observeWorker } from './job-metrics.js';
import { type LivenessTiming, startLiveness } from './liveness.js';
import { crontab, taskList } from './tasks.js';

/**
 * Bridges graphile-worker's logger to pino, keeping only what cannot carry data: a job is
 * logged as its id, task and attempts (not its payload), errors through the error serializer
 * (no SQL values), other objects not at all (pool options hold the connection string). A failed
 * task's message quotes the error and its stack; the quote is replaced by the safe message and
 * the stack left to `err.stack` (docs/operations.md#logging).
 */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
    const fields: Record<string, unknown> = { worker: scope };
    let text = message;
    for (const [key, value] of Object.entries(meta ?? {})) {
      if (key === 'job' && value && typeof value === 'object') {
        const { id, task_identifier, attempts, max_attempts } = value as Record<string, unknown>;
        fields.job = { id, task_identifier, attempts, max_attempts };
      } else if ((key === 'error' || key === 'fatalError') && value instanceof Error) {
        fields.err = value;
        if (value.message) text = text.split(value.message).join(safeErrorMessage(value));
        text = text.split('\n')[0];
      } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        fields[key] = value;
      }
    }
    logger[method](fields, text);
  });
}

export interface WorkerOptions {
  url: string;
  logger: Logger;
  /** Jobs run at once (default 32): webhook deliveries mostly wait on receivers, up to their deadline. */
  concurrency?: number;
  /** Heartbeat and dead-worker timing (tests shorten it); see workers/liveness.ts. */
  liveness?: LivenessTiming;
  /** The ORM of the tasks that run use cases (document imports, PDF archival); whoever opened it closes it, after the worker. */
  orm: MikroORM;
}

/** A running job runner; `id` is its graphile-worker pool id (what its job locks carry). */
export interface Worker extends Runner {
  id: string;
}

/**
 * Starts the job runner (webhook delivery, crons) against the same PostgreSQL as the API, with
 * its heartbeat and the sweeper that releases the jobs of dead workers (workers/liveness.ts).
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const concurrency = options.concurrency ?? 32;
  const orm = options.orm;
  let poolId: string | null = null;
  const events = new EventEmitter() as WorkerEvents;
  events.on('pool:create', ({ workerPool }) => {
    poolId = workerPool.id;
  });
  // While PostgreSQL is out of reach the runner's connections wait for it instead of failing:
  // no job fails for the outage, and fetching, completing and LISTEN go on as soon as it is back
  // (docs/operations.md#database-outages).
  const pool = new WaitingPool({
    connectionString: options.url,
    // Every running task may hold a connection, plus graphile-worker's own (LISTEN, fetch, complete).
    max: concurrency + 4,
    connectionTimeoutMillis: DATABASE_WAITS.connectMs,
    onOutage: (state, error) =>
      state === 'unreachable'
        ? options.logger.warn({ err: error }, 'database unreachable; the worker waits for it')
        : options.logger.info('database reachable again; the worker goes on'),
    onConnectionError: (error) => options.logger.warn({ err: error }, 'worker connection lost'),
  });
  const tasks = { ...taskList, ...documentTasks({ orm, logger: options.logger }) };
  // The pool is ours, not graphile-worker's, so that it waits through outages and the metrics can
  // report it; it is closed after the runner.
  const closePool = () => pool.end().catch(() => {});
  const runner = await run({
    pgPool: pool,
    concurrency,
    taskList: tasks,
    crontab,
    noHandleSignals: true,
    // New jobs arrive by LISTEN/NOTIFY at once; polling finds jobs whose run_at has come (retries)
    // and the jobs of dead workers once the sweeper releases them.
    pollInterval: 1000,
    logger: workerLogger(options.logger),
    events,
    preset: {
      worker: {
        // Fetch (and lock) jobs in batches instead of one query per job, and complete them in
        // batches: measured in bench/README.md. A crash may then re-run a job that had finished;
        // deliveries are at-least-once anyway (receivers deduplicate by event id). What a killed
        // worker had locked is released by the others' sweeper.
        localQueue: { size: concurrency },
        completeJobBatchDelay: 0,
        failJobBatchDelay: 0,
      },
    },
  }).catch(async (error: unknown) => {
    await closePool();
    throw error;
  });
  if (!poolId) {
    await runner.stop();
    await closePool();
    throw new Error('graphile-worker did not report its pool id');
  }
  const id: string = poolId;
  const liveness = await startLiveness(options.url, id, options.logger, options.liveness);
  // A runner that fails stops beating, so that its jobs are released like a dead worker's.
  runner.promise.catch(() => liveness.stop(false)).catch(() => {});
  const unobserve = observeWorker(pool, Object.keys(tasks));
  return {
    ...runner,
    id,
    stop: async (reason?: string) => {
      // Stopping does not wait for a database that is away: what needs it fails at once.
      pool.stopWaiting();
      try {
        await runner.stop(reason);
        unobserve();
        await liveness.stop(true);
      } finally {
        await closePool();
        await stopOcr();
      }
    },
    kill: async (reason?: string) => {
      pool.stopWaiting();
      await runner.kill(reason);
      unobserve();
      await liveness.stop(false);
      await stopOcr();
      // Tasks cut short may still hold connections: the pool ends as they return them.
      void closePool();
    },
  };
}
