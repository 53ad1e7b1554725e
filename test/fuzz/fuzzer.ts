import Router from '@koa/router';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { resourceRouters } from '../../rest-facade/routers/index.js';
import { buildSchema } from '../../src/graphql/server.js';
import type { ErrorCode } from '../../src/shared/errors.js';
import { AppError } from '../../src/shared/errors.js';

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
 */

/** mulberry32: small, fast, seeded. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof prng>;

/** Every documented code (the compiler insists that a new one is added here). */
const CODES: Record<ErrorCode, true> = {
  invalid_json: true,
  invalid_cursor: true,
  invalid_request: true,
  unauthenticated: true,
  invalid_api_key: true,
  api_key_revoked: true,
  insufficient_scope: true,
  not_found: true,
  method_not_allowed: true,
  duplicate_resource: true,
  resource_in_use: true,
  invalid_state_transition: true,
  idempotency_key_in_use: true,
  payload_too_large: true,
  unsupported_media_type: true,
  validation_failed: true,
  idempotency_key_reused: true,
  query_too_complex: true,
  rate_limited: true,
  internal_error: true,
};
const ERROR_STATUS = Object.fromEntries(Object.keys(CODES).map((code) => [code, new AppError(code as ErrorCode, '').status])) as Record<
  ErrorCode,
  number
>;

// ---------------------------------------------------------------------------------------------
// Values

/** encodeURIComponent, for strings with lone surrogates too (a URL can only carry them as U+FFFD). */
function enc(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

const STRINGS = [
  '',
  ' ',
  'a',
  'Hormigón HA-25 ñ',
  'obra 🏗️',
  'a\u0000b',
  '\u0000',
  'x\udfffy',
  'x\ud800',
  '\udc00\ud800',
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202e\u200b',
  'null',
  'undefined',
  '[object Object]',
  '1e309',
  '-0',
  '2026-02-30',
  '2026-11-02',
  '0000-01-01',
  '9999-12-31',
  '2026-11-02T10:00:00.000Z',
  '2026-11-02T25:00:00Z',
  'garbage',
  'B12345674',
  'X1234567L',
  'EUR',
  'eur',
  'XXX',
  'https://example.com/hook',
  'http://127.0.0.1/x',
  'https://169.254.169.254/latest',
  'https://u:p@example.com/x',
  '*',
  'project.*',
  'invoice.paid',
  'nope.*',
];

const NUMBERS = [0, -1, 1, 2, 1.5, -0.001, 1e-7, 100, 2147483647, 2147483648, -2147483649, 9007199254740993, 1e13, 1e13 + 1, -1e13 - 1, 1e300, -1e300, 0.1 + 0.2];

function randomString(r: Random): string {
  switch (r.int(6)) {
    case 0:
      return 'x'.repeat(r.pick([100, 201, 501, 1001, 2049, 10_000]));
    case 1:
      return String.fromCharCode(...Array.from({ length: 1 + r.int(12) }, () => r.int(0x10000)));
    case 2:
      return `${r.pick(STRINGS)}${r.pick(STRINGS)}`;
    default:
      return r.pick(STRINGS);
  }
}

export class Pools {
  private readonly ids = new Map<string, string[]>();
  readonly cursors: string[] = [];
  /** Ids never used (the main key: revoking it would end the run). */
  readonly protected = new Set<string>();

  add(id: string): void {
    if (this.protected.has(id)) return;
    const prefix = id.slice(0, id.indexOf('_'));
    const list = this.ids.get(prefix) ?? [];
    if (!list.includes(id)) {
      list.push(id);
      if (list.length > 200) list.shift();
    }
    this.ids.set(prefix, list);
  }

  /** Remembers every id and cursor a response shows. */
  collect(value: unknown, depth = 0): void {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value.slice(0, 50)) this.collect(v, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^[a-z]+_[0-9a-z]{26}$/.test(v) && !v.startsWith('req_')) this.add(v);
      else if (typeof v === 'string' && (k === 'next_cursor' || k === 'endCursor' || k === 'cursor') && this.cursors.length < 500) this.cursors.push(v);
      else this.collect(v, depth + 1);
    }
  }

  id(r: Random, prefix: string): string {
    const list = this.ids.get(prefix);
    return list && list.length > 0 ? r.pick(list) : `${prefix}_01m82zzzzzzzzzzzzzzzzzzzzz`;
  }

  anyId(r: Random): string {
    const prefixes = [...this.ids.keys()];
    return prefixes.length ? this.id(r, r.pick(prefixes)) : 'prj_01m82zzzzzzzzzzzzzzzzzzzzz';
  }
}

