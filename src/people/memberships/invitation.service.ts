import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope } from '../../platform/actor.js';
import { HOUR_MS } from '../../platform/dates.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { hashToken, isToken, newToken } from '../../platform/tokens.js';
import { parse } from '../../platform/validation.js';
import { transaction } from '../../platform/db/transaction.js';
import { sendAccountMail } from '../account-mail.js';
import { type Organization, OrganizationSchema } from '../../organizations/organization.entity.js';
import { peopleRuntime } from '../people-runtime.js';
import { hashPassword } from '../users/passwords.js';
import { UserSchema } from '../users/user.entity.js';
import { findUserByEmail, normalizeEmail } from '../users/user.queries.js';
import { type UserRepresentation, userRepresentation } from '../users/user.representation.js';
import { type Invitation, InvitationSchema, MembershipSchema } from './membership.entity.js';
import { deletePendingInvitations, findMemberByEmail, findMembershipOf, lockOrganizationMembers } from './membership.queries.js';
import {
  type InvitationRepresentation,
  type MembershipRepresentation,
  invitationRepresentation,
} from './membership.representation.js';
import { acceptInvitationInput, createUserInput, inviteMemberInput, previewInvitationInput } from './membership.schemas.js';
import { representMembership, requireOwner } from './membership.service.js';
import type { Role } from './roles.js';

/**
 * Invitations (docs/people-and-sessions.md#invitations): a one-time link e-mailed to the
 * address, valid 72 hours, of which only a hash is kept. Accepting creates the account (name
 * and password) or, for an address that already has one, joins it to the organization.
 */
export const INVITATION_HOURS = 72;

/** Where an invitation link leads: the web app's accept page, the token in the fragment (never sent to a server). */
export function invitationLink(token: string): string {
  return `${peopleRuntime().appUrl}/accept-invitation#token=${token}`;
}

/** Refuses an address that is already a member; replaces a pending invitation to it. */
async function issueInvitation(
  em: EntityManager,
  organizationId: string,
  email: string,
  role: Role,
  invitedBy: string | null,
): Promise<{ invitation: Invitation; token: string }> {
  await lockOrganizationMembers(em, organizationId);
  const member = await findMemberByEmail(em, organizationId, email);
  if (member) {
    throw new AppError('duplicate_resource', `${email} is already a member of this organization.`, 'email', {
      existing_id: member.id,
    });
  }
  await deletePendingInvitations(em, organizationId, email);
  const token = newToken('invitation');
  const now = new Date();
  const invitation = em.create(InvitationSchema, {
    id: newId('invitation'),
    organizationId,
    email,
    role,
    tokenHash: hashToken(token),
    invitedBy,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_HOURS * HOUR_MS),
    acceptedAt: null,
  });
  return { invitation, token };
}

function invitationMail(org: Organization, invitation: Invitation, inviter: string | null, token: string) {
  return {
    kind: 'member_invitation' as const,
    organizationId: org.id,
    to: invitation.email,
    subject: `You are invited to ${org.name} on Cost Control`,
    link: invitationLink(token),
    text: (link: string) =>
      [
        `${inviter ?? 'Someone'} invited you to join ${org.name} on Cost Control as ${invitation.role.replace('_', ' ')}.`,
        '',
        `Accept the invitation here (the link works once, for ${INVITATION_HOURS} hours):`,
        link,
        '',
        'If you did not expect this e-mail, ignore it.',
      ].join('\n'),
  };
}

/** `inviteMember(email, role)`: e-mails the link; only an owner invites an owner. */
export async function inviteMember(sc: ServiceContext, body: unknown): Promise<InvitationRepresentation> {
  requireScope(sc.actor, 'manage:members');
  const input = parse(inviteMemberInput, body);
  const email = normalizeEmail(input.email);
  const inviterId = sc.actor.principal.type === 'user' ? sc.actor.principal.id : null;
  const { invitation, token, org, inviter } = await transaction(sc.em, async (em) => {
    await lockOrganizationMembers(em, sc.actor.organizationId);
    if (input.role === 'owner') await requireOwner(em, sc.actor, 'invite an owner');
    const issued = await issueInvitation(em, sc.actor.organizationId, email, input.role, inviterId);
    const org = await em.findOneOrFail(OrganizationSchema, { id: sc.actor.organizationId });
    const inviter = inviterId ? await em.findOne(UserSchema, { id: inviterId }) : null;
    return { ...issued, org, inviter };
  });
  sendAccountMail(sc.em, invitationMail(org, invitation, inviter?.name ?? null, token));
  return invitationRepresentation(invitation);
}

type Usable = { invitation: Invitation } | { error: AppError };

