import { z } from 'zod';
import { isoTimestamp } from '../platform/dates.js';
import { decimalToNumber, parseScaled } from '../platform/money.js';
import { amount, idField, timestamp } from '../platform/response-fields.js';
import { COMMITMENT_KINDS, COMMITMENT_STATUSES, type Commitment, type CommitmentLine } from './commitment.entity.js';
import type { CommitmentTotals, LineDelivery } from './commitment.queries.js';

export const MATCH_STATUSES = ['within', 'over_delivered', 'over_invoiced'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Decimal places the delivered quantities are compared at (delivery-note lines carry 6). */
const COMPARE_SCALE = 6;

export function commitmentLineRepresentation(l: CommitmentLine, delivery: LineDelivery | undefined) {
  return {
    id: l.id,
    budget_item_id: l.budgetItemId,
    description: l.description,
    quantity: decimalToNumber(l.quantity),
    unit: l.unit,
    unit_price: l.unitPrice,
    subtotal: l.subtotal,
    delivered_quantity: delivery ? decimalToNumber(delivery.quantity) : 0,
    delivered_amount: delivery?.amount ?? 0,
    change_order_id: l.changeOrderId ?? null,
  };
}

export type CommitmentLineRepresentation = ReturnType<typeof commitmentLineRepresentation>;

export interface CommitmentRelations {
  lines: CommitmentLine[];
  totals: CommitmentTotals;
  deliveries: Map<string, LineDelivery>;
}

/** A line received beyond what it ordered (compared exactly, as scaled integers). */
function overDelivered(line: CommitmentLine, delivery: LineDelivery | undefined): boolean {
  if (!delivery) return false;
  return parseScaled(delivery.quantity, COMPARE_SCALE)! > parseScaled(line.quantity, COMPARE_SCALE)!;
}

/**
 * The REST shape of a commitment with its three-way-match figures (docs/commitments.md#figures);
 * also `data.object` of commitment events.
 */
export function commitmentRepresentation(c: Commitment, relations: CommitmentRelations) {
  const subtotal = relations.lines.reduce((sum, l) => sum + l.subtotal, 0);
  const { delivered, invoiced } = relations.totals;
  const lineOver = relations.lines.some((l) => overDelivered(l, relations.deliveries.get(l.id)));
  const match: MatchStatus = invoiced > subtotal ? 'over_invoiced' : lineOver || delivered > subtotal ? 'over_delivered' : 'within';
  return {
    id: c.id,
    project_id: c.projectId,
    provider_id: c.providerId,
    kind: c.kind,
    number: c.number,
    title: c.title,
    status: c.status,
    retention_percentage: decimalToNumber(c.retentionPercentage),
    lines: relations.lines.map((l) => commitmentLineRepresentation(l, relations.deliveries.get(l.id))),
    subtotal_amount: subtotal,
    delivered_amount: delivered,
    invoiced_amount: invoiced,
    remaining_amount: subtotal - invoiced,
    overrun: {
      delivered_amount: Math.max(0, delivered - subtotal),
      invoiced_amount: Math.max(0, invoiced - subtotal),
    },
    match_status: match,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    approved_at: isoTimestamp(c.approvedAt),
    closed_at: isoTimestamp(c.closedAt),
    voided_at: isoTimestamp(c.voidedAt),
  };
}

export type CommitmentRepresentation = ReturnType<typeof commitmentRepresentation>;

/** The published schema of `commitmentLineRepresentation` (docs/openapi.md). */
export const commitmentLineObject = z
  .strictObject({
    id: idField('commitmentLine'),
    budget_item_id: idField('budgetItem').nullable(),
    description: z.string(),
    quantity: z.number(),
    unit: z.string(),
    unit_price: amount(),
    subtotal: amount().meta({ description: 'round(quantity × unit_price), halves away from zero.' }),
    delivered_quantity: z.number().meta({ description: 'Sum of the quantities of live delivery-note lines charged to this line.' }),
    delivered_amount: amount().meta({ description: 'Sum of the subtotals of those lines.' }),
    change_order_id: idField('changeOrder').nullable().meta({ description: 'The approved change order that added the line.' }),
  })
  .meta({ id: 'CommitmentLine' });

/** The published schema of `commitmentRepresentation` (docs/openapi.md). */
export const commitmentObject = z
  .strictObject({
    id: idField('commitment'),
    project_id: idField('project'),
    provider_id: idField('provider'),
    kind: z.enum(COMMITMENT_KINDS),
    number: z.string().meta({ description: 'The order number; unique per provider.' }),
    title: z.string(),
    status: z.enum(COMMITMENT_STATUSES),
    retention_percentage: z.number().meta({ description: 'Subcontracts only (0 for purchase orders).' }),
    lines: z.array(commitmentLineObject),
    subtotal_amount: amount().meta({ description: "Sum of the lines' subtotals, approved change orders included." }),
    delivered_amount: amount().meta({ description: 'Sum of the subtotals of live delivery notes charged to the commitment.' }),
    invoiced_amount: amount().meta({ description: 'Sum of the subtotals of its live invoices that are not cancelled.' }),
    remaining_amount: amount().meta({ description: '`subtotal_amount − invoiced_amount`; negative when over-invoiced.' }),
    overrun: z.strictObject({
      delivered_amount: amount().meta({ description: 'What was delivered beyond `subtotal_amount` (0 when within).' }),
      invoiced_amount: amount().meta({ description: 'What was invoiced beyond `subtotal_amount` (0 when within).' }),
    }),
    match_status: z.enum(MATCH_STATUSES).meta({
      description: '`over_invoiced` when invoiced exceeds the subtotal, else `over_delivered` when a line received more than it ordered (or deliveries exceed the subtotal), else `within`.',
    }),
    created_at: timestamp(),
    updated_at: timestamp(),
    approved_at: timestamp().nullable(),
    closed_at: timestamp().nullable(),
    voided_at: timestamp().nullable(),
  })
  .meta({ id: 'Commitment' });
