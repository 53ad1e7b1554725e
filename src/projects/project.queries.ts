import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { findOwned, readOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import { type Project, ProjectSchema } from './project.entity.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/**
 * A project of the caller's organization and mode, or 404. `lock` takes a row lock (inside a
 * transaction) so concurrent changes do not overwrite each other.
 */
export function findProject(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Project> {
  return findOwned(em, actor, ProjectSchema, 'project', 'project', id, lock);
}

/** `findProject` for reads: the row as a plain, untracked project (src/platform/db/rows.ts). */
export function readProject(em: EntityManager, actor: Tenant, id: string): Promise<Project> {
  return readOwned(em, actor, ProjectSchema, 'project', 'project', id);
}

/** Projects of the caller by id, in one statement, untracked; ids that are not the caller's are absent. */
export function readProjects(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Project>> {
  return readOwnedMany(em, actor, ProjectSchema, 'project', ids);
}