async function usableInvitation(em: EntityManager, token: string, lock: boolean): Promise<Usable> {
  const invalid = { error: AppError.field('token', 'invalid_token', 'This invitation link is not valid, or was already used.') };
  if (!isToken('invitation', token)) return invalid;
  const invitation = await em.findOne(
    InvitationSchema,
    { tokenHash: hashToken(token) },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
  );
  if (!invitation || invitation.acceptedAt) return invalid;
  if (invitation.expiresAt.getTime() <= Date.now()) {
    return { error: AppError.field('token', 'expired_token', 'This invitation has expired: ask for a new one.') };
  }
  return { invitation };
}

/**
 * `invitation(token)`, open to whoever holds the link: what it is for, and whether the address
 * already has an account (then it joins without a name or password).
 */
export async function previewInvitation(em: EntityManager, args: unknown) {
  const { token } = parse(previewInvitationInput, args);
  const usable = await usableInvitation(em, token, false);
  if ('error' in usable) throw usable.error;
  const { invitation } = usable;
  const org = await em.findOneOrFail(OrganizationSchema, { id: invitation.organizationId });
  const user = await findUserByEmail(em, invitation.email);
  return {
    email: invitation.email,
    role: invitation.role,
    organization_name: org.name,
    expires_at: invitation.expiresAt.toISOString(),
    user_exists: user !== null,
  };
}

/**
 * `acceptInvitation(token, name, password)`, open to whoever holds the link. A new address
 * needs `name` and `password` and gets an account; an address with an account joins with the
 * token alone (giving a password then is refused, so nobody believes they set a new one).
 * Does not sign in: the person signs in with `POST /auth/login` next.
 */
export async function acceptInvitation(
  em: EntityManager,
  args: unknown,
): Promise<{ user: UserRepresentation; membership: MembershipRepresentation }> {
  const input = parse(acceptInvitationInput, args);
  // Hashing takes a while: done before the transaction, which then holds its locks briefly.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return transaction(em, async (tx) => {
    // The organization's lock first, as every membership change takes it, then the invitation's.
    const peek = await usableInvitation(tx, input.token, false);
    if ('error' in peek) throw peek.error;
    await lockOrganizationMembers(tx, peek.invitation.organizationId);
    const usable = await usableInvitation(tx, input.token, true);
    if ('error' in usable) throw usable.error;
    const { invitation } = usable;
    const now = new Date();
    let user = await findUserByEmail(tx, invitation.email);
    if (user) {
      if (input.name !== undefined || input.password !== undefined) {
        throw AppError.validation([
          {
            param: input.password !== undefined ? 'password' : 'name',
            code: 'user_exists',
            message: `${invitation.email} already has an account: accept without a name and password, then sign in with it.`,
          },
        ]);
      }
      const existing = await findMembershipOf(tx, invitation.organizationId, user.id);
      if (existing) {
        throw new AppError('duplicate_resource', `${invitation.email} is already a member of this organization.`, 'token', {
          existing_id: existing.id,
        });
      }
    } else {
      const missing = [
        ...(input.name === undefined ? [{ param: 'name', code: 'required', message: '`name` is required for a new account.' }] : []),
        ...(passwordHash === null ? [{ param: 'password', code: 'required', message: '`password` is required for a new account.' }] : []),
      ];
      if (missing.length > 0) throw AppError.validation(missing);
      user = tx.create(UserSchema, {
        id: newId('user'),
        email: invitation.email,
        name: input.name!,
        passwordHash: passwordHash!,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    const membership = tx.create(MembershipSchema, {
      id: newId('membership'),
      organizationId: invitation.organizationId,
      userId: user.id,
      role: invitation.role,
      createdAt: now,
      updatedAt: now,
    });
    invitation.acceptedAt = now;
    await tx.flush();
    return { user: userRepresentation(user), membership: await representMembership({ em: tx }, membership.id) };
  });
}

/**
 * Bootstrap (CLI `create-user`): with a password, the account and its membership at once (the
 * address must be new); without, an invitation whose link is returned instead of e-mailed.
 */
export async function createUser(em: EntityManager, args: unknown) {
  const input = parse(createUserInput, args);
  const email = normalizeEmail(input.email);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return transaction(em, async (tx) => {
    const org = await tx.findOne(OrganizationSchema, { id: input.organization_id });
    if (!org) throw AppError.notFound('organization', input.organization_id);
    if (passwordHash === null) {
      const { invitation, token } = await issueInvitation(tx, org.id, email, input.role, null);
      return { invitation: invitationRepresentation(invitation), url: invitationLink(token) };
    }
    await lockOrganizationMembers(tx, org.id);
    if (await findUserByEmail(tx, email)) {
      throw new AppError(
        'duplicate_resource',
        `${email} already has an account: run create-user without --password to invite it to this organization.`,
        'email',
      );
    }
    const now = new Date();
    const user = tx.create(UserSchema, {
      id: newId('user'),
      email,
      name: input.name ?? email.split('@')[0],
      passwordHash,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const membership = tx.create(MembershipSchema, {
      id: newId('membership'),
      organizationId: org.id,
      userId: user.id,
      role: input.role,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    return { user: userRepresentation(user), membership: await representMembership({ em: tx }, membership.id) };
  });
}
