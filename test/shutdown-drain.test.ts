import http from 'node:http';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { expect, it } from 'vitest';
import { startTestApp } from './helpers/harness.js';

/**
 * Closing the app waits for requests still being handled, also those whose client has gone
 * (their socket is closed, so the HTTP server's own close does not wait for them): the ORM is
 * closed only after them, and nothing fails for it (docs/operations.md#signals).
 */
it('waits, when it closes, for a request whose client has gone', async () => {
  const lines: string[] = [];
  const capture = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  const t = await startTestApp({ logger: capture });
  const org = await t.createOrg();
  const project = (await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: 'Obra' } })).body;

  // Another connection holds the project's row, so a PATCH of it waits for the lock.
  const blocker = new pg.Client({ connectionString: t.databaseUrl });
  await blocker.connect();
  await blocker.query('begin');
  await blocker.query('select 1 from projects where id = $1 for update', [project.id]);

  const req = http.request(`${t.baseUrl}/v1/projects/${project.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${org.testKey}`, 'content-type': 'application/json' },
  });
  req.on('error', () => {});
  req.end(JSON.stringify({ name: 'Obra 2' }));
  for (let tries = 0; ; tries++) {
    const { rows } = await blocker.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`);
    if (rows[0].n > 0) break;
    if (tries > 100) throw new Error('the PATCH never waited for the lock');
    await new Promise((r) => setTimeout(r, 50));
  }
  req.destroy(); // the client goes away while its request is being handled

  let closed = false;
  const closing = t.app.close().then(() => {
    closed = true;
  });
  await new Promise((r) => setTimeout(r, 500));
  expect(closed).toBe(false);

  await blocker.query('commit');
  await blocker.end();
  await closing;
  // The request finished against an open ORM: its change is there, and nothing was logged as failed.
  const reader = new pg.Client({ connectionString: t.databaseUrl });
  await reader.connect();
  const { rows } = await reader.query('select name from projects where id = $1', [project.id]);
  await reader.end();
  expect(rows[0].name).toBe('Obra 2');
  expect(lines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
  await t.orm.close(); // the app is closed already; its database goes with the test cluster
});
