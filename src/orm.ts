import type { MikroORM } from '@mikro-orm/postgresql';
import { livenessConstraints } from '../workers/liveness.queries.js';
import { ApiKeySchema, apiKeyConstraints } from './api-keys/api-key.entity.js';
import {
  BudgetBreakdownSchema,
  BudgetChapterSchema,
  BudgetItemSchema,
  BudgetSchema,
  budgetConstraints,
} from './budgets/budget.entity.js';
import { CertificationLineSchema, CertificationSchema, certificationConstraints } from './certifications/certification.entity.js';
import { ChangeOrderLineSchema, ChangeOrderSchema, changeOrderConstraints } from './commitments/change-order.entity.js';
import { CommitmentLineSchema, CommitmentSchema, commitmentConstraints } from './commitments/commitment.entity.js';
import { CostReportSnapshotSchema, costReportSnapshotConstraints } from './cost-reports/cost-report-snapshot.entity.js';
import { DocumentImportSchema, documentImportConstraints } from './document-imports/document-import.entity.js';
import {
  DeliveryNoteLineSchema,
  DeliveryNoteSchema,
  deliveryNoteConstraints,
} from './documents/delivery-notes/delivery-note.entity.js';
import { InvoiceSchema, invoiceConstraints } from './documents/invoices/invoice.entity.js';
import { reconciliationConstraints } from './documents/reconciliation/reconciliation.queries.js';
import { EventSchema, eventConstraints } from './events/event.entity.js';
import { StoredFileSchema, fileConstraints } from './files/file.entity.js';
import { migrations } from './migrations/index.js';
import { OrganizationSchema, organizationConstraints } from './organizations/organization.entity.js';
import { InvitationSchema, MembershipSchema, membershipConstraints } from './people/memberships/membership.entity.js';
import { loginFailureConstraints } from './people/sessions/login-failure.queries.js';
import { SessionSchema, sessionConstraints } from './people/sessions/session.entity.js';
import { PasswordResetSchema, UserSchema, userConstraints } from './people/users/user.entity.js';
import { gatherConstraintRules } from './platform/db/database-errors.js';
import { type DatabaseSchema, type OrmOptions, openOrm, ormConstraints } from './platform/db/orm.js';
import { idempotencyConstraints } from './platform/idempotency/idempotency.queries.js';
import { installationConstraints } from './platform/installation/installation-secret.queries.js';
import { NotificationSchema, notificationConstraints } from './platform/notifications/notification.entity.js';
import { rateLimitConstraints } from './platform/rate-limits/rate-limit.queries.js';
import { projectFigureConstraints } from './projects/cost-summary.queries.js';
import { ProjectSchema, projectConstraints } from './projects/project.entity.js';
import { ProviderSchema, providerConstraints } from './providers/provider.entity.js';
import { providerFigureConstraints } from './providers/provider.queries.js';
import { WebhookDeliverySchema, webhookDeliveryConstraints } from './webhooks/webhook-delivery.entity.js';
import { WebhookEndpointSchema, webhookEndpointConstraints } from './webhooks/webhook-endpoint.entity.js';

/**
 * The service's database, gathered from the modules that own its tables: the one place that
 * lists them all (docs/architecture.md#layers). A new table adds its entity and its constraint
 * rules here; a new migration goes in ./migrations/index.ts.
 */
export const databaseSchema: DatabaseSchema = {
  entities: [
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
    StoredFileSchema,
    DocumentImportSchema,
    CommitmentSchema,
    CommitmentLineSchema,
    ChangeOrderSchema,
    ChangeOrderLineSchema,
    CostReportSnapshotSchema,
    CertificationSchema,
    CertificationLineSchema,
  ],
  migrations,
  constraintRules: gatherConstraintRules(
    ormConstraints,
    idempotencyConstraints,
    installationConstraints,
    notificationConstraints,
    rateLimitConstraints,
    fileConstraints,
    eventConstraints,
    apiKeyConstraints,
    organizationConstraints,
    userConstraints,
    membershipConstraints,
    sessionConstraints,
    loginFailureConstraints,
    projectConstraints,
    projectFigureConstraints,
    providerConstraints,
    providerFigureConstraints,
    budgetConstraints,
    invoiceConstraints,
    deliveryNoteConstraints,
    reconciliationConstraints,
    documentImportConstraints,
    webhookEndpointConstraints,
    webhookDeliveryConstraints,
    livenessConstraints,
    commitmentConstraints,
    changeOrderConstraints,
    costReportSnapshotConstraints,
    certificationConstraints,
  ),
};

/** The service's ORM over `url` (the schema above; migrate it with `migrate` from src/platform/db/orm.ts). */
export function createOrm(url: string, options: OrmOptions = {}): Promise<MikroORM> {
  return openOrm(url, databaseSchema, options);
}
