import { Migration } from '@mikro-orm/migrations';

/**
 * Stored answers of `Idempotency-Key` requests, and the rate-limit buckets every API replica
 * leases tokens from (docs/api-conventions.md#idempotency, docs/api-conventions.md#rate-limits).
 */
export class Migration20261124000000IdempotencyAndRateLimits extends Migration {
  override async up(): Promise<void> {
    // One row per (API key, Idempotency-Key), written in the transaction of the request's write:
    // it holds the first answer, replayed for 24 hours.
    this.addSql(`create table idempotency_keys (
      api_key_id text not null references api_keys (id) on delete cascade,
      idempotency_key text not null,
      request_method text not null,
      request_path text not null,
      -- SHA-256 of method, path, query and canonical body: "the same request".
      request_fingerprint text not null,
      response_status smallint not null,
      -- The JSON body exactly as it was sent, so a replay is byte for byte the first answer.
      response_body text not null,
      created_at timestamptz(3) not null,
      expires_at timestamptz(3) not null,
      primary key (api_key_id, idempotency_key)
    )`);
    this.addSql(`create index idempotency_keys_expires_at on idempotency_keys (expires_at)`);

    // Token buckets shared by every API replica, one per principal (an API key id today, a
    // session later). Unlogged: no WAL per lease; after a PostgreSQL crash the table is empty,
    // which is every bucket full, the state of a principal that has been idle.
    this.addSql(`create unlogged table rate_limit_buckets (
      principal text primary key,
      tokens double precision not null,
      -- Tokens handed out by the last lease (read back by the lease statement).
      granted integer not null,
      refilled_at timestamptz not null
    )`);
  }
}
