import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import type { Runner } from 'graphile-worker';
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import { createOrm } from '../../src/orm.js';
import { createLogger } from '../../src/platform/logger.js';
import { type WebhookRuntime, configureWebhookRuntime, defaultAgent } from '../../src/webhooks/webhook-runtime.js';
import { startWorker } from '../../workers/index.js';

export interface TestCertificates {
  /** PEM of the throw-away CA (what NODE_EXTRA_CA_CERTS would point at). */
  ca: string;
  /** Server certificate for 127.0.0.1, ::1 and localhost, signed by the CA. */
  cert: string;
  key: string;
}

let certificates: Promise<TestCertificates> | null = null;

/** A CA and a server certificate generated at test time, never written to the repository. */
export function testCertificates(): Promise<TestCertificates> {
  certificates ??= (async () => {
    const ca = await generate([{ name: 'commonName', value: 'Cost Control Test CA' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 2 * 86_400_000),
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
      ],
    });
    const server = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 2 * 86_400_000),
      ca: { key: ca.private, cert: ca.cert },
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    });
    return { ca: ca.cert, cert: server.cert, key: server.private };
  })();
  return certificates;
}

/** An agent that trusts the system CAs plus the test CA (what NODE_EXTRA_CA_CERTS does for a process). */
export async function testAgent(): Promise<https.Agent> {
  const { ca } = await testCertificates();
  return defaultAgent({ ca: [...tls.rootCertificates, ca] });
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The exact bytes received. */
  body: Buffer;
  receivedAt: number;
}

export type Responder = (request: ReceivedRequest) => number | { status: number; headers?: Record<string, string>; delayMs?: number };

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** What to answer; 200 unless changed. */
  respond: Responder;
  /** Requests to `path` (default: all). */
  received(path?: string): ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTPS server on 127.0.0.1 (free port) with the test certificate, recording every request. */
export async function startReceiver(): Promise<Receiver> {
  const { cert, key } = await testCertificates();
  const receiver: Receiver = {
    url: '',
    port: 0,
    requests: [],
    respond: () => 200,
    received: (path) => receiver.requests.filter((r) => path === undefined || r.path === path),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
        receivedAt: Date.now(),
      };
      receiver.requests.push(request);
      const answer = receiver.respond(request);
      const { status, headers, delayMs } = typeof answer === 'number' ? { status: answer, headers: {}, delayMs: 0 } : answer;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
        res.end('ok');
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `https://127.0.0.1:${receiver.port}`;
  return receiver;
}

export interface SentMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: SentMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (free port) that keeps every message. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SentMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Configures the webhook runtime for tests (trusting the test CA, loopback allowed, fast retries). */
export async function configureTestRuntime(overrides: Partial<WebhookRuntime> = {}): Promise<WebhookRuntime> {
  return configureWebhookRuntime({
    agent: await testAgent(),
    allowPrivateNetworks: true,
    retrySchedule: [1, 1, 1, 1, 1],
    timeoutMs: 2000,
    smtpUrl: null,
    now: () => new Date(),
    logger: createLogger(process.env.LOG_LEVEL ?? 'silent'),
    ...overrides,
  });
}

/**
 * The real worker (same tasks and crontab as `npm start`) against a test database, with an ORM of
 * its own that stopping it closes.
 */
export async function startTestWorker(databaseUrl: string, concurrency = 10): Promise<Runner> {
  const orm = await createOrm(databaseUrl, { poolMax: 4 });
  const worker = await startWorker({ url: databaseUrl, logger: createLogger(process.env.LOG_LEVEL ?? 'silent'), concurrency, orm }).catch(
    async (error: unknown) => {
      await orm.close();
      throw error;
    },
  );
  return {
    ...worker,
    stop: async (reason?: string) => {
      await worker.stop(reason);
      await orm.close();
    },
    kill: async (reason?: string) => {
      await worker.kill(reason);
      await orm.close();
    },
  };
}

/** Polls `check` until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 5000,
  what = 'condition',
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
