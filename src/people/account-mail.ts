import type { EntityManager } from '@mikro-orm/postgresql';
import { peopleRuntime } from './people-runtime.js';
import { mailTransport } from '../platform/notifications/mailer.js';
import { insertPersonNotification } from '../platform/notifications/notification.queries.js';

/**
 * E-mails to a person carrying a one-time link: an invitation, a password reset
 * (docs/people-and-sessions.md#account-e-mails). The link is a bearer secret, so it exists only
 * in the e-mail: it is not queued (a job payload is a stored row), not kept in `notifications`
 * (which records the e-mail with the link withheld) and never logged. The e-mail is sent by
 * this process right after the change commits, without holding up the response; if the process
 * dies first, asking again sends a new link.
 */
export interface AccountMail {
  kind: 'member_invitation' | 'password_reset';
  organizationId: string | null;
  to: string;
  subject: string;
  /** The text, given the link to put in it. */
  text: (link: string) => string;
  link: string;
}

const WITHHELD = '[one-time link withheld: it is only ever sent by e-mail]';

const inFlight = new Set<Promise<void>>();

/** Sends `mail` in the background (call it after the commit). */
export function sendAccountMail(em: EntityManager, mail: AccountMail): void {
  const connection = em.getConnection();
  const rt = peopleRuntime();
  const sending: Promise<void> = deliver(connection, mail)
    .catch((error: unknown) => rt.logger.error({ err: error, kind: mail.kind }, 'account e-mail could not be recorded'))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves when every account e-mail started so far is sent or has failed (shutdown, tests). */
export async function settleAccountMail(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

async function deliver(connection: ReturnType<EntityManager['getConnection']>, mail: AccountMail): Promise<void> {
  const rt = peopleRuntime();
  let status: 'sent' | 'stored' | 'failed' = 'stored';
  if (rt.smtpUrl) {
    try {
      await (await mailTransport(rt.smtpUrl)).sendMail({ from: rt.mailFrom, to: mail.to, subject: mail.subject, text: mail.text(mail.link) });
      status = 'sent';
    } catch (error) {
      status = 'failed';
      rt.logger.error({ err: error, kind: mail.kind, to: mail.to }, 'account e-mail could not be sent');
    }
  }
  const id = await insertPersonNotification(connection, {
    organizationId: mail.organizationId,
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text(WITHHELD),
    status,
  });
  const fields = { notification_id: id, kind: mail.kind, to: mail.to, subject: mail.subject };
  if (status === 'sent') rt.logger.info(fields, 'account e-mail sent');
  else if (status === 'stored') {
    rt.logger.warn(fields, 'account e-mail not sent (SMTP_URL is not set): stored without its link, which is withheld');
  }
}
