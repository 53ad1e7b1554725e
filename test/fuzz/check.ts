import type { ErrorCode } from '../../src/platform/errors.js';
import { AppError } from '../../src/platform/errors.js';
import { checkResponse } from '../helpers/openapi.js';
import type { FuzzRequest } from './http.js';

/**
 * What an answer must be (docs/operations.md#fuzzing). Every documented code is listed (the
 * compiler insists that a new one is added here).
 */
const CODES: Record<ErrorCode, true> = {
  invalid_json: true,
  invalid_cursor: true,
  invalid_request: true,
  unauthenticated: true,
  invalid_api_key: true,
  api_key_revoked: true,
  invalid_credentials: true,
  invalid_origin: true,
  insufficient_scope: true,
  not_found: true,
  method_not_allowed: true,
  duplicate_resource: true,
  resource_in_use: true,
  invalid_state_transition: true,
  idempotency_key_in_use: true,
  payload_too_large: true,
  unsupported_media_type: true,
  validation_failed: true,
  idempotency_key_reused: true,
  query_too_complex: true,
  rate_limited: true,
  internal_error: true,
  service_unavailable: true,
};
const ERROR_STATUS = Object.fromEntries(Object.keys(CODES).map((code) => [code, new AppError(code as ErrorCode, '').status])) as Record<
  ErrorCode,
  number
>;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** What is wrong with an answer, or null. */
export function problemOf(request: FuzzRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  let body: any;
  try {
    body = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    return `a body that is not JSON (${answer.status})`;
  }
  if (request.surface === 'graphql' && request.path.startsWith('/graphql?') || request.path === '/graphql') {
    // GraphQL answers in its own format (405 included, for a mutation over GET); what the HTTP
    // layer refuses before GraphQL (a body that is not JSON, a PUT) is in the REST envelope.
    if (body && Array.isArray(body.errors)) {
      for (const error of body.errors) {
        const code = error?.extensions?.code;
        if (!(code in ERROR_STATUS)) return `GraphQL error code ${JSON.stringify(code)}`;
        if (code === 'internal_error') return 'GraphQL internal_error';
      }
      return null;
    }
    if (answer.status < 400) return body && typeof body === 'object' && 'data' in body ? null : 'a GraphQL answer without data or errors';
  }
  if (answer.status >= 400) {
    const problem = envelopeProblem(body, answer);
    if (problem) return problem;
  }
  // Every /v1 answer is also one the OpenAPI document describes (docs/openapi.md).
  try {
    checkResponse(request.method, request.path, answer.status, answer.headers, body);
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
  return null;
}

function envelopeProblem(body: any, answer: Answer): string | null {
  const e = body?.error;
  if (!e || typeof e !== 'object') return `${answer.status} without the error envelope`;
  if (!(e.code in ERROR_STATUS)) return `undocumented code ${JSON.stringify(e.code)}`;
  if (ERROR_STATUS[e.code as ErrorCode] !== answer.status) return `code ${e.code} with status ${answer.status}`;
  if (typeof e.message !== 'string' || e.message === '') return 'no message';
  if (!(e.param === null || typeof e.param === 'string')) return 'param neither string nor null';
  if (!e.details || typeof e.details !== 'object' || Array.isArray(e.details)) return 'details not an object';
  if (typeof e.request_id !== 'string' || e.request_id !== answer.headers.get('request-id')) return 'request_id not the Request-Id';
  if (e.code === 'method_not_allowed' && !answer.headers.get('allow')) return '405 without Allow';
  if (e.code === 'validation_failed' && !Array.isArray(e.details.errors)) return '422 without details.errors';
  return null;
}
