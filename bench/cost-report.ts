/**
 * Cost report benchmark (issue 25): the report of one project with 5,000 budget items (one
 * accepted budget, 50 chapters of 100), 500 approved commitments of 10 lines, 20,000 delivery
 * notes (2 lines each, on items and commitment lines) and 10,000 invoices (a third charged to
 * items, a third to commitments, a third matched with notes), on loopback against a real server
 * and an embedded PostgreSQL, as the tests run.
 *
 *   npm run bench:cost-report -- [runs=15]
 *
 * Prints the median time of `GET /v1/projects/{id}/cost-report` (JSON and CSV) and the SQL
 * statements each sends (the bound: < 300 ms, a number of statements that does not grow with the
 * rows), and the statements of the web app's GraphQL overview with and without `costReport`.
 */
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { WEB_APP_QUERY } from '../test/helpers/web-app-query.js';
import { selectReportFigures } from '../src/cost-reports/cost-report.queries.js';
import { median, nodeCpuMs, postgresCpuMs } from './measure.js';
import { startBenchApp } from './bench-app.js';

const RUNS = Number(process.argv[2] ?? 15);
const SIZE = { items: 5000, commitments: 500, linesPerCommitment: 10, notes: 20_000, invoices: 10_000 };

/** An id of `prefix` whose 26 characters are the number `n` in base 10 (valid id characters). */
const id = (prefix: string, n: string) => `'${prefix}_' || lpad((${n})::text, 26, '0')`;

