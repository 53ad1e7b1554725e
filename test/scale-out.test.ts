import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../src/orm.js';
import { migrations } from '../src/migrations/index.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { emptyDatabase } from './helpers/database.js';
import { type Service, killAllServices, startService, testCaFile } from './helpers/service.js';
import { type Receiver, startReceiver, waitFor } from './helpers/webhooks.js';

/**
 * The topology of docker-compose.yml without Docker: one PostgreSQL (an empty database), 2 API
 * processes and 2 workers started at the same moment (migrations race-free), writes through both
 * APIs, one worker killed with SIGKILL mid-stream. Every committed event must reach the HTTPS
 * receiver within 60 s, none lost (docs/operations.md#scaling-out).
 */
const DEADLINE_MS = 60_000;

let db: { url: string; drop: () => Promise<void> };
let orm: MikroORM | null = null;
let receiver: Receiver;
let apis: Service[];
let workers: Service[];

beforeAll(async () => {
  [db, receiver] = await Promise.all([emptyDatabase(), startReceiver()]);
  // A slow receiver keeps deliveries in flight, so that the worker killed holds some.
  receiver.respond = () => ({ status: 200, delayMs: 150 + Math.floor(Math.random() * 200) });
  // The load of this test is not what rate limits are for: a limit far above it.
  const env = { DATABASE_URL: db.url, NODE_EXTRA_CA_CERTS: await testCaFile(), RATE_LIMIT_PER_SECOND: '100000', RATE_LIMIT_BURST: '100000' };
  const all = await Promise.all([
    startService(['--api'], env),
    startService(['--api'], env),
    startService(['--worker'], env),
    startService(['--worker'], env),
  ]);
  apis = all.slice(0, 2);
  workers = all.slice(2);
}, 180_000);
afterAll(async () => {
  await killAllServices();
  await orm?.close();
  await receiver?.close();
  await db?.drop();
});

describe('2 API processes and 2 workers on one PostgreSQL', () => {
  it('migrate once between them, and agree on the installation secret (a cursor of one API pages on the other)', async () => {
    orm = await createOrm(db.url);
    const applied = await orm.em.fork().getConnection().execute<Array<{ name: string }>>(`select name from mikro_orm_migrations`);
    expect(applied.map((m) => m.name).sort()).toEqual(migrations.map((m) => m.name).sort());
    for (const service of [...apis, ...workers]) expect(service.output()).toContain('migrations applied');
    const secrets = await orm.em.fork().getConnection().execute(`select name from installation_secrets`);
    expect(secrets).toHaveLength(1);
  });

  it('deliver every event written through both APIs, within 60 s, with a worker killed mid-stream', async () => {
    const org = await createOrganization(orm!.em.fork(), { name: 'Scale', email: 'ops@example.com' });
    const key = org.api_keys[0].secret;
    const call = (api: Service, method: string, url: string, body?: unknown) =>
      fetch(`${api.baseUrl}${url}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const hook = await call(apis[0], 'POST', '/v1/webhooks', { url: `${receiver.url}/events`, events: ['*'] });
    expect(hook.status).toBe(201);

    let stopped = false;
    let written = 0;
    const loop = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const res = await call(apis[(n + i) % 2], 'POST', '/v1/projects', { name: `Obra ${n}-${i}` });
        expect(res.status).toBe(201);
        written++;
      }
    };
    const loops = Promise.all([0, 1, 2, 3].map(loop));
    await new Promise((r) => setTimeout(r, 3000));
    const killedAt = Date.now();
    await workers[0].kill9();
    await new Promise((r) => setTimeout(r, 3000));
    stopped = true;
    await loops;

    // Both APIs served, and a cursor handed out by one is accepted by the other.
    const page = (await (await call(apis[0], 'GET', '/v1/projects?limit=2')).json()) as { pagination: { next_cursor: string } };
    expect((await call(apis[1], 'GET', `/v1/projects?limit=2&cursor=${page.pagination.next_cursor}`)).status).toBe(200);

    const events = await orm!.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string; at: number }>>(
        `select id, (extract(epoch from created_at) * 1000)::float8 as at from events where type = 'project.created'`,
      );
    expect(events.length).toBe(written);
    const firstDelivery = () => {
      const first = new Map<string, number>();
      for (const r of receiver.received('/events')) {
        const id = r.headers['service-delivery'] as string;
        if (!first.has(id) || first.get(id)! > r.receivedAt) first.set(id, r.receivedAt);
      }
      return first;
    };
    const latest = Math.max(...events.map((e) => e.at));
    await waitFor(() => events.every((e) => firstDelivery().has(e.id)), latest + DEADLINE_MS - Date.now(), 'every event delivered').catch(() => {});
    const delivered = firstDelivery();
    const lost = events.filter((e) => !delivered.has(e.id)).map((e) => e.id);
    const latencies = events.filter((e) => delivered.has(e.id)).map((e) => delivered.get(e.id)! - e.at);
    const afterKill = events.filter((e) => delivered.get(e.id)! > killedAt + 5000).length;
    console.log(
      `2 APIs + 2 workers: ${events.length} events written, ${delivered.size} delivered, ${lost.length} lost, ` +
        `${afterKill} recovered from the killed worker by the other, slowest ${Math.round(Math.max(...latencies) / 100) / 10} s`,
    );
    expect(lost).toEqual([]);
    expect(latencies.filter((ms) => ms > DEADLINE_MS)).toEqual([]);
    // Both APIs took writes (the loops alternate), and the surviving worker is still running.
    expect(apis.every((a) => /"path":"\/v1\/projects","status":201/.test(a.output()))).toBe(true);
    expect(workers[1].child.exitCode).toBeNull();
  }, 120_000);
});
