import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../src/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { loadConfig } from '../src/platform/config.js';
import { freePort } from '../src/platform/db/embedded.js';
import { cloneDatabase } from './helpers/database.js';
import { type Service, killAllServices, startService, testCaFile } from './helpers/service.js';
import { type Receiver, startReceiver, waitFor } from './helpers/webhooks.js';

/**
 * `/metrics` of a running service (`npm start`: API and worker in one process) on its own
 * port, scraped before and after requests, GraphQL operations, a webhook delivery and a
 * document import (docs/operations.md#metrics).
 */
const IMPORTS = fs.readFileSync(path.resolve('schema/operations/document-imports.graphql'), 'utf8');

let db: { url: string; drop: () => Promise<void> };
let orm: MikroORM;
let receiver: Receiver;
let service: Service;
let metricsUrl: string;
let key: string;

beforeAll(async () => {
  [db, receiver] = await Promise.all([cloneDatabase(), startReceiver()]);
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  service = await startService([], { DATABASE_URL: db.url, NODE_EXTRA_CA_CERTS: await testCaFile(), METRICS_PORT: String(metricsPort) });
  orm = await createOrm(db.url);
  key = (await createOrganization(orm.em.fork(), { name: 'Metrics', email: 'ops@example.com' })).api_keys[0].secret;
}, 120_000);
afterAll(async () => {
  await killAllServices();
  await orm?.close();
  await receiver?.close();
  await db?.drop();
});

