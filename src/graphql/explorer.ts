import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Next } from 'koa';

/**
 * The GraphQL explorer for the web app's developers (docs/graphql.md#the-explorer): `GET
 * /graphql` from a browser (one that prefers `text/html`) is GraphiQL, whose queries go to `POST
 * /graphql` with the browser's session cookie, or with an API key written in its Headers tab.
 * Every asset is served by the service from the installed packages — GraphiQL's prebuilt bundle
 * and React's — so the page works offline and asks no other host (its Content-Security-Policy
 * would not let it).
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

const PREFIX = '/graphql/explorer/';

/** The files under PREFIX: what the page loads, each read from disk when asked for. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'react.production.min.js': { file: path.join(packageDir('react'), 'umd/react.production.min.js'), type: 'text/javascript' },
  'react-dom.production.min.js': { file: path.join(packageDir('react-dom'), 'umd/react-dom.production.min.js'), type: 'text/javascript' },
  'graphiql.min.js': { file: path.join(packageDir('graphiql'), 'graphiql.min.js'), type: 'text/javascript' },
  'graphiql.min.css': { file: path.join(packageDir('graphiql'), 'graphiql.min.css'), type: 'text/css' },
  'explorer.js': { file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'explorer.page.js'), type: 'text/javascript' },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cost-control GraphQL explorer</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PREFIX}graphiql.min.css">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql">Loading the explorer…</div>
<script src="${PREFIX}react.production.min.js"></script>
<script src="${PREFIX}react-dom.production.min.js"></script>
<script src="${PREFIX}graphiql.min.js"></script>
<script src="${PREFIX}explorer.js"></script>
</body>
</html>
`;

/**
 * Scripts and styles of this service only; GraphiQL's fonts and icons are `data:` URLs inside
 * its stylesheet, and its components set inline styles; queries go to this origin.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Whether a `GET /graphql` is a browser asking for a page rather than a client asking for data. */
function wantsPage(ctx: Context): boolean {
  return ctx.accepts('application/graphql-response+json', 'application/json', 'text/html') === 'text/html';
}

export async function graphqlExplorer(ctx: Context, next: Next) {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  if (ctx.path === '/graphql' && wantsPage(ctx)) {
    ctx.state.route = '/graphql';
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept');
    ctx.body = PAGE;
    return;
  }
  const asset = ctx.path.startsWith(PREFIX) ? ASSETS[ctx.path.slice(PREFIX.length)] : undefined;
  if (!asset) return next();
  ctx.state.route = ctx.path;
  ctx.type = `${asset.type}; charset=utf-8`;
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = fs.createReadStream(asset.file);
}
