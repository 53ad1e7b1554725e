/**
 * The one error type the services throw. Each surface maps it once:
 * REST in rest-facade/middleware/errors.ts, GraphQL in src/graphql/errors.ts.
 */
export type ErrorCode =
  | 'invalid_json'
  | 'invalid_cursor'
  | 'invalid_request'
  | 'unauthenticated'
  | 'invalid_api_key'
  | 'api_key_revoked'
  | 'invalid_credentials'
  | 'insufficient_scope'
  | 'invalid_origin'
  | 'not_found'
  | 'method_not_allowed'
  | 'duplicate_resource'
  | 'resource_in_use'
  | 'invalid_state_transition'
  | 'idempotency_key_in_use'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'idempotency_key_reused'
  | 'query_too_complex'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable';

const STATUS: Record<ErrorCode, number> = {
  invalid_json: 400,
  invalid_cursor: 400,
  invalid_request: 400,
  unauthenticated: 401,
  invalid_api_key: 401,
  api_key_revoked: 401,
  invalid_credentials: 401,
  insufficient_scope: 403,
  invalid_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  duplicate_resource: 409,
  resource_in_use: 409,
  invalid_state_transition: 409,
  idempotency_key_in_use: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  idempotency_key_reused: 422,
  query_too_complex: 400,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** One problem of a 422 `validation_failed`; every problem of a request is reported at once. */
export interface FieldError {
  param: string | null;
  code: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly param: string | null = null,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }

  static validation(errors: FieldError[]): AppError {
    const first = errors[0];
    const message =
      errors.length === 1
        ? `Invalid request: ${first.message}`
        : `Invalid request: ${errors.length} problems, see details.errors.`;
    return new AppError('validation_failed', message, first?.param ?? null, { errors });
  }

  static field(param: string, code: string, message: string): AppError {
    return AppError.validation([{ param, code, message }]);
  }

  static notFound(kind: string, id: string): AppError {
    return new AppError('not_found', `No such ${kind}: '${id}'.`, 'id');
  }

  static invalidTransition(kind: string, from: string, to: string, extra: Record<string, unknown> = {}): AppError {
    return new AppError('invalid_state_transition', `A ${kind} cannot move from '${from}' to '${to}'.`, 'status', {
      from,
      to,
      ...extra,
    });
  }
}
