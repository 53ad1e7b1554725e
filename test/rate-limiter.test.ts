import { describe, expect, it } from 'vitest';
import type { Lease } from '../src/platform/rate-limits/rate-limit.queries.js';
import { LEASE_TTL_MS, type RateLimitPolicy, RateLimiter, maxLease, policyWindowSeconds } from '../src/platform/rate-limits/rate-limiter.js';

/**
 * The leasing rule of the rate limiter, on a virtual clock, against an in-memory bucket that
 * does what the lease statement does (src/platform/rate-limits/rate-limit.queries.ts). The statement
 * itself and the replicas over PostgreSQL are tested over HTTP (rate-limits*.test.ts).
 */
class SharedBucket {
  private readonly buckets = new Map<string, { level: number; last: number }>();
  leases = 0;

  constructor(
    private readonly clock: { now: number },
    private readonly policy: RateLimitPolicy,
  ) {}

  level(principal: string): number {
    return this.buckets.get(principal)?.level ?? this.policy.burst;
  }

  lease = async (principal: string, want: number): Promise<Lease> => {
    this.leases += 1;
    const b = this.buckets.get(principal) ?? { level: this.policy.burst, last: this.clock.now };
    b.level = Math.min(this.policy.burst, b.level + (this.policy.perSecond * (this.clock.now - b.last)) / 1000);
    b.last = this.clock.now;
    const granted = Math.min(want, Math.floor(b.level + 1e-9));
    b.level -= granted;
    this.buckets.set(principal, b);
    return { granted, level: b.level };
  };
}

/** `replicas` limiters over one bucket, each taking `perMs` requests every millisecond for `ms`; accepted times. */
async function hammer(policy: RateLimitPolicy, replicas: number, ms: number, perMs = 1) {
  const clock = { now: 0 };
  const bucket = new SharedBucket(clock, policy);
  const limiters = Array.from({ length: replicas }, () => new RateLimiter(policy, bucket.lease, () => clock.now));
  const accepted: number[] = [];
  let requests = 0;
  for (; clock.now < ms; clock.now += 1) {
    const decisions = await Promise.all(
      // As the middleware spends a token: from the local lease when it can, else through a lease.
      limiters.flatMap((l) => Array.from({ length: perMs }, () => l.takeLocal('key_a') ?? l.take('key_a'))),
    );
    requests += decisions.length;
    for (const d of decisions) if (d.allowed) accepted.push(clock.now);
  }
  return { accepted, requests, leases: bucket.leases };
}

describe('the rate limiter over a shared bucket', () => {
  const policy = { perSecond: 20, burst: 20 };

  it('accepts no more than the bucket allows plus one lease per replica, in 10 s and in every 1 s window', async () => {
    const { accepted } = await hammer(policy, 2, 10_000);
    const allowance = policy.burst + policy.perSecond * 10;
    expect(accepted.length).toBeLessThanOrEqual(allowance + 2 * maxLease(policy));
    expect(accepted.length).toBeGreaterThanOrEqual(allowance * 0.95);
    for (let start = 0; start <= 9000; start += 250) {
      const inWindow = accepted.filter((t) => t >= start && t < start + 1000).length;
      expect(inWindow, `window at ${start} ms`).toBeLessThanOrEqual(policy.burst + policy.perSecond + 2 * maxLease(policy));
    }
  });

  it('does not ask the bucket again before a token is due: a refused request costs no database write', async () => {
    const { requests, leases, accepted } = await hammer(policy, 2, 10_000);
    expect(requests).toBe(20_000);
    // At most one lease per token handed out, plus one per replica each time the bucket runs dry.
    expect(leases).toBeLessThanOrEqual(accepted.length + 2 * (policy.perSecond * 10 + 1));
  });

  it('leases in batches sized to the demand when the limit is far away', async () => {
    const generous = { perSecond: 100_000, burst: 100_000 };
    const { requests, leases, accepted } = await hammer(generous, 1, 2000, 5);
    expect(accepted).toHaveLength(requests);
    // 5 requests per ms lease about 2,500 tokens (500 ms of demand) at a time, once the demand
    // estimate has risen (a time constant of 1 s): a few dozen leases for 10,000 requests.
    expect(leases).toBeLessThan(requests / 200);
  });

  it('drops leased tokens not spent within the lease time', async () => {
    const clock = { now: 0 };
    let leases = 0;
    // A bucket that always grants 10 tokens, the rest of it empty.
    const limiter = new RateLimiter(
      policy,
      async () => {
        leases += 1;
        return { granted: 10, level: 0 };
      },
      () => clock.now,
    );
    expect((await limiter.take('key_a')).allowed).toBe(true);
    clock.now += LEASE_TTL_MS - 1;
    expect((await limiter.take('key_a')).allowed).toBe(true);
    expect(leases).toBe(1);
    // 8 tokens of that lease are left, but its time is over: the next request leases again.
    clock.now += 1;
    expect((await limiter.take('key_a')).allowed).toBe(true);
    expect(leases).toBe(2);
  });

  it('tells remaining requests, seconds to a full bucket and, when refused, when to retry', async () => {
    const clock = { now: 0 };
    const p = { perSecond: 0.5, burst: 3 };
    const bucket = new SharedBucket(clock, p);
    const limiter = new RateLimiter(p, bucket.lease, () => clock.now);
    expect(policyWindowSeconds(p)).toBe(6);
    expect(await limiter.take('key_a')).toEqual({ allowed: true, remaining: 2, resetSeconds: 2, retryAfterSeconds: 0 });
    expect(await limiter.take('key_a')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.take('key_a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 6 });
    expect(await limiter.take('key_a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 6, retryAfterSeconds: 2 });
    clock.now += 1500;
    expect(await limiter.take('key_a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 600;
    expect(await limiter.take('key_a')).toMatchObject({ allowed: true, remaining: 0 });
    // Another principal has a bucket of its own.
    expect(await limiter.take('key_b')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('decides locally while the lease lasts, and asks for a lease only when it is spent', async () => {
    const clock = { now: 0 };
    const bucket = new SharedBucket(clock, { perSecond: 1, burst: 30 });
    const limiter = new RateLimiter({ perSecond: 1, burst: 30 }, bucket.lease, () => clock.now);
    expect(limiter.takeLocal('key_a')).toBeNull(); // nothing leased yet
    let local = 0;
    for (let i = 0; i < 20; i++) {
      const decision = limiter.takeLocal('key_a');
      if (decision) local += 1;
      expect(decision ?? (await limiter.take('key_a'))).toMatchObject({ allowed: true });
    }
    // Leases grow with the demand: most requests were served from one without a statement.
    expect(local).toBeGreaterThan(10);
    expect(bucket.leases).toBe(20 - local);
    // Every token served locally was leased: the bucket gave at least the 20 (a lease may hold more).
    expect(bucket.level('key_a')).toBeLessThanOrEqual(10);
  });
});