function forgedCursor(r: Random, pools: Pools): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  switch (r.int(7)) {
    case 0:
      return b64([r.pick(STRINGS), pools.anyId(r), 'AAAAAAAAAA']);
    case 1:
      return b64([r.pick(STRINGS), pools.anyId(r)]);
    case 2:
      return b64({ a: 1 });
    case 3: {
      const real = pools.cursors.length ? r.pick(pools.cursors) : b64(['x', 'y', 'z']);
      const decoded = (() => {
        try {
          return JSON.parse(Buffer.from(real, 'base64url').toString());
        } catch {
          return ['x', 'y', 'z'];
        }
      })();
      if (Array.isArray(decoded)) decoded[r.int(decoded.length)] = r.pick(STRINGS);
      return b64(decoded);
    }
    case 4:
      return 'a'.repeat(r.pick([1, 511, 513, 5000]));
    case 5:
      return enc(randomString(r));
    default:
      return pools.cursors.length ? r.pick(pools.cursors) : 'garbage';
  }
}

/** Any JSON value, biased to what the field is likely to accept. */
function randomValue(r: Random, pools: Pools, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0:
    case 1:
      return randomString(r);
    case 2:
      return r.pick(NUMBERS);
    case 3:
      return r.chance(0.5);
    case 4:
      return null;
    case 5:
      return pools.anyId(r);
    case 6:
      return Array.from({ length: r.int(4) }, () => randomValue(r, pools, depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: r.int(3) }, () => [r.pick(['a', 'id', 'name', '__proto__', 'constructor', randomString(r)]), randomValue(r, pools, depth + 1)]));
    default:
      return r.chance(0.5) ? pools.id(r, r.pick(['prj', 'prov', 'inv', 'alb', 'bud', 'bitem', 'wh', 'evt'])) : r.pick(NUMBERS);
  }
}

