import type { Context } from 'koa';
import { executeIdempotently } from '../src/idempotency/idempotency.service.js';
import type { ServiceContext } from '../src/shared/actor.js';
import { AppError } from '../src/shared/errors.js';
import { type ListResult, listBody } from '../src/shared/pagination.js';
import { idempotentRequest, replay } from './idempotency.js';
import { objectBody } from './middleware/body.js';

/** What a REST handler needs from a request, already parsed. */
export interface RestRequest {
  sc: ServiceContext;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/**
 * Wraps a service call as a Koa handler. `query: false` (the default for non-list routes) makes
 * any query parameter a 422, as unknown body fields are. A POST with an `Idempotency-Key` runs
 * under it: a stored answer is replayed, and the first answer is stored with the write
 * (docs/api-conventions.md#idempotency).
 */
export function handle<T>(
  call: (req: RestRequest) => Promise<T>,
  options: { status?: number; query?: boolean; body?: boolean } = {},
) {
  return async (ctx: Context) => {
    const status = options.status ?? 200;
    const run = () => {
      const query = { ...ctx.query } as Record<string, unknown>;
      if (!options.query) rejectQuery(query);
      const body = objectBody(ctx);
      if (options.body === false) rejectFields(body);
      return call({ sc: ctx.state.sc, params: ctx.params ?? {}, query, body });
    };
    const idempotent = ctx.method === 'POST' ? idempotentRequest(ctx, status) : null;
    if (!idempotent) {
      const result = await run();
      ctx.status = status;
      ctx.body = result;
      return;
    }
    const outcome = await executeIdempotently((ctx.state.sc as ServiceContext).em, idempotent, run);
    if (outcome.replayed) return replay(ctx, outcome.response);
    ctx.status = status;
    ctx.body = outcome.value;
  };
}

/** A list route: the service parses the query and returns a page. */
export function list<T>(call: (req: RestRequest) => Promise<ListResult<T>>) {
  return handle(async (req) => {
    const { page, limit } = await call(req);
    return listBody(page, limit);
  }, { query: true });
}

function rejectQuery(query: Record<string, unknown>): void {
  const keys = Object.keys(query);
  if (keys.length === 0) return;
  throw AppError.validation(
    keys.map((k) => ({ param: k, code: 'unknown_field', message: `\`${k}\` is not a query parameter of this endpoint.` })),
  );
}

/** Actions without parameters (DELETE, restore) accept no body or `{}`; any field is a 422. */
function rejectFields(body: Record<string, unknown>): void {
  const keys = Object.keys(body);
  if (keys.length === 0) return;
  throw AppError.validation(
    keys.map((k) => ({ param: k, code: 'unknown_field', message: `\`${k}\` is not a field of this request.` })),
  );
}
