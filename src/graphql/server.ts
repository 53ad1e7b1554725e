import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { AppError } from '../platform/errors.js';
import type { Logger } from '../platform/logger.js';
import type { GraphQLContext } from './context.js';
import { formatError, unavailablePlugin } from './errors.js';
import { queryLimitsPlugin } from './limits.js';
import { operationMetricsPlugin } from './operation-metrics.js';
import { fieldResolver } from './mapping.js';
import { publicOperationsPlugin } from './public-operations.js';
import { resolvers } from './resolvers/index.js';

const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

/** The SDL files of `schema/`, in name order (base.graphql declares the roots). */
export function loadTypeDefs(): string[] {
  return fs
    .readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
}

export function createApolloServer(logger: Logger): ApolloServer<GraphQLContext> {
  const schema = buildSchema();
  return new ApolloServer<GraphQLContext>({
    schema,
    // Cache hints are not part of this API (answers are per caller and never cached); without
    // the plugin Apollo no longer wraps every field's resolver to collect them.
    plugins: [
      operationMetricsPlugin(),
      publicOperationsPlugin(),
      queryLimitsPlugin(schema),
      unavailablePlugin(),
      ApolloServerPluginCacheControlDisabled(),
    ],
    fieldResolver,
    introspection: true,
    csrfPrevention: true,
    // src/lifecycle.ts owns signal handling: HTTP drained first, then worker, ORM and database.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
  });
}

/** An auth failure while building the context, answered with the REST status and code (and `Retry-After` for a 503). */
export function contextError(error: AppError): GraphQLError {
  const headers = new HeaderMap();
  if (error.code === 'service_unavailable') headers.set('retry-after', String(error.details.retry_after));
  return new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status, headers } } });
}
