import { AppError } from '../errors.js';

/**
 * The database out of reach — stopped, restarting, refusing or dropping connections, or not
 * answering in time — is not a fault of the service: every surface answers it with 503
 * `service_unavailable` and `Retry-After`, never a 500, and the client retries
 * (docs/operations.md#database-outages). Connections come back by themselves once PostgreSQL
 * does; nothing has to be restarted.
 */

/** `Retry-After` of a 503: the time PostgreSQL usually takes to restart, after which the pools reconnect at once. */
export const RETRY_AFTER_SECONDS = 5;

/** How long a connection, a free pooled connection and a statement may be waited for, in ms. */
export interface DatabaseWaits {
  connectMs: number;
  acquireMs: number;
  statementMs: number;
}

/**
 * How long anything waits for the database (docs/operations.md#database-outages): for a
 * connection of the pool (all of them busy, or PostgreSQL not accepting), and for one statement
 * (`statement_timeout` on the server; the client gives up a second later if the server itself
 * has gone silent). A request makes few statements: with these bounds no answer waits near 10 s.
 */
export const DATABASE_WAITS: Readonly<DatabaseWaits> = { connectMs: 3_000, acquireMs: 4_000, statementMs: 5_000 };

/**
 * node-postgres's settings for `waits`, set once per connection: a refused or silent connection
 * attempt fails after `connectMs`, a statement after `statementMs` on the server
 * (`statement_timeout`) or a second later on the client, if the server has gone silent.
 */
export function boundedConnection(waits: DatabaseWaits = DATABASE_WAITS) {
  return {
    connectionTimeoutMillis: waits.connectMs,
    statement_timeout: waits.statementMs,
    query_timeout: waits.statementMs + 1_000,
  };
}

/** SQLSTATEs of a server that is going away or cannot take the statement now. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: PostgreSQL is stopping
  '57P02', // crash_shutdown: another backend crashed, PostgreSQL resets
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
]);

/** Errors of the socket under the connection (Node's `code`). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What node-postgres and knex say without a code when a connection dies or a wait runs out (knex
 * puts the statement in front: `BEGIN; - Connection terminated unexpectedly`). knex answers every
 * statement of a transaction whose connection broke at BEGIN with "Transaction query already
 * complete" and not the cause; the service never sends a statement after its own COMMIT.
 */
const MESSAGES = [
  /Connection terminated/,
  /connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Query read timeout/,
  /timeout exceeded when trying to connect/,
  /Knex: Timeout acquiring a connection/,
  /^Transaction query already complete/,
];

/** Whether `error` (or what caused it: MikroORM and knex wrap driver errors) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (error.name === 'KnexTimeoutError' || MESSAGES.some((m) => m.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** `error` as the API answers it when the database is out of reach, or null for any other error. */
export function unavailableError(error: unknown): AppError | null {
  if (!isDatabaseUnavailable(error)) return null;
  return new AppError(
    'service_unavailable',
    `The service cannot reach its database right now; retry in ${RETRY_AFTER_SECONDS} seconds.`,
    null,
    { retry_after: RETRY_AFTER_SECONDS },
  );
}
