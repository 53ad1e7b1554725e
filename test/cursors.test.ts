import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateSecret } from '../src/platform/installation/installation-secret.queries.js';
import { documentFixtures } from './helpers/documents.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';

/**
 * Cursors are signed with a key of the installation that clients cannot know, kept in the
 * database so that every replica agrees; a forged cursor, or a signed one whose sort key is not of
 * its list's type, is 400 `invalid_cursor` and never reaches SQL (docs/api-conventions.md#pagination).
 */
let t: TestApp;
let org: TestOrg;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg();
  const fx = documentFixtures(t);
  const project = await fx.project(org.testKey);
  const provider = await fx.provider(org.testKey);
  await fx.invoice(org.testKey, project.id, provider.id);
  const [item] = await fx.budgetItems(org.testKey, project.id, 1);
  const budget = await t.request('GET', `/v1/budgets?project_id=${project.id}`, { key: org.testKey });
  const webhook = await t.request('POST', '/v1/webhooks', { key: org.testKey, body: { url: 'https://example.com/h', events: ['*'] } });
  ids = { project: project.id, provider: provider.id, budget: budget.body.data[0].id, item, webhook: webhook.body.id };
});
afterAll(() => t?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The cursor the old, unkeyed check accepted: anyone could compute it. */
function unkeyedCursor(key: string, id: string): string {
  return b64([key, id, createHash('sha256').update(`cursor:${key}:${id}`).digest('base64url').slice(0, 10)]);
}

async function installationKey(): Promise<Buffer> {
  const rows = await t.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ value: string }>>(`select encode(value, 'hex') as value from installation_secrets where name = 'cursor_hmac'`);
  return Buffer.from(rows[0].value, 'hex');
}

/** A cursor signed with the installation's own key: what a client who stole it could build. */
function signedCursor(secret: Buffer, key: string, id: string): string {
  const mac = createHmac('sha256', secret).update(JSON.stringify(['cursor', key, id])).digest().subarray(0, 16);
  return b64([key, id, mac.toString('base64url')]);
}

const LISTS: Array<[path: () => string, prefix: string]> = [
  [() => '/v1/projects', 'prj'],
  [() => '/v1/providers', 'prov'],
  [() => '/v1/invoices', 'inv'],
  [() => '/v1/delivery-notes', 'alb'],
  [() => '/v1/budgets', 'bud'],
  [() => `/v1/budgets/${ids.budget}/items`, 'bitem'],
  [() => '/v1/events', 'evt'],
  [() => '/v1/api-keys', 'key'],
  [() => '/v1/webhooks', 'wh'],
  [() => `/v1/webhooks/${ids.webhook}/deliveries`, 'whdel'],
];

describe('forged cursors', () => {
  it('refuses a cursor with the unkeyed check value on every list, with 400 invalid_cursor', async () => {
    for (const [path, prefix] of LISTS) {
      const res = await t.request('GET', `${path()}?cursor=${unkeyedCursor('garbage', `${prefix}_01`)}`, { key: org.testKey });
      expect([path(), res.status, res.body.error?.code]).toEqual([path(), 400, 'invalid_cursor']);
      expect(res.body.error.param).toBe('cursor');
    }
  });

  it('refuses a correctly signed cursor whose sort key is not a timestamp, a date or an integer as its list needs', async () => {
    const secret = await installationKey();
    const cases: Array<[string, string]> = [
      ['/v1/projects', signedCursor(secret, 'garbage', 'prj_01')],
      ['/v1/projects', signedCursor(secret, '2026-11-02', 'prj_01')],
      ['/v1/invoices', signedCursor(secret, '2026-02-30', 'inv_01')],
      ['/v1/invoices', signedCursor(secret, '2026-11-02T00:00:00.000Z', 'inv_01')],
      [`/v1/budgets/${ids.budget}/items`, signedCursor(secret, '1e3', 'bitem_01')],
      [`/v1/budgets/${ids.budget}/items`, signedCursor(secret, '99999999999', 'bitem_01')],
    ];
    for (const [path, cursor] of cases) {
      const res = await t.request('GET', `${path}?cursor=${cursor}`, { key: org.testKey });
      expect([path, res.status, res.body.error?.code]).toEqual([path, 400, 'invalid_cursor']);
    }
    const graphql = await t.graphql(org.testKey, `query($after: String) { projects(after: $after) { nodes { id } } }`, {
      after: signedCursor(secret, 'garbage', 'prj_01'),
    });
    expect(graphql.body.errors[0].extensions.code).toBe('invalid_cursor');
  });

  it('still pages with the cursors it hands out, and they are signed with the key in the database', async () => {
    await t.request('POST', '/v1/projects', { key: org.testKey, body: { name: 'Segunda' } });
    const first = await t.request('GET', '/v1/projects?limit=1', { key: org.testKey });
    const cursor: string = first.body.pagination.next_cursor;
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    expect(cursor).toBe(signedCursor(await installationKey(), key, id));
    const second = await t.request('GET', `/v1/projects?limit=1&cursor=${cursor}`, { key: org.testKey });
    expect(second.status).toBe(200);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });
});

describe('the installation secret', () => {
  it('is generated once: processes asking at the same moment all get the value that won', async () => {
    const name = `test_${randomBytes(4).toString('hex')}`;
    const candidates = Array.from({ length: 8 }, () => randomBytes(32));
    const got = await Promise.all(candidates.map((c) => findOrCreateSecret(t.orm.em.fork(), name, c)));
    expect(new Set(got.map((g) => g.toString('hex'))).size).toBe(1);
    expect(candidates.map((c) => c.toString('hex'))).toContain(got[0].toString('hex'));
    expect((await findOrCreateSecret(t.orm.em.fork(), name, randomBytes(32))).equals(got[0])).toBe(true);
  });
});
