import dns from 'node:dns';
import type https from 'node:https';
import net from 'node:net';

/**
 * How this process reaches other hosts: its HTTPS agent, and whether the guard below lets it
 * reach private networks (`WEBHOOK_ALLOW_PRIVATE_NETWORKS`). Webhook deliveries and the
 * invoice-PDF download share one (the webhooks' runtime, src/webhooks/webhook-runtime.ts).
 */
export interface OutboundNetwork {
  agent: https.Agent;
  allowPrivateNetworks: boolean;
}

/**
 * The SSRF guard (docs/webhooks.md#security): webhook deliveries never reach loopback, private, link-local,
 * metadata or otherwise non-public addresses unless `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.
 * The check runs on the address actually connected to (after DNS resolution), so a public name
 * that resolves to 10.0.0.1 is refused as well.
 */
export type AddressClass = 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved';

const RANGES: Array<[string, number, 'ipv4' | 'ipv6', AddressClass]> = [
  ['0.0.0.0', 8, 'ipv4', 'reserved'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'private'], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.169.254', 32, 'ipv4', 'metadata'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['198.51.100.0', 24, 'ipv4', 'reserved'],
  ['203.0.113.0', 24, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'reserved'], // multicast
  ['240.0.0.0', 4, 'ipv4', 'reserved'], // includes 255.255.255.255
  ['::', 128, 'ipv6', 'reserved'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fd00:ec2::254', 128, 'ipv6', 'metadata'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['ff00::', 8, 'ipv6', 'reserved'],
  ['100::', 64, 'ipv6', 'reserved'],
  ['2001:db8::', 32, 'ipv6', 'reserved'],
];

const lists = new Map<AddressClass, net.BlockList>();
for (const [address, prefix, family, kind] of RANGES) {
  let list = lists.get(kind);
  if (!list) lists.set(kind, (list = new net.BlockList()));
  list.addSubnet(address, prefix, family);
}
// Most specific class first: 169.254.169.254 is `metadata`, not just `link-local`.
const ORDER: AddressClass[] = ['metadata', 'loopback', 'link-local', 'private', 'reserved'];

/** The eight 16-bit groups of an IPv6 address (which may end in dotted IPv4), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The IPv4 address an IPv6 one carries: IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible
 * `::a.b.c.d` and NAT64 `64:ff9b::a.b.c.d`. A connection to those reaches the IPv4 address.
 */
function embeddedIPv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const mapped = zero(0, 5) && g[5] === 0xffff;
  const compatible = zero(0, 6) && (g[6] !== 0 || g[7] > 1);
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6);
  if (!mapped && !compatible && !nat64) return null;
  return [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255].join('.');
}

/** Why `address` is not a public unicast address, or null when it is one. */
export function classifyAddress(address: string): AddressClass | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 0) return null;
  if (family === 6) {
    const v4 = embeddedIPv4(bare);
    if (v4) return classifyAddress(v4);
  }
  for (const kind of ORDER) {
    if (lists.get(kind)!.check(bare, family === 4 ? 'ipv4' : 'ipv6')) return kind;
  }
  return null;
}

/** Raised when a webhook URL resolves to a refused address. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(
    readonly address: string,
    readonly kind: AddressClass,
  ) {
    super(`refused to connect to ${address}: a ${kind} address (set WEBHOOK_ALLOW_PRIVATE_NETWORKS=true to allow)`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `https.request` that resolves the host and refuses it when any of its addresses
 * is not public. Handles both the single-address and the `all: true` form (Node 20's
 * happy-eyeballs connect asks for every address).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (!allowPrivate) {
        for (const { address } of addresses) {
          const kind = classifyAddress(address);
          if (kind) return callback(new BlockedAddressError(address, kind), '');
        }
      }
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
