import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { isId } from '../platform/ids.js';
import { findForRead, selectRows } from '../platform/db/rows.js';
import { groupBy } from '../platform/db/sql.js';
import { findOwned, readOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import { type Commitment, type CommitmentLine, CommitmentLineSchema, CommitmentSchema } from './commitment.entity.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** A commitment of the caller's organization and mode, or 404; `lock` takes it `FOR UPDATE`. */
export function findCommitment(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Commitment> {
  return findOwned(em, actor, CommitmentSchema, 'commitment', 'commitment', id, lock);
}

/** `findCommitment` for reads: a plain, untracked row. */
export function readCommitment(em: EntityManager, actor: Tenant, id: string): Promise<Commitment> {
  return readOwned(em, actor, CommitmentSchema, 'commitment', 'commitment', id);
}

/** Commitments of the caller by id, in one statement; ids that are not the caller's are absent. */
export function readCommitments(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Commitment>> {
  return readOwnedMany(em, actor, CommitmentSchema, 'commitment', ids);
}

/** Lines of several commitments, in order, in one statement (tracked inside a transaction). */
export async function linesOfCommitments(em: EntityManager, ids: readonly string[]): Promise<Map<string, CommitmentLine[]>> {
  if (ids.length === 0) return new Map();
  const lines = await findForRead(em, CommitmentLineSchema, { commitmentId: { $in: [...ids] } }, { orderBy: { commitmentId: 'asc', position: 'asc' } });
  return groupBy(lines, (l) => l.commitmentId, (l) => l);
}

/** What live documents charged to a commitment add up to. */
export interface CommitmentTotals {
  /** Sum of the subtotals of its live delivery notes. */
  delivered: number;
  /** Sum of the subtotals of its live invoices that are not cancelled. */
  invoiced: number;
}

/** What the lines of live delivery notes charged to one commitment line add up to. */
export interface LineDelivery {
  /** Decimal text. */
  quantity: string;
  amount: number;
}

/**
 * The delivered and invoiced totals of many commitments, and the deliveries of each of their
 * lines, in two statements whatever their number.
 */
export async function commitmentTotals(
  em: EntityManager,
  ids: readonly string[],
): Promise<{ totals: Map<string, CommitmentTotals>; lines: Map<string, LineDelivery> }> {
  if (ids.length === 0) return { totals: new Map(), lines: new Map() };
  const totals = await selectRows(
    em,
    `select c.id,
            coalesce((select sum(d.subtotal_amount) from delivery_notes d where d.commitment_id = c.id and d.deleted_at is null), 0)::text as delivered,
            coalesce((select sum(i.subtotal_amount) from invoices i
                       where i.commitment_id = c.id and i.deleted_at is null and i.status <> 'cancelled'), 0)::text as invoiced
       from commitments c where c.id = any($1::text[])`,
    [ids],
  );
  const lines = await selectRows(
    em,
    `select dl.commitment_line_id as id, sum(dl.quantity)::text as quantity, sum(dl.subtotal)::text as amount
       from delivery_note_lines dl
       join commitment_lines cl on cl.id = dl.commitment_line_id
       join delivery_notes d on d.id = dl.delivery_note_id and d.deleted_at is null
      where cl.commitment_id = any($1::text[])
      group by dl.commitment_line_id`,
    [ids],
  );
  return {
    totals: new Map(totals.map((r) => [r.id as string, { delivered: Number(r.delivered), invoiced: Number(r.invoiced) }])),
    lines: new Map(lines.map((r) => [r.id as string, { quantity: r.quantity as string, amount: Number(r.amount) }])),
  };
}

/**
 * The project (its status) and provider a commitment names, in one statement: each is null when
 * it names nothing of the caller's. The provider is read `FOR SHARE`, as documents do, so a
 * concurrent provider delete waits for this commitment.
 */
export async function projectAndProvider(
  em: EntityManager,
  actor: Tenant,
  projectId: string,
  providerId: string,
): Promise<{ project_status: string | null; provider_id: string | null }> {
  const [row] = await selectRows(
    em,
    `select (select p.status from projects p where p.id = $1 and p.organization_id = $3 and p.livemode = $4) as project_status,
            (select v.id from providers v where v.id = $2 and v.organization_id = $3 and v.livemode = $4 for share) as provider_id`,
    [projectId, providerId, actor.organizationId, actor.livemode],
    { prepare: true },
  );
  return row as { project_status: string | null; provider_id: string | null };
}

/** Which of `ids` are items of an accepted budget of `projectId` in the tenant, in one statement. */
export async function acceptedItemIdsOfProject(em: EntityManager, actor: Tenant, projectId: string, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => isId('budgetItem', id)))];
  if (wanted.length === 0) return new Set();
  const rows = await selectRows(
    em,
    `select i.id from budget_items i join budgets b on b.id = i.budget_id
      where i.id = any($1::text[]) and b.project_id = $2 and b.status = 'accepted' and b.organization_id = $3 and b.livemode = $4`,
    [wanted, projectId, actor.organizationId, actor.livemode],
  );
  return new Set(rows.map((r) => r.id as string));
}

/** Removes every line of a commitment (a draft's lines are replaced as a whole). */
export async function deleteLines(em: EntityManager, commitmentId: string): Promise<void> {
  await em.nativeDelete(CommitmentLineSchema, { commitmentId });
}

/**
 * The approved commitment of the project and provider with this order number, or null: what a document
 * import quotes (`Su pedido`, Facturae's `ReceiverTransactionReference`). Spaces and case are
 * ignored, as printed numbers vary in both.
 */
export async function approvedCommitmentByNumber(
  em: EntityManager,
  actor: Tenant,
  key: { projectId: string; providerId: string; number: string },
): Promise<string | null> {
  const rows = await selectRows(
    em,
    `select id from commitments
      where organization_id = $1 and livemode = $2 and provider_id = $3 and project_id = $5 and status = 'approved'
        and upper(regexp_replace(number, '\\s', '', 'g')) = upper(regexp_replace($4, '\\s', '', 'g'))
      order by id limit 1`,
    [actor.organizationId, actor.livemode, key.providerId, key.number, key.projectId],
  );
  return (rows[0]?.id as string | undefined) ?? null;
}
