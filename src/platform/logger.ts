import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * The service's logger: JSON lines on stdout. Nothing secret reaches a line, at any level
 * (docs/operations.md#logging):
 * - errors go through `serializeError`, which keeps what explains a failure (type, SQLSTATE,
 *   constraint, table, column, stack frames) and drops what may carry data (the SQL text with
 *   its inlined values, PostgreSQL's `detail`, `where`, `hint`, quoted values in its message);
 * - keys that name credentials (`authorization`, `cookie`, `password`, `secret`, …) are
 *   censored wherever they appear in the first three levels of a line's object;
 * - as a last net, every finished line is scrubbed of the shapes of our secrets (API keys,
 *   webhook secrets, Bearer tokens) and of passwords in URLs.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'cost-control' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: scrubSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}

const CREDENTIAL_KEYS = ['authorization', 'cookie', 'set-cookie', 'password', 'secret', 'token', 'connectionString'];
const REDACTED_PATHS = CREDENTIAL_KEYS.flatMap((k) => {
  const key = /^\w+$/.test(k) ? `.${k}` : `["${k}"]`;
  return [key.replace(/^\./, ''), `*${key}`, `*.*${key}`, `*.*.*${key}`];
});

/** Shapes of secrets, replaced in every finished line (JSON-safe: none matches a quote or backslash). */
const SECRET_SHAPES: Array<[RegExp, string]> = [
  [/\bsvc_(test|live)_[0-9A-Za-z]+/g, 'svc_$1_[redacted]'],
  [/\bwhsec_[0-9A-Za-z]+/g, 'whsec_[redacted]'],
  // Session cookies and one-time links of the web app (src/platform/tokens.ts).
  [/\bsvc_(sess|invite|reset)_[0-9A-Za-z]+/g, 'svc_$1_[redacted]'],
  [/\b(Bearer|Basic)(\s+)[^\s"\\]+/gi, '$1$2[redacted]'],
  // scheme://user:password@host
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s/:@"\\]*:)[^\s/@"\\]+@/gi, '$1[redacted]@'],
];

export function scrubSecrets(line: string): string {
  let out = line;
  for (const [shape, replacement] of SECRET_SHAPES) out = out.replace(shape, replacement);
  return out;
}

const SQL_STATEMENT = /^\s*\(?\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release|create|alter|drop|truncate|lock|set|do|call|copy|explain|values)\b/i;
const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(error: Record<string, unknown>): boolean {
  return (typeof error.code === 'string' && SQLSTATE.test(error.code)) || typeof error.routine === 'string' || 'sqlState' in error;
}

/**
 * An error's message without data. knex prefixes PostgreSQL's message with the failed statement,
 * values inlined (`insert into … values ('whsec_…') - invalid byte sequence`), and MikroORM
 * appends PostgreSQL's DETAIL and HINT (`- detail: Key (nif)=(B12345674) already exists.`).
 * What is kept is PostgreSQL's own sentence with the values it quotes elided (`invalid input
 * syntax for type integer: "…"`); anything that still looks like a quoted fragment gives way
 * to the SQLSTATE alone.
 */
export function safeErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return scrubSecrets(String(error));
  const e = error as Record<string, unknown>;
  let message = typeof e.message === 'string' ? e.message : '';
  if (!isDatabaseError(e) && !SQL_STATEMENT.test(message)) return scrubSecrets(message);
  message = elideQuoted(message.split(/\n - (?:detail|hint): /)[0]);
  if (SQL_STATEMENT.test(message)) {
    const at = message.lastIndexOf(' - ');
    message = at >= 0 ? message.slice(at + 3) : 'an SQL statement failed';
  }
  if (/["'\n]/.test(message.replace(/"…"|'…'/g, ''))) message = `database error${typeof e.code === 'string' ? ` ${e.code}` : ''}`;
  return scrubSecrets(message);
}

/** SQL literals (`'it''s'`) and PostgreSQL's quoted values and names (`"abc"`) become `'…'` and `"…"`. */
function elideQuoted(text: string): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"/g, (m) => (m[0] === "'" ? "'…'" : '"…"'));
}

/** Fields of an error that explain it without carrying data. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'status',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'param',
] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/** pino serializer for `err` and `error`: see `createLogger`. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' ? scrubSecrets(error) : error;
  const e = error as Record<string, unknown>;
  const type = (error as Error).constructor?.name && (error as Error).constructor.name !== 'Object' ? (error as Error).constructor.name : String(e.name ?? 'Error');
  const message = safeErrorMessage(error);
  const out: SerializedError = { type, message };
  for (const field of SAFE_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = typeof value === 'string' ? scrubSecrets(value) : value;
  }
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (depth < 3 && e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1) as SerializedError;
  if (depth < 3 && Array.isArray(e.errors)) {
    out.errors = e.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1) as SerializedError);
  }
  return out;
}
