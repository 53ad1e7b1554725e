import { Migration } from '@mikro-orm/migrations';

/**
 * One row per running worker process (its graphile-worker pool id), refreshed every few seconds.
 * A job locked by a pool without a fresh row belongs to a dead worker and is released by the
 * others (workers/liveness.ts, docs/operations.md#crash-recovery).
 */
export class Migration20261123010000WorkerHeartbeats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table worker_heartbeats (
      worker_id text primary key,
      hostname text not null,
      pid integer not null,
      started_at timestamptz not null,
      last_seen_at timestamptz not null
    )`);
  }
}
