import net from 'node:net';
import { classifyAddress } from '../platform/outbound-http/network-guard.js';

export const MAX_URL_LENGTH = 2048;

/** Host names that always mean this machine or a cloud metadata service. */
const LOCAL_NAMES = /(^|\.)localhost\.?$|^metadata\.google\.internal\.?$/i;

/**
 * Checks a webhook URL at creation or update: https only, no credentials or fragment, and
 * (unless private networks are allowed) no literal loopback/private/link-local/metadata host.
 * Names are resolved only at delivery time (DNS may change); the guard runs again there.
 * Returns a problem `{code, message}` or null.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): { code: string; message: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { code: 'invalid_url', message: 'must be an absolute https URL' };
  }
  if (url.protocol !== 'https:') return { code: 'invalid_url', message: 'must be an https URL' };
  if (url.username || url.password) return { code: 'invalid_url', message: 'must not carry credentials' };
  if (url.hash) return { code: 'invalid_url', message: 'must not carry a fragment' };
  if (!url.hostname) return { code: 'invalid_url', message: 'must name a host' };
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = net.isIP(host) ? classifyAddress(host) : LOCAL_NAMES.test(host) ? 'loopback' : null;
  if (kind) {
    return {
      code: 'private_address',
      message: `must not point at a ${kind} address (the service refuses them unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=true)`,
    };
  }
  return null;
}
