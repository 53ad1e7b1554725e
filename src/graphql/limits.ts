import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  getNamedType,
  isLeafType,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** Deepest field nesting a query may have (introspection fields are not counted). */
export const MAX_DEPTH = 10;
/** Most nodes a query may ask for, estimated before execution. */
export const MAX_NODES = 10_000;
/** `first` when a connection is asked for without it (the services' default page size). */
const DEFAULT_FIRST = 25;

function tooComplex(message: string, details: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'query_too_complex', details, http: { status: 400 } } });
}

/** Depth of a selection set: nested fields, through fragments, ignoring `__schema`/`__type`. */
export function queryDepth(document: DocumentNode, operationName?: string | null): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!set) return 0;
    let max = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__')) continue;
        max = Math.max(max, 1 + depthOf(sel.selectionSet, seen));
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, depthOf(sel.selectionSet, seen));
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (fragment && !seen.has(name)) max = Math.max(max, depthOf(fragment.selectionSet, new Set([...seen, name])));
      }
    }
    return max;
  };
  let deepest = 0;
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && def.name?.value !== operationName) continue;
    deepest = Math.max(deepest, depthOf(def.selectionSet, new Set()));
  }
  return deepest;
}

/**
 * Counts nodes: a leaf costs nothing, an object 1 plus its children, and a field that takes
 * `first` (a connection) `first` times what one page entry asks for. Plain lists of a parent
 * (a note's lines) count once: they are bounded by the data, not by the query.
 */
const nodeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.args.some((a) => a.name === 'first')) {
    const first = typeof args.first === 'number' && args.first > 0 ? args.first : DEFAULT_FIRST;
    return first * Math.max(childComplexity, 1);
  }
  if (isLeafType(getNamedType(field.type))) return 0;
  return 1 + childComplexity;
};

/** Refuses, before execution, queries deeper than MAX_DEPTH or asking for more than MAX_NODES. */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const depth = queryDepth(document, request.operationName);
          if (depth > MAX_DEPTH) {
            throw tooComplex(`The query is ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`, {
              depth,
              max_depth: MAX_DEPTH,
            });
          }
          let nodes: number;
          try {
            nodes = getComplexity({
              schema,
              query: document,
              operationName: request.operationName ?? undefined,
              variables: request.variables ?? {},
              estimators: [nodeEstimator],
            });
          } catch (error) {
            // Variables that do not coerce (an unknown enum value): execution refuses them as
            // BAD_USER_INPUT (`validation_failed`) before running anything, so there is nothing to limit.
            if (error instanceof GraphQLError) return;
            throw error;
          }
          if (nodes > MAX_NODES) {
            throw tooComplex(`The query may return about ${nodes} nodes; at most ${MAX_NODES} are allowed.`, {
              estimated_nodes: nodes,
              max_nodes: MAX_NODES,
            });
          }
        },
      };
    },
  };
}
