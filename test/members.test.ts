import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurePeopleRuntime, resetPeopleRuntime } from '../src/people/people-runtime.js';
import { type TestApp, type TestOrg, countRows, startTestApp } from './helpers/harness.js';
import { type TestPerson, browserGraphql, createPerson, sessionOf, signIn } from './helpers/people.js';
import { type SmtpSink, startSmtpSink, waitFor } from './helpers/webhooks.js';

let t: TestApp;
let org: TestOrg;
let sink: SmtpSink;
let owner: TestPerson;
let ownerCookie: string;

beforeAll(async () => {
  resetPeopleRuntime();
  [t, sink] = await Promise.all([startTestApp(), startSmtpSink()]);
  configurePeopleRuntime({ smtpUrl: sink.url, appUrl: 'https://app.example.com' });
  org = await t.createOrg('Miembros SL');
  owner = await createPerson(t, org, 'owner');
  ownerCookie = await sessionOf(t, owner);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  resetPeopleRuntime();
});

function sql<T = any>(query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

/** The one-time link of the latest e-mail to `to` (quoted-printable soft breaks undone). */
async function linkFor(to: string, kind: 'accept-invitation' | 'reset-password', count = 1): Promise<string> {
  const mail = await waitFor(() => sink.messages.filter((m) => m.to.includes(to)).length >= count && sink.messages.filter((m) => m.to.includes(to)).at(-1));
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = new RegExp(`https://app\\.example\\.com/${kind}#token=(svc_[a-z]+_[0-9A-Za-z]{40})`).exec(text);
  if (!m) throw new Error(`no ${kind} link in ${text}`);
  return m[1];
}

const INVITE = `mutation($email: String!, $role: Role!) { inviteMember(email: $email, role: $role) { id email role invitedBy expiresAt createdAt acceptedAt } }`;
const ACCEPT = `mutation($token: String!, $name: String, $password: String) {
  acceptInvitation(token: $token, name: $name, password: $password) { user { id email name } membership { id role organization { id } } } }`;

describe('invitations', () => {
  it('e-mails a one-time link (valid 72 h, only its hash stored); accepting creates the account, who then signs in', async () => {
    const res = await browserGraphql(t, ownerCookie, INVITE, { email: 'Nueva.Contable@Example.com', role: 'ACCOUNTANT' });
    expect(res.body.errors).toBeUndefined();
    const invitation = res.body.data.inviteMember;
    expect(invitation).toMatchObject({ email: 'nueva.contable@example.com', role: 'ACCOUNTANT', invitedBy: owner.userId, acceptedAt: null });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(72 * 3600 * 1000);

    const token = await linkFor('nueva.contable@example.com', 'accept-invitation');
    const mail = sink.messages.at(-1)!;
    expect(mail.raw).toContain('Subject: You are invited to Miembros SL on Cost Control');
    const [stored] = await sql(`select token_hash from invitations where id = ?`, [invitation.id]);
    expect(stored.token_hash).not.toContain(token);
    // The stored e-mail keeps no link.
    const [note] = await sql(`select kind, status, body from notifications where kind = 'member_invitation' and recipient = ?`, ['nueva.contable@example.com']);
    expect(note).toMatchObject({ kind: 'member_invitation', status: 'sent' });
    expect(note.body).not.toContain(token);
    expect(note.body).toContain('link withheld');

    const preview = await browserGraphql(t, null, `query($token: String!) { invitation(token: $token) { email role organizationName userExists } }`, { token });
    expect(preview.body.data.invitation).toEqual({ email: 'nueva.contable@example.com', role: 'ACCOUNTANT', organizationName: 'Miembros SL', userExists: false });

    const accepted = await browserGraphql(t, null, ACCEPT, { token, name: 'Nueva Contable', password: 'una clave larga 123' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.acceptInvitation).toMatchObject({
      user: { email: 'nueva.contable@example.com', name: 'Nueva Contable' },
      membership: { role: 'ACCOUNTANT', organization: { id: org.id } },
    });
    const signedIn = await signIn(t, 'nueva.contable@example.com', 'una clave larga 123');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.memberships[0]).toMatchObject({ role: 'accountant', organization: { id: org.id } });

    // One time only.
    const again = await browserGraphql(t, null, ACCEPT, { token, name: 'Otra', password: 'otra clave larga 123' });
    expect(again.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'token' });
    expect(again.body.errors[0].extensions.details.errors[0].code).toBe('invalid_token');
  });

  it('joins an existing account with the token alone (no new password), and refuses one given', async () => {
    const other = await t.createOrg('Otra Empresa');
    const person = await createPerson(t, other, 'viewer');
    await browserGraphql(t, ownerCookie, INVITE, { email: person.email, role: 'SITE_MANAGER' });
    const token = await linkFor(person.email, 'accept-invitation');
    const preview = await browserGraphql(t, null, `query($token: String!) { invitation(token: $token) { userExists } }`, { token });
    expect(preview.body.data.invitation.userExists).toBe(true);

    const before = await countRows(t, 'memberships');
    const withPassword = await browserGraphql(t, null, ACCEPT, { token, name: 'X', password: 'intento de cambio 1' });
    expect(withPassword.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'password', code: 'user_exists' });
    expect(await countRows(t, 'memberships')).toBe(before);

    const joined = await browserGraphql(t, null, ACCEPT, { token });
    expect(joined.body.data.acceptInvitation).toMatchObject({ user: { id: person.userId }, membership: { role: 'SITE_MANAGER' } });
    // The old password still works, and the person now belongs to both.
    const signedIn = await signIn(t, person.email, person.password);
    expect(signedIn.body.memberships.map((m: { organization: { id: string } }) => m.organization.id)).toEqual([other.id, org.id]);
  });

  it('refuses a bad invitation with the documented errors and changes nothing', async () => {
    const before = { users: await countRows(t, 'users'), memberships: await countRows(t, 'memberships'), invitations: await countRows(t, 'invitations') };
    // An existing member.
    const member = await browserGraphql(t, ownerCookie, INVITE, { email: owner.email.toUpperCase(), role: 'VIEWER' });
    expect(member.body.errors[0].extensions).toMatchObject({ code: 'duplicate_resource', param: 'email', details: { existing_id: owner.membershipId } });
    const badEmail = await browserGraphql(t, ownerCookie, INVITE, { email: 'not-an-address', role: 'VIEWER' });
    expect(badEmail.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'email', code: 'invalid_email' });
    const badRole = await browserGraphql(t, ownerCookie, INVITE, { email: 'x@example.com', role: 'ROOT' });
    expect(badRole.body.errors[0].extensions.code).toBe('validation_failed');
    // Unknown, malformed tokens; new account without name or with a weak password.
    for (const token of ['svc_invite_' + 'A'.repeat(40), 'nope']) {
      const res = await browserGraphql(t, null, ACCEPT, { token, name: 'X', password: 'una clave larga 123' });
      expect(res.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'token', code: 'invalid_token' });
    }
    await browserGraphql(t, ownerCookie, INVITE, { email: 'debil@example.com', role: 'VIEWER' });
    const token = await linkFor('debil@example.com', 'accept-invitation');
    const weak = await browserGraphql(t, null, ACCEPT, { token, name: 'Débil', password: 'short' });
    expect(weak.body.errors[0].extensions.details.errors).toEqual([expect.objectContaining({ param: 'password', code: 'weak_password' })]);
    const missing = await browserGraphql(t, null, ACCEPT, { token });
    expect(missing.body.errors[0].extensions.details.errors.map((e: { param: string }) => e.param)).toEqual(['name', 'password']);
    // Expired (moved in SQL).
    await sql(`update invitations set expires_at = now() - interval '1 second' where email = 'debil@example.com'`);
    const expired = await browserGraphql(t, null, ACCEPT, { token, name: 'Débil', password: 'una clave larga 123' });
    expect(expired.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'token', code: 'expired_token' });
    expect(await countRows(t, 'users')).toBe(before.users);
    expect(await countRows(t, 'memberships')).toBe(before.memberships);
    expect(await countRows(t, 'invitations')).toBe(before.invitations + 1);
  });

  it('inviting the same address again replaces the first link', async () => {
    await browserGraphql(t, ownerCookie, INVITE, { email: 'dos.veces@example.com', role: 'VIEWER' });
    const first = await linkFor('dos.veces@example.com', 'accept-invitation', 1);
    await browserGraphql(t, ownerCookie, INVITE, { email: 'dos.veces@example.com', role: 'ADMIN' });
    const second = await linkFor('dos.veces@example.com', 'accept-invitation', 2);
    expect(second).not.toBe(first);
    const old = await browserGraphql(t, null, ACCEPT, { token: first, name: 'Dos', password: 'una clave larga 123' });
    expect(old.body.errors[0].extensions.details.errors[0].code).toBe('invalid_token');
    const ok = await browserGraphql(t, null, ACCEPT, { token: second, name: 'Dos', password: 'una clave larga 123' });
    expect(ok.body.data.acceptInvitation.membership.role).toBe('ADMIN');
  });
});

