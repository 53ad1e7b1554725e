import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/errors.js';
import { hashToken } from '../../platform/tokens.js';
import { insertLoginFailure, loginRetryAfter } from './login-failure.queries.js';

/**
 * Sign-in throttle (docs/people-and-sessions.md#signing-in): after 10 failed sign-ins for one
 * e-mail address, or from one client address, within 15 minutes, further attempts (right
 * password included) answer 429 `rate_limited` until the oldest of those 10 is 15 minutes old.
 * Failures are rows in PostgreSQL, so every API replica counts the same ones.
 */
export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/** What was typed as the address, kept only as a hash (people type their password there too). */
const emailKey = (email: string) => hashToken(`login:${email}`);

export async function assertLoginAllowed(em: EntityManager, email: string, clientAddress: string): Promise<void> {
  // For each key: the 10th most recent failure in the window; while it is in the window, the limit is reached.
  const row = await loginRetryAfter(em, emailKey(email), clientAddress, MAX_FAILURES, WINDOW_MINUTES);
  const retryAfter = Math.max(row?.email_retry ?? 0, row?.address_retry ?? 0);
  if (retryAfter > 0) {
    throw new AppError('rate_limited', `Too many failed sign-ins: try again in ${retryAfter} seconds.`, null, {
      retry_after_seconds: retryAfter,
    });
  }
}

export async function recordLoginFailure(em: EntityManager, email: string, clientAddress: string): Promise<void> {
  await insertLoginFailure(em, emailKey(email), clientAddress);
}
