/**
 * Token buckets shared by every API replica, served from local leases
 * (docs/api-conventions.md#rate-limits; the design and its bounds: docs/architecture.md#rate-limits).
 *
 * The bucket of a principal (an API key id, later a web-app session) lives in PostgreSQL. A
 * replica does not write it per request: it leases a few tokens at a time (`LeaseTokens`, one
 * `insert … on conflict do update … returning` that refills the bucket for the time elapsed and
 * hands out what it holds, up to the size asked) and serves requests from the lease in memory.
 * Tokens leave the shared bucket when leased, so all replicas together never spend more than the
 * bucket gives; what a lease can add is timing — a token taken at one moment and spent up to
 * `LEASE_TTL_MS` later — bounded by `maxLease(policy)` per replica.
 */
import pg from 'pg';
import { boundedConnection } from '../db/availability.js';
import { type Lease, leaseTokens } from './rate-limit.queries.js';

export interface RateLimitPolicy {
  /** Tokens added per second. */
  perSecond: number;
  /** Bucket size: the most requests accepted at once after an idle period. */
  burst: number;
}


export type LeaseTokens = (principal: string, want: number, policy: RateLimitPolicy) => Promise<Lease>;

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests the principal may still make at once: this replica's estimate of the shared bucket. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** When refused: whole seconds until a token is due. */
  retryAfterSeconds: number;
}

/** Leased tokens not spent within this time are dropped (they stay spent in the shared bucket). */
export const LEASE_TTL_MS = 1000;
/** A lease asks for the tokens this replica's recent demand would spend in this time... */
const LEASE_HORIZON_MS = 500;
/** ...measured as requests per second, decaying with this time constant. */
const DEMAND_DECAY_MS = 1000;
/** A request waits for at most this many leases before it is refused. */
const MAX_LEASES_PER_REQUEST = 20;
/** Local state of principals idle this long is forgotten. */
const IDLE_FORGET_MS = 60_000;

/** The most tokens one lease takes: a tenth of the bucket (at least 1). */
export function maxLease(policy: RateLimitPolicy): number {
  return Math.max(1, Math.floor(policy.burst / 10));
}

/** `RateLimit-Policy`'s window: the seconds an empty bucket takes to fill. */
export function policyWindowSeconds(policy: RateLimitPolicy): number {
  return Math.max(1, Math.ceil(policy.burst / policy.perSecond));
}

interface PrincipalState {
  /** Leased tokens not yet spent, usable until `expiresAt`. */
  tokens: number;
  expiresAt: number;
  /** The shared bucket's level at the last lease, and when that was. */
  level: number;
  syncedAt: number;
  /** The shared bucket holds less than one token until then: refuse without asking. */
  emptyUntil: number;
  /** Tokens the last lease got. */
  lastGranted: number;
  /** Requests per second on this replica (decaying average). */
  demand: number;
  lastSeen: number;
  /** The lease in flight, which every request of the principal waiting for a token awaits. */
  pending: Promise<void> | null;
  waiting: number;
}

export class RateLimiter {
  private readonly states = new Map<string, PrincipalState>();
  private lastSweep: number;

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly lease: LeaseTokens,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.lastSweep = now();
  }

  /**
   * `take` without waiting, for the common case: the decision when this replica can make it
   * from what it holds (a token of its lease, or a bucket known to be empty), or null when a
   * lease is needed — then `take`. Saves every request that has a local token a promise.
   */
  takeLocal(principal: string): RateLimitDecision | null {
    const s = this.state(principal);
    const now = this.now();
    if (s.tokens >= 1 && now < s.expiresAt) {
      s.tokens -= 1;
      return this.decision(s, now, true);
    }
    if (now < s.emptyUntil) return this.decision(s, now, false);
    // `take` counts this request's demand again; undo this call's share.
    s.demand -= 1000 / DEMAND_DECAY_MS;
    return null;
  }

  /** Spends one token of `principal`'s bucket, or says when one will be due. */
  async take(principal: string): Promise<RateLimitDecision> {
    const s = this.state(principal);
    for (let attempt = 0; ; attempt++) {
      const now = this.now();
      if (s.tokens >= 1 && now < s.expiresAt) {
        s.tokens -= 1;
        return this.decision(s, now, true);
      }
      // Each lease either grants a token to one of the requests waiting or finds the bucket
      // empty (then they are all refused), so this ends; the bound is a safety valve.
      if (now < s.emptyUntil || (attempt > 0 && s.lastGranted === 0) || attempt === MAX_LEASES_PER_REQUEST) {
        return this.decision(s, now, false);
      }
      s.waiting += 1;
      try {
        s.pending ??= this.refill(principal, s).finally(() => {
          s.pending = null;
        });
        await s.pending;
      } finally {
        s.waiting -= 1;
      }
    }
  }

  private state(principal: string): PrincipalState {
    const now = this.now();
    if (now - this.lastSweep > IDLE_FORGET_MS) this.sweep(now);
    let s = this.states.get(principal);
    if (!s) {
      s = { tokens: 0, expiresAt: 0, level: this.policy.burst, syncedAt: now, emptyUntil: 0, lastGranted: 0, demand: 0, lastSeen: now, pending: null, waiting: 0 };
      this.states.set(principal, s);
    }
    s.demand = s.demand * Math.exp(-(now - s.lastSeen) / DEMAND_DECAY_MS) + 1000 / DEMAND_DECAY_MS;
    s.lastSeen = now;
    return s;
  }

  private async refill(principal: string, s: PrincipalState): Promise<void> {
    // Enough for the recent demand over the horizon, and at least one token per waiting request.
    const want = Math.min(maxLease(this.policy), Math.max(1, s.waiting, Math.ceil((s.demand * LEASE_HORIZON_MS) / 1000)));
    const { granted, level } = await this.lease(principal, want, this.policy);
    const now = this.now();
    // Only asked for when the lease is spent or expired: what is left of it is dropped.
    s.tokens = granted;
    s.lastGranted = granted;
    s.expiresAt = now + LEASE_TTL_MS;
    s.level = level;
    s.syncedAt = now;
    s.emptyUntil = level >= 1 ? 0 : now + ((1 - level) * 1000) / this.policy.perSecond;
  }

  private decision(s: PrincipalState, now: number, allowed: boolean): RateLimitDecision {
    const { burst, perSecond } = this.policy;
    const bucket = Math.min(burst, s.level + (perSecond * (now - s.syncedAt)) / 1000);
    const local = now < s.expiresAt ? s.tokens : 0;
    const estimate = Math.min(burst, bucket + local);
    const remaining = allowed ? Math.floor(estimate) : 0;
    return {
      allowed,
      remaining,
      resetSeconds: Math.max(0, Math.ceil((burst - estimate) / perSecond)),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((s.emptyUntil - now) / 1000)),
    };
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [principal, s] of this.states) {
      if (!s.pending && now - s.lastSeen > IDLE_FORGET_MS) this.states.delete(principal);
    }
  }
}

/**
 * A limiter over the database at `databaseUrl`, with a small pool of its own: leases never wait
 * behind the request transactions of a busy replica, and stay out of the ORM's statement log.
 * Its waits are bounded like the ORM's (docs/operations.md#database-outages).
 */
export function sharedRateLimiter(
  databaseUrl: string,
  policy: RateLimitPolicy,
  onPoolError: (error: Error) => void,
): { limiter: RateLimiter; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 30_000, ...boundedConnection() });
  pool.on('error', onPoolError);
  const limiter = new RateLimiter(policy, (principal, want, p) => leaseTokens(pool, principal, want, p));
  return { limiter, close: () => pool.end() };
}
