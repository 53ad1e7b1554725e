import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Passwords (docs/people-and-sessions.md#passwords): scrypt from node:crypto with OWASP's
 * N=2^15, r=8, p=3 (32 MiB, ~0.1–0.5 s a hash), a 16-byte random salt and a 32-byte key,
 * kept in the PHC string format `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` so the cost can rise
 * later without breaking stored hashes. Compared in constant time. Never logged, never returned.
 */
const COST = { ln: 15, r: 8, p: 3 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing one is not a way to load the server. */
export const MAX_PASSWORD_LENGTH = 256;

/** The password of a request body: 10 to 256 characters (`weak_password` otherwise). */
export const passwordField = () =>
  z.string().refine((p) => p.length >= MIN_PASSWORD_LENGTH && p.length <= MAX_PASSWORD_LENGTH, {
    message: `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long`,
    params: { code: 'weak_password' },
  });

function derive(password: string, salt: Buffer, cost: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** cost.ln;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return `$scrypt$ln=${COST.ln},r=${COST.r},p=${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** True when `password` is the one `stored` was made from; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = PHC.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5], 'base64url');
  const key = await derive(password, Buffer.from(m[4], 'base64url'), { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The hash of a random password nobody kept, made with the current cost (so checking it costs the same). */
const DUMMY_HASH = '$scrypt$ln=15,r=8,p=3$MBdzIbIUbTLXKfSjoqJezQ$VFPQsWrezNYLT5vKnZbibSmZSXIXxbJQ2pH5oeCCm0w';

/**
 * Spends the time of a real check for an address no account has, so that an unknown e-mail and
 * a wrong password take as long (and answer the same `invalid_credentials`).
 */
export async function verifyNoPassword(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
