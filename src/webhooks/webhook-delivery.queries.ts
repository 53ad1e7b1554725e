import type { PoolClient } from 'pg';
import type { WithPgClient } from '../platform/db/sql.js';
import { SUBSCRIBED } from './webhook-job.queries.js';

/**
 * The statements of the delivery tasks (./webhook-delivery.service.ts), in plain SQL on
 * graphile-worker's connections: the targets of an attempt, and the attempts recorded.
 */

const INSERT_ATTEMPT = `insert into webhook_deliveries
  (id, organization_id, livemode, webhook_endpoint_id, event_id, event_type, attempt, redelivery,
   status, response_status, duration_ms, error, next_attempt_at, created_at)`;

/** An event and one endpoint it goes to: what an attempt needs. */
export interface DeliveryTarget {
  id: string;
  type: string;
  created_at: Date;
  organization_id: string;
  livemode: boolean;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  webhook_endpoint_id: string;
  url: string;
  secret: string;
  status: string;
}

/** A successful attempt, as the batched statement records it. */
export interface SuccessRecord {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  redelivery: boolean;
  responseStatus: number | null;
  durationMs: number;
  at: Date;
}

/**
 * The subscribed, not disabled endpoints of each event's organization and mode that existed when
 * it happened, less those that already have an attempt of its original series: a fan-out re-run
 * after a crash sends again only what was not recorded (the retries of recorded failures are
 * jobs of their own).
 */
export async function selectFanOutTargets(withPgClient: WithPgClient, eventIds: string[]): Promise<DeliveryTarget[][]> {
  const { rows } = await withPgClient((client) =>
    client.query<DeliveryTarget>({
      name: 'webhook_fanout_targets',
      text: `select e.id, e.type, e.created_at, e.organization_id, e.livemode, e.data,
                    w.id as webhook_endpoint_id, w.url, w.secret, w.status
               from events e join webhook_endpoints w on ${SUBSCRIBED}
              where e.id = any($1::text[]) and w.created_at <= e.created_at
                -- Correlated on the event only, so that it is always an index lookup by event
                -- (webhook_deliveries_by_event): with the endpoint in the condition too, the
                -- planner, misled by a log that grows by thousands of rows a minute, scanned
                -- the endpoint's whole log per event instead (14 ms a statement, measured).
                and w.id <> all (array(
                  select d.webhook_endpoint_id from webhook_deliveries d where d.event_id = e.id and not d.redelivery))
              order by w.created_at, w.id`,
      values: [eventIds],
    }),
  );
  const byEvent = new Map<string, DeliveryTarget[]>(eventIds.map((id) => [id, []]));
  for (const row of rows) byEvent.get(row.id)?.push(row);
  return eventIds.map((id) => byEvent.get(id) ?? []);
}

/**
 * One statement for many successful attempts: the attempts, and their endpoints back from
 * `failing` to `enabled` (locked in id order, so that two workers never deadlock on them).
 * An attempt whose endpoint is gone is not recorded.
 */
export async function insertSuccesses(withPgClient: WithPgClient, records: SuccessRecord[]): Promise<void> {
  const column = <K extends keyof SuccessRecord>(key: K) => records.map((r) => r[key]);
  await withPgClient((client) =>
    client.query({
      name: 'webhook_record_successes',
      text: `with a as (
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::smallint[], $6::boolean[],
                              $7::smallint[], $8::int[], $9::timestamptz[])
                    as a(id, endpoint_id, event_id, event_type, attempt, redelivery, response_status, duration_ms, at)
       ),
       attempts as (
         ${INSERT_ATTEMPT}
         select a.id, w.organization_id, w.livemode, w.id, a.event_id, a.event_type, a.attempt, a.redelivery,
                'succeeded', a.response_status, a.duration_ms, null, null, a.at
           from a join webhook_endpoints w on w.id = a.endpoint_id
       ),
       recovering as (
         select w.id, max(a.at) as at
           from webhook_endpoints w join a on a.endpoint_id = w.id
          where w.status = 'failing'
          group by w.id
       ),
       locked as (
         select w.id from webhook_endpoints w where w.id in (select id from recovering) order by w.id for update
       ),
       recovered as (
         update webhook_endpoints w set status = 'enabled', failing_since = null, updated_at = r.at
           from recovering r
          where w.id = r.id and w.id in (select id from locked) and w.status = 'failing'
       )
       select 1`,
      values: [
        column('id'),
        column('endpointId'),
        column('eventId'),
        column('eventType'),
        column('attempt'),
        column('redelivery'),
        column('responseStatus'),
        column('durationMs'),
        column('at'),
      ],
    }),
  );
}

/** The event and the endpoint of one attempt (null: the endpoint or the event is gone). */
export async function findDeliveryTarget(withPgClient: WithPgClient, eventId: string, endpointId: string): Promise<DeliveryTarget | null> {
  const { rows } = await withPgClient((client) =>
    client.query<DeliveryTarget>({
      name: 'webhook_delivery_target',
      text: `select e.id, e.type, e.created_at, e.organization_id, e.livemode, e.data,
                    w.id as webhook_endpoint_id, w.url, w.secret, w.status
         from webhook_endpoints w
         join events e on e.id = $1 and e.organization_id = w.organization_id and e.livemode = w.livemode
        where w.id = $2`,
      values: [eventId, endpointId],
    }),
  );
  return rows[0] ?? null;
}

/** The endpoint, locked until the transaction ends (a concurrent delete or disable waits, or wins). */
export async function lockEndpoint(
  client: PoolClient,
  endpointId: string,
): Promise<{ status: string; organization_id: string; livemode: boolean } | null> {
  const { rows } = await client.query<{ status: string; organization_id: string; livemode: boolean }>(
    `select status, organization_id, livemode from webhook_endpoints where id = $1 for update`,
    [endpointId],
  );
  return rows[0] ?? null;
}

/** A failed attempt: id, endpoint, event, type, attempt, redelivery, status, response, duration, error, next, at (in that order), then the endpoint's tenant. */
export async function insertAttempt(client: PoolClient, values: unknown[], tenant: { organization_id: string; livemode: boolean }): Promise<void> {
  await client.query(`${INSERT_ATTEMPT} values ($1, $13, $14, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, [
    ...values,
    tenant.organization_id,
    tenant.livemode,
  ]);
}

/** `enabled` → `failing`, since `at` unless it was failing already. */
export async function markEndpointFailing(client: PoolClient, endpointId: string, at: Date): Promise<void> {
  await client.query(
    `update webhook_endpoints set status = 'failing', failing_since = coalesce(failing_since, $2), updated_at = $2 where id = $1`,
    [endpointId, at],
  );
}
