import { type GraphQLFormattedError, GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
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
 * `param` (camelCase) and `details`; Apollo's own codes map to the REST ones; anything else is
 * `internal_error`, logged, with no internals in the message.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
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
