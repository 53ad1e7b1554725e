import type { Context, Next } from 'koa';
import getRawBody from 'raw-body';
import { AppError } from '../../src/platform/errors.js';

/** Request bodies above this size are refused with 413 (docs/api-conventions.md#request-bodies). */
export const MAX_BODY_BYTES = 1024 * 1024;

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return (length !== '' && length !== '0') || ctx.get('Transfer-Encoding') !== '';
}

/**
 * Reads a JSON body into `ctx.request.body`: non-JSON content types are 415, more than 1 MiB is
 * 413, unparsable JSON is 400 `invalid_json`, and a body that is not an object 400 `invalid_request`.
 * No body at all reads as `{}` (actions such as restore take none).
 */
export async function jsonBody(ctx: Context, next: Next) {
  await readJsonBody(ctx);
  return next();
}

/** `jsonBody` without a next step; a request without a body is done at once (no promise). */
export function readJsonBody(ctx: Context): Promise<void> | undefined {
  if (!hasBody(ctx)) {
    (ctx.request as { body?: unknown }).body = undefined;
    return undefined;
  }
  return readJson(ctx);
}

async function readJson(ctx: Context): Promise<void> {
  const type = ctx.get('Content-Type');
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i.test(type)) {
    throw new AppError('unsupported_media_type', 'Request bodies must be JSON: send `Content-Type: application/json`.', null, {
      content_type: type || null,
    });
  }
  const length = Number(ctx.get('Content-Length') || 0);
  if (length > MAX_BODY_BYTES) throw tooLarge();
  let raw: string;
  try {
    raw = await getRawBody(ctx.req, { limit: MAX_BODY_BYTES, encoding: 'utf8' });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw tooLarge();
    throw new AppError('invalid_request', 'The request body could not be read.');
  }
  if (raw.trim() === '') {
    (ctx.request as { body?: unknown }).body = undefined;
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new AppError('invalid_json', `The body is not valid JSON: ${(error as Error).message}`);
  }
  (ctx.request as { body?: unknown }).body = parsed;
}

/** The body must be a JSON object (for endpoints that take one). */
export function objectBody(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('invalid_request', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * Reads a file sent as the raw request body (an upload such as a BC3 import), for routes that
 * take one instead of JSON (`upload()` in ../handler.ts): a content type other than `types` is 415;
 * a body over `limit` bytes is 413 `payload_too_large`, refused from its `Content-Length` before
 * reading or, without one, as soon as the bytes read pass the limit (never buffered whole). No
 * body reads as an empty buffer. docs/api-conventions.md#request-bodies
 */
export async function readFileBody(ctx: Context, types: readonly string[], limit: number): Promise<Buffer> {
  const type = ctx.get('Content-Type');
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (!types.includes(mediaType)) {
    throw new AppError('unsupported_media_type', `This endpoint takes the file as the request body: send \`Content-Type: ${types[0]}\`.`, null, {
      content_type: type || null,
      accepted: types,
    });
  }
  if (!hasBody(ctx)) return Buffer.alloc(0);
  const declared = ctx.get('Content-Length');
  if (declared !== '' && Number(declared) > limit) throw uploadTooLarge(limit);
  try {
    return await getRawBody(ctx.req, { limit, length: declared === '' ? undefined : Number(declared) });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw uploadTooLarge(limit);
    throw new AppError('invalid_request', 'The request body could not be read.');
  }
}

function uploadTooLarge(limit: number): AppError {
  return new AppError('payload_too_large', `Uploaded files are limited to ${limit} bytes.`, null, { limit_bytes: limit });
}

function tooLarge(): AppError {
  return new AppError('payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`, null, {
    limit_bytes: MAX_BODY_BYTES,
  });
}
