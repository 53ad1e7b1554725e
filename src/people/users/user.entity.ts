import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../../platform/db/columns.js';
import { assignedKey, type ConstraintRules, reference } from '../../platform/db/database-errors.js';
import { AppError } from '../../platform/errors.js';

/** A person who signs in to the web app (docs/people-and-sessions.md#users-and-memberships). */
export interface User {
  id: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  name: string;
  /** scrypt, PHC string (src/people/users/passwords.ts). Never logged, never returned. */
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

/** What the constraints of `users` and `password_resets` mean to a client (docs/api-conventions.md#errors). */
export const userConstraints: ConstraintRules = {
  users_email_unique: () => new AppError('duplicate_resource', 'An account with this e-mail address already exists.', 'email'),
  users_pkey: assignedKey('user id'),
  password_resets_pkey: assignedKey('password reset id'),
  password_resets_token_unique: assignedKey('password reset token'),
  password_resets_user_id_fkey: reference('user_id', 'user'),
};
