import type { Context, Next } from 'koa';
import { newId } from '../../src/shared/ids.js';
import type { Logger } from '../../src/shared/logger.js';

/** Gives every request a `req_` id, returned in `Request-Id` and written in the access log. */
export function requestId(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const id = newId('request');
    const started = process.hrtime.bigint();
    ctx.state.requestId = id;
    ctx.set('Request-Id', id);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { request_id: id, method: ctx.method, path: ctx.path, status: ctx.status, duration_ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
