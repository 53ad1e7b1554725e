import type { PoolClient } from 'pg';
import type { WithPgClient } from '../platform/db/sql.js';
import { JOB_MAX_ATTEMPTS, WEBHOOK_TASKS } from './webhook-job.queries.js';

/** The `notifications` rows of webhook endpoints (the `failing` and `disabled` e-mails) and the endpoints the cron disables. */

/** A pending notification to the endpoint's organization, and the job that sends it. */
export async function createNotification(
  client: PoolClient,
  kind: 'webhook_endpoint_failing' | 'webhook_endpoint_disabled',
  endpointId: string,
  now: Date,
  message: { subject: string; body: string },
): Promise<void> {
  await client.query(
    `with n as (
       insert into notifications (organization_id, livemode, kind, webhook_endpoint_id, recipient, subject, body, status, created_at)
       select w.organization_id, w.livemode, $2, w.id, o.notification_email, $3, $4, 'pending', $5
         from webhook_endpoints w join organizations o on o.id = w.organization_id
        where w.id = $1
       returning id
     )
     select graphile_worker.add_job($6, json_build_object('notification_id', n.id), max_attempts := $7) from n`,
    [endpointId, kind, message.subject, message.body, now, WEBHOOK_TASKS.notify, JOB_MAX_ATTEMPTS],
  );
}

export interface NotificationRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  organization_id: string;
}

export async function findNotification(withPgClient: WithPgClient, id: string | number): Promise<NotificationRow | undefined> {
  const { rows } = await withPgClient((client) =>
    client.query<NotificationRow>(`select id, recipient, subject, body, status, organization_id from notifications where id = $1`, [id]),
  );
  return rows[0];
}

export async function markNotificationSent(withPgClient: WithPgClient, id: string, at: Date): Promise<void> {
  await withPgClient((client) => client.query(`update notifications set status = 'sent', sent_at = $2 where id = $1`, [id, at]));
}

export async function markNotificationStored(withPgClient: WithPgClient, id: string): Promise<void> {
  await withPgClient((client) => client.query(`update notifications set status = 'stored' where id = $1`, [id]));
}

/** Endpoints `failing` since `cutoff` or earlier become `disabled` at `now`; answers them. */
export async function disableEndpointsFailingSince(
  client: PoolClient,
  now: Date,
  cutoff: Date,
): Promise<Array<{ id: string; url: string; failing_since: Date }>> {
  const { rows } = await client.query<{ id: string; url: string; failing_since: Date }>(
    `update webhook_endpoints set status = 'disabled', disabled_at = $1, updated_at = $1
      where status = 'failing' and failing_since <= $2
    returning id, url, failing_since`,
    [now, cutoff],
  );
  return rows;
}
