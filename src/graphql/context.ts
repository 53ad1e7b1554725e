import type { ServiceContext } from '../shared/actor.js';

/** Per-request GraphQL context: the same service context REST handlers get. */
export interface GraphQLContext {
  sc: ServiceContext;
  requestId: string;
}
