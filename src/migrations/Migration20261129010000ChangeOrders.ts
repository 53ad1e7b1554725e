import { Migration } from '@mikro-orm/migrations';

/**
 * Change orders on a budget or a commitment (docs/commitments.md#change-orders), and the
 * original figures a budget keeps beside the revised ones: what the budget said when it was
 * accepted stays readable after change orders move its items.
 */
export class Migration20261129010000ChangeOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table change_orders (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) deferrable initially deferred,
      target text not null check (target in ('budget', 'commitment')),
      budget_id text references budgets (id) on delete cascade deferrable initially deferred,
      commitment_id text references commitments (id) deferrable initially deferred,
      number integer not null,
      title text not null,
      reason text,
      status text not null check (status in ('pending', 'approved', 'rejected', 'void')),
      amount bigint not null,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      approved_at timestamptz(3),
      rejected_at timestamptz(3),
      voided_at timestamptz(3),
      constraint change_orders_target_reference check (
        (target = 'budget' and budget_id is not null and commitment_id is null)
        or (target = 'commitment' and commitment_id is not null and budget_id is null))
    )`);
    this.addSql(`create unique index change_orders_number_unique on change_orders (coalesce(budget_id, commitment_id), number)`);
    this.addSql(`create index change_orders_project on change_orders (project_id, status)`);
    this.addSql(`create index change_orders_list on change_orders (organization_id, livemode, created_at, id)`);

    this.addSql(`create table change_order_lines (
      id text primary key,
      change_order_id text not null references change_orders (id) on delete cascade deferrable initially deferred,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      position integer not null,
      budget_item_id text references budget_items (id) on delete cascade deferrable initially deferred,
      chapter_id text references budget_chapters (id) on delete cascade deferrable initially deferred,
      code text,
      description text,
      unit text,
      quantity_delta numeric(14, 3) not null,
      unit_price bigint check (unit_price >= 0),
      amount bigint not null,
      unique (change_order_id, position) deferrable initially deferred
    )`);
    this.addSql(`create index change_order_lines_budget_item on change_order_lines (budget_item_id) where budget_item_id is not null`);

    this.addSql(`alter table commitment_lines add column change_order_id text references change_orders (id) deferrable initially deferred`);

    // Null while no change order was applied (the original is the current figure); the first
    // approved change order freezes them.
    this.addSql(`alter table budgets add column original_cost_amount bigint, add column original_sale_amount bigint`);
    this.addSql(`alter table budget_items add column original_quantity numeric(14, 3), add column original_cost_total bigint`);
    // A person's estimate of what is left to spend on an item (the cost report's forecast).
    this.addSql(`alter table budget_items add column estimate_to_complete bigint`);
  }
}
