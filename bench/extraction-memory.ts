/**
 * The document worker's memory while it reads, measured on the production path: an embedded
 * PostgreSQL, the API in this process, and the worker started as `npm run start:worker` starts
 * it (built, then `node dist/src/main.js --worker`) in a process of its own. The files given on the
 * command line (written by bench/extraction.ts: text PDFs, scanned PDFs and photos) are uploaded
 * and imported all at once, as a busy site would, so the worker's job runner takes them together
 * and its OCR queue decides how many pages are recognised at a time. The resident memory of
 * the worker process and of every process it started (OCR children) is sampled every 25 ms and
 * added up; printed as JSON with the time it took.
 *
 *   node --import tsx bench/extraction-memory.ts FILE:TYPE:KIND ...
 *
 * The worker's command and the environment it sets (glibc's allocator settings,
 * docs/document-extraction.md#memory) are read from package.json's `start:worker`;
 * `BENCH_MALLOC=default` starts it without those settings, to compare.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { createOrm } from '../src/orm.js';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { migrate } from '../src/platform/db/orm.js';
import { createLogger } from '../src/platform/logger.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { buildOnce } from './service-process.js';

const files = process.argv.slice(2).map((arg) => {
  const [file, type, kind] = arg.split(':');
  return { bytes: fs.readFileSync(file), type, kind: kind === 'invoice' ? 'INVOICE' : 'DELIVERY_NOTE' };
});

/** Resident memory of `pid` and of all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being listed.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      continue;
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

const OPERATIONS = fs.readFileSync(path.resolve(import.meta.dirname, '../schema/operations/document-imports.graphql'), 'utf8');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-pg-'));
fs.chmodSync(dir, 0o755);
const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
const orm = await createOrm(db.url);
await migrate(orm, db.url);
const app = await createApp(orm, createLogger('silent'));
const server = await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const root = path.resolve(import.meta.dirname, '..');
// `NAME=value … node ARGS`: the variables it sets, then node's arguments (run with this process's node).
const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start:worker'].split(/\s+/);
const nodeAt = script.indexOf('node');
// What `prestart:worker` does first (docs/operations.md#the-build).
buildOnce(root);
const scriptEnv = process.env.BENCH_MALLOC === 'default' ? {} : Object.fromEntries(script.slice(0, nodeAt).map((a) => a.split('=')));
const worker = spawn(process.execPath, script.slice(nodeAt + 1), {
  cwd: root,
  env: { ...process.env, ...scriptEnv, DATABASE_URL: db.url, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await new Promise<void>((resolve, reject) => {
    let out = '';
    worker.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('worker running')) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it ran`)));
  });
  worker.stdout.resume();
  // Settled: the start-up's garbage collected.
  await new Promise((r) => setTimeout(r, 3000));
  const idle = treeRss(worker.pid!);
  let peak = idle;
  const sampler = setInterval(() => {
    const rss = treeRss(worker.pid!);
    if (rss > peak) peak = rss;
  }, 25);

  const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
  const key = org.api_keys[0].secret;
  const call = async (method: string, url: string, body: unknown, contentType = 'application/json') => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': contentType },
      body: body instanceof Buffer ? body : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, any>;
    if (!res.ok || json.errors) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const graphql = (operationName: string, variables: Record<string, unknown>) =>
    call('POST', '/graphql', { query: OPERATIONS, operationName, variables });
  const project = await call('POST', '/v1/projects', { name: 'Obra de la prueba' });
  const uploads = [];
  for (const f of files) uploads.push(await call('POST', '/uploads', f.bytes, f.type));
  const started = performance.now();
  const ids: string[] = [];
  for (const [i, f] of files.entries()) {
    const res = await graphql('ImportDocument', { input: { fileId: uploads[i].id, projectId: project.id, kind: f.kind } });
    ids.push(res.data.importDocument.id);
  }
  const statuses: Record<string, number> = {};
  for (const id of ids) {
    for (;;) {
      const res = await graphql('DocumentImport', { id });
      const status = res.data.documentImport.status as string;
      if (status !== 'PENDING') {
        statuses[status] = (statuses[status] ?? 0) + 1;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    JSON.stringify({ env: scriptEnv, files: files.length, idleRssMb: Math.round(idle / 1e6), peakRssMb: Math.round(peak / 1e6), seconds: Math.round(seconds * 10) / 10, statuses }),
  );
} finally {
  worker.kill('SIGTERM');
  await new Promise((r) => worker.once('exit', r));
  await app.close();
  await orm.close();
  await db.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
