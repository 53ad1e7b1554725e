import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext, requireAnyScope, requireScope, tenant } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { QUANTITY_SCALE, formatScaled, lineTotal, parseScaled } from '../platform/money.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { MAX_CENTS, parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import type { EventType } from '../events/event-types.js';
import { type ItemChange, type NewItem, applyBudgetChanges, assertRepriceable, itemChangeAmount } from '../budgets/budget-changes.js';
import { chaptersOfBudget, itemsOfBudget } from '../budgets/budget-changes.queries.js';
import { findBudget } from '../budgets/budget.queries.js';
import { budgetRepresentation } from '../budgets/budget.representation.js';
import type { Budget } from '../budgets/budget.entity.js';
import { type ChangeOrder, type ChangeOrderLine, ChangeOrderLineSchema, ChangeOrderSchema, type ChangeOrderStatus } from './change-order.entity.js';
import {
  findChangeOrder,
  linesOfChangeOrders,
  nextChangeOrderNumber,
  readChangeOrder,
  readChangeOrders,
} from './change-order.queries.js';
import { type ChangeOrderRepresentation, changeOrderRepresentation } from './change-order.representation.js';
import { type ChangeOrderLineInput, createChangeOrderInput, listChangeOrdersQuery, updateChangeOrderInput } from './change-order.schemas.js';
import { type Commitment, CommitmentLineSchema } from './commitment.entity.js';
import { findCommitment, linesOfCommitments } from './commitment.queries.js';
import { assertCommittableItems, newLines, representCommitments } from './commitment.service.js';

/**
 * Change orders (docs/commitments.md#change-orders): pending → approved | rejected, pending →
 * void. Approving applies the change to its budget (`write:budgets`) or its commitment
 * (`write:commitments`) in the same transaction, once.
 */

const READ = { budget: 'read:budgets', commitment: 'read:commitments' } as const;
const WRITE = { budget: 'write:budgets', commitment: 'write:commitments' } as const;

const MOVES: Record<ChangeOrderStatus, readonly ChangeOrderStatus[]> = {
  pending: ['approved', 'rejected', 'void'],
  approved: [],
  rejected: [],
  void: [],
};
const EVENTS: Record<Exclude<ChangeOrderStatus, 'pending'>, EventType> = {
  approved: 'change_order.approved',
  rejected: 'change_order.rejected',
  void: 'change_order.voided',
};

export async function representChangeOrders(em: EntityManager, rows: ChangeOrder[]): Promise<ChangeOrderRepresentation[]> {
  const lines = await linesOfChangeOrders(em, rows.map((c) => c.id));
  return rows.map((c) => changeOrderRepresentation(c, lines.get(c.id) ?? []));
}

export async function getChangeOrder(sc: ServiceContext, id: string): Promise<ChangeOrderRepresentation> {
  requireAnyScope(sc.actor, [READ.budget, READ.commitment]);
  const row = await readChangeOrder(sc.em, sc.actor, id);
  requireScope(sc.actor, READ[row.target]);
  const [representation] = await representChangeOrders(sc.em, [row]);
  return representation;
}

/** Change orders by id for GraphQL relations; those the caller may not read (or not the caller's) are absent. */
export async function getChangeOrders(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, ChangeOrderRepresentation>> {
  requireAnyScope(sc.actor, [READ.budget, READ.commitment]);
  const rows = [...(await readChangeOrders(sc.em, sc.actor, ids)).values()].filter((c) => sc.actor.scopes.has(READ[c.target]));
  return new Map((await representChangeOrders(sc.em, rows)).map((r) => [r.id, r]));
}

/** Newest first; only the targets the caller may read (budget change orders need `read:budgets`, commitment ones `read:commitments`). */
export async function listChangeOrders(sc: ServiceContext, query: unknown): Promise<ListResult<ChangeOrderRepresentation>> {
  requireAnyScope(sc.actor, [READ.budget, READ.commitment]);
  const q = parse(listChangeOrdersQuery, query);
  const qb = sc.em.createQueryBuilder(ChangeOrderSchema, 'c').where(tenant(sc.actor));
  const readable = (['budget', 'commitment'] as const).filter((t) => sc.actor.scopes.has(READ[t]));
  qb.andWhere({ target: { $in: readable } });
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.budget_id) qb.andWhere({ budgetId: q.budget_id });
  if (q.commitment_id) qb.andWhere({ commitmentId: q.commitment_id });
  if (q.status) qb.andWhere({ status: q.status });
  return keysetPage(qb, 'c', pageRequest(q, 'chg'), byCreatedAt<ChangeOrder>(), (rows) => representChangeOrders(sc.em, rows));
}