/** Changes a few things of a (valid) body: a value, a missing field, an unknown one, a wrong shape. */
function mutate(r: Random, pools: Pools, body: unknown): unknown {
  if (r.chance(0.04)) return randomValue(r, pools);
  const copy = structuredClone(body) as Record<string, unknown>;
  const rounds = r.int(4);
  for (let i = 0; i < rounds; i++) {
    const paths: Array<[Record<string, unknown> | unknown[], string | number]> = [];
    const walk = (node: unknown, depth: number) => {
      if (depth > 6 || node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) node.forEach((v, j) => (paths.push([node, j]), walk(v, depth + 1)));
      else for (const [k, v] of Object.entries(node)) (paths.push([node as Record<string, unknown>, k]), walk(v, depth + 1));
    };
    walk(copy, 0);
    if (paths.length === 0) {
      copy[randomString(r).slice(0, 30)] = randomValue(r, pools);
      continue;
    }
    const [parent, key] = r.pick(paths);
    const op = r.int(6);
    if (op <= 2) (parent as Record<string | number, unknown>)[key] = randomValue(r, pools);
    else if (op === 3) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
    } else if (op === 4) {
      if (Array.isArray(parent)) for (let k = 0; k < r.pick([2, 20, 600]); k++) parent.push(structuredClone(parent[0]));
      else parent[r.pick(['id', 'object', 'livemode', 'created_at', 'status', 'unknown_field', 'password'])] = randomValue(r, pools);
    } else (parent as Record<string | number, unknown>)[key] = r.pick(STRINGS);
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// REST

export interface RouteSpec {
  method: string;
  path: string;
}

/** Every route of /v1, read from the routers themselves. */
export function restRoutes(): RouteSpec[] {
  const router = new Router({ prefix: '/v1' });
  for (const register of resourceRouters) register(router);
  const routes: RouteSpec[] = [];
  for (const layer of router.stack) {
    for (const method of layer.methods) if (method !== 'HEAD') routes.push({ method, path: String(layer.path) });
  }
  return routes;
}

const PREFIX_OF: Record<string, string> = {
  projects: 'prj',
  providers: 'prov',
  invoices: 'inv',
  'delivery-notes': 'alb',
  budgets: 'bud',
  webhooks: 'wh',
  events: 'evt',
  'api-keys': 'key',
  items: 'bitem',
};

function pathId(r: Random, pools: Pools, resource: string): string {
  const id = pools.id(r, PREFIX_OF[resource] ?? 'prj');
  switch (r.int(14)) {
    case 0:
      return enc(randomString(r));
    case 1:
      return pools.anyId(r);
    case 2:
      return r.pick(['%00', '%ZZ', '%C0%AF', '..', '%2e%2e', 'a%2Fb', '%F0%9F%8F%97', '%ED%A0%80', 'x'.repeat(3000)]);
    case 3:
      return id.toUpperCase();
    default:
      return id;
  }
}

const QUERY_KEYS = ['limit', 'cursor', 'q', 'status', 'project_id', 'provider_id', 'from', 'to', 'type', 'category', 'chapter', 'include', 'reconciliation_status', 'event_id', 'expand', 'sort', 'format'];

function queryValue(r: Random, pools: Pools, key: string): string {
  if (key === 'cursor') return forgedCursor(r, pools);
  if (key === 'limit') return r.pick(['1', '25', '100', '101', '0', '-1', '1.5', 'abc', '0x10', '00001', '']);
  if (key.endsWith('_id')) return r.chance(0.7) ? pools.id(r, key === 'event_id' ? 'evt' : key === 'project_id' ? 'prj' : 'prov') : randomString(r);
  if (key === 'status') return r.pick(['draft', 'in_progress', 'finished', 'archived', 'pending', 'paid', 'cancelled', 'accepted', 'bogus']);
  if (key === 'from' || key === 'to') return r.pick(['2026-01-01', '2026-02-30', '2026-13-01', 'yesterday', '']);
  if (key === 'type') return r.pick(['project.created', 'invoice.*', 'nope', '*']);
  return randomString(r);
}

function queryString(r: Random, pools: Pools, list: boolean): string {
  if (!list && !r.chance(0.05)) return '';
  const parts: string[] = [];
  for (let i = r.int(list ? 4 : 2); i > 0; i--) {
    const key = r.chance(0.9) ? r.pick(QUERY_KEYS) : enc(randomString(r));
    const value = queryValue(r, pools, key);
    parts.push(`${key}=${r.chance(0.1) ? value.replace(/%/g, '%25') : enc(value)}`);
    if (r.chance(0.03)) parts.push(`${key}=${enc(value)}`);
  }
  if (r.chance(0.05)) parts.push(r.pick(['q=%00', 'q=%FF%FE', 'q=%', 'limit', '=x', '&&', 'q[a]=1', 'cursor=%00']));
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A valid body for the route, before mutation. */
function restBody(r: Random, pools: Pools, route: RouteSpec): unknown {
  const p = route.path;
  const date = () => r.pick(['2026-11-02', '2026-10-15', '2027-01-11']);
  const line = () => ({ description: r.pick(['Hormigón HA-25', 'Acero B500S', 'Ladrillo']), quantity: r.pick([1, 2.5, 10]), unit: r.pick(['m3', 'kg', 'ud']), unit_price: 1000, subtotal: 1000 });
  if (route.method === 'POST' && p === '/v1/projects') return { name: `Obra ${r.int(1e6)}`, address: 'Calle Mayor 1', start_date: '2026-01-01', end_date: '2026-12-31', client_name: 'Cliente', client_nif: 'B12345674', client_email: 'c@example.com' };
  if (route.method === 'PATCH' && p === '/v1/projects/:id') return { name: `Obra ${r.int(1e6)}`, status: r.pick(['draft', 'in_progress', 'finished', 'archived']) };
  if (route.method === 'POST' && p === '/v1/providers') return { name: `Proveedor ${r.int(1e6)}`, nif: r.chance(0.5) ? 'B12345674' : `EU${r.int(1e9)}`, email: 'p@example.com', category: r.pick(['materials', 'subcontractor', 'bogus']) };
  if (route.method === 'PATCH' && p === '/v1/providers/:id') return { name: `Proveedor ${r.int(1e6)}`, phone: '+34 600 000 000' };
  if (route.method === 'POST' && p === '/v1/invoices') return { project_id: pools.id(r, 'prj'), provider_id: pools.id(r, 'prov'), invoice_number: `F-${r.int(1e6)}`, issue_date: date(), subtotal_amount: 100000, tax_amount: 21000, total_amount: 121000, currency: 'EUR' };
  if (route.method === 'PATCH' && p === '/v1/invoices/:id') return { status: r.pick(['pending', 'paid', 'cancelled']), paid_at: r.chance(0.5) ? date() : null, budget_item_ids: [pools.id(r, 'bitem')] };
  if (route.method === 'POST' && p === '/v1/delivery-notes') return { project_id: pools.id(r, 'prj'), provider_id: pools.id(r, 'prov'), delivery_note_number: `A-${r.int(1e6)}`, delivery_date: date(), line_items: [line(), line()] };
  if (route.method === 'PATCH' && p === '/v1/delivery-notes/:id') return { delivery_note_number: `A-${r.int(1e6)}`, line_items: [{ id: pools.id(r, 'albli'), budget_item_id: pools.id(r, 'bitem') }] };
  if (p === '/v1/invoices/:id/match' || p === '/v1/invoices/:id/unmatch') return { delivery_note_ids: [pools.id(r, 'alb')] };
  if (p === '/v1/delivery-notes/:id/match' || p === '/v1/delivery-notes/:id/unmatch') return { invoice_ids: [pools.id(r, 'inv')] };
  if (route.method === 'POST' && p === '/v1/budgets')
    return {
      project_id: pools.id(r, 'prj'),
      name: `Presupuesto ${r.int(1e6)}`,
      currency: 'EUR',
      markup_percentage: r.pick([0, 12.5, -100, 1000]),
      chapters: [
        {
          code: '01',
          title: 'Cimentación',
          items: [
            { code: '01.01', description: 'Hormigón HA-25', unit: 'm3', quantity: 12.5, cost_price: 8000 },
            { code: '01.02', description: 'Acero', unit: 'kg', quantity: 100, breakdowns: [{ code: 'MO', description: 'Oficial', unit: 'h', quantity: 0.1, cost_price: 2000, kind: 'labor' }] },
          ],
        },
      ],
    };
  if (route.method === 'PATCH' && p === '/v1/budgets/:id') return { name: `Presupuesto ${r.int(1e6)}`, status: r.pick(['draft', 'sent', 'accepted', 'rejected', 'archived']), accepted_at: r.pick(['2026-11-02', '2026-11-02T10:00:00Z']), markup_percentage: 5 };
  if (route.method === 'POST' && p === '/v1/webhooks') return { url: 'https://example.com/hooks', events: [r.pick(['*', 'project.*', 'invoice.paid'])], description: 'ERP' };
  if (route.method === 'PATCH' && p === '/v1/webhooks/:id') return { url: 'https://example.com/other', events: ['*'], status: r.pick(['enabled', 'disabled']) };
  if (route.method === 'POST' && p === '/v1/api-keys') return { mode: r.pick(['test', 'live']), scopes: ['read:projects'], name: 'fuzz' };
  if (route.method === 'POST' || route.method === 'PATCH' || route.method === 'PUT') return { name: `x${r.int(1000)}` };
  return undefined;
}

export interface FuzzRequest {
  surface: 'rest' | 'graphql';
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Credentials {
  /** Keys with every scope, and others (fewer scopes, live, revoked, another organization). */
  main: string;
  others: string[];
}

function authorization(r: Random, credentials: Credentials): Record<string, string> {
  const roll = r.next();
  if (roll < 0.82) return { Authorization: `Bearer ${credentials.main}` };
  if (roll < 0.9) return { Authorization: `Bearer ${r.pick(credentials.others)}` };
  if (roll < 0.93) return {};
  return {
    Authorization: r.pick([
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `bearer ${credentials.main}`,
      `Bearer ${credentials.main} extra`,
      `Bearer svc_test_${'A'.repeat(32)}`,
      `Bearer svc_live_${'0'.repeat(31)}`,
      `Bearer ${credentials.main.slice(0, -1)}`,
      'Bearer \t',
      `Bearer ${'x'.repeat(5000)}`,
    ]),
  };
}

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/JSON', ''];

function encodeBody(r: Random, body: unknown): { body?: string | Buffer; contentType?: string } {
  if (body === undefined && r.chance(0.9)) return {};
  const json = JSON.stringify(body ?? {});
  const roll = r.next();
  if (roll < 0.86) return { body: json, contentType: 'application/json' };
  if (roll < 0.89) return { body: r.pick(['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}', '{"a":1,"a":2}', '']), contentType: 'application/json' };
  if (roll < 0.905) return { body: `${'['.repeat(r.pick([1000, 100_000]))}${']'.repeat(r.pick([0, 1000]))}`, contentType: 'application/json' };
  if (roll < 0.91) return { body: Buffer.alloc(1024 * 1024 + 10, 0x20), contentType: 'application/json' };
  if (roll < 0.95) return { body: json, contentType: r.pick(CONTENT_TYPES) };
  if (roll < 0.96) return { body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]), contentType: 'application/json' };
  return { body: json, contentType: r.pick(['application/json; charset=utf-8', 'application/vnd.api+json', 'Application/Json']) };
}

export function restRequest(r: Random, pools: Pools, routes: RouteSpec[], credentials: Credentials): FuzzRequest {
  const route = r.pick(routes);
  const segments = route.path.split('/');
  const path = segments
    .map((segment, i) => (segment.startsWith(':') ? pathId(r, pools, segments[i + 1] === 'items' || segments[i + 1] === 'deliveries' ? segments[i - 1] : segments[i - 1]) : segment))
    .join('/');
  let method = route.method;
  if (r.chance(0.03)) method = r.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'POST', 'GET']);
  const list = route.method === 'GET' && !route.path.endsWith('/:id');
  let fullPath = `${path}${queryString(r, pools, list)}`;
  if (r.chance(0.01)) fullPath = r.pick(['/v1', '/v1/', '/v1/nope', '/v2/projects', '/v1/projects/', '//v1/projects', '/v1/projects/%00', '/graphql/x', '/healthz?x=1']);
  const valid = restBody(r, pools, route);
  const mutated = valid !== undefined && r.chance(0.7) ? mutate(r, pools, valid) : valid;
  // fetch cannot send a body with GET or HEAD.
  const { body, contentType } = method === 'GET' || method === 'HEAD' ? {} : encodeBody(r, mutated);
  const headers: Record<string, string> = { ...authorization(r, credentials) };
  if (contentType) headers['Content-Type'] = contentType;
  if (r.chance(0.05)) headers['Idempotency-Key'] = randomString(r).replace(/[^\x20-\x7e]/g, '?').slice(0, 300) || 'k';
  if (r.chance(0.02)) headers.Cookie = `session=${randomString(r).replace(/[^\x21-\x7e]/g, '').slice(0, 100)}`;
  return { surface: 'rest', method, path: fullPath, headers, body };
}

