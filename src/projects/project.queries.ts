import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, tenant } from '../shared/actor.js';
import { AppError } from '../shared/errors.js';
import { isId } from '../shared/ids.js';
import { type Project, ProjectSchema } from './project.entity.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * Loads a project of the caller's organization and mode, or 404. `lock` takes a row lock (inside
 * a transaction) so concurrent changes do not overwrite each other.
 */
export async function findProject(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Project> {
  const project = isId('project', id)
    ? await em.findOne(ProjectSchema, { id, ...tenant(actor) }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
    : null;
  if (!project) throw AppError.notFound('project', id);
  return project;
}

/** Projects of the caller by id, in one statement; ids that are not the caller's are absent. */
export async function findProjects(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Project>> {
  const wanted = [...new Set(ids.filter((id) => isId('project', id)))];
  const rows = wanted.length ? await em.find(ProjectSchema, { id: { $in: wanted }, ...tenant(actor) }) : [];
  return new Map(rows.map((p) => [p.id, p]));
}
