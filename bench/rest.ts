/**
 * REST fast paths against a bare baseline: the service (`dist/src/main.js --api`, as `npm run
 * start:api` runs it) and `bench/bare-server.ts` (node:http + pg, the same SQL, byte-identical
 * JSON), measured in the same run, interleaved, with autocannon on loopback:
 *
 *   GET /v1/projects/{id}, GET /v1/invoices?limit=100, POST /v1/invoices (event and fan-out job)
 *
 * For each it reports requests/s, latency p50/p99, CPU per request (server process and
 * PostgreSQL, read from /proc) and the server's peak RSS, as medians over the rounds, and the
 * service/bare ratio: the median of the rounds' own ratios, each from two measurements taken
 * one right after the other (the machine's speed drifts between rounds more than within one).
 * Before measuring, the GET answers of both servers are checked to be the same bytes.
 *
 *   npm run bench:rest -- [rounds=10] [seconds=3] [connections=32]
 *
 * `BENCH_ONLY=get,list,post` measures only some of the routes; `BENCH_CPU_PROF=dir` writes a CPU
 * profile of both servers (node --cpu-prof) into `dir` when they stop; `BENCH_SERVICE_NODE_ARGS`
 * passes node flags to the service. For a change of the service itself, `BENCH_BASELINE=path`
 * puts another checkout's service (`path/dist/src/main.js --api`, built there, sharing this one's node_modules) in
 * the bare server's place, and `BENCH_RATE=n` sends a fixed n requests/s instead of as many as
 * the servers take, so that CPU per request compares at the same load. `BARE_PREPARE=1` makes the
 * bare server prepare its statements too, as the service prepares its hot ones: the ratio then
 * compares the two servers' JavaScript alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { seedDataset } from '../test/helpers/dataset.js';
import { median, postgresCpuMs, processCpuMs, rssMb } from './measure.js';
import { type Server, SERVICE_MAIN, startServer } from './service-process.js';

const ROUNDS = Number(process.argv[2] ?? 10);
const SECONDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = Number(process.argv[4] ?? 32);
interface Measure {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
  pgPerRequest: number;
  rss: number;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-rest-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
  const servers: Server[] = [];
  try {
    const orm = await createOrm(db.url);
    await migrate(orm, db.url);
    const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
    await orm.close();
    const dataset = await seedDataset(db.url, { organizationId: org.organization.id, projects: 30, invoicesPerProject: 50, providers: 40 });
    const key = org.api_keys[0].secret;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    // BENCH_CPU_PROF=dir profiles both servers (a .cpuprofile each, under dir/service and dir/bare).
    const profileDir = process.env.BENCH_CPU_PROF;
    const profile = (name: string) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, name)}`] : []);
    const serviceNodeArgs = (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const service = await startServer('service', [SERVICE_MAIN, '--api'], db.url, [...serviceNodeArgs, ...profile('service')]);
    servers.push(service);
    const baseline = process.env.BENCH_BASELINE;
    const bare = await startServer('bare', baseline ? [path.resolve(baseline, SERVICE_MAIN), '--api'] : ['bench/bare-server.ts'], db.url, profile('bare'));
    servers.push(bare);

    const projectPath = `/v1/projects/${dataset.projectIds[0]}`;
    const listPath = '/v1/invoices?limit=100';
    for (const p of [projectPath, listPath]) {
      const [a, b] = await Promise.all([service, bare].map((s) => fetch(`${s.base}${p}`, { headers }).then((r) => r.text())));
      if (a !== b) {
        let at = 0;
        while (a[at] === b[at]) at++;
        throw new Error(`GET ${p}: the two servers answer different bytes from ${at}:\n service ${a.slice(Math.max(0, at - 80), at + 80)}\n bare    ${b.slice(Math.max(0, at - 80), at + 80)}`);
      }
    }
    let counter = 0;
    const invoiceBody = () =>
      JSON.stringify({
        project_id: dataset.projectIds[1],
        provider_id: dataset.providerIds[0],
        invoice_number: `BENCH-${process.pid}-${counter++}`,
        issue_date: '2026-11-02',
        subtotal_amount: 100000,
        tax_amount: 21000,
        total_amount: 121000,
      });
    const allScenarios: Array<{ id: string; name: string; path: string; options: Omit<autocannon.Options, 'url'> }> = [
      { id: 'get', name: 'GET /v1/projects/{id}', path: projectPath, options: { headers } },
      { id: 'list', name: 'GET /v1/invoices?limit=100', path: listPath, options: { headers } },
      {
        id: 'post',
        name: 'POST /v1/invoices',
        path: '/v1/invoices',
        options: {
          method: 'POST',
          headers,
          requests: [{ method: 'POST', path: '/v1/invoices', setupRequest: (req: any) => ({ ...req, body: invoiceBody() }) }],
        },
      },
    ];
    const only = process.env.BENCH_ONLY?.split(',');
    const scenarios = allScenarios.filter((sc) => !only || only.includes(sc.id));

    const rate = process.env.BENCH_RATE ? { overallRate: Number(process.env.BENCH_RATE) } : {};
    const measure = async (server: Server, urlPath: string, options: Omit<autocannon.Options, 'url'>): Promise<Measure> => {
      const cpu0 = processCpuMs(server.pid);
      const pg0 = postgresCpuMs(path.join(dir, 'pg'));
      let rss = 0;
      const sampler = setInterval(() => (rss = Math.max(rss, rssMb(server.pid))), 200);
      const result = await autocannon({ ...options, url: `${server.base}${urlPath}`, connections: CONNECTIONS, duration: SECONDS, ...rate });
      clearInterval(sampler);
      rss = Math.max(rss, rssMb(server.pid));
      if (result.non2xx || result.errors) throw new Error(`${server.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const total = result.requests.total;
      return {
        rps: total / SECONDS,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuPerRequest: (processCpuMs(server.pid) - cpu0) / total,
        pgPerRequest: (postgresCpuMs(path.join(dir, 'pg')) - pg0) / total,
        rss,
      };
    };

    console.log(`node ${process.version}, ${os.cpus().length} CPU(s), load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`autocannon ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} rounds, bare and service interleaved`);
    if (baseline) console.log(`"bare" is the service of ${path.resolve(baseline)}`);
    if (process.env.BENCH_RATE) console.log(`fixed rate: ${process.env.BENCH_RATE} requests/s`);
    const rows: string[] = [];
    for (const scenario of scenarios) {
      // Warm-up of both (JIT, pools, plan caches).
      for (const s of [bare, service]) await autocannon({ ...scenario.options, url: `${s.base}${scenario.path}`, connections: CONNECTIONS, duration: 2 });
      const runs: Record<string, Measure[]> = { bare: [], service: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? [bare, service] : [service, bare];
        for (const s of order) runs[s.name].push(await measure(s, scenario.path, scenario.options));
      }
      const m = (name: string, f: keyof Measure) => median(runs[name].map((r) => r[f]));
      const ratios = runs.service.map((r, i) => r.rps / runs.bare[i]!.rps);
      const ratio = median(ratios);
      rows.push(
        `| ${scenario.name} | ${m('bare', 'rps').toFixed(0)} | ${m('service', 'rps').toFixed(0)} | **${ratio.toFixed(2)}** | ` +
          `${m('bare', 'p50')}/${m('bare', 'p99')} | ${m('service', 'p50')}/${m('service', 'p99')} | ` +
          `${m('bare', 'cpuPerRequest').toFixed(2)} | ${m('service', 'cpuPerRequest').toFixed(2)} | ` +
          `${m('bare', 'pgPerRequest').toFixed(2)} / ${m('service', 'pgPerRequest').toFixed(2)} | ` +
          `${m('bare', 'rss').toFixed(0)} | ${m('service', 'rss').toFixed(0)} |`,
      );
      console.log(
        `${scenario.name}: ${runs.service.map((r) => r.rps.toFixed(0)).join(', ')} vs bare ${runs.bare.map((r) => r.rps.toFixed(0)).join(', ')} req/s; ` +
          `ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
      );
    }
    console.log('');
    console.log('| route | bare req/s | service req/s | ratio | bare p50/p99 ms | service p50/p99 ms | bare CPU ms/req | service CPU ms/req | PostgreSQL ms/req (bare / service) | bare RSS MB | service RSS MB |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    for (const s of servers) await s.stop();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
