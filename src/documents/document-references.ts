import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import type { DocumentRow } from './document.entity.js';
import { hasLinks, referencedProjectAndProvider } from './document.queries.js';
import type { DocumentType } from './document-type.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** The 422 problem of a document that would live in an archived project. */
export function projectArchived(projectId: string): FieldError {
  return {
    param: 'project_id',
    code: 'project_archived',
    message: `Project '${projectId}' is archived; restore it before adding documents to it.`,
  };
}

/**
 * Checks the project and provider a document points to: both must exist in the caller's
 * organization and mode (422 `not_found`, as they are body fields, not the path), and the
 * project must not be archived (422 `project_archived`). Every problem is reported in one 422.
 *
 * The provider row is read `FOR SHARE`: a concurrent provider DELETE (which locks it
 * `FOR UPDATE` and then counts documents) waits for this transaction and sees its document, and
 * this one waits for a delete in flight and then finds no provider.
 */
export async function assertDocumentReferences(
  em: EntityManager,
  actor: Tenant,
  refs: { projectId?: string; providerId?: string },
): Promise<void> {
  const row = await referencedProjectAndProvider(em, actor, refs);
  const errors: FieldError[] = [];
  if (refs.projectId !== undefined) {
    if (row.project_status === null) errors.push({ param: 'project_id', code: 'not_found', message: `No such project: '${refs.projectId}'.` });
    else if (row.project_status === 'archived') errors.push(projectArchived(refs.projectId));
  }
  if (refs.providerId !== undefined && row.provider_id === null) {
    errors.push({ param: 'provider_id', code: 'not_found', message: `No such provider: '${refs.providerId}'.` });
  }
  if (errors.length) throw AppError.validation(errors);
}

/**
 * A PATCH may move a document to another project or provider only while it has no links
 * (links join documents of the same project and provider), and the new ones must exist and
 * the new project must not be archived. No lock on the new scope is needed: a match there must
 * lock this row first.
 */
export async function assertMove<E extends DocumentRow>(
  em: EntityManager,
  actor: Tenant,
  type: DocumentType<E, { id: string }>,
  doc: E,
  to: { project_id?: string; provider_id?: string },
): Promise<void> {
  const projectId = to.project_id !== undefined && to.project_id !== doc.projectId ? to.project_id : undefined;
  const providerId = to.provider_id !== undefined && to.provider_id !== doc.providerId ? to.provider_id : undefined;
  if (projectId === undefined && providerId === undefined) return;
  if (await hasLinks(em, type, doc.id)) {
    throw AppError.field(
      projectId !== undefined ? 'project_id' : 'provider_id',
      'document_reconciled',
      `The ${type.label} is reconciled with documents of its project and provider; unmatch them before moving it.`,
    );
  }
  await assertDocumentReferences(em, actor, { projectId, providerId });
}
