import type { GraphQLContext } from '../graphql/context.js';
import { toSnakeInput } from '../graphql/mapping.js';
import { getOrganization, updateOrganization } from './organization.service.js';

type Ctx = GraphQLContext;

export const organizationResolvers = {
  Query: {
    organization: (_: unknown, __: unknown, { sc }: Ctx) => getOrganization(sc),
  },
  Mutation: {
    updateOrganization: (_: unknown, { input }: { input: object }, { sc }: Ctx) => updateOrganization(sc, toSnakeInput(input)),
  },
};
