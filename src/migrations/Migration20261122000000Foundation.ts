import { Migration } from '@mikro-orm/migrations';

/** Organizations, API keys, the events log, projects and providers. */
export class Migration20261122000000Foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`create extension if not exists unaccent`);
    this.addSql(`create extension if not exists pgcrypto`);
    // unaccent() is only STABLE; this wrapper pins the dictionary so it can be used in indexes.
    this.addSql(`create or replace function f_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`);

    this.addSql(`create table organizations (
      id text primary key,
      name text not null,
      notification_email text not null,
      created_at timestamptz(3) not null default now()
    )`);

    this.addSql(`create table api_keys (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      name text,
      scopes text[] not null,
      secret_hash text not null unique,
      last4 text not null,
      created_at timestamptz(3) not null,
      revoked_at timestamptz(3),
      last_used_at timestamptz(3)
    )`);
    this.addSql(`create index api_keys_list on api_keys (organization_id, livemode, created_at desc, id desc)`);

    this.addSql(`create table events (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      type text not null,
      data json not null,
      created_at timestamptz(3) not null
    )`);
    this.addSql(`create index events_list on events (organization_id, livemode, created_at desc, id desc)`);
    this.addSql(`create index events_by_type on events (organization_id, livemode, type, created_at desc, id desc)`);

    this.addSql(`create table projects (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      name text not null,
      status text not null check (status in ('draft', 'in_progress', 'finished', 'archived')),
      status_before_archive text check (status_before_archive in ('draft', 'in_progress', 'finished')),
      address text,
      start_date date,
      end_date date,
      client_name text,
      client_nif text,
      client_email text,
      client_phone text,
      client_address text,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      archived_at timestamptz(3)
    )`);
    this.addSql(`create index projects_list on projects (organization_id, livemode, created_at desc, id desc)`);
    this.addSql(`create index projects_search on projects using gin (f_unaccent(lower(
      name || ' ' || coalesce(address, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_nif, '')
    )) gin_trgm_ops)`);

    this.addSql(`create table providers (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      name text not null,
      nif text not null,
      email text,
      phone text,
      address text,
      category text check (category in ('materiales', 'subcontrata', 'maquinaria', 'servicios', 'otros')),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    )`);
    // The duplicate rule lives here, not in a read-then-write check, so it holds under concurrency.
    this.addSql(`create unique index providers_nif_unique on providers (organization_id, livemode, nif)`);
    this.addSql(`create index providers_list on providers (organization_id, livemode, created_at desc, id desc)`);
    this.addSql(`create index providers_search on providers using gin (f_unaccent(lower(
      name || ' ' || nif || ' ' || coalesce(email, '')
    )) gin_trgm_ops)`);
  }
}
