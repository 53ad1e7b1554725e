import { EntitySchema } from '@mikro-orm/core';
import { timestamp } from '../platform/db/columns.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../platform/db/database-errors.js';

/** `monthly` by the month-end job, `on_demand` when someone asks (docs/cost-report.md#snapshots). */
export const SNAPSHOT_KINDS = ['monthly', 'on_demand'] as const;

/** A project's cost report frozen at a moment (docs/cost-report.md#snapshots). */
export interface CostReportSnapshot {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  /** `YYYY-MM`: the month it freezes. */
  period: string;
  kind: (typeof SNAPSHOT_KINDS)[number];
  report: unknown;
  createdAt: Date;
}

export const CostReportSnapshotSchema = new EntitySchema<CostReportSnapshot>({
  name: 'CostReportSnapshot',
  tableName: 'cost_report_snapshots',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string', columnType: 'text' },
    period: { type: 'string', columnType: 'text' },
    kind: { type: 'string', columnType: 'text' },
    report: { type: 'json', columnType: 'jsonb' },
    createdAt: timestamp,
  },
});

/** What the constraints of `cost_report_snapshots` mean to a client (docs/api-conventions.md#errors). */
export const costReportSnapshotConstraints: ConstraintRules = {
  cost_report_snapshots_pkey: assignedKey('snapshot id'),
  cost_report_snapshots_monthly: assignedKey('monthly snapshot'),
  cost_report_snapshots_organization_id_fkey: reference('organization_id', 'organization'),
  cost_report_snapshots_project_id_fkey: reference('project_id', 'project'),
  cost_report_snapshots_period_check: invalid('period', 'invalid_value', 'must be a month as YYYY-MM'),
  cost_report_snapshots_kind_check: invalid('kind', 'invalid_value', 'must be monthly or on_demand'),
};