type Target = { kind: 'budget'; budget: Budget } | { kind: 'commitment'; commitment: Commitment };

/** The target of a new change order, locked: an accepted budget, or an approved commitment (409 otherwise). */
async function lockTarget(em: EntityManager, actor: Actor, input: { target: 'budget' | 'commitment'; budget_id?: string; commitment_id?: string }): Promise<Target> {
  if (input.target === 'budget') {
    if (!input.budget_id || input.commitment_id) {
      throw AppError.field('budget_id', 'required', 'A budget change order names its `budget_id` (and no `commitment_id`).');
    }
    const budget = await findBudget(em, actor, input.budget_id, true).catch(() => {
      throw AppError.field('budget_id', 'not_found', `No such budget: '${input.budget_id}'.`);
    });
    return { kind: 'budget', budget };
  }
  if (!input.commitment_id || input.budget_id) {
    throw AppError.field('commitment_id', 'required', 'A commitment change order names its `commitment_id` (and no `budget_id`).');
  }
  const commitment = await findCommitment(em, actor, input.commitment_id, true).catch(() => {
    throw AppError.field('commitment_id', 'not_found', `No such commitment: '${input.commitment_id}'.`);
  });
  return { kind: 'commitment', commitment };
}

/** A budget takes change orders once accepted, a commitment while approved (409 otherwise). */
function assertOpen(target: Target): void {
  if (target.kind === 'budget' && target.budget.status !== 'accepted') {
    throw new AppError('invalid_state_transition', `Budget '${target.budget.id}' is ${target.budget.status}; change orders apply to accepted budgets (edit a draft directly).`, 'budget_id', {
      from: target.budget.status,
      to: 'changed',
    });
  }
  if (target.kind === 'commitment' && target.commitment.status !== 'approved') {
    throw new AppError(
      'invalid_state_transition',
      `Commitment '${target.commitment.id}' is ${target.commitment.status}; change orders apply to approved commitments.`,
      'commitment_id',
      { from: target.commitment.status, to: 'changed' },
    );
  }
}

/** The amount of each line on a budget, checking every line (one 422 listing every problem). */
async function budgetLineAmounts(em: EntityManager, budget: Budget, lines: ChangeOrderLineInput[]): Promise<bigint[]> {
  const itemIds = lines.flatMap((l) => (l.budget_item_id ? [l.budget_item_id] : []));
  const items = await itemsOfBudget(em, budget.id, itemIds);
  const chapters = await chaptersOfBudget(em, budget.id, lines.flatMap((l) => (l.new_item ? [l.new_item.chapter_id] : [])));
  const errors: FieldError[] = [];
  const amounts = lines.map((l, i) => {
    const at = `lines[${i}]`;
    if (!!l.budget_item_id === !!l.new_item) {
      errors.push({ param: at, code: 'invalid_line', message: `\`${at}\` names either a \`budget_item_id\` of the budget or a \`new_item\`.` });
      return 0n;
    }
    if (l.budget_item_id) {
      const item = items.get(l.budget_item_id);
      if (!item) {
        errors.push({ param: `${at}.budget_item_id`, code: 'invalid_budget_item', message: `\`${at}.budget_item_id\`: '${l.budget_item_id}' is not an item of budget '${budget.id}'.` });
        return 0n;
      }
      return itemChangeAmount(item, { quantityDelta: l.quantity_delta, unitPrice: l.unit_price ?? null });
    }
    if (!chapters.has(l.new_item!.chapter_id)) {
      errors.push({ param: `${at}.new_item.chapter_id`, code: 'invalid_chapter', message: `\`${at}.new_item.chapter_id\`: not a chapter of budget '${budget.id}'.` });
    }
    if (l.unit_price === undefined) errors.push({ param: `${at}.unit_price`, code: 'required', message: `\`${at}.unit_price\` is required for a new item.` });
    return lineTotal(l.quantity_delta, BigInt(l.unit_price ?? 0));
  });
  if (errors.length > 0) throw AppError.validation(errors);
  await assertRepriceable(
    em,
    lines.flatMap((l, i) => (l.budget_item_id ? [{ param: `lines[${i}].unit_price`, itemId: l.budget_item_id, unitPrice: l.unit_price ?? null }] : [])),
  );
  return amounts;
}

