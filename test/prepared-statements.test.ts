import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../src/api-keys/api-key.service.js';
import { createOrm } from '../src/orm.js';
import { selectRows } from '../src/platform/db/rows.js';
import { transaction } from '../src/platform/db/transaction.js';
import { createOrganization } from '../src/organizations/organization.service.js';
import { readProject } from '../src/projects/project.queries.js';
import type { Actor } from '../src/platform/actor.js';
import { newId } from '../src/platform/ids.js';
import { cloneDatabase } from './helpers/database.js';

/**
 * The hot statements are prepared once per connection (docs/architecture.md#prepared-statements).
 * The pool holds one connection, so every statement below runs on the same PostgreSQL session,
 * whose `pg_prepared_statements` shows what it has prepared.
 */

let db: { url: string; drop: () => Promise<void> };
let orm: MikroORM;
let secret: string;
let projectId: string;
let actor: Actor;

beforeAll(async () => {
  db = await cloneDatabase();
  orm = await createOrm(db.url, { poolMax: 1 });
  const org = await createOrganization(orm.em.fork(), { name: 'Prepared', email: 'prepared@example.com' });
  secret = org.api_keys[0].secret;
  actor = await authenticate(orm.em.fork(), `Bearer ${secret}`);
  projectId = newId('project');
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into projects (id, organization_id, livemode, name, status, created_at, updated_at) values (?, ?, ?, 'Nave', 'in_progress', now(), now())`,
      [projectId, actor.organizationId, actor.livemode],
    );
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

async function prepared(): Promise<string[]> {
  const rows = await selectRows(orm.em.fork(), `select statement from pg_prepared_statements where name like 'cc\\_%' order by statement`);
  return rows.map((r) => String(r.statement));
}

describe('prepared statements', () => {
  it('prepares the key lookup and a read by id once, and reuses them', async () => {
    for (let i = 0; i < 3; i++) {
      await authenticate(orm.em.fork(), `Bearer ${secret}`);
      expect((await readProject(orm.em.fork(), actor, projectId)).name).toBe('Nave');
    }
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('from "api_keys" k where k.secret_hash = $1'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('from "projects" t where t.id = $1'))).toHaveLength(1);
  });

  it('runs a statement unnamed unless asked to prepare it', async () => {
    await selectRows(orm.em.fork(), `select $1::int + 41 as answer`, [1]);
    await selectRows(orm.em.fork(), `select $1::int + 42 as answer`, [1], { prepare: true });
    const statements = await prepared();
    expect(statements.some((s) => s.includes('+ 41'))).toBe(false);
    expect(statements.some((s) => s.includes('+ 42'))).toBe(true);
  });

  it('runs a prepared read inside a transaction on the transaction’s connection', async () => {
    const name = await transaction(orm.em.fork(), async (em) => {
      await em.execute(`update projects set name = 'Nave 2' where id = ?`, [projectId]);
      return (await readProject(em, actor, projectId)).name;
    });
    expect(name).toBe('Nave 2');
  });

  it('keeps answering after a migration adds a column to a prepared statement’s table', async () => {
    const em = orm.em.fork();
    await em.getConnection().execute(`alter table projects add column prepared_probe text`);
    try {
      expect((await readProject(orm.em.fork(), actor, projectId)).id).toBe(projectId);
      await authenticate(orm.em.fork(), `Bearer ${secret}`);
    } finally {
      await em.getConnection().execute(`alter table projects drop column prepared_probe`);
    }
    expect((await readProject(orm.em.fork(), actor, projectId)).id).toBe(projectId);
  });

  it('prepares at most 200 distinct texts and runs the rest unnamed', async () => {
    for (let n = 0; n < 220; n++) {
      const [row] = await selectRows(orm.em.fork(), `select $1::int + ${1000 + n} as answer`, [1], { prepare: true });
      expect(row.answer).toBe(1001 + n);
    }
    expect((await prepared()).length).toBe(200);
  });
});
