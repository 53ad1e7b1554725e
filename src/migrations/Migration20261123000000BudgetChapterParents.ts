import { Migration } from '@mikro-orm/migrations';

/**
 * Nested chapters (BC3 budgets nest chapters to any depth): a chapter may have a parent chapter of
 * the same budget. The foreign key goes over (budget_id, parent_id), so a parent in another budget
 * is refused by the database; a null parent is a top-level chapter. `position` stays one order
 * per budget: depth first, every chapter after its parent (docs/budgets.md#nested-chapters).
 */
export class Migration20261123000000BudgetChapterParents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table budget_chapters add column parent_id text`);
    // The target of the same-budget foreign key (id alone is already unique).
    this.addSql(`alter table budget_chapters add constraint budget_chapters_budget_id_id_key unique (budget_id, id)`);
    this.addSql(`alter table budget_chapters add constraint budget_chapters_parent_fk
      foreign key (budget_id, parent_id) references budget_chapters (budget_id, id) on delete cascade deferrable initially deferred`);
    this.addSql(`alter table budget_chapters add constraint budget_chapters_parent_check check (parent_id <> id)`);
    this.addSql(`create index budget_chapters_by_parent on budget_chapters (parent_id) where parent_id is not null`);
  }
}
