import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { Context } from 'koa';
import type { GraphQLContext } from './context.js';

/**
 * Serves Apollo on a Koa request (`@as-integrations/koa` needs Node 22; this is its essence).
 * The body has already been read by the JSON body middleware into `ctx.request.body`.
 */
export async function serveGraphQL(
  ctx: Context,
  server: ApolloServer<GraphQLContext>,
  context: () => Promise<GraphQLContext>,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: ctx.method.toUpperCase(),
      headers,
      search: ctx.querystring ? `?${ctx.querystring}` : '',
      body: (ctx.request as { body?: unknown }).body,
    },
    context,
  });
  for (const [key, value] of response.headers) ctx.set(key, value);
  ctx.status = response.status ?? 200;
  if (response.body.kind === 'complete') {
    ctx.body = response.body.string;
    return;
  }
  let out = '';
  for await (const chunk of response.body.asyncIterator) out += chunk;
  ctx.body = out;
}
