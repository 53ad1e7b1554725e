import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseError } from '../db/database-errors.js';
import { AppError, type ErrorCode } from '../errors.js';
import {
  type IdempotencyRecord,
  findIdempotencyRecord,
  lockIdempotencyKey,
  saveIdempotencyRecord,
} from './idempotency.queries.js';

/**
 * `Idempotency-Key`, as Stripe does it (docs/api-conventions.md#idempotency). The REST surface
 * describes a POST carrying a key (`IdempotentRequest`) and runs it through
 * `executeIdempotently`; the use case's `transaction()` then claims the key inside its own
 * transaction (`claimedTransaction`), so the stored answer commits with the write or not at all.
 */

/** How long a first answer is replayed. */
export const IDEMPOTENCY_KEY_HOURS = 24;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** A POST carrying an `Idempotency-Key`, as the surface that received it describes it. */
export interface IdempotentRequest {
  apiKeyId: string;
  key: string;
  method: string;
  path: string;
  /** `requestFingerprint` of the request: equal fingerprints are "the same request". */
  fingerprint: string;
  /** The status a success is answered with (201 for a create). */
  successStatus: number;
  /** The body the surface answers an error with. */
  errorBody(error: AppError): string;
}

/** A first answer: status and the JSON body exactly as sent. */
export interface StoredResponse {
  status: number;
  body: string;
}

export type IdempotentOutcome<T> = { replayed: false; value: T } | { replayed: true; response: StoredResponse };

/**
 * The key of an `Idempotency-Key` header: 1 to 255 printable ASCII characters, else 400
 * `invalid_request`. No header: null.
 */
export function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (header.length === 0 || header.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(header)) {
    throw new AppError(
      'invalid_request',
      `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters (a UUID is a good key).`,
      'Idempotency-Key',
    );
  }
  return header;
}

/** SHA-256 of method, path, query and body, with object keys sorted: equal for equal requests. */
export function requestFingerprint(method: string, path: string, query: unknown, body: unknown): string {
  // No body, an empty body and `{}` mean the same (docs/api-conventions.md#request-bodies).
  return createHash('sha256')
    .update(canonicalJson([method.toUpperCase(), path, query ?? {}, body ?? {}]))
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .filter((k) => object[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Errors that are the outcome of a started execution, stored and replayed like a success: the
 * resource acted on does not exist, or its state or a unique rule refuses the change. Refusals
 * before the start (401, 403, 422 `validation_failed`, 429, a bad header or body) are not
 * stored, and neither is a 500: every write runs in one transaction, so a 500 changed nothing
 * and a retry with the same key runs again. A race on a key the service assigns itself says
 * "retry" (`details.retryable`), so it is not stored either.
 */
const STORED_ERRORS: ReadonlySet<ErrorCode> = new Set(['not_found', 'duplicate_resource', 'resource_in_use', 'invalid_state_transition']);

export function isStoredError(error: unknown): error is AppError {
  return error instanceof AppError && STORED_ERRORS.has(error.code) && error.details.retryable !== true;
}

interface Claim {
  request: IdempotentRequest;
  taken: boolean;
}

/** The key a request may still claim: set by `executeIdempotently`, taken by its first transaction. */
const claims = new AsyncLocalStorage<Claim>();

/** Thrown out of a claiming transaction that found the key already answered (it changed nothing). */
class AlreadyAnswered extends Error {}

function inUse(): AppError {
  return new AppError(
    'idempotency_key_in_use',
    'A request with this Idempotency-Key is still being processed; retry after it has finished.',
    'Idempotency-Key',
  );
}

/** The stored answer of the request's key, or null; the key used for another request is a 422. */
async function storedResponse(em: EntityManager, request: IdempotentRequest): Promise<StoredResponse | null> {
  const record = await findIdempotencyRecord(em, request.apiKeyId, request.key);
  if (!record) return null;
  if (record.fingerprint !== request.fingerprint) throw reused(record);
  return { status: record.status, body: record.body };
}

function reused(record: IdempotencyRecord): AppError {
  return new AppError(
    'idempotency_key_reused',
    `This Idempotency-Key was already used for another request (${record.method} ${record.path} with other parameters); use a new key for a new request.`,
    'Idempotency-Key',
    { method: record.method, path: record.path, created_at: record.createdAt.toISOString() },
  );
}

/**
 * Runs `call` (a POST's whole handling) under an `Idempotency-Key`: a stored answer of the
 * same request is replayed without running anything; otherwise `call` runs, and the first
 * `transaction()` it opens claims the key (`claimedTransaction`). Answers the call's value, or
 * the stored answer to replay when a request with the same key committed meanwhile.
 */
export async function executeIdempotently<T>(
  em: EntityManager,
  request: IdempotentRequest,
  call: () => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const stored = await storedResponse(em, request);
  if (stored) return { replayed: true, response: stored };
  try {
    return { replayed: false, value: await claims.run({ request, taken: false }, call) };
  } catch (error) {
    if (!(error instanceof AlreadyAnswered)) throw error;
    const answer = await storedResponse(em, request);
    if (!answer) throw inUse();
    return { replayed: true, response: answer };
  }
}

/** The request whose key the calling transaction claims, once per request; null outside one. */
export function takeIdempotencyClaim(): IdempotentRequest | null {
  const claim = claims.getStore();
  if (!claim || claim.taken) return null;
  claim.taken = true;
  return claim.request;
}

/**
 * A use case's transaction that claims an `Idempotency-Key`. In one transaction: the key's
 * advisory lock, taken without waiting (held by a request with the same key still running: 409
 * `idempotency_key_in_use`); a look for a record committed meanwhile (then nothing runs and the
 * caller replays it); `work` in a savepoint; and the record of its answer, a success or a
 * stored error. So a commit always carries its answer (a crash before the response leaves it to
 * replay), a rollback leaves no claim, and two requests with one key never both write.
 */
export async function claimedTransaction<T>(
  em: EntityManager,
  request: IdempotentRequest,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const outcome: { error?: AppError } = {};
  const value = await em.transactional(async (tx) => {
    if (!(await lockIdempotencyKey(tx, request.apiKeyId, request.key))) throw inUse();
    if (await findIdempotencyRecord(tx, request.apiKeyId, request.key)) throw new AlreadyAnswered();
    let value: T | undefined;
    let response: StoredResponse;
    try {
      // A savepoint: an error of `work` undoes its writes and keeps the transaction for the record.
      value = await tx.transactional(work);
      response = { status: request.successStatus, body: JSON.stringify(value) ?? 'null' };
    } catch (error) {
      const mapped = (await databaseError(error, tx)) ?? error;
      if (!isStoredError(mapped)) throw mapped;
      outcome.error = mapped;
      response = { status: mapped.status, body: request.errorBody(mapped) };
    }
    const saved = await saveIdempotencyRecord(
      tx,
      { ...request, status: response.status, body: response.body },
      IDEMPOTENCY_KEY_HOURS,
    );
    if (!saved) throw inUse();
    return value as T;
  });
  crashAfterCommitForTests();
  if (outcome.error) throw outcome.error;
  return value;
}

/**
 * Test-only, never set in production: with `TEST_CRASH_AFTER_IDEMPOTENT_COMMIT=1` the process
 * kills itself (SIGKILL) right after an idempotent request's commit and before its response, so
 * the suite can prove the stored answer survives (docs/architecture.md#idempotency-keys).
 */
function crashAfterCommitForTests(): void {
  if (process.env.TEST_CRASH_AFTER_IDEMPOTENT_COMMIT === '1') process.kill(process.pid, 'SIGKILL');
}
