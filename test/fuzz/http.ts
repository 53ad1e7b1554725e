import { type Random, randomString } from './values.js';

/** What both surfaces' requests share: their shape, credentials and bodies. */
export interface FuzzRequest {
  surface: 'rest' | 'graphql';
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface Credentials {
  /** Keys with every scope, and others (fewer scopes, live, revoked, another organization). */
  main: string;
  others: string[];
}

export function authorization(r: Random, credentials: Credentials): Record<string, string> {
  const roll = r.next();
  if (roll < 0.82) return { Authorization: `Bearer ${credentials.main}` };
  if (roll < 0.9) return { Authorization: `Bearer ${r.pick(credentials.others)}` };
  if (roll < 0.93) return {};
  return {
    Authorization: r.pick([
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `bearer ${credentials.main}`,
      `Bearer ${credentials.main} extra`,
      `Bearer svc_test_${'A'.repeat(32)}`,
      `Bearer svc_live_${'0'.repeat(31)}`,
      `Bearer ${credentials.main.slice(0, -1)}`,
      'Bearer \t',
      `Bearer ${'x'.repeat(5000)}`,
    ]),
  };
}

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/JSON', ''];

export function encodeBody(r: Random, body: unknown): { body?: string | Buffer; contentType?: string } {
  if (body === undefined && r.chance(0.9)) return {};
  const json = JSON.stringify(body ?? {});
  const roll = r.next();
  if (roll < 0.86) return { body: json, contentType: 'application/json' };
  if (roll < 0.89) return { body: r.pick(['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}', '{"a":1,"a":2}', '']), contentType: 'application/json' };
  if (roll < 0.905) return { body: `${'['.repeat(r.pick([1000, 100_000]))}${']'.repeat(r.pick([0, 1000]))}`, contentType: 'application/json' };
  if (roll < 0.91) return { body: Buffer.alloc(1024 * 1024 + 10, 0x20), contentType: 'application/json' };
  if (roll < 0.95) return { body: json, contentType: r.pick(CONTENT_TYPES) };
  if (roll < 0.96) return { body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]), contentType: 'application/json' };
  return { body: json, contentType: r.pick(['application/json; charset=utf-8', 'application/vnd.api+json', 'Application/Json']) };
}
