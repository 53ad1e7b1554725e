import { Migration } from '@mikro-orm/migrations';

const ROLES = `('owner', 'admin', 'accountant', 'site_manager', 'viewer')`;

/**
 * The web app's people (docs/people-and-sessions.md): users, their memberships (roles) in
 * organizations, invitations, password resets, sessions and the login throttle; who acted, on
 * events; account e-mails in `notifications`. One-time tokens and session tokens are stored
 * only as SHA-256 hashes.
 */
export class Migration20261122140000People extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table users (
      id text primary key,
      -- Stored lower-cased and trimmed: one account per address.
      email text not null,
      name text not null,
      -- scrypt, PHC string format (docs/people-and-sessions.md#passwords).
      password_hash text not null,
      password_changed_at timestamptz(3) not null,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    )`);
    this.addSql(`create unique index users_email_unique on users (email)`);

    this.addSql(`create table memberships (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      user_id text not null references users (id) on delete cascade deferrable initially deferred,
      role text not null check (role in ${ROLES}),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    )`);
    this.addSql(`create unique index memberships_user_unique on memberships (organization_id, user_id)`);
    this.addSql(`create index memberships_list on memberships (organization_id, created_at desc, id desc)`);
    this.addSql(`create index memberships_by_user on memberships (user_id)`);

    this.addSql(`create table invitations (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      email text not null,
      role text not null check (role in ${ROLES}),
      token_hash text not null,
      invited_by text references users (id) on delete set null deferrable initially deferred,
      created_at timestamptz(3) not null,
      expires_at timestamptz(3) not null,
      accepted_at timestamptz(3)
    )`);
    this.addSql(`create unique index invitations_token_unique on invitations (token_hash)`);
    // One pending invitation per address and organization: inviting again replaces it.
    this.addSql(`create unique index invitations_pending_unique on invitations (organization_id, email) where accepted_at is null`);

    this.addSql(`create table password_resets (
      id text primary key,
      user_id text not null references users (id) on delete cascade deferrable initially deferred,
      token_hash text not null,
      created_at timestamptz(3) not null,
      expires_at timestamptz(3) not null,
      used_at timestamptz(3)
    )`);
    this.addSql(`create unique index password_resets_token_unique on password_resets (token_hash)`);
    this.addSql(`create index password_resets_by_user on password_resets (user_id)`);

    this.addSql(`create table sessions (
      id text primary key,
      token_hash text not null,
      user_id text not null references users (id) on delete cascade deferrable initially deferred,
      -- The organization and mode the session works in (switchOrganization, setLivemode).
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      created_at timestamptz(3) not null,
      last_seen_at timestamptz(3) not null
    )`);
    this.addSql(`create unique index sessions_token_unique on sessions (token_hash)`);
    this.addSql(`create index sessions_by_user on sessions (user_id)`);

    // Failed sign-ins of the last 15 minutes, shared by every API replica. What was typed as the
    // address is kept as a SHA-256 only: people type their password there too.
    this.addSql(`create table login_failures (
      id bigint generated always as identity primary key,
      email_hash text not null,
      client_address text not null,
      created_at timestamptz(3) not null
    )`);
    this.addSql(`create index login_failures_by_email on login_failures (email_hash, created_at)`);
    this.addSql(`create index login_failures_by_address on login_failures (client_address, created_at)`);

    // Who acted: an API key or a user; null for changes the service makes itself.
    this.addSql(`alter table events
      add column actor_type text constraint events_actor_type_check check (actor_type in ('api_key', 'user')),
      add column actor_id text,
      add constraint events_actor_check check ((actor_type is null) = (actor_id is null))`);

    // Account e-mails (invitations, password resets) belong to no organization, or to no mode.
    this.addSql(`alter table notifications alter column organization_id drop not null, alter column livemode drop not null`);
    this.addSql(`alter table notifications drop constraint notifications_kind_check,
      add constraint notifications_kind_check check (kind in
        ('webhook_endpoint_failing', 'webhook_endpoint_disabled', 'member_invitation', 'password_reset'))`);
    this.addSql(`alter table notifications drop constraint notifications_status_check,
      add constraint notifications_status_check check (status in ('pending', 'sent', 'stored', 'failed'))`);
  }
}
