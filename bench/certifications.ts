/**
 * Certifications benchmark (issue 26): certifying a 5,000-item budget — create the
 * certification measuring every item, issue it, `GET …/facturae` and `GET …/pdf` — on loopback
 * against a real server and an embedded PostgreSQL, as the tests run. Target: issue + Facturae +
 * PDF under 2 s (the create is measured and shown beside them).
 *
 *   npm run bench:certifications -- [runs=5]
 *
 * The accepted budget (5,000 items in 100 chapters of 50) is created through the API; the
 * previous issued certification of every item is written straight in SQL. Each run then
 * certifies the whole budget again (every quantity higher than the run before), after one
 * unmeasured run. Prints each step's median, the sum, the SQL statements and the CPU of the API
 * process and of PostgreSQL per step, the load average, and a verdict against 2 s.
 */
import os from 'node:os';
import path from 'node:path';
import { progressFigures, storedFigures } from '../src/certifications/certification-figures.js';
import { DEFAULT_RATES } from '../src/certifications/certification.service.js';
import { median, nodeCpuMs, postgresCpuMs } from './measure.js';
import { startBenchApp } from './bench-app.js';

const RUNS = Number(process.argv[2] ?? 5);
const CHAPTERS = 100;
const ITEMS_PER_CHAPTER = 50;
const TARGET_MS = 2000;
const STEPS = ['create', 'issue', 'facturae', 'pdf'] as const;
type Step = (typeof STEPS)[number];

const SELLER = { name: 'Bench', tax_id: 'B12345674', address: { street: 'Calle Mayor 1', post_code: '28013', town: 'Madrid', province: 'Madrid', country_code: 'ESP' } };

