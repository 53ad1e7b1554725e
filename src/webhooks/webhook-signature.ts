import { createHmac } from 'node:crypto';

/**
 * `Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`, keyed with
 * the whole secret string (`whsec_…`, as UTF-8 bytes): the scheme of Stripe's webhooks, so
 * `stripe.webhooks.constructEvent(body, header, secret)` verifies it (docs/webhooks.md#what-a-delivery-looks-like).
 */
export function signatureHeader(secret: string, body: string | Buffer, timestamp: number): string {
  const t = Math.floor(timestamp);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
  return `t=${t},v1=${v1}`;
}
