import { Migration } from '@mikro-orm/migrations';

/**
 * Uploads may be scans and phone photos (JPEG, PNG), which document imports read by OCR
 * (docs/documents-from-files.md#scans-and-photos); an import read from one has the source `image`.
 */
export class Migration20261127000000ImageUploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table files drop constraint files_content_type_check;
      alter table files add constraint files_content_type_check
        check (content_type in ('application/pdf', 'application/xml', 'application/x-fiebdc', 'image/jpeg', 'image/png'));
      alter table document_imports drop constraint document_imports_source_check;
      alter table document_imports add constraint document_imports_source_check
        check (source in ('pdf', 'facturae', 'image'));
    `);
  }
}
