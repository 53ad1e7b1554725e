import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, safeErrorMessage, scrubSecrets, serializeError } from '../src/platform/logger.js';

/** The log's guards against data and secrets, as pure rules (docs/operations.md#logging). */
function dbError(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { code: '22P02', routine: 'pg_strtoint32_safe', ...fields });
}

describe('error messages in logs', () => {
  it('keeps PostgreSQL sentence of a knex/MikroORM error and drops the statement with its values', () => {
    const e = dbError(
      `insert into "webhook_endpoints" ("id", "secret") values ('wh_1', 'whsec_abc - def') - invalid byte sequence for encoding "UTF8": 0x00\n - detail: Key (nif)=(B12345674) already exists.\n - hint: row (x, secret)`,
    );
    expect(safeErrorMessage(e)).toBe('invalid byte sequence for encoding "…": 0x00');
  });

  it('elides the values PostgreSQL quotes, and falls back to the SQLSTATE when a fragment is left', () => {
    expect(safeErrorMessage(dbError('invalid input syntax for type integer: "CUSTOMER"'))).toBe('invalid input syntax for type integer: "…"');
    expect(safeErrorMessage(dbError(`select 1 from x where a = 'it''s' - refused 'half`))).toBe('database error 22P02');
    expect(safeErrorMessage(dbError(`update x set a = 'only an opening quote`))).toBe('an SQL statement failed');
  });

  it('serializes an error with its SQLSTATE, constraint and frames but no detail, hint, where or SQL', () => {
    const e = dbError(`select * from p where name = 'SECRET' - boom`, {
      constraint: 'providers_nif_unique',
      table: 'providers',
      detail: 'Key (nif)=(SECRET)',
      hint: 'SECRET',
      where: 'SECRET',
      internalQuery: 'SECRET',
      cause: dbError(`delete from p where id = 'SECRET' - also`),
    });
    const out = JSON.stringify(serializeError(e));
    expect(out).not.toContain('SECRET');
    expect(serializeError(e)).toMatchObject({ type: 'Error', message: 'boom', code: '22P02', constraint: 'providers_nif_unique', table: 'providers' });
    expect((serializeError(e) as { stack: string }).stack).toMatch(/^Error: boom\n\s+at /);
  });

  it('leaves other errors as they are, but for secret shapes', () => {
    expect(safeErrorMessage(new TypeError(`Cannot read properties of undefined (reading 'id')`))).toBe(
      `Cannot read properties of undefined (reading 'id')`,
    );
    expect(safeErrorMessage(new Error('connect postgres://app:hunter2@db:5432/x failed'))).toBe('connect postgres://app:[redacted]@db:5432/x failed');
  });
});

describe('log lines', () => {
  it('censor credential keys at any of the first levels and scrub secret shapes anywhere', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const logger = createLogger('debug', sink);
    logger.debug(
      { headers: { authorization: 'Bearer abc', cookie: 'sid=abc' }, user: { password: 'pw1' }, deep: { a: { token: 't' } } },
      'key svc_live_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345 and whsec_0123456789abcdef and Bearer xyz',
    );
    const line = lines.join('');
    expect(JSON.parse(line)).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      user: { password: '[redacted]' },
      deep: { a: { token: '[redacted]' } },
      msg: 'key svc_live_[redacted] and whsec_[redacted] and Bearer [redacted]',
    });
    expect(scrubSecrets('{"url":"https://u:p@h/x"}')).toBe('{"url":"https://u:[redacted]@h/x"}');
  });
});
