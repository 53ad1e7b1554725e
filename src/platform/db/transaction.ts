import type { EntityManager } from '@mikro-orm/postgresql';
import { claimedTransaction, takeIdempotencyClaim } from '../idempotency/idempotency.js';
import { databaseError } from './database-errors.js';

/**
 * Runs a use case's writes in one transaction (`em.transactional`): what `work` records — rows,
 * events, the jobs they enqueue — commits together or not at all. A PostgreSQL error on the way
 * (a constraint hit by a concurrent request, deferred foreign keys checked at commit) leaves as
 * the AppError of `CONSTRAINT_RULES`: this is the one place database errors are mapped.
 *
 * The first transaction of a POST carrying an `Idempotency-Key` also claims the key and stores
 * the request's answer, in this same transaction (`claimedTransaction`,
 * docs/architecture.md#idempotency-keys).
 */
export async function transaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  const claim = takeIdempotencyClaim();
  try {
    return claim ? await claimedTransaction(em, claim, work) : await em.transactional(work);
  } catch (error) {
    throw (await databaseError(error, em)) ?? error;
  }
}
