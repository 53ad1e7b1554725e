import { ApiKeySchema } from '../api-keys/api-key.entity.js';
import { BudgetBreakdownSchema, BudgetChapterSchema, BudgetItemSchema, BudgetSchema } from '../budgets/budget.entity.js';
import { DeliveryNoteLineSchema, DeliveryNoteSchema } from '../delivery-notes/delivery-note.entity.js';
import { EventSchema } from '../events/event.entity.js';
import { InvoiceSchema } from '../invoices/invoice.entity.js';
import { OrganizationSchema } from '../organizations/organization.entity.js';
import { ProjectSchema } from '../projects/project.entity.js';
import { ProviderSchema } from '../providers/provider.entity.js';
import { NotificationSchema } from '../notifications/notification.entity.js';
import { WebhookDeliverySchema } from '../webhooks/webhook-delivery.entity.js';
import { WebhookEndpointSchema } from '../webhooks/webhook-endpoint.entity.js';
import { PasswordResetSchema, UserSchema } from '../users/user.entity.js';
import { InvitationSchema, MembershipSchema } from '../memberships/membership.entity.js';
import { SessionSchema } from '../sessions/session.entity.js';

/** Every entity the ORM knows; a new resource adds its schema here. */
export const entities = [
  OrganizationSchema,
  ApiKeySchema,
  EventSchema,
  ProjectSchema,
  ProviderSchema,
  InvoiceSchema,
  DeliveryNoteSchema,
  DeliveryNoteLineSchema,
  WebhookEndpointSchema,
  WebhookDeliverySchema,
  NotificationSchema,
  BudgetSchema,
  BudgetChapterSchema,
  BudgetItemSchema,
  BudgetBreakdownSchema,
  UserSchema,
  PasswordResetSchema,
  MembershipSchema,
  InvitationSchema,
  SessionSchema,
];
