import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import { executeIdempotently } from '../src/platform/idempotency/idempotency.js';
import type { ServiceContext } from '../src/platform/actor.js';
import { AppError } from '../src/platform/errors.js';
import { type ListResult, listBody } from '../src/platform/pagination.js';
import { idempotentRequest, replay } from './idempotency.js';
import { objectBody, readFileBody } from './middleware/body.js';

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

/** Handlers of routes whose body is a file: the JSON body reader leaves their body alone. */
const fileRoutes = new WeakSet<object>();

/** Whether a route's handlers read the body as a file (`upload()`), not as JSON. */
export function takesFileBody(handlers: readonly unknown[]): boolean {
  return handlers.some((h) => typeof h === 'function' && fileRoutes.has(h));
}

/**
 * A route whose body is a file of one of `types` (docs/api-conventions.md#request-bodies): the
 * service gets `readFile`, which reads it (415, or 413 past `MAX_UPLOAD_BYTES`) when the service
 * asks. A response sent before the body is read whole closes the connection, so that the rest of
 * an upload is not read for nothing.
 */
export function upload<T>(
  call: (req: RestRequest & { readFile: () => Promise<Buffer> }) => Promise<T>,
  options: { types: readonly string[]; status?: number },
) {
  const status = options.status ?? 200;
  const handler = async (ctx: Context) => {
    const query = { ...ctx.query } as Record<string, unknown>;
    let file: Buffer | null = null;
    const readFile = async () => (file ??= await readFileBody(ctx, options.types, ctx.state.maxUploadBytes));
    try {
      // With an Idempotency-Key the file is read first: its digest is part of what a retry must repeat.
      const idempotent =
        ctx.method === 'POST' && ctx.get('Idempotency-Key')
          ? idempotentRequest(ctx, status, { file_sha256: createHash('sha256').update(await readFile()).digest('hex') })
          : null;
      const run = () => call({ sc: ctx.state.sc, params: ctx.params ?? {}, query, body: {}, readFile });
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
    } catch (error) {
      if (file === null) ctx.set('Connection', 'close');
      throw error;
    }
  };
  fileRoutes.add(handler);
  return handler;
}

/** A file name in ASCII: accents dropped (`ó` → `o`, `º` → `o`), anything else outside ASCII `_`. */
function asciiFilename(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

/** A route that answers a file (an export): its bytes, media type and a download file name. */
export function download(call: (req: RestRequest) => Promise<{ filename: string; contentType: string; body: Buffer }>) {
  return async (ctx: Context) => {
    const body = objectBody(ctx);
    rejectFields(body);
    const file = await call({ sc: ctx.state.sc, params: ctx.params ?? {}, query: { ...ctx.query }, body });
    // `filename` in ASCII for every client, `filename*` (RFC 6266) with the name as it is.
    ctx.attachment(file.filename, { fallback: asciiFilename(file.filename) });
    ctx.type = file.contentType;
    ctx.body = file.body;
  };
}

/** A stored file a use case answers by reference: the adapter streams it. */
export interface StoredFileAnswer {
  filename: string;
  contentType: string;
  /** Identifies the bytes (a SHA-256): the `ETag`. */
  etag: string;
  sizeBytes: number;
  open(): Readable;
}

/**
 * A route that answers a stored file (an invoice's archived PDF), streamed, with its `ETag`: a
 * request whose `If-None-Match` names it is a 304 without reading the file.
 */
export function storedFile(call: (req: RestRequest) => Promise<StoredFileAnswer>) {
  return async (ctx: Context) => {
    const query = { ...ctx.query } as Record<string, unknown>;
    rejectQuery(query);
    const body = objectBody(ctx);
    rejectFields(body);
    const file = await call({ sc: ctx.state.sc, params: ctx.params ?? {}, query, body });
    ctx.set('ETag', `"${file.etag}"`);
    if (noneMatch(ctx.get('If-None-Match'), file.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.type = file.contentType;
    ctx.length = file.sizeBytes;
    ctx.set('Content-Disposition', `inline; filename="${asciiFilename(file.filename).replace(/"/g, '_')}"`);
    ctx.body = file.open();
  };
}

/**
 * Whether `If-None-Match` names the current entity tag (`*`, or one of a list; weak comparison,
 * as RFC 9110 asks for GET). Evaluated whatever `Cache-Control` says: that header is for
 * caches, and fetch() adds `no-cache` to every conditional request.
 */
function noneMatch(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${etag}"`);
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
