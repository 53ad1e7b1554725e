import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { BlockedAddressError, classifyAddress, guardedLookup } from './network-guard.js';

/** How a PDF behind a URL is fetched (docs/documents-from-files.md#archiving-the-invoice-pdf). */
export interface DownloadOptions {
  agent: https.Agent;
  /**
   * Whether a hop to `url` may reach loopback or private addresses: `WEBHOOK_ALLOW_PRIVATE_NETWORKS`,
   * the same SSRF guard as webhook deliveries. Asked for every hop, redirects included.
   */
  allowPrivateNetworks: (url: URL) => boolean;
  /** `MAX_UPLOAD_BYTES`: counted while the body streams in, whatever `Content-Length` says. */
  maxBytes: number;
  /** For the whole download, redirects included. */
  timeoutMs: number;
  userAgent: string;
}

/** Redirects followed, each to a URL checked like the first. */
export const MAX_REDIRECTS = 3;

export type DownloadOutcome =
  | { ok: true; bytes: Buffer; sha256: string }
  /** `permanent`: trying again cannot help (not a PDF, too big, a refused address); else it may. */
  | { ok: false; reason: string; permanent: boolean };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class DownloadError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Checks a URL before connecting: https, no credentials, and no literal address the guard refuses. */
function checkTarget(raw: string, allowPrivate: (url: URL) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DownloadError(`not a URL: ${raw.slice(0, 200)}`, true);
  }
  if (url.protocol !== 'https:') throw new DownloadError(`only https URLs are fetched (${url.protocol}//${url.host})`, true);
  if (url.username || url.password) throw new DownloadError('URLs with credentials are not fetched', true);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses skip DNS, and so the guarded lookup: check them here.
  if (net.isIP(host) && !allowPrivate(url)) {
    const kind = classifyAddress(host);
    if (kind) throw new DownloadError(new BlockedAddressError(host, kind).message, true);
  }
  return url;
}

/**
 * Fetches a PDF over HTTPS with the webhook SSRF guard: every connection (the first and each of
 * at most 3 redirects) resolves its host through `guardedLookup`, which refuses loopback,
 * private, link-local and metadata addresses unless private networks are allowed. The body must
 * start with `%PDF-` and stay within `maxBytes` (the download stops as soon as it passes it);
 * the whole download has `timeoutMs`. Never throws.
 */
export async function downloadPdf(url: string, options: DownloadOptions): Promise<DownloadOutcome> {
  const requests = new Set<ReturnType<typeof https.request>>();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      for (const request of requests) request.destroy();
      reject(new DownloadError(`timed out after ${options.timeoutMs} ms`, false));
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([follow(url, options, requests), deadline]);
  } catch (error) {
    if (error instanceof DownloadError) return { ok: false, reason: error.message, permanent: error.permanent };
    if (error instanceof BlockedAddressError) return { ok: false, reason: error.message, permanent: true };
    const e = error as NodeJS.ErrnoException;
    return { ok: false, reason: `${e.message}${e.code && !e.message.includes(e.code) ? ` (${e.code})` : ''}`.slice(0, 500), permanent: false };
  } finally {
    clearTimeout(timer);
    for (const request of requests) request.destroy();
  }
}

async function follow(
  first: string,
  options: DownloadOptions,
  requests: Set<ReturnType<typeof https.request>>,
): Promise<DownloadOutcome> {
  let current = first;
  for (let redirects = 0; ; redirects++) {
    const url = checkTarget(current, options.allowPrivateNetworks);
    const response = await get(url, options.allowPrivateNetworks(url), options, requests);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw new DownloadError(`HTTP ${status} without a Location`, false);
      if (redirects === MAX_REDIRECTS) throw new DownloadError(`more than ${MAX_REDIRECTS} redirects`, true);
      current = new URL(location, url).toString();
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new DownloadError(`HTTP ${status}`, false);
    }
    return readPdf(response, options.maxBytes);
  }
}

function get(
  url: URL,
  allowPrivate: boolean,
  options: DownloadOptions,
  requests: Set<ReturnType<typeof https.request>>,
): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        protocol: 'https:',
        hostname: host,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { Accept: 'application/pdf', 'User-Agent': options.userAgent },
        agent: options.agent,
        lookup: guardedLookup(allowPrivate) as never,
        servername: net.isIP(host) ? undefined : host,
      },
      resolve,
    );
    requests.add(request);
    request.on('error', reject);
    request.end();
  });
}

function readPdf(response: IncomingMessage, maxBytes: number): Promise<DownloadOutcome> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new DownloadError(`the file is larger than ${maxBytes} bytes (Content-Length ${declared})`, true));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    let settled = false;
    const fail = (error: DownloadError) => {
      if (settled) return;
      settled = true;
      reject(error);
      response.destroy();
    };
    response.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBytes) return fail(new DownloadError(`the file is larger than ${maxBytes} bytes`, true));
      chunks.push(chunk);
      hash.update(chunk);
      // The magic is checked as soon as 5 bytes are in: no need to read on.
      if (size >= 5 && size - chunk.length < 5 && Buffer.concat(chunks).subarray(0, 5).toString('latin1') !== '%PDF-') {
        fail(new DownloadError('the file is not a PDF (it does not start with %PDF-)', true));
      }
    });
    response.on('error', (error) => fail(new DownloadError(error.message, false)));
    response.on('aborted', () => fail(new DownloadError('the connection closed before the file was complete', false)));
    response.on('end', () => {
      if (settled) return;
      settled = true;
      const bytes = Buffer.concat(chunks);
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
        reject(new DownloadError('the file is not a PDF (it does not start with %PDF-)', true));
        return;
      }
      resolve({ ok: true, bytes, sha256: hash.digest('hex') });
    });
  });
}
