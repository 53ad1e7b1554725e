import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from './errors.js';

export const SCOPES = [
  'read:projects',
  'write:projects',
  'read:providers',
  'write:providers',
  'read:invoices',
  'write:invoices',
  'read:delivery-notes',
  'write:delivery-notes',
  'read:budgets',
  'write:budgets',
  'read:commitments',
  'write:commitments',
  'read:certifications',
  'write:certifications',
  'manage:webhooks',
  'read:events',
  'manage:api-keys',
] as const;

export type Scope = (typeof SCOPES)[number];
export type Mode = 'test' | 'live';

/**
 * What only people hold, through their role (docs/people-and-sessions.md#roles): API keys can
 * never be granted these.
 */
export const MEMBER_PERMISSIONS = ['read:members', 'manage:members', 'manage:organization'] as const;
export type Permission = Scope | (typeof MEMBER_PERMISSIONS)[number];

/**
 * Who acts: an API key, or a person signed in to the web app (a session of one of their
 * memberships). Events record `type` and `id` (docs/people-and-sessions.md#who-acted).
 */
export type Principal =
  | { type: 'api_key'; id: string }
  | { type: 'user'; id: string; sessionId: string; membershipId: string; role: string }
  | { type: 'service'; id: 'service' };

/**
 * Who acted, as stored where the principal outlives the request (a document import's job acts
 * as whoever asked for it): an API key or a person, by id.
 */
export function principalOf(id: string): Principal {
  if (id.startsWith('usr_')) return { type: 'user', id, sessionId: '', membershipId: '', role: '' };
  if (id.startsWith('key_')) return { type: 'api_key', id };
  return { type: 'service', id: 'service' };
}

/**
 * Who is calling: the organization and mode it works in, who it is, and what it may do (an
 * API key's scopes, or the scopes of a person's role). Every service call carries one.
 */
export interface Actor {
  organizationId: string;
  livemode: boolean;
  principal: Principal;
  scopes: ReadonlySet<string>;
}

/** What a use case works with: the request's EntityManager fork and the caller. */
export interface ServiceContext {
  em: EntityManager;
  actor: Actor;
}

/**
 * The service acting on its own for an organization and mode (a job recording its outcome, such
 * as an archived PDF): no API key or person, and only the `scopes` the job's use case needs.
 * Its events record no actor.
 */
export function serviceActor(owner: { organizationId: string; livemode: boolean }, scopes: readonly Scope[] = []): Actor {
  return { organizationId: owner.organizationId, livemode: owner.livemode, principal: { type: 'service', id: 'service' }, scopes: new Set(scopes) };
}

export function requireScope(actor: Actor, scope: Permission): void {
  if (!actor.scopes.has(scope)) {
    const who = actor.principal.type === 'user' ? `Your role (${actor.principal.role})` : 'This API key';
    throw new AppError('insufficient_scope', `${who} lacks the '${scope}' scope.`, null, {
      required_scope: scope,
    });
  }
}

/**
 * At least one of `scopes` (an operation whose exact scope depends on the resource it finds,
 * checked first so that a caller with none of them learns nothing). The 403 names the first.
 */
export function requireAnyScope(actor: Actor, scopes: readonly [Permission, ...Permission[]]): void {
  if (!scopes.some((scope) => actor.scopes.has(scope))) requireScope(actor, scopes[0]);
}

/** The `WHERE` every tenant-owned query starts from. */
export function tenant(actor: Pick<Actor, 'organizationId' | 'livemode'>): { organizationId: string; livemode: boolean } {
  return { organizationId: actor.organizationId, livemode: actor.livemode };
}
