import { EntitySchema } from '@mikro-orm/core';

export type NotificationKind = 'webhook_endpoint_failing' | 'webhook_endpoint_disabled';

/**
 * An e-mail to an organization's notification address. Sent through `SMTP_URL` (`sent`), or,
 * without it, kept here and logged (`stored`). Internal: not part of the API.
 */
export interface Notification {
  id: string;
  organizationId: string;
  livemode: boolean;
  kind: NotificationKind;
  webhookEndpointId: string | null;
  recipient: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'stored';
  createdAt: Date;
  sentAt: Date | null;
}

export const NotificationSchema = new EntitySchema<Notification>({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
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
