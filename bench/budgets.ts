/**
 * Budget creation benchmark: a 5,000-item budget (500 of them priced by 3 breakdowns) created in
 * one request, on loopback against a real server and an embedded PostgreSQL, as the tests run.
 *
 *   npx tsx bench/budgets.ts [runs=7]
 *
 * Prints the time of each run and the median; the acceptance bound is 3 s (issue 4). Also
 * measures reading the budget with include=items, repricing it, and suggesting budget items for
 * a 50-line delivery note against it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { suggestBudgetItems } from '../src/budgets/budget-item-suggestion.js';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { createLogger } from '../src/platform/logger.js';
import { median } from './measure.js';

const RUNS = Number(process.argv[2] ?? 7);
const ITEMS = 5000;

const WORDS = [
  ['Hormigón HA-25/B/20/IIa', 'm3'],
  ['Acero B 500 S en barras corrugadas', 'kg'],
  ['Excavación en zanja en terreno compacto', 'm3'],
  ['Fábrica de ladrillo cerámico hueco doble', 'm2'],
  ['Encofrado de madera en muros', 'm2'],
  ['Tubería de PVC saneamiento 110 mm', 'm'],
  ['Enlucido de yeso a buena vista', 'm2'],
  ['Bloque de hormigón 40x20x20', 'ud'],
] as const;

/** A realistic structure: 50 chapters of 100 items; every tenth item priced by breakdowns. */
function structure() {
  const chapters = [];
  for (let c = 0; c < ITEMS / 100; c++) {
    const code = String(c + 1).padStart(2, '0');
    const items = [];
    for (let i = 0; i < 100; i++) {
      const [description, unit] = WORDS[(c + i) % WORDS.length];
      const item: Record<string, unknown> = {
        code: `${code}.${String(i + 1).padStart(3, '0')}`,
        description: `${description}, partida ${c * 100 + i + 1}`,
        unit,
        quantity: Number(((c * 100 + i) * 1.237 + 0.001).toFixed(3)),
      };
      if (i % 10 === 0) {
        item.breakdowns = [
          { code: 'MO', description: 'Oficial 1ª', unit: 'h', quantity: 0.35, cost_price: 2150, kind: 'labor' },
          { code: 'MT', description: description, unit, quantity: 1.05, cost_price: 1000 + i, kind: 'material' },
          { code: 'MQ', description: 'Maquinaria', unit: 'h', quantity: 0.125, cost_price: 4500, kind: 'machinery' },
        ];
      } else {
        item.cost_price = 500 + ((c * 37 + i * 11) % 20000);
      }
      items.push(item);
    }
    chapters.push({ code, title: `Capítulo ${code}`, items });
  }
  return chapters;
}

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
    const key = org.api_keys[0].secret;
    const call = async (method: string, url: string, body?: unknown) => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
      return { ms, json: JSON.parse(text) };
    };
    const project = (await call('POST', '/v1/projects', { name: 'Bench project' })).json.id;
    const body = { project_id: project, name: 'Presupuesto 5000 partidas', markup_percentage: 12.5, chapters: structure() };
    const bytes = Buffer.byteLength(JSON.stringify(body));

    await call('POST', '/v1/budgets', body); // warm-up: JIT, connection pool, plan cache
    const create: number[] = [];
    const read: number[] = [];
    let lastId = '';
    for (let run = 0; run < RUNS; run++) {
      const created = await call('POST', '/v1/budgets', body);
      if (created.json.items_count !== ITEMS) throw new Error('unexpected items_count');
      create.push(created.ms);
      lastId = created.json.id;
      read.push((await call('GET', `/v1/budgets/${lastId}?include=items`)).ms);
    }
    const repriced: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      repriced.push((await call('PATCH', `/v1/budgets/${lastId}`, { markup_percentage: 10 + run })).ms);
    }
    // Suggestions for a 50-line delivery note against a project holding one 5,000-item budget.
    const single = (await call('POST', '/v1/projects', { name: 'Bench suggestions' })).json.id;
    await call('POST', '/v1/budgets', { ...body, project_id: single });
    const lines = Array.from({ length: 50 }, (_, i) => {
      const [description, unit] = WORDS[i % WORDS.length];
      return { description: i % 5 === 4 ? `Material sin partida ${i}` : description, unit };
    });
    const actor = { organizationId: org.organization.id, livemode: false };
    const suggested: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await suggestBudgetItems(orm.em.fork(), actor, single, lines);
      suggested.push(performance.now() - started);
      found = result.filter(Boolean).length;
    }
    const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(`node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`);
    console.log(`body: ${ITEMS} items (${ITEMS / 10} with 3 breakdowns), ${(bytes / 1024).toFixed(0)} KiB`);
    console.log(`POST /v1/budgets              runs (ms): ${fmt(create)}  median ${median(create).toFixed(0)} ms`);
    console.log(`GET  /v1/budgets/{id}?include=items (ms): ${fmt(read)}  median ${median(read).toFixed(0)} ms`);
    console.log(`PATCH markup_percentage       runs (ms): ${fmt(repriced)}  median ${median(repriced).toFixed(0)} ms`);
    console.log(`suggestBudgetItems, 50 lines  runs (ms): ${fmt(suggested)}  median ${median(suggested).toFixed(0)} ms (${found} suggested)`);
  } finally {
    await app.close();
    await orm.close();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
