import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../../platform/db/sql.js';
import { AppError } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { type Membership, MembershipSchema } from './membership.entity.js';
import type { Role } from './roles.js';

/** A membership with its user and organization, as one statement reads them (timestamps in the API's ISO form). */
export interface MembershipRow {
  id: string;
  role: Role;
  created_at: string;
  updated_at: string;
  user_id: string;
  user_email: string;
  user_name: string;
  user_created_at: string;
  organization_id: string;
  organization_name: string;
  organization_notification_email: string;
  organization_created_at: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const MEMBERSHIP_ROWS = `
  select m.id, m.role, ${iso('m.created_at')} as created_at, ${iso('m.updated_at')} as updated_at,
         u.id as user_id, u.email as user_email, u.name as user_name, ${iso('u.created_at')} as user_created_at,
         o.id as organization_id, o.name as organization_name, o.notification_email as organization_notification_email,
         ${iso('o.created_at')} as organization_created_at
    from memberships m
    join users u on u.id = m.user_id
    join organizations o on o.id = m.organization_id`;

/** A membership of the organization, or 404 (another organization's id included); `lock` for updates. */
export async function findMembership(em: EntityManager, organizationId: string, id: string, lock = false): Promise<Membership> {
  const found = isId('membership', id)
    ? await em.findOne(MembershipSchema, { id, organizationId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
    : null;
  if (!found) throw AppError.notFound('member', id);
  return found;
}

/** Memberships with their user and organization by id, in one statement; unknown ids are absent. */
export async function findMembershipRows(em: EntityManager, ids: readonly string[]): Promise<Map<string, MembershipRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<MembershipRow[]>(`${MEMBERSHIP_ROWS} where m.id = any(?::text[])`, [textArray(wanted)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every membership of a user, oldest first (the first is where a new session starts). */
export async function findMembershipRowsOfUser(em: EntityManager, userId: string): Promise<MembershipRow[]> {
  return em.execute<MembershipRow[]>(`${MEMBERSHIP_ROWS} where m.user_id = ? order by m.created_at, m.id`, [userId]);
}

/** The membership of a user in an organization, or null. */
export async function findMembershipOf(em: EntityManager, organizationId: string, userId: string): Promise<Membership | null> {
  return em.findOne(MembershipSchema, { organizationId, userId });
}

/** The member of the organization with this (normalized) e-mail, or null. */
export async function findMemberByEmail(em: EntityManager, organizationId: string, email: string): Promise<{ id: string } | null> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select m.id from memberships m join users u on u.id = m.user_id where m.organization_id = ? and u.email = ?`,
    [organizationId, email],
  );
  return rows[0] ?? null;
}

/** How many owners the organization has (read under its lock, so the last one is never lost). */
export async function countOwners(em: EntityManager, organizationId: string): Promise<number> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from memberships where organization_id = ? and role = 'owner'`,
    [organizationId],
  );
  return rows[0].n;
}

/**
 * Serializes the membership changes of one organization (in the caller's transaction): two
 * owners demoting each other at once must not leave it with none.
 */
export async function lockOrganizationMembers(em: EntityManager, organizationId: string): Promise<void> {
  await em.execute(`select 1 from organizations where id = ? for update`, [organizationId]);
}

/** Removes the pending invitations of `email` to the organization (a new one replaces them). */
export async function deletePendingInvitations(em: EntityManager, organizationId: string, email: string): Promise<void> {
  await em.execute(`delete from invitations where organization_id = ? and email = ? and accepted_at is null`, [organizationId, email]);
}
