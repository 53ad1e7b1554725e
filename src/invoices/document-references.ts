import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, tenant } from '../shared/actor.js';
import { AppError, type FieldError } from '../shared/errors.js';
import { ProjectSchema } from '../projects/project.entity.js';
import { ProviderSchema } from '../providers/provider.entity.js';

/**
 * Checks the project and provider an invoice or delivery note points to: both must exist in the
 * caller's organization and mode (422 `not_found` otherwise, as they are body fields, not the
 * path), and the project must not be archived. Every problem is reported in one 422.
 *
 * The provider row is read `FOR SHARE`: a concurrent provider DELETE (which locks it
 * `FOR UPDATE` and then counts documents) waits for this transaction and sees its document, and
 * this one waits for a delete in flight and then finds no provider.
 */
export async function assertDocumentReferences(
  em: EntityManager,
  sc: ServiceContext,
  refs: { projectId?: string; providerId?: string },
): Promise<void> {
  const errors: FieldError[] = [];
  if (refs.projectId !== undefined) {
    const project = await em.findOne(ProjectSchema, { id: refs.projectId, ...tenant(sc.actor) }, { fields: ['id', 'status'] });
    if (!project) {
      errors.push({ param: 'project_id', code: 'not_found', message: `No such project: '${refs.projectId}'.` });
    } else if (project.status === 'archived') {
      errors.push({
        param: 'project_id',
        code: 'project_archived',
        message: `Project '${refs.projectId}' is archived; restore it before adding documents to it.`,
      });
    }
  }
  if (refs.providerId !== undefined) {
    const provider = await em.findOne(
      ProviderSchema,
      { id: refs.providerId, ...tenant(sc.actor) },
      { fields: ['id'], lockMode: LockMode.PESSIMISTIC_READ },
    );
    if (!provider) errors.push({ param: 'provider_id', code: 'not_found', message: `No such provider: '${refs.providerId}'.` });
  }
  if (errors.length) throw AppError.validation(errors);
}

/** Whether a document has any stored link (soft-deleted counterparts included). */
export async function hasLinks(em: EntityManager, column: 'invoice_id' | 'delivery_note_id', id: string): Promise<boolean> {
  const rows = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from invoice_delivery_notes where ${column} = ?`,
    [id],
  );
  return rows[0].n > 0;
}
