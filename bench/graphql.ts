/**
 * GraphQL versus REST throughput for the web app's project overview (issue 6): the nested query
 * of `test/helpers/web-app-query.ts` against the REST calls a client needs for the same data,
 * both measured with autocannon on loopback in the same run, against the real API process
 * (`dist/src/main.js --api`, as `npm run start:api` runs it) over an embedded PostgreSQL seeded with a
 * realistic dataset. Besides wall-clock throughput (which depends on whatever else the machine
 * runs), it reports the CPU time the API process and PostgreSQL spend per view, read from /proc.
 *
 *   npm run bench:graphql -- [runs=3] [views=20] [connections=4]
 *
 * A "view" is one complete overview: one GraphQL request, or the whole sequence of REST calls.
 * Each run makes `views` views through GraphQL, then `views` through REST (autocannon `amount`,
 * every request completed, each measurement also cut at 300 s); throughput is views completed
 * per second of wall time, and the figures are the medians over the runs. Before measuring, the
 * view assembled from REST is checked to be the very data GraphQL returns.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { seedDataset } from '../test/helpers/dataset.js';
import { WEB_APP_QUERY } from '../test/helpers/web-app-query.js';
import { median, postgresCpuMs, processCpuMs } from './measure.js';
import { type Server, SERVICE_MAIN, startServer } from './service-process.js';

const RUNS = Number(process.argv[2] ?? 3);
const VIEWS = Number(process.argv[3] ?? 20);
const CONNECTIONS = Number(process.argv[4] ?? 4);
const MAX_SECONDS = 300;
const DATASET = { projects: 30, invoicesPerProject: 50, providers: 40, linesPerNote: 3 };

type Json = any;

/** Every REST path a client calls for one overview, and how it assembles the same data as GraphQL. */
async function restView(get: (path: string) => Promise<Json>) {
  const paths: string[] = [];
  const call = (p: string) => {
    paths.push(p);
    return get(p);
  };
  const projects = (await call('/v1/projects?limit=20')).data;
  const providers = new Map<string, Json>();
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const page: Json = await call(`/v1/providers?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    for (const p of page.data) providers.set(p.id, p);
    cursor = page.pagination.next_cursor;
  }
  const nodes = [];
  for (const project of projects) {
    const invoices = (await call(`/v1/invoices?project_id=${project.id}&limit=50`)).data;
    const notes = new Map<string, Json>();
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page: Json = await call(`/v1/delivery-notes?project_id=${project.id}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      for (const n of page.data) notes.set(n.id, n);
      cursor = page.pagination.next_cursor;
    }
    // Line budget items' codes: the project's budgets, then each budget's items.
    const codes = new Map<string, string>();
    const budgets = (await call(`/v1/budgets?project_id=${project.id}&limit=100`)).data;
    for (const budget of budgets) {
      for (let cursor: string | null = null, first = true; first || cursor; first = false) {
        const page: Json = await call(`/v1/budgets/${budget.id}/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
        for (const item of page.data) codes.set(item.id, item.code);
        cursor = page.pagination.next_cursor;
      }
    }
    const deliveredCost = [...notes.values()].reduce((sum, n) => sum + n.subtotal_amount, 0);
    nodes.push({
      costSummary: { deliveredCost },
      invoices: {
        nodes: invoices.map((i: Json) => ({
          provider: { name: providers.get(i.provider_id).name, invoicesCount: providers.get(i.provider_id).invoices_count },
          deliveryNotes: i.delivery_note_ids.map((id: string) => ({
            lines: notes.get(id).line_items.map((l: Json) => ({ budgetItem: l.budget_item_id ? { code: codes.get(l.budget_item_id) } : null })),
          })),
        })),
      },
    });
  }
  return { view: { projects: { nodes } }, paths };
}

interface Measure {
  seconds: number;
  requests: number;
  p50: number;
  bytes: number;
  /** CPU time of the API process and of PostgreSQL during the measurement. */
  cpuMs: { api: number; postgres: number };
}

/** The API as `npm run start:api` runs it, in its own process (so its CPU is its own), on `url`. */
function startApi(url: string): Promise<Server> {
  // BENCH_CPU_PROF=dir writes a CPU profile of the API process into dir when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  return startServer('the API', [SERVICE_MAIN, '--api'], url, profile);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-gql-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  try {
    const orm = await createOrm(db.url);
    await migrate(orm, db.url);
    const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
    await orm.close();
    await seedDataset(db.url, { organizationId: org.organization.id, ...DATASET });
    api = await startApi(db.url);
    const { base, pid } = api;
    const headers = { authorization: `Bearer ${org.api_keys[0].secret}`, 'content-type': 'application/json' };
    const get = async (p: string) => {
      const res = await fetch(`${base}${p}`, { headers });
      if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const body = JSON.stringify({ query: WEB_APP_QUERY });
    const gql: Json = await (await fetch(`${base}/graphql`, { method: 'POST', headers, body })).json();
    if (gql.errors) throw new Error(JSON.stringify(gql.errors));
    const { view, paths } = await restView(get);
    if (!isDeepStrictEqual(view, gql.data)) throw new Error('the REST calls do not assemble the data the GraphQL query returns');
    const gqlBytes = Buffer.byteLength(JSON.stringify(gql));

    /** `amount` requests through autocannon: wall time, median latency, CPU of API and PostgreSQL. */
    const cannon = async (amount: number, options: autocannon.Options): Promise<Measure> => {
      const cpu0 = { api: processCpuMs(pid), postgres: postgresCpuMs(path.join(dir, 'pg')) };
      const started = performance.now();
      const result = await autocannon({ connections: CONNECTIONS, amount, duration: MAX_SECONDS, timeout: MAX_SECONDS, ...options });
      const seconds = (performance.now() - started) / 1000;
      const cpuMs = { api: processCpuMs(pid) - cpu0.api, postgres: postgresCpuMs(path.join(dir, 'pg')) - cpu0.postgres };
      if (result.non2xx || result.errors || result.timeouts) {
        throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      }
      if (result.requests.total < amount) throw new Error(`only ${result.requests.total} of ${amount} requests completed`);
      return { seconds, requests: result.requests.total, p50: result.latency.p50, bytes: result.throughput.total, cpuMs };
    };
    const graphql = (views: number) => cannon(views, { url: `${base}/graphql`, method: 'POST', headers, body });
    const rest = (views: number) =>
      cannon(views * paths.length, { url: base, headers, requests: paths.map((p) => ({ method: 'GET' as const, path: p })) });

    await graphql(CONNECTIONS); // warm-up: JIT, connection pool, plan cache
    await rest(1);
    const graphqlRuns: Measure[] = [];
    const restRuns: Measure[] = [];
    for (let run = 0; run < RUNS; run++) {
      graphqlRuns.push(await graphql(VIEWS));
      restRuns.push(await rest(VIEWS));
    }
    const perView = (runs: Measure[]) => ({
      viewsPerSecond: runs.map((m) => VIEWS / m.seconds),
      apiMs: median(runs.map((m) => m.cpuMs.api / VIEWS)),
      postgresMs: median(runs.map((m) => m.cpuMs.postgres / VIEWS)),
      p50: median(runs.map((m) => m.p50)),
    });
    const g = perView(graphqlRuns);
    const r = perView(restRuns);
    const restRps = restRuns.map((m) => m.requests / m.seconds);
    const restBytes = median(restRuns.map((m) => m.bytes / VIEWS));
    const fmt = (xs: number[], digits = 2) => xs.map((x) => x.toFixed(digits)).join(', ');
    const idle = (x: typeof g) => (2 * 1000) / (x.apiMs + x.postgresMs);

    console.log(`node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load average ${os.loadavg()[0].toFixed(1)}`);
    console.log(
      `dataset: ${DATASET.projects} projects (an accepted and a draft budget each) × ${DATASET.invoicesPerProject} invoices ` +
        `(each matched with a delivery note of ${DATASET.linesPerNote} lines charged to budget items), ${DATASET.providers} providers; ` +
        `the view shows 20 projects × 50 invoices`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${VIEWS} views per measurement, ${RUNS} runs; API process + embedded PostgreSQL on loopback`);
    console.log(`GraphQL: 1 request per view, ${(gqlBytes / 1024).toFixed(0)} KiB`);
    console.log(`  views/s per run: ${fmt(g.viewsPerSecond)}  median ${median(g.viewsPerSecond).toFixed(2)}  (latency p50 ${g.p50} ms)`);
    console.log(`  CPU per view: API ${g.apiMs.toFixed(0)} ms + PostgreSQL ${g.postgresMs.toFixed(0)} ms → ${idle(g).toFixed(2)} views/s on 2 idle cores`);
    console.log(`REST: ${paths.length} requests per view, ${(restBytes / 1024).toFixed(0)} KiB in all`);
    console.log(`  requests/s per run: ${fmt(restRps, 1)}  median ${median(restRps).toFixed(1)}  (latency p50 ${r.p50} ms per request)`);
    console.log(`  views/s per run: ${fmt(r.viewsPerSecond)}  median ${median(r.viewsPerSecond).toFixed(2)}`);
    console.log(`  CPU per view: API ${r.apiMs.toFixed(0)} ms + PostgreSQL ${r.postgresMs.toFixed(0)} ms → ${idle(r).toFixed(2)} views/s on 2 idle cores`);
    console.log(
      `GraphQL / REST: ${(median(g.viewsPerSecond) / median(r.viewsPerSecond)).toFixed(2)}× views per second, ` +
        `${(idle(g) / idle(r)).toFixed(2)}× by CPU per view`,
    );
  } finally {
    await api?.stop();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
