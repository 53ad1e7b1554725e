import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestApp, TestResponse } from './harness.js';
import { testCertificates } from './webhooks.js';

/** What a file server answers to one request. */
export interface FileAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** Sent in one piece with its Content-Length, or chunk by chunk (no Content-Length) when an array. */
  body?: Buffer | Buffer[];
  delayMs?: number;
}

export interface FileServer {
  /** `https://127.0.0.1:<port>`. */
  origin: string;
  /** Requests received, by path. */
  hits: string[];
  /** What each path answers: a fixed answer, or one per request in turn (the last repeats). */
  serve(path: string, ...answers: FileAnswer[]): void;
  close(): Promise<void>;
}

/** A real HTTPS server on 127.0.0.1 (free port) with the test certificate, serving files by path. */
export async function startFileServer(): Promise<FileServer> {
  const { cert, key } = await testCertificates();
  const routes = new Map<string, FileAnswer[]>();
  const hits: string[] = [];
  const server = https.createServer({ cert, key }, (req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const answers = routes.get(path) ?? [{ status: 404, body: Buffer.from('not found') }];
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    const send = () => {
      if (res.destroyed) return;
      const body = answer.body ?? Buffer.alloc(0);
      if (Array.isArray(body)) {
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/pdf', ...answer.headers });
        for (const chunk of body) res.write(chunk);
        res.end();
      } else {
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/pdf', 'Content-Length': String(body.length), ...answer.headers });
        res.end(body);
      }
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    hits,
    serve: (path, ...answers) => routes.set(path, answers),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `POST /uploads` of `bytes` as `contentType`. */
export function uploadFile(t: TestApp, key: string, bytes: Uint8Array, contentType = 'application/pdf'): Promise<TestResponse> {
  return t.request('POST', '/uploads', { key, raw: Buffer.from(bytes), headers: { 'Content-Type': contentType } });
}
