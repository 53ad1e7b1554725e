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
  | { type: 'user'; id: string; sessionId: string; membershipId: string; role: string };

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

export function requireScope(actor: Actor, scope: Permission): void {
  if (!actor.scopes.has(scope)) {
    const who = actor.principal.type === 'user' ? `Your role (${actor.principal.role})` : 'This API key';
    throw new AppError('insufficient_scope', `${who} lacks the '${scope}' scope.`, null, {
      required_scope: scope,
    });
  }
}

/** The `WHERE` every tenant-owned query starts from. */
export function tenant(actor: Pick<Actor, 'organizationId' | 'livemode'>): { organizationId: string; livemode: boolean } {
  return { organizationId: actor.organizationId, livemode: actor.livemode };
}
