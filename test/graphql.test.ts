import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
});
afterAll(() => t?.close());

const PROJECT_FIELDS = 'id name status address startDate endDate clientName createdAt updatedAt archivedAt';

describe('GraphQL projects', () => {
  it('creates, reads, updates, archives and restores a project', async () => {
    const created = await t.graphql(
      org.testKey,
      `mutation ($input: CreateProjectInput!) { createProject(input: $input) { ${PROJECT_FIELDS} } }`,
      { input: { name: 'Obra GraphQL', startDate: '2026-04-01', clientName: 'Cliente' } },
    );
    expect(created.status).toBe(200);
    const p = created.body.data.createProject;
    expect(p).toMatchObject({ name: 'Obra GraphQL', status: 'DRAFT', startDate: '2026-04-01', clientName: 'Cliente' });

    const rest = (await t.request('GET', `/v1/projects/${p.id}`, { key: org.testKey })).body;
    expect(rest.start_date).toBe('2026-04-01');

    const updated = await t.graphql(
      org.testKey,
      `mutation { updateProject(id: "${p.id}", input: { status: IN_PROGRESS, address: "Calle Luna 3" }) { status address } }`,
    );
    expect(updated.body.data.updateProject).toEqual({ status: 'IN_PROGRESS', address: 'Calle Luna 3' });

    const archived = await t.graphql(org.testKey, `mutation { archiveProject(id: "${p.id}") { status archivedAt } }`);
    expect(archived.body.data.archiveProject.status).toBe('ARCHIVED');
    const restored = await t.graphql(org.testKey, `mutation { restoreProject(id: "${p.id}") { status } }`);
    expect(restored.body.data.restoreProject.status).toBe('IN_PROGRESS');

    const read = await t.graphql(org.testKey, `{ project(id: "${p.id}") { id name status } }`);
    expect(read.body.data.project).toEqual({ id: p.id, name: 'Obra GraphQL', status: 'IN_PROGRESS' });
  });

  it('lists projects as a Relay connection with cursors, filters and totalCount', async () => {
    const own = await t.createOrg('Connections');
    for (const name of ['Uno', 'Dos', 'Tres']) {
      await t.request('POST', '/v1/projects', { key: own.testKey, body: { name } });
    }
    const q = `query ($after: String) { projects(first: 2, after: $after) {
      totalCount edges { cursor node { name } } nodes { name } pageInfo { hasNextPage endCursor } } }`;
    const first = (await t.graphql(own.testKey, q)).body.data.projects;
    expect(first.totalCount).toBe(3);
    expect(first.nodes.map((n: { name: string }) => n.name)).toEqual(['Tres', 'Dos']);
    expect(first.edges[1].cursor).toBe(first.pageInfo.endCursor);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.graphql(own.testKey, q, { after: first.pageInfo.endCursor })).body.data.projects;
    expect(second.nodes.map((n: { name: string }) => n.name)).toEqual(['Uno']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const filtered = await t.graphql(own.testKey, `{ projects(q: "TRES") { totalCount nodes { name } } }`);
    expect(filtered.body.data.projects).toEqual({ totalCount: 1, nodes: [{ name: 'Tres' }] });
  });

  it('refuses first over 100 with validation_failed naming first', async () => {
    const res = await t.graphql(org.testKey, `{ projects(first: 101) { totalCount } }`);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'first' });
  });

  it('answers an unknown id with a not_found error, not null', async () => {
    const res = await t.graphql(org.testKey, `{ project(id: "prj_01jd000000000000000000000") { id } }`);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('not_found');
  });

  it('reports validation errors with details, in camelCase, changing nothing', async () => {
    const before = await countRows(t, 'projects');
    const res = await t.graphql(
      org.testKey,
      `mutation { createProject(input: { name: "X", startDate: "2026-06-01", endDate: "2026-05-01", clientEmail: "nope" }) { id } }`,
    );
    const ext = res.body.errors[0].extensions;
    expect(ext.code).toBe('validation_failed');
    expect(ext.details.errors.map((e: { param: string }) => e.param)).toEqual(['clientEmail']);
    expect(await countRows(t, 'projects')).toBe(before);
  });

  it('refuses a calendar date that does not exist', async () => {
    const res = await t.graphql(org.testKey, `mutation { createProject(input: { name: "X", startDate: "2026-02-30" }) { id } }`);
    expect(res.body.errors[0].extensions.code).toBe('validation_failed');
  });

  it('refuses an unknown enum value in variables as validation_failed, not a 500', async () => {
    const res = await t.graphql(org.testKey, `mutation($s: WebhookEndpointStatus!) { updateWebhookEndpoint(id: "wh_x", input: { status: $s }) { id } }`, {
      s: 'PAUSED',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('validation_failed');
  });

  it('enforces scopes with insufficient_scope', async () => {
    const readOnly = await t.createKey(org, 'test', ['read:projects']);
    const res = await t.graphql(readOnly, `mutation { createProject(input: { name: "X" }) { id } }`);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:projects' } });
  });

  it('answers 401 without a valid key', async () => {
    const res = await t.graphql(null, `{ projects { totalCount } }`);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('unauthenticated');
    const bad = await t.graphql('svc_test_' + 'x'.repeat(32), `{ projects { totalCount } }`);
    expect(bad.status).toBe(401);
    expect(bad.body.errors[0].extensions.code).toBe('invalid_api_key');
  });

  it('keeps Apollo CSRF prevention on for GET queries without a preflight header', async () => {
    const res = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { livemode } }')}`, {
      headers: { Authorization: `Bearer ${org.testKey}` },
    });
    expect(res.status).toBe(400);
    const ok = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { livemode } }')}`, {
      headers: { Authorization: `Bearer ${org.testKey}`, 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { viewer: { livemode: boolean } } }).data.viewer.livemode).toBe(false);
  });
});

