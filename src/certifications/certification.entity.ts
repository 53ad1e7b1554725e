import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money, nullableTimestamp, timestamp } from '../platform/db/columns.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

export const CERTIFICATION_TYPES = ['progress', 'retention_release'] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];

export const CERTIFICATION_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** The eight figures of one column of a certification (docs/certifications.md#figures), in cents. */
export interface StoredFigures {
  execution: number;
  overheads: number;
  profit: number;
  discount: number;
  subtotal: number;
  tax: number;
  retention: number;
  total: number;
}

/** A party of the invoice as it was when the certification was issued; fields not set then are null. */
export interface StoredParty {
  name: string | null;
  tax_id: string | null;
  address: { street: string; post_code: string; town: string; province: string; country_code: string } | null;
}

/** A certificación: the statement of work done for the client, a origen (docs/certifications.md). */
export interface Certification {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  budgetId: string;
  /** 1, 2, … within the project; a voided draft's number is taken by the next one. */
  number: number;
  type: CertificationType;
  status: CertificationStatus;
  periodStart: string;
  periodEnd: string;
  /** Percentages, decimal text with 2 places ("13.00"). */
  overheadsPercentage: string;
  profitPercentage: string;
  discountPercentage: string;
  retentionPercentage: string;
  taxRate: string;
  reverseCharge: boolean;
  /** Why a quantity to date is below the previous certification's; null when none is. */
  correctionReason: string | null;
  /** The issued certification of the same budget this one follows; null for the first. */
  previousId: string | null;
  /** This certification's figures (what its invoice bills) and the figures a origen. */
  period: StoredFigures;
  toDate: StoredFigures;
  /** Set on issue: `CERT-2026-0007`, its year and sequence in the organization's series. */
  invoiceNumber: string | null;
  invoiceYear: number | null;
  invoiceSequence: number | null;
  issueDate: string | null;
  seller: StoredParty | null;
  buyer: StoredParty | null;
  paidOn: string | null;
  paymentReference: string | null;
  createdAt: Date;
  updatedAt: Date;
  issuedAt: Date | null;
  paidAt: Date | null;
  voidedAt: Date | null;
}

const percentage = { type: new DecimalType('string'), columnType: 'numeric(5,2)', precision: 5, scale: 2 } as const;
const date = { type: 'string', columnType: 'date' } as const;

export const CertificationSchema = new EntitySchema<Certification>({
  name: 'Certification',
  tableName: 'certifications',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string', columnType: 'text' },
    budgetId: { type: 'string', columnType: 'text' },
    number: { type: 'integer' },
    type: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    periodStart: date,
    periodEnd: date,
    overheadsPercentage: percentage,
    profitPercentage: percentage,
    discountPercentage: percentage,
    retentionPercentage: percentage,
    taxRate: percentage,
    reverseCharge: { type: 'boolean' },
    correctionReason: { type: 'string', columnType: 'text', nullable: true },
    previousId: { type: 'string', columnType: 'text', nullable: true },
    period: { type: 'json', columnType: 'jsonb' },
    toDate: { type: 'json', columnType: 'jsonb' },
    invoiceNumber: { type: 'string', columnType: 'text', nullable: true },
    invoiceYear: { type: 'integer', nullable: true },
    invoiceSequence: { type: 'integer', nullable: true },
    issueDate: { ...date, nullable: true },
    seller: { type: 'json', columnType: 'jsonb', nullable: true },
    buyer: { type: 'json', columnType: 'jsonb', nullable: true },
    paidOn: { ...date, nullable: true },
    paymentReference: { type: 'string', columnType: 'text', nullable: true },
    createdAt: timestamp,
    updatedAt: timestamp,
    issuedAt: nullableTimestamp,
    paidAt: nullableTimestamp,
    voidedAt: nullableTimestamp,
  },
});

/** One budget item of a certification: the quantity measured a origen and what it is worth. */
export interface CertificationLine {
  id: string;
  certificationId: string;
  organizationId: string;
  livemode: boolean;
  budgetItemId: string;
  /** The item's place in its budget (lines are listed in budget order). */
  position: number;
  /** Decimal text with 3 places. */
  quantityToDate: string;
  previousQuantity: string;
  /** The item's sale price when the line was valued (cents). */
  salePrice: number;
  /** round(quantity_to_date × sale_price), halves away from zero; and the previous certification's. */
  amountToDate: number;
  previousAmount: number;
}

const quantity = { type: new DecimalType('string'), columnType: 'numeric(14,3)', precision: 14, scale: 3 } as const;

export const CertificationLineSchema = new EntitySchema<CertificationLine>({
  name: 'CertificationLine',
  tableName: 'certification_lines',
  properties: {
    id: { type: 'string', primary: true },
    certificationId: { type: 'string', columnType: 'text' },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    budgetItemId: { type: 'string', columnType: 'text' },
    position: { type: 'integer' },
    quantityToDate: quantity,
    previousQuantity: quantity,
    salePrice: money,
    amountToDate: money,
    previousAmount: money,
  },
});

/** What the constraints of `certifications` and `certification_lines` mean to a client (docs/api-conventions.md#errors). */
export const certificationConstraints: ConstraintRules = {
  certifications_pkey: assignedKey('certification id'),
  certification_lines_pkey: assignedKey('certification line id'),
  certifications_number_unique: assignedKey('certification number'),
  certifications_invoice_unique: assignedKey('certification invoice number'),
  certifications_one_draft: assignedKey('draft certification'),
  certification_lines_item_unique: assignedKey('certification line'),
  certifications_organization_id_fkey: reference('organization_id', 'organization'),
  certifications_project_id_fkey: reference('project_id', 'project'),
  certifications_budget_id_fkey: reference('budget_id', 'budget'),
  certification_lines_certification_id_fkey: reference('certification_id', 'certification'),
  certification_lines_organization_id_fkey: reference('organization_id', 'organization'),
  certification_lines_budget_item_id_fkey: reference('budget_item_id', 'budget item'),
  certifications_previous_id_fkey: reference('previous_certification_id', 'certification'),
  certification_series_pkey: assignedKey('certification invoice number'),
  certification_series_organization_id_fkey: reference('organization_id', 'organization'),
  certifications_number_check: invalid('number', 'out_of_range', 'must be positive'),
  certifications_type_check: invalid('type', 'invalid_value', 'must be progress or retention_release'),
  certifications_status_check: invalid('status', 'invalid_value', 'is not a certification status'),
};
