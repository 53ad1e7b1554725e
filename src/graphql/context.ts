import type { ServiceContext } from '../shared/actor.js';
import type { Loaders } from './loaders.js';

/** Per-request GraphQL context: the same service context REST handlers get, plus its loaders. */
export interface GraphQLContext {
  sc: ServiceContext;
  requestId: string;
  /** Created with the context, so they live exactly as long as the request. */
  loaders: Loaders;
}
