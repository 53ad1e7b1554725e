import { z } from 'zod';
import { date, idField, timestamp } from '../platform/response-fields.js';
import { PROJECT_STATUSES } from './project.entity.js';
import type { Project } from './project.entity.js';

/** The REST shape of a project; also `data.object` of project events. */
export function projectRepresentation(p: Project) {
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    address: p.address,
    start_date: p.startDate,
    end_date: p.endDate,
    client_name: p.clientName,
    client_nif: p.clientNif,
    client_email: p.clientEmail,
    client_phone: p.clientPhone,
    client_address: p.clientAddress,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    archived_at: p.archivedAt ? p.archivedAt.toISOString() : null,
  };
}

export type ProjectRepresentation = ReturnType<typeof projectRepresentation>;

/** The published schema of `projectRepresentation` (docs/openapi.md). */
export const projectObject = z
  .strictObject({
    id: idField('project'),
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    address: z.string().nullable(),
    start_date: date().nullable(),
    end_date: date().nullable(),
    client_name: z.string().nullable(),
    client_nif: z.string().nullable(),
    client_email: z.string().nullable(),
    client_phone: z.string().nullable(),
    client_address: z.string().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
    archived_at: timestamp().nullable(),
  })
  .meta({ id: 'Project' });
