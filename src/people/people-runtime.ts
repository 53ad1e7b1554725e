import { type Config, loadConfig } from '../platform/config.js';
import { type Logger, createLogger } from '../platform/logger.js';

/**
 * What sign-in, sessions and account e-mails read at run time (docs/people-and-sessions.md#configuration).
 * Built from the environment on first use; `main.ts` hands it the process logger, tests
 * override parts of it (an SMTP sink, a log capture).
 */
export interface PeopleRuntime {
  /** A session unused this long ends (`SESSION_IDLE_HOURS`). */
  sessionIdleHours: number;
  /** A session ends this long after sign-in, used or not (`SESSION_MAX_DAYS`). */
  sessionMaxDays: number;
  /** Origins besides the service's own that cookie requests may come from (`APP_ORIGINS`). */
  appOrigins: string[];
  /** Where e-mailed links point: the first of `APP_ORIGINS`, else the service's own address. */
  appUrl: string;
  /** Where account e-mails go (`SMTP_URL`); unset: recorded without their link and logged. */
  smtpUrl: string | null;
  mailFrom: string;
  logger: Logger;
}

function ownAddress(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

function fromConfig(config: Config): PeopleRuntime {
  return {
    sessionIdleHours: config.SESSION_IDLE_HOURS,
    sessionMaxDays: config.SESSION_MAX_DAYS,
    appOrigins: config.APP_ORIGINS,
    appUrl: config.APP_ORIGINS[0] ?? ownAddress(config),
    smtpUrl: config.SMTP_URL ?? null,
    mailFrom: 'Cost Control <no-reply@cost-control.invalid>',
    logger: createLogger(config.LOG_LEVEL),
  };
}

let current: PeopleRuntime | null = null;

export function peopleRuntime(): PeopleRuntime {
  current ??= fromConfig(loadConfig());
  return current;
}

/** Replaces parts of the runtime (the process logger at start; SMTP sink, origins, log capture in tests). */
export function configurePeopleRuntime(overrides: Partial<PeopleRuntime>): PeopleRuntime {
  current = { ...peopleRuntime(), ...overrides };
  return current;
}

/** Drops overrides: the next use rebuilds the runtime from the environment. */
export function resetPeopleRuntime(): void {
  current = null;
}
