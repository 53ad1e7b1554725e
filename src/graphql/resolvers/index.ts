import { apiKeyResolvers } from './api-keys.resolvers.js';
import { budgetResolvers } from './budgets.resolvers.js';
import { certificationResolvers } from './certifications.resolvers.js';
import { commitmentResolvers } from './commitments.resolvers.js';
import { changeOrderResolvers } from './change-orders.resolvers.js';
import { costReportResolvers } from './cost-reports.resolvers.js';
import { deliveryNoteResolvers } from './delivery-notes.resolvers.js';
import { documentImportResolvers } from './document-imports.resolvers.js';
import { eventResolvers } from './events.resolvers.js';
import { invoiceResolvers } from './invoices.resolvers.js';
import { membershipResolvers } from './memberships.resolvers.js';
import { organizationResolvers } from './organizations.resolvers.js';
import { projectResolvers } from './projects.resolvers.js';
import { providerResolvers } from './providers.resolvers.js';
import { sessionResolvers } from './sessions.resolvers.js';
import { userResolvers } from './users.resolvers.js';
import { webhookResolvers } from './webhooks.resolvers.js';
import { CentsScalar, DateScalar, DateTimeScalar, JSONScalar } from '../scalars.js';

const baseResolvers = {
  Cents: CentsScalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
};

/** Every domain's resolvers; a new resource adds its map here (merged by makeExecutableSchema). */
export const resolvers = [
  baseResolvers,
  projectResolvers,
  providerResolvers,
  eventResolvers,
  ...invoiceResolvers,
  ...deliveryNoteResolvers,
  webhookResolvers,
  budgetResolvers,
  commitmentResolvers,
  changeOrderResolvers,
  certificationResolvers,
  costReportResolvers,
  sessionResolvers,
  membershipResolvers,
  userResolvers,
  organizationResolvers,
  apiKeyResolvers,
  documentImportResolvers,
];
