/**
 * The fuzzer's raw material (docs/operations.md#fuzzing): a seeded generator, hostile strings and
 * numbers, the ids and cursors responses have shown (to aim requests at real resources), forged
 * cursors, and mutations of a valid body.
 */
/** mulberry32: small, fast, seeded. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof prng>;

/** encodeURIComponent, for strings with lone surrogates too (a URL can only carry them as U+FFFD). */
export function enc(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

export const STRINGS = [
  '',
  ' ',
  'a',
  'Hormigón HA-25 ñ',
  'obra 🏗️',
  'a\u0000b',
  '\u0000',
  'x\udfffy',
  'x\ud800',
  '\udc00\ud800',
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202e\u200b',
  'null',
  'undefined',
  '[object Object]',
  '1e309',
  '-0',
  '2026-02-30',
  '2026-11-02',
  '0000-01-01',
  '9999-12-31',
  '2026-11-02T10:00:00.000Z',
  '2026-11-02T25:00:00Z',
  'garbage',
  'B12345674',
  'X1234567L',
  'EUR',
  'eur',
  'XXX',
  'https://example.com/hook',
  'http://127.0.0.1/x',
  'https://169.254.169.254/latest',
  'https://u:p@example.com/x',
  '*',
  'project.*',
  'invoice.paid',
  'nope.*',
];

const NUMBERS = [0, -1, 1, 2, 1.5, -0.001, 1e-7, 100, 2147483647, 2147483648, -2147483649, 9007199254740993, 1e13, 1e13 + 1, -1e13 - 1, 1e300, -1e300, 0.1 + 0.2];

export function randomString(r: Random): string {
  switch (r.int(6)) {
    case 0:
      return 'x'.repeat(r.pick([100, 201, 501, 1001, 2049, 10_000]));
    case 1:
      return String.fromCharCode(...Array.from({ length: 1 + r.int(12) }, () => r.int(0x10000)));
    case 2:
      return `${r.pick(STRINGS)}${r.pick(STRINGS)}`;
    default:
      return r.pick(STRINGS);
  }
}

export class Pools {
  private readonly ids = new Map<string, string[]>();
  readonly cursors: string[] = [];
  /** Ids never used (the main key: revoking it would end the run). */
  readonly protected = new Set<string>();

  add(id: string): void {
    if (this.protected.has(id)) return;
    const prefix = id.slice(0, id.indexOf('_'));
    const list = this.ids.get(prefix) ?? [];
    if (!list.includes(id)) {
      list.push(id);
      if (list.length > 200) list.shift();
    }
    this.ids.set(prefix, list);
  }

  /** Remembers every id and cursor a response shows. */
  collect(value: unknown, depth = 0): void {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value.slice(0, 50)) this.collect(v, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && /^[a-z]+_[0-9a-z]{26}$/.test(v) && !v.startsWith('req_')) this.add(v);
      else if (typeof v === 'string' && (k === 'next_cursor' || k === 'endCursor' || k === 'cursor') && this.cursors.length < 500) this.cursors.push(v);
      else this.collect(v, depth + 1);
    }
  }

  id(r: Random, prefix: string): string {
    const list = this.ids.get(prefix);
    return list && list.length > 0 ? r.pick(list) : `${prefix}_01m82zzzzzzzzzzzzzzzzzzzzz`;
  }

  anyId(r: Random): string {
    const prefixes = [...this.ids.keys()];
    return prefixes.length ? this.id(r, r.pick(prefixes)) : 'prj_01m82zzzzzzzzzzzzzzzzzzzzz';
  }
}

export function forgedCursor(r: Random, pools: Pools): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  switch (r.int(7)) {
    case 0:
      return b64([r.pick(STRINGS), pools.anyId(r), 'AAAAAAAAAA']);
    case 1:
      return b64([r.pick(STRINGS), pools.anyId(r)]);
    case 2:
      return b64({ a: 1 });
    case 3: {
      const real = pools.cursors.length ? r.pick(pools.cursors) : b64(['x', 'y', 'z']);
      const decoded = (() => {
        try {
          return JSON.parse(Buffer.from(real, 'base64url').toString());
        } catch {
          return ['x', 'y', 'z'];
        }
      })();
      if (Array.isArray(decoded)) decoded[r.int(decoded.length)] = r.pick(STRINGS);
      return b64(decoded);
    }
    case 4:
      return 'a'.repeat(r.pick([1, 511, 513, 5000]));
    case 5:
      return enc(randomString(r));
    default:
      return pools.cursors.length ? r.pick(pools.cursors) : 'garbage';
  }
}

/** Any JSON value, biased to what the field is likely to accept. */
export function randomValue(r: Random, pools: Pools, depth = 0): unknown {
  switch (r.int(depth > 2 ? 6 : 9)) {
    case 0:
    case 1:
      return randomString(r);
    case 2:
      return r.pick(NUMBERS);
    case 3:
      return r.chance(0.5);
    case 4:
      return null;
    case 5:
      return pools.anyId(r);
    case 6:
      return Array.from({ length: r.int(4) }, () => randomValue(r, pools, depth + 1));
    case 7:
      return Object.fromEntries(Array.from({ length: r.int(3) }, () => [r.pick(['a', 'id', 'name', '__proto__', 'constructor', randomString(r)]), randomValue(r, pools, depth + 1)]));
    default:
      return r.chance(0.5) ? pools.id(r, r.pick(['prj', 'prov', 'inv', 'alb', 'bud', 'bitem', 'wh', 'evt'])) : r.pick(NUMBERS);
  }
}

/** Changes a few things of a (valid) body: a value, a missing field, an unknown one, a wrong shape. */
export function mutate(r: Random, pools: Pools, body: unknown): unknown {
  if (r.chance(0.04)) return randomValue(r, pools);
  const copy = structuredClone(body) as Record<string, unknown>;
  const rounds = r.int(4);
  for (let i = 0; i < rounds; i++) {
    const paths: Array<[Record<string, unknown> | unknown[], string | number]> = [];
    const walk = (node: unknown, depth: number) => {
      if (depth > 6 || node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) node.forEach((v, j) => (paths.push([node, j]), walk(v, depth + 1)));
      else for (const [k, v] of Object.entries(node)) (paths.push([node as Record<string, unknown>, k]), walk(v, depth + 1));
    };
    walk(copy, 0);
    if (paths.length === 0) {
      copy[randomString(r).slice(0, 30)] = randomValue(r, pools);
      continue;
    }
    const [parent, key] = r.pick(paths);
    const op = r.int(6);
    if (op <= 2) (parent as Record<string | number, unknown>)[key] = randomValue(r, pools);
    else if (op === 3) {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
    } else if (op === 4) {
      if (Array.isArray(parent)) for (let k = 0; k < r.pick([2, 20, 600]); k++) parent.push(structuredClone(parent[0]));
      else parent[r.pick(['id', 'object', 'livemode', 'created_at', 'status', 'unknown_field', 'password'])] = randomValue(r, pools);
    } else (parent as Record<string | number, unknown>)[key] = r.pick(STRINGS);
  }
  return copy;
}
