import { type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { assertWithinRecoveryWindow } from '../platform/recovery-window.js';
import { containsPattern } from '../platform/text.js';
import { parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import { type Project, ProjectSchema } from './project.entity.js';
import { findProject, readProject, readProjects } from './project.queries.js';
import { type ProjectRepresentation, projectRepresentation } from './project.representation.js';
import { createProjectInput, listProjectsQuery, updateProjectInput } from './project.schemas.js';

const COLUMNS = {
  name: 'name',
  address: 'address',
  start_date: 'startDate',
  end_date: 'endDate',
  client_name: 'clientName',
  client_nif: 'clientNif',
  client_email: 'clientEmail',
  client_phone: 'clientPhone',
  client_address: 'clientAddress',
  status: 'status',
} as const satisfies Record<string, keyof Project>;

function checkDateRange(start: string | null, end: string | null): void {
  if (start && end && start > end) {
    throw AppError.field('end_date', 'invalid_date_range', '`end_date` must not be before `start_date`.');
  }
}

export async function getProject(sc: ServiceContext, id: string): Promise<ProjectRepresentation> {
  requireScope(sc.actor, 'read:projects');
  return projectRepresentation(await readProject(sc.em, sc.actor, id));
}

/**
 * Projects of the caller by id, for GraphQL relations (`Invoice.project`): one statement for any
 * number of ids; ids that are not the caller's are absent.
 */
export async function getProjects(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, ProjectRepresentation>> {
  requireScope(sc.actor, 'read:projects');
  const rows = await readProjects(sc.em, sc.actor, ids);
  return new Map([...rows].map(([id, p]) => [id, projectRepresentation(p)]));
}

export async function listProjects(sc: ServiceContext, query: unknown): Promise<ListResult<ProjectRepresentation>> {
  requireScope(sc.actor, 'read:projects');
  const q = parse(listProjectsQuery, query);
  const page = pageRequest(q, 'prj');
  const qb = sc.em.createQueryBuilder(ProjectSchema, 'p').where(tenant(sc.actor));
  // Archived projects are left out unless asked for (docs/projects-and-providers.md#listing-projects).
  qb.andWhere(q.status ? { status: q.status } : { status: { $ne: 'archived' } });
  if (q.q) {
    qb.andWhere(
      `f_unaccent(lower(p.name || ' ' || coalesce(p.address, '') || ' ' || coalesce(p.client_name, '') || ' ' || coalesce(p.client_nif, ''))) like f_unaccent(?)`,
      [containsPattern(q.q)],
    );
  }
  return keysetPage(qb, 'p', page, byCreatedAt<Project>(), (rows) => rows.map(projectRepresentation));
}

export async function createProject(sc: ServiceContext, body: unknown): Promise<ProjectRepresentation> {
  requireScope(sc.actor, 'write:projects');
  const input = parse(createProjectInput, body);
  checkDateRange(input.start_date ?? null, input.end_date ?? null);
  return transaction(sc.em, async (em) => {
    const now = new Date();
    const project = em.create(ProjectSchema, {
      id: newId('project'),
      ...tenant(sc.actor),
      name: input.name,
      status: 'draft',
      statusBeforeArchive: null,
      address: input.address ?? null,
      startDate: input.start_date ?? null,
      endDate: input.end_date ?? null,
      clientName: input.client_name ?? null,
      clientNif: input.client_nif ?? null,
      clientEmail: input.client_email ?? null,
      clientPhone: input.client_phone ?? null,
      clientAddress: input.client_address ?? null,
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
    });
    const representation = projectRepresentation(project);
    await recordEvent(em, sc.actor, 'project.created', representation);
    return representation;
  });
}

export async function updateProject(sc: ServiceContext, id: string, body: unknown): Promise<ProjectRepresentation> {
  requireScope(sc.actor, 'write:projects');
  const input = parse(updateProjectInput, body);
  if (input.status === 'archived') {
    throw AppError.field('status', 'invalid_value', 'Archive a project with DELETE /v1/projects/{id}.');
  }
  return transaction(sc.em, async (em) => {
    const project = await findProject(em, sc.actor, id, true);
    if (input.status && project.status === 'archived') {
      throw AppError.invalidTransition('project', 'archived', input.status, {
        hint: 'restore it with POST /v1/projects/{id}/restore',
      });
    }
    const before = projectRepresentation(project);
    for (const [field, column] of Object.entries(COLUMNS)) {
      const value = input[field as keyof typeof input];
      if (value !== undefined) (project as unknown as Record<string, unknown>)[column] = value;
    }
    checkDateRange(project.startDate, project.endDate);
    const previous = changedAttributes(before, projectRepresentation(project));
    if (Object.keys(previous).length === 0) return before;
    project.updatedAt = new Date();
    const after = projectRepresentation(project);
    const finished = previous.status !== undefined && project.status === 'finished';
    await recordEvent(em, sc.actor, finished ? 'project.finished' : 'project.updated', after, previous);
    return after;
  });
}

export async function archiveProject(sc: ServiceContext, id: string): Promise<ProjectRepresentation> {
  requireScope(sc.actor, 'write:projects');
  return transaction(sc.em, async (em) => {
    const project = await findProject(em, sc.actor, id, true);
    // Archiving an archived project changes nothing and emits nothing: DELETE is idempotent.
    if (project.status === 'archived') return projectRepresentation(project);
    const before = projectRepresentation(project);
    const now = new Date();
    project.statusBeforeArchive = project.status;
    project.status = 'archived';
    project.archivedAt = now;
    project.updatedAt = now;
    const after = projectRepresentation(project);
    await recordEvent(em, sc.actor, 'project.archived', after, changedAttributes(before, after));
    return after;
  });
}

export async function restoreProject(sc: ServiceContext, id: string): Promise<ProjectRepresentation> {
  requireScope(sc.actor, 'write:projects');
  return transaction(sc.em, async (em) => {
    const project = await findProject(em, sc.actor, id, true);
    if (project.status !== 'archived') throw AppError.invalidTransition('project', project.status, project.status);
    const target = project.statusBeforeArchive ?? 'draft';
    assertWithinRecoveryWindow(project.archivedAt, { kind: 'project', id: project.id, from: 'archived', to: target });
    const before = projectRepresentation(project);
    project.status = target;
    project.statusBeforeArchive = null;
    project.archivedAt = null;
    project.updatedAt = new Date();
    const after = projectRepresentation(project);
    await recordEvent(em, sc.actor, 'project.updated', after, changedAttributes(before, after));
    return after;
  });
}
