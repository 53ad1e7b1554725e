import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext, requireScope } from '../../platform/actor.js';
import { AppError } from '../../platform/errors.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../../platform/pagination.js';
import { parse } from '../../platform/validation.js';
import { transaction } from '../../platform/db/transaction.js';
import { peopleRuntime } from '../people-runtime.js';
import { endSessionsOfUser } from '../sessions/session.queries.js';
import { type Membership, MembershipSchema } from './membership.entity.js';
import {
  countOwners,
  findMembership,
  findMembershipOf,
  findMembershipRows,
  lockOrganizationMembers,
} from './membership.queries.js';
import { type MembershipRepresentation, membershipRepresentation } from './membership.representation.js';
import { listMembersQuery, updateMemberInput } from './membership.schemas.js';

/**
 * The members of an organization (docs/people-and-sessions.md#the-settings-panel): every member may list
 * them (`read:members`); owners and admins change roles and remove members (`manage:members`),
 * only an owner touches an owner's membership or makes an owner, and the last owner can be
 * neither demoted nor removed.
 */

export async function listMembers(sc: ServiceContext, query: unknown): Promise<ListResult<MembershipRepresentation>> {
  requireScope(sc.actor, 'read:members');
  const q = parse(listMembersQuery, query);
  const qb = sc.em.createQueryBuilder(MembershipSchema, 'm').where({ organizationId: sc.actor.organizationId });
  return keysetPage(qb, 'm', pageRequest(q, 'mem'), byCreatedAt<Membership>(), (rows) => representMany(sc, rows));
}

async function representMany(sc: Pick<ServiceContext, 'em'>, rows: Membership[]): Promise<MembershipRepresentation[]> {
  const found = await findMembershipRows(sc.em, rows.map((r) => r.id));
  return rows.map((r) => membershipRepresentation(found.get(r.id)!));
}

export async function representMembership(sc: Pick<ServiceContext, 'em'>, id: string): Promise<MembershipRepresentation> {
  const [one] = await representMany(sc, [{ id } as Membership]);
  return one;
}

/**
 * Owners alone make, demote or remove owners. Called under the organization's lock, it reads the
 * caller's role again: a role changed by a request that committed meanwhile counts.
 */
export async function requireOwner(em: EntityManager, actor: Actor, action: string): Promise<void> {
  const own = actor.principal.type === 'user' ? await findMembershipOf(em, actor.organizationId, actor.principal.id) : null;
  if (own?.role !== 'owner') {
    throw new AppError('insufficient_scope', `Only an owner can ${action}.`, 'role', { required_role: 'owner' });
  }
}

function lastOwner(to: string): AppError {
  return AppError.invalidTransition('member', 'owner', to, {
    reason: 'last_owner',
    hint: 'an organization always keeps one owner: make another member owner first',
  });
}

export async function updateMember(sc: ServiceContext, id: string, body: unknown): Promise<MembershipRepresentation> {
  requireScope(sc.actor, 'manage:members');
  const input = parse(updateMemberInput, body);
  return transaction(sc.em, async (em) => {
    await lockOrganizationMembers(em, sc.actor.organizationId);
    const membership = await findMembership(em, sc.actor.organizationId, id);
    if (membership.role !== input.role) {
      if (membership.role === 'owner') await requireOwner(em, sc.actor, 'demote an owner');
      if (input.role === 'owner') await requireOwner(em, sc.actor, 'make a member owner');
      if (membership.role === 'owner' && (await countOwners(em, sc.actor.organizationId)) === 1) throw lastOwner(input.role);
      membership.role = input.role;
      membership.updatedAt = new Date();
    }
    await em.flush();
    return representMembership({ em }, membership.id);
  });
}

/** Removes a member; every session of theirs ends (docs/people-and-sessions.md#sessions). */
export async function removeMember(sc: ServiceContext, id: string): Promise<{ id: string; deleted: true }> {
  requireScope(sc.actor, 'manage:members');
  const removed = await transaction(sc.em, async (em) => {
    await lockOrganizationMembers(em, sc.actor.organizationId);
    const membership = await findMembership(em, sc.actor.organizationId, id);
    if (membership.role === 'owner') {
      await requireOwner(em, sc.actor, 'remove an owner');
      if ((await countOwners(em, sc.actor.organizationId)) === 1) throw lastOwner('removed');
    }
    em.remove(membership);
    return { membership, sessionsEnded: await endSessionsOfUser(em, membership.userId) };
  });
  const { membership, sessionsEnded } = removed;
  peopleRuntime().logger.info(
    { user_id: membership.userId, membership_id: membership.id, sessions_ended: sessionsEnded },
    'member removed',
  );
  return { id: membership.id, deleted: true as const };
}
