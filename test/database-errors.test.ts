import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, databaseSchema } from '../src/orm.js';
import { isDatabaseUnavailable } from '../src/platform/db/availability.js';
import { assignedKey, databaseError, gatherConstraintRules, keyValues } from '../src/platform/db/database-errors.js';
import { transaction } from '../src/platform/db/transaction.js';
import { AppError } from '../src/platform/errors.js';
import { cloneDatabase } from './helpers/database.js';

let db: { url: string; drop: () => Promise<void> };
let orm: MikroORM;

beforeAll(async () => {
  db = await cloneDatabase();
  orm = await createOrm(db.url);
  await sql(`insert into organizations (id, name, notification_email, created_at) values ('org_a', 'A', 'a@example.com', now())`);
  await sql(`insert into projects (id, organization_id, livemode, name, status, created_at, updated_at)
             values ('prj_a', 'org_a', false, 'P', 'draft', now(), now())`);
  await sql(`insert into providers (id, organization_id, livemode, name, nif, created_at, updated_at)
             values ('prov_a', 'org_a', false, 'V', 'B12345674', now(), now())`);
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

function sql<T = Array<Record<string, unknown>>>(statement: string, params: unknown[] = []): Promise<T> {
  return orm.em.fork().getConnection().execute(statement, params) as Promise<T>;
}

/** Runs `statement` the way a use case does, and returns the error it is answered with. */
async function refused(statement: string, params: unknown[] = []): Promise<AppError> {
  const error = await transaction(orm.em.fork(), (em) => em.execute(statement, params)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const fieldsOf = (e: AppError) => (e.details.errors as Array<{ param: string; code: string }>).map((x) => `${x.param}:${x.code}`);

describe('constraint mapping', () => {
  it('has a rule for every constraint and unique index of the schema, and none for a constraint that does not exist', async () => {
    const constraints = await sql<Array<{ name: string; type: string }>>(
      `select conname as name, contype as type from pg_constraint where connamespace = 'public'::regnamespace
       union all
       select c.relname, 'u' from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relnamespace = 'public'::regnamespace and i.indisunique
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    // NOT NULL constraints (contype 'n') are answered by the generic rule, which names the column.
    const named = constraints.filter((c) => c.type !== 'n').map((c) => c.name);
    expect(named.length).toBeGreaterThan(60);
    const rules = databaseSchema.constraintRules;
    expect(named.filter((name) => !(name in rules))).toEqual([]);
    expect(Object.keys(rules).filter((name) => !named.includes(name))).toEqual([]);
    expect(constraints.some((c) => c.type === 'n')).toBe(true);
  });

  it('answers a duplicate key with 409 duplicate_resource naming the row that holds it', async () => {
    const e = await refused(
      `insert into providers (id, organization_id, livemode, name, nif, created_at, updated_at)
       values ('prov_b', 'org_a', false, 'W', 'B12345674', now(), now())`,
    );
    expect(e.status).toBe(409);
    expect(e.code).toBe('duplicate_resource');
    expect(e.param).toBe('nif');
    expect(e.details.existing_id).toBe('prov_a');
  });

  it('finds the existing invoice even when its number contains ", "', async () => {
    const insert = (id: string) =>
      `insert into invoices (id, organization_id, livemode, project_id, provider_id, invoice_number, issue_date, status,
         subtotal_amount, tax_amount, total_amount, currency, reconciliation_status, created_at, updated_at)
       values ('${id}', 'org_a', false, 'prj_a', 'prov_a', 'F, 2026, 7', '2026-11-02', 'pending', 1, 0, 1, 'EUR', 'unmatched', now(), now())`;
    await sql(insert('inv_a'));
    const e = await refused(insert('inv_b'));
    expect(e.code).toBe('duplicate_resource');
    expect(e.details.existing_id).toBe('inv_a');
    expect(e.message).toContain("'F, 2026, 7'");
  });

  it('answers a missing referenced row with 422 naming the field, and a row still referenced with 409 resource_in_use', async () => {
    const missing = await refused(
      `insert into budgets (id, organization_id, livemode, project_id, name, status, currency, markup_percentage,
         cost_amount, sale_amount, chapters_count, items_count, created_at, updated_at)
       values ('bud_x', 'org_a', false, 'prj_nope', 'B', 'draft', 'EUR', 0, 0, 0, 0, 0, now(), now())`,
    );
    expect(missing.status).toBe(422);
    expect(fieldsOf(missing)).toEqual(['project_id:not_found']);

    await sql(`insert into delivery_notes (id, organization_id, livemode, project_id, provider_id, delivery_note_number,
                 delivery_date, subtotal_amount, reconciliation_status, created_at, updated_at)
               values ('alb_a', 'org_a', false, 'prj_a', 'prov_a', 'A-1', '2026-11-02', 0, 'unmatched', now(), now())`);
    const inUse = await refused(`delete from providers where id = 'prov_a'`);
    expect(inUse.status).toBe(409);
    expect(inUse.code).toBe('resource_in_use');
  });

  it('answers a check constraint with 422 naming the field it guards', async () => {
    const e = await refused(`update projects set status = 'exploded' where id = 'prj_a'`);
    expect(e.status).toBe(422);
    expect(fieldsOf(e)).toEqual(['status:invalid_value']);
    const paid = await refused(`update invoices set status = 'paid' where id = 'inv_a'`);
    expect(fieldsOf(paid)).toEqual(['paid_at:invalid_for_status']);
  });

  it('answers a NOT NULL violation with 422 required naming the column', async () => {
    const e = await refused(`update projects set name = null where id = 'prj_a'`);
    expect(e.status).toBe(422);
    expect(fieldsOf(e)).toEqual(['name:required']);
  });

  it('answers text PostgreSQL cannot store with 422 invalid_string', async () => {
    const e = await refused(`update projects set name = convert_from('\\x6100'::bytea, 'UTF8') where id = 'prj_a'`);
    expect(e.status).toBe(422);
    expect(fieldsOf(e)).toEqual(['null:invalid_string']);
  });

  it('refuses two modules claiming the rule of one constraint', () => {
    expect(() => gatherConstraintRules({ a_pkey: assignedKey('a') }, { b_pkey: assignedKey('b') }, { a_pkey: assignedKey('a') })).toThrow(
      'constraint a_pkey has two rules',
    );
  });

  it('leaves errors that are not about the data alone', async () => {
    expect(await databaseError(new Error('socket hang up'), orm.em.fork())).toBeNull();
    const syntax = await transaction(orm.em.fork(), (em) => em.execute('selec 1')).catch((e: unknown) => e);
    expect(syntax).not.toBeInstanceOf(AppError);
  });
});

describe('keyValues', () => {
  it('reads the values of a unique key, the free column keeping its commas', () => {
    const detail = 'Key (organization_id, livemode, provider_id, invoice_number, issue_date)=(org_a, f, prov_a, A, 1, 2, 2026-11-02) already exists.';
    const columns = ['organization_id', 'livemode', 'provider_id', 'invoice_number', 'issue_date'];
    expect(keyValues(detail, columns, 'invoice_number')).toEqual({
      organization_id: 'org_a',
      livemode: 'f',
      provider_id: 'prov_a',
      invoice_number: 'A, 1, 2',
      issue_date: '2026-11-02',
    });
    expect(keyValues('Key (nif)=(X) already exists.', columns, 'invoice_number')).toBeNull();
    expect(keyValues(undefined, columns, 'invoice_number')).toBeNull();
  });
});

describe('the database out of reach', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('is told from the errors of a stopped, restarting or silent PostgreSQL, however wrapped', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('BEGIN; - Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('request failed', { cause: coded('ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(true);
  });

  it('is not any other failure: a constraint, a syntax error, a fault of the service', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(coded('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new AppError('not_found', 'No such project.'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
