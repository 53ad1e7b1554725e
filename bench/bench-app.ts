/**
 * What the HTTP benches start from: an embedded PostgreSQL in a temporary directory, migrated,
 * the app served on loopback, and an organization with its API key. `stop` removes it all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppOptions, createApp } from '../src/app.js';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { type OrmOptions } from '../src/platform/db/orm.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { createLogger } from '../src/platform/logger.js';

export async function startBenchApp(options: { orm?: OrmOptions; app?: AppOptions } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
  const orm = await createOrm(db.url, options.orm);
  await migrate(orm, db.url);
  const app = await createApp(orm, createLogger('silent'), options.app);
  const server = await app.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
  return {
    dir,
    db,
    orm,
    app,
    base: `http://127.0.0.1:${port}`,
    organizationId: org.organization.id,
    key: org.api_keys[0].secret,
    async stop() {
      await app.close();
      await orm.close();
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
