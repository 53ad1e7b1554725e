/**
 * `npm run check:docs-offline -- http://127.0.0.1:3000`: opens `/docs` of a running service in
 * headless Chromium (Debian's `chromium` package; `CHROMIUM=/path` to use another) with every
 * request recorded, waits for the reference to render, and fails if any request went anywhere
 * but the service itself. Writes a screenshot to `.data/docs.png`. Not part of `npm test`: CI
 * machines have no browser (docs/openapi.md says how this was checked).
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const requests: string[] = [];
const foreign: string[] = [];
page.on('request', (request) => {
  const url = new URL(request.url());
  requests.push(`${request.method()} ${request.url()}`);
  if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== base.origin) foreign.push(request.url());
});
const errors: string[] = [];
page.on('pageerror', (error) => errors.push(error.message));
page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
page.on('requestfailed', (request) => errors.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
await page.goto(new URL('/docs', base).toString(), { waitUntil: 'networkidle' });
// Rendered: the title, an operation and a schema of the document are on the page.
// (The function runs in the page, where `document` exists.)
await page.waitForFunction(
  "['Cost-control API', 'List projects', 'invoice.created'].every((text) => document.body.innerText.includes(text))",
  undefined,
  { timeout: 30_000 },
);
const title = await page.title();
fs.mkdirSync('.data', { recursive: true });
await page.screenshot({ path: '.data/docs.png', fullPage: false });
await browser.close();

console.log(JSON.stringify({ title, requests, foreign, errors }, null, 2));
if (foreign.length > 0 || errors.length > 0) process.exit(1);
