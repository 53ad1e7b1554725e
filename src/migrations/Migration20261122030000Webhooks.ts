import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints, their delivery log (one row per attempt) and stored notifications. */
export class Migration20261122030000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table webhook_endpoints (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      url text not null,
      events text[] not null check (cardinality(events) > 0),
      description text,
      -- The signing key; it must be readable to sign, so it is stored as issued.
      secret text not null,
      status text not null check (status in ('enabled', 'failing', 'disabled')),
      failing_since timestamptz(3),
      disabled_at timestamptz(3),
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null
    )`);
    this.addSql(`create index webhook_endpoints_list on webhook_endpoints (organization_id, livemode, created_at desc, id desc)`);
    // Fan-out finds subscribers through webhook_endpoints_list (organization, mode); the cron the failing ones here.
    this.addSql(`create index webhook_endpoints_failing on webhook_endpoints (failing_since) where status = 'failing'`);

    this.addSql(`create table webhook_deliveries (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      webhook_endpoint_id text not null references webhook_endpoints (id) on delete cascade deferrable initially deferred,
      -- The delivery log lives as long as the event it delivered (30 days, docs/api-conventions.md#event-retention).
      event_id text not null references events (id) on delete cascade deferrable initially deferred,
      event_type text not null,
      attempt smallint not null check (attempt between 1 and 6),
      redelivery boolean not null default false,
      status text not null check (status in ('succeeded', 'failed')),
      response_status smallint,
      duration_ms integer not null,
      error text,
      next_attempt_at timestamptz(3),
      created_at timestamptz(3) not null
    )`);
    this.addSql(`create index webhook_deliveries_list on webhook_deliveries (webhook_endpoint_id, created_at desc, id desc)`);
    this.addSql(`create index webhook_deliveries_by_event on webhook_deliveries (event_id)`);

    this.addSql(`create table notifications (
      id bigint generated always as identity primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      kind text not null check (kind in ('webhook_endpoint_failing', 'webhook_endpoint_disabled')),
      webhook_endpoint_id text references webhook_endpoints (id) on delete set null deferrable initially deferred,
      recipient text not null,
      subject text not null,
      body text not null,
      -- 'pending' until sent through SMTP_URL ('sent') or, without it, stored and logged ('stored').
      status text not null check (status in ('pending', 'sent', 'stored')),
      created_at timestamptz(3) not null,
      sent_at timestamptz(3)
    )`);
    this.addSql(`create index notifications_by_org on notifications (organization_id, created_at desc)`);
  }
}
