import { EntitySchema } from '@mikro-orm/core';

export type NotificationKind =
  | 'webhook_endpoint_failing'
  | 'webhook_endpoint_disabled'
  | 'member_invitation'
  | 'password_reset';

/**
 * An e-mail: to an organization's notification address (webhook notices), or to a person
 * (account e-mails: invitations, password resets, whose one-time link is never stored here).
 * Sent through `SMTP_URL` (`sent`), or, without it, kept here and logged (`stored`); `failed`
 * when the SMTP server refused an account e-mail. Internal: not part of the API.
 */
export interface Notification {
  id: string;
  /** Null for account e-mails that belong to no organization (password resets). */
  organizationId: string | null;
  livemode: boolean | null;
  kind: NotificationKind;
  webhookEndpointId: string | null;
  recipient: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'stored' | 'failed';
  createdAt: Date;
  sentAt: Date | null;
}

export const NotificationSchema = new EntitySchema<Notification>({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    organizationId: { type: 'string', nullable: true },
    livemode: { type: 'boolean', nullable: true },
    kind: { type: 'string', columnType: 'text' },
    webhookEndpointId: { type: 'string', nullable: true },
    recipient: { type: 'string', columnType: 'text' },
    subject: { type: 'string', columnType: 'text' },
    body: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    sentAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});
