import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type OperationDefinitionNode, type SelectionSetNode, Kind } from 'graphql';
import type { GraphQLContext } from './context.js';

/**
 * Root fields open to a request without a caller: what a person does before signing in, with a
 * link from an e-mail (docs/people-and-sessions.md#invitations, #password-reset). Anything
 * else without a caller is refused before execution with HTTP 401, as before.
 */
export const PUBLIC_ROOT_FIELDS: Record<'query' | 'mutation', readonly string[]> = {
  query: ['invitation', '__typename'],
  mutation: ['acceptInvitation', 'requestPasswordReset', 'resetPassword', '__typename'],
};

function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

function isPublic(operation: OperationDefinitionNode, document: DocumentNode): boolean {
  const open = operation.operation === 'subscription' ? [] : PUBLIC_ROOT_FIELDS[operation.operation];
  return rootFields(operation.selectionSet, document).every((field) => open.includes(field));
}

export function publicOperationsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          const failure = contextValue.anonymous;
          if (failure && (!operation || !isPublic(operation, document))) {
            throw new GraphQLError(failure.message, { extensions: { code: failure.code, http: { status: failure.status } } });
          }
        },
      };
    },
  };
}
