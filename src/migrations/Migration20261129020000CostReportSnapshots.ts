import { Migration } from '@mikro-orm/migrations';

/**
 * Frozen cost reports (docs/cost-report.md#snapshots): one `monthly` per project and month (a
 * unique index makes the month-end job idempotent), and any number taken on demand.
 */
export class Migration20261129020000CostReportSnapshots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table cost_report_snapshots (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) on delete cascade deferrable initially deferred,
      period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      kind text not null check (kind in ('monthly', 'on_demand')),
      report jsonb not null,
      created_at timestamptz(3) not null
    )`);
    this.addSql(`create unique index cost_report_snapshots_monthly on cost_report_snapshots (project_id, period) where kind = 'monthly'`);
    this.addSql(`create index cost_report_snapshots_by_project on cost_report_snapshots (project_id, created_at, id)`);
  }
}
