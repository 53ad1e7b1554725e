import type { MikroORM } from '@mikro-orm/postgresql';
import { Logger as WorkerLogger, type Runner, run } from 'graphile-worker';
import { createOrm } from '../src/db/orm.js';
import type { Logger } from '../src/shared/logger.js';
import { documentTasks } from './documents.tasks.js';
import { crontab, taskList } from './tasks.js';

/** Bridges graphile-worker's logger to pino. */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
    logger[method]({ worker: scope, ...meta }, message);
  });
}

export interface WorkerOptions {
  url: string;
  logger: Logger;
  /** Jobs run at once (default 32): webhook deliveries mostly wait on receivers, up to their deadline. */
  concurrency?: number;
  /** The ORM of the tasks that run use cases (document imports, PDF archival); made from `url`, and closed with the runner, when absent. */
  orm?: MikroORM;
}

/** Starts the job runner (webhook delivery, crons) against the same PostgreSQL as the API. */
export async function startWorker(options: WorkerOptions): Promise<Runner> {
  const concurrency = options.concurrency ?? 32;
  const orm = options.orm ?? (await createOrm(options.url, { poolMax: 4 }));
  const runner = await run({
    connectionString: options.url,
    concurrency,
    // Every running task may hold a connection, plus graphile-worker's own (LISTEN, fetch, complete).
    maxPoolSize: concurrency + 4,
    taskList: { ...taskList, ...documentTasks({ orm, logger: options.logger }) },
    crontab,
    noHandleSignals: true,
    // New jobs arrive by LISTEN/NOTIFY at once; polling only finds jobs whose run_at has come (retries).
    pollInterval: 1000,
    logger: workerLogger(options.logger),
    preset: {
      worker: {
        // Fetch (and lock) jobs in batches instead of one query per job, and complete them in
        // batches: measured in bench/README.md. A crash may then re-run a job that had finished;
        // deliveries are at-least-once anyway (receivers deduplicate by event id).
        localQueue: { size: concurrency },
        completeJobBatchDelay: 0,
        failJobBatchDelay: 0,
      },
    },
  });
  if (options.orm) return runner;
  const stop = runner.stop.bind(runner);
  runner.stop = async () => {
    await stop();
    await orm.close();
  };
  return runner;
}
