import { Writable } from 'node:stream';
import { type Runner, parseCrontab } from 'graphile-worker';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/platform/dates.js';
import { configureWebhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { crontab, taskList } from '../workers/tasks.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { type Receiver, configureTestRuntime, startReceiver, startTestWorker, waitFor } from './helpers/webhooks.js';

let t: TestApp;
let org: TestOrg;
let receiver: Receiver;
let worker: Runner;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  [org, receiver] = await Promise.all([t.createOrg('Reformas Este'), startReceiver()]);
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // No SMTP_URL here: notifications are stored and logged.
  await configureTestRuntime({ smtpUrl: null, logger: pino({ level: 'info' }, sink) });
  worker = await startTestWorker(t.databaseUrl);
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await t?.close();
});

async function createEndpoint(url: string, events = ['project.*']) {
  const res = await t.request('POST', '/v1/webhooks', { key: org.testKey, body: { url, events } });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

async function createProject(name: string): Promise<string> {
  const res = await t.request('POST', '/v1/projects', { key: org.testKey, body: { name } });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute(query, params);
}

const deliveries = async (id: string) =>
  (await t.request('GET', `/v1/webhooks/${id}/deliveries?limit=100`, { key: org.testKey })).body.data as any[];
const deliveryJobs = (id: string) =>
  sql(`select key, run_at from graphile_worker.jobs where task_identifier = 'webhook_deliver' and starts_with(key, ?)`, [
    `webhook_deliver:${id}:`,
  ]);
const names = (path: string) => receiver.received(path).map((r) => JSON.parse(r.body.toString()).data.object.name);

async function runCron(): Promise<void> {
  await sql(`select graphile_worker.add_job('webhook_disable_failing')`);
  await waitFor(async () => (await sql(`select 1 from graphile_worker.jobs where task_identifier = 'webhook_disable_failing'`)).length === 0);
}

describe('webhook endpoint lifecycle', () => {
  it('the hourly cron disables an endpoint failing for 7 days (driven by its clock), stores and logs the e-mail without SMTP_URL; disabled gets nothing until enabled', async () => {
    // The worker `npm start` runs has it in its crontab, hourly.
    const cron = parseCrontab(crontab).find((item) => item.task === 'webhook_disable_failing');
    expect(cron?.match).toBeDefined();
    expect(typeof taskList.webhook_disable_failing).toBe('function');

    const endpoint = await createEndpoint(`${receiver.url}/cron`);
    const marker = await createEndpoint(`${receiver.url}/cron-marker`);
    await sql(`update webhook_endpoints set status = 'failing', failing_since = now() where id = ?`, [endpoint.id]);

    const realNow = () => new Date();
    try {
      configureWebhookRuntime({ now: () => new Date(Date.now() + 7 * DAY_MS - 60_000) });
      await runCron();
      expect((await t.request('GET', `/v1/webhooks/${endpoint.id}`, { key: org.testKey })).body.status).toBe('failing');

      configureWebhookRuntime({ now: () => new Date(Date.now() + 7 * DAY_MS + 60_000) });
      await runCron();
    } finally {
      configureWebhookRuntime({ now: realNow });
    }
    const disabled = await t.request('GET', `/v1/webhooks/${endpoint.id}`, { key: org.testKey });
    expect(disabled.body).toMatchObject({ status: 'disabled' });
    await waitFor(async () => (await sql(`select 1 from notifications where webhook_endpoint_id = ? and status = 'stored'`, [endpoint.id])).length === 1);
    const [note] = await sql(`select kind, recipient, subject, status from notifications where webhook_endpoint_id = ?`, [endpoint.id]);
    expect(note).toEqual({ kind: 'webhook_endpoint_disabled', recipient: 'ops@example.com', subject: expect.stringContaining('disabled'), status: 'stored' });
    expect(logLines.some((l) => l.includes('notification stored (SMTP_URL is not set)') && l.includes(endpoint.id))).toBe(true);

    await createProject('While disabled');
    await waitFor(() => receiver.received('/cron-marker').length === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received('/cron')).toHaveLength(0);

    const enabled = await t.request('PATCH', `/v1/webhooks/${endpoint.id}`, { key: org.testKey, body: { status: 'enabled' } });
    expect(enabled.body).toMatchObject({ status: 'enabled', failing_since: null });
    await createProject('Enabled again');
    await waitFor(() => receiver.received('/cron').length === 1);
    expect(names('/cron')).toEqual(['Enabled again']);
    await t.request('DELETE', `/v1/webhooks/${marker.id}`, { key: org.testKey });
  });

  it('deleting an endpoint, or disabling it, cancels its pending deliveries', async () => {
    configureWebhookRuntime({ retrySchedule: [30, 300, 3600, 21600, 86400] });
    try {
      receiver.respond = (r) => (r.path.startsWith('/doomed') ? 503 : 200);
      const doomed = await createEndpoint(`${receiver.url}/doomed-delete`);
      const paused = await createEndpoint(`${receiver.url}/doomed-disable`);
      await createProject('Pending retry');
      // The first attempt has failed and scheduled the second.
      await waitFor(async () => (await deliveries(doomed.id)).length === 1 && (await deliveries(paused.id)).length === 1);
      await waitFor(async () => (await deliveryJobs(doomed.id)).length === 1 && (await deliveryJobs(paused.id)).length === 1);
      const [job] = await deliveryJobs(doomed.id);
      expect(new Date(job.run_at).getTime() - Date.now()).toBeGreaterThan(25_000);
      const [first] = await deliveries(doomed.id);
      expect(first).toMatchObject({ attempt: 1, status: 'failed', response_status: 503, error: 'HTTP 503' });
      expect(Date.parse(first.next_attempt_at) - Date.parse(first.created_at)).toBe(30_000);

      const removed = await t.request('DELETE', `/v1/webhooks/${doomed.id}`, { key: org.testKey });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id: doomed.id, deleted: true });
      expect(await deliveryJobs(doomed.id)).toHaveLength(0);
      expect((await t.request('GET', `/v1/webhooks/${doomed.id}`, { key: org.testKey })).status).toBe(404);
      expect(await sql(`select 1 from webhook_deliveries where webhook_endpoint_id = ?`, [doomed.id])).toHaveLength(0);

      await t.request('PATCH', `/v1/webhooks/${paused.id}`, { key: org.testKey, body: { status: 'disabled' } });
      expect(await deliveryJobs(paused.id)).toHaveLength(0);
      await t.request('PATCH', `/v1/webhooks/${paused.id}`, { key: org.testKey, body: { status: 'enabled' } });
      await new Promise((r) => setTimeout(r, 300));
      expect(receiver.received('/doomed-delete')).toHaveLength(1);
      expect(receiver.received('/doomed-disable')).toHaveLength(1);
      await t.request('DELETE', `/v1/webhooks/${paused.id}`, { key: org.testKey });
    } finally {
      configureWebhookRuntime({ retrySchedule: [1, 1, 1, 1, 1] });
      receiver.respond = () => 200;
    }
  });

  it('redelivers an event to every subscribed enabled endpoint, created later ones included, with the same event id', async () => {
    const own = await t.createOrg('Redeliveries');
    const createEndpoint = async (url: string, events: string[]) =>
      (await t.request('POST', '/v1/webhooks', { key: own.testKey, body: { url, events } })).body as { id: string };
    const early = await createEndpoint(`${receiver.url}/redeliver-early`, ['project.created']);
    const projectId = (await t.request('POST', '/v1/projects', { key: own.testKey, body: { name: 'Otra vez' } })).body.id;
    await waitFor(() => receiver.received('/redeliver-early').length === 1);
    const eventId = JSON.parse(receiver.received('/redeliver-early')[0].body.toString()).id;
    expect(JSON.parse(receiver.received('/redeliver-early')[0].body.toString()).data.object.id).toBe(projectId);
    const late = await createEndpoint(`${receiver.url}/redeliver-late`, ['*']);
    const unsubscribed = await createEndpoint(`${receiver.url}/redeliver-none`, ['provider.*']);

    const res = await t.request('POST', `/v1/events/${eventId}/redeliver`, { key: own.testKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: eventId, webhook_ids: [early.id, late.id] });
    await waitFor(() => receiver.received('/redeliver-early').length === 2 && receiver.received('/redeliver-late').length === 1);
    for (const r of [...receiver.received('/redeliver-early'), ...receiver.received('/redeliver-late')]) {
      expect(r.headers['service-delivery']).toBe(eventId);
    }
    const log = (await t.request('GET', `/v1/webhooks/${early.id}/deliveries`, { key: own.testKey })).body.data as any[];
    expect(log.map((d) => [d.attempt, d.redelivery, d.status])).toEqual([
      [1, true, 'succeeded'],
      [1, false, 'succeeded'],
    ]);
    expect(receiver.received('/redeliver-none')).toHaveLength(0);
    // Another organization cannot redeliver it, nor a key without manage:webhooks.
    expect((await t.request('POST', `/v1/events/${eventId}/redeliver`, { key: org.testKey })).status).toBe(404);
    const readOnly = await t.createKey(own, 'test', ['read:events']);
    const denied = await t.request('POST', `/v1/events/${eventId}/redeliver`, { key: readOnly });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'manage:webhooks' } });
    expect(receiver.received('/redeliver-early')).toHaveLength(2);
  });

  it('treats a redirect, a timeout, a refused connection and a private address at delivery time as failures', async () => {
    const closedPort = await (async () => {
      const { freePort } = await import('../src/platform/db/embedded.js');
      return freePort();
    })();
    receiver.respond = (r) =>
      r.path === '/redirect'
        ? { status: 302, headers: { Location: `${receiver.url}/redirect-target` } }
        : r.path === '/slow'
          ? { status: 200, delayMs: 1500 }
          : 200;
    configureWebhookRuntime({ timeoutMs: 300 });
    const endpoints: string[] = [];
    try {
      const redirect = await createEndpoint(`${receiver.url}/redirect`);
      const slow = await createEndpoint(`${receiver.url}/slow`);
      const refused = await createEndpoint(`https://127.0.0.1:${closedPort}/nobody`);
      endpoints.push(redirect.id, slow.id, refused.id);
      await createProject('Transport failures');
      const firstAttempt = async (id: string) => waitFor(async () => (await deliveries(id)).find((d) => d.attempt === 1));
      expect(await firstAttempt(redirect.id)).toMatchObject({
        status: 'failed',
        response_status: 302,
        error: expect.stringMatching(/^redirect not followed \(302 to https:\/\/127\.0\.0\.1:\d+\/redirect-target\)$/),
      });
      const timedOut = await firstAttempt(slow.id);
      expect(timedOut).toMatchObject({ status: 'failed', response_status: null, error: 'timed out after 300 ms' });
      expect(timedOut.duration_ms).toBeGreaterThanOrEqual(290);
      expect(timedOut.duration_ms).toBeLessThan(1500);
      expect(await firstAttempt(refused.id)).toMatchObject({ status: 'failed', response_status: null, error: expect.stringContaining('ECONNREFUSED') });
      expect(receiver.received('/redirect-target')).toHaveLength(0);

      // Created while private networks are allowed, delivered after they no longer are.
      const byName = await createEndpoint(`https://localhost:${receiver.port}/ssrf-name`);
      const byAddress = await createEndpoint(`${receiver.url}/ssrf-address`);
      endpoints.push(byName.id, byAddress.id);
      configureWebhookRuntime({ allowPrivateNetworks: false });
      await createProject('Private networks refused');
      for (const id of [byName.id, byAddress.id]) {
        expect(await firstAttempt(id)).toMatchObject({
          status: 'failed',
          response_status: null,
          error: expect.stringMatching(/^refused to connect to (127\.0\.0\.1|::1): a loopback address/),
        });
      }
      expect(receiver.received('/ssrf-name')).toHaveLength(0);
      expect(receiver.received('/ssrf-address')).toHaveLength(0);
    } finally {
      configureWebhookRuntime({ allowPrivateNetworks: true, timeoutMs: 2000 });
      for (const id of endpoints) await t.request('DELETE', `/v1/webhooks/${id}`, { key: org.testKey });
      receiver.respond = () => 200;
    }
  });
});