/** The samples of a scrape, keyed by name and labels as written (`name{a="b"}`). */
async function scrape(): Promise<Map<string, number>> {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include every one of `labels`. */
function sum(samples: Map<string, number>, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const [series, value] of samples) {
    if (!series.startsWith(`${name}{`) && series !== name) continue;
    if (Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`))) total += value;
  }
  return total;
}

function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('/metrics', () => {
  it('is served on METRICS_PORT only, never on the API port', async () => {
    expect((await fetch(`${service.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    const samples = await scrape();
    expect(sum(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.has('db_pool_connections{pool="orm",state="in_use"}')).toBe(true);
    expect(samples.has('db_pool_waiting{pool="worker"}')).toBe(true);
  });

  it('counts HTTP requests by route template, method and status, with their durations', async () => {
    const created = await call('POST', '/v1/projects', { name: 'Obra de métricas' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const route = { route: '/v1/projects/{id}', method: 'GET' };
    const before = await scrape();
    expect((await call('GET', `/v1/projects/${id}`)).status).toBe(200);
    expect((await call('GET', `/v1/projects/${id}`)).status).toBe(200);
    expect((await call('GET', '/v1/projects/prj_00000000000000000000000000')).status).toBe(404);
    expect((await call('GET', `/v1/projects/${id}`, undefined, { Authorization: 'Bearer svc_test_nope' })).status).toBe(401);
    expect((await call('GET', '/nowhere/at/all')).status).toBe(404);
    const after = await scrape();
    const count = (s: Map<string, number>, status: string) => sum(s, 'http_request_duration_seconds_count', { ...route, status });
    expect(count(after, '200') - count(before, '200')).toBe(2);
    expect(count(after, '404') - count(before, '404')).toBe(1);
    expect(count(after, '401') - count(before, '401')).toBe(1);
    expect(sum(after, 'http_request_duration_seconds_sum', { ...route, status: '200' })).toBeGreaterThan(sum(before, 'http_request_duration_seconds_sum', { ...route, status: '200' }));
    // The le="+Inf" bucket holds every request; a raw path never becomes a label.
    expect(sum(after, 'http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' })).toBe(count(after, '200'));
    expect(sum(after, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect([...after.keys()].filter((series) => series.includes(id) || series.includes('/nowhere'))).toEqual([]);
  });

  it('counts GraphQL operations by name, type and outcome', async () => {
    const labels = (outcome: string) => ({ operation: 'MetricsProjects', type: 'query', outcome });
    const before = await scrape();
    const ok = await call('POST', '/graphql', { query: 'query MetricsProjects { projects(first: 1) { totalCount } }' });
    expect(((await ok.json()) as any).errors).toBeUndefined();
    const invalid = await call('POST', '/graphql', { query: 'query MetricsProjects { projects(first: 1) { noSuchField } }' });
    expect(((await invalid.json()) as any).errors).toHaveLength(1);
    const after = await scrape();
    const count = (s: Map<string, number>, outcome: string) => sum(s, 'graphql_operation_duration_seconds_count', labels(outcome));
    expect(count(after, 'success') - count(before, 'success')).toBe(1);
    expect(count(after, 'rejected') - count(before, 'rejected')).toBe(1);
  });

  it('counts a webhook delivery by outcome, with its latency', async () => {
    expect((await call('POST', '/v1/webhooks', { url: `${receiver.url}/events`, events: ['project.created'] })).status).toBe(201);
    const before = await scrape();
    expect((await call('POST', '/v1/projects', { name: 'Obra con webhook' })).status).toBe(201);
    await waitFor(async () => receiver.received('/events').length >= 1, 20_000, 'delivery');
    const after = await waitFor(async () => {
      const s = await scrape();
      return sum(s, 'webhook_delivery_duration_seconds_count', { outcome: 'succeeded' }) > sum(before, 'webhook_delivery_duration_seconds_count', { outcome: 'succeeded' }) ? s : null;
    }, 10_000, 'delivery metric');
    expect(sum(after, 'webhook_delivery_duration_seconds_count', { outcome: 'succeeded' }) - sum(before, 'webhook_delivery_duration_seconds_count', { outcome: 'succeeded' })).toBe(1);
    expect(sum(after, 'webhook_delivery_duration_seconds_sum', { outcome: 'succeeded' })).toBeGreaterThan(0);
  });

  it('counts a document import by outcome, and reports the queue by task', async () => {
    const project = (await (await call('POST', '/v1/projects', { name: 'Obra con importación' })).json()) as { id: string };
    const before = await scrape();
    const file = await fetch(`${service.baseUrl}/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/xml' },
      body: '<?xml version="1.0"?><albaran><numero>1</numero></albaran>',
    });
    expect(file.status).toBe(201);
    const started = await call('POST', '/graphql', { query: IMPORTS, operationName: 'ImportDocument', variables: { input: { fileId: ((await file.json()) as { id: string }).id, projectId: project.id, kind: 'INVOICE' } } });
    const imp = ((await started.json()) as any).data.importDocument;
    const settled = await waitFor(async () => {
      const res = await call('POST', '/graphql', { query: IMPORTS, operationName: 'DocumentImport', variables: { id: imp.id } });
      const current = ((await res.json()) as any).data.documentImport;
      return current.status === 'PENDING' ? null : current;
    }, 20_000, 'import');
    const outcome = String(settled.status).toLowerCase();
    const after = await scrape();
    const count = (s: Map<string, number>) => sum(s, 'document_import_duration_seconds_count', { outcome });
    expect(count(after) - count(before)).toBe(1);
    expect(sum(after, 'graphql_operation_duration_seconds_count', { operation: 'ImportDocument', type: 'mutation', outcome: 'success' })).toBe(1);

    // The queue, read at scrape time: a job due an hour ago of a task no worker runs is ready and
    // an hour old; one due in an hour is scheduled. Every task of the worker has its series.
    const connection = orm.em.fork().getConnection();
    await connection.execute(`select graphile_worker.add_job('metrics_probe', '{}'::json, run_at => now() - interval '1 hour')`);
    await connection.execute(`select graphile_worker.add_job('metrics_probe', '{}'::json, run_at => now() + interval '1 hour')`);
    const queue = await scrape();
    expect(queue.get('jobs_queued{task="metrics_probe",state="ready"}')).toBe(1);
    expect(queue.get('jobs_queued{task="metrics_probe",state="scheduled"}')).toBe(1);
    expect(queue.get('jobs_oldest_ready_age_seconds{task="metrics_probe"}')).toBeGreaterThanOrEqual(3600);
    expect(queue.get('jobs_queued{task="document_import",state="ready"}')).toBe(0);
    expect(queue.get('jobs_oldest_ready_age_seconds{task="webhook_fanout"}')).toBe(0);
  });
});
