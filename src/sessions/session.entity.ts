import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../db/columns.js';

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
