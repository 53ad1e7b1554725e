import type { GraphQLContext } from '../context.js';
import { connection, connectionQuery, enumValues } from '../mapping.js';
import { acceptInvitation, inviteMember, previewInvitation } from '../../people/memberships/invitation.service.js';
import { listMembers, removeMember, updateMember } from '../../people/memberships/membership.service.js';
import { ROLES } from '../../people/memberships/roles.js';

type Ctx = GraphQLContext;

/** GraphQL leaves an omitted argument out, and sends null for an explicit null: both mean "not given". */
function given<T extends Record<string, unknown>>(args: T): Partial<T> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

export const membershipResolvers = {
  Role: enumValues(ROLES),
  Query: {
    members: async (_: unknown, args: { first?: number; after?: string }, { sc }: Ctx) =>
      connection(await listMembers(sc, connectionQuery(args))),
    invitation: (_: unknown, args: { token: string }, { em }: Ctx) => previewInvitation(em, args),
  },
  Mutation: {
    inviteMember: (_: unknown, args: { email: string; role: string }, { sc }: Ctx) => inviteMember(sc, args),
    updateMember: (_: unknown, { id, role }: { id: string; role: string }, { sc }: Ctx) => updateMember(sc, id, { role }),
    removeMember: (_: unknown, { id }: { id: string }, { sc }: Ctx) => removeMember(sc, id),
    acceptInvitation: (_: unknown, args: { token: string; name?: string | null; password?: string | null }, { em }: Ctx) =>
      acceptInvitation(em, given(args)),
  },
};
