import { Migration } from '@mikro-orm/migrations';

/**
 * Certifications — the monthly statements of work done billed to the client — with their lines
 * on budget items, the organization's invoice series per year, and the organization's fiscal
 * address, which a certification's Facturae needs for the seller (docs/certifications.md).
 */
export class Migration20261201000000Certifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table organizations add column fiscal_address jsonb`);

    this.addSql(`create table certifications (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) deferrable initially deferred,
      budget_id text not null references budgets (id) deferrable initially deferred,
      number integer not null check (number > 0),
      type text not null check (type in ('progress', 'retention_release')),
      status text not null check (status in ('draft', 'issued', 'paid', 'void')),
      period_start date not null,
      period_end date not null,
      overheads_percentage numeric(5, 2) not null,
      profit_percentage numeric(5, 2) not null,
      discount_percentage numeric(5, 2) not null,
      retention_percentage numeric(5, 2) not null,
      tax_rate numeric(5, 2) not null,
      reverse_charge boolean not null,
      correction_reason text,
      previous_id text references certifications (id) deferrable initially deferred,
      period jsonb not null,
      to_date jsonb not null,
      invoice_number text,
      invoice_year integer,
      invoice_sequence integer,
      issue_date date,
      seller jsonb,
      buyer jsonb,
      paid_on date,
      payment_reference text,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      issued_at timestamptz(3),
      paid_at timestamptz(3),
      voided_at timestamptz(3)
    )`);
    // Numbers within a project, invoice numbers within the organization's series: a voided
    // draft leaves its project number to the next one and never had an invoice number.
    this.addSql(`create unique index certifications_number_unique on certifications (project_id, number) where status <> 'void'`);
    this.addSql(
      `create unique index certifications_invoice_unique on certifications (organization_id, livemode, invoice_year, invoice_sequence) where invoice_sequence is not null`,
    );
    this.addSql(`create unique index certifications_one_draft on certifications (project_id, budget_id) where status = 'draft'`);
    this.addSql(`create index certifications_project on certifications (project_id, created_at, id)`);
    this.addSql(`create index certifications_list on certifications (organization_id, livemode, created_at, id)`);
    this.addSql(`create index certifications_budget on certifications (budget_id, number)`);

    this.addSql(`create table certification_lines (
      id text primary key,
      certification_id text not null references certifications (id) on delete cascade deferrable initially deferred,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      budget_item_id text not null references budget_items (id) deferrable initially deferred,
      position integer not null,
      quantity_to_date numeric(14, 3) not null,
      previous_quantity numeric(14, 3) not null,
      sale_price bigint not null,
      amount_to_date bigint not null,
      previous_amount bigint not null
    )`);
    this.addSql(`create unique index certification_lines_item_unique on certification_lines (certification_id, budget_item_id)`);
    this.addSql(`create index certification_lines_budget_item on certification_lines (budget_item_id)`);

    this.addSql(`create table certification_series (
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      year integer not null,
      last_sequence integer not null,
      primary key (organization_id, livemode, year)
    )`);
  }
}
