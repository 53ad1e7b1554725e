import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Enqueues a graphile-worker job in the caller's transaction: it exists if, and only if, the
 * transaction commits. With `jobKey`, a job still waiting under that key is replaced.
 */
export async function addJob(
  em: EntityManager,
  task: string,
  payload: Record<string, string>,
  options: { maxAttempts: number; jobKey?: string },
): Promise<void> {
  await em.execute(`select graphile_worker.add_job(?, ?::json, max_attempts := ?, job_key := ?, job_key_mode := 'replace')`, [
    task,
    JSON.stringify(payload),
    options.maxAttempts,
    options.jobKey ?? null,
  ]);
}
