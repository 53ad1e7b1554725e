import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery-note lines and invoices referenced budget items by id only while the two features
 * were built apart; these constraints make the database hold the rule: deleting a budget's items
 * clears the lines' `budget_item_id` and removes the invoices' links to them.
 */
export class Migration20261122040000BudgetReferences extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update delivery_note_lines l set budget_item_id = null, budget_item_suggested = false
      where budget_item_id is not null and not exists (select 1 from budget_items i where i.id = l.budget_item_id)`);
    this.addSql(`delete from invoice_budget_items l
      where not exists (select 1 from budget_items i where i.id = l.budget_item_id)`);
    this.addSql(`alter table delivery_note_lines add constraint delivery_note_lines_budget_item_fk
      foreign key (budget_item_id) references budget_items (id) on delete set null deferrable initially deferred`);
    this.addSql(`alter table invoice_budget_items add constraint invoice_budget_items_budget_item_fk
      foreign key (budget_item_id) references budget_items (id) on delete cascade deferrable initially deferred`);
  }
}
