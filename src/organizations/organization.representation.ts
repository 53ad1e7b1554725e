import type { Organization } from './organization.entity.js';

/** An organization as its members read it (GraphQL `Organization`). */
export function organizationRepresentation(o: Organization) {
  return { id: o.id, name: o.name, notification_email: o.notificationEmail, created_at: o.createdAt.toISOString() };
}
