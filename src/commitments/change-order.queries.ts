import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { findForRead, selectRows } from '../platform/db/rows.js';
import { groupBy } from '../platform/db/sql.js';
import { findOwned, readOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import { type ChangeOrder, type ChangeOrderLine, ChangeOrderLineSchema, ChangeOrderSchema } from './change-order.entity.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** A change order of the caller, or 404; `lock` takes it `FOR UPDATE` (and reads it again). */
export function findChangeOrder(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<ChangeOrder> {
  return findOwned(em, actor, ChangeOrderSchema, 'changeOrder', 'change order', id, lock);
}

export function readChangeOrder(em: EntityManager, actor: Tenant, id: string): Promise<ChangeOrder> {
  return readOwned(em, actor, ChangeOrderSchema, 'changeOrder', 'change order', id);
}

export function readChangeOrders(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, ChangeOrder>> {
  return readOwnedMany(em, actor, ChangeOrderSchema, 'changeOrder', ids);
}

/** Lines of several change orders, in order, in one statement. */
export async function linesOfChangeOrders(em: EntityManager, ids: readonly string[]): Promise<Map<string, ChangeOrderLine[]>> {
  if (ids.length === 0) return new Map();
  const lines = await findForRead(em, ChangeOrderLineSchema, { changeOrderId: { $in: [...ids] } }, { orderBy: { changeOrderId: 'asc', position: 'asc' } });
  return groupBy(lines, (l) => l.changeOrderId, (l) => l);
}

/** The next number of a budget's or a commitment's change orders (the caller holds the target's lock). */
export async function nextChangeOrderNumber(em: EntityManager, targetId: string): Promise<number> {
  const [row] = await selectRows(em, `select coalesce(max(number), 0) + 1 as next from change_orders where coalesce(budget_id, commitment_id) = $1`, [targetId]);
  return Number(row.next);
}
