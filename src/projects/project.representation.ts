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
