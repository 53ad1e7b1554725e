import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../shared/errors.js';

/**
 * PostgreSQL errors turned into the API's errors, once, where transactions run
 * (`transaction()` in ./transaction.ts). Every constraint of the schema has a rule in
 * `CONSTRAINT_RULES` (a test reads `pg_constraint` and the unique indexes and checks it), so
 * an unexpected violation is a 409 or a 422 naming what was wrong, never a 500. The rules say
 * what the constraint means to a client; the services still check what they can first, so
 * these answers are mostly for races (two requests creating the same provider at once).
 * See docs/api-conventions.md#errors.
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

type Rule = (violation: Violation, em: EntityManager) => AppError | Promise<AppError>;

/**
 * A unique key a client can hit: 409 `duplicate_resource` naming `param`, with the id of the
 * row that holds the key in `details.existing_id` (read after the failed transaction).
 * `columns` are the key's columns in index order; `freeColumn` is the one text column whose
 * value may itself contain ", " (the others are ids, booleans and dates).
 */
function duplicate(spec: {
  resource: string;
  param: string;
  table: string;
  columns: string[];
  freeColumn: string;
  /** Extra condition of a partial index. */
  where?: string;
  message: (key: Record<string, string>) => string;
}): Rule {
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
function assignedKey(resource: string): Rule {
  return () =>
    new AppError('duplicate_resource', `A concurrent change wrote the same ${resource}; retry the request.`, null, {
      retryable: true,
    });
}

/**
 * A foreign key: on insert or update the referenced row is missing (422 naming `param`); on
 * delete the row is still referenced (409 `resource_in_use`).
 */
function reference(param: string, resource: string): Rule {
  return (violation) => {
    if (violation.detail?.includes('is still referenced')) {
      return new AppError('resource_in_use', `This ${resource} is still referenced and cannot be removed.`, null, {});
    }
    return AppError.field(param, 'not_found', `\`${param}\`: no such ${resource}.`);
  };
}

/** A check constraint: 422 naming the field whose value it refused. */
function invalid(param: string, code: string, message: string): Rule {
  return () => AppError.field(param, code, `\`${param}\` ${message}.`);
}

/**
 * Every constraint and unique index of the schema, by name. A migration that adds one adds its
 * rule here (the constraint-mapping test fails otherwise). NOT NULL constraints need none: the
 * generic rule names their column.
 */
export const CONSTRAINT_RULES: Record<string, Rule> = {
  // Keys a client can collide with.
  providers_nif_unique: duplicate({
    resource: 'provider',
    param: 'nif',
    table: 'providers',
    columns: ['organization_id', 'livemode', 'nif'],
    freeColumn: 'nif',
    message: (k) => `A provider with nif '${k.nif}' already exists.`,
  }),
  invoices_duplicate_unique: duplicate({
    resource: 'invoice',
    param: 'invoice_number',
    table: 'invoices',
    columns: ['organization_id', 'livemode', 'provider_id', 'invoice_number', 'issue_date'],
    freeColumn: 'invoice_number',
    where: 'deleted_at is null',
    message: (k) => `An invoice '${k.invoice_number}' of this provider issued on ${k.issue_date} already exists.`,
  }),
  budget_chapters_code: invalid('chapters', 'duplicate_code', 'has two chapters with the same code'),
  // Claimed under the key's advisory lock, so only a request with the same key racing can hit it.
  idempotency_keys_pkey: () =>
    new AppError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed.', 'Idempotency-Key'),
  // People (docs/people-and-sessions.md): the services check these first; these answer races.
  users_email_unique: () => new AppError('duplicate_resource', 'An account with this e-mail address already exists.', 'email'),
  memberships_user_unique: () => new AppError('duplicate_resource', 'This person is already a member of the organization.', 'email'),
  invitations_pending_unique: assignedKey('pending invitation'),

  // Keys the service assigns.
  api_keys_pkey: assignedKey('API key id'),
  api_keys_secret_hash_key: assignedKey('API key secret'),
  budget_breakdowns_pkey: assignedKey('breakdown id'),
  budget_chapters_pkey: assignedKey('chapter id'),
  budget_chapters_budget_id_id_key: assignedKey('chapter id'),
  budget_chapters_order: assignedKey('chapter position'),
  budget_items_pkey: assignedKey('budget item id'),
  budget_items_order: assignedKey('budget item position'),
  budgets_pkey: assignedKey('budget id'),
  delivery_note_lines_pkey: assignedKey('line id'),
  delivery_note_lines_delivery_note_id_position_key: assignedKey('line position'),
  delivery_notes_pkey: assignedKey('delivery note id'),
  events_pkey: assignedKey('event id'),
  invoice_budget_items_pkey: assignedKey('invoice budget item'),
  invoice_delivery_notes_pkey: assignedKey('invoice–delivery note link'),
  invoices_pkey: assignedKey('invoice id'),
  mikro_orm_migrations_pkey: assignedKey('migration'),
  notifications_pkey: assignedKey('notification id'),
  organizations_pkey: assignedKey('organization id'),
  projects_pkey: assignedKey('project id'),
  providers_pkey: assignedKey('provider id'),
  rate_limit_buckets_pkey: assignedKey('rate-limit bucket'),
  webhook_deliveries_pkey: assignedKey('webhook delivery id'),
  webhook_endpoints_pkey: assignedKey('webhook endpoint id'),
  users_pkey: assignedKey('user id'),
  memberships_pkey: assignedKey('membership id'),
  invitations_pkey: assignedKey('invitation id'),
  invitations_token_unique: assignedKey('invitation token'),
  password_resets_pkey: assignedKey('password reset id'),
  password_resets_token_unique: assignedKey('password reset token'),
  sessions_pkey: assignedKey('session id'),
  sessions_token_unique: assignedKey('session token'),
  login_failures_pkey: assignedKey('sign-in failure'),

  // References.
  api_keys_organization_id_fkey: reference('organization_id', 'organization'),
  budget_breakdowns_budget_id_fkey: reference('budget_id', 'budget'),
  budget_breakdowns_item_id_fkey: reference('item_id', 'budget item'),
  budget_chapters_budget_id_fkey: reference('budget_id', 'budget'),
  budget_chapters_parent_fk: reference('parent_id', 'parent chapter of the same budget'),
  budget_items_budget_id_fkey: reference('budget_id', 'budget'),
  budget_items_chapter_id_fkey: reference('chapter_id', 'budget chapter'),
  budgets_organization_id_fkey: reference('organization_id', 'organization'),
  budgets_project_id_fkey: reference('project_id', 'project'),
  delivery_note_lines_budget_item_fk: reference('budget_item_id', 'budget item'),
  delivery_note_lines_delivery_note_id_fkey: reference('delivery_note_id', 'delivery note'),
  delivery_note_lines_organization_id_fkey: reference('organization_id', 'organization'),
  delivery_notes_organization_id_fkey: reference('organization_id', 'organization'),
  delivery_notes_project_id_fkey: reference('project_id', 'project'),
  delivery_notes_provider_id_fkey: reference('provider_id', 'provider'),
  events_organization_id_fkey: reference('organization_id', 'organization'),
  idempotency_keys_api_key_id_fkey: reference('api_key_id', 'API key'),
  invoice_budget_items_budget_item_fk: reference('budget_item_ids', 'budget item'),
  invoice_budget_items_invoice_id_fkey: reference('invoice_id', 'invoice'),
  invoice_delivery_notes_delivery_note_id_fkey: reference('delivery_note_ids', 'delivery note'),
  invoice_delivery_notes_invoice_id_fkey: reference('invoice_ids', 'invoice'),
  invoice_delivery_notes_organization_id_fkey: reference('organization_id', 'organization'),
  invoices_organization_id_fkey: reference('organization_id', 'organization'),
  invoices_project_id_fkey: reference('project_id', 'project'),
  invoices_provider_id_fkey: reference('provider_id', 'provider'),
  notifications_organization_id_fkey: reference('organization_id', 'organization'),
  notifications_webhook_endpoint_id_fkey: reference('webhook_endpoint_id', 'webhook endpoint'),
  projects_organization_id_fkey: reference('organization_id', 'organization'),
  providers_organization_id_fkey: reference('organization_id', 'organization'),
  webhook_deliveries_event_id_fkey: reference('event_id', 'event'),
  webhook_deliveries_organization_id_fkey: reference('organization_id', 'organization'),
  webhook_deliveries_webhook_endpoint_id_fkey: reference('webhook_endpoint_id', 'webhook endpoint'),
  webhook_endpoints_organization_id_fkey: reference('organization_id', 'organization'),
  memberships_organization_id_fkey: reference('organization_id', 'organization'),
  memberships_user_id_fkey: reference('user_id', 'user'),
  invitations_organization_id_fkey: reference('organization_id', 'organization'),
  invitations_invited_by_fkey: reference('invited_by', 'user'),
  password_resets_user_id_fkey: reference('user_id', 'user'),
  sessions_user_id_fkey: reference('user_id', 'user'),
  sessions_organization_id_fkey: reference('organization_id', 'organization'),

  // Checks.
  budget_breakdowns_cost_price_check: invalid('cost_price', 'out_of_range', 'must not be negative'),
  budget_chapters_parent_check: invalid('parent_id', 'invalid_value', 'cannot be the chapter itself'),
  budget_breakdowns_kind_check: invalid('kind', 'invalid_value', 'must be one of labor, material, machinery, other'),
  budget_items_cost_price_check: invalid('cost_price', 'out_of_range', 'must not be negative'),
  budgets_currency_check: invalid('currency', 'invalid_currency', 'must be an ISO 4217 currency code'),
  budgets_status_check: invalid('status', 'invalid_value', 'is not a budget status'),
  delivery_notes_reconciliation_status_check: invalid('reconciliation_status', 'invalid_value', 'is not a reconciliation status'),
  invoices_check: invalid('paid_at', 'invalid_for_status', 'is set exactly when the invoice is paid'),
  invoices_currency_check: invalid('currency', 'invalid_currency', 'must be an ISO 4217 currency code'),
  invoices_reconciliation_status_check: invalid('reconciliation_status', 'invalid_value', 'is not a reconciliation status'),
  invoices_status_check: invalid('status', 'invalid_value', 'is not an invoice status'),
  notifications_kind_check: invalid('kind', 'invalid_value', 'is not a notification kind'),
  notifications_status_check: invalid('status', 'invalid_value', 'is not a notification status'),
  projects_status_before_archive_check: invalid('status', 'invalid_value', 'is not a status a project can be restored to'),
  projects_status_check: invalid('status', 'invalid_value', 'is not a project status'),
  providers_category_check: invalid('category', 'invalid_value', 'is not a provider category'),
  webhook_deliveries_attempt_check: invalid('attempt', 'out_of_range', 'must be between 1 and 6'),
  webhook_deliveries_status_check: invalid('status', 'invalid_value', 'is not a delivery status'),
  webhook_endpoints_events_check: invalid('events', 'required', 'must list at least one event type'),
  webhook_endpoints_status_check: invalid('status', 'invalid_value', 'is not a webhook endpoint status'),
  memberships_role_check: invalid('role', 'invalid_value', 'is not a role'),
  invitations_role_check: invalid('role', 'invalid_value', 'is not a role'),
  events_actor_type_check: invalid('actor', 'invalid_value', 'is not an API key or a user'),
  events_actor_check: invalid('actor', 'invalid_value', 'needs both a type and an id'),
};

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
 * The AppError for a PostgreSQL error, or null when `error` is not one the API can explain
 * (a lost connection, a syntax error: those stay internal errors).
 */
export async function databaseError(error: unknown, em: EntityManager): Promise<AppError | null> {
  const violation = violationOf(error);
  if (!violation) return null;
  const rule = violation.constraint ? CONSTRAINT_RULES[violation.constraint] : undefined;
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
