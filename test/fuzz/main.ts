import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createApp } from '../../src/app.js';
import { startEmbedded } from '../../src/platform/db/embedded.js';
import { createOrm } from '../../src/orm.js';
import { migrate } from '../../src/platform/db/orm.js';
import { createKeyForOrganization, createOrganization } from '../../src/organizations/organization.service.js';
import { createLogger } from '../../src/platform/logger.js';
import { fuzz, prepareTarget } from './fuzzer.js';

/**
 * `npm run fuzz -- --requests 100000 [--seed 1] [--concurrency 4]`: the fuzzer of
 * test/fuzz.test.ts for a long run, against a fresh database (a throw-away embedded PostgreSQL,
 * or a new database on the server of DATABASE_URL, dropped at the end). Prints a summary and the
 * failing requests; exits 1 if there are any. See docs/operations.md#fuzzing.
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '4' },
  },
});

async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const name = `cc_fuzz_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-fuzz-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_fuzz' });
  return {
    url: db.url,
    drop: async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const db = await database();
let exitCode = 1;
try {
  const orm = await createOrm(db.url, { poolMax: 10 });
  await migrate(orm, db.url);
  // Unhandled errors (the 500s) are logged with their stack; nothing else.
  const app = await createApp(orm, createLogger(process.env.LOG_LEVEL ?? 'error'));
  const server = await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const target = await prepareTarget(
    baseUrl,
    async (name) => {
      const result = await createOrganization(orm.em.fork(), { name, email: 'fuzz@example.com' });
      const [test, live] = result.api_keys;
      return { id: result.organization.id, testKey: test.secret, liveKey: live.secret, testKeyId: test.id };
    },
    async (organizationId, scopes) => (await createKeyForOrganization(orm.em.fork(), { organizationId, mode: 'test', scopes })).secret,
  );
  const requests = Number(values.requests);
  const report = await fuzz({
    baseUrl,
    ...target,
    requests,
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    onProgress: (done) => process.stderr.write(`\r${done} / ${requests}`),
  });
  process.stderr.write('\n');
  const { failures, ...summary } = report;
  const fiveHundreds = Object.entries(report.byStatus).filter(([status]) => Number(status) >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(JSON.stringify({ ...summary, responses_5xx: fiveHundreds, failures: failures.length }, null, 2));
  for (const failure of failures.slice(0, 20)) console.log(JSON.stringify(failure));
  await app.close();
  await orm.close();
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await db.drop();
}
process.exit(exitCode);
