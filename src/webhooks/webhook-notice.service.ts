import { DAY_MS } from '../platform/dates.js';
import { type WithPgClient, inClientTransaction } from '../platform/db/sql.js';
import { mailTransport } from '../platform/notifications/mailer.js';
import { removePendingDeliveries } from './webhook-job.queries.js';
import {
  createNotification,
  disableEndpointsFailingSince,
  findNotification,
  markNotificationSent,
  markNotificationStored,
} from './webhook-notice.queries.js';
import { FAILING_DAYS_BEFORE_DISABLE, type WebhookRuntime } from './webhook-runtime.js';

/*
 * What the organization is told about its endpoints: the `failing` and `disabled` e-mails (sent
 * through SMTP_URL, or stored and logged), and the cron that disables endpoints failing for 7 days.
 */

/**
 * Sends a pending notification through `SMTP_URL`, or without it marks it `stored` and logs it.
 * A notification already sent or stored is left alone (the job may run twice after a crash).
 */
export async function sendNotification(withPgClient: WithPgClient, id: string | number, rt: WebhookRuntime): Promise<void> {
  const n = await findNotification(withPgClient, id);
  if (!n || n.status !== 'pending') return;
  if (rt.smtpUrl) {
    await (await mailTransport(rt.smtpUrl)).sendMail({ from: rt.mailFrom, to: n.recipient, subject: n.subject, text: n.body });
    await markNotificationSent(withPgClient, n.id, rt.now());
    rt.logger.info({ notification_id: n.id, to: n.recipient, subject: n.subject }, 'notification e-mailed');
    return;
  }
  await markNotificationStored(withPgClient, n.id);
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
  const disabled = await inClientTransaction(withPgClient, async (client) => {
    const rows = await disableEndpointsFailingSince(client, now, cutoff);
    for (const endpoint of rows) {
      await removePendingDeliveries(client, endpoint.id);
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
    return rows.map((r) => r.id);
  });
  if (disabled.length > 0) rt.logger.warn({ webhook_ids: disabled }, 'failing webhook endpoints disabled');
  return disabled;
}
