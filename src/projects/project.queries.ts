import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../shared/actor.js';
import { findOwned, findOwnedMany } from '../db/tenant-lookup.js';
import { type Project, ProjectSchema } from './project.entity.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * A project of the caller's organization and mode, or 404. `lock` takes a row lock (inside a
 * transaction) so concurrent changes do not overwrite each other.
 */
export function findProject(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Project> {
  return findOwned(em, actor, ProjectSchema, 'project', 'project', id, lock);
}

/** Projects of the caller by id, in one statement; ids that are not the caller's are absent. */
export function findProjects(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Project>> {
  return findOwnedMany(em, actor, ProjectSchema, 'project', ids);
}
