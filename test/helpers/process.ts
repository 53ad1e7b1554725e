import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The service as `npm start` and containers run it: the JavaScript of `npm run build`, which
 * the suite's global setup builds once per run (docs/operations.md#the-build).
 */
export const SERVICE_MAIN = 'dist/src/main.js';

/** node's arguments for an entry point of the project: TypeScript through tsx, the build as it is. */
export function entryArgs(script: string, args: string[] = []): string[] {
  return [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args];
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an entry point of the project to completion. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entryArgs(script, args), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts a long-running entry point in a process group of its own (as a terminal would), so a
 * test can signal the whole group like Ctrl-C does; `exited` resolves with its exit code.
 */
export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, entryArgs(script, args), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** The environment of the test process without variables that would redirect the child. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.PORT;
  return { ...env, LOG_LEVEL: 'silent', ...extra };
}
