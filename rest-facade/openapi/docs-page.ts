import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Context, Next } from 'koa';
import { openApiDocument } from './document.js';

/**
 * `GET /v1/openapi.json` (no authentication) and `/docs`, the reference page: Redoc's standalone
 * bundle, served by the service itself so the page works offline (no CDN, no font service).
 */

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cost-control API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/v1/openapi.json" hide-download-button="false"></redoc>
<script src="/docs/redoc.standalone.js"></script>
</body>
</html>
`;

/**
 * Redoc's sidebar footer shows a logo from cdn.redoc.ly: served with it pointing nowhere, so the
 * page never asks another host (the Content-Security-Policy would block it too).
 */
const REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

let bundle: Buffer | null = null;

export async function apiReference(ctx: Context, next: Next) {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
  switch (ctx.path) {
    case '/v1/openapi.json':
      ctx.state.route = ctx.path;
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = openApiDocument();
      return;
    case '/docs':
    case '/docs/':
      ctx.state.route = '/docs';
      ctx.type = 'text/html; charset=utf-8';
      // The page loads only what this service serves.
      ctx.set('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:");
      ctx.body = PAGE;
      return;
    case '/docs/redoc.standalone.js':
      ctx.state.route = ctx.path;
      bundle ??= Buffer.from(fs.readFileSync(REDOC_BUNDLE, 'utf8').replaceAll(REMOTE_LOGO, 'data:,'));
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = bundle;
      return;
    default:
      return next();
  }
}
