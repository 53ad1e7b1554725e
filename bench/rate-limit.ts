/**
 * What the rate limiter costs (issue 12: at most 5 % of GET-by-id throughput): `GET
 * /v1/projects/{id}` hammered with autocannon on loopback against two API processes over one
 * embedded PostgreSQL, identical but for the limiter — one runs the shared token bucket
 * (src/platform/rate-limits/, with a limit far above what the run asks so every request is served and
 * the limiter does all its bookkeeping), the other none. Measurements alternate between them in
 * the same run (A B B A …) so load from elsewhere on the machine falls on both alike.
 *
 *   npm run bench:rate-limit -- [rounds=5] [seconds=5] [connections=10]
 *
 * Prints requests per second of each measurement and their medians, the median CPU time each
 * API process spent per request (from /proc: it does not depend on the machine's other load),
 * the lease statements the limited process sent, and the cost of the limiter in both terms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { freePort, startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { seedDataset } from '../test/helpers/dataset.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { createLogger } from '../src/platform/logger.js';
import { median, processCpuMs } from './measure.js';

/** Far above what the run asks for: every request is served, the limiter still leases and counts. */
const GENEROUS = { perSecond: 1_000_000_000, burst: 1_000_000_000 };

/** Child mode: the API application as `src/main.ts --api` builds it, with or without the limiter. */
async function serve(url: string, port: number, limited: boolean): Promise<void> {
  const orm = await createOrm(url, { poolMax: 20 });
  const app = await createApp(orm, createLogger('error'), { rateLimit: limited ? GENEROUS : null });
  await app.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => {
    void app.close().then(() => orm.close()).then(() => process.exit(0));
  });
}

interface Api {
  name: string;
  base: string;
  child: ChildProcess;
}

async function startApi(name: string, url: string, limited: boolean): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', url, String(port), String(limited)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
    if (tries > 600) throw new Error(`${name} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, base, child };
}

interface Measure {
  rps: number;
  cpuMsPerRequest: number;
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 5);
  const seconds = Number(process.argv[3] ?? 5);
  const connections = Number(process.argv[4] ?? 10);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-rate-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
  const apis: Api[] = [];
  try {
    const orm = await createOrm(db.url);
    await migrate(orm, db.url);
    const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
    await orm.close();
    const key = org.api_keys[0].secret;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

    // Seeded before either API starts: neither process runs a code path the other does not
    // (a POST through one of them made it measurably slower afterwards, limiter or not).
    const dataset = await seedDataset(db.url, { organizationId: org.organization.id, projects: 1, invoicesPerProject: 0, providers: 1 });
    const projectId = dataset.projectIds[0];
    // BENCH_AA=1 runs both processes without the limiter: the spread such a run shows is the
    // bench's own noise.
    const limited = await startApi('with limiter', db.url, process.env.BENCH_AA !== '1');
    const unlimited = await startApi('without limiter', db.url, false);
    apis.push(limited, unlimited);
    for (const api of apis) {
      const res = await fetch(`${api.base}/v1/projects/${projectId}`, { headers });
      if (res.status !== 200) throw new Error(`${api.name}: GET answered ${res.status}`);
      if (process.env.BENCH_AA !== '1' && Boolean(res.headers.get('ratelimit')) !== (api === limited)) throw new Error(`${api.name}: unexpected rate-limit fields`);
    }

    const stats = new pg.Client({ connectionString: db.url });
    await stats.connect();
    /** Lease statements so far: every lease inserts or updates one bucket row. */
    const leases = async () => {
      const { rows } = await stats.query(
        `select coalesce(sum(n_tup_ins + n_tup_upd), 0)::int as n from pg_stat_user_tables where relname = 'rate_limit_buckets'`,
      );
      return rows[0].n as number;
    };

    const measure = async (api: Api, duration: number): Promise<Measure> => {
      const cpu0 = processCpuMs(api.child.pid!);
      const result = await autocannon({ url: `${api.base}/v1/projects/${projectId}`, headers, connections, duration });
      const cpu = processCpuMs(api.child.pid!) - cpu0;
      if (result.non2xx || result.errors || result.timeouts) {
        throw new Error(`${api.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
      }
      return { rps: result.requests.total / duration, cpuMsPerRequest: cpu / result.requests.total };
    };

    // Warm-up: JIT, connection pools, plan cache.
    for (const api of apis) await measure(api, 2);
    const runs = new Map<Api, Measure[]>(apis.map((a) => [a, []]));
    const leases0 = await leases();
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [limited, unlimited] : [unlimited, limited];
      for (const api of order) runs.get(api)!.push(await measure(api, seconds));
    }
    const leaseCount = (await leases()) - leases0;
    await stats.end();

    const summary = (api: Api) => {
      const ms = runs.get(api)!;
      return { rps: ms.map((m) => m.rps), medianRps: median(ms.map((m) => m.rps)), cpu: median(ms.map((m) => m.cpuMsPerRequest)) };
    };
    const a = summary(limited);
    const b = summary(unlimited);
    const limitedRequests = runs.get(limited)!.reduce((sum, m) => sum + m.rps * seconds, 0);
    console.log(`node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load average ${os.loadavg()[0].toFixed(1)}`);
    console.log(`GET /v1/projects/{id}, autocannon ${connections} connections, ${rounds} rounds of ${seconds} s per process, alternating`);
    for (const [api, s] of [[limited, a], [unlimited, b]] as const) {
      console.log(
        `${api.name.padEnd(16)} req/s per run: ${s.rps.map((x) => x.toFixed(0)).join(', ')}  median ${s.medianRps.toFixed(0)};` +
          `  CPU per request ${s.cpu.toFixed(3)} ms`,
      );
    }
    console.log(`lease statements: ${leaseCount} for ${limitedRequests.toFixed(0)} limited requests (${((leaseCount / limitedRequests) * 100).toFixed(2)} %)`);
    console.log(
      `limiter cost: ${((1 - a.medianRps / b.medianRps) * 100).toFixed(1)} % of throughput (median req/s), ` +
        `${((a.cpu / b.cpu - 1) * 100).toFixed(1)} % of API CPU per request`,
    );
  } finally {
    for (const api of apis) {
      const exited = new Promise((r) => api.child.once('exit', r));
      api.child.kill('SIGTERM');
      await exited;
    }
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3], Number(process.argv[4]), process.argv[5] === 'true').catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
