import { z } from 'zod';
import type { ErrorCode } from '../../src/platform/errors.js';
import { idField } from '../../src/platform/response-fields.js';

/**
 * The error envelope of every status (docs/api-conventions.md#errors), one component per status
 * with the codes that status can carry. The REST error mapper (middleware/errors.ts) writes it.
 */

function errorBody(id: string, codes: [ErrorCode, ...ErrorCode[]], description: string, details: z.ZodType = z.record(z.string(), z.unknown())) {
  return z
    .strictObject({
      error: z.strictObject({
        code: z.enum(codes),
        message: z.string().meta({ description: 'A human sentence; not meant for parsing.' }),
        param: z.string().nullable().meta({ description: 'The field or parameter at fault, when there is one.' }),
        details,
        request_id: idField('request'),
      }),
    })
    .meta({ id, description });
}

const fieldError = z
  .strictObject({
    param: z.string().nullable().meta({ example: 'line_items[0].quantity' }),
    code: z.string().meta({ example: 'invalid_type', description: 'required, invalid_type, unknown_field, read_only_field, invalid_date, out_of_range, …' }),
    message: z.string(),
    record: z.string().optional().meta({ description: 'A BC3 import: the record at fault (`~D`).' }),
    line: z.number().int().optional().meta({ description: 'A BC3 import: the file line where that record starts.' }),
  })
  .meta({ id: 'FieldError' });

/** Every error status the API answers, its schema and when it happens. */
export const ERRORS = {
  400: {
    description: 'Malformed JSON (`invalid_json`), cursor (`invalid_cursor`) or request (`invalid_request`).',
    schema: errorBody('BadRequestError', ['invalid_json', 'invalid_cursor', 'invalid_request'], 'A request the API cannot read.'),
  },
  401: {
    description: 'No or garbled `Authorization` (`unauthenticated`), an unknown key (`invalid_api_key`) or a revoked one (`api_key_revoked`).',
    schema: errorBody('UnauthorizedError', ['unauthenticated', 'invalid_api_key', 'api_key_revoked'], 'The caller is not authenticated.'),
  },
  403: {
    description: 'The key lacks the scope named in `details.required_scope`.',
    schema: errorBody(
      'ForbiddenError',
      ['insufficient_scope'],
      'The key lacks a scope.',
      z.strictObject({ required_scope: z.string().meta({ example: 'write:invoices' }) }),
    ),
  },
  404: {
    description: 'No such resource in the caller\'s organization and mode (another organization\'s or mode\'s id is not found either).',
    schema: errorBody('NotFoundError', ['not_found'], 'Unknown id or route.'),
  },
  409: {
    description:
      '`duplicate_resource` (`details.existing_id`), `resource_in_use` (with the counts), `invalid_state_transition` (`details.from`, `details.to`).',
    schema: errorBody(
      'ConflictError',
      ['duplicate_resource', 'resource_in_use', 'invalid_state_transition', 'idempotency_key_in_use'],
      'The request conflicts with the resource\'s state.',
    ),
  },
  413: {
    description: 'The body is over the size limit: 1 MiB for JSON, `MAX_UPLOAD_BYTES` (25 MiB by default) for a file.',
    schema: errorBody('PayloadTooLargeError', ['payload_too_large'], 'The body is too large.'),
  },
  415: {
    description: 'The body is not `application/json` (or, for a file, not one of the types the operation takes).',
    schema: errorBody('UnsupportedMediaTypeError', ['unsupported_media_type'], 'The body has another content type.'),
  },
  422: {
    description: 'Every problem of the body and query at once in `details.errors`. Nothing was changed.',
    schema: errorBody(
      'ValidationError',
      ['validation_failed', 'idempotency_key_reused'],
      'The request was understood but refused.',
      z.object({ errors: z.array(fieldError).optional() }).catchall(z.unknown()),
    ),
  },
  429: {
    description: 'The key\'s bucket is empty: retry after `Retry-After` seconds. Nothing was changed.',
    schema: errorBody(
      'RateLimitedError',
      ['rate_limited'],
      'Too many requests for this key.',
      z.strictObject({ retry_after: z.number().int(), burst: z.number().int(), per_second: z.number() }),
    ),
  },
  500: {
    description: 'A failure on the service side; quote `request_id`. Never internals.',
    schema: errorBody('InternalError', ['internal_error'], 'Something went wrong on the service side.'),
  },
  503: {
    description:
      'The service cannot reach its database (stopped, restarting, or too slow): retry after `Retry-After` seconds, a POST with the same `Idempotency-Key` (docs/operations.md#database-outages).',
    schema: errorBody(
      'ServiceUnavailableError',
      ['service_unavailable'],
      'The service is briefly unable to answer.',
      z.strictObject({ retry_after: z.number().int() }),
    ),
  },
} as const;

export type ErrorStatus = keyof typeof ERRORS;

/** The 405 of a known path asked with another method (with `Allow`). */
export const methodNotAllowed = errorBody(
  'MethodNotAllowedError',
  ['method_not_allowed'],
  'The path does not take that method; `Allow` lists those it takes.',
  z.strictObject({ allowed: z.array(z.string()) }),
);