// ---------------------------------------------------------------------------------------------
// GraphQL

let schema: GraphQLSchema | null = null;

function inputValue(r: Random, pools: Pools, type: GraphQLInputType, name: string, depth = 0): unknown {
  if (isNonNullType(type)) return inputValue(r, pools, type.ofType, name, depth);
  if (r.chance(0.06)) return randomValue(r, pools);
  if (isListType(type)) return Array.from({ length: r.int(3) + (r.chance(0.02) ? 600 : 0) }, () => inputValue(r, pools, type.ofType, name, depth + 1));
  if (isEnumType(type)) return r.chance(0.95) ? r.pick(type.getValues()).name : 'BOGUS';
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (depth > 4) break;
      if (isNonNullType(field.type) || r.chance(0.5)) out[field.name] = inputValue(r, pools, field.type, field.name, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID': {
        const lower = name.toLowerCase();
        const prefix = lower.includes('project') ? 'prj' : lower.includes('provider') ? 'prov' : lower.includes('invoice') ? 'inv' : lower.includes('deliverynote') ? 'alb' : lower.includes('budgetitem') ? 'bitem' : lower.includes('budget') ? 'bud' : lower.includes('webhook') || lower.includes('endpoint') ? 'wh' : lower.includes('event') ? 'evt' : null;
        return prefix ? pools.id(r, prefix) : pools.anyId(r);
      }
      case 'Int':
        return r.pick([1, 2, 5, 10, 25, 0, -1, 101, 2147483647]);
      case 'Float':
        return r.pick([0, 1.5, 12.345, -100, 1000, 1e-7]);
      case 'Boolean':
        return r.chance(0.5);
      case 'Cents':
        return r.pick([0, 100, 121000, -5, 1e13, 1e13 + 1, 1.5]);
      case 'Date':
        return r.pick(['2026-11-02', '2026-02-30', 'x']);
      case 'DateTime':
        return r.pick(['2026-11-02T10:00:00.000Z', 'x']);
      case 'JSON':
        return randomValue(r, pools);
      default:
        return name === 'after' || name === 'cursor' ? forgedCursor(r, pools) : r.chance(0.6) ? `${name} ${r.int(1e6)}` : randomString(r);
    }
  }
  return null;
}

