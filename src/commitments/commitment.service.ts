import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { QUANTITY_SCALE, formatScaled, lineTotal } from '../platform/money.js';
import { type ListResult, byCreatedAt, keysetPage, keysetPages, pageRequest } from '../platform/pagination.js';
import { MAX_CENTS, parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import type { EventType } from '../events/event-types.js';
import { type Commitment, type CommitmentLine, CommitmentLineSchema, CommitmentSchema } from './commitment.entity.js';
import { commitmentMove } from './commitment-status.js';
import {
  acceptedItemIdsOfProject,
  commitmentTotals,
  deleteLines,
  findCommitment,
  linesOfCommitments,
  projectAndProvider,
  readCommitment,
  readCommitments,
} from './commitment.queries.js';
import { type CommitmentRepresentation, commitmentRepresentation } from './commitment.representation.js';
import {
  type CommitmentLineInput,
  createCommitmentInput,
  listCommitmentsQuery,
  updateCommitmentInput,
} from './commitment.schemas.js';

/** Representations of commitments with their lines and figures, in three statements for any number. */
export async function representCommitments(em: EntityManager, rows: Commitment[]): Promise<CommitmentRepresentation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const lines = await linesOfCommitments(em, ids);
  const { totals, lines: deliveries } = await commitmentTotals(em, ids);
  return rows.map((c) =>
    commitmentRepresentation(c, { lines: lines.get(c.id) ?? [], totals: totals.get(c.id) ?? { delivered: 0, invoiced: 0 }, deliveries }),
  );
}

export async function getCommitment(sc: ServiceContext, id: string): Promise<CommitmentRepresentation> {
  requireScope(sc.actor, 'read:commitments');
  const [representation] = await representCommitments(sc.em, [await readCommitment(sc.em, sc.actor, id)]);
  return representation;
}

/** Commitments of the caller by id (GraphQL relations); ids that are not the caller's are absent. */
export async function getCommitments(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, CommitmentRepresentation>> {
  requireScope(sc.actor, 'read:commitments');
  const rows = await readCommitments(sc.em, sc.actor, ids);
  return new Map((await representCommitments(sc.em, [...rows.values()])).map((r) => [r.id, r]));
}

function filteredCommitments(sc: ServiceContext, query: unknown) {
  const q = parse(listCommitmentsQuery, query);
  const qb = sc.em.createQueryBuilder(CommitmentSchema, 'c').where(tenant(sc.actor));
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.provider_id) qb.andWhere({ providerId: q.provider_id });
  if (q.kind) qb.andWhere({ kind: q.kind });
  if (q.status) qb.andWhere({ status: q.status });
  return { qb, page: pageRequest(q, 'cmt') };
}

export async function listCommitments(sc: ServiceContext, query: unknown): Promise<ListResult<CommitmentRepresentation>> {
  requireScope(sc.actor, 'read:commitments');
  const { qb, page } = filteredCommitments(sc, query);
  return keysetPage(qb, 'c', page, byCreatedAt<Commitment>(), (rows) => representCommitments(sc.em, rows));
}

