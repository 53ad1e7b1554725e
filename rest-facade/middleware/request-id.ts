import type { Context } from 'koa';
import { newId } from '../../src/platform/ids.js';
import type { Logger } from '../../src/platform/logger.js';

/** Gives the request a `req_` id (`ctx.state.requestId`), returned in `Request-Id`. */
export function assignRequestId(ctx: Context): void {
  const id = newId('request');
  ctx.state.requestId = id;
  ctx.set('Request-Id', id);
}

/** The access-log line of a request that started at `started` (`process.hrtime.bigint()`). */
export function logRequest(logger: Logger, ctx: Context, started: bigint): void {
  if (!logger.isLevelEnabled('info')) return;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  logger.info(
    { request_id: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, duration_ms: Math.round(ms * 10) / 10 },
    'request',
  );
}
