import type { Invitation } from './membership.entity.js';
import type { MembershipRow } from './membership.queries.js';

/** A membership: the role, the person and the organization (docs/people-and-sessions.md#users-and-memberships). */
export function membershipRepresentation(row: MembershipRow) {
  return {
    id: row.id,
    role: row.role,
    user: { id: row.user_id, email: row.user_email, name: row.user_name, created_at: row.user_created_at },
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      notification_email: row.organization_notification_email,
      created_at: row.organization_created_at,
    },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type MembershipRepresentation = ReturnType<typeof membershipRepresentation>;

/** An invitation, without its token (which exists only in the e-mail). */
export function invitationRepresentation(i: Invitation) {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    organization_id: i.organizationId,
    invited_by: i.invitedBy,
    created_at: i.createdAt.toISOString(),
    expires_at: i.expiresAt.toISOString(),
    accepted_at: i.acceptedAt ? i.acceptedAt.toISOString() : null,
  };
}

export type InvitationRepresentation = ReturnType<typeof invitationRepresentation>;
