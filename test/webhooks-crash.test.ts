import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/embedded.js';
import { configureWebhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { type Receiver, startReceiver, testCertificates, waitFor } from './helpers/webhooks.js';
import { checkedFetch } from './helpers/openapi.js';
import { SERVICE_MAIN } from './helpers/process.js';

/**
 * The service as `npm start` runs it (the build, `node dist/src/main.js`), as a real child process against the
 * test database, killed with SIGKILL: what is committed must still be delivered after a restart.
 */
let t: TestApp;
let org: TestOrg;
let receiver: Receiver;
let tmp: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await startTestApp();
  [org, receiver] = await Promise.all([t.createOrg('Crash test'), startReceiver()]);
  configureWebhookRuntime({ allowPrivateNetworks: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-webhook-ca-'));
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await receiver?.close();
  await t?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

interface Service {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** Starts `node dist/src/main.js [args]` (one process, so SIGKILL hits the service itself). */
async function startService(args: string[], env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVICE_MAIN, ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      NODE_EXTRA_CA_CERTS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const ready = args.includes('--api') ? 'API listening' : 'worker running';
  await waitFor(() => output.includes(ready) || child.exitCode !== null, 60_000, `service start (${args.join(' ')})`);
  if (!output.includes(ready)) throw new Error(`service exited: ${output}`);
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
}

async function kill9(service: Service): Promise<void> {
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGKILL');
  await exited;
  expect(service.child.signalCode).toBe('SIGKILL');
}

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute(query, params);
}

describe('a crash right after commit', () => {
  it('loses nothing: kill -9 after the commit, a restart without the CA fails on TLS, a restart trusting it through NODE_EXTRA_CA_CERTS delivers', async () => {
    const caFile = path.join(tmp, 'test-ca.pem');
    fs.writeFileSync(caFile, (await testCertificates()).ca);
    const endpoint = (
      await t.request('POST', '/v1/webhooks', { key: org.testKey, body: { url: `${receiver.url}/crash`, events: ['project.*'] } })
    ).body;

    // 1. The API commits a change and is killed at once, before any worker saw the event.
    const api = await startService(['--api'], {});
    const created = await checkedFetch(`${api.baseUrl}/v1/projects`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${org.testKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Survives kill -9' }),
    });
    expect(created.status).toBe(201);
    await kill9(api);
    const projectId = ((await created.json()) as { id: string }).id;
    const [event] = await sql(`select id from events where type = 'project.created' and data->'object'->>'id' = ?`, [projectId]);
    expect(event).toBeDefined();
    expect(receiver.received('/crash')).toHaveLength(0);

    // 2. Restarted without the test CA: the fan-out runs, the attempt fails on the certificate and
    //    is recorded with its retry scheduled; then it is killed again.
    const untrusting = await startService([], { WEBHOOK_RETRY_SCHEDULE: '2,2,2,2,2' });
    await waitFor(async () => (await sql(`select 1 from webhook_deliveries where event_id = ?`, [event.id])).length === 1, 20_000, 'attempt 1');
    await kill9(untrusting);
    const [first] = await sql(`select attempt, status, error, next_attempt_at from webhook_deliveries where event_id = ?`, [event.id]);
    expect(first).toMatchObject({ attempt: 1, status: 'failed' });
    expect(first.error).toMatch(/certificate|issuer/i);
    expect(first.next_attempt_at).not.toBeNull();
    expect(receiver.received('/crash')).toHaveLength(0);

    // 3. Restarted trusting the CA through NODE_EXTRA_CA_CERTS (no agent injected): attempt 2 lands.
    const trusting = await startService([], { NODE_EXTRA_CA_CERTS: caFile, WEBHOOK_RETRY_SCHEDULE: '2,2,2,2,2' });
    await waitFor(() => receiver.received('/crash').length === 1, 20_000, 'delivery after restart');
    const [request] = receiver.received('/crash');
    expect(request.headers['service-delivery']).toBe(event.id);
    expect(JSON.parse(request.body.toString()).data.object.id).toBe(projectId);
    await waitFor(async () => (await sql(`select 1 from webhook_deliveries where event_id = ? and status = 'succeeded'`, [event.id])).length === 1);
    const log = await t.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`, { key: org.testKey });
    expect(log.body.data.map((d: any) => [d.attempt, d.status])).toEqual([
      [2, 'succeeded'],
      [1, 'failed'],
    ]);

    // A graceful stop of the restarted service works too.
    const exited = new Promise((resolve) => trusting.child.once('exit', resolve));
    trusting.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
