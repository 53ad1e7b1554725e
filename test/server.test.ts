import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/embedded.js';
import { cleanEnv, runScript, SERVICE_MAIN, startScript, waitFor } from './helpers/process.js';
import { checkedFetch } from './helpers/openapi.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('npm start with the embedded database', () => {
  it('starts PostgreSQL, serves /readyz, accepts CLI keys, starts PostgreSQL again if it stops, and stops cleanly on Ctrl-C', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-start-'));
    fs.chmodSync(dataDir, 0o755);
    dirs.push(dataDir);
    const port = await freePort();
    const env = cleanEnv({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    const server = startScript(SERVICE_MAIN, [], env);
    const base = `http://127.0.0.1:${port}`;
    try {
      const readyMs = await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 15_000);
      expect(readyMs).toBeLessThan(15_000);
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

      // The CLI attaches to the running instance through postmaster.pid.
      const run = await runScript('src/cli.ts', ['create-org', '--name', 'Acme', '--email', 'ops@acme.example'], env);
      expect(run.code).toBe(0);
      const key = JSON.parse(run.stdout).api_keys[0].secret;
      const res = await checkedFetch(`${base}/v1/projects`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Primera obra' }),
      });
      expect(res.status).toBe(201);

      // PostgreSQL stops under the service (SIGINT: its fast shutdown, as `pg_ctl stop -m fast`):
      // the service answers 503 meanwhile, starts it again on the same port and serves again
      // (docs/operations.md#database-outages).
      const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGINT');
      const stoppedAt = Date.now();
      const statuses = new Set<number>();
      const backMs = await waitFor(async () => {
        const status = (await fetch(`${base}/readyz`)).status;
        statuses.add(status);
        return statuses.has(503) && status === 200;
      }, 15_000, 50);
      expect(backMs).toBeLessThan(10_000);
      // pg_ctl reports the start once it has seen the server accept connections, which /readyz
      // may see a moment earlier: the log line follows shortly after.
      await waitFor(async () => server.output().includes('started again on port'), 10_000, 50);
      const again = await checkedFetch(`${base}/v1/projects`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Segunda obra' }),
      });
      expect(again.status).toBe(201);
      console.log(`embedded PostgreSQL stopped under npm start: serving again after ${Date.now() - stoppedAt} ms`);
    } finally {
      // Ctrl-C in a terminal signals the whole foreground process group.
      process.kill(-server.child.pid!, 'SIGINT');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 90_000);
});
