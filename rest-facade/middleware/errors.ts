import type { Context, Next } from 'koa';
import { AppError } from '../../src/shared/errors.js';
import type { Logger } from '../../src/shared/logger.js';

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
 * The one place REST turns errors into responses. AppErrors keep their status and code;
 * anything else is logged with the request id and answered as `internal_error` without internals.
 */
export function errorMapper(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (caught) {
      const error = toAppError(caught, ctx, logger);
      ctx.status = error.status;
      ctx.body = errorBody(error, ctx.state.requestId);
      if (error.code === 'method_not_allowed' && error.details.allowed) {
        ctx.set('Allow', (error.details.allowed as string[]).join(', '));
      }
    }
  };
}

function toAppError(caught: unknown, ctx: Context, logger: Logger): AppError {
  if (caught instanceof AppError) return caught;
  logger.error({ err: caught, request_id: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
  return new AppError('internal_error', 'Something went wrong on our side. Quote the request id if you contact us.');
}
