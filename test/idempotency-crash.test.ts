import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/embedded.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { SERVICE_MAIN, waitFor } from './helpers/process.js';
import { checkedFetch } from './helpers/openapi.js';

/**
 * The API as `npm run start:api` runs it, killed (SIGKILL) between the commit of an idempotent
 * POST and its response, through the test-only `TEST_CRASH_AFTER_IDEMPOTENT_COMMIT=1`
 * (docs/architecture.md#idempotency-keys). The retry, on another server over the same database,
 * gets the stored answer.
 */
let t: TestApp;
let org: TestOrg;
let child: ChildProcess | null = null;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg('Crash between commit and response');
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t?.close();
});

async function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

describe('a crash between commit and response', () => {
  it('leaves the committed answer stored: the retry with the same key replays it, and nothing is created twice', async () => {
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [SERVICE_MAIN, '--api'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: t.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        TEST_CRASH_AFTER_IDEMPOTENT_COMMIT: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    await waitFor(async () => output.includes('API listening') || child!.exitCode !== null, 60_000);
    expect(output).toContain('API listening');

    const key = `crash-${Date.now()}`;
    const request = { name: 'Survives the crash', address: 'Calle Mayor 12' };
    const send = (baseUrl: string) =>
      checkedFetch(`${baseUrl}/v1/projects`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${org.testKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(request),
      });

    // The response is lost: the process dies after the commit.
    await expect(send(`http://127.0.0.1:${port}`)).rejects.toThrow();
    await exited;
    expect(child.signalCode).toBe('SIGKILL');

    const projects = await sql(`select id from projects where name = ?`, [request.name]);
    expect(projects).toHaveLength(1);
    const [stored] = await sql(`select response_status, response_body from idempotency_keys where idempotency_key = ?`, [key]);
    expect(stored.response_status).toBe(201);

    // The client retries on another replica with the same key: the stored answer, once.
    const retry = await send(t.baseUrl);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const body = (await retry.json()) as { id: string; name: string };
    expect(body).toMatchObject({ id: projects[0].id, name: request.name });
    expect(JSON.stringify(body)).toBe(stored.response_body);
    expect(await sql(`select id from projects where name = ?`, [request.name])).toHaveLength(1);
    const events = await sql(`select id from events where type = 'project.created' and data->'object'->>'id' = ?`, [body.id]);
    expect(events).toHaveLength(1);
    // The GET of the resource is what was answered.
    expect((await t.request('GET', `/v1/projects/${body.id}`, { key: org.testKey })).body).toEqual(body);
  }, 120_000);
});
