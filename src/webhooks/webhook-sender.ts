import https from 'node:https';
import net from 'node:net';
import { BlockedAddressError, classifyAddress, guardedLookup } from '../platform/outbound-http/network-guard.js';

export interface SendOptions {
  agent: https.Agent;
  timeoutMs: number;
  allowPrivateNetworks: boolean;
}

/** The outcome of one delivery attempt, as recorded in `webhook_deliveries`. */
export interface SendResult {
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

/** Response bodies are drained (so keep-alive sockets are reused) but never read beyond this. */
const MAX_DRAIN_BYTES = 64 * 1024;

/**
 * POSTs `body` to `url`. Success is a 2xx status within `timeoutMs` (docs/webhooks.md#retries-and-endpoint-statuses); 3xx is a failure
 * (redirects are not followed), as are other statuses, timeouts, connection and TLS errors, and
 * hosts the SSRF guard refuses. Never throws.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, responseStatus: null, durationMs: 0, error: 'invalid URL' });
  }
  if (target.protocol !== 'https:') {
    return Promise.resolve({ ok: false, responseStatus: null, durationMs: 0, error: 'only https URLs are delivered to' });
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses skip DNS (and so the guarded lookup): check them here.
  const literal = net.isIP(host) !== 0;
  if (literal && !options.allowPrivateNetworks) {
    const kind = classifyAddress(host);
    if (kind) return Promise.resolve({ ok: false, responseStatus: null, durationMs: 0, error: new BlockedAddressError(host, kind).message });
  }

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = https.request(
      {
        protocol: 'https:',
        hostname: host,
        port: target.port || 443,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: options.agent,
        lookup: guardedLookup(options.allowPrivateNetworks) as never,
        servername: literal ? undefined : host,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let drained = 0;
        response.on('data', (chunk: Buffer) => {
          drained += chunk.length;
          if (drained > MAX_DRAIN_BYTES) response.destroy();
        });
        response.on('error', () => {});
        // A receiver that answers but never ends its body loses the socket, not the worker.
        const drainTimer = setTimeout(() => response.destroy(), options.timeoutMs);
        drainTimer.unref();
        response.on('close', () => clearTimeout(drainTimer));
        // The answer is the status line; the body drains in the background.
        if (status >= 200 && status < 300) finish({ ok: true, responseStatus: status, error: null });
        else if (status >= 300 && status < 400) {
          const location = response.headers.location;
          finish({ ok: false, responseStatus: status, error: `redirect not followed (${status}${location ? ` to ${location}` : ''})` });
        } else finish({ ok: false, responseStatus: status, error: `HTTP ${status}` });
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, responseStatus: null, error: `timed out after ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ ok: false, responseStatus: null, error: describe(error) });
    });
    request.end(body);
  });
}

function describe(error: NodeJS.ErrnoException): string {
  if (error instanceof BlockedAddressError) return error.message;
  const code = error.code ? ` (${error.code})` : '';
  return `${error.message}${error.message.includes(error.code ?? '\u0000') ? '' : code}`.slice(0, 500);
}
