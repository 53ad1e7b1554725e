import { type GraphQLFieldResolver, defaultFieldResolver } from 'graphql';
import type { ListResult } from '../platform/pagination.js';

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * GraphQL types expose the REST representation (the single JSON shape of each resource) in
 * camelCase: `invoiceNumber` reads `invoice_number`. Explicit resolvers handle relations.
 */
export const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source && typeof source === 'object' && !(info.fieldName in source)) {
    const snake = snakeCase(info.fieldName);
    if (snake in source) return (source as Record<string, unknown>)[snake];
  }
  return defaultFieldResolver(source, args, context, info);
};

/** GraphQL input (camelCase) to the REST body the services validate (snake_case), recursively. */
export function toSnakeInput(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnakeInput);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), toSnakeInput(v)]));
  }
  return value;
}

/** Enum values in upper case (`IN_PROGRESS`) mapped to the REST values (`in_progress`). */
export function enumValues(values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v]));
}

/** Connection arguments to the REST query the list services parse (`first` → `limit`). */
export function connectionQuery(args: { first?: number | null; after?: string | null }, filters: Record<string, unknown> = {}) {
  const query: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== null) query[snakeCase(k)] = String(v);
  if (args.first !== undefined && args.first !== null) query.limit = String(args.first);
  if (args.after !== undefined && args.after !== null) query.cursor = args.after;
  return query;
}

/**
 * A Relay connection over a list result. What costs something runs only when the query asks
 * for it (GraphQL's default resolver calls a function-valued field): `edges` signs a cursor per
 * row, `endCursor` one, `totalCount` runs its count.
 */
export function connection<T>(result: ListResult<T>) {
  const { data } = result.page;
  return {
    edges: () => data.map((node, i) => ({ cursor: result.cursorAt(i), node })),
    nodes: data,
    pageInfo: {
      hasNextPage: result.page.nextCursor !== null,
      endCursor: () => (data.length > 0 ? result.cursorAt(data.length - 1) : null),
    },
    totalCount: () => result.total(),
  };
}
