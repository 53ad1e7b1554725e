import { type Permission, SCOPES } from '../../platform/actor.js';

/** A person's role in an organization (docs/people-and-sessions.md#roles). */
export const ROLES = ['owner', 'admin', 'accountant', 'site_manager', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const READS: Permission[] = SCOPES.filter((s) => s.startsWith('read:'));

/**
 * What each role may do, as the scopes API keys carry, so every rule of the services applies
 * to people unchanged; plus the permissions only people hold (`read:members` for everyone,
 * `manage:members` and `manage:organization` for owners and admins).
 */
export const ROLE_SCOPES: Record<Role, readonly Permission[]> = {
  owner: [...SCOPES, 'read:members', 'manage:members', 'manage:organization'],
  admin: [...SCOPES, 'read:members', 'manage:members', 'manage:organization'],
  accountant: [...READS, 'write:invoices', 'write:delivery-notes', 'write:providers', 'write:commitments', 'read:members'],
  site_manager: [...READS, 'write:projects', 'write:budgets', 'write:delivery-notes', 'write:commitments', 'write:certifications', 'read:members'],
  viewer: [...READS, 'read:members'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