async function main() {
  const statements: string[] = [];
  let counting = false;
  const bench = await startBenchApp({
    orm: { onQuery: (sql) => counting && statements.push(sql) },
    app: { rateLimit: { perSecond: 100_000, burst: 100_000 } },
  });
  const { orm, base, key, dir } = bench;
  try {
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
      return { text, json: () => JSON.parse(text) };
    };
    const project = (await call('POST', '/v1/projects', { name: 'Bench' })).json();
    const provider = (await call('POST', '/v1/providers', { name: 'Proveedor', nif: 'B12345674' })).json();
    for (let p = 0; p < 19; p++) await call('POST', '/v1/projects', { name: `Obra ${p}` });
    const chapters = Array.from({ length: SIZE.items / 100 }, (_, c) => ({
      code: String(c + 1).padStart(2, '0'),
      title: `Capítulo ${c + 1}`,
      items: Array.from({ length: 100 }, (_, i) => ({ code: `${c + 1}.${i + 1}`, description: `Partida ${c * 100 + i}`, unit: 'm3', quantity: 100 + i, cost_price: 1000 + c })),
    }));
    const budget = (await call('POST', '/v1/budgets', { project_id: project.id, name: 'Base', chapters })).json();
    await call('PATCH', `/v1/budgets/${budget.id}`, { status: 'accepted' });

    const conn = orm.em.getConnection();
    const org0 = bench.organizationId;
    console.log('seeding…');
    const started = Date.now();
    await conn.execute(`create unlogged table bench_items as select id, row_number() over (order by position) - 1 as n from budget_items where budget_id = '${budget.id}'`);
    await conn.execute(`create unique index on bench_items (n)`);
    await conn.execute(`insert into commitments (id, organization_id, livemode, project_id, provider_id, kind, number, title, status, retention_percentage, created_at, updated_at, approved_at)
      select ${id('cmt', 'g')}, '${org0}', false, '${project.id}', '${provider.id}', 'purchase_order', 'PED-' || g, 'Pedido ' || g, 'approved', 0, now(), now(), now()
        from generate_series(1, ${SIZE.commitments}) g`);
    await conn.execute(`insert into commitment_lines (id, commitment_id, organization_id, livemode, position, budget_item_id, description, quantity, unit, unit_price, subtotal)
      select ${id('cmtli', 'c * 100 + l')}, ${id('cmt', 'c')}, '${org0}', false, l, (select id from bench_items where n = ((c * ${SIZE.linesPerCommitment} + l) % ${SIZE.items})),
             'Línea', 10, 'm3', 1000, 10000
        from generate_series(1, ${SIZE.commitments}) c, generate_series(0, ${SIZE.linesPerCommitment - 1}) l`);
    await conn.execute(`insert into delivery_notes (id, organization_id, livemode, project_id, provider_id, commitment_id, delivery_note_number, delivery_date, subtotal_amount, reconciliation_status, created_at, updated_at)
      select ${id('alb', 'g')}, '${org0}', false, '${project.id}', '${provider.id}', case when g % 2 = 0 then ${id('cmt', `1 + g % ${SIZE.commitments}`)} end,
             'ALB-' || g, date '2026-11-01' + (g % 28), 2000, 'unmatched', now(), now()
        from generate_series(1, ${SIZE.notes}) g`);
    await conn.execute(`insert into delivery_note_lines (id, delivery_note_id, organization_id, livemode, position, description, quantity, unit, unit_price, subtotal, budget_item_id, budget_item_suggested, commitment_line_id)
      select ${id('albli', 'g * 2 + l')}, ${id('alb', 'g')}, '${org0}', false, l, 'Hormigón', 1, 'm3', 1000, 1000,
             (select id from bench_items where n = ((g * 2 + l) % ${SIZE.items})), false,
             case when g % 2 = 0 then ${id('cmtli', `(1 + g % ${SIZE.commitments}) * 100 + l`)} end
        from generate_series(1, ${SIZE.notes}) g, generate_series(0, 1) l`);
    await conn.execute(`insert into invoices (id, organization_id, livemode, project_id, provider_id, commitment_id, invoice_number, issue_date, status, subtotal_amount, tax_amount, withholding_amount, total_amount, currency, reconciliation_status, created_at, updated_at)
      select ${id('inv', 'g')}, '${org0}', false, '${project.id}', '${provider.id}', case when g % 3 = 1 then ${id('cmt', `1 + g % ${SIZE.commitments}`)} end,
             'F-' || g, date '2026-11-01' + (g % 28), case when g % 50 = 0 then 'cancelled' else 'pending' end, 3001, 630, 0, 3631, 'EUR', 'unmatched', now(), now()
        from generate_series(1, ${SIZE.invoices}) g`);
    await conn.execute(`insert into invoice_budget_items (invoice_id, budget_item_id, created_at)
      select ${id('inv', 'g')}, (select id from bench_items where n = ((g * 7 + k) % ${SIZE.items})), now()
        from generate_series(1, ${SIZE.invoices}) g, generate_series(0, 2) k where g % 3 = 0`);
    await conn.execute(`insert into invoice_delivery_notes (invoice_id, delivery_note_id, organization_id, livemode, created_at)
      select ${id('inv', 'g')}, ${id('alb', 'g')}, '${org0}', false, now() from generate_series(1, ${SIZE.invoices}) g where g % 3 = 2`);
    await conn.execute('analyze');
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const url = `/v1/projects/${project.id}/cost-report`;
    const time = async (path: string) => {
      const t0 = performance.now();
      const res = await call('GET', path);
      return { ms: performance.now() - t0, res };
    };
    for (let i = 0; i < 3; i++) await time(url); // warm-up
    counting = true;
    statements.length = 0;
    const { res } = await time(url);
    const jsonStatements = statements.length;
    counting = false;
    const report = res.json();
    const json: number[] = [];
    const csv: number[] = [];
    const pgDir = path.join(dir, 'pg');
    const cpu0 = { node: nodeCpuMs(), pg: postgresCpuMs(pgDir) };
    for (let i = 0; i < RUNS; i++) json.push((await time(url)).ms);
    const cpu = { node: (nodeCpuMs() - cpu0.node) / RUNS, pg: (postgresCpuMs(pgDir) - cpu0.pg) / RUNS };
    for (let i = 0; i < RUNS; i++) csv.push((await time(`${url}?format=csv`)).ms);
    // Where PostgreSQL spends the figures statement's time (the heaviest of the three).
    const plan = await orm.em.getConnection().execute(
      `explain (analyze, format text) ${(await captureFigures(orm, bench.organizationId, project.id))}`,
    );
    const graphql = async (query: string) => {
      statements.length = 0;
      counting = true;
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
      const body = (await res.json()) as { errors?: unknown };
      counting = false;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return statements.length;
    };
    const overview = await graphql(WEB_APP_QUERY);
    const withReport = await graphql(WEB_APP_QUERY.replace('costSummary { deliveredCost }', 'costSummary { deliveredCost } costReport { totals { forecast variance } }'));

    console.log(`rows: ${report.items.length} items, ${report.chapters.length} chapters; totals ${JSON.stringify(report.totals)}`);
    console.log(`GET cost-report (JSON): median ${median(json).toFixed(1)} ms over ${RUNS} runs (min ${Math.min(...json).toFixed(1)}, max ${Math.max(...json).toFixed(1)}); ${jsonStatements} SQL statements (API key lookup and rate limit included)`);
    console.log(`GET cost-report (CSV):  median ${median(csv).toFixed(1)} ms`);
    console.log(`CPU per JSON request: API process ${cpu.node.toFixed(1)} ms (the bench client included), PostgreSQL ${cpu.pg.toFixed(1)} ms`);
    if (process.env.EXPLAIN) console.log(plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    else console.log(`figures statement: ${plan.at(-1)!['QUERY PLAN']}`);
    console.log(`GraphQL overview (20 projects): ${overview} statements; with costReport: ${withReport}`);
    console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await bench.stop();
  }
}

/** The figures statement with its parameters inlined, for EXPLAIN. */
async function captureFigures(orm: MikroORM, organizationId: string, projectId: string): Promise<string> {
  let text = '';
  const em = orm.em.fork();
  const spy = em.config.getLogger();
  const original = spy.logQuery.bind(spy);
  const enabled = spy.isEnabled.bind(spy);
  spy.isEnabled = () => true;
  spy.logQuery = (context) => {
    text = context.query ?? '';
  };
  try {
    await selectReportFigures(em, { organizationId, livemode: false }, [projectId]);
  } finally {
    spy.logQuery = original;
    spy.isEnabled = enabled;
  }
  return text.replaceAll('$1::text[]', `'{${projectId}}'::text[]`).replace(/\$2/g, `'${organizationId}'`).replace(/\$3/g, 'false');
}

await main();
