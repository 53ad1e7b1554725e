import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAccountMail } from '../src/people/account-mail.js';
import { configurePeopleRuntime, resetPeopleRuntime } from '../src/people/people-runtime.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { browserGraphql, createPerson, signIn } from './helpers/people.js';
import { type SmtpSink, startSmtpSink, waitFor } from './helpers/webhooks.js';

/**
 * Every flow of people and sessions, run at LOG_LEVEL=debug with the service's pino output
 * captured: no password, one-time token, session token or cookie value may appear in any line.
 */

const lines: string[] = [];
const capture = pino({ level: 'debug' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));

let t: TestApp;
let org: TestOrg;
let sink: SmtpSink;

beforeAll(async () => {
  resetPeopleRuntime();
  [t, sink] = await Promise.all([startTestApp({ logger: capture }), startSmtpSink()]);
  configurePeopleRuntime({ smtpUrl: sink.url, appUrl: 'https://app.example.com', logger: capture });
  org = await t.createOrg('Registros SL');
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  resetPeopleRuntime();
});

async function tokenIn(to: string, count: number): Promise<string> {
  const mails = await waitFor(() => {
    const found = sink.messages.filter((m) => m.to.includes(to));
    return found.length >= count && found;
  });
  const text = mails.at(-1)!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /#token=(svc_[a-z]+_[0-9A-Za-z]{40})/.exec(text)![1];
}

describe('logs of sign-in, sessions, invitations and resets', () => {
  it('never contain a password, a token or a cookie value, at debug level', async () => {
    const secrets: string[] = [];
    const owner = await createPerson(t, org, 'owner');
    secrets.push(owner.password);

    // Sign-in: wrong password, unknown address, then right.
    const wrongPassword = 'this is not the password';
    secrets.push(wrongPassword);
    expect((await signIn(t, owner.email, wrongPassword)).status).toBe(401);
    expect((await signIn(t, 'unknown@example.com', wrongPassword)).status).toBe(401);
    const signedIn = await signIn(t, owner.email, owner.password);
    const cookie = signedIn.cookie!;
    secrets.push(cookie, signedIn.setCookie!);

    // Cookie requests: fine, from a foreign origin, and without Origin.
    await browserGraphql(t, cookie, `{ viewer { role } }`);
    await browserGraphql(t, cookie, `{ viewer { role } }`, undefined, { origin: 'https://evil.example' });
    await browserGraphql(t, cookie, `mutation { setLivemode(livemode: false) { livemode } }`, undefined, { origin: null });
    const key = await browserGraphql(t, cookie, `mutation { createApiKey(mode: LIVE, scopes: ["read:projects"]) { secret } }`);
    secrets.push(key.body.data.createApiKey.secret);

    // Invitation, by e-mail, accepted with a password; a bad token; a weak password.
    await browserGraphql(t, cookie, `mutation { inviteMember(email: "invitada@example.com", role: VIEWER) { id } }`);
    const invitation = await tokenIn('invitada@example.com', 1);
    const invitedPassword = 'clave de la invitada 1';
    secrets.push(invitation, invitedPassword);
    const weak = 'débil';
    secrets.push(weak);
    await browserGraphql(t, null, `mutation($t: String!, $p: String!) { acceptInvitation(token: $t, name: "I", password: $p) { user { id } } }`, {
      t: invitation,
      p: weak,
    });
    await browserGraphql(t, null, `query($t: String!) { invitation(token: $t) { email } }`, { t: invitation });
    const accepted = await browserGraphql(
      t,
      null,
      `mutation($t: String!, $p: String!) { acceptInvitation(token: $t, name: "Invitada", password: $p) { user { id } } }`,
      { t: invitation, p: invitedPassword },
    );
    expect(accepted.body.errors).toBeUndefined();
    await browserGraphql(t, null, `mutation($t: String!) { acceptInvitation(token: $t) { user { id } } }`, { t: invitation });

    // Password reset, by e-mail, then used; the old session ends.
    await browserGraphql(t, null, `mutation { requestPasswordReset(email: "invitada@example.com") }`);
    const reset = await tokenIn('invitada@example.com', 2);
    const newPassword = 'nueva clave de la invitada';
    secrets.push(reset, newPassword);
    const invitedCookie = (await signIn(t, 'invitada@example.com', invitedPassword)).cookie!;
    secrets.push(invitedCookie);
    await browserGraphql(t, null, `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { id } }`, { t: reset, p: newPassword });
    await browserGraphql(t, invitedCookie, `{ viewer { role } }`);
    const again = await signIn(t, 'invitada@example.com', newPassword);
    secrets.push(again.cookie!);

    // Without SMTP_URL the e-mail is stored and logged: still without its link.
    configurePeopleRuntime({ smtpUrl: null });
    await browserGraphql(t, cookie, `mutation { inviteMember(email: "sin.correo@example.com", role: VIEWER) { id } }`);
    await browserGraphql(t, null, `mutation { requestPasswordReset(email: "invitada@example.com") }`);
    await waitFor(() => lines.filter((l) => l.includes('SMTP_URL is not set')).length === 2);

    await fetch(`${t.baseUrl}/auth/logout`, { method: 'POST', headers: { Origin: t.baseUrl, Cookie: `cc_session=${cookie}` } });
    await settleAccountMail();

    // The capture did see these flows, at debug level, with their e-mail addresses.
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.some((l) => l.includes('"level":20'))).toBe(true);
    expect(lines.some((l) => l.includes('/auth/login'))).toBe(true);
    expect(lines.some((l) => l.includes('account e-mail sent') && l.includes('invitada@example.com'))).toBe(true);
    const leaks = lines.flatMap((line) => secrets.filter((s) => line.includes(s)).map((s) => `${s.slice(0, 12)}… in ${line.slice(0, 200)}`));
    expect(leaks).toEqual([]);
    // Nor anything shaped like a token, whoever it belonged to.
    expect(lines.filter((l) => /svc_(sess|invite|reset|test|live)_[0-9A-Za-z]{20}/.test(l))).toEqual([]);
  });
});
