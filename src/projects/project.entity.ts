import { EntitySchema } from '@mikro-orm/core';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

export const PROJECT_STATUSES = ['draft', 'in_progress', 'finished', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Project {
  id: string;
  organizationId: string;
  livemode: boolean;
  name: string;
  status: ProjectStatus;
  /** The status to return to on restore; set while archived. */
  statusBeforeArchive: ProjectStatus | null;
  address: string | null;
  startDate: string | null;
  endDate: string | null;
  clientName: string | null;
  clientNif: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  clientAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}

const text = { type: 'string', columnType: 'text', nullable: true } as const;
const date = { type: 'string', columnType: 'date', nullable: true } as const;

export const ProjectSchema = new EntitySchema<Project>({
  name: 'Project',
  tableName: 'projects',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    name: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    statusBeforeArchive: text,
    address: text,
    startDate: date,
    endDate: date,
    clientName: text,
    clientNif: text,
    clientEmail: text,
    clientPhone: text,
    clientAddress: text,
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    updatedAt: { type: 'Date', columnType: 'timestamptz(3)' },
    archivedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});

/** What the constraints of `projects` mean to a client (docs/api-conventions.md#errors). */
export const projectConstraints: ConstraintRules = {
  projects_pkey: assignedKey('project id'),
  projects_organization_id_fkey: reference('organization_id', 'organization'),
  projects_status_before_archive_check: invalid('status', 'invalid_value', 'is not a status a project can be restored to'),
  projects_status_check: invalid('status', 'invalid_value', 'is not a project status'),
};
