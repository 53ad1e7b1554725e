/**
 * BC3 import benchmark, end to end: a generated FIEBDC-3 file of 10,000 concepts (7,389 items in
 * 100 sub-chapters of 10 chapters, 2,500 basic concepts, ~T texts, ~M totals, 29,556 breakdown
 * lines) sent as the body of `POST /v1/budgets/import` to a real server on loopback over an
 * embedded PostgreSQL, as the tests run: read, priced, stored in one transaction, answered with
 * its whole structure. Also times the export of the imported budget.
 *
 *   npm run bench:budgets-import [runs=5]
 *
 * Prints the first import in the process (cold: JIT, connection pool and plans not warmed), each
 * later run and their median. The acceptance bound is 3 s (issue 16).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { createLogger } from '../src/platform/logger.js';
import { largeBc3 } from '../test/helpers/bc3-files.js';
import { median, nodeCpuMs, postgresCpuMs, processCpuMs } from './measure.js';

const RUNS = Number(process.argv[2] ?? 5);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
  const orm = await createOrm(db.url);
  await migrate(orm, db.url);
  const app = await createApp(orm, createLogger('silent'));
  const server = await app.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
    const key = org.api_keys[0]!.secret;
    const projectRes = await fetch(`${base}/v1/projects`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench project' }),
    });
    const project = ((await projectRes.json()) as { id: string }).id;
    const file = largeBc3(10_000);

    const pgDir = fs.realpathSync(path.join(dir, 'pg'));
    const importOnce = async () => {
      const cpuBefore = { node: nodeCpuMs(), postgres: postgresCpuMs(pgDir) };
      const started = performance.now();
      const res = await fetch(`${base}/v1/budgets/import?project_id=${project}&name=Bench`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-fiebdc' },
        body: file,
      });
      const text = await res.text();
      const ms = performance.now() - started;
      const cpu = { node: nodeCpuMs() - cpuBefore.node, postgres: postgresCpuMs(pgDir) - cpuBefore.postgres };
      if (res.status !== 201) throw new Error(`import: ${res.status} ${text.slice(0, 500)}`);
      const body = JSON.parse(text) as { id: string; items_count: number; chapters_count: number; cost_amount: number };
      return { ms, cpu, body, bytes: text.length };
    };

    const cold = await importOnce();
    const runs: number[] = [];
    const nodeCpu: number[] = [];
    const pgCpu: number[] = [];
    let last = cold;
    for (let run = 0; run < RUNS; run++) {
      last = await importOnce();
      runs.push(last.ms);
      nodeCpu.push(last.cpu.node);
      pgCpu.push(last.cpu.postgres);
    }
    const exported: number[] = [];
    let exportBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const res = await fetch(`${base}/v1/budgets/${last.body.id}/export?format=bc3`, { headers: { Authorization: `Bearer ${key}` } });
      exportBytes = (await res.arrayBuffer()).byteLength;
      exported.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`export: ${res.status}`);
    }
    const breakdowns = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>(`select count(*)::int as n from budget_breakdowns where budget_id = ?`, [last.body.id]);

    const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(`node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load average ${os.loadavg()[0]!.toFixed(1)}`);
    console.log(
      `file: ${(file.length / 1024 / 1024).toFixed(2)} MB, 10,000 concepts → ${last.body.chapters_count} chapters, ` +
        `${last.body.items_count} items, ${breakdowns[0]!.n} breakdown lines; total ${last.body.cost_amount} cents; ` +
        `response ${(last.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(`POST /v1/budgets/import, cold (first in the process): ${cold.ms.toFixed(0)} ms`);
    console.log(`POST /v1/budgets/import runs (ms): ${fmt(runs)}  median ${median(runs).toFixed(0)} ms (bound 3000 ms)`);
    // The import is sequential (Node, then PostgreSQL, then Node): on an idle machine it takes about the sum.
    console.log(
      `CPU per import: Node (server and client) ${median(nodeCpu).toFixed(0)} ms + PostgreSQL ${median(pgCpu).toFixed(0)} ms ` +
        `= ${(median(nodeCpu) + median(pgCpu)).toFixed(0)} ms (medians; runs ${fmt(nodeCpu)} / ${fmt(pgCpu)})`,
    );
    console.log(`GET  /v1/budgets/{id}/export?format=bc3 runs (ms): ${fmt(exported)}  median ${median(exported).toFixed(0)} ms, ${(exportBytes / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    await app.close();
    await orm.close();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