async function main() {
  let statements = 0;
  const bench = await startBenchApp({
    orm: { onQuery: () => statements++ },
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
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${bytes.toString('utf8').slice(0, 300)}`);
      return { bytes, json: () => JSON.parse(bytes.toString('utf8')) };
    };
    await call('PATCH', '/v1/organization', { tax_id: SELLER.tax_id, fiscal_address: SELLER.address });
    const project = (
      await call('POST', '/v1/projects', {
        name: 'Bench',
        client_name: 'Promociones Centro SL',
        client_nif: 'B87654321',
        client_address: 'Calle Mayor 1, 28013 Madrid',
      })
    ).json();
    const chapters = Array.from({ length: CHAPTERS }, (_, c) => ({
      code: String(c + 1).padStart(3, '0'),
      title: `Capítulo ${c + 1}`,
      items: Array.from({ length: ITEMS_PER_CHAPTER }, (_, i) => ({
        code: `${c + 1}.${i + 1}`,
        description: `Partida ${c * ITEMS_PER_CHAPTER + i}: hormigón HA-25/B/20/IIa vertido con bomba`,
        unit: 'm3',
        quantity: 100 + i,
        cost_price: 1000 + c,
      })),
    }));
    console.log('creating the budget…');
    const budget = (await call('POST', '/v1/budgets', { project_id: project.id, name: 'Base', markup_percentage: 20, chapters })).json();
    await call('PATCH', `/v1/budgets/${budget.id}`, { status: 'accepted' });

    // The previous certification, issued: every item at a fifth of its quantity.
    const conn = orm.em.getConnection();
    const org0 = bench.organizationId;
    const previous = 'cert_' + '0'.repeat(25) + '1';
    const year = new Date().getUTCFullYear();
    const fifth = `round(quantity / 5, 3)`;
    const [{ execution }] = await conn.execute(`select sum(round(${fifth} * sale_price))::text as execution from budget_items where budget_id = ?`, [budget.id]);
    const figures = progressFigures(BigInt(execution), 0n, DEFAULT_RATES);
    const buyer = { name: 'Promociones Centro SL', tax_id: 'B87654321', address: { street: 'Calle Mayor 1', post_code: '28013', town: 'Madrid', province: 'Madrid', country_code: 'ESP' } };
    await conn.execute(
      `insert into certifications (id, organization_id, livemode, project_id, budget_id, number, type, status, period_start, period_end,
         overheads_percentage, profit_percentage, discount_percentage, retention_percentage, tax_rate, reverse_charge,
         period, to_date, invoice_number, invoice_year, invoice_sequence, issue_date, seller, buyer, created_at, updated_at, issued_at)
       values (?, ?, false, ?, ?, 1, 'progress', 'issued', '2026-01-01', '2026-01-31', 13, 6, 0, 5, 21, false,
         ?::jsonb, ?::jsonb, ?, ?, 1, '2026-01-31', ?::jsonb, ?::jsonb, now(), now(), now())`,
      [
        previous,
        org0,
        project.id,
        budget.id,
        JSON.stringify(storedFigures(figures.period)),
        JSON.stringify(storedFigures(figures.toDate)),
        `CERT-${year}-0001`,
        year,
        JSON.stringify(SELLER),
        JSON.stringify(buyer),
      ],
    );
    await conn.execute(`insert into certification_lines (id, certification_id, organization_id, livemode, budget_item_id, position, quantity_to_date, previous_quantity, sale_price, amount_to_date, previous_amount)
      select 'certli_' || lpad(row_number() over (order by position)::text, 26, '0'), '${previous}', '${org0}', false, id, position,
             ${fifth}, 0, sale_price, round(${fifth} * sale_price), 0
        from budget_items where budget_id = '${budget.id}'`);
    await conn.execute(`insert into certification_series (organization_id, livemode, year, last_sequence) values (?, false, ?, 1)`, [org0, year]);
    await conn.execute('analyze');
    const items = (await conn.execute(`select id, quantity::text as quantity from budget_items where budget_id = ? order by position`, [budget.id])) as Array<{ id: string; quantity: string }>;

    const pgDir = path.join(dir, 'pg');
    const measured: Record<Step, { ms: number[]; statements: number[]; nodeCpu: number[]; pgCpu: number[] }> = Object.fromEntries(
      STEPS.map((s) => [s, { ms: [], statements: [], nodeCpu: [], pgCpu: [] }]),
    ) as never;
    let sizes = { facturae: 0, pdf: 0, lines: 0 };
    for (let run = -1; run < RUNS; run++) {
      // Every item a tenth of its quantity further than the run before (the previous one at a fifth).
      const share = 30 + 10 * (run + 1);
      const lines = items.map((i) => ({ budget_item_id: i.id, quantity_to_date: Number(((Number(i.quantity) * share) / 100).toFixed(3)) }));
      let certificationId = '';
      const step = async <T>(name: Step, work: () => Promise<T>): Promise<T> => {
        statements = 0;
        const cpu0 = { node: nodeCpuMs(), pg: postgresCpuMs(pgDir) };
        const t0 = performance.now();
        const result = await work();
        const ms = performance.now() - t0;
        if (run >= 0) {
          const m = measured[name];
          m.ms.push(ms);
          m.statements.push(statements);
          m.nodeCpu.push(nodeCpuMs() - cpu0.node);
          m.pgCpu.push(postgresCpuMs(pgDir) - cpu0.pg);
        }
        return result;
      };
      const created = await step('create', async () => (await call('POST', '/v1/certifications', { project_id: project.id, budget_id: budget.id, lines })).json());
      certificationId = created.id;
      const issued = await step('issue', async () => (await call('POST', `/v1/certifications/${certificationId}/issue`)).json());
      if (issued.status !== 'issued' || issued.lines.length !== items.length) throw new Error(`issue: ${issued.status}, ${issued.lines.length} lines`);
      const facturae = await step('facturae', () => call('GET', `/v1/certifications/${certificationId}/facturae`));
      const pdf = await step('pdf', () => call('GET', `/v1/certifications/${certificationId}/pdf`));
      sizes = { facturae: facturae.bytes.length, pdf: pdf.bytes.length, lines: issued.lines.length };
      if (run >= 0) console.log(`run ${run + 1}: ${STEPS.map((s) => `${s} ${measured[s].ms.at(-1)!.toFixed(0)} ms`).join(', ')} (load ${os.loadavg()[0].toFixed(2)})`);
    }

    const med = (s: Step) => median(measured[s].ms);
    const sumOf = (steps: readonly Step[]) => steps.reduce((t, s) => t + med(s), 0);
    console.log(`\n${sizes.lines} lines; Facturae ${(sizes.facturae / 1024).toFixed(0)} KiB, PDF ${(sizes.pdf / 1024).toFixed(0)} KiB; medians of ${RUNS} runs after 1 unmeasured:`);
    console.log('step      median ms   min ms   SQL statements   CPU API process ms   CPU PostgreSQL ms');
    for (const s of STEPS) {
      const m = measured[s];
      console.log(
        `${s.padEnd(9)} ${med(s).toFixed(1).padStart(9)} ${Math.min(...m.ms).toFixed(1).padStart(8)} ${String(median(m.statements)).padStart(16)} ${median(m.nodeCpu).toFixed(0).padStart(20)} ${median(m.pgCpu).toFixed(0).padStart(19)}`,
      );
    }
    const target = sumOf(['issue', 'facturae', 'pdf']);
    const all = sumOf(STEPS);
    console.log(`issue + Facturae + PDF: ${target.toFixed(1)} ms; with the create: ${all.toFixed(1)} ms`);
    console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
    console.log(
      `verdict: issue + Facturae + PDF ${target < TARGET_MS ? 'UNDER' : 'OVER'} the 2 s target (${target.toFixed(0)} ms); create + issue + Facturae + PDF ${all < TARGET_MS ? 'under' : 'over'} 2 s (${all.toFixed(0)} ms)`,
    );
    if (target >= TARGET_MS) process.exitCode = 1;
  } finally {
    await bench.stop();
  }
}

await main();
