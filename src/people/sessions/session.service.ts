import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext } from '../../platform/actor.js';
import { AppError } from '../../platform/errors.js';
import { isId, newId } from '../../platform/ids.js';
import { hashToken, isToken, newToken } from '../../platform/tokens.js';
import { parse } from '../../platform/validation.js';
import { findMembershipRowsOfUser } from '../memberships/membership.queries.js';
import { type MembershipRepresentation, membershipRepresentation } from '../memberships/membership.representation.js';
import { ROLE_SCOPES, type Role } from '../memberships/roles.js';
import { verifyNoPassword, verifyPassword } from '../users/passwords.js';
import { findUserByEmail, normalizeEmail } from '../users/user.queries.js';
import { type UserRepresentation, userRepresentation } from '../users/user.representation.js';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.js';
import { loginInput } from './session.schemas.js';
import { peopleRuntime } from '../people-runtime.js';
import {
  deleteSessionByToken,
  findLiveSession,
  insertSession,
  touchSession,
  updateSessionWorkspace,
} from './session.queries.js';

/**
 * Sessions of the web app (docs/people-and-sessions.md#sessions): signing in and out, the
 * caller a session cookie stands for, and the organization and mode it works in.
 */


function invalidCredentials(): AppError {
  return new AppError('invalid_credentials', 'The e-mail address or the password is not right.');
}

export interface SignedIn {
  /** The cookie's value: returned once, stored only as a hash. */
  token: string;
  /** Seconds the cookie may live (`SESSION_MAX_DAYS`); the server ends it sooner when idle. */
  maxAgeSeconds: number;
  body: { user: UserRepresentation; memberships: MembershipRepresentation[] };
}

/**
 * `POST /auth/login`. An unknown address and a wrong password are the same 401
 * `invalid_credentials`, and take as long (a dummy hash is checked). An account that belongs to
 * no organization any more cannot sign in (the same answer). The session starts in the user's
 * oldest membership, in live mode.
 */
export async function login(em: EntityManager, body: unknown, clientAddress: string): Promise<SignedIn> {
  const input = parse(loginInput, body);
  const email = normalizeEmail(input.email);
  // What was typed as the address is never logged: people type their password there too.
  const log = peopleRuntime().logger;
  try {
    await assertLoginAllowed(em, email, clientAddress);
  } catch (error) {
    log.warn({ client_address: clientAddress }, 'sign-in refused: too many failures');
    throw error;
  }
  const user = await findUserByEmail(em, email);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyNoPassword(input.password);
  if (!user || !valid) {
    await recordLoginFailure(em, email, clientAddress);
    log.info({ user_id: user?.id ?? null, client_address: clientAddress }, 'sign-in refused: invalid credentials');
    throw invalidCredentials();
  }
  const memberships = await findMembershipRowsOfUser(em, user.id);
  if (memberships.length === 0) {
    log.info({ user_id: user.id, client_address: clientAddress }, 'sign-in refused: member of no organization');
    throw invalidCredentials();
  }
  const token = newToken('session');
  const sessionId = newId('session');
  await insertSession(em, {
    id: sessionId,
    tokenHash: hashToken(token),
    userId: user.id,
    organizationId: memberships[0].organization_id,
    livemode: true,
  });
  log.info({ user_id: user.id, session_id: sessionId, client_address: clientAddress }, 'signed in');
  return {
    token,
    maxAgeSeconds: Math.floor(peopleRuntime().sessionMaxDays * 86_400),
    body: { user: userRepresentation(user), memberships: memberships.map(membershipRepresentation) },
  };
}

/** `POST /auth/logout`: ends the session of this cookie, if there is one. */
export async function logout(em: EntityManager, token: string | null): Promise<void> {
  if (!token || !isToken('session', token)) return;
  const ended = await deleteSessionByToken(em, hashToken(token));
  if (ended) peopleRuntime().logger.info({ user_id: ended.user_id, session_id: ended.id }, 'signed out');
}

/** The caller a session of a person is, with the scopes of their role. */
function personActor(s: { id: string; user_id: string; organization_id: string; livemode: boolean; membership_id: string; role: Role }): Actor {
  return {
    organizationId: s.organization_id,
    livemode: s.livemode,
    principal: { type: 'user', id: s.user_id, sessionId: s.id, membershipId: s.membership_id, role: s.role },
    scopes: new Set(ROLE_SCOPES[s.role]),
  };
}

/**
 * The caller behind a session cookie's token, or null when the session is unknown, ended,
 * idle too long, too old, or its user no longer a member where it works. Records the use.
 */
export async function authenticateSession(em: EntityManager, token: string): Promise<Actor | null> {
  if (!isToken('session', token)) return null;
  const rt = peopleRuntime();
  const session = await findLiveSession(em, hashToken(token), rt.sessionIdleHours * 3600, rt.sessionMaxDays * 86_400);
  if (!session) {
    rt.logger.debug('session cookie refused: no live session holds it');
    return null;
  }
  if (session.stale) await touchSession(em, session.id);
  rt.logger.debug({ user_id: session.user_id, session_id: session.id, organization_id: session.organization_id }, 'session authenticated');
  return personActor(session);
}

function sessionOf(actor: Actor) {
  if (actor.principal.type !== 'user') {
    throw new AppError(
      'invalid_request',
      'An API key works in its own organization and mode; switching is for web-app sessions.',
    );
  }
  return actor.principal;
}

/** `switchOrganization(id)`: the session works in another organization of the user, same mode. */
export async function switchOrganization(sc: ServiceContext, id: string): Promise<Actor> {
  const session = sessionOf(sc.actor);
  const memberships = await findMembershipRowsOfUser(sc.em, session.id);
  const target = isId('organization', id) ? memberships.find((m) => m.organization_id === id) : undefined;
  if (!target) throw AppError.notFound('organization', id);
  await updateSessionWorkspace(sc.em, session.sessionId, { organizationId: id, livemode: sc.actor.livemode });
  peopleRuntime().logger.debug({ session_id: session.sessionId, organization_id: id }, 'session switched organization');
  return personActor({ ...target, id: session.sessionId, membership_id: target.id, livemode: sc.actor.livemode });
}

/** `setLivemode(livemode)`: the session sees live or test data, like a dashboard's test-mode switch. */
export async function setLivemode(sc: ServiceContext, livemode: boolean): Promise<Actor> {
  const session = sessionOf(sc.actor);
  await updateSessionWorkspace(sc.em, session.sessionId, { organizationId: sc.actor.organizationId, livemode });
  peopleRuntime().logger.debug({ session_id: session.sessionId, livemode }, 'session switched mode');
  return { ...sc.actor, livemode };
}
