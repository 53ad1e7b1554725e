import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, type Runner, type WorkerEvents, run } from 'graphile-worker';
import { DATABASE_WAITS, isDatabaseUnavailable } from '../src/platform/db/availability.js';
import { WaitingPool } from '../src/platform/db/waiting-pool.js';
import { type Logger, safeErrorMessage } from '../src/platform/logger.js';
import { stopOcr } from '../src/document-imports/extraction/ocr.js';
import { documentTasks } from './documents.tasks.js';
import { observeWorker } from './job-metrics.js';
import { type Liveness, type LivenessTiming, startLiveness } from './liveness.js';
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

/**
 * The worker process's job runner. `id` is the graphile-worker pool id its job locks carry now: a
 * runner that stopped by itself is replaced by a new one with a new id. `promise` settles when
 * the worker is stopped, or rejects when no new runner could be started.
 */
export interface Worker extends Runner {
  readonly id: string;
}

/** One graphile-worker runner with its heartbeat. */
interface RunnerLife {
  runner: Runner;
  id: string;
  liveness: Liveness;
  /** It stopped without being asked, and a new one is being started or has been. */
  ended: boolean;
}

/** Attempts to start a new runner on errors other than the database being away, before giving up. */
const RESTART_ATTEMPTS = 5;
const RESTART_PAUSE_MS = { first: 500, max: 30_000 };

/**
 * Starts the job runner (webhook delivery, crons) against the same PostgreSQL as the API, with
 * its heartbeat and the sweeper that releases the jobs of dead workers (workers/liveness.ts).
 *
 * graphile-worker's runner stops by itself when it cannot record that jobs completed or failed
 * (a batch of completions in flight when PostgreSQL stops), and stays stopped. This worker then
 * starts a new runner, which waits for PostgreSQL like the first; the jobs the old one held are
 * released by the sweeper as a dead worker's, and may run twice, never zero times
 * (docs/operations.md#database-outages).
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const concurrency = options.concurrency ?? 32;
  const { logger, orm } = options;
  const events = new EventEmitter() as WorkerEvents;
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
        ? logger.warn({ err: error }, 'database unreachable; the worker waits for it')
        : logger.info('database reachable again; the worker goes on'),
    onConnectionError: (error) => logger.warn({ err: error }, 'worker connection lost'),
  });
  const tasks = { ...taskList, ...documentTasks({ orm, logger }) };
  // The pool is ours, not graphile-worker's, so that it waits through outages, the metrics can
  // report it and a new runner can use it; it is closed after the last runner.
  const closePool = () => pool.end().catch(() => {});
  // Runners start one at a time: the pool each creates reports its id here.
  let createdPoolId: string | null = null;
  events.on('pool:create', ({ workerPool }) => {
    createdPoolId ??= workerPool.id;
  });

  const startRunner = async (): Promise<RunnerLife> => {
    createdPoolId = null;
    const runner = await run({
      pgPool: pool,
      concurrency,
      taskList: tasks,
      crontab,
      noHandleSignals: true,
      // New jobs arrive by LISTEN/NOTIFY at once; polling finds jobs whose run_at has come (retries)
      // and the jobs of dead workers once the sweeper releases them.
      pollInterval: 1000,
      logger: workerLogger(logger),
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
    });
    const id: string | null = createdPoolId;
    if (!id) {
      await runner.stop();
      throw new Error('graphile-worker did not report its pool id');
    }
    const liveness = await startLiveness(options.url, id, logger, options.liveness).catch(async (error: unknown) => {
      await runner.stop();
      throw error;
    });
    return { runner, id, liveness, ended: false };
  };

  let current = await startRunner().catch(async (error: unknown) => {
    await closePool();
    throw error;
  });
  let stopping = false;
  /** Runners that stopped by themselves and may still be finishing their jobs. */
  const endedRunners: Runner[] = [];
  let replacing: Promise<void> = Promise.resolve();
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // A holder that does not watch `promise` (a test) must not see an unhandled rejection.
  promise.catch(() => {});

  /** A new runner for one that stopped by itself; retried while PostgreSQL is away. */
  const replace = async (ended: RunnerLife, reason: string) => {
    if (stopping || ended.ended) return;
    ended.ended = true;
    endedRunners.push(ended.runner);
    logger.error({ worker_id: ended.id, reason }, 'the job runner stopped by itself; starting a new one');
    // It beats no more, so that the sweeper releases what it still holds, as for a dead worker.
    void ended.liveness.stop(false);
    for (let attempt = 1, pause = RESTART_PAUSE_MS.first; !stopping; attempt++, pause = Math.min(pause * 2, RESTART_PAUSE_MS.max)) {
      try {
        const next = await startRunner();
        current = next;
        watch(next);
        logger.info({ worker_id: next.id, replaced: ended.id }, 'job runner started again');
        return;
      } catch (error) {
        if (stopping) return;
        if (!isDatabaseUnavailable(error) && attempt >= RESTART_ATTEMPTS) {
          logger.error({ err: error }, 'could not start a new job runner');
          settle.reject(error);
          return;
        }
        logger.warn({ err: error, attempt }, 'could not start a new job runner yet; trying again');
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  const watch = (life: RunnerLife) => {
    const ended = (reason: string) => {
      if (!stopping && !life.ended) replacing = replace(life, reason);
    };
    life.runner.promise.then(
      () => ended('the runner ended'),
      (error: unknown) => ended(safeErrorMessage(error)),
    );
  };
  // The pool shuts itself down as soon as a batch of completions fails; the runner's promise
  // only settles once its jobs are done, which may be after PostgreSQL is back.
  events.on('pool:gracefulShutdown', ({ workerPool, message }) => {
    if (workerPool.id === current.id && !stopping && !current.ended) replacing = replace(current, message);
  });
  watch(current);
  const unobserve = observeWorker(pool, Object.keys(tasks));

  const end = async (how: (runner: Runner) => Promise<void>, clean: boolean, ended: (runner: Runner) => Promise<void>) => {
    stopping = true;
    // Stopping does not wait for a database that is away: what needs it fails at once.
    pool.stopWaiting();
    try {
      await replacing;
      await Promise.all([...(current.ended ? [] : [how(current.runner)]), ...endedRunners.map((runner) => ended(runner).catch(() => {}))]);
      unobserve();
      await current.liveness.stop(clean);
      settle.resolve();
    } finally {
      await stopOcr();
    }
  };
  return {
    get id() {
      return current.id;
    },
    events,
    promise,
    addJob: (...args) => current.runner.addJob(...args),
    stop: async (reason?: string) => {
      try {
        await end((runner) => runner.stop(reason), true, (runner) => runner.promise);
      } finally {
        await closePool();
      }
    },
    kill: async (reason?: string) => {
      // Tasks cut short may still hold connections: the pool ends as they return them.
      await end((runner) => runner.kill(reason), false, (runner) => runner.kill(reason));
      void closePool();
    },
  };
}
