import type { Context } from 'koa';
import { durationHistogram, secondsSince } from '../../src/platform/metrics/metrics.js';

/**
 * `http_request_duration_seconds` (docs/operations.md#metrics): every HTTP request by method,
 * route template and status. The route is a template (`/v1/projects/{id}`), never the raw path,
 * so the series stay as few as the routes: the REST router's matched route, or `ctx.state.route`
 * set by the hand-written routes (health, `/graphql`, `/auth/*`, `/uploads`, the reference);
 * anything else is `unmatched`.
 */
const requests = durationHistogram('http_request_duration_seconds', 'HTTP requests by method, route template and status, with their duration in seconds.', [
  'method',
  'route',
  'status',
]);

/**
 * Records a request that started at `started` (`process.hrtime.bigint()`), once it is answered;
 * `lookUp` finds the route of a request that no route claimed as it went.
 */
export function recordRequest(ctx: Context, started: bigint, lookUp: (ctx: Context) => string | undefined): void {
  requests.observe({ method: ctx.method, route: routeOf(ctx) ?? lookUp(ctx) ?? 'unmatched', status: String(ctx.status) }, secondsSince(started));
}

const templates = new Map<string, string>();

/** A router path (`/v1/projects/:id`) as the API documents it (`/v1/projects/{id}`). */
export function routeTemplate(routerPath: string): string {
  let template = templates.get(routerPath);
  if (template === undefined) {
    template = routerPath.replace(/:(\w+)/g, '{$1}');
    templates.set(routerPath, template);
  }
  return template;
}

function routeOf(ctx: Context): string | undefined {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return routeTemplate(matched);
  return typeof ctx.state.route === 'string' ? ctx.state.route : undefined;
}
