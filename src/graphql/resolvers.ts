import { apiKeyResolvers } from '../api-keys/api-keys.resolvers.js';
import { budgetResolvers } from '../budgets/budgets.resolvers.js';
import { deliveryNoteResolvers } from '../delivery-notes/delivery-notes.resolvers.js';
import { eventResolvers } from '../events/events.resolvers.js';
import { invoiceResolvers } from '../invoices/invoices.resolvers.js';
import { membershipResolvers } from '../memberships/memberships.resolvers.js';
import { organizationResolvers } from '../organizations/organizations.resolvers.js';
import { projectResolvers } from '../projects/projects.resolvers.js';
import { providerResolvers } from '../providers/providers.resolvers.js';
import { sessionResolvers } from '../sessions/sessions.resolvers.js';
import { userResolvers } from '../users/users.resolvers.js';
import { webhookResolvers } from '../webhooks/webhooks.resolvers.js';
import { CentsScalar, DateScalar, DateTimeScalar, JSONScalar } from './scalars.js';

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
  sessionResolvers,
  membershipResolvers,
  userResolvers,
  organizationResolvers,
  apiKeyResolvers,
];
