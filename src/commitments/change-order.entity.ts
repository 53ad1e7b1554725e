import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money, nullableTimestamp, timestamp } from '../platform/db/columns.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

export const CHANGE_ORDER_TARGETS = ['budget', 'commitment'] as const;
export type ChangeOrderTarget = (typeof CHANGE_ORDER_TARGETS)[number];

export const CHANGE_ORDER_STATUSES = ['pending', 'approved', 'rejected', 'void'] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];

/** A change to a budget's items or to a commitment's lines, applied when approved (docs/commitments.md#change-orders). */
export interface ChangeOrder {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  target: ChangeOrderTarget;
  budgetId: string | null;
  commitmentId: string | null;
  /** Sequential per target, from 1. */
  number: number;
  title: string;
  reason: string | null;
  status: ChangeOrderStatus;
  /** Sum of the lines' amounts (cost, cents). */
  amount: number;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  voidedAt: Date | null;
}

export const ChangeOrderSchema = new EntitySchema<ChangeOrder>({
  name: 'ChangeOrder',
  tableName: 'change_orders',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string', columnType: 'text' },
    target: { type: 'string', columnType: 'text' },
    budgetId: { type: 'string', columnType: 'text', nullable: true },
    commitmentId: { type: 'string', columnType: 'text', nullable: true },
    number: { type: 'integer' },
    title: { type: 'string', columnType: 'text' },
    reason: { type: 'string', columnType: 'text', nullable: true },
    status: { type: 'string', columnType: 'text' },
    amount: money,
    createdAt: timestamp,
    updatedAt: timestamp,
    approvedAt: nullableTimestamp,
    rejectedAt: nullableTimestamp,
    voidedAt: nullableTimestamp,
  },
});

/**
 * One line of a change order. On a budget: an item's `quantity_delta` (and a new `unit_price`
 * for a price change), or a new item (`chapter_id`, `code`, `description`, `unit`) whose id
 * `budget_item_id` holds once applied. On a commitment: a new line (`description`, `unit`,
 * `unit_price`, optionally `budget_item_id`).
 */
export interface ChangeOrderLine {
  id: string;
  changeOrderId: string;
  organizationId: string;
  livemode: boolean;
  position: number;
  budgetItemId: string | null;
  chapterId: string | null;
  code: string | null;
  description: string | null;
  unit: string | null;
  /** Decimal text with 3 places. */
  quantityDelta: string;
  unitPrice: number | null;
  amount: number;
}

export const ChangeOrderLineSchema = new EntitySchema<ChangeOrderLine>({
  name: 'ChangeOrderLine',
  tableName: 'change_order_lines',
  properties: {
    id: { type: 'string', primary: true },
    changeOrderId: { type: 'string', columnType: 'text' },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    position: { type: 'integer' },
    budgetItemId: { type: 'string', columnType: 'text', nullable: true },
    chapterId: { type: 'string', columnType: 'text', nullable: true },
    code: { type: 'string', columnType: 'text', nullable: true },
    description: { type: 'string', columnType: 'text', nullable: true },
    unit: { type: 'string', columnType: 'text', nullable: true },
    quantityDelta: { type: new DecimalType('string'), columnType: 'numeric(14,3)', precision: 14, scale: 3 },
    unitPrice: { ...money, nullable: true },
    amount: money,
  },
});

/** What the constraints of `change_orders` and `change_order_lines` mean to a client (docs/api-conventions.md#errors). */
export const changeOrderConstraints: ConstraintRules = {
  change_orders_pkey: assignedKey('change order id'),
  change_orders_number_unique: assignedKey('change order number'),
  change_order_lines_pkey: assignedKey('change order line id'),
  change_order_lines_change_order_id_position_key: assignedKey('change order line position'),
  change_orders_organization_id_fkey: reference('organization_id', 'organization'),
  change_orders_project_id_fkey: reference('project_id', 'project'),
  change_orders_budget_id_fkey: reference('budget_id', 'budget'),
  change_orders_commitment_id_fkey: reference('commitment_id', 'commitment'),
  change_order_lines_change_order_id_fkey: reference('change_order_id', 'change order'),
  change_order_lines_organization_id_fkey: reference('organization_id', 'organization'),
  change_order_lines_budget_item_id_fkey: reference('budget_item_id', 'budget item'),
  change_order_lines_chapter_id_fkey: reference('chapter_id', 'budget chapter'),
  commitment_lines_change_order_id_fkey: reference('change_order_id', 'change order'),
  change_orders_target_reference: invalid('target', 'invalid_value', 'must name exactly its budget or its commitment'),
  change_orders_target_check: invalid('target', 'invalid_value', 'must be budget or commitment'),
  change_orders_status_check: invalid('status', 'invalid_value', 'is not a change order status'),
  change_order_lines_unit_price_check: invalid('unit_price', 'out_of_range', 'must not be negative'),
};
