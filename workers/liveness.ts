import pg from 'pg';
import type { Logger } from '../src/platform/logger.js';
import { beat, findDeadLockers, releaseDeadWorkers, removeHeartbeat } from './liveness.queries.js';

/**
 * Crash recovery for jobs (docs/operations.md#crash-recovery). graphile-worker locks the jobs
 * a worker fetches (its local queue included) with the worker pool's id and only frees locks
 * after 4 hours; a worker killed with SIGKILL, or on a machine that vanished, would strand them
 * that long. So every worker process:
 * - beats: writes `worker_heartbeats.last_seen_at` every `heartbeatSeconds`;
 * - sweeps, at start and at every beat: jobs locked by a worker without a heartbeat in the last
 *   `deadAfterSeconds` are released (`force_unlock_workers`) and run by whichever worker is alive.
 * Any worker can sweep; sweeps running at once release the same locks twice, which is harmless.
 * With the defaults, the jobs of a dead worker run again within about 25 s of its death, or at
 * once when a worker starts after that.
 */
export interface LivenessTiming {
  /** How often a worker writes its heartbeat and sweeps (default 5). */
  heartbeatSeconds: number;
  /** A worker silent this long is dead; its jobs are released (default 20: four missed beats). */
  deadAfterSeconds: number;
}

export const DEFAULT_LIVENESS: LivenessTiming = { heartbeatSeconds: 5, deadAfterSeconds: 20 };

export interface Liveness {
  /** Stops beating; `clean` (the pool returned its jobs) also removes the heartbeat at once. */
  stop(clean: boolean): Promise<void>;
}

export async function startLiveness(
  connectionString: string,
  workerId: string,
  logger: Logger,
  timing: LivenessTiming = DEFAULT_LIVENESS,
): Promise<Liveness> {
  // Its own connection: heartbeats must not wait behind the jobs holding the worker's pool.
  const pool = new pg.Pool({ connectionString, max: 1 });
  pool.on('error', (error) => logger.warn({ err: error }, 'liveness connection lost'));
  const startedAt = new Date();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let ended: Promise<void> | null = null;

  const tick = async () => {
    try {
      await beat(pool, workerId, startedAt);
      const dead = await findDeadLockers(pool, timing.deadAfterSeconds);
      await releaseDeadWorkers(pool, dead, timing.deadAfterSeconds);
      if (dead.length > 0) logger.warn({ dead_workers: dead }, 'released the jobs of dead workers');
    } catch (error) {
      // The database may be briefly unreachable; the next beat tries again.
      logger.warn({ err: error }, 'worker heartbeat failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, timing.heartbeatSeconds * 1000);
  };
  running = tick();
  await running;
  schedule();

  return {
    stop: (clean) =>
      (ended ??= (async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        await running;
        if (clean) await removeHeartbeat(pool, workerId).catch((error) => logger.warn({ err: error }, 'could not remove heartbeat'));
        await pool.end();
      })()),
  };
}
