import { z } from 'zod';
import { AppError, type FieldError } from './errors.js';
import { isCalendarDate } from './dates.js';
import { ID_PREFIXES, type IdKind, isId } from './ids.js';

/** Largest magnitude accepted for a money field (docs/api-conventions.md#money): ±10^13 cents. */
export const MAX_CENTS = 10_000_000_000_000;

/** Integer cents within ±10^13; 3001.41 and "300141" are both refused. */
export const cents = () =>
  z
    .number({ error: (i) => (i.input === undefined ? 'is required' : 'must be an integer number of cents') })
    .int({ error: 'must be an integer number of cents' })
    .min(-MAX_CENTS, { error: `must be at least -${MAX_CENTS}` })
    .max(MAX_CENTS, { error: `must be at most ${MAX_CENTS}` });

/** `YYYY-MM-DD`, a real calendar date. */
export const calendarDate = () =>
  z
    .string()
    .refine(isCalendarDate, { message: 'must be a real calendar date as YYYY-MM-DD', params: { code: 'invalid_date' } })
    .meta({ format: 'date', example: '2026-11-02' });

/** An id of `kind`, checked for shape (existence is the service's concern). */
export const idOf = (kind: IdKind) =>
  z.string().refine((v) => isId(kind, v), {
    message: `must be an id of a ${kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`,
    params: { code: 'invalid_id' },
  })
  .meta({ pattern: `^${ID_PREFIXES[kind]}_[0-9a-z]{26}$` });

/** Non-empty text, trimmed, at most `max` characters. */
export const text = (max = 500) => z.string().trim().min(1, { error: 'must not be empty' }).max(max);

/** An optional text field that PATCH may clear with null. */
export const optionalText = (max = 500) => text(max).nullable().optional();

export const email = () => z.email({ error: 'must be an e-mail address' }).max(320);

/** Formats a zod path the way the API names parameters: `line_items[0].quantity`. */
export function formatParam(path: ReadonlyArray<PropertyKey>): string | null {
  if (path.length === 0) return null;
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

const READ_ONLY = new Set([
  'id',
  'object',
  'created_at',
  'updated_at',
  'deleted_at',
  'archived_at',
  'organization_id',
  'livemode',
]);

function issueToErrors(issue: z.core.$ZodIssue): FieldError[] {
  const param = formatParam(issue.path);
  const name = param ? `\`${param}\`` : 'the body';
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const p = formatParam([...issue.path, key]);
        return READ_ONLY.has(key)
          ? { param: p, code: 'read_only_field', message: `\`${p}\` is read-only and cannot be set.` }
          : { param: p, code: 'unknown_field', message: `\`${p}\` is not a known field.` };
      });
    case 'invalid_type':
      if ((issue as { input?: unknown }).input === undefined) {
        return [{ param, code: 'required', message: `${name} is required.` }];
      }
      return [
        {
          param,
          code: 'invalid_type',
          message: issue.message.startsWith('Invalid input')
            ? `${name} must be ${article(issue.expected)}.`
            : `${name} ${issue.message}.`,
        },
      ];
    case 'too_small':
      return [{ param, code: issue.origin === 'string' ? 'too_short' : 'out_of_range', message: `${name} ${lower(issue.message)}.` }];
    case 'too_big':
      return [{ param, code: issue.origin === 'string' ? 'too_long' : 'out_of_range', message: `${name} ${lower(issue.message)}.` }];
    case 'invalid_format':
      return [{ param, code: issue.format === 'email' ? 'invalid_email' : 'invalid_format', message: `${name} ${lower(issue.message)}.` }];
    case 'invalid_value':
      return [
        {
          param,
          code: 'invalid_value',
          message: `${name} must be one of: ${issue.values.map((v) => String(v)).join(', ')}.`,
        },
      ];
    case 'custom':
      return [
        {
          param,
          code: (issue.params as { code?: string } | undefined)?.code ?? 'invalid',
          message: `${name} ${issue.message}.`,
        },
      ];
    default:
      return [{ param, code: 'invalid', message: `${name}: ${issue.message}.` }];
  }
}

function lower(message: string): string {
  const m = message.replace(/^Invalid input: /, '').replace(/^Too (small|big): expected \w+ to /, '');
  return m.charAt(0).toLowerCase() + m.slice(1);
}

function article(expected: string): string {
  if (expected === 'int') return 'an integer';
  if (expected === 'object') return 'an object';
  if (expected === 'array') return 'an array';
  return `a ${expected}`;
}

/** The errors zod reports, in the API's shape, or an empty list. */
export function zodErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap(issueToErrors);
}

/** Parses `input` with `schema` or throws one 422 listing every problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw AppError.validation(zodErrors(result.error));
}

/** A query-string `limit`: integer 1..100 written in decimal digits. */
export const limitParam = (max = 100, fallback = 25) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const n = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an integer between 1 and ${max}`,
          params: { code: 'out_of_range' },
        });
        return z.NEVER;
      }
      return n;
    })
    // The query string carries text; the document says what it must spell.
    .meta({ override: { type: 'integer', minimum: 1, maximum: max, default: fallback } });

/** Query-string date (`from`, `to`). */
export const queryDate = () => calendarDate().optional();
