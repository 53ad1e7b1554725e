/** The service (or another server) in a process of its own, as the benches start it. */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/platform/db/embedded.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The service as `npm start` and containers run it: the build (docs/operations.md#the-build). */
export const SERVICE_MAIN = 'dist/src/main.js';

const built = new Set<string>();

/** Builds the checkout at `root` (`npm run build`), once per bench run, from its sources as they are. */
export function buildOnce(root: string = ROOT): void {
  if (built.has(root)) return;
  const run = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run build failed in ${root}`);
  built.add(root);
}

export interface Server {
  name: string;
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * A server in its own process (node directly, not npm), ready when /readyz answers. `args[0]` is
 * its entry point: a TypeScript file (run through tsx) or a checkout's `dist/src/main.js`, which
 * is built first.
 */
export async function startServer(name: string, args: string[], url: string, nodeArgs: string[] = []): Promise<Server> {
  const entry = path.resolve(ROOT, args[0]);
  if (entry.endsWith(path.join('dist', 'src', 'main.js'))) buildOnce(path.resolve(path.dirname(entry), '../..'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      // The limiter runs, as in production, but never refuses the load.
      RATE_LIMIT_PER_SECOND: '1000000',
      RATE_LIMIT_BURST: '1000000',
    },
    stdio: ['ignore', process.env.BENCH_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
    if (tries > 600) throw new Error(`${name} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    base,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

