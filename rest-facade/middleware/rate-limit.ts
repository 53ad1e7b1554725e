import type { Context } from 'koa';
import { type RateLimitDecision, type RateLimiter, policyWindowSeconds } from '../../src/platform/rate-limits/rate-limiter.js';
import type { Actor } from '../../src/platform/actor.js';
import { AppError } from '../../src/platform/errors.js';

/**
 * The IETF rate-limit fields (draft-ietf-httpapi-ratelimit-headers) and the 429 of
 * docs/api-conventions.md#rate-limits. Both no-ops without a limiter.
 */

/** The `RateLimit-Policy` field of a limiter, the same for every caller. */
export function rateLimitPolicyField(limiter: RateLimiter): string {
  return `"default";q=${limiter.policy.burst};w=${policyWindowSeconds(limiter.policy)}`;
}

/** `RateLimit-Policy`, the same for every caller: on every `/v1` response, before authentication. */
export function announceRateLimitPolicy(ctx: Context, limiter: RateLimiter | null): void {
  if (!limiter) return;
  ctx.set('RateLimit-Policy', rateLimitPolicyField(limiter));
}

/** Whose bucket a request spends: an API key's, or a web-app session's (docs/api-conventions.md#rate-limits). */
export function rateLimitPrincipal(actor: Pick<Actor, 'principal'>): string {
  return actor.principal.type === 'user' ? `session:${actor.principal.sessionId}` : actor.principal.id;
}

/**
 * Spends one token of `principal` (an API key id, or a web-app session): sets `RateLimit` (and
 * `RateLimit-Policy`), and refuses with 429 `rate_limited` and `Retry-After` when the bucket is
 * empty. Runs before the request is read, so a refused request changes nothing. Decided without
 * a promise when this replica's lease holds a token (`RateLimiter.takeLocal`).
 */
export function spendRateLimitToken(ctx: Context, limiter: RateLimiter | null, principal: string): Promise<void> | undefined {
  if (!limiter) return undefined;
  const decision = limiter.takeLocal(principal);
  if (decision) return answerDecision(ctx, limiter, decision);
  return limiter.take(principal).then((taken) => answerDecision(ctx, limiter, taken));
}

function answerDecision(ctx: Context, limiter: RateLimiter, decision: RateLimitDecision): undefined {
  announceRateLimitPolicy(ctx, limiter);
  ctx.set('RateLimit', `"default";r=${decision.remaining};t=${decision.resetSeconds}`);
  if (decision.allowed) return;
  ctx.set('Retry-After', String(decision.retryAfterSeconds));
  const { burst, perSecond } = limiter.policy;
  throw new AppError(
    'rate_limited',
    `Too many requests: this key may make ${burst} requests at once and ${perSecond} per second after that. Retry after ${decision.retryAfterSeconds} s.`,
    null,
    { retry_after: decision.retryAfterSeconds, burst, per_second: perSecond },
  );
}
