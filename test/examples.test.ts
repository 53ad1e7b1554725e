import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runIntegration, startReceiver, verifySignature } from '../examples/integrator.js';
import { startTestApp } from './helpers/harness.js';
import { configureTestRuntime, startTestWorker, testCertificates, waitFor } from './helpers/webhooks.js';

/** The integrator example (examples/integrator.ts), typed by the generated client, against a live server. */

const t = await startTestApp();
await configureTestRuntime();
const worker = await startTestWorker(t.databaseUrl);
const receiver = await startReceiver(await testCertificates());
afterAll(async () => {
  await receiver.close();
  await worker.stop();
  await t.close();
});

describe('the integrator example', () => {
  it('creates a provider and an invoice through the typed client and receives invoice.created, verified', async () => {
    const org = await t.createOrg();
    const project = (await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: 'Obra del ejemplo' } })).body;
    const { invoice, provider } = await runIntegration({ baseUrl: t.baseUrl, apiKey: org.testKey, receiver, projectId: project.id });
    expect(provider.nif).toBe('B12345674');
    const event = await waitFor(() => receiver.events.find((e) => e.type === 'invoice.created'), 10_000, 'invoice.created');
    expect(event.data.object).toEqual(invoice);
    expect(receiver.refused).toBe(0);
  });

  it('refuses a body that was not signed with the secret', () => {
    const body = Buffer.from('{"id":"evt_x"}');
    const t0 = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', 'whsec_right').update(`${t0}.`).update(body).digest('hex');
    expect(verifySignature(body, `t=${t0},v1=${v1}`, 'whsec_right')).toBe(true);
    expect(verifySignature(body, `t=${t0},v1=${v1}`, 'whsec_wrong')).toBe(false);
    expect(verifySignature(Buffer.from('{"id":"evt_y"}'), `t=${t0},v1=${v1}`, 'whsec_right')).toBe(false);
    expect(verifySignature(body, `t=${t0 - 3600},v1=${v1}`, 'whsec_right')).toBe(false);
  });
});
