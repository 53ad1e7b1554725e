import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPeopleRuntime } from '../src/people/people-runtime.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { type TestPerson, browserGraphql, createPerson, sessionOf } from './helpers/people.js';
import { type Receiver, configureTestRuntime, startReceiver, startTestWorker, waitFor } from './helpers/webhooks.js';

let t: TestApp;
let org: TestOrg;
let receiver: Receiver;
let worker: Runner;
let admin: TestPerson;
let cookie: string;

beforeAll(async () => {
  resetPeopleRuntime();
  [t, receiver] = await Promise.all([startTestApp(), startReceiver()]);
  await configureTestRuntime();
  worker = await startTestWorker(t.databaseUrl);
  org = await t.createOrg('Panel SL');
  admin = await createPerson(t, org, 'admin');
  cookie = await sessionOf(t, admin);
  // The panel works on test data here.
  await browserGraphql(t, cookie, `mutation { setLivemode(livemode: false) { livemode } }`);
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await t?.close();
});

const gql = (query: string, variables?: Record<string, unknown>) => browserGraphql(t, cookie, query, variables);

describe('API keys in the settings panel', () => {
  it('lists, creates (secret shown once) and revokes keys through the same service as REST', async () => {
    const created = await gql(`mutation { createApiKey(scopes: ["read:projects", "write:projects"], name: "ERP") { id mode name scopes last4 secret revokedAt } }`);
    const key = created.body.data.createApiKey;
    expect(key).toMatchObject({ mode: 'TEST', name: 'ERP', scopes: ['read:projects', 'write:projects'], revokedAt: null });
    expect(key.secret).toMatch(/^svc_test_[0-9A-Za-z]{32}$/);
    expect(key.last4).toBe(key.secret.slice(-4));
    expect((await t.request('GET', '/v1/projects', { key: key.secret })).status).toBe(200);

    const list = await gql(`{ apiKeys(first: 50) { totalCount nodes { id secret } } }`);
    expect(list.body.data.apiKeys.nodes).toContainEqual({ id: key.id, secret: null });
    expect(list.body.data.apiKeys.nodes.map((k: { id: string }) => k.id)).toContain(org.testKeyId);

    const revoked = await gql(`mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, { id: key.id });
    expect(revoked.body.data.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect((await t.request('GET', '/v1/projects', { key: key.secret })).body.error.code).toBe('api_key_revoked');
  });

  it('applies the REST rules: the session mode, and ids of another organization or mode are not_found', async () => {
    const other = await t.createOrg('Otra');
    const before = await countRows(t, 'api_keys');
    const live = await gql(`mutation { createApiKey(mode: LIVE, scopes: ["read:projects"]) { id } }`);
    expect(live.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'mode', code: 'mode_mismatch' });
    const badScope = await gql(`mutation { createApiKey(scopes: ["root"]) { id } }`);
    expect(badScope.body.errors[0].extensions.code).toBe('validation_failed');
    for (const id of [other.testKeyId, org.liveKeyId, 'key_nope']) {
      expect((await gql(`mutation($id: ID!) { revokeApiKey(id: $id) { id } }`, { id })).body.errors[0].extensions.code).toBe('not_found');
    }
    expect(await countRows(t, 'api_keys')).toBe(before);
    expect((await t.request('GET', '/v1/projects', { key: org.liveKey })).status).toBe(200);
  });
});

describe('organization settings', () => {
  it('reads and updates the name and notification address (owners and admins)', async () => {
    const res = await gql(`mutation { updateOrganization(input: { name: "Panel Renombrado SL", notificationEmail: "avisos@panel.example" }) { id name notificationEmail } }`);
    expect(res.body.data.updateOrganization).toEqual({ id: org.id, name: 'Panel Renombrado SL', notificationEmail: 'avisos@panel.example' });
    expect((await gql(`{ organization { name } }`)).body.data.organization.name).toBe('Panel Renombrado SL');
    const bad = await gql(`mutation { updateOrganization(input: { notificationEmail: "no" }) { id } }`);
    expect(bad.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'notificationEmail', code: 'invalid_email' });
    const viewer = await sessionOf(t, await createPerson(t, org, 'viewer'));
    const denied = await browserGraphql(t, viewer, `mutation { updateOrganization(input: { name: "No" }) { id } }`);
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'manage:organization' } });
    expect((await browserGraphql(t, viewer, `{ organization { name } }`)).body.data.organization.name).toBe('Panel Renombrado SL');
  });
});

describe('webhook endpoints, deliveries and redelivery', () => {
  it('shows each endpoint with its delivery log and redelivers an event, with the same rules as REST', async () => {
    const created = await gql(`mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: ["project.*"] }) { id secret } }`, {
      url: `${receiver.url}/panel`,
    });
    const endpoint = created.body.data.createWebhookEndpoint;
    const project = await gql(`mutation { createProject(input: { name: "Con entregas" }) { id } }`);
    expect(project.body.errors).toBeUndefined();
    await waitFor(() => receiver.received('/panel').length === 1);

    // The delivered body is the envelope: who acted is not in it.
    const delivered = JSON.parse(receiver.received('/panel')[0].body.toString());
    expect(Object.keys(delivered).sort()).toEqual(['created_at', 'data', 'id', 'livemode', 'organization_id', 'type']);

    const DELIVERIES = `{ webhookEndpoints { nodes { id deliveries { totalCount nodes { eventId eventType attempt status redelivery responseStatus } } } } }`;
    const logged = await waitFor(async () => {
      const res = await gql(DELIVERIES);
      const mine = res.body.data.webhookEndpoints.nodes.find((n: { id: string }) => n.id === endpoint.id);
      // The page and its total are two statements; the attempt may land between them.
      return mine?.deliveries.nodes.length === 1 && mine.deliveries.totalCount === 1 && mine;
    });
    expect(logged.deliveries.nodes).toEqual([
      { eventId: delivered.id, eventType: 'project.created', attempt: 1, status: 'SUCCEEDED', redelivery: false, responseStatus: 200 },
    ]);

    const redelivered = await gql(`mutation($id: ID!) { redeliverEvent(id: $id) { id webhookIds } }`, { id: delivered.id });
    expect(redelivered.body.data.redeliverEvent).toEqual({ id: delivered.id, webhookIds: [endpoint.id] });
    await waitFor(() => receiver.received('/panel').length === 2);
    const again = await waitFor(async () => {
      const res = await gql(`query($e: ID) { webhookEndpoints { nodes { id deliveries(eventId: $e, first: 1) { nodes { redelivery } } } } }`, {
        e: delivered.id,
      });
      const mine = res.body.data.webhookEndpoints.nodes.find((n: { id: string }) => n.id === endpoint.id);
      return mine.deliveries.nodes[0]?.redelivery === true && mine;
    });
    expect(again.deliveries.nodes).toEqual([{ redelivery: true }]);

    const other = await t.createOrg('Ajena');
    const foreign = (await t.request('GET', '/v1/events', { key: other.testKey })).body.data;
    const unknown = await gql(`mutation($id: ID!) { redeliverEvent(id: $id) { id } }`, { id: foreign[0]?.id ?? 'evt_nope' });
    expect(unknown.body.errors[0].extensions.code).toBe('not_found');
  });

  it('reads every endpoint\'s delivery log in one statement, however many endpoints', async () => {
    for (let i = 0; i < 3; i++) {
      await gql(`mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: ["provider.*"] }) { id } }`, { url: `${receiver.url}/many-${i}` });
    }
    t.resetQueries();
    const res = await gql(`{ webhookEndpoints(first: 50) { nodes { deliveries(first: 5) { nodes { id } } } } }`);
    expect(res.body.data.webhookEndpoints.nodes.length).toBeGreaterThanOrEqual(4);
    expect(t.queries.filter((q) => q.includes('webhook_deliveries')).length).toBe(1);
  });
});

describe('who acted, in the event log', () => {
  it('records the person or the API key on each event: REST GET /v1/events and GraphQL Event.actor', async () => {
    const byPerson = await gql(`mutation { createProvider(input: { name: "Hormigones Panel", nif: "B12345674" }) { id } }`);
    expect(byPerson.body.errors).toBeUndefined();
    const byKey = await t.request('POST', '/v1/providers', { key: org.testKey, body: { name: 'Áridos Panel', nif: 'GB123456789' } });
    expect(byKey.status).toBe(201);

    const events = (await t.request('GET', '/v1/events?type=provider.created', { key: org.testKey })).body.data;
    const actorOf = (providerId: string) => events.find((e: any) => e.data.object.id === providerId).actor;
    expect(actorOf(byPerson.body.data.createProvider.id)).toEqual({ type: 'user', id: admin.userId });
    expect(actorOf(byKey.body.id)).toEqual({ type: 'api_key', id: org.testKeyId });
    const one = await t.request('GET', `/v1/events/${events[0].id}`, { key: org.testKey });
    expect(Object.keys(one.body)).toEqual(['id', 'type', 'created_at', 'organization_id', 'livemode', 'actor', 'data']);

    const gqlEvents = await gql(`{ events(type: "provider.created") { nodes { actor { type id } data { object } } } }`);
    expect(gqlEvents.body.data.events.nodes.map((e: any) => [e.data.object.name, e.actor])).toEqual(
      expect.arrayContaining([
        ['Hormigones Panel', { type: 'USER', id: admin.userId }],
        ['Áridos Panel', { type: 'API_KEY', id: org.testKeyId }],
      ]),
    );
  });
});
