import { Migration } from '@mikro-orm/migrations';

/** Uploads may be BC3 budgets too (GraphQL `importBudget`, docs/bc3.md#importing-an-upload). */
export class Migration20261126000000BudgetUploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table files drop constraint files_content_type_check;
      alter table files add constraint files_content_type_check
        check (content_type in ('application/pdf', 'application/xml', 'application/x-fiebdc'));
    `);
  }
}
