import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../../platform/db/columns.js';
import type { Role } from './roles.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../../platform/db/database-errors.js';
import { AppError } from '../../platform/errors.js';

/** A user's place in an organization, with its role (docs/people-and-sessions.md#roles). */
export interface Membership {
  id: string;
  organizationId: string;
  userId: string;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
}

export const MembershipSchema = new EntitySchema<Membership>({
  name: 'Membership',
  tableName: 'memberships',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string', columnType: 'text' },
    userId: { type: 'string', columnType: 'text' },
    role: { type: 'string', columnType: 'text' },
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

/**
 * An invitation to join an organization with a role: a one-time link e-mailed to `email`,
 * valid 72 hours; only the token's hash is kept (docs/people-and-sessions.md#invitations).
 */
export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: Role;
  tokenHash: string;
  /** The user who invited; null when the CLI did. */
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

export const InvitationSchema = new EntitySchema<Invitation>({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string', columnType: 'text' },
    email: { type: 'string', columnType: 'text' },
    role: { type: 'string', columnType: 'text' },
    tokenHash: { type: 'string', columnType: 'text' },
    invitedBy: { type: 'string', columnType: 'text', nullable: true },
    createdAt: timestamp,
    expiresAt: timestamp,
    acceptedAt: { ...timestamp, nullable: true },
  },
});

/** What the constraints of `memberships` and `invitations` mean to a client (docs/api-conventions.md#errors). */
export const membershipConstraints: ConstraintRules = {
  memberships_user_unique: () => new AppError('duplicate_resource', 'This person is already a member of the organization.', 'email'),
  invitations_pending_unique: assignedKey('pending invitation'),
  memberships_pkey: assignedKey('membership id'),
  invitations_pkey: assignedKey('invitation id'),
  invitations_token_unique: assignedKey('invitation token'),
  memberships_organization_id_fkey: reference('organization_id', 'organization'),
  memberships_user_id_fkey: reference('user_id', 'user'),
  invitations_organization_id_fkey: reference('organization_id', 'organization'),
  invitations_invited_by_fkey: reference('invited_by', 'user'),
  memberships_role_check: invalid('role', 'invalid_value', 'is not a role'),
  invitations_role_check: invalid('role', 'invalid_value', 'is not a role'),
};