/** `listCommitments` for many projects in one statement (GraphQL `Project.commitments`). */
export async function listCommitmentsOfProjects(
  sc: ServiceContext,
  projectIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<CommitmentRepresentation>>> {
  requireScope(sc.actor, 'read:commitments');
  const { qb, page } = filteredCommitments(sc, query);
  const parent = { column: 'project_id', property: 'projectId' as const, ids: projectIds };
  return keysetPages(sc.em, CommitmentSchema, qb, 'c', parent, page, byCreatedAt<Commitment>(), (rows) => representCommitments(sc.em, rows));
}

/** The project (not archived) and provider of a new commitment must be the caller's: one 422 naming each problem. */
async function assertReferences(em: EntityManager, sc: ServiceContext, projectId: string, providerId: string): Promise<void> {
  const row = await projectAndProvider(em, sc.actor, projectId, providerId);
  const errors: FieldError[] = [];
  if (row.project_status === null) errors.push({ param: 'project_id', code: 'not_found', message: `No such project: '${projectId}'.` });
  else if (row.project_status === 'archived') {
    errors.push({ param: 'project_id', code: 'project_archived', message: `Project '${projectId}' is archived; restore it first.` });
  }
  if (row.provider_id === null) errors.push({ param: 'provider_id', code: 'not_found', message: `No such provider: '${providerId}'.` });
  if (errors.length > 0) throw AppError.validation(errors);
}

/**
 * Budget items of commitment lines must be items of an accepted budget of the commitment's
 * project: one 422 listing an `invalid_budget_item` per bad line. `param(i)` names the field.
 */
export async function assertCommittableItems(
  em: EntityManager,
  sc: ServiceContext,
  projectId: string,
  itemIds: ReadonlyArray<string | null | undefined>,
  param: (index: number) => string,
): Promise<void> {
  const found = await acceptedItemIdsOfProject(em, sc.actor, projectId, itemIds.filter((id): id is string => !!id));
  const errors: FieldError[] = [];
  itemIds.forEach((id, i) => {
    if (!id || found.has(id)) return;
    errors.push({
      param: param(i),
      code: 'invalid_budget_item',
      message: `\`${param(i)}\`: '${id}' is not an item of an accepted budget of project '${projectId}'.`,
    });
  });
  if (errors.length > 0) throw AppError.validation(errors);
}

/** Retention belongs to subcontracts: a purchase order keeps 0. */
function checkRetention(kind: Commitment['kind'], retention: bigint): void {
  if (kind !== 'subcontract' && retention !== 0n) {
    throw AppError.field('retention_percentage', 'invalid_for_kind', '`retention_percentage` applies to subcontracts only.');
  }
}

/** The rows of new lines, each `subtotal` computed exactly; a total beyond the money range is a 422. */
export function newLines(sc: ServiceContext, commitmentId: string, inputs: CommitmentLineInput[], firstPosition = 0): CommitmentLine[] {
  const lines = inputs.map((l, i) => ({
    id: newId('commitmentLine'),
    commitmentId,
    ...tenant(sc.actor),
    position: firstPosition + i,
    budgetItemId: l.budget_item_id ?? null,
    description: l.description,
    quantity: formatScaled(l.quantity, QUANTITY_SCALE),
    unit: l.unit,
    unitPrice: l.unit_price,
    subtotal: lineTotal(l.quantity, BigInt(l.unit_price)),
  }));
  const total = lines.reduce((sum, l) => sum + l.subtotal, 0n);
  const bad = lines.findIndex((l) => l.subtotal > BigInt(MAX_CENTS) || l.subtotal < -BigInt(MAX_CENTS));
  if (bad >= 0) throw AppError.field(`lines[${bad}].quantity`, 'out_of_range', `The line's subtotal must be within ±${MAX_CENTS} cents.`);
  if (total > BigInt(MAX_CENTS) || total < -BigInt(MAX_CENTS)) {
    throw AppError.field('lines', 'out_of_range', `The lines' subtotals must add up to at most ${MAX_CENTS} cents.`);
  }
  return lines.map((l) => ({ ...l, subtotal: Number(l.subtotal) }));
}

export async function createCommitment(sc: ServiceContext, body: unknown): Promise<CommitmentRepresentation> {
  requireScope(sc.actor, 'write:commitments');
  const input = parse(createCommitmentInput, body);
  const retention = input.retention_percentage ?? 0n;
  checkRetention(input.kind, retention);
  const id = newId('commitment');
  const lineRows = newLines(sc, id, input.lines ?? []);
  return transaction(sc.em, async (em) => {
    await assertReferences(em, sc, input.project_id, input.provider_id);
    await assertCommittableItems(em, sc, input.project_id, (input.lines ?? []).map((l) => l.budget_item_id), (i) => `lines[${i}].budget_item_id`);
    const now = new Date();
    const commitment = em.create(CommitmentSchema, {
      id,
      ...tenant(sc.actor),
      projectId: input.project_id,
      providerId: input.provider_id,
      kind: input.kind,
      number: input.number,
      title: input.title,
      status: 'draft',
      retentionPercentage: formatScaled(retention, 2),
      createdAt: now,
      updatedAt: now,
      approvedAt: null,
      closedAt: null,
      voidedAt: null,
    });
    const lines = lineRows.map((l) => em.create(CommitmentLineSchema, l));
    await em.flush();
    const representation = commitmentRepresentation(commitment, { lines, totals: { delivered: 0, invoiced: 0 }, deliveries: new Map() });
    await recordEvent(em, sc.actor, 'commitment.created', representation);
    return representation;
  });
}

/**
 * PATCH: header fields; `lines` replaces every line, in `draft` only (after approval a commitment
 * changes through change orders); `status` moves it (`commitment.approved|closed|voided`),
 * any other change records `commitment.updated`.
 */
export async function updateCommitment(sc: ServiceContext, id: string, body: unknown): Promise<CommitmentRepresentation> {
  requireScope(sc.actor, 'write:commitments');
  const input = parse(updateCommitmentInput, body);
  return transaction(sc.em, async (em) => {
    const commitment = await findCommitment(em, sc.actor, id, true);
    const [before] = await representCommitments(em, [commitment]);
    const from = commitment.status;
    const moving = input.status !== undefined && input.status !== from;
    const event: EventType | null = moving ? commitmentMove(from, input.status!) : null;
    const changesLines = input.lines !== undefined;
    if (changesLines && from !== 'draft') {
      throw new AppError(
        'invalid_state_transition',
        `The lines of a commitment in status '${from}' cannot change; approved commitments change through change orders.`,
        'lines',
        { from, to: 'lines_changed' },
      );
    }
    if (from === 'closed' || from === 'void') {
      if (input.number !== undefined || input.title !== undefined || input.retention_percentage !== undefined) {
        throw new AppError('invalid_state_transition', `A commitment in status '${from}' cannot change.`, null, { from, to: 'updated' });
      }
    }
    if (input.retention_percentage !== undefined) {
      checkRetention(commitment.kind, input.retention_percentage);
      commitment.retentionPercentage = formatScaled(input.retention_percentage, 2);
    }
    if (input.number !== undefined) commitment.number = input.number;
    if (input.title !== undefined) commitment.title = input.title;
    if (changesLines) {
      await assertCommittableItems(em, sc, commitment.projectId, input.lines!.map((l) => l.budget_item_id), (i) => `lines[${i}].budget_item_id`);
      const rows = newLines(sc, commitment.id, input.lines!);
      await deleteLines(em, commitment.id);
      for (const row of rows) em.create(CommitmentLineSchema, row);
    }
    const now = new Date();
    if (moving) {
      commitment.status = input.status!;
      if (input.status === 'approved') {
        if ((changesLines ? input.lines!.length : before.lines.length) === 0) {
          throw AppError.field('status', 'commitment_empty', 'A commitment needs at least one line to be approved.');
        }
        commitment.approvedAt = now;
      }
      if (input.status === 'closed') commitment.closedAt = now;
      if (input.status === 'void') commitment.voidedAt = now;
    }
    await em.flush();
    const [after] = await representCommitments(em, [commitment]);
    const previous = changedAttributes(before, after);
    if (Object.keys(previous).length === 0) return before;
    commitment.updatedAt = now;
    await em.flush();
    const answer = { ...after, updated_at: now.toISOString() };
    await recordEvent(em, sc.actor, event ?? 'commitment.updated', answer, previous);
    return answer;
  });
}
