import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Runner } from 'graphile-worker';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/events/event.service.js';
import { configureWebhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import {
  type Receiver,
  type SmtpSink,
  configureTestRuntime,
  startReceiver,
  startSmtpSink,
  startTestWorker,
  waitFor,
} from './helpers/webhooks.js';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;
let receiver: Receiver;
let smtp: SmtpSink;
let worker: Runner | null = null;

beforeAll(async () => {
  t = await startTestApp();
  [org, other, receiver, smtp] = await Promise.all([t.createOrg('Obras Norte'), t.createOrg('Obras Sur'), startReceiver(), startSmtpSink()]);
  await configureTestRuntime({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await smtp?.close();
  await t?.close();
});

async function createEndpoint(path: string, events: string[], key = org.testKey) {
  const res = await t.request('POST', '/v1/webhooks', { key, body: { url: `${receiver.url}${path}`, events } });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string; status: string };
}

async function createProject(name: string, key = org.testKey): Promise<string> {
  const res = await t.request('POST', '/v1/projects', { key, body: { name } });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function eventIdOf(objectId: string, type: string): Promise<string> {
  const rows = await t.orm.em
    .getConnection()
    .execute(`select id from events where type = ? and (data->'object'->>'id') = ?`, [type, objectId]);
  expect(rows).toHaveLength(1);
  return rows[0].id;
}

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute(query, params);
}

const header = (r: { headers: Record<string, string | string[] | undefined> }, name: string) => String(r.headers[name.toLowerCase()]);
const envelope = (r: { body: Buffer }) => JSON.parse(r.body.toString('utf8'));

/** An independent check of `Service-Signature`, written from docs/webhooks.md#what-a-delivery-looks-like (not the service's code). */
function verifySignature(raw: Buffer, signatureHeader: string, secret: string): boolean {
  const parts = Object.fromEntries(signatureHeader.split(',').map((p) => p.split('=') as [string, string]));
  if (!/^\d+$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(Buffer.concat([Buffer.from(`${parts.t}.`, 'utf8'), raw]))
    .digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

describe('webhook delivery', () => {
  it('delivers an event committed while no worker ran once a worker starts (crash after commit loses nothing)', async () => {
    const endpoint = await createEndpoint('/before-worker', ['project.created']);
    const projectId = await createProject('Committed before any worker');
    const eventId = await eventIdOf(projectId, 'project.created');
    const queued = await sql(`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'webhook_fanout'`);
    expect(queued[0].n).toBeGreaterThanOrEqual(1);
    expect(receiver.received('/before-worker')).toHaveLength(0);

    worker = await startTestWorker(t.databaseUrl);
    const [request] = await waitFor(() => receiver.received('/before-worker').length > 0 && receiver.received('/before-worker'));
    expect(header(request, 'Service-Delivery')).toBe(eventId);
    const log = await t.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`, { key: org.testKey });
    expect(log.body.data).toMatchObject([{ event_id: eventId, attempt: 1, status: 'succeeded', response_status: 200 }]);
  });

  it('delivers project.* within 1 s, signed so that an independent verifier and stripe.webhooks.constructEvent accept it', async () => {
    const endpoint = await createEndpoint('/signed', ['project.*']);
    expect(endpoint.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    const committed = Date.now();
    const projectId = await createProject('Nave Logística');
    const [request] = await waitFor(() => receiver.received('/signed').length > 0 && receiver.received('/signed'), 1000, 'delivery within 1 s');
    expect(request.receivedAt - committed).toBeLessThan(1000);

    const body = envelope(request);
    expect(body).toMatchObject({
      type: 'project.created',
      organization_id: org.id,
      livemode: false,
      data: { object: { id: projectId, name: 'Nave Logística', status: 'draft' } },
    });
    expect(body.id).toMatch(/^evt_/);
    expect(header(request, 'Service-Delivery')).toBe(body.id);
    expect(header(request, 'Service-Event')).toBe('project.created');
    expect(header(request, 'Content-Type')).toBe('application/json');
    expect(header(request, 'User-Agent')).toMatch(/CostControl-Webhooks/);
    expect(request.method).toBe('POST');

    const signature = header(request, 'Service-Signature');
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(request.body, signature, endpoint.secret)).toBe(true);
    expect(verifySignature(request.body, signature, `${endpoint.secret}x`)).toBe(false);
    expect(verifySignature(Buffer.concat([request.body, Buffer.from(' ')]), signature, endpoint.secret)).toBe(false);

    const stripe = new Stripe('sk_test_unused');
    const verified = stripe.webhooks.constructEvent(request.body, signature, endpoint.secret);
    expect(verified.id).toBe(body.id);
    expect(() => stripe.webhooks.constructEvent(request.body, signature, 'whsec_wrong')).toThrow();

    // The envelope is the event as the API serves it, less who acted (the event log's own field).
    const served = await t.request('GET', `/v1/events/${body.id}`, { key: org.testKey });
    const { actor, ...logged } = served.body;
    expect(logged).toEqual(body);
    expect(actor).toEqual({ type: 'api_key', id: org.testKeyId });
    expect(body).not.toHaveProperty('actor');
  });

  it('delivers invoice.created to an invoice.* endpoint within 1 s, verified by stripe.webhooks.constructEvent', async () => {
    const endpoint = await createEndpoint('/invoices', ['invoice.*']);
    const projectId = await createProject('Obra con facturas');
    const provider = await t.request('POST', '/v1/providers', { key: org.testKey, body: { name: 'Áridos SL', nif: 'A58818501' } });
    const committed = Date.now();
    const invoice = await t.request('POST', '/v1/invoices', {
      key: org.testKey,
      body: {
        project_id: projectId,
        provider_id: provider.body.id,
        invoice_number: 'F-2026-001',
        issue_date: '2026-11-20',
        subtotal_amount: 100000,
        tax_amount: 21000,
        total_amount: 121000,
      },
    });
    expect(invoice.status).toBe(201);
    const [request] = await waitFor(() => receiver.received('/invoices').length > 0 && receiver.received('/invoices'), 1000, 'delivery within 1 s');
    expect(request.receivedAt - committed).toBeLessThan(1000);
    const body = envelope(request);
    expect(body.type).toBe('invoice.created');
    expect(body.data.object).toEqual(invoice.body);
    expect(header(request, 'Service-Delivery')).toBe(body.id);
    const verified = new Stripe('sk_test_unused').webhooks.constructEvent(request.body, header(request, 'Service-Signature'), endpoint.secret);
    expect(verified.id).toBe(body.id);
    expect(receiver.received('/invoices').map((r) => envelope(r).type)).not.toContain('project.created');
  });

  it('routes by exact type, `<resource>.*` and `*`', async () => {
    await createEndpoint('/providers', ['provider.*']);
    await createEndpoint('/everything', ['*']);
    await createEndpoint('/finished-only', ['project.finished']);
    const provider = await t.request('POST', '/v1/providers', { key: org.testKey, body: { name: 'Áridos SL', nif: 'B12345674' } });
    expect(provider.status).toBe(201);
    const projectId = await createProject('Ruta');
    await t.request('PATCH', `/v1/projects/${projectId}`, { key: org.testKey, body: { status: 'finished' } });

    await waitFor(() => receiver.received('/finished-only').length === 1);
    await waitFor(() => receiver.received('/everything').length === 3);
    await waitFor(() => receiver.received('/providers').length === 1);
    expect(receiver.received('/providers').map((r) => header(r, 'Service-Event'))).toEqual(['provider.created']);
    expect(receiver.received('/everything').map((r) => header(r, 'Service-Event')).sort()).toEqual([
      'project.created',
      'project.finished',
      'provider.created',
    ]);
    expect(envelope(receiver.received('/finished-only')[0]).data.object.id).toBe(projectId);
  });

  it("never delivers another organization's or the other mode's events", async () => {
    await createEndpoint('/isolated', ['*']);
    await createEndpoint('/other-org', ['*'], other.testKey);
    await createProject('Live project', org.liveKey);
    await createProject('Other org project', other.testKey);
    const marker = await createProject('Marker');
    await waitFor(() => receiver.received('/isolated').some((r) => envelope(r).data.object.id === marker));
    await waitFor(() => receiver.received('/other-org').length === 1);
    // Give a stray delivery time to show up before asserting its absence.
    await new Promise((r) => setTimeout(r, 300));
    for (const r of receiver.received('/isolated')) {
      expect(envelope(r)).toMatchObject({ organization_id: org.id, livemode: false });
    }
    expect(receiver.received('/isolated').map((r) => envelope(r).data.object.name)).toEqual(['Marker']);
    expect(envelope(receiver.received('/other-org')[0])).toMatchObject({ organization_id: other.id, data: { object: { name: 'Other org project' } } });
  });

  it('enqueues the fan-out in the change’s transaction: a rolled-back change emits nothing', async () => {
    await createEndpoint('/rollback', ['project.*']);
    const actor = { organizationId: org.id, livemode: false };
    let rolledBackId = '';
    const separate = t.orm.em.fork();
    await expect(
      t.orm.em.fork().transactional(async (em) => {
        const event = await recordEvent(em, actor, 'project.created', { id: 'prj_rolled_back', name: 'Never' });
        rolledBackId = event.id;
        const inside = await em.execute(
          `select count(*)::int as n from graphile_worker._private_jobs where payload->>'event_id' = ?`,
          [event.id],
        );
        // Visible to the transaction that enqueued it, invisible to any other connection until commit.
        expect(inside[0].n).toBe(1);
        const outside = await separate.execute(
          `select count(*)::int as n from graphile_worker._private_jobs where payload->>'event_id' = ?`,
          [event.id],
        );
        expect(outside[0].n).toBe(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    const marker = await createProject('After the rollback');
    await waitFor(() => receiver.received('/rollback').some((r) => envelope(r).data.object.id === marker));
    expect(receiver.received('/rollback').map((r) => header(r, 'Service-Delivery'))).not.toContain(rolledBackId);
    expect(await sql(`select id from events where id = ?`, [rolledBackId])).toHaveLength(0);
    expect(await sql(`select id from graphile_worker._private_jobs where payload->>'event_id' = ?`, [rolledBackId])).toHaveLength(0);
  });

  it('retries a 500-answering endpoint 6 times per event on the schedule, marks it failing, sends one e-mail; a success enables it', async () => {
    const endpoint = await createEndpoint('/failing', ['project.created']);
    let failing = true;
    receiver.respond = (r) => (r.path === '/failing' && failing ? 500 : 200);
    const mailsBefore = smtp.messages.length;
    const first = await createProject('Falla 1');
    const second = await createProject('Falla 2');
    const ids = [await eventIdOf(first, 'project.created'), await eventIdOf(second, 'project.created')];

    await waitFor(() => receiver.received('/failing').length >= 12, 20_000, '12 attempts');
    await waitFor(async () => (await sql(`select count(*)::int as n from webhook_deliveries where webhook_endpoint_id = ?`, [endpoint.id]))[0].n === 12, 5000);
    // No 7th attempt: wait longer than one retry delay.
    await new Promise((r) => setTimeout(r, 1500));
    const attempts = receiver.received('/failing');
    expect(attempts).toHaveLength(12);
    for (const id of ids) expect(attempts.filter((r) => header(r, 'Service-Delivery') === id)).toHaveLength(6);

    const got = await t.request('GET', `/v1/webhooks/${endpoint.id}`, { key: org.testKey });
    expect(got.body.status).toBe('failing');
    expect(got.body.failing_since).toMatch(/Z$/);

    const log = await t.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?event_id=${ids[0]}&limit=100`, { key: org.testKey });
    const series = [...log.body.data].reverse();
    expect(series.map((d: any) => d.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const d of series) expect(d).toMatchObject({ status: 'failed', response_status: 500, error: 'HTTP 500', event_id: ids[0] });
    expect(series.slice(0, 5).every((d: any) => d.next_attempt_at !== null)).toBe(true);
    expect(series[5].next_attempt_at).toBeNull();
    for (let i = 1; i < 6; i++) {
      const gap = Date.parse(series[i].created_at) - Date.parse(series[i - 1].created_at);
      expect(gap).toBeGreaterThanOrEqual(950);
      expect(Date.parse(series[i].created_at)).toBeGreaterThanOrEqual(Date.parse(series[i - 1].next_attempt_at) - 50);
    }

    // One e-mail for the spell of failure, though two events exhausted their attempts.
    await waitFor(() => smtp.messages.length === mailsBefore + 1, 5000, 'the failing e-mail');
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages).toHaveLength(mailsBefore + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['ops@example.com']);
    expect(mail.raw).toMatch(/Subject: Webhook endpoint failing/);
    expect(mail.raw).toContain(endpoint.id);
    const notes = await sql(`select kind, status from notifications where webhook_endpoint_id = ?`, [endpoint.id]);
    expect(notes).toEqual([{ kind: 'webhook_endpoint_failing', status: 'sent' }]);

    failing = false;
    const recovered = await createProject('Vuelve');
    await waitFor(() => receiver.received('/failing').some((r) => envelope(r).data.object.id === recovered));
    await waitFor(async () => (await t.request('GET', `/v1/webhooks/${endpoint.id}`, { key: org.testKey })).body.status === 'enabled');
    const after = await t.request('GET', `/v1/webhooks/${endpoint.id}`, { key: org.testKey });
    expect(after.body.failing_since).toBeNull();
    await t.request('DELETE', `/v1/webhooks/${endpoint.id}`, { key: org.testKey });
  }, 40_000);
});
