import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../platform/db/rows.js';
import type { EventRecord } from './event.entity.js';

/**
 * The graphile-worker task every event enqueues for its webhook fan-out (the webhooks domain
 * registers it: src/webhooks/webhook-job.queries.ts, workers/webhooks.tasks.ts).
 */
export const FAN_OUT_TASK = 'webhook_fanout';

/** How often graphile-worker retries a fan-out whose task threw (database trouble, a crash). */
export const FAN_OUT_MAX_ATTEMPTS = 10;

/**
 * An event and the `add_job` of its fan-out, in one statement on the transaction's own
 * connection: a rolled-back change enqueues nothing, a committed one cannot lose its job.
 */
const RECORD_EVENT_SQL = `with event as (
  insert into events (id, organization_id, livemode, type, data, created_at, actor_type, actor_id)
  values ($1, $2, $3, $4, $5::json, $6, $7, $8) returning id)
select graphile_worker.add_job('${FAN_OUT_TASK}', json_build_object('event_id', event.id), max_attempts := ${FAN_OUT_MAX_ATTEMPTS}) from event`;

/**
 * Inserts `event` with bound parameters (a `json` document of a whole budget is not quoted into
 * the SQL text), as a prepared statement: it runs on almost every write.
 */
export async function insertEvent(em: EntityManager, event: EventRecord): Promise<void> {
  const values = [
    event.id,
    event.organizationId,
    event.livemode,
    event.type,
    JSON.stringify(event.data),
    event.createdAt,
    event.actorType,
    event.actorId,
  ];
  await selectRows(em, RECORD_EVENT_SQL, values, { prepare: true });
}
