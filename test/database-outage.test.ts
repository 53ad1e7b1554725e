import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../src/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { type EmbeddedDatabase, freePort, startEmbedded } from '../src/platform/db/embedded.js';
import { checkResponse } from './helpers/openapi.js';
import { type Service, killAllServices, startService, testCaFile } from './helpers/service.js';
import { type Receiver, startReceiver, waitFor } from './helpers/webhooks.js';

/**
 * PostgreSQL stopped in the middle of writes and started again (docs/operations.md#database-outages):
 * an API process and a worker process under REST, GraphQL and /readyz load; PostgreSQL is
 * stopped (`pg_ctl stop -m fast`, as a restart or failover does), left down for a moment, and
 * started again on the same port. This file runs its own embedded PostgreSQL: the shared one of
 * test/global-setup.ts serves the other files meanwhile.
 */
const OUTAGE_MS = 3_000;
const RECOVERY_LIMIT_MS = 5_000;
const ANSWER_LIMIT_MS = 10_000;

let dataDir: string;
let port: number;
let postgres: EmbeddedDatabase;
let orm: MikroORM;
let receiver: Receiver;
let api: Service;
let worker: Service;
let key: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-outage-pg-'));
  // As root, PostgreSQL runs as the `postgres` user, who must be able to enter it.
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
  [postgres, receiver] = await Promise.all([startEmbedded({ dataDir, database: 'cc_outage', port }), startReceiver()]);
  const env = {
    DATABASE_URL: postgres.url,
    NODE_EXTRA_CA_CERTS: await testCaFile(),
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '100000',
    LOG_LEVEL: 'info',
  };
  // Started together: they migrate one at a time under the migration lock.
  [api, worker] = await Promise.all([startService(['--api'], env), startService(['--worker'], env)]);
  // The test's own connections are lost too; knex's warnings about it are expected.
  orm = await createOrm(postgres.url, { driverLog: () => {} });
  key = (await createOrganization(orm.em.fork(), { name: 'Outage', email: 'ops@example.com' })).api_keys[0].secret;
  const hook = await call('POST', '/v1/webhooks', { url: `${receiver.url}/events`, events: ['project.created'] });
  expect(hook.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await killAllServices();
  await orm?.close();
  await receiver?.close();
  await postgres?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Answer {
  surface: 'rest' | 'graphql' | 'readyz' | 'healthz';
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  code: string | null;
  /** A write: the project's name and the Idempotency-Key it was sent with. */
  name?: string;
  key?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL stopped and started again under load', () => {
  it('answers 503 service_unavailable meanwhile, serves again within 5 s, and loses no event', async () => {
    const answers: Answer[] = [];
    const undocumented: string[] = [];
    let stopped = false;
    const record = async (surface: Answer['surface'], send: () => Promise<Response>, extra: Partial<Answer> = {}) => {
      const at = Date.now();
      const res = await send();
      const text = await res.text();
      const body = text ? JSON.parse(text) : null;
      const code = surface === 'graphql' ? (body?.errors?.[0]?.extensions?.code ?? null) : (body?.error?.code ?? null);
      const answer: Answer = { surface, at, ms: Date.now() - at, status: res.status, retryAfter: res.headers.get('retry-after'), code, ...extra };
      answers.push(answer);
      try {
        if (surface === 'rest') checkResponse('POST', '/v1/projects', res.status, res.headers, body);
      } catch (error) {
        undocumented.push((error as Error).message);
      }
      return answer;
    };
    // Clients that pause a little after a 503 (a real one would wait for Retry-After).
    const writes = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const name = `Obra ${n}-${i}`;
        const idempotencyKey = `outage-${n}-${i}`;
        const a = await record('rest', () => call('POST', '/v1/projects', { name }, { 'Idempotency-Key': idempotencyKey }), { name, key: idempotencyKey });
        if (a.status !== 201) await sleep(100);
      }
    };
    const graphql = async () => {
      while (!stopped) {
        const query = '{ projects(first: 5) { nodes { id name } } }';
        const a = await record('graphql', () => call('POST', '/graphql', { query }));
        await sleep(a.status === 200 ? 20 : 100);
      }
    };
    const probes = async () => {
      while (!stopped) {
        await record('readyz', () => fetch(`${api.baseUrl}/readyz`));
        await record('healthz', () => fetch(`${api.baseUrl}/healthz`));
        await sleep(100);
      }
    };
    const load = Promise.all([writes(0), writes(1), writes(2), graphql(), probes()]);

    // Some writes land before the stop, however slow the machine is.
    await waitFor(() => answers.some((a) => a.surface === 'rest' && a.status === 201), 30_000, 'a write before the stop');
    await sleep(1_000);
    await postgres.stop();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    const restartingAt = Date.now();
    postgres = await startEmbedded({ dataDir, database: 'cc_outage', port });
    const restartedAt = Date.now();
    // LISTEN of the worker's job runner, as PostgreSQL sees it.
    const listening = async () =>
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<unknown[]>(`select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen%'`)
      ).length > 0;
    const listenedAfterMs = await waitFor(listening, 10_000, 'the worker listening again')
      .then(() => Date.now() - restartedAt)
      .catch((error: Error) => {
        // What the worker said about its connections, and whether its job runner stopped itself
        // (a graceful shutdown, a cron or batch failure), to see which way its LISTEN came back late.
        const lines = worker.output().split('\n').filter((line) => /listen|waits|reachable|connection lost|shut|stopp|fail|cron|deactivat|level":50/i.test(line));
        throw new Error(`${error.message}; the worker said:\n${lines.join('\n')}`);
      });
    await sleep(2_000);
    stopped = true;
    await load;

    const during = answers.filter((a) => a.at > stoppedAt && a.at + a.ms < restartingAt);
    const firstOk = (surface: Answer['surface']) =>
      Math.min(...answers.filter((a) => a.surface === surface && a.at >= restartedAt && a.status < 300).map((a) => a.at + a.ms)) - restartedAt;
    const recovery = { rest: firstOk('rest'), graphql: firstOk('graphql'), readyz: firstOk('readyz'), listen: listenedAfterMs };
    const tally = (list: Answer[]) => {
      const counts = new Map<string, number>();
      for (const a of list) counts.set(`${a.surface} ${a.status}`, (counts.get(`${a.surface} ${a.status}`) ?? 0) + 1);
      return [...counts].map(([k, n]) => `${k}×${n}`).join(', ');
    };
    console.log(`outage of ${OUTAGE_MS} ms: during it ${tally(during)}; recovered after ${JSON.stringify(recovery)} ms; ` +
      `slowest answer ${Math.max(...answers.map((a) => a.ms))} ms; all: ${tally(answers)}`);

    // Never a 500 nor a hang; every refusal a 503 service_unavailable with Retry-After, as the OpenAPI document says.
    expect(undocumented).toEqual([]);
    expect(api.output().split('\n').filter((line) => line.includes('"level":50'))).toEqual([]);
    expect(answers.filter((a) => a.ms > ANSWER_LIMIT_MS)).toEqual([]);
    const refused = answers.filter((a) => a.surface !== 'healthz' && a.status >= 300);
    expect(refused.filter((a) => a.status !== 503 || a.retryAfter !== '5')).toEqual([]);
    expect(refused.filter((a) => a.surface !== 'readyz' && a.code !== 'service_unavailable')).toEqual([]);
    // Every surface said so during the outage; liveness stayed up.
    for (const surface of ['rest', 'graphql', 'readyz'] as const) {
      expect(during.filter((a) => a.surface === surface && a.status === 503).length).toBeGreaterThan(0);
    }
    expect(answers.filter((a) => a.surface === 'healthz' && a.status !== 200)).toEqual([]);
    // Everything served again within 5 s of PostgreSQL's return.
    for (const ms of Object.values(recovery)) expect(ms).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(worker.child.exitCode).toBeNull();
    expect(worker.output()).toContain('the worker waits for it');

    // Every write answered 201 committed with its event; every refused one left nothing.
    const db = orm.em.fork().getConnection();
    const rows = await db.execute<Array<{ name: string; event_id: string | null }>>(
      `select p.name, e.id as event_id from projects p
         left join events e on e.type = 'project.created' and e.data->'object'->>'id' = p.id`,
    );
    const stored = new Map(rows.map((r) => [r.name, r.event_id]));
    const writesAnswered = answers.filter((a) => a.surface === 'rest');
    const created = writesAnswered.filter((a) => a.status === 201);
    const failed = writesAnswered.filter((a) => a.status === 503);
    expect(created.filter((a) => a.at < stoppedAt).length).toBeGreaterThan(0);
    expect(created.filter((a) => a.at > restartedAt).length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    expect(created.filter((a) => !stored.get(a.name!))).toEqual([]);
    expect(failed.filter((a) => stored.has(a.name!))).toEqual([]);
    expect(stored.size).toBe(created.length);

    // A refused write retried with its Idempotency-Key is applied once.
    for (const a of failed.slice(0, 3)) {
      expect((await call('POST', '/v1/projects', { name: a.name }, { 'Idempotency-Key': a.key! })).status).toBe(201);
    }

    // Every event, those written just before the stop included, reaches the receiver.
    const events = await db.execute<Array<{ id: string }>>(`select id from events where type = 'project.created'`);
    expect(events.length).toBe(created.length + Math.min(3, failed.length));
    const delivered = () => new Set(receiver.received('/events').map((r) => r.headers['service-delivery'] as string));
    await waitFor(() => events.every((e) => delivered().has(e.id)), 30_000, 'every event delivered').catch(() => {});
    expect(events.filter((e) => !delivered().has(e.id))).toEqual([]);
  }, 120_000);
});
