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

// Without the `u` flag the pattern sees UTF-16 code units: a high surrogate not followed by a
// low one, a low one not preceded by a high one, or NUL.
const UNSTORABLE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/**
 * Text PostgreSQL can store: no NUL character and no UTF-16 surrogate without its pair (JSON's
 * `"\ud800"` escapes allow both). One rule for every string of every request
 * (docs/api-conventions.md#text).
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * A 422 entry (code `invalid_string`) for every string of `input` that is not storable text, at
 * any depth, object keys included. Iterative, and paths are built only for the strings at fault:
 * a body nested 100,000 levels deep costs neither stack nor quadratic memory.
 */
export function unstorableStrings(input: unknown): FieldError[] {
  interface Node {
    value: unknown;
    key: PropertyKey | null;
    parent: Node | null;
  }
  const pathOf = (node: Node, last?: PropertyKey): PropertyKey[] => {
    const path: PropertyKey[] = last === undefined ? [] : [last];
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.unshift(n.key);
    return path;
  };
  const errors: FieldError[] = [];
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (!isStorableText(value)) errors.push(invalidString(pathOf(node)));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: node });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        if (isStorableText(key)) stack.push({ value: child, key, parent: node });
        else errors.push(invalidString(pathOf(node, safeKey(key))));
      }
    }
  }
  return errors;
}

/** A key that is not storable text, made printable for the error (JSON would escape it anyway). */
function safeKey(key: string): string {
  return key.replace(UNSTORABLE_ALL, '\uFFFD');
}

function invalidString(path: PropertyKey[]): FieldError {
  const param = formatParam(path);
  return {
    param,
    code: 'invalid_string',
    message: `${param ? `\`${param}\`` : 'The body'} must not contain NUL characters or unpaired UTF-16 surrogates.`,
  };
}

/**
 * The errors of `input` against `schema`: unstorable strings first, then what zod reports about
 * the other fields, every problem at once.
 */
export function validationErrors<S extends z.ZodType>(schema: S, input: unknown): { data?: z.output<S>; errors: FieldError[] } {
  const text = unstorableStrings(input);
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success && text.length === 0) return { data: result.data, errors: [] };
  const flagged = new Set(text.map((e) => e.param));
  const others = result.success ? [] : zodErrors(result.error).filter((e) => !flagged.has(e.param));
  return { errors: [...text, ...others] };
}

/** Parses `input` with `schema` or throws one 422 listing every problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const { data, errors } = validationErrors(schema, input);
  if (errors.length > 0) throw AppError.validation(errors);
  return data as z.output<S>;
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
