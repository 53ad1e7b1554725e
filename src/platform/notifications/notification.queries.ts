import type { EntityManager } from '@mikro-orm/postgresql';

/** An e-mail to a person, as recorded in `notifications` (its body as stored, not necessarily as sent). */
export interface PersonNotification {
  organizationId: string | null;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  status: 'sent' | 'stored' | 'failed';
}

/** Records a notification of no mode (a person's, not an endpoint's); answers its id. */
export async function insertPersonNotification(
  connection: ReturnType<EntityManager['getConnection']>,
  n: PersonNotification,
): Promise<string> {
  const [row] = await connection.execute<Array<{ id: string }>>(
    `insert into notifications (organization_id, livemode, kind, recipient, subject, body, status, created_at, sent_at)
     values (?, null, ?, ?, ?, ?, ?, now(), case when ? then now() end)
     returning id`,
    [n.organizationId, n.kind, n.recipient, n.subject, n.body, n.status, n.status === 'sent'],
  );
  return row.id;
}
