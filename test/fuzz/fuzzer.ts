import { type Answer, problemOf } from './check.js';
import { graphqlRequest } from './graphql.js';
import type { Credentials } from './http.js';
import { restBody, restRequest, restRoutes } from './rest.js';
import { Pools, prng } from './values.js';

/**
 * A seeded fuzzer of the public surfaces (docs/operations.md#fuzzing): every REST route (read from
 * the routers, so routes added later are fuzzed too) and every GraphQL query and mutation field
 * (read from the schema). Requests start from valid shapes and are mutated — wrong types, NUL
 * and lone surrogates, huge and tiny numbers, unknown and missing fields, forged cursors and ids,
 * broken JSON, wrong content types and credentials — and every answer is checked:
 * - never a 5xx;
 * - REST errors in the envelope `{error: {code, message, param, details, request_id}}`, with a
 *   documented code whose status is the one answered and `request_id` equal to `Request-Id`;
 * - GraphQL errors with a documented `extensions.code`, never `internal_error`.
 * The parts: values.ts (generator, hostile values, pools, mutations), rest.ts, graphql.ts,
 * http.ts (credentials and bodies both use), check.ts (what an answer must be).
 */
export { restRoutes };

export interface FuzzOptions {
  baseUrl: string;
  credentials: Credentials;
  pools: Pools;
  requests: number;
  seed: number;
  concurrency?: number;
  /** Share of GraphQL requests (default 0.25). */
  graphqlShare?: number;
  onProgress?: (done: number) => void;
}

export interface FuzzFailure {
  index: number;
  problem: string;
  request: { method: string; path: string; headers: Record<string, string>; body?: string };
  status: number;
  response: string;
}

export interface FuzzReport {
  requests: number;
  seed: number;
  byStatus: Record<string, number>;
  rest: number;
  graphql: number;
  routes: number;
  failures: FuzzFailure[];
  ms: number;
}

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const r = prng(options.seed);
  const routes = restRoutes();
  const byStatus: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let next = 0;
  let rest = 0;
  let graphql = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < options.requests) {
      const index = next++;
      const request = r.chance(options.graphqlShare ?? 0.25)
        ? graphqlRequest(r, options.pools, options.credentials)
        : restRequest(r, options.pools, routes, options.credentials);
      if (request.surface === 'rest') rest++;
      else graphql++;
      let answer: Answer;
      try {
        const res = await fetch(`${options.baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        answer = { status: res.status, headers: res.headers, text: await res.text() };
      } catch (error) {
        answer = { status: 599, headers: new Headers(), text: `connection failed: ${(error as Error).message}` };
      }
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      const problem = problemOf(request, answer);
      if (problem) {
        failures.push({
          index,
          problem,
          request: { method: request.method, path: request.path.slice(0, 500), headers: request.headers, body: request.body?.toString().slice(0, 2000) },
          status: answer.status,
          response: answer.text.slice(0, 1000),
        });
      } else if (answer.status < 300) {
        try {
          options.pools.collect(JSON.parse(answer.text));
        } catch {
          /* not JSON (HEAD) */
        }
      }
      if (index % 1000 === 0) options.onProgress?.(index);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { requests: options.requests, seed: options.seed, byStatus, rest, graphql, routes: routes.length, failures, ms: Date.now() - started };
}

export interface Target {
  credentials: Credentials;
  pools: Pools;
}

/**
 * An organization with data of every kind (created through the API, so the pools hold real ids
 * and cursors) and keys of every sort: all scopes (the main one), one scope, live, revoked, and a
 * key of another organization.
 */
export async function prepareTarget(
  baseUrl: string,
  createOrg: (name: string) => Promise<{ id: string; testKey: string; liveKey: string; testKeyId: string }>,
  createKey: (organizationId: string, scopes: string[]) => Promise<string>,
): Promise<Target> {
  const [org, other] = await Promise.all([createOrg('Fuzz'), createOrg('Fuzz other')]);
  const pools = new Pools();
  pools.protected.add(org.testKeyId);
  const call = async (method: string, path: string, body?: unknown, key = org.testKey): Promise<any> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    pools.collect(json);
    return json;
  };
  const revoked = await call('POST', '/v1/api-keys', { mode: 'test', scopes: ['read:projects'] });
  await call('DELETE', `/v1/api-keys/${revoked.id}`);
  const r = prng(1);
  for (let i = 0; i < 3; i++) {
    const project = await call('POST', '/v1/projects', { name: `Obra ${i}` });
    const provider = await call('POST', '/v1/providers', { name: `Proveedor ${i}`, nif: `EU${100 + i}` });
    await call('POST', '/v1/invoices', { project_id: project.id, provider_id: provider.id, invoice_number: `F-${i}`, issue_date: '2026-11-02', subtotal_amount: 1000, tax_amount: 210, total_amount: 1210 });
    await call('POST', '/v1/delivery-notes', {
      project_id: project.id,
      provider_id: provider.id,
      delivery_note_number: `A-${i}`,
      delivery_date: '2026-11-01',
      line_items: [{ description: 'Hormigón', quantity: 1, unit: 'm3', unit_price: 1000, subtotal: 1000 }],
    });
    const budget = await call('POST', '/v1/budgets', restBody(r, pools, { method: 'POST', path: '/v1/budgets' }));
    await call('GET', `/v1/budgets/${budget.id}/items?limit=1`);
    await call('POST', '/v1/webhooks', { url: `https://example.com/hooks/${i}`, events: ['*'] });
  }
  for (const list of ['projects', 'providers', 'invoices', 'delivery-notes', 'budgets', 'events', 'webhooks', 'api-keys']) {
    await call('GET', `/v1/${list}?limit=1`);
  }
  return {
    pools,
    credentials: {
      main: org.testKey,
      others: [org.liveKey, other.testKey, revoked.secret, await createKey(org.id, ['read:projects'])],
    },
  };
}
