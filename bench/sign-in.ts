/**
 * Sign-in timing (docs/people-and-sessions.md#signing-in): an unknown e-mail must take as long as
 * a known e-mail with a wrong password, so that timing does not tell which addresses have
 * accounts. Measures `POST /auth/login` on loopback against the real app (in this process) over
 * a throw-away embedded PostgreSQL, interleaving the three kinds of attempt so that machine load
 * affects them alike, and clearing the throttle between attempts.
 *
 *   node --import tsx bench/sign-in.ts [rounds=30]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { startEmbedded } from '../src/platform/db/embedded.js';
import { createOrm } from '../src/orm.js';
import { migrate } from '../src/platform/db/orm.js';
import { createUser } from '../src/people/memberships/invitation.service.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { configurePeopleRuntime } from '../src/people/people-runtime.js';
import { createLogger } from '../src/platform/logger.js';

const ROUNDS = Number(process.argv[2] ?? 30);

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median_ms: Math.round(at(0.5) * 10) / 10, p10_ms: Math.round(at(0.1) * 10) / 10, p90_ms: Math.round(at(0.9) * 10) / 10 };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-signin-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbedded({ dataDir: dir, database: 'cc_bench' });
  const orm = await createOrm(db.url);
  const logger = createLogger('silent');
  configurePeopleRuntime({ logger });
  try {
    await migrate(orm, db.url);
    const org = await createOrganization(orm.em.fork(), { name: 'Bench', email: 'bench@example.com' });
    const password = 'the right passphrase';
    await createUser(orm.em.fork(), { organization_id: org.organization.id, email: 'known@example.com', role: 'owner', password });
    const app = await createApp(orm, logger);
    const server = await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const attempt = async (email: string, pass: string, expected: number) => {
      await orm.em.fork().getConnection().execute('delete from login_failures');
      const started = process.hrtime.bigint();
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ email, password: pass }),
      });
      await res.text();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.status !== expected) throw new Error(`expected ${expected}, got ${res.status}`);
      return ms;
    };
    const kinds = {
      unknown_email: () => attempt('nobody@example.com', 'some wrong passphrase', 401),
      wrong_password: () => attempt('known@example.com', 'some wrong passphrase', 401),
      right_password: () => attempt('known@example.com', password, 200),
    };
    const times: Record<string, number[]> = { unknown_email: [], wrong_password: [], right_password: [] };
    for (const run of Object.values(kinds)) await run(); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      const order = Object.entries(kinds);
      if (i % 2) order.reverse();
      for (const [kind, run] of order) times[kind].push(await run());
    }
    const result = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stats(v)]));
    const ratio = result.unknown_email.median_ms / result.wrong_password.median_ms;
    console.log(JSON.stringify({ rounds: ROUNDS, ...result, unknown_to_wrong_median_ratio: Math.round(ratio * 100) / 100 }, null, 2));
    await app.close();
  } finally {
    await orm.close();
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