function selection(type: GraphQLOutputType, depth: number, r: Random): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named)) return '{ __typename }';
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined));
  const parts = ['__typename'];
  for (const field of fields) {
    const sub = getNamedType(field.type);
    if (isLeafType(sub)) {
      if (r.chance(0.7)) parts.push(field.name);
    } else if (depth < 2 && r.chance(0.3)) {
      const inner = selection(field.type, depth + 1, r);
      if (inner) parts.push(`${field.name}${field.args.some((a) => a.name === 'first') ? '(first: 2)' : ''} ${inner}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

function graphqlOperation(r: Random, pools: Pools): { query: string; variables: Record<string, unknown>; operationName?: string } {
  schema ??= buildSchema();
  const mutation = r.chance(0.4);
  const root = mutation ? schema.getMutationType()! : schema.getQueryType()!;
  const field: GraphQLField<unknown, unknown> = r.pick(Object.values(root.getFields()));
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  field.args.forEach((arg: GraphQLArgument) => {
    if (!isNonNullType(arg.type) && r.chance(0.5)) return;
    const variable = `v${definitions.length}`;
    definitions.push(`$${variable}: ${r.chance(0.03) ? 'Int' : String(arg.type)}`);
    args.push(`${arg.name}: $${variable}`);
    if (!r.chance(0.03)) variables[variable] = inputValue(r, pools, arg.type, arg.name);
  });
  const name = r.chance(0.5) ? 'Fuzz' : '';
  const query = `${mutation ? 'mutation' : 'query'} ${name}${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection(field.type, 0, r)} }`;
  const operationName = r.chance(0.05) ? r.pick(['Nope', '', 'Fuzz', 'constructor']) : name || undefined;
  return { query, variables, operationName };
}

export function graphqlRequest(r: Random, pools: Pools, credentials: Credentials): FuzzRequest {
  const headers: Record<string, string> = { ...authorization(r, credentials), 'Content-Type': 'application/json' };
  const op = graphqlOperation(r, pools);
  const roll = r.next();
  let payload: unknown = op;
  if (roll < 0.04) payload = { ...op, query: op.query.slice(0, r.int(op.query.length)) };
  else if (roll < 0.07) payload = { ...op, variables: r.pick(['x', [1], 5, null, { v0: { __proto__: 1 } }]) };
  else if (roll < 0.09) payload = { ...op, operationName: r.pick([5, {}, [], 'x'.repeat(1000)]) };
  else if (roll < 0.1) payload = [op, op];
  else if (roll < 0.11) payload = { query: r.pick(['{ __schema { types { name } } }', '{ __typename }', 'subscription { x }', '{ a: viewer { organizationId } b: viewer { organizationId } }', `{ ${'projects { nodes { invoices { nodes { project '.repeat(6)} id ${'} } } }'.repeat(6)} }`]) };
  else if (roll < 0.12) payload = { query: randomString(r) };
  if (r.chance(0.04)) {
    const params = new URLSearchParams({ query: op.query, variables: JSON.stringify(op.variables) });
    return { surface: 'graphql', method: 'GET', path: `/graphql?${params}`, headers: { ...headers, 'apollo-require-preflight': r.chance(0.7) ? '1' : '' } };
  }
  const encoded = r.chance(0.05) ? encodeBody(r, payload) : { body: JSON.stringify(payload), contentType: 'application/json' };
  if (encoded.contentType !== undefined) headers['Content-Type'] = encoded.contentType;
  return { surface: 'graphql', method: 'POST', path: '/graphql', headers, body: encoded.body };
}

// ---------------------------------------------------------------------------------------------
// Checking answers

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** What is wrong with an answer, or null. */
export function problemOf(request: FuzzRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  let body: any;
  try {
    body = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    return `a body that is not JSON (${answer.status})`;
  }
  if (request.surface === 'graphql' && request.path.startsWith('/graphql?') || request.path === '/graphql') {
    // GraphQL answers in its own format (405 included, for a mutation over GET); what the HTTP
    // layer refuses before GraphQL (a body that is not JSON, a PUT) is in the REST envelope.
    if (body && Array.isArray(body.errors)) {
      for (const error of body.errors) {
        const code = error?.extensions?.code;
        if (!(code in ERROR_STATUS)) return `GraphQL error code ${JSON.stringify(code)}`;
        if (code === 'internal_error') return 'GraphQL internal_error';
      }
      return null;
    }
    if (answer.status < 400) return body && typeof body === 'object' && 'data' in body ? null : 'a GraphQL answer without data or errors';
  }
  if (answer.status >= 400) return envelopeProblem(body, answer);
  return null;
}

function envelopeProblem(body: any, answer: Answer): string | null {
  const e = body?.error;
  if (!e || typeof e !== 'object') return `${answer.status} without the error envelope`;
  if (!(e.code in ERROR_STATUS)) return `undocumented code ${JSON.stringify(e.code)}`;
  if (ERROR_STATUS[e.code as ErrorCode] !== answer.status) return `code ${e.code} with status ${answer.status}`;
  if (typeof e.message !== 'string' || e.message === '') return 'no message';
  if (!(e.param === null || typeof e.param === 'string')) return 'param neither string nor null';
  if (!e.details || typeof e.details !== 'object' || Array.isArray(e.details)) return 'details not an object';
  if (typeof e.request_id !== 'string' || e.request_id !== answer.headers.get('request-id')) return 'request_id not the Request-Id';
  if (e.code === 'method_not_allowed' && !answer.headers.get('allow')) return '405 without Allow';
  if (e.code === 'validation_failed' && !Array.isArray(e.details.errors)) return '422 without details.errors';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Running

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

// ---------------------------------------------------------------------------------------------
// The organization fuzzed, and what it starts with

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
