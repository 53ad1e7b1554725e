import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { type Service, killAllServices, startService, testCaFile } from './helpers/service.js';
import { type Receiver, startReceiver, waitFor } from './helpers/webhooks.js';

/**
 * No secret in any log line at any level: the service runs as a process at LOG_LEVEL=debug (API
 * and worker), serves a full flow, and is made to fail statements whose SQL, detail and message
 * carry customer data and secrets. Its whole output, and the embedded PostgreSQL's own log, must
 * hold none of them (docs/operations.md#logging).
 */
let t: TestApp;
let org: TestOrg;
let receiver: Receiver;
let service: Service;
const MARK = `CUSTOMERDATA${randomBytes(6).toString('hex')}`;
const COOKIE = `COOKIESECRET${randomBytes(6).toString('hex')}`;
const PASSWORD = `PASSWORDSECRET${randomBytes(6).toString('hex')}`;
const secrets: string[] = [MARK, COOKIE, PASSWORD];

beforeAll(async () => {
  t = await startTestApp();
  [org, receiver] = await Promise.all([t.createOrg('Logs'), startReceiver()]);
  secrets.push(org.testKey, org.liveKey);
  // Statements that fail inside PostgreSQL, past every check of the service: a 500 whose error
  // carries the failed INSERT with its values, a DETAIL with the whole row, a quoted value.
  await sql(`create function refuse_marked() returns trigger language plpgsql as $$
    begin
      if row_to_json(new)::text like '%FAILME%' then
        raise exception using errcode = 'XX000', message = format('refused row %L', row_to_json(new)::text),
          detail = row_to_json(new)::text, hint = row_to_json(new)::text;
      end if;
      return new;
    end $$`);
  for (const table of ['projects', 'webhook_endpoints', 'providers']) {
    await sql(`create trigger refuse_marked before insert or update on ${table} for each row execute function refuse_marked()`);
  }
  // The worker's statements fail too: recording a delivery attempt to the marked endpoint.
  await sql(`create function refuse_marked_delivery() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from webhook_endpoints w where w.id = new.webhook_endpoint_id and w.url like '%FAILME%') then
        raise exception using errcode = 'XX000', message = format('refused delivery %L', (select w.secret from webhook_endpoints w where w.id = new.webhook_endpoint_id)),
          detail = (select row_to_json(w)::text from webhook_endpoints w where w.id = new.webhook_endpoint_id);
      end if;
      return new;
    end $$`);
  await sql(`create trigger refuse_marked_delivery before insert on webhook_deliveries for each row execute function refuse_marked_delivery()`);
  service = await startService([], {
    DATABASE_URL: t.databaseUrl,
    LOG_LEVEL: 'debug',
    NODE_EXTRA_CA_CERTS: await testCaFile(),
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1',
  });
  secrets.push(t.databaseUrl);
}, 120_000);
afterAll(async () => {
  await killAllServices();
  await receiver?.close();
  await t?.close();
});

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

