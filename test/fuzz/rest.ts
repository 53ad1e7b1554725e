import Router from '@koa/router';
import { resourceRouters } from '../../rest-facade/routers/index.js';
import { type Credentials, type FuzzRequest, authorization, encodeBody } from './http.js';
import { type Pools, type Random, enc, forgedCursor, mutate, randomString } from './values.js';

/** REST requests: every route of /v1 (read from the routers), a valid body mutated, hostile paths and queries. */
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
export function restBody(r: Random, pools: Pools, route: RouteSpec): unknown {
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
