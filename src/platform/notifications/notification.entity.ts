import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, invalid, reference } from '../db/database-errors.js';

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

/** What the constraints of `notifications` mean to a client (docs/api-conventions.md#errors). */
export const notificationConstraints: ConstraintRules = {
  notifications_pkey: assignedKey('notification id'),
  notifications_organization_id_fkey: reference('organization_id', 'organization'),
  notifications_webhook_endpoint_id_fkey: reference('webhook_endpoint_id', 'webhook endpoint'),
  notifications_kind_check: invalid('kind', 'invalid_value', 'is not a notification kind'),
  notifications_status_check: invalid('status', 'invalid_value', 'is not a notification status'),
};
