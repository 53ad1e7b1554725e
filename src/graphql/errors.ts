import { type GraphQLFormattedError, GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { RETRY_AFTER_SECONDS, unavailableError } from '../platform/db/availability.js';
import { AppError } from '../platform/errors.js';
import type { Logger } from '../platform/logger.js';
import { camelCase } from './mapping.js';

const PARAM_NAMES: Record<string, string> = { limit: 'first', cursor: 'after' };

function graphqlParam(param: unknown): unknown {
  if (typeof param !== 'string') return param;
  return PARAM_NAMES[param] ?? param.split('.').map(camelCase).join('.');
}

const APOLLO_CODES: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'invalid_request',
  GRAPHQL_VALIDATION_FAILED: 'validation_failed',
  BAD_USER_INPUT: 'validation_failed',
  BAD_REQUEST: 'invalid_request',
  PERSISTED_QUERY_NOT_FOUND: 'invalid_request',
  PERSISTED_QUERY_NOT_SUPPORTED: 'invalid_request',
  OPERATION_RESOLUTION_FAILURE: 'invalid_request',
};

/**
 * The one place GraphQL turns errors into `extensions.code`: AppErrors keep the REST code,
 * `param` (camelCase) and `details`; the database out of reach is `service_unavailable`
 * (docs/operations.md#database-outages); Apollo's own codes map to the REST ones; anything else
 * is `internal_error`, logged, with no internals in the message.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let original = unwrapResolverError(error);
    const unavailable = unavailableError(original);
    if (unavailable) {
      logger.warn({ err: original }, 'database unavailable');
      original = unavailable;
    }
    if (original instanceof AppError) {
      const details = { ...original.details };
      if (Array.isArray(details.errors)) {
        details.errors = (details.errors as Array<{ param: unknown }>).map((e) => ({ ...e, param: graphqlParam(e.param) }));
      }
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: original.code, param: graphqlParam(original.param), details },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string') {
      const mapped = APOLLO_CODES[code] ?? (/^[a-z_]+$/.test(code) ? code : undefined);
      if (mapped) return { ...formatted, extensions: { ...formatted.extensions, code: mapped } };
    }
    if (original instanceof GraphQLError && !original.originalError) {
      return { ...formatted, extensions: { ...formatted.extensions, code: 'validation_failed' } };
    }
    logger.error({ err: original }, 'unhandled GraphQL error');
    return {
      message: 'Something went wrong on our side.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'internal_error' },
    };
  };
}

/**
 * An answer with a `service_unavailable` error is HTTP 503 with `Retry-After`, like REST's, even
 * next to data that did resolve: the client retries the operation (docs/graphql.md#client-errors).
 */
export function unavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (!errors?.some((e) => e.extensions?.code === 'service_unavailable')) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
