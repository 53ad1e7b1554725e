import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money, nullableTimestamp, timestamp } from '../platform/db/columns.js';
import { assignedKey, type ConstraintRules, duplicate, invalid, reference } from '../platform/db/database-errors.js';

export const COMMITMENT_KINDS = ['purchase_order', 'subcontract'] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];

export const COMMITMENT_STATUSES = ['draft', 'approved', 'closed', 'void'] as const;
export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number];

/** A purchase order or a subcontract with a provider, for a project (docs/commitments.md). */
export interface Commitment {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  providerId: string;
  kind: CommitmentKind;
  /** The order number, unique per organization, mode and provider. */
  number: string;
  title: string;
  status: CommitmentStatus;
  /** Decimal text with 2 places ("5.00"); subcontracts only, else "0.00". */
  retentionPercentage: string;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
  closedAt: Date | null;
  voidedAt: Date | null;
}

export const CommitmentSchema = new EntitySchema<Commitment>({
  name: 'Commitment',
  tableName: 'commitments',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string', columnType: 'text' },
    providerId: { type: 'string', columnType: 'text' },
    kind: { type: 'string', columnType: 'text' },
    number: { type: 'string', columnType: 'text' },
    title: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    retentionPercentage: { type: new DecimalType('string'), columnType: 'numeric(5,2)', precision: 5, scale: 2 },
    createdAt: timestamp,
    updatedAt: timestamp,
    approvedAt: nullableTimestamp,
    closedAt: nullableTimestamp,
    voidedAt: nullableTimestamp,
  },
});

/** One line of a commitment: what was ordered, optionally against a budget item. */
export interface CommitmentLine {
  id: string;
  commitmentId: string;
  organizationId: string;
  livemode: boolean;
  /** Order within the commitment, from 0. */
  position: number;
  budgetItemId: string | null;
  description: string;
  /** Decimal text with 3 places. */
  quantity: string;
  unit: string;
  unitPrice: number;
  /** round(quantity × unit_price), half away from zero. */
  subtotal: number;
  /** The approved change order that added the line; null for the lines it was approved with. */
  changeOrderId?: string | null;
}

export const CommitmentLineSchema = new EntitySchema<CommitmentLine>({
  name: 'CommitmentLine',
  tableName: 'commitment_lines',
  properties: {
    id: { type: 'string', primary: true },
    commitmentId: { type: 'string', columnType: 'text' },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    position: { type: 'integer' },
    budgetItemId: { type: 'string', columnType: 'text', nullable: true },
    description: { type: 'string', columnType: 'text' },
    quantity: { type: new DecimalType('string'), columnType: 'numeric(14,3)', precision: 14, scale: 3 },
    unit: { type: 'string', columnType: 'text' },
    unitPrice: money,
    subtotal: money,
    changeOrderId: { type: 'string', columnType: 'text', nullable: true },
  },
});

/** What the constraints of `commitments` and `commitment_lines` mean to a client (docs/api-conventions.md#errors). */
export const commitmentConstraints: ConstraintRules = {
  commitments_number_unique: duplicate({
    resource: 'commitment',
    param: 'number',
    table: 'commitments',
    columns: ['organization_id', 'livemode', 'provider_id', 'number'],
    freeColumn: 'number',
    message: (k) => `A commitment '${k.number}' of this provider already exists.`,
  }),
  commitments_pkey: assignedKey('commitment id'),
  commitment_lines_pkey: assignedKey('commitment line id'),
  commitment_lines_commitment_id_position_key: assignedKey('commitment line position'),
  commitments_organization_id_fkey: reference('organization_id', 'organization'),
  commitments_project_id_fkey: reference('project_id', 'project'),
  commitments_provider_id_fkey: reference('provider_id', 'provider'),
  commitment_lines_commitment_id_fkey: reference('commitment_id', 'commitment'),
  commitment_lines_organization_id_fkey: reference('organization_id', 'organization'),
  commitment_lines_budget_item_id_fkey: reference('budget_item_id', 'budget item'),
  delivery_notes_commitment_id_fkey: reference('commitment_id', 'commitment'),
  invoices_commitment_id_fkey: reference('commitment_id', 'commitment'),
  delivery_note_lines_commitment_line_id_fkey: reference('commitment_line_id', 'commitment line'),
  commitments_kind_check: invalid('kind', 'invalid_value', 'must be purchase_order or subcontract'),
  commitments_status_check: invalid('status', 'invalid_value', 'is not a commitment status'),
  commitments_retention_percentage_check: invalid('retention_percentage', 'out_of_range', 'must be between 0 and 100'),
  commitment_lines_unit_price_check: invalid('unit_price', 'out_of_range', 'must not be negative'),
};
