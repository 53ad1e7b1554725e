import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schedule = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated seconds')
  .transform((v) => v.split(',').map(Number));

/** `RATE_LIMIT_PER_SECOND` and `RATE_LIMIT_BURST` when unset (README.md#configuration). */
export const DEFAULT_RATE_LIMIT = { perSecond: 50, burst: 100 } as const;

/** `MAX_UPLOAD_BYTES` when unset: 25 MiB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** `APP_ORIGINS`: comma-separated origins (`https://app.example.com`), each without path. */
const origins = z
  .string()
  .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(z.array(z.string().refine(isOrigin, 'origins like https://app.example.com, comma separated')))
  .transform((list) => list.map((o) => new URL(o).origin));

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const env = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./.data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEBHOOK_RETRY_SCHEDULE: schedule.default([30, 300, 3600, 21600, 86400]),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool,
  SMTP_URL: z.string().min(1).optional(),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_UPLOAD_BYTES),
  APP_ORIGINS: origins.default([]),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(DEFAULT_RATE_LIMIT.perSecond),
  RATE_LIMIT_BURST: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMIT.burst),
  /** Port of `/metrics` (docs/operations.md#metrics); unset, no metrics are served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.output<typeof env>, 'DATA_DIR'> & { DATA_DIR: string };

/** Reads the configuration (README.md#configuration) from the environment; a bad value stops the start. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = env.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // The API's port is public; metrics never share it (docs/operations.md#metrics).
  if (result.data.METRICS_PORT !== undefined && result.data.METRICS_PORT !== 0 && result.data.METRICS_PORT === result.data.PORT) {
    throw new Error('Invalid configuration: METRICS_PORT: must differ from PORT (metrics are served on a listener of their own)');
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
