import type { User } from './user.entity.js';

/** A user as the web app sees one: never the password hash. */
export function userRepresentation(u: Pick<User, 'id' | 'email' | 'name' | 'createdAt'>) {
  return { id: u.id, email: u.email, name: u.name, created_at: u.createdAt.toISOString() };
}

export type UserRepresentation = ReturnType<typeof userRepresentation>;
