import type { PoolClient } from 'pg';

/** What one purge batch removed. */
export interface PurgeCounts {
  invoices: number;
  deliveryNotes: number;
  links: number;
  imports: number;
  files: number;
  contents: number;
}

/**
 * One batch of the purge (docs/documents-from-files.md#the-90-day-purge), in the caller's
 * transaction: up to `batchSize` invoices and as many delivery notes soft-deleted more than
 * `days` days ago (rows locked by a request in flight are skipped: a later run takes them), with
 * their links, budget-item links and lines (cascades), the imports that created them, the
 * uploads no import uses any more, and stored contents nothing points at any more.
 *
 * Reconciliation groups need no recomputing: a soft-deleted document already left its group
 * (statuses and link lists are computed over live documents only), and provider counters are
 * counted live, so removing it changes neither.
 */
export async function purgeBatch(client: PoolClient, days: number, batchSize: number): Promise<PurgeCounts> {
  const cutoff = `now() - make_interval(days => $1)`;
  const invoices = await client.query<{ id: string; pdf_sha256: string | null }>(
    `select id, pdf_sha256 from invoices where deleted_at < ${cutoff}
      order by deleted_at, id limit $2 for update skip locked`,
    [days, batchSize],
  );
  const notes = await client.query<{ id: string }>(
    `select id from delivery_notes where deleted_at < ${cutoff}
      order by deleted_at, id limit $2 for update skip locked`,
    [days, batchSize],
  );
  const invoiceIds = invoices.rows.map((r) => r.id);
  const noteIds = notes.rows.map((r) => r.id);
  const counts: PurgeCounts = { invoices: 0, deliveryNotes: 0, links: 0, imports: 0, files: 0, contents: 0 };
  if (invoiceIds.length === 0 && noteIds.length === 0) return counts;

  const imports = await client.query<{ file_id: string }>(
    `delete from document_imports where invoice_id = any($1::text[]) or delivery_note_id = any($2::text[]) returning file_id`,
    [invoiceIds, noteIds],
  );
  const links = await client.query(
    `delete from invoice_delivery_notes where invoice_id = any($1::text[]) or delivery_note_id = any($2::text[])`,
    [invoiceIds, noteIds],
  );
  // invoice_budget_items and delivery_note_lines go with their documents (on delete cascade).
  counts.invoices = (await client.query(`delete from invoices where id = any($1::text[])`, [invoiceIds])).rowCount ?? 0;
  counts.deliveryNotes = (await client.query(`delete from delivery_notes where id = any($1::text[])`, [noteIds])).rowCount ?? 0;
  counts.links = links.rowCount ?? 0;
  counts.imports = imports.rowCount ?? 0;

  const files = await client.query<{ sha256: string }>(
    `delete from files f where f.id = any($1::text[])
        and not exists (select 1 from document_imports i where i.file_id = f.id)
      returning f.sha256`,
    [[...new Set(imports.rows.map((r) => r.file_id))]],
  );
  counts.files = files.rowCount ?? 0;
  const shas = [...invoices.rows.flatMap((r) => (r.pdf_sha256 ? [r.pdf_sha256] : [])), ...files.rows.map((r) => r.sha256)];
  counts.contents = await deleteUnreferencedContents(client, shas);
  return counts;
}

/**
 * Uploads older than `days` days that no import uses (a file uploaded and never imported), up
 * to `batchSize`, and the contents nothing points at any more. Answers the files removed and the
 * contents removed.
 */
export async function purgeUnusedUploads(client: PoolClient, days: number, batchSize: number): Promise<{ files: number; contents: number }> {
  const files = await client.query<{ sha256: string }>(
    `delete from files f where f.id in (
       select id from files g
        where g.created_at < now() - make_interval(days => $1)
          and not exists (select 1 from document_imports i where i.file_id = g.id)
        order by g.created_at limit $2 for update skip locked)
     returning f.sha256`,
    [days, batchSize],
  );
  return { files: files.rowCount ?? 0, contents: await deleteUnreferencedContents(client, files.rows.map((r) => r.sha256)) };
}

/** Removes the contents among `shas` that no upload and no invoice points at. */
async function deleteUnreferencedContents(client: PoolClient, shas: string[]): Promise<number> {
  if (shas.length === 0) return 0;
  const { rowCount } = await client.query(
    `delete from file_contents c where c.sha256 = any($1::text[])
        and not exists (select 1 from files f where f.sha256 = c.sha256)
        and not exists (select 1 from invoices i where i.pdf_sha256 = c.sha256)`,
    [[...new Set(shas)]],
  );
  return rowCount ?? 0;
}
