import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/platform/db/embedded.js';
import { ROOT, SERVICE_MAIN } from './process.js';
import { testCertificates, waitFor } from './webhooks.js';

/**
 * The service as containers run it — `node dist/src/main.js [--api|--worker]`, one
 * process, so a signal or SIGKILL hits the service itself — against a given database.
 */
export interface Service {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  output(): string;
  /** Resolves when the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, resolving once the process is gone. */
  kill9(): Promise<void>;
}

const running = new Set<Service>();
const tempDirs: string[] = [];

/** A file with the test CA, for NODE_EXTRA_CA_CERTS (the HTTPS receiver's certificate); removed by killAllServices. */
export async function testCaFile(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-ca-'));
  tempDirs.push(dir);
  const file = path.join(dir, 'test-ca.pem');
  fs.writeFileSync(file, (await testCertificates()).ca);
  return file;
}

export async function startService(
  args: string[],
  env: Record<string, string>,
  options: { ready?: string; timeoutMs?: number } = {},
): Promise<Service> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVICE_MAIN, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      NODE_EXTRA_CA_CERTS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const service: Service = {
    child,
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  running.add(service);
  void exited.then(() => running.delete(service));
  const ready = options.ready ?? (args.includes('--api') ? 'API listening' : 'worker running');
  await waitFor(() => output.includes(ready) || child.exitCode !== null, options.timeoutMs ?? 90_000, `service start (${args.join(' ')})`);
  if (!output.includes(ready)) throw new Error(`service exited before "${ready}": ${output}`);
  return service;
}

/** SIGKILLs every service still running and removes the CA files (afterAll). */
export async function killAllServices(): Promise<void> {
  await Promise.all([...running].map((s) => s.kill9()));
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
