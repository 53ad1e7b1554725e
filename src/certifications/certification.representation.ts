import { z } from 'zod';
import { isoTimestamp } from '../platform/dates.js';
import { QUANTITY_SCALE, decimalToNumber, divRound, formatScaled, parseScaled } from '../platform/money.js';
import { amount, date, idField, timestamp } from '../platform/response-fields.js';
import { CERTIFICATION_STATUSES, CERTIFICATION_TYPES, type Certification, type StoredFigures } from './certification.entity.js';
import type { ShownLine } from './certification.queries.js';

const quantity = (text: string) => parseScaled(text, QUANTITY_SCALE)!;

/** quantity_to_date / revised quantity, in percent with 2 decimals; null when the budget has no quantity. */
export function percentComplete(quantityToDate: string, budgetQuantity: string): number | null {
  const budget = quantity(budgetQuantity);
  if (budget === 0n) return null;
  return decimalToNumber(formatScaled(divRound(quantity(quantityToDate) * 10_000n, budget), 2));
}

export function certificationLineRepresentation(l: ShownLine) {
  const toDate = quantity(l.quantityToDate);
  const previous = quantity(l.previousQuantity);
  return {
    id: l.id,
    budget_item_id: l.budgetItemId,
    code: l.code,
    description: l.description,
    unit: l.unit,
    budget_quantity: decimalToNumber(l.budgetQuantity),
    sale_price: l.salePrice,
    previous_quantity: decimalToNumber(l.previousQuantity),
    quantity_this_period: decimalToNumber(formatScaled(toDate - previous, QUANTITY_SCALE)),
    quantity_to_date: decimalToNumber(l.quantityToDate),
    previous_amount: l.previousAmount,
    amount_this_period: l.amountToDate - l.previousAmount,
    amount_to_date: l.amountToDate,
    over_budget: toDate > quantity(l.budgetQuantity),
    percent_complete: percentComplete(l.quantityToDate, l.budgetQuantity),
  };
}

function figures(f: StoredFigures) {
  return {
    execution_amount: f.execution,
    overheads_amount: f.overheads,
    profit_amount: f.profit,
    discount_amount: f.discount,
    subtotal_amount: f.subtotal,
    tax_amount: f.tax,
    retention_amount: f.retention,
    total_amount: f.total,
  };
}

/** The REST shape of a certification with its lines and figures (docs/certifications.md); also `data.object` of its events. */
export function certificationRepresentation(c: Certification, lines: ShownLine[]) {
  return {
    id: c.id,
    project_id: c.projectId,
    budget_id: c.budgetId,
    number: c.number,
    type: c.type,
    status: c.status,
    period_start: c.periodStart,
    period_end: c.periodEnd,
    overheads_percentage: decimalToNumber(c.overheadsPercentage),
    profit_percentage: decimalToNumber(c.profitPercentage),
    discount_percentage: decimalToNumber(c.discountPercentage),
    retention_percentage: decimalToNumber(c.retentionPercentage),
    tax_rate: decimalToNumber(c.taxRate),
    reverse_charge: c.reverseCharge,
    correction_reason: c.correctionReason,
    previous_certification_id: c.previousId,
    ...figures(c.period),
    to_date: figures(c.toDate),
    invoice_number: c.invoiceNumber,
    issue_date: c.issueDate,
    paid_on: c.paidOn,
    payment_reference: c.paymentReference,
    lines: lines.map(certificationLineRepresentation),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    issued_at: isoTimestamp(c.issuedAt),
    paid_at: isoTimestamp(c.paidAt),
    voided_at: isoTimestamp(c.voidedAt),
  };
}

export type CertificationRepresentation = ReturnType<typeof certificationRepresentation>;

const figureFields = {
  execution_amount: amount().meta({ description: 'Ejecución material: the sum of the lines\' amounts at the budget\'s sale prices.' }),
  overheads_amount: amount().meta({ description: 'Gastos generales: round(execution × overheads_percentage / 100).' }),
  profit_amount: amount().meta({ description: 'Beneficio industrial: round(execution × profit_percentage / 100).' }),
  discount_amount: amount().meta({ description: 'Baja de adjudicación: round((execution + overheads + profit) × discount_percentage / 100).' }),
  subtotal_amount: amount().meta({ description: 'Taxable base: execution + overheads + profit − discount.' }),
  tax_amount: amount().meta({ description: 'VAT: round(subtotal × tax_rate / 100); 0 with reverse charge.' }),
  retention_amount: amount().meta({ description: 'Retención de garantía: round(subtotal × retention_percentage / 100); negative on a retention release.' }),
  total_amount: amount().meta({ description: 'To be paid: subtotal + tax − retention.' }),
};

/** The published schema of `certificationLineRepresentation` (docs/openapi.md). */
export const certificationLineObject = z
  .strictObject({
    id: idField('certificationLine'),
    budget_item_id: idField('budgetItem'),
    code: z.string(),
    description: z.string(),
    unit: z.string(),
    budget_quantity: z.number().meta({ description: "The item's quantity in the budget, revised by approved change orders." }),
    sale_price: amount().meta({ description: 'The sale price per unit the line was valued at.' }),
    previous_quantity: z.number().meta({ description: 'The quantity to date of the previous certification.' }),
    quantity_this_period: z.number(),
    quantity_to_date: z.number().meta({ description: 'Measured from the start of the work (a origen).' }),
    previous_amount: amount(),
    amount_this_period: amount().meta({ description: '`amount_to_date − previous_amount`.' }),
    amount_to_date: amount().meta({ description: 'round(quantity_to_date × sale_price), halves away from zero.' }),
    over_budget: z.boolean().meta({ description: 'The quantity to date is above the budget quantity (allowed, flagged).' }),
    percent_complete: z.number().nullable().meta({ description: 'quantity_to_date / budget_quantity, in percent with 2 decimals; null when the budget quantity is 0.' }),
  })
  .meta({ id: 'CertificationLine' });

/** The published schema of `certificationRepresentation` (docs/openapi.md). */
export const certificationObject = z
  .strictObject({
    id: idField('certification'),
    project_id: idField('project'),
    budget_id: idField('budget'),
    number: z.number().int().meta({ description: '1, 2, … within the project.' }),
    type: z.enum(CERTIFICATION_TYPES),
    status: z.enum(CERTIFICATION_STATUSES),
    period_start: date(),
    period_end: date(),
    overheads_percentage: z.number(),
    profit_percentage: z.number(),
    discount_percentage: z.number(),
    retention_percentage: z.number(),
    tax_rate: z.number(),
    reverse_charge: z.boolean(),
    correction_reason: z.string().nullable(),
    previous_certification_id: idField('certification').nullable().meta({ description: 'The issued certification of the same budget this one follows.' }),
    ...figureFields,
    to_date: z.strictObject(figureFields).meta({ id: 'CertificationFigures', description: 'The same figures a origen, each computed from the execution to date.' }),
    invoice_number: z.string().nullable().meta({ description: 'Set on issue: `CERT-2026-0007`, gapless per organization and year.' }),
    issue_date: date().nullable(),
    paid_on: date().nullable(),
    payment_reference: z.string().nullable(),
    lines: z.array(certificationLineObject),
    created_at: timestamp(),
    updated_at: timestamp(),
    issued_at: timestamp().nullable(),
    paid_at: timestamp().nullable(),
    voided_at: timestamp().nullable(),
  })
  .meta({ id: 'Certification' });
