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

/** Who is calling: the API key's organization, mode and scopes. Every service call carries one. */
export interface Actor {
  organizationId: string;
  livemode: boolean;
  apiKeyId: string;
  scopes: ReadonlySet<string>;
}

/** What a use case works with: the request's EntityManager fork and the caller. */
export interface ServiceContext {
  em: EntityManager;
  actor: Actor;
}

/**
 * The service acting on its own for an organization and mode (a job recording its outcome, such
 * as an archived PDF): no API key, and only the `scopes` the job's use case needs.
 */
export function serviceActor(owner: { organizationId: string; livemode: boolean }, scopes: readonly Scope[] = []): Actor {
  return { organizationId: owner.organizationId, livemode: owner.livemode, apiKeyId: '', scopes: new Set(scopes) };
}

export function requireScope(actor: Actor, scope: Scope): void {
  if (!actor.scopes.has(scope)) {
    throw new AppError('insufficient_scope', `This API key lacks the '${scope}' scope.`, null, {
      required_scope: scope,
    });
  }
}

/** The `WHERE` every tenant-owned query starts from. */
export function tenant(actor: Pick<Actor, 'organizationId' | 'livemode'>): { organizationId: string; livemode: boolean } {
  return { organizationId: actor.organizationId, livemode: actor.livemode };
}
