import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../context.js';
import type { ConnectionKey, Loaders } from '../loaders.js';
import { connection, connectionQuery, toSnakeInput } from '../mapping.js';
import type { ListResult } from '../../platform/pagination.js';
import type { DocumentOperations } from '../../documents/document-operations.js';

type Ctx = GraphQLContext;
type Parent = { id: string };
/** The loaders of nested document lists (`projectInvoices`, …). */
type NestedLoader = { [K in keyof Loaders]: Loaders[K] extends DataLoader<ConnectionKey, ListResult<unknown>> ? K : never }[keyof Loaders];

interface ListArgs {
  first?: number;
  after?: string;
  projectId?: string;
  providerId?: string;
  from?: string;
  to?: string;
  [filter: string]: unknown;
}

/** How one kind of document is named in the schema (schema/invoices.graphql, schema/delivery-notes.graphql). */
export interface DocumentSchemaNames<R extends { id: string }> {
  ops: DocumentOperations<R>;
  /** `Invoice`: the mutations are `createInvoice`, `matchInvoice`, … */
  type: string;
  /** The root lookup (`invoice`) and list (`invoices`), also the nested list of projects and providers. */
  one: string;
  many: string;
  /** The kind's own list filters (`status`). */
  filters: string[];
  /** The argument of `match…`/`unmatch…` listing the other documents, and its REST body field. */
  matchArg: string;
  /** The loaders of the nested lists. */
  nested: { project: NestedLoader; provider: NestedLoader };
}

/**
 * The GraphQL queries, nested lists and mutations every kind of document has, over its
 * `DocumentOperations`: the resolvers only translate arguments, as the REST routes do.
 */
export function documentResolvers<R extends { id: string }>(names: DocumentSchemaNames<R>) {
  const { ops } = names;
  const query = (args: ListArgs) =>
    connectionQuery(args, {
      projectId: args.projectId,
      providerId: args.providerId,
      ...Object.fromEntries(names.filters.map((f) => [f, args[f]])),
      from: args.from,
      to: args.to,
    });
  const nested = (loader: NestedLoader) => async (p: Parent, args: ListArgs, { loaders }: Ctx) =>
    connection(await (loaders[loader] as Loaders['projectInvoices']).load({ parentId: p.id, query: query(args) }));
  const matchBody = (others: string[]) => ({ [names.matchArg.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]: others });
  type IdArgs = { id: string; input: object } & Record<string, string[]>;
  return {
    Project: { [names.many]: nested(names.nested.project) },
    Provider: { [names.many]: nested(names.nested.provider) },
    Query: {
      [names.one]: (_: unknown, { id }: { id: string }, { sc }: Ctx) => ops.get(sc, id),
      [names.many]: async (_: unknown, args: ListArgs, { sc }: Ctx) => connection(await ops.list(sc, query(args))),
    },
    Mutation: {
      [`create${names.type}`]: (_: unknown, { input }: { input: object }, { sc }: Ctx) => ops.create(sc, toSnakeInput(input)),
      [`update${names.type}`]: (_: unknown, { id, input }: IdArgs, { sc }: Ctx) => ops.update(sc, id, toSnakeInput(input)),
      [`delete${names.type}`]: (_: unknown, { id }: IdArgs, { sc }: Ctx) => ops.delete(sc, id),
      [`restore${names.type}`]: (_: unknown, { id }: IdArgs, { sc }: Ctx) => ops.restore(sc, id),
      [`match${names.type}`]: (_: unknown, args: IdArgs, { sc }: Ctx) => ops.match(sc, args.id, matchBody(args[names.matchArg])),
      [`unmatch${names.type}`]: (_: unknown, args: IdArgs, { sc }: Ctx) => ops.unmatch(sc, args.id, matchBody(args[names.matchArg])),
    },
  };
}
