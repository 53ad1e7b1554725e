/**
 * Webhook delivery benchmark: N events committed through the project service, each delivered by
 * the real worker (fan-out job with the first attempt, signed HTTPS POST) to a local HTTPS
 * receiver on loopback. Reports deliveries per second, CPU per delivery and commit-to-receipt
 * latency (p50, p99), each against the targets of issue 13 (`targets` in the output).
 *
 *   npm run bench:webhooks -- [--mode backlog|live] [--events 5000] [--rate 0] [--writers 8]
 *                             [--concurrency 32] [--max-seconds 180] [--cpu-prof FILE]
 *
 * `--mode backlog` commits every event with no worker running, then starts the worker and
 * measures how fast it drains them: deliveries per second, independent of how fast this machine
 * can commit. `--mode live` runs the worker while committing, `--rate N` paces the commits at N
 * per second (0: as fast as the writers can): commit-to-receipt latency under a steady load.
 * Bounded: stops after --events deliveries or --max-seconds. Uses DATABASE_URL, or a throw-away
 * embedded PostgreSQL in a temp directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { createProject } from '../src/projects/project.service.js';
import { SCOPES } from '../src/platform/actor.js';
import { createLogger } from '../src/platform/logger.js';
import { configureWebhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { createWebhookEndpoint } from '../src/webhooks/webhook.service.js';
import { defaultAgent } from '../src/webhooks/webhook-runtime.js';
import { testCertificates } from '../test/helpers/webhooks.js';
import { startWorker } from '../workers/index.js';
import { nodeCpuMs, postgresCpuMs } from './measure.js';

const { values: opts } = parseArgs({
  options: {
    mode: { type: 'string', default: 'live' },
    events: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '0' },
    writers: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '32' },
    'max-seconds': { type: 'string', default: '180' },
    // Writes a .cpuprofile of this process's main thread over the drain (backlog) or the whole run (live).
    'cpu-prof': { type: 'string' },
  },
});
const MODE = opts.mode === 'backlog' ? 'backlog' : 'live';
const EVENTS = Number(opts.events);
const RATE = Number(opts.rate);
const WRITERS = Number(opts.writers);
const CONCURRENCY = Number(opts.concurrency);
const MAX_MS = Number(opts['max-seconds']) * 1000;
const PROFILE = opts['cpu-prof'] ?? null;

/** Starts the inspector's CPU profiler; the returned function writes the profile to `file`. */
async function startProfile(file: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

/**
 * What issue 13 asks of webhook delivery on a quiet 2-core machine: draining a backlog (5,000
 * events) at 1,000 deliveries/s or more for at most 2 ms of CPU each (Node, receiver thread
 * included, plus PostgreSQL), and at a steady 100 commits/s commit-to-receipt p50 < 50 ms,
 * p99 < 250 ms.
 */
const TARGETS = { deliveriesPerSecond: 1000, cpuMsPerDelivery: 2, liveRate: 100, p50Ms: 50, p99Ms: 250 };

/** The targets that apply to this run's mode, each with the measured value and whether it is met. */
function againstTargets(mode: 'backlog' | 'live', rate: number, deliveriesPerSecond: number, cpuMs: number, p50: number, p99: number) {
  const check = (value: number, limit: number, atLeast = false) => ({ value, target: `${atLeast ? '>=' : '<'} ${limit}`, met: atLeast ? value >= limit : value < limit });
  if (mode === 'backlog') {
    return {
      deliveries_per_s: check(deliveriesPerSecond, TARGETS.deliveriesPerSecond, true),
      cpu_ms_per_delivery: { ...check(cpuMs, TARGETS.cpuMsPerDelivery), target: `<= ${TARGETS.cpuMsPerDelivery}`, met: cpuMs <= TARGETS.cpuMsPerDelivery },
    };
  }
  // Latency targets are stated at 100 commits/s; at another rate they are shown for reference only.
  if (rate !== TARGETS.liveRate) return { note: `latency targets apply at --rate ${TARGETS.liveRate}` };
  return { p50_ms: check(p50, TARGETS.p50Ms), p99_ms: check(p99, TARGETS.p99Ms) };
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across threads. */
const now = () => performance.timeOrigin + performance.now();

const RECEIVER = `
const https = require('node:https');
const { parentPort, workerData } = require('node:worker_threads');
const now = () => performance.timeOrigin + performance.now();
const receipts = new Map();
let connections = 0;
let reported = false;
const report = () => {
  if (reported) return;
  reported = true;
  parentPort.postMessage({ receipts: [...receipts], connections });
};
const server = https.createServer({ cert: workerData.cert, key: workerData.key, keepAliveTimeout: 30000 }, (req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = now();
    const id = JSON.parse(Buffer.concat(chunks).toString('utf8')).data.object.id;
    if (!receipts.has(id)) receipts.set(id, at);
    res.writeHead(200).end();
    if (receipts.size >= workerData.expected) report();
  });
});
server.on('secureConnection', () => connections++);
parentPort.on('message', (m) => m === 'report' && report());
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;

/** CPU of this run's PostgreSQL cluster (null when it runs elsewhere, through `DATABASE_URL`). */
function clusterCpuMs(pgDir: string | null): number | null {
  return pgDir && fs.existsSync(path.join(pgDir, 'postmaster.pid')) ? postgresCpuMs(pgDir) : null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const oneMinuteLoad = () => Math.round(os.loadavg()[0] * 100) / 100;

async function main(): Promise<void> {
  const loadAtStart = oneMinuteLoad();
  const logger = createLogger('silent');
  let tmp: string | null = null;
  let stopDb = async () => {};
  let url = process.env.DATABASE_URL;
  if (!url) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-pg-'));
    fs.chmodSync(tmp, 0o755);
    const db = await startEmbedded({ dataDir: tmp, database: 'cc_bench' });
    url = db.url;
    stopDb = db.stop;
  }
  const orm = await createOrm(url, { poolMax: WRITERS + 2 });
  await migrate(orm, url);

  // Receiver: HTTPS on loopback with a throw-away certificate, in its own thread (it stands for
  // another party's server, and must not compete with the worker for the event loop). It keeps
  // the first receipt time per project and reports them all at the end.
  const { ca, cert, key } = await testCertificates();
  const receiver = new Worker(RECEIVER, { eval: true, workerData: { cert, key, expected: EVENTS } });
  const port = await new Promise<number>((resolve) => receiver.once('message', (m: { port: number }) => resolve(m.port)));
  const report = new Promise<{ receipts: Array<[string, number]>; connections: number }>((resolve) =>
    receiver.on('message', (m) => m.receipts && resolve(m)),
  );

  // Only the throw-away CA: the receiver is on loopback. (Production passes no `ca` at all and
  // trusts the system CAs plus NODE_EXTRA_CA_CERTS; a `ca` list of every root certificate would
  // cost a secure context and an agent-key serialisation per request.)
  configureWebhookRuntime({ agent: defaultAgent({ ca }), allowPrivateNetworks: true, logger });
  const bootstrap = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
  const actor = {
    organizationId: bootstrap.organization.id,
    livemode: false,
    principal: { type: 'api_key' as const, id: bootstrap.api_keys[0].id },
    scopes: new Set<string>(SCOPES),
  };
  await createWebhookEndpoint({ em: orm.em.fork(), actor }, { url: `https://127.0.0.1:${port}/hook`, events: ['project.*'] });
  let stopProfile = PROFILE && MODE === 'live' ? await startProfile(PROFILE) : null;
  let worker = MODE === 'live' ? await startWorker({ url, logger, concurrency: CONCURRENCY, orm }) : null;

  const pgDir = tmp ? path.join(tmp, 'pg') : null;
  const cpuSnapshot = () => ({ node: nodeCpuMs(), pg: clusterCpuMs(pgDir) });
  // Live mode: commits and deliveries together. Backlog mode: reset below to the drain only.
  let cpuStart = cpuSnapshot();
  const committed = new Map<string, number>();
  let started = now();
  let next = 0;
  const writer = async () => {
    for (;;) {
      const i = next++;
      if (i >= EVENTS || now() - started > MAX_MS) return;
      if (RATE > 0) {
        const due = started + (i * 1000) / RATE;
        const wait = due - now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
      const project = await createProject({ em: orm.em.fork(), actor }, { name: `Bench ${i}` });
      committed.set(project.id, now());
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const commitsDone = now();
  const commitsPerSecond = Math.round(committed.size / ((commitsDone - started) / 1000));
  if (!worker) {
    started = now();
    cpuStart = cpuSnapshot();
    if (PROFILE) stopProfile = await startProfile(PROFILE);
    worker = await startWorker({ url, logger, concurrency: CONCURRENCY, orm });
  }
  const loadAtDrain = oneMinuteLoad();
  const timer = setTimeout(() => receiver.postMessage('report'), Math.max(0, MAX_MS - (now() - started)));
  const { receipts, connections } = await report;
  clearTimeout(timer);
  const finished = now();
  const cpu = { node: nodeCpuMs() - cpuStart.node, pg: (clusterCpuMs(pgDir) ?? NaN) - (cpuStart.pg ?? NaN) };
  const received = new Map(receipts);
  await stopProfile?.();

  const latencies = [...received].flatMap(([id, at]) => (committed.has(id) ? [at - committed.get(id)!] : [])).sort((a, b) => a - b);
  const lastReceipt = Math.max(...received.values());
  const deliveriesPerSecond = Math.round(received.size / ((lastReceipt - started) / 1000));
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const cpuMs = { node: round2(cpu.node / received.size), postgres: round2(cpu.pg / received.size), total: round2((cpu.node + cpu.pg) / received.size) };
  const latency = {
    p50: Math.round(percentile(latencies, 50)),
    p90: Math.round(percentile(latencies, 90)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? NaN),
  };
  const result = {
    mode: MODE,
    events: EVENTS,
    rate: RATE || 'unpaced',
    writers: WRITERS,
    worker_concurrency: CONCURRENCY,
    // 1-minute load average when the run started (trust wall-clock figures only when it is below
    // ~1.5 on 2 cores) and when the drain started (in backlog mode raised by this run's own commits).
    load_average: { at_start: loadAtStart, at_drain: loadAtDrain },
    committed: committed.size,
    delivered: received.size,
    commits_per_s: commitsPerSecond,
    deliveries_per_s: deliveriesPerSecond,
    // In backlog mode latency is mostly time spent queued before the worker started.
    latency_ms: latency,
    wall_s: Math.round((finished - started) / 100) / 10,
    tls_connections: connections,
    // Load-independent: CPU spent per delivery (Node: worker, agent and receiver thread;
    // PostgreSQL: this run's cluster), and what 2 otherwise idle cores would sustain at that cost.
    // Live mode counts the commits too.
    cpu_ms_per_delivery: cpuMs,
    deliveries_per_s_on_2_idle_cores: Math.round((2 * 1000) / cpuMs.total),
    targets: againstTargets(MODE, RATE, deliveriesPerSecond, cpuMs.total, latency.p50, latency.p99),
  };
  console.log(JSON.stringify(result));

  await worker.stop();
  await receiver.terminate();
  await orm.close();
  // Leave nothing behind: drop the throw-away embedded cluster.
  if (tmp) {
    await stopDb();
    fs.rmSync(tmp, { recursive: true, force: true });
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
  }
  process.exit(result.delivered === EVENTS ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
