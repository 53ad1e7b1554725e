import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../db/columns.js';

/** A person who signs in to the web app (docs/people-and-sessions.md#users-and-memberships). */
export interface User {
  id: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  name: string;
  /** scrypt, PHC string (src/users/passwords.ts). Never logged, never returned. */
  passwordHash: string;
  passwordChangedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const UserSchema = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: { type: 'string', primary: true },
    email: { type: 'string', columnType: 'text' },
    name: { type: 'string', columnType: 'text' },
    passwordHash: { type: 'string', columnType: 'text', lazy: true },
    passwordChangedAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  },
});

/** A one-time password reset link (only its hash), valid one hour. */
export interface PasswordReset {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const PasswordResetSchema = new EntitySchema<PasswordReset>({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: { type: 'string', primary: true },
    userId: { type: 'string', columnType: 'text' },
    tokenHash: { type: 'string', columnType: 'text' },
    createdAt: timestamp,
    expiresAt: timestamp,
    usedAt: { ...timestamp, nullable: true },
  },
});
