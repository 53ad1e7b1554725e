import os from 'node:os';
import type { Pool } from 'pg';
import { assignedKey, type ConstraintRules } from '../src/platform/db/database-errors.js';

/** Writes (or rewrites, if a sweeper removed it) this worker's heartbeat, on the database clock. */
export async function beat(pool: Pool, workerId: string, startedAt: Date): Promise<void> {
  await pool.query({
    name: 'worker_heartbeat',
    text: `insert into worker_heartbeats (worker_id, hostname, pid, started_at, last_seen_at)
           values ($1, $2, $3, $4, now())
           on conflict (worker_id) do update set last_seen_at = now()`,
    values: [workerId, os.hostname(), process.pid, startedAt],
  });
}

/** A worker stopping cleanly has returned its jobs: its heartbeat goes with it. */
export async function removeHeartbeat(pool: Pool, workerId: string): Promise<void> {
  await pool.query(`delete from worker_heartbeats where worker_id = $1`, [workerId]);
}

/**
 * The lockers of jobs that are dead: a job locked for more than `deadAfterSeconds` by a worker
 * whose heartbeat is older than that, or absent (a worker that died before its first beat, or a
 * pool of a version without heartbeats). The lock age keeps a worker that has just started and
 * not yet beaten from being taken for dead.
 */
export async function findDeadLockers(pool: Pool, deadAfterSeconds: number): Promise<string[]> {
  const { rows } = await pool.query<{ worker_id: string }>({
    name: 'worker_dead_lockers',
    text: `select distinct j.locked_by as worker_id
             from graphile_worker.jobs j
            where j.locked_by is not null
              and j.locked_at < now() - make_interval(secs => $1)
              and not exists (
                select 1 from worker_heartbeats h
                 where h.worker_id = j.locked_by and h.last_seen_at >= now() - make_interval(secs => $1))`,
    values: [deadAfterSeconds],
  });
  return rows.map((r) => r.worker_id);
}

/**
 * Releases every job (and queue) the dead workers held, through graphile-worker's own
 * `force_unlock_workers`, and forgets their heartbeats. Their jobs run again at once (at least
 * once: a job that was running when its worker died runs again, as after any crash).
 */
export async function releaseDeadWorkers(pool: Pool, workerIds: string[], deadAfterSeconds: number): Promise<void> {
  if (workerIds.length > 0) await pool.query(`select graphile_worker.force_unlock_workers($1::text[])`, [workerIds]);
  await pool.query(`delete from worker_heartbeats where last_seen_at < now() - make_interval(secs => $1)`, [deadAfterSeconds]);
}

/** What the constraints of `worker_heartbeats` mean to a client (docs/api-conventions.md#errors). */
export const livenessConstraints: ConstraintRules = {
  worker_heartbeats_pkey: assignedKey('worker heartbeat'),
};
