import type { GraphQLContext } from '../context.js';
import { enumValues } from '../mapping.js';
import { findMembershipRowsOfUser } from '../../people/memberships/membership.queries.js';
import { membershipRepresentation } from '../../people/memberships/membership.representation.js';
import { getOrganization } from '../../organizations/organization.service.js';
import type { Actor, Principal } from '../../platform/actor.js';
import { findUsers } from '../../people/users/user.queries.js';
import { userRepresentation } from '../../people/users/user.representation.js';
import { setLivemode, switchOrganization } from '../../people/sessions/session.service.js';

type Ctx = GraphQLContext;

/** `Viewer`: a caller as GraphQL shows it. Built from the actor, so a switch answers the new one. */
interface ViewerSource {
  organizationId: string;
  livemode: boolean;
  scopes: string[];
  actor: { type: Principal['type']; id: string };
  principal: Principal;
}

function viewerOf(actor: Actor): ViewerSource {
  return {
    organizationId: actor.organizationId,
    livemode: actor.livemode,
    scopes: [...actor.scopes].sort(),
    actor: { type: actor.principal.type, id: actor.principal.id },
    principal: actor.principal,
  };
}

export const sessionResolvers = {
  ActorType: enumValues(['api_key', 'user']),
  Query: {
    viewer: (_: unknown, __: unknown, { sc }: Ctx) => viewerOf(sc.actor),
  },
  Viewer: {
    organization: (v: ViewerSource, _: unknown, { sc }: Ctx) =>
      getOrganization({ em: sc.em, actor: { ...sc.actor, organizationId: v.organizationId } }),
    user: async (v: ViewerSource, _: unknown, { em }: Ctx) => {
      if (v.principal.type !== 'user') return null;
      const user = (await findUsers(em, [v.principal.id])).get(v.principal.id);
      return user ? userRepresentation(user) : null;
    },
    role: (v: ViewerSource) => (v.principal.type === 'user' ? v.principal.role : null),
    memberships: async (v: ViewerSource, _: unknown, { em }: Ctx) =>
      v.principal.type === 'user' ? (await findMembershipRowsOfUser(em, v.principal.id)).map(membershipRepresentation) : null,
  },
  Mutation: {
    switchOrganization: async (_: unknown, { id }: { id: string }, { sc }: Ctx) => viewerOf(await switchOrganization(sc, id)),
    setLivemode: async (_: unknown, { livemode }: { livemode: boolean }, { sc }: Ctx) => viewerOf(await setLivemode(sc, livemode)),
  },
};
