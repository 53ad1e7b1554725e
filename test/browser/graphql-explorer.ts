/**
 * `npm run check:graphql-explorer -- http://127.0.0.1:3000 svc_test_… [email password]`: opens
 * the GraphQL explorer (`GET /graphql`) of a running service in headless Chromium, as
 * check:docs-offline does `/docs` (Debian's `chromium`; `CHROMIUM=/path` for another), with
 * every request recorded, and runs the page's default query twice:
 *   - with the API key written in the explorer's Headers tab (the schema re-fetched with it);
 *   - when an e-mail and password are given, signed in as the web app does (`POST /auth/login`
 *     from the service's origin), with the session cookie alone.
 * Each run must show `totalCount` in the result pane, with no request to any host but the
 * service. The first run's unauthenticated schema request (before the key is written) is the
 * only error expected. Writes screenshots to `.data/graphql-explorer-*.png`. Not part of `npm
 * test`: CI machines have no browser (docs/graphql.md#the-explorer says how this was checked).
 */
import fs from 'node:fs';
import { type Browser, type Page, chromium } from 'playwright-core';

const [baseArg, key, email, password] = process.argv.slice(2);
if (!baseArg || !key) {
  console.error('usage: npm run check:graphql-explorer -- http://127.0.0.1:3000 svc_test_… [email password]');
  process.exit(2);
}
const base = new URL(baseArg);

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Run {
  name: string;
  requests: string[];
  foreign: string[];
  errors: string[];
  result: string;
}

/** Records what the page asks for and what goes wrong on it. */
function watch(page: Page, run: Run): void {
  page.on('request', (request) => {
    const url = new URL(request.url());
    run.requests.push(`${request.method()} ${request.url()}`);
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== base.origin) run.foreign.push(request.url());
  });
  page.on('pageerror', (error) => run.errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && run.errors.push(message.text()));
  page.on('requestfailed', (request) => run.errors.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
}

/** Sets the text of one of GraphiQL's CodeMirror editors (`selector` is its container). */
async function setEditor(page: Page, selector: string, text: string): Promise<void> {
  // The function runs in the page, where `document` exists (this file is type-checked for Node).
  await page.evaluate(
    ([sel, value]) => {
      const page = globalThis as unknown as { document: { querySelector(s: string): { CodeMirror?: { setValue(v: string): void } } | null } };
      const editor = page.document.querySelector(`${sel} .CodeMirror`);
      if (!editor?.CodeMirror) throw new Error(`no editor in ${sel}`);
      editor.CodeMirror.setValue(value);
    },
    [selector, text] as const,
  );
}

/** Runs the query in the editor and answers the result pane's text once it shows `totalCount`. */
async function runQuery(page: Page): Promise<string> {
  await page.click('.graphiql-execute-button');
  // A locator, not a string predicate: the page's Content-Security-Policy forbids eval.
  await page.locator('.graphiql-response', { hasText: 'totalCount' }).waitFor({ timeout: 30_000 });
  return page.innerText('.graphiql-response');
}

async function openExplorer(page: Page): Promise<void> {
  await page.goto(new URL('/graphql', base).toString(), { waitUntil: 'networkidle' });
  await page.waitForSelector('.graphiql-query-editor .CodeMirror', { timeout: 30_000 });
}

const runs: Run[] = [];

// With the API key in the Headers tab.
{
  const run: Run = { name: 'key', requests: [], foreign: [], errors: [], result: '' };
  runs.push(run);
  const page = await (await browser.newContext()).newPage();
  watch(page, run);
  await openExplorer(page);
  await page.getByText('Headers', { exact: true }).click();
  await setEditor(page, 'section[aria-label="Headers"] .graphiql-editor:not(.hidden)', JSON.stringify({ Authorization: `Bearer ${key}` }));
  await page.click('[aria-label="Re-fetch GraphQL schema"]');
  run.result = await runQuery(page);
  fs.mkdirSync('.data', { recursive: true });
  await page.screenshot({ path: '.data/graphql-explorer-key.png' });
  // Before the key was written the schema request had no caller: 401, which Chromium logs.
  run.errors = run.errors.filter((e) => !e.includes('status of 401'));
}

// With the web app's session cookie.
if (email && password) {
  const run: Run = { name: 'session', requests: [], foreign: [], errors: [], result: '' };
  runs.push(run);
  const context = await browser.newContext();
  const signIn = await context.request.post(new URL('/auth/login', base).toString(), {
    headers: { Origin: base.origin, 'Content-Type': 'application/json' },
    data: { email, password },
  });
  if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()} ${await signIn.text()}`);
  const page = await context.newPage();
  watch(page, run);
  await openExplorer(page);
  run.result = await runQuery(page);
  await page.screenshot({ path: '.data/graphql-explorer-session.png' });
}
await browser.close();

console.log(JSON.stringify(runs, null, 2));
if (runs.some((r) => r.foreign.length > 0 || r.errors.length > 0)) process.exit(1);
