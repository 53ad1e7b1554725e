import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/harness.js';
import { cleanEnv, runTs } from './helpers/process.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const cli = (args: string[]) => runTs('src/cli.ts', args, cleanEnv({ DATABASE_URL: t.databaseUrl }));

describe('bootstrap CLI', () => {
  it('create-org prints exactly one JSON object whose keys work at once', async () => {
    const run = await cli(['create-org', '--name', 'Acme', '--email', 'ops@acme.example']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(run.stdout);
    expect(Object.keys(out)).toEqual(['organization', 'api_keys']);
    expect(out.organization).toEqual({ id: expect.stringMatching(/^org_/), name: 'Acme', notification_email: 'ops@acme.example' });
    expect(out.api_keys.map((k: { mode: string }) => k.mode)).toEqual(['test', 'live']);
    for (const key of out.api_keys) {
      expect(Object.keys(key)).toEqual(['id', 'mode', 'secret', 'scopes']);
      expect(key.secret).toMatch(new RegExp(`^svc_${key.mode}_[0-9A-Za-z]{32}$`));
      expect(key.scopes).toContain('write:projects');
      expect(key.scopes).toContain('read:events');
    }
    const res = await t.request('POST', '/v1/projects', { key: out.api_keys[0].secret, body: { name: 'Desde CLI' } });
    expect(res.status).toBe(201);

    const key = await cli(['create-key', '--org', out.organization.id, '--mode', 'live', '--scopes', 'read:projects,write:projects']);
    expect(key.code).toBe(0);
    const created = JSON.parse(key.stdout);
    expect(created).toEqual({ id: expect.stringMatching(/^key_/), mode: 'live', secret: expect.stringMatching(/^svc_live_/), scopes: ['read:projects', 'write:projects'] });
    const denied = await t.request('GET', '/v1/providers', { key: created.secret });
    expect(denied.status).toBe(403);
  });

  it('update-org sets the organization\'s own tax id, normalized and checked, and clears it with an empty value', async () => {
    const org = await t.createOrg();
    const set = await cli(['update-org', '--org', org.id, '--tax-id', 'es-b12.345.674']);
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout).organization).toMatchObject({ id: org.id, tax_id: 'ESB12345674' });
    const bad = await cli(['update-org', '--org', org.id, '--tax-id', 'B12345670']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error.details.errors[0]).toMatchObject({ param: 'taxId', code: 'invalid_nif' });
    const cleared = await cli(['update-org', '--org', org.id, '--tax-id', '']);
    expect(JSON.parse(cleared.stdout).organization.tax_id).toBeNull();
  });

  it('refuses bad input with a message on stderr and a non-zero exit', async () => {
    const noEmail = await cli(['create-org', '--name', 'Acme']);
    expect(noEmail.code).toBe(1);
    expect(noEmail.stdout).toBe('');
    expect(JSON.parse(noEmail.stderr).error.code).toBe('validation_failed');
    const badScope = await cli(['create-key', '--org', 'org_nope', '--mode', 'test', '--scopes', 'root']);
    expect(badScope.code).toBe(1);
    const unknownOrg = await cli(['create-key', '--org', 'org_nope', '--mode', 'test', '--scopes', 'read:projects']);
    expect(JSON.parse(unknownOrg.stderr).error.code).toBe('not_found');
    const usage = await cli(['frobnicate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage');
  });
});
