import type pg from 'pg';
import type { Queryable } from '../db/sql.js';
import { assignedKey, type ConstraintRules } from '../db/database-errors.js';

/**
 * One lease from a principal's shared bucket, in one statement: the bucket is created full on
 * first use, refilled for the time since its last lease (at most `burst`), and gives up to
 * `want` whole tokens. The row lock of the upsert serializes replicas leasing from one bucket.
 * A lease that gets nothing still records the refill, so no token is lost. (`1e-9` keeps a
 * level that floating point leaves at 0.999… from refusing a token that is due.)
 */
const LEASE = `
  insert into rate_limit_buckets as b (principal, tokens, granted, refilled_at)
  values ($1, $3::float8 - least($2::int, floor($3::float8)), least($2::int, floor($3::float8))::int, clock_timestamp())
  on conflict (principal) do update set (granted, tokens, refilled_at) = (
    select x.given, a.available - x.given, greatest(b.refilled_at, excluded.refilled_at)
      from (select least($3::float8, b.tokens + $4::float8
                   * greatest(0, extract(epoch from excluded.refilled_at - b.refilled_at))::float8) as available) a,
           lateral (select least($2::int, floor(a.available + 1e-9))::int as given) x)
  returning granted, tokens`;

/** What the shared bucket answered: tokens granted (0 to `want`) and its level after the grant. */
export interface Lease {
  granted: number;
  level: number;
}

export async function leaseTokens(
  pool: pg.Pool,
  principal: string,
  want: number,
  policy: { perSecond: number; burst: number },
): Promise<Lease> {
  const { rows } = await pool.query<{ granted: number; tokens: number }>(LEASE, [principal, want, policy.burst, policy.perSecond]);
  return { granted: rows[0].granted, level: rows[0].tokens };
}

/**
 * Removes buckets untouched for a day (the daily cron). A missing bucket is a full one, and any
 * bucket refills in `burst / perSecond` seconds (2 by default), so nothing changes for anyone.
 */
export async function deleteIdleBuckets(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`delete from rate_limit_buckets where refilled_at < now() - interval '1 day'`);
  return rowCount ?? 0;
}

/** What the constraints of `rate_limit_buckets` mean to a client (docs/api-conventions.md#errors). */
export const rateLimitConstraints: ConstraintRules = {
  rate_limit_buckets_pkey: assignedKey('rate-limit bucket'),
};
