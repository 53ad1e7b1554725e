import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../shared/errors.js';
import { hashToken } from '../shared/tokens.js';

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
  const key = emailKey(email);
  // For each key: the 10th most recent failure in the window; while it is in the window, the limit is reached.
  const [row] = await em.execute<Array<{ email_retry: number | null; address_retry: number | null }>>(
    `with recent as (
       select email_hash, client_address, created_at from login_failures
        where created_at > now() - make_interval(mins => ?) and (email_hash = ? or client_address = ?)
     )
     select ceil(extract(epoch from (array_agg(created_at order by created_at desc) filter (where email_hash = ?))[?]
                 + make_interval(mins => ?) - now()))::int as email_retry,
            ceil(extract(epoch from (array_agg(created_at order by created_at desc) filter (where client_address = ?))[?]
                 + make_interval(mins => ?) - now()))::int as address_retry
       from recent`,
    [WINDOW_MINUTES, key, clientAddress, key, MAX_FAILURES, WINDOW_MINUTES, clientAddress, MAX_FAILURES, WINDOW_MINUTES],
  );
  const retryAfter = Math.max(row?.email_retry ?? 0, row?.address_retry ?? 0);
  if (retryAfter > 0) {
    throw new AppError('rate_limited', `Too many failed sign-ins: try again in ${retryAfter} seconds.`, null, {
      retry_after_seconds: retryAfter,
    });
  }
}

export async function recordLoginFailure(em: EntityManager, email: string, clientAddress: string): Promise<void> {
  await em.execute(`insert into login_failures (email_hash, client_address, created_at) values (?, ?, now())`, [
    emailKey(email),
    clientAddress,
  ]);
}

