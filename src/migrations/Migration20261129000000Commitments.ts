import { Migration } from '@mikro-orm/migrations';

/**
 * Commitments — purchase orders and subcontracts — with their lines on budget items, and the
 * references delivery notes, their lines and invoices hold to them (docs/commitments.md).
 * A budget item or a provider a commitment uses cannot be removed : the order stays
 * what was agreed.
 */
export class Migration20261129000000Commitments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table commitments (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) deferrable initially deferred,
      provider_id text not null references providers (id) deferrable initially deferred,
      kind text not null check (kind in ('purchase_order', 'subcontract')),
      number text not null,
      title text not null,
      status text not null check (status in ('draft', 'approved', 'closed', 'void')),
      retention_percentage numeric(5, 2) not null default 0 check (retention_percentage >= 0 and retention_percentage <= 100),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      approved_at timestamptz(3),
      closed_at timestamptz(3),
      voided_at timestamptz(3)
    )`);
    this.addSql(`create unique index commitments_number_unique on commitments (organization_id, livemode, provider_id, number)`);
    this.addSql(`create index commitments_project on commitments (project_id, created_at, id)`);
    this.addSql(`create index commitments_list on commitments (organization_id, livemode, created_at, id)`);

    this.addSql(`create table commitment_lines (
      id text primary key,
      commitment_id text not null references commitments (id) on delete cascade deferrable initially deferred,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      position integer not null,
      budget_item_id text references budget_items (id) deferrable initially deferred,
      description text not null,
      quantity numeric(14, 3) not null,
      unit text not null,
      unit_price bigint not null check (unit_price >= 0),
      subtotal bigint not null,
      unique (commitment_id, position) deferrable initially deferred
    )`);
    this.addSql(`create index commitment_lines_budget_item on commitment_lines (budget_item_id) where budget_item_id is not null`);

    this.addSql(`alter table delivery_notes add column commitment_id text references commitments (id) deferrable initially deferred`);
    this.addSql(`alter table invoices add column commitment_id text references commitments (id) deferrable initially deferred`);
    this.addSql(`alter table delivery_note_lines add column commitment_line_id text references commitment_lines (id) deferrable initially deferred`);
    this.addSql(`create index delivery_notes_commitment on delivery_notes (commitment_id) where commitment_id is not null`);
    this.addSql(`create index invoices_commitment on invoices (commitment_id) where commitment_id is not null`);
    this.addSql(`create index delivery_note_lines_commitment_line on delivery_note_lines (commitment_line_id) where commitment_line_id is not null`);
  }
}
