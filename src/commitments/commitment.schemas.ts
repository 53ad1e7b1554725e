import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { cents, idOf, text } from '../platform/validation.js';
import { itemQuantity, scaledDecimal } from '../budgets/budget.schemas.js';
import { COMMITMENT_KINDS, COMMITMENT_STATUSES } from './commitment.entity.js';

/** Most lines one commitment holds. */
export const MAX_COMMITMENT_LINES = 500;

/** Retention of a subcontract, in percent with up to 2 decimals, 0 to 100; parsed to hundredths (5 → 500n). */
export const retentionPercentage = () => scaledDecimal(2, 0n, 10_000n, 'between 0 and 100');

export const commitmentLineInput = z.strictObject({
  budget_item_id: idOf('budgetItem').nullable().optional(),
  description: text(1000),
  quantity: itemQuantity(),
  unit: text(20),
  unit_price: cents().min(0, { error: 'must not be negative' }),
});

export const createCommitmentInput = z.strictObject({
  project_id: idOf('project'),
  provider_id: idOf('provider'),
  kind: z.enum(COMMITMENT_KINDS),
  number: text(100),
  title: text(300),
  retention_percentage: retentionPercentage().optional(),
  lines: z.array(commitmentLineInput).max(MAX_COMMITMENT_LINES).optional(),
});

/**
 * PATCH: the header, the whole list of `lines` (draft only) and the status move
 * (`approved`, `closed`, `void`).
 */
export const updateCommitmentInput = z.strictObject({
  number: text(100).optional(),
  title: text(300).optional(),
  retention_percentage: retentionPercentage().optional(),
  lines: z.array(commitmentLineInput).max(MAX_COMMITMENT_LINES).optional(),
  status: z.enum(COMMITMENT_STATUSES).optional(),
});

export const listCommitmentsQuery = z.strictObject({
  project_id: idOf('project').optional(),
  provider_id: idOf('provider').optional(),
  kind: z.enum(COMMITMENT_KINDS).optional(),
  status: z.enum(COMMITMENT_STATUSES).optional(),
  ...pageQuery,
});

export type CommitmentLineInput = z.output<typeof commitmentLineInput>;
export type CreateCommitmentInput = z.output<typeof createCommitmentInput>;
