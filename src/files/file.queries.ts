import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A stored content: its address and size. */
export interface ContentAddress {
  sha256: string;
  sizeBytes: number;
}

/** Hex SHA-256 of `bytes`: the address of stored content and the ETag it is served with. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Stores `bytes` in `file_contents` unless the same bytes are there already (content-addressed:
 * one row per SHA-256, whoever stored them). Runs in the caller's transaction.
 */
export async function storeContent(em: EntityManager, bytes: Buffer, sha256 = sha256Of(bytes)): Promise<ContentAddress> {
  await em.execute(
    `insert into file_contents (sha256, size_bytes, content, created_at) values (?, ?, ?, now())
     on conflict (sha256) do nothing`,
    [sha256, bytes.length, bytes],
  );
  return { sha256, sizeBytes: bytes.length };
}

/** The whole content at `sha256` (files are at most `MAX_UPLOAD_BYTES`), or null. */
export async function readContent(em: EntityManager, sha256: string): Promise<Buffer | null> {
  const rows = await em.execute<Array<{ content: Buffer }>>(`select content from file_contents where sha256 = ?`, [sha256]);
  return rows[0]?.content ?? null;
}

/** Bytes read per statement when a content is streamed. */
const SLICE_BYTES = 256 * 1024;

/**
 * The content at `sha256` as a stream read in slices of 256 KiB (one statement each), so serving
 * a file never holds it whole in memory. Contents never change once stored, so the slices need
 * no transaction between them.
 */
export function contentStream(em: EntityManager, sha256: string, sizeBytes: number): Readable {
  let offset = 0;
  return new Readable({
    highWaterMark: SLICE_BYTES,
    read() {
      if (offset >= sizeBytes) {
        this.push(null);
        return;
      }
      const from = offset;
      offset += SLICE_BYTES;
      em.execute<Array<{ slice: Buffer }>>(`select substring(content from ? for ?) as slice from file_contents where sha256 = ?`, [
        from + 1,
        SLICE_BYTES,
        sha256,
      ]).then(
        (rows) => {
          const slice = rows[0]?.slice;
          if (!slice) this.destroy(new Error(`file content ${sha256} is gone`));
          else this.push(slice);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}
