import { Migration } from '@mikro-orm/migrations';

/**
 * Stored figures (docs/stored-figures.md): a provider's counters and a project's document
 * totals are kept in `provider_figures` and `project_figures`, changed by triggers on
 * `invoices` and `delivery_notes` in the transaction of every write that moves them, so a read
 * costs one lookup by key whatever the number of documents. Every provider and project has its
 * row from its creation (an insert trigger); the backfill below counts what exists.
 */
export class Migration20261128000000StoredFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table provider_figures (
        provider_id text primary key references providers (id) on delete cascade,
        invoices_count integer not null default 0,
        delivery_notes_count integer not null default 0,
        total_billed_amount bigint not null default 0
      );
      create table project_figures (
        project_id text primary key references projects (id) on delete cascade,
        delivered_cost bigint not null default 0,
        unreconciled_delivered_cost bigint not null default 0,
        invoiced_amount bigint not null default 0,
        paid_amount bigint not null default 0,
        pending_amount bigint not null default 0
      );

      create function providers_add_figures() returns trigger language plpgsql as $$
      begin
        insert into provider_figures (provider_id) values (new.id);
        return null;
      end $$;
      create trigger providers_figures after insert on providers for each row execute function providers_add_figures();

      create function projects_add_figures() returns trigger language plpgsql as $$
      begin
        insert into project_figures (project_id) values (new.id);
        return null;
      end $$;
      create trigger projects_figures after insert on projects for each row execute function projects_add_figures();

      -- The old row (when it was live) leaves the figures and the new one (when live) enters them.
      -- Rows are changed in key order, providers first, so two writes never wait on each other
      -- in opposite orders. A plain update: a document whose provider or project does not exist
      -- is refused by its own foreign key at commit, and a cascade from a deleted organization
      -- finds nothing left to change.
      create function invoices_keep_figures() returns trigger language plpgsql as $$
      declare
        d record;
      begin
        for d in
          select s.id, sum(s.n)::int as n, sum(s.billed) as billed
            from (select old.provider_id, -1, -case when old.status <> 'cancelled' then old.total_amount else 0 end
                   where tg_op <> 'INSERT' and old.deleted_at is null
                  union all
                  select new.provider_id, 1, case when new.status <> 'cancelled' then new.total_amount else 0 end
                   where tg_op <> 'DELETE' and new.deleted_at is null) s(id, n, billed)
           group by s.id order by s.id
        loop
          if d.n <> 0 or d.billed <> 0 then
            update provider_figures
               set invoices_count = invoices_count + d.n, total_billed_amount = total_billed_amount + d.billed
             where provider_id = d.id;
          end if;
        end loop;
        for d in
          select s.id, sum(s.invoiced) as invoiced, sum(s.paid) as paid, sum(s.pending) as pending
            from (select old.project_id,
                         -case when old.status <> 'cancelled' then old.subtotal_amount else 0 end,
                         -case when old.status = 'paid' then old.subtotal_amount else 0 end,
                         -case when old.status = 'pending' then old.subtotal_amount else 0 end
                   where tg_op <> 'INSERT' and old.deleted_at is null
                  union all
                  select new.project_id,
                         case when new.status <> 'cancelled' then new.subtotal_amount else 0 end,
                         case when new.status = 'paid' then new.subtotal_amount else 0 end,
                         case when new.status = 'pending' then new.subtotal_amount else 0 end
                   where tg_op <> 'DELETE' and new.deleted_at is null) s(id, invoiced, paid, pending)
           group by s.id order by s.id
        loop
          if d.invoiced <> 0 or d.paid <> 0 or d.pending <> 0 then
            update project_figures
               set invoiced_amount = invoiced_amount + d.invoiced, paid_amount = paid_amount + d.paid,
                   pending_amount = pending_amount + d.pending
             where project_id = d.id;
          end if;
        end loop;
        return null;
      end $$;
      create trigger invoices_figures_insert after insert on invoices
        for each row when (new.deleted_at is null) execute function invoices_keep_figures();
      create trigger invoices_figures_delete after delete on invoices
        for each row when (old.deleted_at is null) execute function invoices_keep_figures();
      create trigger invoices_figures_update
        after update of provider_id, project_id, status, subtotal_amount, total_amount, deleted_at on invoices
        for each row when (
          (old.deleted_at is null or new.deleted_at is null) and (
            old.provider_id is distinct from new.provider_id or old.project_id is distinct from new.project_id
            or old.status is distinct from new.status or old.subtotal_amount is distinct from new.subtotal_amount
            or old.total_amount is distinct from new.total_amount or old.deleted_at is distinct from new.deleted_at))
        execute function invoices_keep_figures();

      create function delivery_notes_keep_figures() returns trigger language plpgsql as $$
      declare
        d record;
      begin
        for d in
          select s.id, sum(s.n)::int as n
            from (select old.provider_id, -1 where tg_op <> 'INSERT' and old.deleted_at is null
                  union all
                  select new.provider_id, 1 where tg_op <> 'DELETE' and new.deleted_at is null) s(id, n)
           group by s.id order by s.id
        loop
          if d.n <> 0 then
            update provider_figures set delivery_notes_count = delivery_notes_count + d.n where provider_id = d.id;
          end if;
        end loop;
        for d in
          select s.id, sum(s.delivered) as delivered, sum(s.unreconciled) as unreconciled
            from (select old.project_id, -old.subtotal_amount,
                         -case when old.reconciliation_status <> 'matched' then old.subtotal_amount else 0 end
                   where tg_op <> 'INSERT' and old.deleted_at is null
                  union all
                  select new.project_id, new.subtotal_amount,
                         case when new.reconciliation_status <> 'matched' then new.subtotal_amount else 0 end
                   where tg_op <> 'DELETE' and new.deleted_at is null) s(id, delivered, unreconciled)
           group by s.id order by s.id
        loop
          if d.delivered <> 0 or d.unreconciled <> 0 then
            update project_figures
               set delivered_cost = delivered_cost + d.delivered,
                   unreconciled_delivered_cost = unreconciled_delivered_cost + d.unreconciled
             where project_id = d.id;
          end if;
        end loop;
        return null;
      end $$;
      create trigger delivery_notes_figures_insert after insert on delivery_notes
        for each row when (new.deleted_at is null) execute function delivery_notes_keep_figures();
      create trigger delivery_notes_figures_delete after delete on delivery_notes
        for each row when (old.deleted_at is null) execute function delivery_notes_keep_figures();
      create trigger delivery_notes_figures_update
        after update of provider_id, project_id, subtotal_amount, reconciliation_status, deleted_at on delivery_notes
        for each row when (
          (old.deleted_at is null or new.deleted_at is null) and (
            old.provider_id is distinct from new.provider_id or old.project_id is distinct from new.project_id
            or old.subtotal_amount is distinct from new.subtotal_amount
            or old.reconciliation_status is distinct from new.reconciliation_status
            or old.deleted_at is distinct from new.deleted_at))
        execute function delivery_notes_keep_figures();

      insert into provider_figures (provider_id, invoices_count, delivery_notes_count, total_billed_amount)
      select p.id, coalesce(i.n, 0), coalesce(d.n, 0), coalesce(i.billed, 0)
        from providers p
        left join (select provider_id, count(*) as n, sum(total_amount) filter (where status <> 'cancelled') as billed
                     from invoices where deleted_at is null group by provider_id) i on i.provider_id = p.id
        left join (select provider_id, count(*) as n
                     from delivery_notes where deleted_at is null group by provider_id) d on d.provider_id = p.id;

      insert into project_figures (project_id, delivered_cost, unreconciled_delivered_cost, invoiced_amount, paid_amount, pending_amount)
      select p.id, coalesce(d.delivered, 0), coalesce(d.unreconciled, 0),
             coalesce(i.invoiced, 0), coalesce(i.paid, 0), coalesce(i.pending, 0)
        from projects p
        left join (select project_id, sum(subtotal_amount) as delivered,
                          sum(subtotal_amount) filter (where reconciliation_status <> 'matched') as unreconciled
                     from delivery_notes where deleted_at is null group by project_id) d on d.project_id = p.id
        left join (select project_id,
                          sum(subtotal_amount) filter (where status <> 'cancelled') as invoiced,
                          sum(subtotal_amount) filter (where status = 'paid') as paid,
                          sum(subtotal_amount) filter (where status = 'pending') as pending
                     from invoices where deleted_at is null group by project_id) i on i.project_id = p.id;
    `);
  }
}
