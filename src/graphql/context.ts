import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, ServiceContext } from '../platform/actor.js';
import type { AppError } from '../platform/errors.js';
import { type Loaders, createLoaders } from './loaders.js';

/** Per-request GraphQL context: the same service context REST handlers get, plus its loaders. */
export interface GraphQLContext {
  /** The caller's service context; reading it without a caller throws `unauthenticated`. */
  sc: ServiceContext;
  /** The request's EntityManager, for the operations open to everyone (src/graphql/public-operations.ts). */
  em: EntityManager;
  requestId: string;
  /** Created with the context, so they live exactly as long as the request. */
  loaders: Loaders;
  /** Why the request has no caller, or null when it has one. */
  anonymous: AppError | null;
}

/**
 * A request without a caller: only the operations open to everyone run (the plugin of
 * src/graphql/public-operations.ts refuses the rest first). The getters live on the prototype,
 * as Apollo copies a context's own properties for each operation.
 */
class AnonymousContext {
  constructor(
    readonly em: EntityManager,
    readonly requestId: string,
    readonly anonymous: AppError,
  ) {}

  get sc(): ServiceContext {
    throw this.anonymous;
  }

  get loaders(): Loaders {
    throw this.anonymous;
  }
}

export function createGraphQLContext(
  em: EntityManager,
  requestId: string,
  auth: { actor: Actor } | { actor: null; failure: AppError },
): GraphQLContext {
  if (!auth.actor) return new AnonymousContext(em, requestId, auth.failure);
  const sc = { em, actor: auth.actor };
  return { sc, em, requestId, loaders: createLoaders(sc), anonymous: null };
}
