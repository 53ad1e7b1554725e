import type { PoolClient } from 'pg';
import { z } from 'zod';
import { DAY_MS } from '../platform/dates.js';
import { JOB_MAX_ATTEMPTS, WEBHOOK_TASKS, type WithPgClient } from './webhook-jobs.js';
import { mailTransport } from '../platform/notifications/mailer.js';
import { FAILING_DAYS_BEFORE_DISABLE, type WebhookRuntime } from './webhook-runtime.js';

/**
 * What the organization is told about its endpoints: the `failing` and `disabled` e-mails (sent
 * through SMTP_URL, or stored and logged), and the cron that disables endpoints failing for 7 days.
 */
export const notifyPayload = z.object({ notification_id: z.union([z.string().regex(/^\d+$/), z.number().int()]) });

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

/**
 * Sends a pending notification through `SMTP_URL`, or without it marks it `stored` and logs it.
 * A notification already sent or stored is left alone (the job may run twice after a crash).
 */
export async function sendNotification(withPgClient: WithPgClient, id: string | number, rt: WebhookRuntime): Promise<void> {
  const { rows } = await withPgClient((client) =>
    client.query<{ id: string; recipient: string; subject: string; body: string; status: string; organization_id: string }>(
      `select id, recipient, subject, body, status, organization_id from notifications where id = $1`,
      [id],
    ),
  );
  const n = rows[0];
  if (!n || n.status !== 'pending') return;
  if (rt.smtpUrl) {
    await mailTransport(rt.smtpUrl).sendMail({ from: rt.mailFrom, to: n.recipient, subject: n.subject, text: n.body });
    await withPgClient((client) =>
      client.query(`update notifications set status = 'sent', sent_at = $2 where id = $1`, [n.id, rt.now()]),
    );
    rt.logger.info({ notification_id: n.id, to: n.recipient, subject: n.subject }, 'notification e-mailed');
    return;
  }
  await withPgClient((client) => client.query(`update notifications set status = 'stored' where id = $1`, [n.id]));
  rt.logger.warn(
    { notification_id: n.id, organization_id: n.organization_id, to: n.recipient, subject: n.subject, body: n.body },
    'notification stored (SMTP_URL is not set)',
  );
}

/**
 * Cron: endpoints `failing` for 7 consecutive days become `disabled`; their queued deliveries are
 * removed and their organization is e-mailed. Reads the runtime clock, so tests move time.
 */
export async function disableFailingEndpoints(withPgClient: WithPgClient, rt: WebhookRuntime): Promise<string[]> {
  const now = rt.now();
  const cutoff = new Date(now.getTime() - FAILING_DAYS_BEFORE_DISABLE * DAY_MS);
  return withPgClient(async (client) => {
    await client.query('begin');
    try {
      const { rows } = await client.query<{ id: string; url: string; failing_since: Date }>(
        `update webhook_endpoints set status = 'disabled', disabled_at = $1, updated_at = $1
          where status = 'failing' and failing_since <= $2
        returning id, url, failing_since`,
        [now, cutoff],
      );
      for (const endpoint of rows) {
        await client.query(
          `select graphile_worker.remove_job(j.key) from graphile_worker.jobs j
            where j.task_identifier = $1 and starts_with(j.key, $2)`,
          [WEBHOOK_TASKS.deliver, `${WEBHOOK_TASKS.deliver}:${endpoint.id}:`],
        );
        await createNotification(client, 'webhook_endpoint_disabled', endpoint.id, now, {
          subject: `Webhook endpoint disabled: ${endpoint.url}`,
          body: [
            `Your webhook endpoint ${endpoint.id} (${endpoint.url}) has been failing since ${endpoint.failing_since.toISOString()} and is now disabled.`,
            '',
            'It receives no events until you enable it again: PATCH /v1/webhooks/{id} with {"status": "enabled"}.',
            'Missed events can be sent again with POST /v1/events/{id}/redeliver.',
          ].join('\n'),
        });
      }
      await client.query('commit');
      if (rows.length > 0) rt.logger.warn({ webhook_ids: rows.map((r) => r.id) }, 'failing webhook endpoints disabled');
      return rows.map((r) => r.id);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
}
