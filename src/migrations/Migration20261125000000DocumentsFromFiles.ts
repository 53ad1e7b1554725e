import { Migration } from '@mikro-orm/migrations';

/**
 * Documents from files (docs/documents-from-files.md): the organization's own tax id, invoice
 * withholding and the archived copy of its PDF, stored file contents (content-addressed), the
 * organization's uploads, document imports, and the indexes the 90-day purge reads.
 */
export class Migration20261125000000DocumentsFromFiles extends Migration {
  override async up(): Promise<void> {
    // The buyer on the suppliers' documents an organization imports (optional).
    this.addSql(`alter table organizations add column tax_id text`);

    // Bytes stored once per SHA-256, whoever stored them; `files` and invoices point at them.
    this.addSql(`create table file_contents (
      sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
      size_bytes integer not null check (size_bytes >= 0),
      content bytea not null,
      created_at timestamptz(3) not null
    )`);
    // PDFs and XML are read in slices (GET …/pdf streams them); compressed PDFs gain nothing
    // from TOAST compression, and uncompressed storage lets substring() read only the slice.
    this.addSql(`alter table file_contents alter column content set storage external`);

    // One row per upload (`file_…`), in the organization and mode of the caller.
    this.addSql(`create table files (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      sha256 text not null references file_contents (sha256) deferrable initially deferred,
      content_type text not null check (content_type in ('application/pdf', 'application/xml')),
      size_bytes integer not null,
      created_at timestamptz(3) not null
    )`);
    this.addSql(`create index files_by_content on files (sha256)`);
    this.addSql(`create index files_by_age on files (created_at)`);

    this.addSql(`alter table invoices
      add column withholding_amount bigint not null default 0,
      add column pdf_status text check (pdf_status in ('pending', 'archived', 'failed')),
      add column pdf_sha256 text references file_contents (sha256) deferrable initially deferred,
      add column pdf_size_bytes integer,
      add column pdf_archived_at timestamptz(3),
      add column pdf_failure_reason text,
      add constraint invoices_pdf_file check (case when pdf_status = 'archived'
        then pdf_sha256 is not null and pdf_size_bytes is not null and pdf_archived_at is not null
        else pdf_sha256 is null end)`);
    this.addSql(`create index invoices_by_pdf on invoices (pdf_sha256) where pdf_sha256 is not null`);

    this.addSql(`create table document_imports (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      file_id text not null references files (id) deferrable initially deferred,
      project_id text not null references projects (id) deferrable initially deferred,
      kind text not null check (kind in ('invoice', 'delivery_note')),
      status text not null check (status in ('pending', 'completed', 'needs_review', 'failed')),
      source text check (source in ('pdf', 'facturae')),
      signed boolean,
      -- What was read: {field: {value, confidence}}.
      fields jsonb not null default '{}',
      problems text[] not null default '{}',
      notes text[] not null default '{}',
      failure_reason text,
      invoice_id text references invoices (id) deferrable initially deferred,
      delivery_note_id text references delivery_notes (id) deferrable initially deferred,
      -- Who asked, and the scopes the import job acts with (the asker's at that moment).
      created_by text not null,
      scopes text[] not null,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      completed_at timestamptz(3)
    )`);
    this.addSql(`create index document_imports_list on document_imports (organization_id, livemode, created_at desc, id desc)`);
    this.addSql(`create index document_imports_by_file on document_imports (file_id)`);
    this.addSql(`create index document_imports_by_invoice on document_imports (invoice_id) where invoice_id is not null`);
    this.addSql(`create index document_imports_by_note on document_imports (delivery_note_id) where delivery_note_id is not null`);

    // The daily purge looks for documents deleted more than 90 days ago.
    this.addSql(`create index invoices_deleted on invoices (deleted_at) where deleted_at is not null`);
    this.addSql(`create index delivery_notes_deleted on delivery_notes (deleted_at) where deleted_at is not null`);
  }
}
