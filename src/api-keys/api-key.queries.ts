import type { EntityManager } from '@mikro-orm/postgresql';
import { columnsOf, readRows, selectRows } from '../platform/db/rows.js';
import { type ApiKey, ApiKeySchema } from './api-key.entity.js';

/** The key whose secret hashes to `secretHash` (revoked or not), untracked: every request reads one. */
export async function findKeyBySecretHash(em: EntityManager, secretHash: string): Promise<ApiKey | null> {
  const sql = `select ${columnsOf(em, ApiKeySchema, 'k')} from "api_keys" k where k.secret_hash = $1`;
  const rows = await readRows(em, ApiKeySchema, sql, [secretHash], { prepare: true });
  return rows[0] ?? null;
}

/** Records that a key was used, unless that was recorded less than `resolutionSeconds` ago. */
export async function touchKey(em: EntityManager, id: string, resolutionSeconds: number): Promise<void> {
  await selectRows(
    em,
    `update api_keys set last_used_at = now() where id = $1 and (last_used_at is null or last_used_at < now() - make_interval(secs => $2))`,
    [id, resolutionSeconds],
  );
}
