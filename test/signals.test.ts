import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/embedded.js';
import { cleanEnv, SERVICE_MAIN, startScript, waitFor } from './helpers/process.js';

/**
 * A signal at any moment of start-up stops everything the process started, PostgreSQL included,
 * and the process exits 0 (docs/operations.md#signals). One data directory serves the phases in
 * order: the first run is signalled before PostgreSQL exists, the second while initdb runs, the
 * others at each later step.
 */
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-signals-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}
/** A directory for the first phase, and one that the later phases share from initdb on. */
const earlyDir = tempDir();
const dataDir = tempDir();
afterAll(() => {
  for (const dir of [earlyDir, dataDir]) {
    for (const pid of postgresProcesses(dir)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Where the cluster really lives (as root it may be a symbolic link elsewhere). */
function clusterDir(dir = dataDir): string {
  const link = path.join(dir, 'pg');
  return fs.existsSync(link) ? fs.realpathSync(link) : link;
}

/** Pids of postgres processes serving this data directory (read from /proc). */
function postgresProcesses(dataDirectory = dataDir): number[] {
  const dir = clusterDir(dataDirectory);
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (/postgres$/.test(cmdline[0]) && cmdline.includes(dir)) pids.push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return pids;
}

/** Starts the service (`node dist/src/main.js [args]`), waits for `line` in its log, sends `signal`, and waits for it to exit. */
async function signalAt(line: string | RegExp, signal: NodeJS.Signals, args: string[] = [], group = false, dir = dataDir) {
  const port = await freePort();
  const service = startScript(SERVICE_MAIN, args, cleanEnv({ DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'debug' }));
  const seen = () => (typeof line === 'string' ? service.output().includes(line) : line.test(service.output()));
  await waitFor(async () => seen() || service.child.exitCode !== null, 60_000, 10);
  expect(seen(), service.output()).toBe(true);
  if (group) process.kill(-service.child.pid!, signal);
  else service.child.kill(signal);
  const code = await service.exited;
  return { code, output: service.output(), port };
}

function expectNothingLeft(output: string, dir = dataDir) {
  expect(postgresProcesses(dir), output).toEqual([]);
  expect(fs.existsSync(path.join(clusterDir(dir), 'postmaster.pid'))).toBe(false);
}

describe('a signal during start-up', () => {
  it('before PostgreSQL exists: exits 0 at once', async () => {
    const { code, output } = await signalAt('"msg":"starting"', 'SIGTERM', [], false, earlyDir);
    expect(code, output).toBe(0);
    expect(output).not.toContain('embedded PostgreSQL ready');
    expectNothingLeft(output, earlyDir);
  }, 60_000);

  it('while initdb runs: lets it finish, does not start PostgreSQL, exits 0', async () => {
    const { code, output } = await signalAt('initializing PostgreSQL data directory', 'SIGTERM');
    expect(code, output).toBe(0);
    expect(output).not.toContain('PostgreSQL started');
    expect(fs.existsSync(path.join(clusterDir(), 'PG_VERSION'))).toBe(true);
    expectNothingLeft(output);
  }, 60_000);

  it('while PostgreSQL starts, on Ctrl-C to the whole process group: stops the PostgreSQL it started', async () => {
    const { code, output } = await signalAt('starting PostgreSQL in', 'SIGINT', [], true);
    expect(code, output).toBe(0);
    expectNothingLeft(output);
  }, 60_000);

  for (const [phase, line] of [
    ['between "embedded PostgreSQL ready" and the migrations', 'embedded PostgreSQL ready'],
    ['between the migrations and the API', 'migrations applied'],
    ['between the API and the worker', 'API listening'],
    ['once everything runs', 'worker running'],
  ] as const) {
    it(`${phase}: stops everything, PostgreSQL last, and exits 0`, async () => {
      const { code, output, port } = await signalAt(line, 'SIGTERM');
      expect(code, output).toBe(0);
      expect(output).toContain('"msg":"stopped"');
      expectNothingLeft(output);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    }, 60_000);
  }

  it('of a worker-only process, once running: stops the worker and PostgreSQL, and exits 0', async () => {
    const { code, output } = await signalAt('worker running', 'SIGTERM', ['--worker']);
    expect(code, output).toBe(0);
    expectNothingLeft(output);
  }, 60_000);
});
