import type { EntityManager } from '@mikro-orm/postgresql';
import { type Queryable, executeBound } from '../db/sql.js';
import { type ConstraintRules, reference } from '../db/database-errors.js';
import { AppError } from '../errors.js';

/** A stored first answer to an `Idempotency-Key` (docs/api-conventions.md#idempotency). */
export interface IdempotencyRecord {
  method: string;
  path: string;
  fingerprint: string;
  status: number;
  body: string;
  createdAt: Date;
}

/**
 * Takes the key's transaction-level advisory lock without waiting: false while another
 * transaction (on any replica) holds it, that is, while a request with the same key runs.
 * Released by the commit or rollback.
 */
export async function lockIdempotencyKey(em: EntityManager, apiKeyId: string, key: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ locked: boolean }>>(
    `select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked`,
    [`idempotency:${apiKeyId}:${key}`],
  );
  return row.locked;
}

/** The unexpired record of this key of this API key, or null. */
export async function findIdempotencyRecord(em: EntityManager, apiKeyId: string, key: string): Promise<IdempotencyRecord | null> {
  const rows = await executeBound(
    em,
    `select request_method, request_path, request_fingerprint, response_status, response_body, created_at
       from idempotency_keys
      where api_key_id = ? and idempotency_key = ? and expires_at > now()`,
    [apiKeyId, key],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    method: row.request_method as string,
    path: row.request_path as string,
    fingerprint: row.request_fingerprint as string,
    status: row.response_status as number,
    body: row.response_body as string,
    createdAt: new Date(row.created_at as string),
  };
}

/**
 * Stores the first answer, in the transaction of the request's write. An expired record of the
 * same key is replaced; an unexpired one is kept, and then false is answered (the caller holds
 * the key's lock and has looked first, so that does not happen).
 */
export async function saveIdempotencyRecord(
  em: EntityManager,
  record: { apiKeyId: string; key: string; method: string; path: string; fingerprint: string; status: number; body: string },
  hours: number,
): Promise<boolean> {
  const rows = await executeBound(
    em,
    `insert into idempotency_keys as k (api_key_id, idempotency_key, request_method, request_path, request_fingerprint,
                                        response_status, response_body, created_at, expires_at)
     values (?, ?, ?, ?, ?, ?, ?, now(), now() + make_interval(hours => ?))
     on conflict (api_key_id, idempotency_key) do update
        set request_method = excluded.request_method, request_path = excluded.request_path,
            request_fingerprint = excluded.request_fingerprint, response_status = excluded.response_status,
            response_body = excluded.response_body, created_at = excluded.created_at, expires_at = excluded.expires_at
      where k.expires_at <= now()
     returning 1 as saved`,
    [record.apiKeyId, record.key, record.method, record.path, record.fingerprint, record.status, record.body, hours],
  );
  return rows.length === 1;
}

/** Removes expired records (the daily cron); answers how many. */
export async function deleteExpiredIdempotencyRecords(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`delete from idempotency_keys where expires_at <= now()`);
  return rowCount ?? 0;
}

/** What the constraints of `idempotency_keys` mean to a client (docs/api-conventions.md#errors). */
export const idempotencyConstraints: ConstraintRules = {
  // Claimed under the key's advisory lock, so only a request with the same key racing can hit it.
  idempotency_keys_pkey: () =>
    new AppError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed.', 'Idempotency-Key'),
  idempotency_keys_api_key_id_fkey: reference('api_key_id', 'API key'),
};
