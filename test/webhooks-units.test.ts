import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../src/events/event-types.js';
import { classifyAddress } from '../src/platform/outbound-http/network-guard.js';
import { isSubscription } from '../src/webhooks/webhook.schemas.js';
import { signatureHeader } from '../src/webhooks/webhook-signature.js';
import { checkWebhookUrl } from '../src/webhooks/webhook-url.js';

describe('Service-Signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the whole secret string>', () => {
    const secret = 'whsec_0123456789abcdefABCDEF0123456789';
    const body = '{"id":"evt_1","type":"project.created","data":{"object":{"name":"Señal"}}}';
    const expected = createHmac('sha256', secret).update(`1767225600.${body}`, 'utf8').digest('hex');
    expect(signatureHeader(secret, body, 1767225600.987)).toBe(`t=1767225600,v1=${expected}`);
    // Bytes and string sign alike; the key is the secret string, not a decoded form of it.
    expect(signatureHeader(secret, Buffer.from(body), 1767225600)).toBe(`t=1767225600,v1=${expected}`);
    expect(signatureHeader(secret.slice('whsec_'.length), body, 1767225600)).not.toBe(`t=1767225600,v1=${expected}`);
  });
});

describe('address classes of the SSRF guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.20.30.40', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '93.184.216.34'])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });
});

describe('webhook URL rules', () => {
  it('wants https without credentials or fragment, and no literal private host unless allowed', () => {
    expect(checkWebhookUrl('https://hooks.example.com/a?b=c', false)).toBeNull();
    expect(checkWebhookUrl('https://hooks.example.com:8443/a', false)).toBeNull();
    expect(checkWebhookUrl('http://hooks.example.com', false)?.code).toBe('invalid_url');
    expect(checkWebhookUrl('https://a:b@hooks.example.com', false)?.code).toBe('invalid_url');
    expect(checkWebhookUrl('https://127.0.0.1/x', false)?.code).toBe('private_address');
    expect(checkWebhookUrl('https://LOCALHOST./x', false)?.code).toBe('private_address');
    expect(checkWebhookUrl('https://127.0.0.1/x', true)).toBeNull();
    expect(checkWebhookUrl('http://127.0.0.1/x', true)?.code).toBe('invalid_url');
  });
});

describe('subscriptions', () => {
  it('accept catalog types, resource wildcards of the catalog and `*`', () => {
    for (const type of EVENT_TYPES) expect(isSubscription(type)).toBe(true);
    for (const ok of ['*', 'invoice.*', 'delivery_note.*', 'project.*']) expect(isSubscription(ok)).toBe(true);
    for (const bad of ['invoice', 'invoice.', 'widget.*', '*.created', 'invoice.*.paid', 'Invoice.created', ' *']) {
      expect(isSubscription(bad)).toBe(false);
    }
  });
});