/** The amount of each line on a commitment: new lines, priced (one 422 listing every problem). */
async function commitmentLineAmounts(em: EntityManager, sc: ServiceContext, commitment: Commitment, lines: ChangeOrderLineInput[]): Promise<bigint[]> {
  const errors: FieldError[] = [];
  lines.forEach((l, i) => {
    for (const field of ['description', 'unit', 'unit_price'] as const) {
      if (l[field] === undefined) errors.push({ param: `lines[${i}].${field}`, code: 'required', message: `\`lines[${i}].${field}\` is required for a commitment line.` });
    }
    if (l.new_item) errors.push({ param: `lines[${i}].new_item`, code: 'invalid_line', message: 'A commitment change order adds lines, not budget items.' });
  });
  if (errors.length > 0) throw AppError.validation(errors);
  await assertCommittableItems(em, sc, commitment.projectId, lines.map((l) => l.budget_item_id), (i) => `lines[${i}].budget_item_id`);
  return lines.map((l) => lineTotal(l.quantity_delta, BigInt(l.unit_price!)));
}

function checkedSum(amounts: bigint[]): number {
  const total = amounts.reduce((s, a) => s + a, 0n);
  if (total > BigInt(MAX_CENTS) || total < -BigInt(MAX_CENTS)) throw AppError.field('lines', 'out_of_range', `The change must stay within ±${MAX_CENTS} cents.`);
  return Number(total);
}

/**
 * A new change order, `pending`, numbered after its target's last one. A budget's must be
 * accepted, a commitment's approved (409 otherwise: a closed commitment takes no change).
 */
export async function createChangeOrder(sc: ServiceContext, body: unknown): Promise<ChangeOrderRepresentation> {
  requireAnyScope(sc.actor, [WRITE.budget, WRITE.commitment]);
  const input = parse(createChangeOrderInput, body);
  return transaction(sc.em, async (em) => {
    const target = await lockTarget(em, sc.actor, input);
    requireScope(sc.actor, WRITE[target.kind]);
    assertOpen(target);
    const amounts =
      target.kind === 'budget' ? await budgetLineAmounts(em, target.budget, input.lines) : await commitmentLineAmounts(em, sc, target.commitment, input.lines);
    const targetId = target.kind === 'budget' ? target.budget.id : target.commitment.id;
    const now = new Date();
    const order = em.create(ChangeOrderSchema, {
      id: newId('changeOrder'),
      ...tenant(sc.actor),
      projectId: target.kind === 'budget' ? target.budget.projectId : target.commitment.projectId,
      target: target.kind,
      budgetId: target.kind === 'budget' ? targetId : null,
      commitmentId: target.kind === 'commitment' ? targetId : null,
      number: await nextChangeOrderNumber(em, targetId),
      title: input.title,
      reason: input.reason ?? null,
      status: 'pending',
      amount: checkedSum(amounts),
      createdAt: now,
      updatedAt: now,
      approvedAt: null,
      rejectedAt: null,
      voidedAt: null,
    });
    const lines = input.lines.map((l, position) =>
      em.create(ChangeOrderLineSchema, {
        id: newId('changeOrderLine'),
        changeOrderId: order.id,
        ...tenant(sc.actor),
        position,
        budgetItemId: l.budget_item_id ?? null,
        chapterId: l.new_item?.chapter_id ?? null,
        code: l.new_item?.code ?? null,
        description: l.new_item?.description ?? l.description ?? null,
        unit: l.new_item?.unit ?? l.unit ?? null,
        quantityDelta: formatScaled(l.quantity_delta, QUANTITY_SCALE),
        unitPrice: l.unit_price ?? null,
        amount: Number(amounts[position]),
      }),
    );
    await em.flush();
    const representation = changeOrderRepresentation(order, lines);
    await recordEvent(em, sc.actor, 'change_order.created', representation);
    return representation;
  });
}

/** Applies an approved change order to its budget: the items move, new ones are created, `budget.updated`. */
async function applyToBudget(em: EntityManager, actor: Actor, budget: Budget, lines: ChangeOrderLine[]): Promise<void> {
  const before = budgetRepresentation(budget);
  const changes: Array<ItemChange & { line: ChangeOrderLine }> = [];
  const added: Array<NewItem & { line: ChangeOrderLine }> = [];
  for (const line of lines) {
    const quantityDelta = parseScaled(line.quantityDelta, QUANTITY_SCALE)!;
    if (line.chapterId) {
      added.push({ chapterId: line.chapterId, code: line.code!, description: line.description!, unit: line.unit!, quantity: quantityDelta, unitPrice: line.unitPrice!, line });
    } else {
      changes.push({ itemId: line.budgetItemId!, quantityDelta, unitPrice: line.unitPrice, line });
    }
  }
  const { newItemIds, amounts } = await applyBudgetChanges(em, budget, changes, added);
  // The amount applied is the change on the item as it is now (another change order may have moved it since).
  changes.forEach((c, i) => (c.line.amount = Number(amounts[i])));
  added.forEach((a, i) => (a.line.budgetItemId = newItemIds[i]));
  budget.updatedAt = new Date();
  const after = budgetRepresentation(budget);
  await recordEvent(em, actor, 'budget.updated', after, changedAttributes(before, after));
}

