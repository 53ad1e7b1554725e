import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md#metrics). Each part of the service
 * declares what it records beside the code that records it (the HTTP layer, the GraphQL plugin,
 * webhook delivery, document imports, the worker's queue); this module holds the one registry
 * they register in and the few shapes they share. Recording costs a map lookup; nothing is sent
 * anywhere: `/metrics` on `METRICS_PORT` (metrics-server.ts) is read by Prometheus.
 */
export const metricsRegistry = new Registry();

/** Buckets of a duration in seconds, from 5 ms (a read by id) to 30 s (a scanned import). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A histogram of durations in seconds (DURATION_BUCKETS), registered in the service's registry. */
export function durationHistogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [metricsRegistry] });
}

/** Seconds since `started` (a `process.hrtime.bigint()`). */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** What a connection pool reports when scraped. */
export interface PoolStats {
  /** Connections lent out to a query or a transaction. */
  inUse: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

const pools = new Map<string, () => PoolStats>();

new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of each pool of this process, in use or idle.',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [pool, read] of pools) {
      const stats = read();
      this.set({ pool, state: 'in_use' }, stats.inUse);
      this.set({ pool, state: 'idle' }, stats.idle);
    }
  },
});

new Gauge({
  name: 'db_pool_waiting',
  help: 'Requests waiting for a connection of each pool of this process.',
  labelNames: ['pool'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [pool, read] of pools) this.set({ pool }, read().waiting);
  },
});

/**
 * Reports a connection pool under `name` (`orm`, `worker`) until the returned function is
 * called. `stats` is called at each scrape, so it must only read counters the pool keeps.
 */
export function observePool(name: string, stats: () => PoolStats): () => void {
  pools.set(name, stats);
  return () => {
    if (pools.get(name) === stats) pools.delete(name);
  };
}

let defaults = false;

/**
 * Adds Node's own metrics (resident memory, heap, event-loop delay, garbage collection, open
 * handles), once per process. Only a process that serves `/metrics` asks for them: measuring
 * the event loop and collections has a cost of its own.
 */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** One series of a gauge read at scrape time. */
export interface GaugeSample<L extends string> {
  labels: Record<L, string>;
  value: number;
}

/**
 * A gauge whose series are read when Prometheus scrapes (`read`), replacing those of the last
 * scrape: a queue's length, not something counted as it happens. A failed read is the scrape's
 * failure (`/metrics` answers 500 and logs it), not a series of zeros.
 */
export function scrapedGauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: () => Promise<Array<GaugeSample<L>>>): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      const samples = await read();
      this.reset();
      for (const sample of samples) this.set(sample.labels, sample.value);
    },
  });
}