/** A request to the service process, with credentials in every header that can carry them. */
async function call(method: string, url: string, body?: unknown, key = org.testKey): Promise<{ status: number; body: any }> {
  const res = await fetch(`${service.baseUrl}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      Cookie: `session=${COOKIE}`,
      'X-Api-Key': key,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('logs at LOG_LEVEL=debug', () => {
  it('carry no key, webhook secret, header credential, password, connection password or customer data', async () => {
    // A full flow, with a marker in every text a customer writes.
    const key = await call('POST', '/v1/api-keys', { mode: 'test', scopes: ['read:projects'], name: MARK });
    expect(key.status).toBe(201);
    secrets.push(key.body.secret);
    const hook = await call('POST', '/v1/webhooks', { url: `${receiver.url}/ok`, events: ['*'], description: MARK });
    expect(hook.status).toBe(201);
    secrets.push(hook.body.secret);
    const project = await call('POST', '/v1/projects', { name: `Obra ${MARK}`, client_nif: 'B12345674', client_email: `${MARK.toLowerCase()}@example.com` });
    expect(project.status).toBe(201);
    const provider = await call('POST', '/v1/providers', { name: `Proveedor ${MARK}`, nif: 'B12345674', email: 'p@example.com' });
    expect(provider.status).toBe(201);
    const duplicate = await call('POST', '/v1/providers', { name: MARK, nif: 'B12345674' });
    expect(duplicate.status).toBe(409);
    const invoice = await call('POST', '/v1/invoices', {
      project_id: project.body.id,
      provider_id: provider.body.id,
      invoice_number: `F-${MARK}`,
      issue_date: '2026-11-02',
      subtotal_amount: 100000,
      tax_amount: 21000,
      total_amount: 121000,
    });
    expect(invoice.status).toBe(201);
    const note = await call('POST', '/v1/delivery-notes', {
      project_id: project.body.id,
      provider_id: provider.body.id,
      delivery_note_number: `A-${MARK}`,
      delivery_date: '2026-11-01',
      line_items: [{ description: MARK, quantity: 1, unit: 'ud', unit_price: 100000, subtotal: 100000 }],
    });
    expect(note.status).toBe(201);
    expect((await call('POST', `/v1/invoices/${invoice.body.id}/match`, { delivery_note_ids: [note.body.id] })).status).toBe(200);
    expect((await call('PATCH', `/v1/projects/${project.body.id}`, { address: MARK })).status).toBe(200);
    expect((await call('GET', `/v1/projects?q=${MARK}&limit=1`)).status).toBe(200);
    const graphql = await call('POST', '/graphql', {
      query: 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id name } }',
      variables: { input: { name: `GraphQL ${MARK}` } },
    });
    expect(graphql.body.data.createProject.id).toMatch(/^prj_/);
    // Client mistakes, credentials in bodies and a wrong key.
    expect((await call('POST', '/v1/projects', { name: MARK, password: PASSWORD })).status).toBe(422);
    expect((await call('GET', '/v1/projects', undefined, `svc_test_${'x'.repeat(32)}`)).status).toBe(401);
    expect((await call('POST', '/v1/projects', { name: `a\u0000${MARK}` })).status).toBe(422);
    expect((await call('POST', '/graphql', { query: 'query($f: Int) { projects(first: $f) { totalCount } }', variables: { f: MARK } })).status).toBe(400);

    // Failing statements: the API's (REST and GraphQL) and the worker's.
    const failedProject = await call('POST', '/v1/projects', { name: `FAILME ${MARK}`, client_email: 'x@example.com' });
    expect(failedProject.status).toBe(500);
    const failedHook = await call('POST', '/v1/webhooks', { url: `${receiver.url}/FAILME`, events: ['*'], description: `FAILME ${MARK}` });
    expect(failedHook.status).toBe(500);
    const failedGraphql = await call('POST', '/graphql', {
      query: 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      variables: { input: { name: `FAILME ${MARK}` } },
    });
    expect(failedGraphql.body.errors[0].extensions.code).toBe('internal_error');
    // The endpoint exists (inserted around the trigger), so the worker's delivery attempts fail.
    await sql(`alter table webhook_endpoints disable trigger refuse_marked`);
    const failing = await call('POST', '/v1/webhooks', { url: `${receiver.url}/FAILME`, events: ['project.*'] });
    expect(failing.status).toBe(201);
    secrets.push(failing.body.secret);
    expect((await call('POST', '/v1/projects', { name: `Tras ${MARK}` })).status).toBe(201);

    // Deliveries happen (debug lines), the failing endpoint's job fails in the worker: its first
    // attempt is made (and fails to be recorded) by the event's fan-out job.
    await waitFor(() => receiver.received('/ok').some((r) => r.body.toString().includes(`Tras ${MARK}`)), 30_000, 'deliveries');
    await waitFor(() => /Failed task \d+ \(webhook_fanout/.test(service.output()), 30_000, 'a failed delivery job');
    await new Promise((r) => setTimeout(r, 500));

    const output = service.output();
    // What the test relies on did happen, and was logged.
    expect(output).toContain('"level":20');
    expect(output).toMatch(/"code":"XX000".*"msg":"unhandled error"/);
    expect(output).toMatch(/"msg":"unhandled GraphQL error"/);
    expect(output).toMatch(/refused delivery '…'/);
    // And nothing secret was.
    for (const secret of secrets) expect(output.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
    expect(output).not.toMatch(/svc_(test|live)_[0-9A-Za-z]{32}|whsec_[0-9A-Za-z]{16,}/);
    expect(output).not.toMatch(/postgres:\/\/[^:\s]+:[^[@\s]+@/);
    expect(output).not.toMatch(/insert into|values \(|Key \(/i);
  }, 120_000);

  it('leave no statement, detail or value in the embedded PostgreSQL log', async () => {
    const [{ data_directory: dataDirectory }] = await sql<{ data_directory: string }>(`select current_setting('data_directory') as data_directory`);
    const file = path.join(dataDirectory, 'server.log');
    if (process.env.DATABASE_URL || !fs.existsSync(file)) return; // an external server keeps its own log
    const log = fs.readFileSync(file, 'utf8');
    expect(log).not.toContain(MARK);
    expect(log).not.toMatch(/STATEMENT:|DETAIL:|whsec_/);
  });
});
