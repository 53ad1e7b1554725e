import { Logger as WorkerLogger, type Runner, run } from 'graphile-worker';
import type { Logger } from '../src/shared/logger.js';
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
  concurrency?: number;
}

/** Starts the job runner (webhook delivery, crons) against the same PostgreSQL as the API. */
export async function startWorker(options: WorkerOptions): Promise<Runner> {
  return run({
    connectionString: options.url,
    concurrency: options.concurrency ?? 10,
    taskList,
    crontab,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: workerLogger(options.logger),
  });
}
