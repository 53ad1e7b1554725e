/**
 * What an integrator's code looks like: a typed client generated from the OpenAPI document
 * (`api.d.ts`, openapi-fetch), a webhook receiver that verifies `Service-Signature` over the raw
 * body and deduplicates by event id, and a small flow — register an endpoint, create a provider
 * and an invoice, receive `invoice.created`. The test suite runs it against a live server
 * (test/examples.test.ts); see examples/README.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import type { components, paths } from './api.js';

type Event = components['schemas']['Event'];

/**
 * Verifies a `Service-Signature: t=<unix seconds>,v1=<hex>` header: HMAC-SHA256 keyed with the
 * endpoint secret over `"<t>.<raw body>"`, compared in constant time, at most `toleranceSeconds` old.
 */
export function verifySignature(rawBody: Buffer, header: string, secret: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface Receiver {
  url: string;
  /** Verified events, first delivery of each id only. */
  events: Event[];
  /** Deliveries refused with 401 (bad signature). */
  refused: number;
  setSecret(secret: string): void;
  close(): Promise<void>;
}

/** An HTTPS webhook receiver: verify, deduplicate by event id, answer 200 at once. */
export async function startReceiver(tls: { key: string; cert: string }): Promise<Receiver> {
  let secret = '';
  const seen = new Set<string>();
  const receiver: Receiver = {
    url: '',
    events: [],
    refused: 0,
    setSecret: (s) => {
      secret = s;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (!verifySignature(raw, String(req.headers['service-signature'] ?? ''), secret)) {
        receiver.refused++;
        res.writeHead(401).end();
        return;
      }
      const event = JSON.parse(raw.toString('utf8')) as Event;
      if (!seen.has(event.id)) {
        seen.add(event.id);
        receiver.events.push(event);
      }
      res.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/cost-control`;
  return receiver;
}

/** Throws with the API's error envelope when a call failed. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(`${result.response.status}: ${JSON.stringify(result.error)}`);
  return result.data;
}

/**
 * The flow: register the receiver for `invoice.*`, create a provider and an invoice for
 * `projectId`, and answer what was created (the invoice arrives at the receiver as
 * `invoice.created`).
 */
export async function runIntegration(options: { baseUrl: string; apiKey: string; receiver: Receiver; projectId: string }) {
  const api = createClient<paths>({ baseUrl: `${options.baseUrl}/v1`, headers: { Authorization: `Bearer ${options.apiKey}` } });

  const endpoint = ok(await api.POST('/webhooks', { body: { url: options.receiver.url, events: ['invoice.*'] } }));
  options.receiver.setSecret(endpoint.secret);

  const provider = ok(
    await api.POST('/providers', { body: { name: 'Hormigones del Sur S.L.', nif: 'B12345674', category: 'materiales' } }),
  );
  const invoice = ok(
    await api.POST('/invoices', {
      body: {
        project_id: options.projectId,
        provider_id: provider.id,
        invoice_number: 'F-2026-0042',
        issue_date: '2026-11-02',
        subtotal_amount: 300141,
        tax_amount: 63030,
        total_amount: 363171,
      },
    }),
  );
  // An integrator fetches what the event names, as the specification suggests.
  const fetched = ok(await api.GET('/providers/{id}', { params: { path: { id: invoice.provider_id } } }));
  return { endpoint, provider: fetched, invoice };
}
