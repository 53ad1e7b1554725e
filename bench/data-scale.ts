/**
 * Reads that do not grow with the data (docs/stored-figures.md): a small organization and a
 * large one in the same database, every `/v1` list, filter, cursor, search and read route, the
 * web app's GraphQL overview, `Project.costSummary`, POST and PATCH, each measured on both
 * (median of 20 sequential requests, after 3 unmeasured), with the ratio large / small.
 *
 * The large organization is the data of a year of a real company: 1,000,000 invoices over 2,000
 * projects and 5,000 providers, one project with 50,000 invoices and one provider with 100,000,
 * 300,000 delivery notes with 900,000 lines, 1.5 million events, beside 50 other organizations.
 * It is written by set-based SQL (`insert … select … from generate_series`) in one transaction,
 * with the triggers off and the big tables' secondary indexes built after their rows; the stored
 * figures are counted once at the end.
 *
 *   npm run bench:data-scale
 *
 * `BENCH_SCALE=0.02` builds a fiftieth of the large set (a quick run). `BENCH_DATA_DIR=dir`
 * keeps the embedded PostgreSQL's data in `dir`, and a later run with the same scale reuses what
 * it built; `DATABASE_URL` runs against another (empty, migrated here) database instead.
 * `BENCH_ONLY=text` measures only the requests whose name contains it (`BENCH_ONLY=graphql`);
 * `BENCH_SERVICE_NODE_ARGS` passes node flags to the service (`--cpu-prof --cpu-prof-dir=dir`).
 *
 * Targets: every ratio ≤ 1.5 (the overview's per row returned), every median < 20 ms but the
 * overview's (< 60 ms), and, after the bench's writes, 0 stored figures that differ from a count
 * from scratch. The process exits with 1 when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { migrate } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { createOrm } from '../src/orm.js';
import { projectFigureDifferences } from '../src/projects/cost-summary.queries.js';
import { providerFigureDifferences } from '../src/providers/provider.queries.js';
import { median } from './measure.js';
import { type Server, SERVICE_MAIN, startServer } from './service-process.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const REQUESTS = 20;
const WARM_UP = 3;

/** The shape of one organization's data. */
interface Shape {
  projects: number;
  providers: number;
  invoices: number;
  /** Invoices of the first project and of the first provider (the biggest of each). */
  bigProject: number;
  bigProvider: number;
  notes: number;
  linesPerNote: number;
  events: number;
}

/** `n` at the scale asked for, never below `least` (the lists need a second page, the overview 20 full projects). */
const scaled = (n: number, least = 100) => Math.max(least, Math.round(n * SCALE));
const LARGE: Shape = {
  projects: scaled(2_000),
  providers: scaled(5_000),
  invoices: scaled(1_000_000),
  bigProject: scaled(50_000),
  bigProvider: scaled(100_000),
  notes: scaled(300_000),
  linesPerNote: 3,
  events: scaled(1_500_000),
};
const SMALL: Shape = { projects: 40, providers: 50, invoices: 2_000, bigProject: 50, bigProvider: 100, notes: 300, linesPerNote: 3, events: 1_500 };
const OTHER: Shape = { projects: 10, providers: 20, invoices: 200, bigProject: 20, bigProvider: 20, notes: 60, linesPerNote: 3, events: 300 };
const OTHERS = 50;

