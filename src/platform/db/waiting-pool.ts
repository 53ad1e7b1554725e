import pg from 'pg';
import { isDatabaseUnavailable } from './availability.js';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

export interface WaitingPoolOptions extends pg.PoolConfig {
  /** The longest one `connect` waits for PostgreSQL before failing with the last error (default 60 s). */
  waitForDatabaseMs?: number;
  /** How often a waiting `connect` tries again (default 250 ms). */
  retryMs?: number;
  /** Told once when PostgreSQL stops accepting connections, and once when it accepts them again. */
  onOutage?: (event: 'unreachable' | 'reachable', error?: unknown) => void;
  /** Told when a connection, idle or in use, is lost (node-postgres then drops it from the pool). */
  onConnectionError?: (error: Error) => void;
}

/**
 * A node-postgres pool whose `connect` waits while PostgreSQL is out of reach — trying again
 * every `retryMs`, up to `waitForDatabaseMs` — instead of failing at once
 * (docs/operations.md#database-outages). The job runner works on it: during an outage its
 * fetches, completions and LISTEN reconnection simply wait, so it neither fails jobs nor polls
 * in a loop nor backs off for long, and each of them goes on within `retryMs` of PostgreSQL's
 * return. Other errors (a wrong password) fail at once; `stopWaiting` (at shutdown) makes
 * waiting calls fail with their last error.
 */
export class WaitingPool extends pg.Pool {
  private readonly waitForDatabaseMs: number;
  private readonly retryMs: number;
  private readonly onOutage: WaitingPoolOptions['onOutage'];
  private unreachable = false;
  private stopped = false;
  private readonly wakeUps = new Set<() => void>();

  constructor({ waitForDatabaseMs = 60_000, retryMs = 250, onOutage, onConnectionError, ...config }: WaitingPoolOptions) {
    super(config);
    this.waitForDatabaseMs = waitForDatabaseMs;
    this.retryMs = retryMs;
    this.onOutage = onOutage;
    // Without a listener, a connection lost while idle or in use would end the process.
    const lost = (error: Error) => onConnectionError?.(error);
    this.on('error', lost);
    this.on('connect', (client) => client.on('error', lost));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const connected = this.connectWhenReachable();
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  /** From now on a `connect` fails at once instead of waiting, and the waiting ones give up. */
  stopWaiting(): void {
    this.stopped = true;
    for (const wake of this.wakeUps) wake();
  }

  override async end(): Promise<void> {
    this.stopWaiting();
    await super.end();
  }

  private async connectWhenReachable(): Promise<pg.PoolClient> {
    const deadline = Date.now() + this.waitForDatabaseMs;
    for (;;) {
      try {
        const client = await super.connect();
        if (this.unreachable) {
          this.unreachable = false;
          this.onOutage?.('reachable');
        }
        return client;
      } catch (error) {
        if (this.stopped || this.ending || !isDatabaseUnavailable(error) || Date.now() + this.retryMs > deadline) throw error;
        if (!this.unreachable) {
          this.unreachable = true;
          this.onOutage?.('unreachable', error);
        }
        await this.pause();
      }
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakeUps.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.retryMs);
      this.wakeUps.add(wake);
    });
  }
}
