import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { calendarDate, idOf, optionalText, text } from '../platform/validation.js';
import { itemQuantity, scaledDecimal } from '../budgets/budget.schemas.js';
import { CERTIFICATION_STATUSES, CERTIFICATION_TYPES } from './certification.entity.js';

/** Most lines one request may send (a budget's items are at most this many). */
export const MAX_CERTIFICATION_LINES = 20_000;

/** A header percentage: 0 to 100 with up to 2 decimals, parsed to hundredths (13 → 1300n). */
const percentage = () => scaledDecimal(2, 0n, 10_000n, 'between 0 and 100');

export const certificationLineInput = z.strictObject({
  budget_item_id: idOf('budgetItem'),
  /** The quantity measured from the start of the work (a origen), up to 3 decimals. */
  quantity_to_date: itemQuantity(),
});

const header = {
  period_start: calendarDate().optional(),
  period_end: calendarDate().optional(),
  overheads_percentage: percentage().optional(),
  profit_percentage: percentage().optional(),
  discount_percentage: percentage().optional(),
  retention_percentage: percentage().optional(),
  tax_rate: percentage().optional(),
  reverse_charge: z.boolean().optional(),
  correction_reason: optionalText(1000),
  lines: z.array(certificationLineInput).max(MAX_CERTIFICATION_LINES).optional(),
};

export const createCertificationInput = z.strictObject({
  project_id: idOf('project'),
  budget_id: idOf('budget'),
  type: z.enum(CERTIFICATION_TYPES).optional(),
  ...header,
});

/** PATCH of a draft: the header, and `lines` (the items measured this time, replacing those sent before). */
export const updateCertificationInput = z.strictObject(header);

export const markPaidInput = z.strictObject({
  paid_on: calendarDate().optional(),
  reference: text(200).optional(),
});

export const listCertificationsQuery = z.strictObject({
  project_id: idOf('project').optional(),
  budget_id: idOf('budget').optional(),
  status: z.enum(CERTIFICATION_STATUSES).optional(),
  type: z.enum(CERTIFICATION_TYPES).optional(),
  ...pageQuery,
});

export type CreateCertificationInput = z.output<typeof createCertificationInput>;
export type UpdateCertificationInput = z.output<typeof updateCertificationInput>;
export type CertificationLineInput = z.output<typeof certificationLineInput>;
