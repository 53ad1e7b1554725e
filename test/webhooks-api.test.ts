import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureWebhookRuntime } from '../src/webhooks/webhook-runtime.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  [org, other] = await Promise.all([t.createOrg('Webhooks API'), t.createOrg('Someone else')]);
  configureWebhookRuntime({ allowPrivateNetworks: false });
});
afterAll(() => t?.close());

const URL_OK = 'https://hooks.example.com/cost-control?source=api';
const create = (body: unknown, key = org.testKey) => t.request('POST', '/v1/webhooks', { key, body });
const errorsOf = (res: { body: any }) => res.body.error.details.errors.map((e: any) => [e.param, e.code]);

describe('webhook endpoints over REST', () => {
  it('creates an endpoint, enabled, returning the whsec_ secret only in the create response', async () => {
    const res = await create({ url: URL_OK, events: ['invoice.*', 'project.created', 'project.created'], description: 'ERP sync' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^wh_[0-9a-z]{26}$/),
      url: URL_OK,
      events: ['invoice.*', 'project.created'],
      description: 'ERP sync',
      status: 'enabled',
      failing_since: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      secret: expect.stringMatching(/^whsec_[0-9A-Za-z]{32}$/),
    });
    const got = await t.request('GET', `/v1/webhooks/${res.body.id}`, { key: org.testKey });
    expect(got.status).toBe(200);
    const { secret, ...withoutSecret } = res.body;
    expect(got.body).toEqual(withoutSecret);
    expect(JSON.stringify(got.body)).not.toContain(secret);
    const listed = await t.request('GET', '/v1/webhooks', { key: org.testKey });
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
    const again = await create({ url: URL_OK, events: ['*'] });
    expect(again.body.secret).not.toBe(secret);
  });

  it('accepts every catalog type, `<resource>.*` and `*`; refuses anything else, naming each entry', async () => {
    expect((await create({ url: URL_OK, events: ['*'] })).status).toBe(201);
    expect((await create({ url: URL_OK, events: ['budget.accepted', 'delivery_note.*', 'provider.deleted'] })).status).toBe(201);
    const res = await create({ url: URL_OK, events: ['project.created', 'invoice.exploded', 'widget.*', 'project.**', '', 'PROJECT.CREATED'] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(errorsOf(res)).toEqual([
      ['events[1]', 'invalid_event_type'],
      ['events[2]', 'invalid_event_type'],
      ['events[3]', 'invalid_event_type'],
      ['events[4]', 'invalid_event_type'],
      ['events[5]', 'invalid_event_type'],
    ]);
    expect(errorsOf(await create({ url: URL_OK, events: [] }))).toEqual([['events', 'out_of_range']]);
    expect(errorsOf(await create({ url: URL_OK, events: 'project.created' }))).toEqual([['events', 'invalid_type']]);
  });

  it('refuses http://, malformed and credential-carrying URLs, and private addresses unless allowed', async () => {
    const before = await countRows(t, 'webhook_endpoints');
    const cases: Array<[string, string]> = [
      ['http://hooks.example.com/x', 'invalid_url'],
      ['ftp://hooks.example.com/x', 'invalid_url'],
      ['not a url', 'invalid_url'],
      ['https://user:pass@hooks.example.com/x', 'invalid_url'],
      ['https://hooks.example.com/x#frag', 'invalid_url'],
      ['https://127.0.0.1/hook', 'private_address'],
      ['https://127.1.2.3:8443/hook', 'private_address'],
      ['https://localhost/hook', 'private_address'],
      ['https://api.localhost/hook', 'private_address'],
      ['https://[::1]/hook', 'private_address'],
      ['https://[::ffff:10.0.0.1]/hook', 'private_address'],
      ['https://10.0.0.8/hook', 'private_address'],
      ['https://192.168.1.10/hook', 'private_address'],
      ['https://172.20.0.1/hook', 'private_address'],
      ['https://169.254.169.254/latest/meta-data', 'private_address'],
      ['https://metadata.google.internal/computeMetadata', 'private_address'],
      ['https://0.0.0.0/hook', 'private_address'],
    ];
    for (const [url, code] of cases) {
      const res = await create({ url, events: ['*'] });
      expect(res.status, url).toBe(422);
      expect(errorsOf(res), url).toEqual([['url', code]]);
    }
    expect(await countRows(t, 'webhook_endpoints')).toBe(before);
    const tooLong = await create({ url: `https://hooks.example.com/${'a'.repeat(2100)}`, events: ['*'] });
    expect(errorsOf(tooLong)).toEqual([['url', 'too_long']]);

    configureWebhookRuntime({ allowPrivateNetworks: true });
    try {
      expect((await create({ url: 'https://127.0.0.1/hook', events: ['*'] })).status).toBe(201);
      expect(errorsOf(await create({ url: 'http://127.0.0.1/hook', events: ['*'] }))).toEqual([['url', 'invalid_url']]);
    } finally {
      configureWebhookRuntime({ allowPrivateNetworks: false });
    }
  });

  it('reports every problem of a body at once; unknown and read-only fields are 422', async () => {
    const res = await create({ events: ['nope'], secret: 'whsec_mine', id: 'wh_x', description: '' });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        ['url', 'required'],
        ['events[0]', 'invalid_event_type'],
        ['description', 'too_short'],
        ['secret', 'unknown_field'],
        ['id', 'read_only_field'],
      ]),
    );
  });

  it('updates url, events, description and status; `failing` cannot be set; PATCH of nothing changes nothing', async () => {
    const { body: endpoint } = await create({ url: URL_OK, events: ['project.*'] });
    const res = await t.request('PATCH', `/v1/webhooks/${endpoint.id}`, {
      key: org.testKey,
      body: { url: 'https://erp.example.com/in', events: ['provider.created'], description: 'ERP', status: 'disabled' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: 'https://erp.example.com/in', events: ['provider.created'], description: 'ERP', status: 'disabled' });
    expect(res.body.secret).toBeUndefined();
    const cleared = await t.request('PATCH', `/v1/webhooks/${endpoint.id}`, { key: org.testKey, body: { description: null, status: 'enabled' } });
    expect(cleared.body).toMatchObject({ description: null, status: 'enabled', failing_since: null });
    const same = await t.request('PATCH', `/v1/webhooks/${endpoint.id}`, { key: org.testKey, body: {} });
    expect(same.body).toEqual(cleared.body);

    const refused = await t.request('PATCH', `/v1/webhooks/${endpoint.id}`, {
      key: org.testKey,
      body: { status: 'failing', url: 'http://erp.example.com', events: [], secret: 'x' },
    });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual(
      expect.arrayContaining([
        ['status', 'invalid_value'],
        ['url', 'invalid_url'],
        ['events', 'out_of_range'],
        ['secret', 'unknown_field'],
      ]),
    );
  });

  it('deletes an endpoint; afterwards it is 404 everywhere', async () => {
    const { body: endpoint } = await create({ url: URL_OK, events: ['*'] });
    const res = await t.request('DELETE', `/v1/webhooks/${endpoint.id}`, { key: org.testKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: endpoint.id, deleted: true });
    for (const [method, path] of [
      ['GET', `/v1/webhooks/${endpoint.id}`],
      ['PATCH', `/v1/webhooks/${endpoint.id}`],
      ['DELETE', `/v1/webhooks/${endpoint.id}`],
      ['GET', `/v1/webhooks/${endpoint.id}/deliveries`],
    ]) {
      const r = await t.request(method, path, { key: org.testKey, body: method === 'PATCH' ? { description: 'x' } : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error).toMatchObject({ code: 'not_found', param: 'id' });
    }
    expect((await t.request('DELETE', `/v1/webhooks/${endpoint.id}`, { key: org.testKey, body: { force: true } })).status).toBe(422);
  });

  it('lists newest first with keyset pagination, per organization and mode', async () => {
    const own = await t.createOrg('Pagination');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create({ url: `${URL_OK}&n=${i}`, events: ['*'] }, own.testKey)).body.id);
    await create({ url: URL_OK, events: ['*'] }, own.liveKey);
    const page1 = await t.request('GET', '/v1/webhooks?limit=2', { key: own.testKey });
    expect(page1.body.data.map((w: any) => w.id)).toEqual([ids[4], ids[3]]);
    expect(page1.body.pagination).toEqual({ next_cursor: expect.any(String), limit: 2 });
    const page2 = await t.request('GET', `/v1/webhooks?limit=2&cursor=${page1.body.pagination.next_cursor}`, { key: own.testKey });
    const page3 = await t.request('GET', `/v1/webhooks?limit=2&cursor=${page2.body.pagination.next_cursor}`, { key: own.testKey });
    expect([...page2.body.data, ...page3.body.data].map((w: any) => w.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(page3.body.pagination.next_cursor).toBeNull();
    const live = await t.request('GET', '/v1/webhooks', { key: own.liveKey });
    expect(live.body.data).toHaveLength(1);
    const deliveries = await t.request('GET', `/v1/webhooks/${ids[0]}/deliveries`, { key: own.testKey });
    expect(deliveries.body).toEqual({ data: [], pagination: { next_cursor: null, limit: 25 } });
  });

  it('answers every error code of the new endpoints', async () => {
    const { body: mine } = await create({ url: URL_OK, events: ['*'] });
    const { body: theirs } = await create({ url: URL_OK, events: ['*'] }, other.testKey);
    const { body: live } = await create({ url: URL_OK, events: ['*'] }, org.liveKey);

    expect((await t.request('GET', '/v1/webhooks')).body.error.code).toBe('unauthenticated');
    expect((await t.request('GET', '/v1/webhooks', { key: 'svc_test_0000000000000000000000000000000a' })).body.error.code).toBe('invalid_api_key');
    const revoked = await t.createKey(org, 'test', ['manage:webhooks']);
    const self = await t.request('GET', '/v1/api-keys', { key: org.testKey });
    const revokedKey = self.body.data.find((k: any) => k.last4 === revoked.slice(-4));
    await t.request('DELETE', `/v1/api-keys/${revokedKey.id}`, { key: org.testKey });
    const r401 = await t.request('GET', '/v1/webhooks', { key: revoked });
    expect([r401.status, r401.body.error.code]).toEqual([401, 'api_key_revoked']);

    const noScope = await t.createKey(org, 'test', ['read:projects', 'read:events']);
    for (const [method, path] of [
      ['GET', '/v1/webhooks'],
      ['POST', '/v1/webhooks'],
      ['GET', `/v1/webhooks/${mine.id}`],
      ['PATCH', `/v1/webhooks/${mine.id}`],
      ['DELETE', `/v1/webhooks/${mine.id}`],
      ['GET', `/v1/webhooks/${mine.id}/deliveries`],
      ['POST', '/v1/events/evt_01m8000000000000000000000a/redeliver'],
    ]) {
      const res = await t.request(method, path, { key: noScope, body: method === 'POST' || method === 'PATCH' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'manage:webhooks' } });
    }

    for (const id of [theirs.id, live.id, 'wh_01m8000000000000000000000a', 'prj_01m8000000000000000000000a', 'nope']) {
      const res = await t.request('GET', `/v1/webhooks/${id}`, { key: org.testKey });
      expect([res.status, res.body.error.code], id).toEqual([404, 'not_found']);
    }
    const unknownEvent = await t.request('POST', '/v1/events/evt_01m8000000000000000000000a/redeliver', { key: org.testKey });
    expect([unknownEvent.status, unknownEvent.body.error.code]).toEqual([404, 'not_found']);

    const put = await t.request('PUT', `/v1/webhooks/${mine.id}`, { key: org.testKey, body: {} });
    expect([put.status, put.body.error.code]).toEqual([405, 'method_not_allowed']);
    expect(put.headers.get('allow')).toBe('DELETE, GET, PATCH');
    const getRedeliver = await t.request('GET', '/v1/events/evt_01m8000000000000000000000a/redeliver', { key: org.testKey });
    expect([getRedeliver.status, getRedeliver.body.error.code]).toEqual([405, 'method_not_allowed']);

    const badJson = await t.request('POST', '/v1/webhooks', { key: org.testKey, raw: '{"url":', headers: { 'Content-Type': 'application/json' } });
    expect([badJson.status, badJson.body.error.code]).toEqual([400, 'invalid_json']);
    const notObject = await t.request('POST', '/v1/webhooks', { key: org.testKey, body: ['https://x.example'] });
    expect([notObject.status, notObject.body.error.code]).toEqual([400, 'invalid_request']);
    const cursor = await t.request('GET', '/v1/webhooks?cursor=abc', { key: org.testKey });
    expect([cursor.status, cursor.body.error.code]).toEqual([400, 'invalid_cursor']);
    const deliveriesCursor = await t.request('GET', `/v1/webhooks/${mine.id}/deliveries?cursor=abc`, { key: org.testKey });
    expect([deliveriesCursor.status, deliveriesCursor.body.error.code]).toEqual([400, 'invalid_cursor']);
    const form = await t.request('POST', '/v1/webhooks', { key: org.testKey, raw: 'url=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect([form.status, form.body.error.code]).toEqual([415, 'unsupported_media_type']);
    const huge = await t.request('POST', '/v1/webhooks', { key: org.testKey, raw: JSON.stringify({ url: 'x'.repeat(1_100_000) }), headers: { 'Content-Type': 'application/json' } });
    expect([huge.status, huge.body.error.code]).toEqual([413, 'payload_too_large']);

    const limit = await t.request('GET', '/v1/webhooks?limit=101', { key: org.testKey });
    expect([limit.status, ...errorsOf(limit)]).toEqual([422, ['limit', 'out_of_range']]);
    const query = await t.request('GET', `/v1/webhooks/${mine.id}?expand=secret`, { key: org.testKey });
    expect([query.status, ...errorsOf(query)]).toEqual([422, ['expand', 'unknown_field']]);
    const deliveriesQuery = await t.request('GET', `/v1/webhooks/${mine.id}/deliveries?status=failed`, { key: org.testKey });
    expect([deliveriesQuery.status, ...errorsOf(deliveriesQuery)]).toEqual([422, ['status', 'unknown_field']]);
    const redeliverBody = await t.request('POST', '/v1/events/evt_01m8000000000000000000000a/redeliver', { key: org.testKey, body: { webhook_id: mine.id } });
    expect([redeliverBody.status, ...errorsOf(redeliverBody)]).toEqual([422, ['webhook_id', 'unknown_field']]);
  });
});

describe('webhook endpoints over GraphQL', () => {
  const FIELDS = 'id url events description status failingSince createdAt secret';

  it('creates, lists, updates and deletes with the REST rules and codes', async () => {
    const own = await t.createOrg('GraphQL hooks');
    const created = await t.graphql(
      own.testKey,
      `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { ${FIELDS} } }`,
      { input: { url: URL_OK, events: ['project.*'], description: 'web app' } },
    );
    const endpoint = created.body.data.createWebhookEndpoint;
    expect(endpoint).toMatchObject({ url: URL_OK, events: ['project.*'], status: 'ENABLED', failingSince: null, description: 'web app' });
    expect(endpoint.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);

    const listed = await t.graphql(own.testKey, `{ webhookEndpoints(first: 10) { totalCount nodes { ${FIELDS} } pageInfo { hasNextPage } } }`);
    expect(listed.body.data.webhookEndpoints).toEqual({
      totalCount: 1,
      nodes: [{ ...endpoint, secret: null }],
      pageInfo: { hasNextPage: false },
    });

    const updated = await t.graphql(
      own.testKey,
      `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { status: DISABLED, events: ["*"] }) { status events secret } }`,
      { id: endpoint.id },
    );
    expect(updated.body.data.updateWebhookEndpoint).toEqual({ status: 'DISABLED', events: ['*'], secret: null });

    const failing = await t.graphql(own.testKey, `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { status: FAILING }) { id } }`, {
      id: endpoint.id,
    });
    expect(failing.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'status' });

    const invalid = await t.graphql(
      own.testKey,
      `mutation { createWebhookEndpoint(input: { url: "http://x.example", events: ["nope"] }) { id } }`,
    );
    expect(invalid.body.errors[0].extensions.code).toBe('validation_failed');
    expect(invalid.body.errors[0].extensions.details.errors.map((e: any) => [e.param, e.code])).toEqual([
      ['url', 'invalid_url'],
      ['events[0]', 'invalid_event_type'],
    ]);

    const deleted = await t.graphql(own.testKey, `mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id deleted } }`, { id: endpoint.id });
    expect(deleted.body.data.deleteWebhookEndpoint).toEqual({ id: endpoint.id, deleted: true });
    const missing = await t.graphql(own.testKey, `query($id: ID!) { webhookEndpoint(id: $id) { id } }`, { id: endpoint.id });
    expect(missing.body.errors[0].extensions.code).toBe('not_found');

    const noScope = await t.createKey(own, 'test', ['read:projects']);
    const denied = await t.graphql(noScope, `{ webhookEndpoints { totalCount } }`);
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'manage:webhooks' } });
  });
});
