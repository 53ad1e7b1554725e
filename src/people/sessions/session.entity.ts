import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../../platform/db/columns.js';
import { assignedKey, type ConstraintRules, reference } from '../../platform/db/database-errors.js';

/**
 * A signed-in browser (docs/people-and-sessions.md#sessions): the hash of its cookie's token,
 * its user, and the organization and mode it works in. It ends on sign-out, after
 * `SESSION_IDLE_HOURS` unused or `SESSION_MAX_DAYS` in all, and when the user's password
 * changes or a membership of theirs is removed.
 */
export interface Session {
  id: string;
  tokenHash: string;
  userId: string;
  organizationId: string;
  livemode: boolean;
  createdAt: Date;
  lastSeenAt: Date;
}

export const SessionSchema = new EntitySchema<Session>({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: { type: 'string', primary: true },
    tokenHash: { type: 'string', columnType: 'text' },
    userId: { type: 'string', columnType: 'text' },
    organizationId: { type: 'string', columnType: 'text' },
    livemode: { type: 'boolean' },
    createdAt: timestamp,
    lastSeenAt: timestamp,
  },
});

/** What the constraints of `sessions` mean to a client (docs/api-conventions.md#errors). */
export const sessionConstraints: ConstraintRules = {
  sessions_pkey: assignedKey('session id'),
  sessions_token_unique: assignedKey('session token'),
  sessions_user_id_fkey: reference('user_id', 'user'),
  sessions_organization_id_fkey: reference('organization_id', 'organization'),
};
