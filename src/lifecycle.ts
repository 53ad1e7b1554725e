import type { Logger } from './platform/logger.js';

/**
 * What a service process has started, and how it stops it (docs/operations.md#signals). The
 * process listens to SIGINT and SIGTERM from its first line on, and a signal at any moment —
 * while PostgreSQL is initializing, starting, migrating, or once everything runs — stops
 * everything the process started and exits 0:
 * - during start-up, the step in progress is let finish (a half-started PostgreSQL would be left
 *   running, a migration is one transaction anyway), what it started is recorded, and the
 *   start-up goes no further;
 * - then, and when running, everything started is stopped in a fixed order: HTTP drained, job
 *   runner stopped (its jobs returned), the metrics listener closed, database connections
 *   closed, embedded PostgreSQL stopped.
 * A second signal while stopping is logged and ignored. If stopping takes longer than
 * `forceAfterMs`, the embedded PostgreSQL is still stopped before the process exits 1.
 */
export type Part = 'http' | 'worker' | 'metrics' | 'orm' | 'database';

const SHUTDOWN_ORDER: Part[] = ['http', 'worker', 'metrics', 'orm', 'database'];

/** Thrown by a start-up step when a stop was asked for meanwhile: not a failure. */
export class Stopped extends Error {
  constructor() {
    super('stopped during start-up');
    this.name = 'Stopped';
  }
}

export class Lifecycle {
  /** Aborted when a stop is asked for: start-up steps that can stop early listen to it. */
  readonly abort = new AbortController();
  private signal: NodeJS.Signals | null = null;
  private readonly parts = new Map<Part, () => Promise<void>>();
  private running = false;
  private stopping: Promise<never> | null = null;
  private logger: Logger | null = null;

  constructor(private readonly forceAfterMs = 25_000) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => this.onSignal(signal));
  }

  /** The logger, once configuration has been read; until then messages go to stderr. */
  useLogger(logger: Logger): void {
    this.logger = logger;
  }

  get stopRequested(): boolean {
    return this.signal !== null;
  }

  /**
   * Runs one start-up step that starts `part`; `close` stops it at shutdown. Throws `Stopped`
   * instead of starting when a stop was asked for before, and after starting when it was asked
   * for during the step (the part is recorded, so it is stopped).
   */
  async start<T>(part: Part, open: () => Promise<T>, close: (value: T) => Promise<void>): Promise<T> {
    this.check();
    const value = await open();
    this.parts.set(part, () => close(value));
    this.check();
    return value;
  }

  /** A start-up step that starts nothing of its own (migrations). */
  async step<T>(work: () => Promise<T>): Promise<T> {
    this.check();
    const value = await work();
    this.check();
    return value;
  }

  /** Start-up is over: a signal from now on stops at once. */
  started(): void {
    this.check();
    this.running = true;
  }

  /** Stops everything started and exits: 0 after a signal, 1 after a failure. */
  shutdown(code: 0 | 1): Promise<never> {
    this.stopping ??= this.stopAll(code);
    return this.stopping;
  }

  private check(): void {
    if (this.signal) throw new Stopped();
  }

  private onSignal(signal: NodeJS.Signals): void {
    if (this.signal || this.stopping) {
      this.log('warn', { signal }, 'already stopping; the signal is ignored');
      return;
    }
    this.signal = signal;
    this.log('info', { signal }, 'shutting down');
    this.abort.abort();
    // During start-up the step in progress finishes first, then throws Stopped to the caller.
    if (this.running) void this.shutdown(0);
  }

  private async stopAll(code: 0 | 1): Promise<never> {
    const force = setTimeout(() => {
      this.log('error', {}, 'shutdown took too long; stopping the database and exiting');
      const database = this.parts.get('database');
      void (database ? database() : Promise.resolve()).finally(() => process.exit(1));
    }, this.forceAfterMs);
    force.unref();
    let failed = false;
    for (const part of SHUTDOWN_ORDER) {
      const close = this.parts.get(part);
      if (!close) continue;
      try {
        await close();
        this.parts.delete(part);
        this.log('debug', { part }, 'stopped part');
      } catch (error) {
        failed = true;
        this.log('error', { err: error, part }, 'error while stopping');
      }
    }
    this.log('info', { code: failed ? 1 : code }, 'stopped');
    // pino writes synchronously to stdout: the line is out before the process ends.
    process.exit(failed ? 1 : code);
  }

  private log(level: 'debug' | 'info' | 'warn' | 'error', fields: Record<string, unknown>, message: string): void {
    if (this.logger) this.logger[level](fields, message);
    else if (level !== 'debug') process.stderr.write(`${message}\n`);
  }
}
