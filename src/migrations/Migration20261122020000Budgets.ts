import { Migration } from '@mikro-orm/migrations';

/**
 * Budgets: chapters → items (partidas) → breakdowns (descompuestos), and the SQL functions the
 * budget-item suggestion compares descriptions and units with.
 */
export class Migration20261122020000Budgets extends Migration {
  override async up(): Promise<void> {
    // Description as the suggestion compares it: lower case, unaccented, ²/³ as digits, every run
    // of punctuation a space, letters and digits split apart ("B500S" reads as "b 500 s", like
    // "B 500 S"), and the Spanish articles and prepositions that carry no meaning dropped.
    this.addSql(`create or replace function f_budget_text(text) returns text
      language sql immutable parallel safe
      as $$ select trim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        public.f_unaccent(translate(lower($1), '²³', '23')),
        '[^a-z0-9]+', ' ', 'g'),
        '([0-9])([a-z])', '\\1 \\2', 'g'),
        '([a-z])([0-9])', '\\1 \\2', 'g'),
        '\\m(de|del|la|las|el|los|en|con|para|por|y|e|o|u|a|al)\\M', ' ', 'g'),
        ' {2,}', ' ', 'g')) $$`);

    // The numbers of a description (grades, sizes, diameters: "HA-25/B/20" has 25 and 20), in
    // order and with repeats. A decimal or thousands mark between digits is dropped so that a
    // number stays one token ("M-7,5" has 75, not 7 and 5, and so differs from "M-5"). Area and
    // volume units written as m2/m3/cm2… are not designations and are left out.
    this.addSql(`create or replace function f_budget_numbers(text) returns text[]
      language sql immutable parallel safe
      as $$ select coalesce(regexp_split_to_array(nullif(trim(regexp_replace(regexp_replace(regexp_replace(
        public.f_unaccent(translate(lower($1), '²³', '23')),
        '([0-9])[.,]([0-9])', '\\1\\2', 'g'),
        '\\m(m|cm|mm|dm)[23]\\M', ' ', 'g'),
        '[^0-9]+', ' ', 'g')), ''), ' '), '{}') $$`);

    // True when every element of a is in b at least as many times (multiset inclusion):
    // {20, 20} is not within {25, 20}, so HM-20/P/20 does not fit HA-25/B/20.
    this.addSql(`create or replace function f_multiset_within(a text[], b text[]) returns boolean
      language sql immutable parallel safe
      as $$ select not exists (
        select 1 from unnest(a) as x group by x
        having count(*) > (select count(*) from unnest(b) as y where y = x)
      ) $$`);

    // These functions are not STRICT on purpose: a STRICT SQL function whose body is not provably
    // strict is called instead of inlined, which made the generated columns below cost three
    // times as much on a 5,000-item insert.

    // Unit labels as the suggestion compares them: m²/m2/mt2, m³/m3, ud/u/un/uds/unid…, case and
    // dots ignored. Written as one expression so PostgreSQL inlines it.
    this.addSql(`create or replace function f_budget_unit(text) returns text
      language sql immutable parallel safe
      as $$ select case regexp_replace(public.f_unaccent(translate(lower($1), '²³', '23')), '[[:space:].]+', '', 'g')
        when 'mt2' then 'm2' when 'mts2' then 'm2'
        when 'mt3' then 'm3' when 'mts3' then 'm3'
        when 'ml' then 'm' when 'mt' then 'm' when 'mts' then 'm' when 'metro' then 'm' when 'metros' then 'm'
        when 'u' then 'ud' when 'un' then 'ud' when 'uds' then 'ud' when 'und' then 'ud'
        when 'unid' then 'ud' when 'unids' then 'ud' when 'unidad' then 'ud' when 'unidades' then 'ud'
        when 'kgs' then 'kg' when 'kilo' then 'kg' when 'kilos' then 'kg'
        when 'tn' then 't' when 'tm' then 't' when 'ton' then 't' when 'tonelada' then 't' when 'toneladas' then 't'
        when 'lt' then 'l' when 'lts' then 'l' when 'litro' then 'l' when 'litros' then 'l'
        when 'hr' then 'h' when 'hrs' then 'h' when 'hora' then 'h' when 'horas' then 'h'
        else regexp_replace(public.f_unaccent(translate(lower($1), '²³', '23')), '[[:space:].]+', '', 'g')
      end $$`);

    this.addSql(`create table budgets (
      id text primary key,
      organization_id text not null references organizations (id) on delete cascade deferrable initially deferred,
      livemode boolean not null,
      project_id text not null references projects (id) on delete cascade deferrable initially deferred,
      name text not null,
      status text not null check (status in ('draft', 'sent', 'accepted', 'rejected', 'archived')),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      markup_percentage numeric(7, 3) not null,
      cost_amount bigint not null,
      sale_amount bigint not null,
      chapters_count integer not null,
      items_count integer not null,
      created_at timestamptz(3) not null,
      updated_at timestamptz(3) not null,
      sent_at timestamptz(3),
      accepted_at timestamptz(3)
    )`);
    this.addSql(`create index budgets_list on budgets (organization_id, livemode, created_at desc, id desc)`);
    this.addSql(`create index budgets_by_project on budgets (project_id, created_at desc, id desc)`);

    // Chapters, items and breakdowns carry the tenant columns (docs/api-conventions.md#test-and-live) but reference only
    // their budget: they live and die with it (on delete cascade), and every foreign-key check is
    // paid per row on a 5,000-item insert.
    this.addSql(`create table budget_chapters (
      id text primary key,
      organization_id text not null,
      livemode boolean not null,
      budget_id text not null references budgets (id) on delete cascade deferrable initially deferred,
      position integer not null,
      code text not null,
      title text not null
    )`);
    this.addSql(`create unique index budget_chapters_code on budget_chapters (budget_id, code)`);
    this.addSql(`create unique index budget_chapters_order on budget_chapters (budget_id, position)`);

    this.addSql(`create table budget_items (
      id text primary key,
      organization_id text not null,
      livemode boolean not null,
      budget_id text not null references budgets (id) on delete cascade deferrable initially deferred,
      chapter_id text not null references budget_chapters (id) on delete cascade deferrable initially deferred,
      position integer not null,
      code text not null,
      description text not null,
      unit text not null,
      quantity numeric(14, 3) not null,
      cost_price bigint not null check (cost_price >= 0),
      sale_price bigint not null,
      cost_total bigint not null,
      sale_total bigint not null,
      description_norm text generated always as (f_budget_text(description)) stored,
      description_numbers text[] generated always as (f_budget_numbers(description)) stored,
      unit_norm text generated always as (f_budget_unit(unit)) stored
    )`);
    // Budget order (chapter by chapter, items in the order given): the item list's keyset.
    this.addSql(`create unique index budget_items_order on budget_items (budget_id, position)`);
    this.addSql(`create index budget_items_by_chapter on budget_items (chapter_id, position)`);

    this.addSql(`create table budget_breakdowns (
      id text primary key,
      organization_id text not null,
      livemode boolean not null,
      budget_id text not null references budgets (id) on delete cascade deferrable initially deferred,
      item_id text not null references budget_items (id) on delete cascade deferrable initially deferred,
      position integer not null,
      code text,
      description text not null,
      unit text not null,
      quantity numeric(14, 3) not null,
      cost_price bigint not null check (cost_price >= 0),
      cost_total bigint not null,
      kind text not null check (kind in ('labor', 'material', 'machinery', 'other'))
    )`);
    this.addSql(`create index budget_breakdowns_by_item on budget_breakdowns (item_id, position)`);
    this.addSql(`create index budget_breakdowns_by_budget on budget_breakdowns (budget_id)`);
  }
}
