import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  getNamedType,
  getVariableValues,
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

/** Variables that do not coerce to their declared types: 400 `validation_failed`, one entry each. */
function badVariables(errors: readonly GraphQLError[]): GraphQLError {
  const entries = errors.map((e) => {
    const name = /Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(e.message)?.[1];
    return {
      param: name ? `$${name}` : null,
      code: /was not provided|must not be null/.test(e.message) ? 'required' : 'invalid_type',
      message: e.message,
    };
  });
  return new GraphQLError(errors.length === 1 ? errors[0].message : `${errors.length} variables are invalid, see details.errors.`, {
    extensions: { code: 'validation_failed', param: entries[0]?.param ?? null, details: { errors: entries }, http: { status: 400 } },
  });
}

/**
 * Refuses, before execution, queries deeper than MAX_DEPTH or asking for more than MAX_NODES.
 * Runs on the operation Apollo resolved: with none (an unknown `operationName`) it leaves the
 * answer to execution (400 `invalid_request`); variables are coerced first, so a client's wrong
 * or missing variable is its 400, not a failure of the estimate.
 */
export function queryLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operation }) {
          if (!operation) return;
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
          if (coerced.errors) throw badVariables(coerced.errors);
          const operationName = operation.name?.value;
          const depth = queryDepth(document, operationName);
          if (depth > MAX_DEPTH) {
            throw tooComplex(`The query is ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`, {
              depth,
              max_depth: MAX_DEPTH,
            });
          }
          let nodes: number;
          try {
            // The raw variables: graphql-query-complexity coerces them itself (coerced enum values
            // would no longer be the enum's names).
            nodes = getComplexity({ schema, query: document, operationName, variables: request.variables ?? {}, estimators: [nodeEstimator] });
          } catch (error) {
            // graphql-query-complexity re-reads directives' arguments; what it refuses is the client's.
            if (error instanceof GraphQLError) {
              throw new GraphQLError(error.message, { extensions: { code: 'validation_failed', http: { status: 400 } } });
            }
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
