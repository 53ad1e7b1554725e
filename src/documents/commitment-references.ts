import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import type { CommitmentLine } from '../commitments/commitment.entity.js';
import { linesOfCommitments, readCommitments } from '../commitments/commitment.queries.js';

/**
 * The references documents hold to commitments (docs/commitments.md#documents-and-commitments):
 * an invoice's or a delivery note's `commitment_id`, and a delivery-note line's
 * `commitment_line_id`.
 */

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * A document's commitment must be the caller's, approved, and of the document's own project and
 * provider: otherwise one 422 `invalid_commitment` naming `commitment_id`.
 */
export async function assertDocumentCommitment(
  em: EntityManager,
  actor: Tenant,
  doc: { projectId: string; providerId: string },
  commitmentId: string,
): Promise<void> {
  const commitment = (await readCommitments(em, actor, [commitmentId])).get(commitmentId);
  let problem: string | null = null;
  if (!commitment) problem = `no such commitment: '${commitmentId}'`;
  else if (commitment.projectId !== doc.projectId) problem = `commitment '${commitmentId}' belongs to another project`;
  else if (commitment.providerId !== doc.providerId) problem = `commitment '${commitmentId}' is with another provider`;
  else if (commitment.status !== 'approved') problem = `commitment '${commitmentId}' is ${commitment.status}; only approved commitments take documents`;
  if (problem) throw AppError.field('commitment_id', 'invalid_commitment', `\`commitment_id\`: ${problem}.`);
}

/**
 * A PATCH of a document: sets the `commitment_id` it sends (null clears it) and checks the
 * document's commitment when it changes, or when the document moves to another project
 * (`projectBefore`) or provider with one, since it must stay of the same project and provider.
 */
export async function updateDocumentCommitment(
  em: EntityManager,
  actor: Tenant,
  doc: { projectId: string; providerId: string; commitmentId: string | null },
  projectBefore: string,
  input: { commitment_id?: string | null; provider_id?: string },
): Promise<void> {
  const before = doc.commitmentId;
  if (input.commitment_id !== undefined) doc.commitmentId = input.commitment_id;
  const moved = doc.projectId !== projectBefore || input.provider_id !== undefined;
  if (doc.commitmentId && (doc.commitmentId !== before || moved)) await assertDocumentCommitment(em, actor, doc, doc.commitmentId);
}

/** The lines of a document's commitment by id; null when it names none. */
export async function commitmentLinesOf(em: EntityManager, commitmentId: string | null): Promise<Map<string, CommitmentLine> | null> {
  if (!commitmentId) return null;
  const lines = (await linesOfCommitments(em, [commitmentId])).get(commitmentId) ?? [];
  return new Map(lines.map((l) => [l.id, l]));
}

/**
 * Delivery-note lines' `commitment_line_id`s must be lines of the note's commitment (and need
 * one): one 422 listing an `invalid_commitment_line` per bad line.
 */
export function assertCommitmentLines(
  commitmentLines: Map<string, CommitmentLine> | null,
  refs: ReadonlyArray<string | null | undefined>,
  param: (index: number) => string,
): void {
  const errors: FieldError[] = [];
  refs.forEach((id, i) => {
    if (!id || commitmentLines?.has(id)) return;
    const why = commitmentLines ? 'is not a line of the delivery note\'s commitment' : 'needs the delivery note to name its commitment (`commitment_id`)';
    errors.push({ param: param(i), code: 'invalid_commitment_line', message: `\`${param(i)}\`: '${id}' ${why}.` });
  });
  if (errors.length > 0) throw AppError.validation(errors);
}

/**
 * The commitment line a delivery-note line charged to `budgetItemId` belongs to when it names
 * none: the first line of the commitment on the same budget item, or null.
 */
export function commitmentLineForItem(commitmentLines: Map<string, CommitmentLine> | null, budgetItemId: string | null): string | null {
  if (!commitmentLines || !budgetItemId) return null;
  for (const line of commitmentLines.values()) if (line.budgetItemId === budgetItemId) return line.id;
  return null;
}