describe('owners and the last owner', () => {
  const UPDATE = `mutation($id: ID!, $role: Role!) { updateMember(id: $id, role: $role) { id role } }`;
  const REMOVE = `mutation($id: ID!) { removeMember(id: $id) { id deleted } }`;

  it('the last owner can be neither demoted nor removed; with a second owner, one can leave', async () => {
    const own = await t.createOrg('Un Dueño');
    const only = await createPerson(t, own, 'owner');
    const cookie = await sessionOf(t, only);
    const demote = await browserGraphql(t, cookie, UPDATE, { id: only.membershipId, role: 'ADMIN' });
    expect(demote.body.errors[0].extensions).toMatchObject({
      code: 'invalid_state_transition',
      details: { from: 'owner', to: 'admin', reason: 'last_owner' },
    });
    const remove = await browserGraphql(t, cookie, REMOVE, { id: only.membershipId });
    expect(remove.body.errors[0].extensions).toMatchObject({ code: 'invalid_state_transition', details: { to: 'removed', reason: 'last_owner' } });
    const [row] = await sql(`select role from memberships where id = ?`, [only.membershipId]);
    expect(row.role).toBe('owner');

    const second = await createPerson(t, own, 'admin');
    const promoted = await browserGraphql(t, cookie, UPDATE, { id: second.membershipId, role: 'OWNER' });
    expect(promoted.body.data.updateMember).toEqual({ id: second.membershipId, role: 'OWNER' });
    const left = await browserGraphql(t, cookie, UPDATE, { id: only.membershipId, role: 'VIEWER' });
    expect(left.body.data.updateMember.role).toBe('VIEWER');
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const own = await t.createOrg('Dos Dueños');
    const [a, b] = [await createPerson(t, own, 'owner'), await createPerson(t, own, 'owner')];
    const [cookieA, cookieB] = [await sessionOf(t, a), await sessionOf(t, b)];
    const results = await Promise.all([
      browserGraphql(t, cookieA, UPDATE, { id: b.membershipId, role: 'ADMIN' }),
      browserGraphql(t, cookieB, UPDATE, { id: a.membershipId, role: 'ADMIN' }),
    ]);
    // The second to get the lock is refused: it would demote the last owner, or its caller is no owner any more.
    const codes = results.map((r) => r.body.errors?.[0]?.extensions.code ?? 'ok').sort();
    expect(codes).toHaveLength(2);
    expect(codes[1]).toBe('ok');
    expect(['insufficient_scope', 'invalid_state_transition']).toContain(codes[0]);
    const owners = await sql(`select count(*)::int as n from memberships where organization_id = ? and role = 'owner'`, [own.id]);
    expect(owners[0].n).toBe(1);
  });

  it('only an owner demotes, removes, makes or invites an owner; an admin manages the others', async () => {
    const own = await t.createOrg('Dueños y Admins');
    const boss = await createPerson(t, own, 'owner');
    const admin = await createPerson(t, own, 'admin');
    const worker = await createPerson(t, own, 'viewer');
    const adminCookie = await sessionOf(t, admin);
    for (const [query, variables] of [
      [UPDATE, { id: boss.membershipId, role: 'VIEWER' }],
      [REMOVE, { id: boss.membershipId }],
      [UPDATE, { id: worker.membershipId, role: 'OWNER' }],
      [INVITE, { email: 'nuevo.dueno@example.com', role: 'OWNER' }],
    ] as const) {
      const res = await browserGraphql(t, adminCookie, query, variables);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_role: 'owner' } });
    }
    const promoted = await browserGraphql(t, adminCookie, UPDATE, { id: worker.membershipId, role: 'ACCOUNTANT' });
    expect(promoted.body.data.updateMember.role).toBe('ACCOUNTANT');
    expect((await sql(`select role from memberships where id = ?`, [boss.membershipId]))[0].role).toBe('owner');
  });

  it('removing a member ends every session of theirs; ids of another organization are not_found', async () => {
    const own = await t.createOrg('Bajas');
    const boss = await createPerson(t, own, 'owner');
    const leaving = await createPerson(t, own, 'accountant');
    const bossCookie = await sessionOf(t, boss);
    const leavingCookie = await sessionOf(t, leaving);
    expect((await browserGraphql(t, leavingCookie, `{ viewer { role } }`)).status).toBe(200);

    // Another organization's member, and ids that are not members at all.
    for (const id of [owner.membershipId, 'mem_nope', org.id]) {
      expect((await browserGraphql(t, bossCookie, REMOVE, { id })).body.errors[0].extensions.code).toBe('not_found');
      expect((await browserGraphql(t, bossCookie, UPDATE, { id, role: 'VIEWER' })).body.errors[0].extensions.code).toBe('not_found');
    }
    const removed = await browserGraphql(t, bossCookie, REMOVE, { id: leaving.membershipId });
    expect(removed.body.data.removeMember).toEqual({ id: leaving.membershipId, deleted: true });
    expect((await browserGraphql(t, leavingCookie, `{ viewer { role } }`)).status).toBe(401);
    expect(await sql(`select 1 from sessions where user_id = ?`, [leaving.userId])).toHaveLength(0);
    // Without memberships, the account cannot sign in.
    expect((await signIn(t, leaving.email, leaving.password)).body.error.code).toBe('invalid_credentials');

    const members = await browserGraphql(t, bossCookie, `{ members { totalCount nodes { role user { email } } } }`);
    expect(members.body.data.members).toEqual({ totalCount: 1, nodes: [{ role: 'OWNER', user: { email: boss.email } }] });
  });
});

