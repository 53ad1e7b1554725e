import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/embedded.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { SERVICE_MAIN, waitFor } from './helpers/process.js';
import { checkedFetch } from './helpers/openapi.js';

/**
 * Two API processes as `npm run start:api` runs them, over one database, hammered through both
 * for 10 s with one key: together they accept at most 10 % over what one bucket of
 * `RATE_LIMIT_BURST=20`, `RATE_LIMIT_PER_SECOND=20` allows (docs/architecture.md#rate-limits).
 */
const BURST = 20;
const PER_SECOND = 20;
const HAMMER_MS = 10_000;
/** Requests each client loop keeps in flight, two loops per process. */
const LOOPS_PER_PROCESS = 2;

let t: TestApp;
let org: TestOrg;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg('Two replicas');
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await t?.close();
});

async function startApi(): Promise<string> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVICE_MAIN, '--api'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_SECOND: String(PER_SECOND),
      RATE_LIMIT_BURST: String(BURST),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await waitFor(async () => output.includes('API listening') || child.exitCode !== null, 60_000);
  if (!output.includes('API listening')) throw new Error(`API exited: ${output}`);
  return `http://127.0.0.1:${port}`;
}

describe('two API processes over one database', () => {
  it('accept at most 10 % over the allowance of one bucket in 10 s of requests through both', async () => {
    const project = (await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: 'Hammered' } })).body;
    const key = await t.createKey(org, 'test', ['read:projects']);
    const urls = await Promise.all([startApi(), startApi()]);

    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const started = performance.now();
    const loop = async (baseUrl: string) => {
      while (performance.now() - started < HAMMER_MS) {
        const res = await checkedFetch(`${baseUrl}/v1/projects/${project.id}`, { headers: { Authorization: `Bearer ${key}` } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.headers.get('ratelimit-policy') !== `"default";q=${BURST};w=1` || !res.headers.get('ratelimit')) {
          problems.push(`${res.status} without the rate-limit fields`);
        }
        if (res.status === 429 && !/^\d+$/.test(res.headers.get('retry-after') ?? '')) problems.push('429 without Retry-After');
      }
    };
    await Promise.all(urls.flatMap((url) => Array.from({ length: LOOPS_PER_PROCESS }, () => loop(url))));
    const seconds = (performance.now() - started) / 1000;

    const accepted = statuses.get(200) ?? 0;
    const refused = statuses.get(429) ?? 0;
    const allowance = BURST + PER_SECOND * seconds;
    expect(problems.slice(0, 5)).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([200, 429]);
    // The clients asked for far more than the allowance...
    expect(accepted + refused).toBeGreaterThan(1.5 * allowance);
    // ...and both processes together stayed within 10 % of one bucket, without starving it.
    expect(accepted).toBeLessThanOrEqual(allowance * 1.1);
    expect(accepted).toBeGreaterThanOrEqual(allowance * 0.5);
  }, 120_000);
});
