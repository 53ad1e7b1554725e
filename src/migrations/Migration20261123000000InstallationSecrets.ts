import { Migration } from '@mikro-orm/migrations';

/**
 * Secrets of the installation itself (the key that signs pagination cursors), shared by every
 * replica through the database. Rows are created on first use by whichever process asks first
 * (src/platform/installation/installation-secrets.ts), so this migration holds no secret.
 */
export class Migration20261123000000InstallationSecrets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table installation_secrets (
      name text primary key,
      value bytea not null,
      created_at timestamptz not null default now()
    )`);
  }
}
