import type { Context, Next } from 'koa';
import { authenticateRequest } from './request-auth.js';
import { UPLOAD_TYPES, uploadFile } from '../../src/files/upload.service.js';
import type { RateLimiter } from '../../src/platform/rate-limits/rate-limiter.js';
import type { ServiceContext } from '../../src/platform/actor.js';
import { AppError } from '../../src/platform/errors.js';
import { requestEm } from '../middleware/auth.js';
import { readFileBody } from '../middleware/body.js';
import { rateLimitPrincipal, spendRateLimitToken } from '../middleware/rate-limit.js';

/**
 * Who may upload: a Bearer API key, or the web app's session cookie from one of its origins (the
 * service checks the caller holds a `write:` scope), with the caller's rate limit; this is the
 * one place that decides (docs/documents-from-files.md#uploads).
 */
async function uploadCaller(ctx: Context, limiter: RateLimiter | null): Promise<ServiceContext> {
  const em = requestEm(ctx);
  const auth = await authenticateRequest(em, ctx);
  if (!auth.actor) throw auth.failure;
  await spendRateLimitToken(ctx, limiter, rateLimitPrincipal(auth.actor));
  return { em, actor: auth.actor };
}

/**
 * `POST /uploads`, outside `/v1` (the web app's door for files): the raw body is a PDF or XML
 * file of those media types (415 otherwise), at most `maxUploadBytes` (413); answers 201 with the
 * `file_…` (docs/documents-from-files.md#uploads). Retrying stores nothing twice, so no
 * `Idempotency-Key` is needed. A refusal sent before the body was read closes the connection,
 * so that the rest of the upload is not read for nothing.
 */
export function uploadsRoute(options: { maxUploadBytes: number }, limiter: RateLimiter | null) {
  return async function uploads(ctx: Context, next: Next) {
    if (ctx.path !== '/uploads') return next();
    ctx.state.route = '/uploads';
    if (ctx.method !== 'POST') {
      throw new AppError('method_not_allowed', `${ctx.method} is not allowed on /uploads.`, null, { allowed: ['POST'] });
    }
    let read = false;
    try {
      const sc = await uploadCaller(ctx, limiter);
      ctx.body = await uploadFile(sc, ctx.get('Content-Type'), async () => {
        const bytes = await readFileBody(ctx, UPLOAD_TYPES, options.maxUploadBytes);
        read = true;
        return bytes;
      });
      ctx.status = 201;
    } catch (error) {
      if (!read) ctx.set('Connection', 'close');
      throw error;
    }
  };
}
