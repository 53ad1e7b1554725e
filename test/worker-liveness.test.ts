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
 * (docs/operations.md#crash-recovery). A job runner that graphile-worker stopped by itself is
 * replaced (docs/operations.md#database-outages).
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

  it('starts a new job runner when graphile-worker stops its own, and runs again what the old one held', async () => {
    // PostgreSQL refuses the first completion, as when it stops under a batch of completions:
    // graphile-worker 0.17 then shuts its pool down for good. A sequence counts outside the
    // refused transaction.
    await sql(`create sequence completions_seen`);
    await sql(`create function refuse_first_completion() returns trigger language plpgsql as $$
                 begin
                   if nextval('completions_seen') = 1 then raise exception 'completion refused'; end if;
                   return old;
                 end $$`);
    await sql(`create trigger refuse_first_completion before delete on graphile_worker._private_jobs
                 for each row execute function refuse_first_completion()`);
    try {
      worker = await startWorker({
        url: t.databaseUrl,
        logger: createLogger('silent'),
        concurrency: 2,
        orm: workerOrm,
        liveness: { heartbeatSeconds: 1, deadAfterSeconds: 3 },
      });
      const first = worker.id;
      let settled = false;
      worker.promise.then(
        () => (settled = true),
        () => (settled = true),
      );
      const [job] = await sql<{ id: string }>(`select id from graphile_worker.add_job('events_retention', '{}'::json, max_attempts := 3)`);
      const id = String(job.id);

      await waitFor(async () => worker!.id !== first, 10_000, 'a new runner');
      // The job whose completion was refused stays locked by the old runner until the sweeper
      // finds it silent, then the new one runs it and its completion goes through.
      await waitFor(async () => !(await exists(id)), 20_000, 'the job run again and completed');
      expect(Number((await sql(`select last_value from completions_seen`))[0].last_value)).toBeGreaterThanOrEqual(2);
      expect(settled).toBe(false);
      const beating = await sql<{ worker_id: string }>(`select worker_id from worker_heartbeats where last_seen_at > now() - interval '2 seconds'`);
      expect(beating.map((r) => r.worker_id)).toContain(worker.id);
      expect(beating.map((r) => r.worker_id)).not.toContain(first);

      await worker.stop();
      worker = null;
      expect(settled).toBe(true);
    } finally {
      await sql(`drop trigger refuse_first_completion on graphile_worker._private_jobs`);
    }
  }, 40_000);
});
