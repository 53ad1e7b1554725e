import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../src/orm.js';
import { createLogger } from '../src/platform/logger.js';
import { type Worker, startWorker } from '../workers/index.js';
import { type TestApp, startTestApp } from './helpers/harness.js';
import { waitFor } from './helpers/webhooks.js';

/**
 * The heartbeat and the sweeper, in process with a short timing: a job locked by a worker that
 * stopped beating (or never beat) is released and run; one locked by a live worker is left alone
 * (docs/operations.md#crash-recovery).
 */
let t: TestApp;
let worker: Worker | null = null;
let workerOrm: MikroORM;

beforeAll(async () => {
  t = await startTestApp();
  workerOrm = await createOrm(t.databaseUrl, { poolMax: 4 });
});
afterAll(async () => {
  await worker?.stop();
  await workerOrm?.close();
  await t?.close();
});

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

/** A harmless job (the retention cron's task), locked as if by `lockedBy` `ageSeconds` ago. */
async function lockedJob(lockedBy: string, ageSeconds: number): Promise<string> {
  const [job] = await sql<{ id: string }>(`select id from graphile_worker.add_job('events_retention', '{}'::json, max_attempts := 3)`);
  await sql(`update graphile_worker._private_jobs set locked_by = ?, locked_at = now() - make_interval(secs => ?) where id = ?`, [
    lockedBy,
    ageSeconds,
    job.id,
  ]);
  return String(job.id);
}

const exists = async (id: string) => (await sql(`select 1 from graphile_worker.jobs where id = ?`, [id])).length === 1;

describe('worker liveness', () => {
  it('releases the jobs of a dead or unknown worker, keeps those of a live one, and beats while running', async () => {
    await sql(`insert into worker_heartbeats (worker_id, hostname, pid, started_at, last_seen_at)
               values ('pool-dead', 'h', 1, now() - interval '1 hour', now() - interval '1 minute'),
                      ('pool-alive', 'h', 2, now(), now() + interval '1 hour')`);
    const dead = await lockedJob('pool-dead', 60);
    const unknown = await lockedJob('pool-never-beat', 60);
    const young = await lockedJob('pool-just-started', 0);
    const alive = await lockedJob('pool-alive', 3600);

    worker = await startWorker({
      url: t.databaseUrl,
      logger: createLogger('silent'),
      concurrency: 2,
      orm: workerOrm,
      liveness: { heartbeatSeconds: 1, deadAfterSeconds: 5 },
    });
    // Released at the worker's first sweep and run: the jobs complete and disappear.
    await waitFor(async () => !(await exists(dead)) && !(await exists(unknown)), 10_000, 'dead workers’ jobs run');
    expect(await exists(alive)).toBe(true);
    expect(await exists(young)).toBe(true);
    const [row] = await sql(`select * from worker_heartbeats where worker_id = ?`, [worker.id]);
    expect(row).toBeDefined();
    expect((await sql(`select 1 from worker_heartbeats where worker_id = 'pool-dead'`)).length).toBe(0);

    // The young lock belongs to no live worker either: once old enough, it goes too.
    await waitFor(async () => !(await exists(young)), 15_000, 'the young lock released once stale');
    expect(await exists(alive)).toBe(true);

    await worker.stop();
    worker = null;
    expect((await sql(`select 1 from worker_heartbeats where worker_id = ?`, [row.worker_id])).length).toBe(0);
  }, 40_000);
});
