import type { EntityManager } from '@mikro-orm/postgresql';
import { type ConstraintRules, assignedKey } from '../../platform/db/database-errors.js';

/** Failed sign-ins, one row each (`login_failures`; the rule reading them is ./login-throttle.ts). */

/**
 * Seconds until the `max`-th most recent failure of the e-mail key, and of the client address,
 * leaves the window of `windowMinutes` (null: fewer than `max` failures in the window).
 */
export async function loginRetryAfter(
  em: EntityManager,
  emailHash: string,
  clientAddress: string,
  max: number,
  windowMinutes: number,
): Promise<{ email_retry: number | null; address_retry: number | null } | undefined> {
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
    [windowMinutes, emailHash, clientAddress, emailHash, max, windowMinutes, clientAddress, max, windowMinutes],
  );
  return row;
}

export async function insertLoginFailure(em: EntityManager, emailHash: string, clientAddress: string): Promise<void> {
  await em.execute(`insert into login_failures (email_hash, client_address, created_at) values (?, ?, now())`, [emailHash, clientAddress]);
}

/** What the constraints of `login_failures` mean to a client (docs/api-conventions.md#errors). */
export const loginFailureConstraints: ConstraintRules = {
  login_failures_pkey: assignedKey('sign-in failure'),
};
