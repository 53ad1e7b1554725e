import type { GraphQLContext } from '../context.js';
import { toSnakeInput } from '../mapping.js';
import { getOrganization, updateOrganization } from '../../organizations/organization.service.js';

type Ctx = GraphQLContext;

export const organizationResolvers = {
  Query: {
    organization: (_: unknown, __: unknown, { sc }: Ctx) => getOrganization(sc),
  },
  Mutation: {
    updateOrganization: (_: unknown, { input }: { input: object }, { sc }: Ctx) => updateOrganization(sc, toSnakeInput(input)),
  },
};