interface Org {
  id: string;
  key: string;
  /** The biggest project and provider, and one invoice, note and event of the organization. */
  project: string;
  provider: string;
  invoice: string;
  note: string;
  event: string;
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/**
 * Inserts one organization's data, ids `<prefix>_<26 hex digits>` numbered by organization (hex
 * digits are valid id characters). Project 0 and provider 0 are the newest and the biggest:
 * `bigProject` invoices go to project 0, `bigProvider` to provider 0, the rest spread evenly.
 */
async function fillOrganization(client: pg.Client, org: string, n: number, shape: Shape, log: (step: string) => void): Promise<void> {
  const base = BigInt(n) << 40n;
  const id = (prefix: string, expr: string) => `'${prefix}_' || lpad(to_hex(${base}::bigint + (${expr})), 26, '0')`;
  const year = `timestamptz '2026-01-01T00:00:00Z'`;
  const p = [org, shape.projects, shape.providers, shape.invoices, shape.bigProject, shape.bigProvider, shape.notes, shape.events];
  let t = performance.now();
  // The numbers are the bench's own, written into the text; only the organization is a parameter.
  const step = async (name: string, sql: string) => {
    await client.query(sql.replace(/\$([2-8])/g, (_, d: string) => String(p[Number(d) - 1])), [org]);
    log(`${name} ${seconds(t)} s`);
    t = performance.now();
  };
  // $1 org, $2 projects, $3 providers, $4 invoices, $5 big project, $6 big provider, $7 notes, $8 events
  await step(
    'projects',
    `insert into projects (id, organization_id, livemode, name, status, address, client_name, created_at, updated_at)
     select ${id('prj', 'k')}, $1, false,
            'Obra ' || k || ': ' || (array['Edificio de 24 viviendas', 'Nave industrial', 'Reforma colegio', 'Urbanización'])[k % 4 + 1],
            case when k % 5 = 4 then 'finished' else 'in_progress' end, 'Calle Mayor ' || k, 'Promociones ' || (k % 37),
            ${year} + make_interval(mins => ($2::int - k) * 10), ${year} + make_interval(mins => ($2::int - k) * 10)
       from generate_series(0, $2::int - 1) k`,
  );
  await step(
    'providers',
    `insert into providers (id, organization_id, livemode, name, nif, category, created_at, updated_at)
     select ${id('prov', 'k')}, $1, false,
            'Suministros ' || (array['Norte', 'Levante', 'Ebro', 'Tajo', 'Duero', 'Sur'])[k % 6 + 1] || ' ' || k || ' S.L.',
            'ESB' || lpad(k::text, 8, '0'), (array['materiales', 'subcontrata', 'maquinaria', 'servicios', 'otros'])[k % 5 + 1],
            ${year} + make_interval(mins => ($3::int - k)), ${year} + make_interval(mins => ($3::int - k))
       from generate_series(0, $3::int - 1) k`,
  );
  // Invoice k: the first $5 go to project 0, then every 10th to provider 0 until it has $6.
  await step(
    'invoices',
    `insert into invoices (id, organization_id, livemode, project_id, provider_id, invoice_number, issue_date, status, paid_at,
                           subtotal_amount, tax_amount, total_amount, currency, created_at, updated_at)
     select ${id('inv', 'k')}, $1, false,
            ${id('prj', 'case when k < $5 then 0 else 1 + k % greatest($2::int - 1, 1) end')},
            ${id('prov', 'case when k % 10 = 0 and k / 10 < $6 then 0 else 1 + k % greatest($3::int - 1, 1) end')},
            'F-' || k, d, s, case when s = 'paid' then d end, a, a * 21 / 100, a + a * 21 / 100, 'EUR',
            ${year} + make_interval(secs => k * 30), ${year} + make_interval(secs => k * 30)
       from generate_series(0, $4::int - 1) k,
            lateral (select date '2025-06-01' + (k % 365) as d,
                            case when k % 4 = 0 then 'paid' when k % 9 = 5 then 'cancelled' else 'pending' end as s,
                            (10000 + (k::bigint * 7919) % 500000) as a) v`,
  );
  await step(
    'delivery notes',
    `insert into delivery_notes (id, organization_id, livemode, project_id, provider_id, delivery_note_number, delivery_date,
                                 subtotal_amount, created_at, updated_at)
     select ${id('alb', 'k')}, $1, false,
            ${id('prj', 'case when k % 20 = 0 then 0 else 1 + k % greatest($2::int - 1, 1) end')},
            ${id('prov', 'case when k % 10 = 0 then 0 else 1 + k % greatest($3::int - 1, 1) end')},
            'ALB-' || k, date '2025-06-01' + (k % 365), 3 * (1000 + (k::bigint * 104729) % 90000),
            ${year} + make_interval(secs => k * 90), ${year} + make_interval(secs => k * 90)
       from generate_series(0, $7::int - 1) k`,
  );
  await step(
    'delivery note lines',
    `insert into delivery_note_lines (id, delivery_note_id, organization_id, livemode, position, description, quantity, unit, unit_price, subtotal)
     select ${id('albli', `k * ${shape.linesPerNote} + l`)}, ${id('alb', 'k')}, $1, false, l,
            (array['Hormigón HA-25/B/20/IIa', 'Acero B 500 S', 'Mortero M-7,5'])[l + 1], 1, 'm3',
            1000 + (k::bigint * 104729) % 90000, 1000 + (k::bigint * 104729) % 90000
       from generate_series(0, $7::int - 1) k, generate_series(0, ${shape.linesPerNote - 1}) l`,
  );
  // Events within the last 25 days: the log keeps 30 (docs/api-conventions.md#event-retention).
  await step(
    'events',
    `insert into events (id, organization_id, livemode, type, data, created_at)
     select ${id('evt', 'k')}, $1, false, t,
            json_build_object('object', json_build_object('id', ${id('inv', 'k % greatest($4::int, 1)')}, 'object', split_part(t, '.', 1))),
            now() - make_interval(secs => (k * 25 * 86400.0 / $8::int)::int)
       from generate_series(0, $8::int - 1) k,
            lateral (select (array['invoice.created', 'invoice.updated', 'delivery_note.created', 'project.updated'])[k % 4 + 1] as t) v`,
  );
}

/** Counts every stored figure from scratch (the migration's backfill), for data written with the triggers off. */
async function countFigures(client: pg.Client): Promise<void> {
  await client.query(`
    insert into provider_figures (provider_id) select id from providers on conflict do nothing;
    insert into project_figures (project_id) select id from projects on conflict do nothing;
    update provider_figures f set invoices_count = coalesce(i.n, 0), delivery_notes_count = coalesce(d.n, 0), total_billed_amount = coalesce(i.billed, 0)
      from providers p
      left join (select provider_id, count(*) as n, sum(total_amount) filter (where status <> 'cancelled') as billed
                   from invoices where deleted_at is null group by provider_id) i on i.provider_id = p.id
      left join (select provider_id, count(*) as n from delivery_notes where deleted_at is null group by provider_id) d on d.provider_id = p.id
     where f.provider_id = p.id;
    update project_figures f set delivered_cost = coalesce(d.delivered, 0), unreconciled_delivered_cost = coalesce(d.unreconciled, 0),
           invoiced_amount = coalesce(i.invoiced, 0), paid_amount = coalesce(i.paid, 0), pending_amount = coalesce(i.pending, 0)
      from projects p
      left join (select project_id, sum(subtotal_amount) as delivered,
                        sum(subtotal_amount) filter (where reconciliation_status <> 'matched') as unreconciled
                   from delivery_notes where deleted_at is null group by project_id) d on d.project_id = p.id
      left join (select project_id, sum(subtotal_amount) filter (where status <> 'cancelled') as invoiced,
                        sum(subtotal_amount) filter (where status = 'paid') as paid,
                        sum(subtotal_amount) filter (where status = 'pending') as pending
                   from invoices where deleted_at is null group by project_id) i on i.project_id = p.id
     where f.project_id = p.id;`);
}

/** The organization's biggest project and provider and one of each other thing, read back from the database. */
async function landmarks(client: pg.Client, id: string, key: string): Promise<Org> {
  const one = async (sql: string) => (await client.query(sql, [id])).rows[0]?.id as string;
  return {
    id,
    key,
    project: await one(`select id from projects where organization_id = $1 order by created_at desc, id desc limit 1`),
    provider: await one(`select id from providers where organization_id = $1 order by created_at desc, id desc limit 1`),
    invoice: await one(`select id from invoices where organization_id = $1 and status = 'pending' order by id limit 1`),
    note: await one(`select id from delivery_notes where organization_id = $1 order by id limit 1`),
    event: await one(`select id from events where organization_id = $1 order by id limit 1`),
  };
}

/** Builds the data set (or finds the one a previous run left with the same scale). */
async function build(url: string, dataDir: string | null): Promise<{ small: Org; large: Org }> {
  const marker = dataDir ? path.join(dataDir, `bench-data-scale-${SCALE}.json`) : null;
  if (marker && fs.existsSync(marker)) {
    console.log(`reusing the data set of ${marker}`);
    return JSON.parse(fs.readFileSync(marker, 'utf8'));
  }
  const orm = await createOrm(url);
  await migrate(orm, url);
  const small = await createOrganization(orm.em.fork(), { name: 'Scale: small', email: 'small@example.com' });
  const large = await createOrganization(orm.em.fork(), { name: 'Scale: large', email: 'large@example.com' });
  await orm.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    // Written with the figures' triggers off, then counted once (as the migration's backfill
    // does). A superuser (the embedded PostgreSQL's) turns every trigger off, foreign keys' too:
    // the rows are right by construction. Otherwise only the figures' triggers, and the foreign
    // keys are checked as each statement ends.
    const superuser = (await client.query(`select rolsuper from pg_roles where rolname = current_user`)).rows[0].rolsuper as boolean;
    const triggers = superuser
      ? { off: `set local session_replication_role = replica`, on: `set local session_replication_role = origin` }
      : {
          off: `set constraints all immediate; alter table invoices disable trigger user; alter table delivery_notes disable trigger user`,
          on: `alter table invoices enable trigger user; alter table delivery_notes enable trigger user`,
        };
    await client.query(triggers.off);
    // Secondary indexes of the big tables are dropped and built again once the rows are in: a
    // sorted build is several times faster than a million scattered inserts into each index.
    const indexes = (
      await client.query(
        `select indexname, indexdef from pg_indexes i
          where schemaname = 'public' and tablename = any($1::text[])
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [['invoices', 'delivery_notes', 'delivery_note_lines', 'events']],
      )
    ).rows as Array<{ indexname: string; indexdef: string }>;
    for (const index of indexes) await client.query(`drop index ${index.indexname}`);
    await fillOrganization(client, small.organization.id, 1, SMALL, () => {});
    await fillOrganization(client, large.organization.id, 2, LARGE, (s) => console.log(`  large: ${s}`));
    const others = performance.now();
    for (let k = 0; k < OTHERS; k++) {
      const org = `org_${(1000n + BigInt(k)).toString(16).padStart(26, '0')}`;
      await client.query(`insert into organizations (id, name, notification_email) values ($1, $2, $3)`, [org, `Otra ${k}`, `o${k}@example.com`]);
      await fillOrganization(client, org, 3 + k, OTHER, () => {});
    }
    console.log(`  ${OTHERS} other organizations ${seconds(others)} s`);
    let t = performance.now();
    await client.query(`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.indexdef);
    console.log(`  ${indexes.length} indexes ${seconds(t)} s`);
    t = performance.now();
    await countFigures(client);
    await client.query(triggers.on);
    console.log(`  stored figures ${seconds(t)} s`);
    t = performance.now();
    await client.query('commit');
    await client.query('analyze');
    console.log(`  commit and analyze ${seconds(t)} s`);
    const size = (await client.query(`select pg_size_pretty(pg_database_size(current_database())) as size`)).rows[0].size;
    console.log(`built in ${seconds(started)} s (${size})`);
    const set = {
      small: await landmarks(client, small.organization.id, small.api_keys[0].secret),
      large: await landmarks(client, large.organization.id, large.api_keys[0].secret),
    };
    if (marker) fs.writeFileSync(marker, JSON.stringify(set));
    return set;
  } finally {
    await client.end();
  }
}

interface Timed {
  ms: number;
  rows: number;
}

type Request = (org: Org, i: number) => Promise<{ status: number; body: any; rows?: number }>;

async function call(server: Server, org: Org, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${org.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Median of `REQUESTS` sequential requests after `WARM_UP`, small and large interleaved; refuses an unexpected status. */
async function measure(request: Request, small: Org, large: Org, expected: number): Promise<{ small: Timed; large: Timed }> {
  const times: Record<'small' | 'large', number[]> = { small: [], large: [] };
  const rows: Record<'small' | 'large', number> = { small: 0, large: 0 };
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    for (const [name, org] of [['small', small], ['large', large]] as const) {
      const t = performance.now();
      const res = await request(org, i);
      const ms = performance.now() - t;
      if (res.status !== expected) throw new Error(`${name}: expected ${expected}, got ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
      if (i >= WARM_UP) times[name].push(ms);
      rows[name] = res.rows ?? 1;
    }
  }
  return { small: { ms: median(times.small), rows: rows.small }, large: { ms: median(times.large), rows: rows.large } };
}

const OVERVIEW = `{ projects(first: 20) { nodes { id invoices(first: 50) { nodes { id provider { name } deliveryNotes { id } } } } } }`;
const COST_SUMMARY = `query($id: ID!) { project(id: $id) { costSummary {
  budgetedCost deliveredCost unreconciledDeliveredCost invoicedAmount paidAmount pendingAmount } } }`;

/** Every route measured: name, request, expected status, and the time limit of its median. */
function routes(server: Server, cursors: Map<string, Record<string, string>>): Array<[string, Request, number, number]> {
  const get = (url: (o: Org) => string): Request => (o) => call(server, o, 'GET', url(o));
  const cursor = (name: string) => (o: Org) => cursors.get(name)![o.id];
  const graphql = (query: string, variables: (o: Org) => object = () => ({})): Request => async (o) => {
    const res = await call(server, o, 'POST', '/graphql', { query, variables: variables(o) });
    if (res.body.errors) return { status: 500, body: res.body };
    const nodes = res.body.data.projects?.nodes as Array<{ invoices: { nodes: unknown[] } }> | undefined;
    return { ...res, rows: nodes ? nodes.reduce((n, p) => n + p.invoices.nodes.length, 0) : 1 };
  };
  return [
    ['GET /v1/projects', get(() => '/v1/projects?limit=20'), 200, 20],
    ['GET /v1/projects (cursor)', get((o) => `/v1/projects?limit=20&cursor=${cursor('projects')(o)}`), 200, 20],
    ['GET /v1/projects?status=', get(() => '/v1/projects?limit=20&status=finished'), 200, 20],
    ['GET /v1/projects?q=', get(() => '/v1/projects?limit=20&q=viviendas'), 200, 20],
    ['GET /v1/projects/{id}', get((o) => `/v1/projects/${o.project}`), 200, 20],
    ['GET /v1/providers', get(() => '/v1/providers?limit=20'), 200, 20],
    ['GET /v1/providers (cursor)', get((o) => `/v1/providers?limit=20&cursor=${cursor('providers')(o)}`), 200, 20],
    ['GET /v1/providers?category=', get(() => '/v1/providers?limit=20&category=materiales'), 200, 20],
    ['GET /v1/providers?q= (page with the big one)', get(() => '/v1/providers?limit=20&q=norte'), 200, 20],
    ['GET /v1/providers/{id} (the big one)', get((o) => `/v1/providers/${o.provider}`), 200, 20],
    ['GET /v1/invoices', get(() => '/v1/invoices?limit=20'), 200, 20],
    ['GET /v1/invoices (cursor)', get((o) => `/v1/invoices?limit=20&cursor=${cursor('invoices')(o)}`), 200, 20],
    ['GET /v1/invoices?project_id= (big)', get((o) => `/v1/invoices?limit=20&project_id=${o.project}`), 200, 20],
    ['GET /v1/invoices?project_id= (cursor)', get((o) => `/v1/invoices?limit=20&project_id=${o.project}&cursor=${cursor('projectInvoices')(o)}`), 200, 20],
    ['GET /v1/invoices?provider_id= (big)', get((o) => `/v1/invoices?limit=20&provider_id=${o.provider}`), 200, 20],
    ['GET /v1/invoices?status=', get(() => '/v1/invoices?limit=20&status=paid'), 200, 20],
    ['GET /v1/invoices?from=&to=', get(() => '/v1/invoices?limit=20&from=2025-09-01&to=2025-09-30'), 200, 20],
    ['GET /v1/invoices/{id}', get((o) => `/v1/invoices/${o.invoice}`), 200, 20],
    ['GET /v1/delivery-notes', get(() => '/v1/delivery-notes?limit=20'), 200, 20],
    ['GET /v1/delivery-notes (cursor)', get((o) => `/v1/delivery-notes?limit=20&cursor=${cursor('notes')(o)}`), 200, 20],
    ['GET /v1/delivery-notes?project_id= (big)', get((o) => `/v1/delivery-notes?limit=20&project_id=${o.project}`), 200, 20],
    ['GET /v1/delivery-notes?provider_id= (big)', get((o) => `/v1/delivery-notes?limit=20&provider_id=${o.provider}`), 200, 20],
    ['GET /v1/delivery-notes/{id}', get((o) => `/v1/delivery-notes/${o.note}`), 200, 20],
    ['GET /v1/events', get(() => '/v1/events?limit=20'), 200, 20],
    ['GET /v1/events (cursor)', get((o) => `/v1/events?limit=20&cursor=${cursor('events')(o)}`), 200, 20],
    ['GET /v1/events?type=', get(() => '/v1/events?limit=20&type=delivery_note.created'), 200, 20],
    ['GET /v1/events/{id}', get((o) => `/v1/events/${o.event}`), 200, 20],
    ['GraphQL overview (20 projects × 50 invoices)', graphql(OVERVIEW), 200, 60],
    ['GraphQL Project.costSummary (the big project)', graphql(COST_SUMMARY, (o) => ({ id: o.project })), 200, 20],
    [
      'POST /v1/invoices (big project and provider)',
      (o, i) =>
        call(server, o, 'POST', '/v1/invoices', {
          project_id: o.project,
          provider_id: o.provider,
          invoice_number: `BENCH-${Date.now()}-${i}`,
          issue_date: '2026-11-02',
          subtotal_amount: 100000,
          tax_amount: 21000,
          total_amount: 121000,
        }),
      201,
      20,
    ],
    [
      'PATCH /v1/invoices/{id} (amounts)',
      (o, i) =>
        call(server, o, 'PATCH', `/v1/invoices/${o.invoice}`, { subtotal_amount: 100000 + i, tax_amount: 21000, total_amount: 121000 + i }),
      200,
      20,
    ],
  ];
}

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR ?? null;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-scale-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const db = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: async () => {} } : await startEmbedded({ dataDir: dir, database: 'cc_bench_scale' });
  let server: Server | null = null;
  try {
    console.log(`scale ${SCALE}: large organization of ${LARGE.invoices} invoices, ${LARGE.notes} notes, ${LARGE.events} events; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const { small, large } = await build(db.url, dataDir);
    server = await startServer('service', [SERVICE_MAIN, '--api'], db.url, (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean));

    // The second page of each list, from the first page's cursor.
    const cursors = new Map<string, Record<string, string>>();
    const lists: Record<string, (o: Org) => string> = {
      projects: () => '/v1/projects?limit=20',
      providers: () => '/v1/providers?limit=20',
      invoices: () => '/v1/invoices?limit=20',
      projectInvoices: (o) => `/v1/invoices?limit=20&project_id=${o.project}`,
      notes: () => '/v1/delivery-notes?limit=20',
      events: () => '/v1/events?limit=20',
    };
    for (const [name, url] of Object.entries(lists)) {
      const entry: Record<string, string> = {};
      for (const org of [small, large]) entry[org.id] = (await call(server, org, 'GET', url(org))).body.pagination.next_cursor;
      cursors.set(name, entry);
    }

    const results: string[] = [];
    const failures: string[] = [];
    console.log(`\n| request | small | large | ratio |\n|---|---|---|---|`);
    const only = process.env.BENCH_ONLY?.toLowerCase();
    for (const [name, request, status, limit] of routes(server, cursors)) {
      if (only && !name.toLowerCase().includes(only)) continue;
      const m = await measure(request, small, large, status);
      const perRow = m.large.rows !== m.small.rows;
      const ratio = perRow ? m.large.ms / m.large.rows / (m.small.ms / m.small.rows) : m.large.ms / m.small.ms;
      const line = `| ${name} | ${m.small.ms.toFixed(1)} ms | ${m.large.ms.toFixed(1)} ms | ${ratio.toFixed(2)}×${perRow ? ` per row (${m.small.rows} → ${m.large.rows} rows)` : ''} |`;
      console.log(line);
      results.push(line);
      if (ratio > 1.5) failures.push(`${name}: ratio ${ratio.toFixed(2)} > 1.5`);
      if (m.large.ms >= limit || m.small.ms >= limit) failures.push(`${name}: median ≥ ${limit} ms`);
    }

    const orm = await createOrm(db.url);
    const t = performance.now();
    const differences = (await providerFigureDifferences(orm.em.fork())).length + (await projectFigureDifferences(orm.em.fork())).length;
    await orm.close();
    console.log(`\nstored figures that differ from a count from scratch after the writes: ${differences} (counted in ${seconds(t)} s)`);
    if (differences !== 0) failures.push(`${differences} stored figures differ from a recount`);
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(failures.length ? `\ntargets missed:\n- ${failures.join('\n- ')}` : '\nevery target met');
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await server?.stop();
    await db.stop();
    if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
