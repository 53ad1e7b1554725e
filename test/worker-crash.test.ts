import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureWebhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { type Service, killAllServices, startService, testCaFile } from './helpers/service.js';
import { type Receiver, startReceiver, waitFor } from './helpers/webhooks.js';

/**
 * kill -9 under write load, `KILL_CYCLES` times (5 in the suite): the service (API and worker
 * in one process, as `npm start` runs it) commits changes while its worker holds jobs, locally
 * queued and running, and is killed at a random moment. Every committed event must reach the
 * HTTPS receiver within 60 s of a worker being alive after its commit: the dead process's job
 * locks are released by the next worker's sweeper (docs/operations.md#crash-recovery).
 */
const CYCLES = Number(process.env.KILL_CYCLES ?? 5);
const DEADLINE_MS = 60_000;

let t: TestApp;
let org: TestOrg;
let receiver: Receiver;
let caFile: string;

beforeAll(async () => {
  t = await startTestApp();
  configureWebhookRuntime({ allowPrivateNetworks: true });
  [org, receiver, caFile] = await Promise.all([t.createOrg('Crash loop'), startReceiver(), testCaFile()]);
  // A receiver that takes a moment, so that deliveries are in flight when the kill comes.
  receiver.respond = () => ({ status: 200, delayMs: 20 + Math.floor(Math.random() * 60) });
  const endpoint = await t.request('POST', '/v1/webhooks', { key: org.testKey, body: { url: `${receiver.url}/events`, events: ['*'] } });
  expect(endpoint.status).toBe(201);
});
afterAll(async () => {
  await killAllServices();
  await receiver?.close();
  await t?.close();
});

/** Deterministic pauses (a seeded generator), so a failing run can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Life {
  aliveAt: number;
  killedAt: number;
}

/** Writes through whichever service is up, four at a time, until stopped; refused connections are expected. */
function writeLoad(current: () => Service | null) {
  let stopped = false;
  let ok = 0;
  const loop = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const service = current();
      if (!service) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      try {
        const res = await fetch(`${service.baseUrl}/v1/projects`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${org.testKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Carga ${n}-${i}` }),
        });
        if (res.status === 201) ok++;
        else if (res.status >= 500) throw new Error(`write answered ${res.status}: ${await res.text()}`);
      } catch (error) {
        if ((error as Error).message.startsWith('write answered')) throw error;
        await new Promise((r) => setTimeout(r, 20)); // the service is being killed or restarted
      }
    }
  };
  const loops = Promise.all([0, 1, 2, 3].map(loop));
  return {
    stop: async () => {
      stopped = true;
      await loops;
      return ok;
    },
  };
}

describe(`kill -9 of the service, ${CYCLES} times under write load`, () => {
  it('delivers every committed event within 60 s of a worker being alive after its commit', async () => {
    const env = { DATABASE_URL: t.databaseUrl, NODE_EXTRA_CA_CERTS: caFile };
    const next = random(Number(process.env.KILL_SEED ?? 10));
    const lives: Life[] = [];
    let service: Service | null = null;
    const load = writeLoad(() => service);

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      service = await startService([], env, { ready: 'worker running' });
      const aliveAt = Date.now();
      await new Promise((r) => setTimeout(r, 1500 + next() * 2500));
      const victim = service;
      service = null;
      const killedAt = Date.now();
      await victim.kill9();
      lives.push({ aliveAt, killedAt });
      await new Promise((r) => setTimeout(r, next() * 1000));
    }
    // The last restart: it stays up, the load stops soon after.
    service = await startService([], env, { ready: 'worker running' });
    lives.push({ aliveAt: Date.now(), killedAt: Infinity });
    await new Promise((r) => setTimeout(r, 1000));
    const written = await load.stop();

    const events = await t.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string; at: number }>>(
        `select id, (extract(epoch from created_at) * 1000)::float8 as at from events where organization_id = ? and type = 'project.created'`,
        [org.id],
      );
    expect(events.length).toBeGreaterThanOrEqual(written);
    expect(written).toBeGreaterThan(CYCLES * 20);

    /** When a worker was first alive at or after `at`: `at` itself if one was running then. */
    const aliveFrom = (at: number) => {
      const during = lives.find((l) => l.aliveAt <= at && at <= l.killedAt);
      return during ? at : (lives.find((l) => l.aliveAt > at)?.aliveAt ?? at);
    };
    const firstDelivery = () => {
      const first = new Map<string, number>();
      for (const r of receiver.received('/events')) {
        const id = r.headers['service-delivery'] as string;
        if (!first.has(id) || first.get(id)! > r.receivedAt) first.set(id, r.receivedAt);
      }
      return first;
    };
    const lastReference = Math.max(...events.map((e) => aliveFrom(e.at)));
    await waitFor(
      () => events.every((e) => firstDelivery().has(e.id)),
      Math.max(lastReference + DEADLINE_MS - Date.now(), 1000),
      'every committed event delivered',
    ).catch(() => {});

    const delivered = firstDelivery();
    const lost = events.filter((e) => !delivered.has(e.id)).map((e) => e.id);
    const latencies = events
      .filter((e) => delivered.has(e.id))
      .map((e) => delivered.get(e.id)! - aliveFrom(e.at));
    const late = latencies.filter((ms) => ms > DEADLINE_MS);
    const slow = latencies.filter((ms) => ms > 5000).length;
    const duplicates = receiver.received('/events').length - delivered.size;
    console.log(
      `kill -9 × ${CYCLES}: ${events.length} events committed, ${delivered.size} delivered, ${lost.length} lost, ` +
        `${slow} recovered after a kill (> 5 s), slowest ${Math.round(Math.max(...latencies) / 100) / 10} s after a worker was alive, ` +
        `${duplicates} duplicate deliveries`,
    );
    expect(lost).toEqual([]);
    expect(late).toEqual([]);
  }, 180_000 + CYCLES * 15_000);
});