describe('GraphQL providers', () => {
  it('creates, filters, updates and deletes providers', async () => {
    const own = await t.createOrg('GQL providers');
    const created = await t.graphql(
      own.testKey,
      `mutation { createProvider(input: { name: "Áridos Norte", nif: "b-12345674", category: MATERIALES }) {
        id nif category invoicesCount deliveryNotesCount totalBilledAmount } }`,
    );
    const p = created.body.data.createProvider;
    expect(p).toMatchObject({ nif: 'B12345674', category: 'MATERIALES', invoicesCount: 0, totalBilledAmount: 0 });

    const dup = await t.graphql(own.testKey, `mutation { createProvider(input: { name: "Otro", nif: "B12345674" }) { id } }`);
    expect(dup.body.errors[0].extensions).toMatchObject({ code: 'duplicate_resource', details: { existing_id: p.id } });

    const list = await t.graphql(own.testKey, `{ providers(q: "aridos", category: MATERIALES) { totalCount nodes { id } } }`);
    expect(list.body.data.providers).toEqual({ totalCount: 1, nodes: [{ id: p.id }] });

    const updated = await t.graphql(own.testKey, `mutation { updateProvider(id: "${p.id}", input: { email: "a@b.example" }) { email } }`);
    expect(updated.body.data.updateProvider.email).toBe('a@b.example');

    const deleted = await t.graphql(own.testKey, `mutation { deleteProvider(id: "${p.id}") { id deleted } }`);
    expect(deleted.body.data.deleteProvider).toEqual({ id: p.id, deleted: true });
    const gone = await t.graphql(own.testKey, `{ provider(id: "${p.id}") { id } }`);
    expect(gone.body.errors[0].extensions.code).toBe('not_found');
  });

  it("answers not_found for another organization's provider", async () => {
    const p = (await t.request('POST', '/v1/providers', { key: org.testKey, body: { name: 'X', nif: 'GB999999973' } })).body;
    const other = await t.createOrg('Other');
    const res = await t.graphql(other.testKey, `{ provider(id: "${p.id}") { id } }`);
    expect(res.body.errors[0].extensions.code).toBe('not_found');
  });
});

describe('GraphQL events', () => {
  it('lists events with their data', async () => {
    const own = await t.createOrg('GQL events');
    await t.request('POST', '/v1/projects', { key: own.testKey, body: { name: 'Evento' } });
    const res = await t.graphql(own.testKey, `{ events(first: 5) { nodes { id type data { object } } } }`);
    const [event] = res.body.data.events.nodes;
    expect(event.type).toBe('project.created');
    expect(event.data.object.name).toBe('Evento');
    const one = await t.graphql(own.testKey, `{ event(id: "${event.id}") { type organizationId } }`);
    expect(one.body.data.event).toEqual({ type: 'project.created', organizationId: own.id });
  });
});

describe('the explorer (GET /graphql from a browser)', () => {
  it('serves GraphiQL whose every asset comes from this service, and leaves GraphQL requests to Apollo', async () => {
    const page = await fetch(`${t.baseUrl}/graphql`, { headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/https?:|\*|unsafe-eval/);
    const html = await page.text();
    const assets = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual([
      'data:,',
      '/graphql/explorer/graphiql.min.css',
      '/graphql/explorer/react.production.min.js',
      '/graphql/explorer/react-dom.production.min.js',
      '/graphql/explorer/graphiql.min.js',
      '/graphql/explorer/explorer.js',
    ]);
    for (const asset of assets.slice(1)) {
      const res = await fetch(`${t.baseUrl}${asset}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(asset.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      const text = await res.text();
      // No font service, script CDN or analytics the page would call out to.
      expect(/fonts\.googleapis|fonts\.gstatic|cdn\.jsdelivr|unpkg\.com|esm\.sh|google-analytics/.test(text)).toBe(false);
    }
    expect((await fetch(`${t.baseUrl}/graphql/explorer/graphiql.min.js.map`)).status).toBe(404);
    // A client asking for JSON (or for nothing in particular) still reaches Apollo.
    const query = encodeURIComponent('{ __typename }');
    const json = await fetch(`${t.baseUrl}/graphql?query=${query}`, { headers: { Accept: 'application/json', 'apollo-require-preflight': 'true', Authorization: `Bearer ${org.testKey}` } });
    expect(await json.json()).toEqual({ data: { __typename: 'Query' } });
    const plain = await fetch(`${t.baseUrl}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true', Authorization: `Bearer ${org.testKey}` } });
    expect(plain.headers.get('content-type')).toContain('application/json');
  });
});
