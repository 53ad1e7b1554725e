import type { Duplex } from 'node:stream';
import type { Context } from 'koa';
import { unavailableError } from '../../src/platform/db/availability.js';
import { AppError } from '../../src/platform/errors.js';
import { newId } from '../../src/platform/ids.js';
import type { Logger } from '../../src/platform/logger.js';

/** The error body of docs/api-conventions.md#errors, for every status. */
export function errorBody(error: AppError, requestId: string) {
  return {
    error: {
      code: error.code,
      message: error.message,
      param: error.param,
      details: error.details,
      request_id: requestId,
    },
  };
}

/**
 * The one place REST turns errors into responses (`createApp` calls it for whatever a request
 * throws). AppErrors keep their status and code; the database out of reach is 503
 * `service_unavailable` with `Retry-After` (docs/operations.md#database-outages); anything else
 * is logged with the request id and answered as `internal_error` without internals.
 */
export function answerError(ctx: Context, caught: unknown, logger: Logger): void {
  const error = toAppError(caught, ctx, logger);
  ctx.status = error.status;
  ctx.body = errorBody(error, ctx.state.requestId);
  if (error.code === 'method_not_allowed' && error.details.allowed) {
    ctx.set('Allow', (error.details.allowed as string[]).join(', '));
  }
  if (error.code === 'service_unavailable') ctx.set('Retry-After', String(error.details.retry_after));
}

function toAppError(caught: unknown, ctx: Context, logger: Logger): AppError {
  if (caught instanceof AppError) return caught;
  const unavailable = unavailableError(caught);
  if (unavailable) {
    logger.warn({ err: caught, request_id: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'database unavailable');
    return unavailable;
  }
  logger.error({ err: caught, request_id: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
  return new AppError('internal_error', 'Something went wrong on our side. Quote the request id if you contact us.');
}

/**
 * What Node's HTTP parser refuses before Koa sees the request — a request line and headers over
 * 16 KiB (a very long URL), a malformed request line — answered in the error envelope as 400
 * `invalid_request` (a malformed request), instead of Node's bare 431 or 400 without a body.
 * Attached to the server's `clientError` event.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, headers: Record<string, string> = {}): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const requestId = newId('request');
  const message =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'The request line and headers must not exceed 16 KiB together; send long values in a body.'
      : 'The request is not valid HTTP.';
  const body = JSON.stringify(errorBody(new AppError('invalid_request', message), requestId));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Request-Id: ${requestId}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}Connection: close\r\n\r\n${body}`,
  );
}
