import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../db/columns.js';
import type { Role } from './roles.js';

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
