import https from 'node:https';
import { type Config, loadConfig } from '../platform/config.js';
import { type Logger, createLogger } from '../platform/logger.js';
import type { OutboundNetwork } from '../platform/outbound-http/network-guard.js';

/**
 * What webhook endpoints and the delivery tasks read at run time: the webhook settings (docs/webhooks.md#configuration), the
 * outbound HTTPS agent, the clock and the mailer. Built from the environment on first use;
 * `main.ts` hands it the process logger, tests and the bench override parts of it. Its agent and
 * guard setting are also how the worker downloads invoice PDFs (workers/documents.tasks.ts).
 */
export interface WebhookRuntime extends OutboundNetwork {
  /** Delivery deadline (`WEBHOOK_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Seconds before attempts 2..6 (`WEBHOOK_RETRY_SCHEDULE`). */
  retrySchedule: number[];
  /** `WEBHOOK_ALLOW_PRIVATE_NETWORKS`. */
  allowPrivateNetworks: boolean;
  /** Where failure e-mails go (`SMTP_URL`); unset: stored in `notifications` and logged. */
  smtpUrl: string | null;
  /** Sender of notification e-mails. */
  mailFrom: string;
  userAgent: string;
  /**
   * Keep-alive agent for deliveries. Without an explicit `ca` Node trusts the system CAs plus
   * `NODE_EXTRA_CA_CERTS`; tests may pass an agent that trusts their throw-away CA.
   */
  agent: https.Agent;
  /** The clock deliveries, failure marks and the disabling cron read. */
  now: () => Date;
  logger: Logger;
}

export const DELIVERY_ATTEMPTS = 6;

/** Endpoints `failing` for this long are disabled by the `webhook_disable_failing` cron. */
export const FAILING_DAYS_BEFORE_DISABLE = 7;

export function defaultAgent(options: https.AgentOptions = {}): https.Agent {
  return new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64, scheduling: 'lifo', ...options });
}

function fromConfig(config: Config): WebhookRuntime {
  return {
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retrySchedule: config.WEBHOOK_RETRY_SCHEDULE,
    allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    smtpUrl: config.SMTP_URL ?? null,
    mailFrom: 'Cost Control <no-reply@cost-control.invalid>',
    userAgent: 'CostControl-Webhooks/1.0',
    agent: defaultAgent(),
    now: () => new Date(),
    logger: createLogger(config.LOG_LEVEL),
  };
}

let current: WebhookRuntime | null = null;

export function webhookRuntime(): WebhookRuntime {
  current ??= fromConfig(loadConfig());
  return current;
}

/** Replaces parts of the runtime (the process logger at start; clocks, agents, schedules in tests). */
export function configureWebhookRuntime(overrides: Partial<WebhookRuntime>): WebhookRuntime {
  current = { ...webhookRuntime(), ...overrides };
  if (overrides.retrySchedule && overrides.retrySchedule.length !== DELIVERY_ATTEMPTS - 1) {
    throw new Error(`the retry schedule needs ${DELIVERY_ATTEMPTS - 1} delays`);
  }
  return current;
}

/** Drops overrides: the next use rebuilds the runtime from the environment. */
export function resetWebhookRuntime(): void {
  current = null;
}
