import { Logger as WorkerLogger, type Runner, run } from 'graphile-worker';
import { type Logger, safeErrorMessage } from '../src/shared/logger.js';
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
        text = text.split(value.message).join(safeErrorMessage(value)).split('\n')[0];
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
}

/** Starts the job runner (webhook delivery, crons) against the same PostgreSQL as the API. */
export async function startWorker(options: WorkerOptions): Promise<Runner> {
  const concurrency = options.concurrency ?? 32;
  return run({
    connectionString: options.url,
    concurrency,
    // Every running task may hold a connection, plus graphile-worker's own (LISTEN, fetch, complete).
    maxPoolSize: concurrency + 4,
    taskList,
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
}
