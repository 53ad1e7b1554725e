import { Migration } from '@mikro-orm/migrations';

/**
 * What a BC3 import keeps beyond the figures (docs/bc3.md#import): an item's `~C` summary beside
 * its description, the lines of its measurement, and the budget's import report (the file's
 * declared totals against the computed ones, and the reader's warnings). Null for budgets and
 * items created through the JSON API without them.
 */
export class Migration20261130100000Bc3ImportReport extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table budget_items add column summary text, add column measurements jsonb;
      alter table budgets add column import_report jsonb;
    `);
  }
}
