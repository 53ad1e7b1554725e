import type { Pool } from 'pg';
import { type GaugeSample, observePool, scrapedGauge } from '../src/platform/metrics/metrics.js';
import { type TaskJobs, countJobsByTask } from './jobs.queries.js';

/**
 * The worker's queue in the metrics (docs/operations.md#metrics), read from graphile-worker's
 * tables when Prometheus scrapes: `jobs_queued{task,state}` and
 * `jobs_oldest_ready_age_seconds{task}`, every task of the worker reported (0 when it has no job).
 */
const STATES = ['ready', 'scheduled', 'running', 'failed'] as const;

let source: { pool: Pool; tasks: string[] } | null = null;
let reading: Promise<TaskJobs[]> | null = null;

/** One statement per scrape for both gauges, which Prometheus's client collects at once. */
function readJobs(): Promise<TaskJobs[]> {
  if (!source) return Promise.resolve([]);
  const { pool, tasks } = source;
  reading ??= countJobsByTask(pool)
    .then((rows) => {
      const byTask = new Map(rows.map((r) => [r.task, r]));
      for (const task of tasks) if (!byTask.has(task)) byTask.set(task, { task, ready: 0, scheduled: 0, running: 0, failed: 0, oldest_ready_seconds: 0 });
      return [...byTask.values()];
    })
    .finally(() => (reading = null));
  return reading;
}

scrapedGauge('jobs_queued', "Jobs in the worker's queue by task and state (ready, scheduled, running, failed).", ['task', 'state'], async () => {
  const samples: Array<GaugeSample<'task' | 'state'>> = [];
  for (const jobs of await readJobs()) for (const state of STATES) samples.push({ labels: { task: jobs.task, state }, value: jobs[state] });
  return samples;
});

scrapedGauge('jobs_oldest_ready_age_seconds', 'How long the oldest job of each task has been due without a worker taking it, in seconds.', ['task'], async () =>
  (await readJobs()).map((jobs) => ({ labels: { task: jobs.task }, value: jobs.oldest_ready_seconds })),
);

/**
 * Reports the queue and the worker's pool (`db_pool_*{pool="worker"}`) until the returned
 * function is called (the worker stops).
 */
export function observeWorker(pool: Pool, tasks: string[]): () => void {
  const current = { pool, tasks };
  source = current;
  const unobserve = observePool('worker', () => ({
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return () => {
    unobserve();
    if (source === current) source = null;
  };
}
