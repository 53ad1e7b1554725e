import { createHash } from 'node:crypto';
import { randomBase62 } from './ids.js';

/**
 * Bearer secrets handed to people: session cookies and one-time links (invitations, password
 * resets). The prefix says what a leaked value is; 40 base62 characters carry 238 random bits,
 * so a plain SHA-256 is all the storage needs (nothing to brute-force, unlike a password).
 * Only the hash is ever stored (docs/people-and-sessions.md#what-is-stored).
 */
export const TOKEN_PREFIXES = {
  session: 'svc_sess_',
  invitation: 'svc_invite_',
  passwordReset: 'svc_reset_',
} as const;

export type TokenKind = keyof typeof TOKEN_PREFIXES;

export function newToken(kind: TokenKind): string {
  return `${TOKEN_PREFIXES[kind]}${randomBase62(40)}`;
}

/** True when `value` has the shape of a `kind` token (says nothing about whether it is valid). */
export function isToken(kind: TokenKind, value: unknown): value is string {
  return typeof value === 'string' && value.length === TOKEN_PREFIXES[kind].length + 40 && value.startsWith(TOKEN_PREFIXES[kind]) && /^[0-9A-Za-z]{40}$/.test(value.slice(-40));
}

/** Hex SHA-256: what the database keeps of a token, and what a lookup compares. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
