import type { Pool } from 'pg';

/** The jobs of one task in graphile-worker's queue, as the metrics report them. */
export interface TaskJobs {
  task: string;
  /** Due and waiting for a worker. */
  ready: number;
  /** Due later (a retry's `run_at`, a scheduled job). */
  scheduled: number;
  /** Locked by a worker. */
  running: number;
  /** Out of attempts: graphile-worker keeps them, and nothing runs them again. */
  failed: number;
  /** How long the oldest ready job has been due, in seconds (0 with none). */
  oldest_ready_seconds: number;
}

/**
 * Counts the queue by task in one statement over graphile-worker's `jobs` view: the queue holds
 * only jobs not yet done (a finished job is deleted), so this reads what is waiting, not the
 * history. Runs at each scrape (docs/operations.md#metrics).
 */
export async function countJobsByTask(pool: Pool): Promise<TaskJobs[]> {
  const { rows } = await pool.query<TaskJobs>({
    name: 'worker_jobs_by_task',
    text: `select task_identifier as task,
                  count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now())::int as ready,
                  count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now())::int as scheduled,
                  count(*) filter (where locked_at is not null)::int as running,
                  count(*) filter (where locked_at is null and attempts >= max_attempts)::int as failed,
                  coalesce(extract(epoch from now() - min(run_at) filter (
                    where locked_at is null and attempts < max_attempts and run_at <= now())), 0)::float8 as oldest_ready_seconds
             from graphile_worker.jobs
            group by task_identifier`,
  });
  return rows;
}
