import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';

export const ID_PREFIXES = {
  organization: 'org',
  apiKey: 'key',
  project: 'prj',
  provider: 'prov',
  invoice: 'inv',
  deliveryNote: 'alb',
  deliveryNoteLine: 'albli',
  budget: 'bud',
  budgetChapter: 'bchap',
  budgetItem: 'bitem',
  budgetBreakdown: 'bdec',
  webhookEndpoint: 'wh',
  webhookDelivery: 'whdel',
  event: 'evt',
  request: 'req',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/**
 * `<prefix>_<ulid>` in lower case: the 48-bit millisecond time prefix keeps ids time-ordered,
 * the 80 random bits (not the monotonic variant, whose increments are guessable) keep them
 * unguessable.
 */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${ulid().toLowerCase()}`;
}

const ID_SHAPE = /^[a-z]+_[0-9a-hjkmnp-tv-z]{26}$/;

/** True when `value` is shaped like an id of `kind` (says nothing about whether it exists). */
export function isId(kind: IdKind, value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${ID_PREFIXES[kind]}_`) && ID_SHAPE.test(value);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of base62 from a CSPRNG, without modulo bias. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}
