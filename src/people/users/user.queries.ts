import type { EntityManager } from '@mikro-orm/postgresql';
import { isId } from '../../platform/ids.js';
import { type User, UserSchema } from './user.entity.js';

/** E-mail addresses are compared trimmed and lower-cased: one account per address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this (normalized) address, password hash included, or null. */
export async function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(UserSchema, { email }, { populate: ['passwordHash'] });
}

/** Users by id, in one statement (no password hashes); unknown ids are absent. */
export async function findUsers(em: EntityManager, ids: readonly string[]): Promise<Map<string, User>> {
  const wanted = [...new Set(ids.filter((id) => isId('user', id)))];
  if (wanted.length === 0) return new Map();
  const rows = await em.find(UserSchema, { id: { $in: wanted } });
  return new Map(rows.map((u) => [u.id, u]));
}

/** Removes the user's unused password-reset links (a new one replaces them). */
export async function deleteUnusedPasswordResets(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`delete from password_resets where user_id = ? and used_at is null`, [userId]);
}