/** Applies an approved change order to its commitment: it gains the lines, `commitment.updated`. */
async function applyToCommitment(em: EntityManager, sc: ServiceContext, commitment: Commitment, order: ChangeOrder, lines: ChangeOrderLine[]): Promise<void> {
  const [before] = await representCommitments(em, [commitment]);
  const existing = (await linesOfCommitments(em, [commitment.id])).get(commitment.id) ?? [];
  const rows = newLines(
    sc,
    commitment.id,
    lines.map((l) => ({
      budget_item_id: l.budgetItemId,
      description: l.description!,
      unit: l.unit!,
      quantity: parseScaled(l.quantityDelta, QUANTITY_SCALE)!,
      unit_price: l.unitPrice!,
    })),
    existing.reduce((max, l) => Math.max(max, l.position + 1), 0),
  );
  for (const row of rows) em.create(CommitmentLineSchema, { ...row, changeOrderId: order.id });
  commitment.updatedAt = new Date();
  await em.flush();
  const [after] = await representCommitments(em, [commitment]);
  await recordEvent(em, sc.actor, 'commitment.updated', after, changedAttributes(before, after));
}

/**
 * PATCH: `title` and `reason` while pending; `status` approves (applying it), rejects or voids a
 * pending change order; any other status (approving an approved one included) is 409. The change
 * order's row is locked first, so of two concurrent approvals the second waits, finds it approved
 * and is refused: it applies once.
 */
export async function updateChangeOrder(sc: ServiceContext, id: string, body: unknown): Promise<ChangeOrderRepresentation> {
  requireAnyScope(sc.actor, [WRITE.budget, WRITE.commitment]);
  const input = parse(updateChangeOrderInput, body);
  return transaction(sc.em, async (em) => {
    const order = await findChangeOrder(em, sc.actor, id, true);
    requireScope(sc.actor, WRITE[order.target]);
    const lines = (await linesOfChangeOrders(em, [order.id])).get(order.id) ?? [];
    const before = changeOrderRepresentation(order, lines);
    const from = order.status;
    const to = input.status;
    // Asking for the status it has is refused too: approving twice must not look like success.
    const moving = to !== undefined;
    if (moving && !MOVES[from].includes(to)) {
      throw AppError.invalidTransition('change order', from, to, { allowed: [...MOVES[from]] });
    }
    if (from !== 'pending' && (input.title !== undefined || input.reason !== undefined)) {
      throw new AppError('invalid_state_transition', `A change order in status '${from}' cannot change.`, null, { from, to: 'updated' });
    }
    if (input.title !== undefined) order.title = input.title;
    if (input.reason !== undefined) order.reason = input.reason;
    const now = new Date();
    if (moving && to === 'approved') {
      const target = await lockTarget(em, sc.actor, { target: order.target, budget_id: order.budgetId ?? undefined, commitment_id: order.commitmentId ?? undefined });
      assertOpen(target);
      if (target.kind === 'budget') await applyToBudget(em, sc.actor, target.budget, lines);
      else await applyToCommitment(em, sc, target.commitment, order, lines);
      order.amount = lines.reduce((s, l) => s + l.amount, 0);
      order.approvedAt = now;
    }
    if (moving && to === 'rejected') order.rejectedAt = now;
    if (moving && to === 'void') order.voidedAt = now;
    if (moving) order.status = to;
    const after = changeOrderRepresentation(order, lines);
    const previous = changedAttributes(before, after);
    if (Object.keys(previous).length === 0) return before;
    order.updatedAt = now;
    await em.flush();
    const answer = { ...after, updated_at: now.toISOString() };
    // A change of title or reason alone records nothing: the catalog has no `change_order.updated`.
    if (moving) await recordEvent(em, sc.actor, EVENTS[to as Exclude<ChangeOrderStatus, 'pending'>], answer, previous);
    return answer;
  });
}