describe('password reset', () => {
  const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id email } }`;

  it('e-mails a known address a one-time link; resetting sets the password and ends every session', async () => {
    const person = await createPerson(t, org, 'viewer');
    const cookie = await sessionOf(t, person);
    const asked = await browserGraphql(t, null, `mutation($email: String!) { requestPasswordReset(email: $email) }`, { email: person.email });
    expect(asked.body).toEqual({ data: { requestPasswordReset: true } });
    const token = await linkFor(person.email, 'reset-password');
    expect(token).toMatch(/^svc_reset_/);

    const weak = await browserGraphql(t, null, RESET, { token, password: 'corta' });
    expect(weak.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'password', code: 'weak_password' });

    const reset = await browserGraphql(t, null, RESET, { token, password: 'una nueva clave larga' });
    expect(reset.body.data.resetPassword).toEqual({ id: person.userId, email: person.email });
    expect((await browserGraphql(t, cookie, `{ viewer { role } }`)).status).toBe(401);
    expect((await signIn(t, person.email, person.password)).status).toBe(401);
    expect((await signIn(t, person.email, 'una nueva clave larga')).status).toBe(200);
    // Used once.
    const again = await browserGraphql(t, null, RESET, { token, password: 'otra clave larga 12' });
    expect(again.body.errors[0].extensions.details.errors[0]).toMatchObject({ param: 'token', code: 'invalid_token' });
  });

  it('always answers true, and e-mails only addresses that have an account', async () => {
    const before = sink.messages.length;
    const res = await browserGraphql(t, null, `mutation { requestPasswordReset(email: "nadie@example.com") }`);
    expect(res.body).toEqual({ data: { requestPasswordReset: true } });
    const person = await createPerson(t, org, 'viewer');
    await browserGraphql(t, null, `mutation($email: String!) { requestPasswordReset(email: $email) }`, { email: person.email });
    await linkFor(person.email, 'reset-password');
    expect(sink.messages.slice(before).map((m) => m.to)).toEqual([[person.email]]);
  });

  it('refuses an expired link, and a new request voids the previous one', async () => {
    const person = await createPerson(t, org, 'viewer');
    const ask = () => browserGraphql(t, null, `mutation($email: String!) { requestPasswordReset(email: $email) }`, { email: person.email });
    await ask();
    const first = await linkFor(person.email, 'reset-password', 1);
    await ask();
    const second = await linkFor(person.email, 'reset-password', 2);
    const voided = await browserGraphql(t, null, RESET, { token: first, password: 'una nueva clave larga' });
    expect(voided.body.errors[0].extensions.details.errors[0].code).toBe('invalid_token');
    await sql(`update password_resets set expires_at = now() - interval '1 second' where user_id = ?`, [person.userId]);
    const expired = await browserGraphql(t, null, RESET, { token: second, password: 'una nueva clave larga' });
    expect(expired.body.errors[0].extensions.details.errors[0].code).toBe('expired_token');
    expect((await signIn(t, person.email, person.password)).status).toBe(200);
  });
});

describe('account e-mails without SMTP_URL', () => {
  it('records the e-mail with its link withheld and logs it without the link', async () => {
    const lines: string[] = [];
    const { pino } = await import('pino');
    const { Writable } = await import('node:stream');
    const logger = pino({ level: 'debug' }, new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));
    configurePeopleRuntime({ smtpUrl: null, logger });
    try {
      const before = sink.messages.length;
      const res = await browserGraphql(t, ownerCookie, INVITE, { email: 'sin.smtp@example.com', role: 'VIEWER' });
      expect(res.body.data.inviteMember.email).toBe('sin.smtp@example.com');
      const [note] = await waitFor(() => sql(`select status, body from notifications where recipient = 'sin.smtp@example.com'`).then((r) => r.length && r));
      expect(note.status).toBe('stored');
      expect(note.body).not.toMatch(/svc_invite_/);
      await waitFor(() => lines.some((l) => l.includes('account e-mail not sent (SMTP_URL is not set)')));
      expect(lines.join('')).not.toMatch(/svc_invite_/);
      expect(sink.messages.length).toBe(before);
    } finally {
      configurePeopleRuntime({ smtpUrl: sink.url, logger: (await import('../src/platform/logger.js')).createLogger('silent') });
    }
  });
});
