import type { Context, Next } from 'koa';
import { authenticate } from '../src/api-keys/api-key.service.js';
import { UPLOAD_TYPES, uploadFile } from '../src/files/upload.service.js';
import type { RateLimiter } from '../src/rate-limits/rate-limiter.js';
import type { ServiceContext } from '../src/shared/actor.js';
import { AppError } from '../src/shared/errors.js';
import { requestEm } from './middleware/auth.js';
import { readFileBody } from './middleware/body.js';
import { spendRateLimitToken } from './middleware/rate-limit.js';

/**
 * Who may upload: today the Bearer API key (the service checks it holds a `write:` scope), with
 * its rate limit. The web app's session cookie is to be accepted here as well: this is the one
 * place that decides (docs/documents-from-files.md#uploads).
 */
async function uploadCaller(ctx: Context, limiter: RateLimiter | null): Promise<ServiceContext> {
  const em = requestEm();
  const actor = await authenticate(em, ctx.get('Authorization') || undefined);
  await spendRateLimitToken(ctx, limiter, actor.apiKeyId);
  return { em, actor };
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
