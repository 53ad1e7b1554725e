import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices, delivery notes with their lines, the links that reconcile them, and the budget
 * items an invoice is charged to. Budget item ids are stored without a foreign key: the budgets
 * tables land in their own migration, which adds those constraints.
 */
export class Migration20261122010000Invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table invoices (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) deferrable initially deferred,
      provider_id text not null references providers (id) deferrable initially deferred,
      invoice_number text not null,
      issue_date date not null,
      due_date date,
      status text not null check (status in ('pending', 'paid', 'cancelled')),
      paid_at date,
      subtotal_amount bigint not null,
      tax_amount bigint not null,
      total_amount bigint not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      reconciliation_status text not null default 'unmatched' check (reconciliation_status in ('unmatched', 'partial', 'matched')),
      pdf_url text,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      deleted_at timestamptz(3),
      check ((status = 'paid') = (paid_at is not null))
    )`);
    // Spec rule 1 on live invoices, enforced by the database so it holds under concurrent POSTs.
    this.addSql(`create unique index invoices_duplicate_unique on invoices
      (organization_id, livemode, provider_id, invoice_number, issue_date) where deleted_at is null`);
    this.addSql(`create index invoices_list on invoices (organization_id, livemode, issue_date desc, id desc) where deleted_at is null`);
    this.addSql(`create index invoices_by_project on invoices (project_id, issue_date desc, id desc)`);
    this.addSql(`create index invoices_by_provider on invoices (provider_id, issue_date desc, id desc)`);

    this.addSql(`create table delivery_notes (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) deferrable initially deferred,
      provider_id text not null references providers (id) deferrable initially deferred,
      delivery_note_number text not null,
      delivery_date date not null,
      subtotal_amount bigint not null,
      reconciliation_status text not null default 'unmatched' check (reconciliation_status in ('unmatched', 'partial', 'matched')),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      deleted_at timestamptz(3)
    )`);
    this.addSql(`create index delivery_notes_list on delivery_notes (organization_id, livemode, created_at desc, id desc) where deleted_at is null`);
    this.addSql(`create index delivery_notes_by_project on delivery_notes (project_id, created_at desc, id desc)`);
    this.addSql(`create index delivery_notes_by_provider on delivery_notes (provider_id, created_at desc, id desc)`);

    this.addSql(`create table delivery_note_lines (
      id text primary key,
      delivery_note_id text not null references delivery_notes (id) on delete cascade deferrable initially deferred,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      position integer not null,
      description text not null,
      quantity numeric(20, 6) not null,
      unit text not null,
      unit_price bigint not null,
      subtotal bigint not null,
      budget_item_id text,
      budget_item_suggested boolean not null default false,
      unique (delivery_note_id, position) deferrable initially deferred
    )`);
    this.addSql(`create index delivery_note_lines_budget_item on delivery_note_lines (budget_item_id) where budget_item_id is not null`);

    this.addSql(`create table invoice_delivery_notes (
      invoice_id text not null references invoices (id) on delete cascade deferrable initially deferred,
      delivery_note_id text not null references delivery_notes (id) on delete cascade deferrable initially deferred,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      created_at timestamptz(3) not null,
      primary key (invoice_id, delivery_note_id)
    )`);
    this.addSql(`create index invoice_delivery_notes_by_note on invoice_delivery_notes (delivery_note_id, invoice_id)`);

    this.addSql(`create table invoice_budget_items (
      invoice_id text not null references invoices (id) on delete cascade deferrable initially deferred,
      budget_item_id text not null,
      created_at timestamptz(3) not null,
      primary key (invoice_id, budget_item_id)
    )`);
    this.addSql(`create index invoice_budget_items_by_item on invoice_budget_items (budget_item_id)`);
  }
}
