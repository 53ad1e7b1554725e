import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDatabase } from './helpers/database.js';

let db: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  db = await cloneDatabase();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`insert into organizations (id, name, notification_email, created_at) values ('org_bare', 'Bare', 'ops@example.com', now())`);
  await client.end();
});
afterAll(() => db?.drop());

/**
 * A process that loads nothing but the ORM and the events module: no app, no worker, no start-up
 * code. Records one event in a transaction (and, with `ROLLBACK=1`, rolls it back) and prints
 * the event id.
 */
const SCRIPT = `
import { createOrm } from './src/orm.ts';
import { transaction } from './src/platform/db/transaction.ts';
import { recordEvent } from './src/events/event.service.ts';
const orm = await createOrm(process.env.DB_URL);
const tenant = { organizationId: 'org_bare', livemode: false };
let id = null;
try {
  await transaction(orm.em.fork(), async (em) => {
    id = (await recordEvent(em, tenant, 'project.created', { id: 'prj_bare' })).id;
    if (process.env.ROLLBACK) throw new Error('rolled back on purpose');
  });
} catch {}
await orm.close();
console.log(JSON.stringify({ id }));
`;

function runBare(env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: process.cwd(),
      env: { ...process.env, DB_URL: db.url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!).id) : reject(new Error(err))));
  });
}

async function fanOutJobs(eventId: string): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query(
    `select count(*)::int as n
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'webhook_fanout' and j.payload->>'event_id' = $1`,
    [eventId],
  );
  await client.end();
  return rows[0].n;
}

describe('recording an event', () => {
  it('enqueues its webhook fan-out in the same transaction, in a process that registered nothing', async () => {
    const id = await runBare();
    expect(id).toMatch(/^evt_/);
    expect(await fanOutJobs(id)).toBe(1);
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    const id = await runBare({ ROLLBACK: '1' });
    expect(id).toMatch(/^evt_/);
    expect(await fanOutJobs(id)).toBe(0);
  });
});
