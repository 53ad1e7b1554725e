import Router from '@koa/router';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../rest-facade/openapi/document.js';
import { OPERATIONS } from '../rest-facade/openapi/operations.js';
import { resourceRouters } from '../rest-facade/routers/index.js';
import { SCOPES } from '../src/platform/actor.js';
import { startTestApp } from './helpers/harness.js';
import { checkResponse, validateWebhook } from './helpers/openapi.js';

const t = await startTestApp();
afterAll(() => t.close());
const org = await t.createOrg();

describe('the OpenAPI document', () => {
  it('is served at /v1/openapi.json without a key, and is a valid OpenAPI 3.1 document', async () => {
    const res = await t.request('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents exactly the routes the REST facade serves', () => {
    const router = new Router();
    for (const register of resourceRouters) register(router);
    const served = router.stack
      .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`))
      .sort();
    const documented = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();
    expect(documented).toEqual(served);
    expect(Object.keys(openApiDocument().paths!).sort()).toEqual([...new Set(OPERATIONS.map((op) => op.path))].sort());
  });

  it('refuses unknown fields in every request body it documents (additionalProperties: false)', () => {
    const doc = openApiDocument();
    const bodies = OPERATIONS.filter((op) => op.body).map((op) => {
      const content = (doc.paths![op.path] as any)[op.method].requestBody.content['application/json'].schema;
      const schema = content.$ref ? doc.components!.schemas![content.$ref.split('/').pop()] : content;
      return [op.operationId, (schema as any).additionalProperties];
    });
    expect(bodies.length).toBeGreaterThan(15);
    expect(bodies.filter(([, additional]) => additional !== false)).toEqual([]);
  });

  it('publishes the bounds and enums of query parameters', () => {
    const list = (openApiDocument().paths!['/invoices'] as any).get.parameters;
    const param = (name: string) => list.find((p: any) => p.name === name).schema;
    expect(param('limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 25 });
    expect(param('status').enum).toEqual(['pending', 'paid', 'cancelled']);
    expect(param('from')).toMatchObject({ type: 'string', format: 'date' });
    expect(param('project_id').pattern).toBe('^prj_[0-9a-z]{26}$');
  });

  it('names for each operation the scope the service requires: a key with every other scope gets 403 with that scope', async () => {
    for (const op of OPERATIONS) {
      // An operation whose scope follows its target refuses a key with none of them, naming the first.
      const key = await t.createKey(org, 'test', SCOPES.filter((s) => !(op.anyScope ?? [op.scope]).includes(s)));
      const path = `/v1${op.path.replace('{id}', 'x_unknown')}`;
      const res = await t.request(op.method.toUpperCase(), path, { key, body: op.body ? {} : undefined });
      expect([op.operationId, res.status, res.body.error?.details?.required_scope]).toEqual([op.operationId, 403, op.scope]);
    }
  });

  it('describes every event a webhook receives: data.object has the schema of its resource', async () => {
    const k = org.testKey;
    const project = (await t.request('POST', '/v1/projects', { key: k, body: { name: 'Webhook schema' } })).body;
    await t.request('PATCH', `/v1/projects/${project.id}`, { key: k, body: { status: 'finished' } });
    const provider = (await t.request('POST', '/v1/providers', { key: k, body: { name: 'P', nif: 'B12345674' } })).body;
    await t.request('POST', '/v1/invoices', {
      key: k,
      body: { project_id: project.id, provider_id: provider.id, invoice_number: 'W-1', issue_date: '2026-11-02', subtotal_amount: 100, tax_amount: 21, total_amount: 121 },
    });
    const events = (await t.request('GET', '/v1/events?limit=100', { key: k })).body.data;
    expect(events.map((e: any) => e.type).sort()).toEqual(['invoice.created', 'project.created', 'project.finished', 'provider.created']);
    const webhooks = openApiDocument().webhooks as Record<string, any>;
    for (const event of events) {
      expect(webhooks[event.type].post.requestBody.content['application/json'].schema).toBeTruthy();
    }
    // The envelope of each type (the logged event less `actor`, which deliveries leave out) is
    // checked by the same validator the truth check uses.
    const envelopes = events.map(({ actor: _, ...envelope }: any) => envelope);
    for (const envelope of envelopes) expect(validateWebhook(envelope)).toEqual([]);
    expect(validateWebhook({ ...envelopes[0], data: { object: { id: 'nope' } } }).length).toBeGreaterThan(0);
    expect(validateWebhook(events[0]).length).toBeGreaterThan(0);
  });
});

describe('the truth check', () => {
  const headers = new Headers({
    'request-id': 'req_01jd8x9c0000000000000000aa',
    'content-type': 'application/json',
    'ratelimit-policy': '"default";q=100;w=2',
    ratelimit: '"default";r=99;t=1',
  });
  const project = {
    id: 'prj_01jd8x9c0000000000000000aa',
    name: 'P',
    status: 'draft',
    address: null,
    start_date: null,
    end_date: null,
    client_name: null,
    client_nif: null,
    client_email: null,
    client_phone: null,
    client_address: null,
    created_at: '2026-11-22T07:00:00.000Z',
    updated_at: '2026-11-22T07:00:00.000Z',
    archived_at: null,
  };

  it('accepts a documented response and fails one the document does not describe', () => {
    expect(() => checkResponse('GET', '/v1/projects/prj_x', 200, headers, project)).not.toThrow();
    expect(() => checkResponse('GET', '/v1/projects/prj_x', 200, headers, { ...project, secret: 'x' })).toThrow(/does not match/);
    expect(() => checkResponse('GET', '/v1/projects/prj_x', 200, headers, { ...project, status: 'exploded' })).toThrow(/does not match/);
    expect(() => checkResponse('GET', '/v1/projects/prj_x', 418, headers, {})).toThrow(/not documented/);
    expect(() => checkResponse('GET', '/v1/projects/prj_x', 200, new Headers(), project)).toThrow(/Request-Id/);
    const withoutBucket = new Headers(headers);
    withoutBucket.delete('ratelimit');
    expect(() => checkResponse('GET', '/v1/projects/prj_x', 200, withoutBucket, project)).toThrow(/RateLimit is missing/);
    expect(() => checkResponse('PUT', '/v1/projects/prj_x', 200, headers, project)).toThrow(/not documented/);
  });
});

describe('/docs', () => {
  it('serves a reference page whose every asset comes from this service', async () => {
    const page = await fetch(`${t.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The browser loads nothing from elsewhere: scripts, styles, images, fonts and connections
    // are this origin's only (Redoc's footer logo is served pointing nowhere).
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/https?:|\*/);
    const html = await page.text();
    const assets = [...html.matchAll(/\b(?:src|href|spec-url)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(['data:,', '/v1/openapi.json', '/docs/redoc.standalone.js']);
    const script = await fetch(`${t.baseUrl}/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const js = await script.text();
    expect(js.length).toBeGreaterThan(500_000);
    // No font service, script CDN or analytics the page would call out to.
    expect(/fonts\.googleapis|fonts\.gstatic|cdn\.jsdelivr|unpkg\.com|cdn\.redoc\.ly|google-analytics/.test(js)).toBe(false);
  });
});
