/**
 * The baseline of `bench/rest.ts`: a bare `node:http` + `pg` server that answers three routes of
 * the API with the same SQL the service sends — the key looked up by its hash, the scope checked,
 * the same rows read or written (and, for a POST, the event and its fan-out job in the same
 * transaction) — and writes byte-identical JSON (the service's own representation functions and
 * cursor encoding), but none of the framework: no Koa, no ORM, no validation library, no request
 * context. What the service costs beyond this is what its structure costs.
 *
 *   DATABASE_URL=… PORT=… node --import tsx bench/bare-server.ts
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { invoiceRepresentation } from '../src/documents/invoices/invoice.representation.js';
import type { Invoice } from '../src/documents/invoices/invoice.entity.js';
import { projectRepresentation } from '../src/projects/project.representation.js';
import type { Project } from '../src/projects/project.entity.js';
import { newId } from '../src/platform/ids.js';
import { configureCursorKey, encodeCursor } from '../src/platform/pagination.js';

// `date` columns as the text PostgreSQL sends (`2026-11-02`), as the service reads them.
pg.types.setTypeParser(1082, (v) => v);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

// BARE_PREPARE=1 names every statement, so PostgreSQL parses and plans each once per connection,
// as the service does for its hot statements (src/platform/db/rows.ts); unset, each is sent unnamed, as
// a plain `pg` server sends them.
const PREPARE = process.env.BARE_PREPARE === '1';
function run<R extends pg.QueryResultRow = any>(c: pg.Pool | pg.PoolClient, text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
  const name = PREPARE ? `bare_${createHash('sha256').update(text).digest('hex').slice(0, 24)}` : undefined;
  return c.query<R>({ name, text, values });
}
// The installation's cursor key, which the service created at its start (the bench starts it first).
const secret = await pool.query<{ value: Buffer }>(`select value from installation_secrets where name = 'cursor_hmac'`);
configureCursorKey(secret.rows[0].value);

interface Key {
  id: string;
  organization_id: string;
  livemode: boolean;
  scopes: string[];
}

async function keyOf(req: http.IncomingMessage): Promise<Key | null> {
  const m = /^Bearer +(\S+)$/.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const hash = createHash('sha256').update(m[1]).digest('hex');
  const { rows } = await run<Key>(
    pool,
    'select id, organization_id, livemode, scopes from api_keys where secret_hash = $1 and revoked_at is null',
    [hash],
  );
  return rows[0] ?? null;
}

const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]));

function invoiceOf(row: Record<string, unknown>): Invoice {
  const i = camel(row) as unknown as Invoice;
  i.subtotalAmount = Number(i.subtotalAmount);
  i.taxAmount = Number(i.taxAmount);
  i.withholdingAmount = Number(i.withholdingAmount);
  i.totalAmount = Number(i.totalAmount);
  return i;
}

async function relationsOf(client: pg.Pool | pg.PoolClient, ids: string[]) {
  const { rows } = await run<{ id: string; delivery_note_ids: string[]; budget_item_ids: string[] }>(
    client,
    `select i.id,
            array(select l.delivery_note_id from invoice_delivery_notes l
                    join delivery_notes d on d.id = l.delivery_note_id and d.deleted_at is null
                   where l.invoice_id = i.id order by l.delivery_note_id) as delivery_note_ids,
            array(select b.budget_item_id from invoice_budget_items b
                   where b.invoice_id = i.id order by b.budget_item_id) as budget_item_ids
       from unnest($1::text[]) as i(id)`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

async function getProject(key: Key, id: string) {
  const { rows } = await run(pool, 'select * from projects where id = $1 and organization_id = $2 and livemode = $3', [
    id,
    key.organization_id,
    key.livemode,
  ]);
  return rows[0] ? projectRepresentation(camel(rows[0]) as unknown as Project) : null;
}

async function listInvoices(key: Key, limit: number) {
  const { rows } = await run(
    pool,
    `select * from invoices where organization_id = $1 and livemode = $2 and deleted_at is null
      order by issue_date desc, id desc limit $3`,
    [key.organization_id, key.livemode, limit + 1],
  );
  const page = rows.slice(0, limit).map(invoiceOf);
  const relations = await relationsOf(pool, page.map((i) => i.id));
  const data = page.map((i) => {
    const r = relations.get(i.id);
    return invoiceRepresentation(i, { deliveryNoteIds: r?.delivery_note_ids ?? [], budgetItemIds: r?.budget_item_ids ?? [] });
  });
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor(last.issueDate, last.id) : null;
  return { data, pagination: { next_cursor: next, limit } };
}

async function createInvoice(key: Key, body: Record<string, any>) {
  const client = await pool.connect();
  try {
    await run(client, 'begin');
    const project = await run(client, 'select status from projects where id = $1 and organization_id = $2 and livemode = $3', [
      body.project_id,
      key.organization_id,
      key.livemode,
    ]);
    const provider = await run(client, 'select id from providers where id = $1 and organization_id = $2 and livemode = $3 for share', [
      body.provider_id,
      key.organization_id,
      key.livemode,
    ]);
    if (!project.rows[0] || project.rows[0].status === 'archived' || !provider.rows[0]) throw new Error('bad references');
    const { rows } = await run(
      client,
      `insert into invoices (id, organization_id, livemode, project_id, provider_id, invoice_number, issue_date, due_date, status,
         paid_at, subtotal_amount, tax_amount, withholding_amount, total_amount, currency, reconciliation_status, pdf_url, created_at, updated_at, deleted_at)
       values ($1, $2, $3, $4, $5, $6, $7, null, 'pending', null, $8, $9, 0, $10, 'EUR', 'unmatched', null, now(), now(), null)
       returning *`,
      [newId('invoice'), key.organization_id, key.livemode, body.project_id, body.provider_id, body.invoice_number, body.issue_date,
        body.subtotal_amount, body.tax_amount, body.total_amount],
    );
    const invoice = invoiceRepresentation(invoiceOf(rows[0]), { deliveryNoteIds: [], budgetItemIds: [] });
    const eventId = newId('event');
    await run(
      client,
      `insert into events (id, organization_id, livemode, type, data, created_at) values ($1, $2, $3, 'invoice.created', $4, now())`,
      [eventId, key.organization_id, key.livemode, JSON.stringify({ object: invoice })],
    );
    await run(client, `select graphile_worker.add_job('webhook_fanout', json_build_object('event_id', $1::text), max_attempts := 10)`, [
      eventId,
    ]);
    await run(client, 'commit');
    return invoice;
  } catch (error) {
    await run(client, 'rollback');
    throw error;
  } finally {
    client.release();
  }
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Request-Id': `req_${randomUUID()}`,
  });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/readyz') return send(res, 200, { status: 'ready' });
    const key = await keyOf(req);
    if (!key) return send(res, 401, { error: { code: 'invalid_api_key' } });
    const project = /^\/v1\/projects\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && project) {
      if (!key.scopes.includes('read:projects')) return send(res, 403, {});
      const body = await getProject(key, project[1]);
      return body ? send(res, 200, body) : send(res, 404, {});
    }
    if (req.method === 'GET' && url.pathname === '/v1/invoices') {
      if (!key.scopes.includes('read:invoices')) return send(res, 403, {});
      return send(res, 200, await listInvoices(key, Number(url.searchParams.get('limit') ?? 25)));
    }
    if (req.method === 'POST' && url.pathname === '/v1/invoices') {
      if (!key.scopes.includes('write:invoices')) return send(res, 403, {});
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      return send(res, 201, await createInvoice(key, JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    }
    send(res, 404, {});
  } catch (error) {
    send(res, 500, { error: { code: 'internal_error', message: (error as Error).message } });
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare server listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
