import type { EntityManager } from '@mikro-orm/postgresql';
import { assignedKey, type ConstraintRules } from '../db/database-errors.js';

/**
 * The secret `name` of the installation, storing `candidate` if there is none yet. Two
 * statements on purpose: when replicas start together, every insert but one does nothing, and
 * the select that follows (a new snapshot) reads the one that won.
 */
export async function findOrCreateSecret(em: EntityManager, name: string, candidate: Buffer): Promise<Buffer> {
  const connection = em.getConnection();
  await connection.execute(
    `insert into installation_secrets (name, value) values (?, decode(?, 'hex')) on conflict (name) do nothing`,
    [name, candidate.toString('hex')],
    'run',
  );
  const rows = await connection.execute<Array<{ value: string }>>(
    `select encode(value, 'hex') as value from installation_secrets where name = ?`,
    [name],
  );
  return Buffer.from(rows[0].value, 'hex');
}

/** What the constraints of `installation_secrets` mean to a client (docs/api-conventions.md#errors). */
export const installationConstraints: ConstraintRules = {
  installation_secrets_pkey: assignedKey('installation secret'),
};
