import type { Configuration } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.js';

/**
 * PostgreSQL errors turned into the API's errors, once, where transactions run
 * (`transaction()` in ./transaction.ts). Every constraint of the schema has a rule (a test
 * reads `pg_constraint` and the unique indexes and checks it), so an unexpected violation is a
 * 409 or a 422 naming what was wrong, never a 500. The rules say what the constraint means to a
 * client; the services still check what they can first, so these answers are mostly for races
 * (two requests creating the same provider at once). See docs/api-conventions.md#errors.
 *
 * This module holds the mechanism and the kinds of rule; the rules themselves live beside the
 * tables they guard (each domain's `*.entity.ts`, or the queries file of a table no entity maps),
 * and the composition root (src/orm.ts) gathers them into the ORM it opens.
 */

/** What PostgreSQL says about a failed statement (pg's `DatabaseError`, copied by MikroORM). */
export interface Violation {
  /** SQLSTATE, e.g. `23505`. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** `Key (a, b)=(x, y) already exists.` and the like. */
  detail?: string;
}

/** What one constraint's violation means to a client. */
export type ConstraintRule = (violation: Violation, em: EntityManager) => AppError | Promise<AppError>;

/** Rules by constraint (or unique index) name. */
export type ConstraintRules = Record<string, ConstraintRule>;

/**
 * One table of rules from the tables of every module; a constraint named twice is a mistake
 * (two modules claiming one table), refused at start-up.
 */
export function gatherConstraintRules(...tables: ConstraintRules[]): ConstraintRules {
  const all: ConstraintRules = {};
  for (const table of tables) {
    for (const [name, rule] of Object.entries(table)) {
      if (name in all) throw new Error(`constraint ${name} has two rules`);
      all[name] = rule;
    }
  }
  return all;
}

const EXTENSION = 'cost-control:constraint-rules';

/** Gives an ORM's configuration its rules; every EntityManager of that ORM maps errors with them. */
export function attachConstraintRules(config: Configuration, rules: ConstraintRules): void {
  config.registerExtension(EXTENSION, () => rules);
}

function rulesOf(em: EntityManager): ConstraintRules {
  return em.config.getExtension<ConstraintRules>(EXTENSION) ?? {};
}

/**
 * A unique key a client can hit: 409 `duplicate_resource` naming `param`, with the id of the
 * row that holds the key in `details.existing_id` (read after the failed transaction).
 * `columns` are the key's columns in index order; `freeColumn` is the one text column whose
 * value may itself contain ", " (the others are ids, booleans and dates).
 */
export function duplicate(spec: {
  resource: string;
  param: string;
  table: string;
  columns: string[];
  freeColumn: string;
  /** Extra condition of a partial index. */
  where?: string;
  message: (key: Record<string, string>) => string;
}): ConstraintRule {
  return async (violation, em) => {
    const key = keyValues(violation.detail, spec.columns, spec.freeColumn);
    if (!key) return new AppError('duplicate_resource', `This ${spec.resource} already exists.`, spec.param);
    const conditions = spec.columns.map((c) => `${c} = ?`).join(' and ');
    const rows = await em
      .fork()
      .getConnection()
      .execute<Array<{ id: string }>>(
        `select id from ${spec.table} where ${conditions}${spec.where ? ` and ${spec.where}` : ''} limit 1`,
        spec.columns.map((c) => key[c]),
      );
    return new AppError('duplicate_resource', spec.message(key), spec.param, { existing_id: rows[0]?.id ?? null });
  };
}

/** A key the service assigns itself (ids, positions): a clash means two changes raced; retrying is safe. */
export function assignedKey(resource: string): ConstraintRule {
  return () =>
    new AppError('duplicate_resource', `A concurrent change wrote the same ${resource}; retry the request.`, null, {
      retryable: true,
    });
}

/**
 * A foreign key: on insert or update the referenced row is missing (422 naming `param`); on
 * delete the row is still referenced (409 `resource_in_use`).
 */
export function reference(param: string, resource: string): ConstraintRule {
  return (violation) => {
    if (violation.detail?.includes('is still referenced')) {
      return new AppError('resource_in_use', `This ${resource} is still referenced and cannot be removed.`, null, {});
    }
    return AppError.field(param, 'not_found', `\`${param}\`: no such ${resource}.`);
  };
}

/** A check constraint: 422 naming the field whose value it refused. */
export function invalid(param: string, code: string, message: string): ConstraintRule {
  return () => AppError.field(param, code, `\`${param}\` ${message}.`);
}

/** SQLSTATEs of class 23 (integrity constraint violation) and the data errors a value can cause. */
const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
const NOT_NULL = '23502';
const CHECK = '23514';
const INVALID_TEXT = new Set(['22021', '22P05']);

/** The violation behind `error`, when it is a PostgreSQL error (raw `pg` or wrapped by MikroORM). */
export function violationOf(error: unknown): Violation | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as Record<string, unknown>;
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { code: e.code, constraint: str(e.constraint), table: str(e.table), column: str(e.column), detail: str(e.detail) };
}

/**
 * The AppError for a PostgreSQL error, or null when `error` is not one the API can explain: a
 * syntax error stays an internal error, and a lost connection or a cancelled statement is
 * answered 503 by each surface's error mapper (./availability.ts).
 */
export async function databaseError(error: unknown, em: EntityManager): Promise<AppError | null> {
  const violation = violationOf(error);
  if (!violation) return null;
  const rules = rulesOf(em);
  const rule = violation.constraint && Object.hasOwn(rules, violation.constraint) ? rules[violation.constraint] : undefined;
  if (rule) return rule(violation, em);
  switch (violation.code) {
    case NOT_NULL: {
      const param = violation.column ?? null;
      return AppError.validation([{ param, code: 'required', message: `\`${param ?? 'a field'}\` is required.` }]);
    }
    case UNIQUE:
      return new AppError('duplicate_resource', 'A resource with these values already exists.');
    case FOREIGN_KEY:
      return reference('id', 'resource')(violation, em) as AppError;
    case CHECK:
      return AppError.validation([{ param: null, code: 'invalid_value', message: 'A value is not allowed.' }]);
  }
  if (INVALID_TEXT.has(violation.code)) {
    return AppError.validation([
      { param: null, code: 'invalid_string', message: 'Text must not contain NUL characters or invalid Unicode.' },
    ]);
  }
  if (violation.code.startsWith('22')) {
    return AppError.validation([{ param: null, code: 'invalid_value', message: 'A value is out of range or malformed.' }]);
  }
  return null;
}

/**
 * The values of a unique key from PostgreSQL's `Key (a, b, c)=(x, y, z) already exists.`.
 * Values are written without quoting, so a comma inside the free column's value is told apart
 * by counting: every other column's value is comma-free.
 */
export function keyValues(detail: string | undefined, columns: string[], freeColumn: string): Record<string, string> | null {
  const m = detail ? /^Key \((.+?)\)=\((.*)\) already exists\.$/s.exec(detail) : null;
  if (!m) return null;
  const named = m[1].split(', ').map((c) => c.replace(/^"|"$/g, ''));
  if (named.join(',') !== columns.join(',')) return null;
  const parts = m[2].split(', ');
  const free = columns.indexOf(freeColumn);
  const extra = parts.length - columns.length;
  if (extra < 0 || free < 0) return null;
  const values = [...parts.slice(0, free), parts.slice(free, free + extra + 1).join(', '), ...parts.slice(free + extra + 1)];
  return Object.fromEntries(columns.map((c, i) => [c, values[i]]));
}
