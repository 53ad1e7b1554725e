import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/harness.js';
import { browserGraphql, signIn } from './helpers/people.js';
import { cleanEnv, runScript } from './helpers/process.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const cli = (args: string[]) => runScript('src/cli.ts', args, cleanEnv({ DATABASE_URL: t.databaseUrl }));

// Each case starts the CLI as a process two or three times (seconds each when other files run).
describe('bootstrap CLI', { timeout: 120_000 }, () => {
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

  it('create-user prints a one-time invitation link, or with --password makes an account that signs in at once', async () => {
    const org = JSON.parse((await cli(['create-org', '--name', 'Gente', '--email', 'ops@gente.example'])).stdout).organization;
    const invited = await cli(['create-user', '--org', org.id, '--email', 'Duena@Gente.example', '--role', 'owner']);
    expect(invited.code).toBe(0);
    expect(invited.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(invited.stdout);
    expect(Object.keys(out)).toEqual(['invitation', 'url']);
    expect(out.invitation).toMatchObject({ email: 'duena@gente.example', role: 'owner', organization_id: org.id, invited_by: null });
    const token = /\/accept-invitation#token=(svc_invite_[0-9A-Za-z]{40})$/.exec(out.url)![1];
    const accepted = await browserGraphql(t, null, `mutation($t: String!) { acceptInvitation(token: $t, name: "Dueña", password: "la clave de la duena") { membership { role } } }`, {
      t: token,
    });
    expect(accepted.body.data.acceptInvitation.membership.role).toBe('OWNER');
    expect((await signIn(t, 'duena@gente.example', 'la clave de la duena')).status).toBe(200);

    const direct = await cli(['create-user', '--org', org.id, '--email', 'jefe@gente.example', '--role', 'site_manager', '--name', 'Jefe de Obra', '--password', 'una clave de obra']);
    expect(direct.code).toBe(0);
    const made = JSON.parse(direct.stdout);
    expect(made.user).toMatchObject({ email: 'jefe@gente.example', name: 'Jefe de Obra' });
    expect(made.membership).toMatchObject({ role: 'site_manager', organization: { id: org.id } });
    expect(direct.stdout).not.toContain('una clave de obra');
    expect((await signIn(t, 'jefe@gente.example', 'una clave de obra')).status).toBe(200);

    const again = await cli(['create-user', '--org', org.id, '--email', 'jefe@gente.example', '--role', 'viewer', '--password', 'otra clave de obra']);
    expect([again.code, JSON.parse(again.stderr).error.code]).toEqual([1, 'duplicate_resource']);
    const member = await cli(['create-user', '--org', org.id, '--email', 'jefe@gente.example', '--role', 'viewer']);
    expect(JSON.parse(member.stderr).error.code).toBe('duplicate_resource');
    const weak = await cli(['create-user', '--org', org.id, '--email', 'x@gente.example', '--role', 'viewer', '--password', 'corta']);
    expect(JSON.parse(weak.stderr).error.details.errors[0]).toMatchObject({ param: 'password', code: 'weak_password' });
    const badRole = await cli(['create-user', '--org', org.id, '--email', 'x@gente.example', '--role', 'root']);
    expect(JSON.parse(badRole.stderr).error.code).toBe('validation_failed');
    const noOrg = await cli(['create-user', '--org', 'org_nope', '--email', 'x@gente.example', '--role', 'viewer']);
    expect(JSON.parse(noOrg.stderr).error.code).toBe('not_found');
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
