import { type Actor, type ServiceContext, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { transaction } from '../platform/db/transaction.js';
import { FILE_CONTENT_TYPES, type FileContentType, StoredFileSchema } from './file.entity.js';
import { sha256Of, storeContent } from './file.queries.js';
import { type FileRepresentation, fileRepresentation } from './file.representation.js';

/** What `POST /uploads` accepts (415 otherwise). */
export const UPLOAD_TYPES = FILE_CONTENT_TYPES;

/** Uploads feed imports, which create documents: the caller must be able to write something. */
function requireSomeWriteScope(actor: Actor): void {
  if (![...actor.scopes].some((scope) => scope.startsWith('write:'))) {
    throw new AppError('insufficient_scope', 'Uploading a file needs a `write:` scope (write:invoices, write:delivery-notes, …).', null, {
      required_scope: 'write:*',
    });
  }
}

/** What the bytes are, whatever the client called them: a PDF, XML, a BC3 budget, or neither. */
export function sniffFile(bytes: Uint8Array): 'pdf' | 'xml' | 'bc3' | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  // PDF readers accept the header anywhere in the first KiB; so does the document reader.
  if (head.includes('%PDF-')) return 'pdf';
  if (/^(?:\u00ef\u00bb\u00bf|\u00ff\u00fe|\u00fe\u00ff)?\s*</.test(head)) return 'xml';
  // A FIEBDC-3 file opens with its ~V record.
  if (/^(?:\u00ef\u00bb\u00bf)?\s*~V\|/.test(head)) return 'bc3';
  return null;
}

/**
 * `POST /uploads`: stores a PDF, XML or BC3 file for the organization and mode and answers its
 * `file_…` record (docs/documents-from-files.md#uploads). Each upload gets its own id; the bytes
 * are stored once however often they are uploaded. The body is read only after the scope
 * check; its media type and size are checked by `readFile` (415, 413). An empty body or bytes
 * that are neither a PDF nor XML are a 422.
 */
export async function uploadFile(sc: ServiceContext, contentType: string, readFile: () => Promise<Buffer>): Promise<FileRepresentation> {
  requireSomeWriteScope(sc.actor);
  const bytes = await readFile();
  if (bytes.length === 0) throw AppError.field('file', 'required', 'The request body must be the file; it is empty.');
  const declared = contentType.split(';')[0]!.trim().toLowerCase() as FileContentType;
  const sniffed = sniffFile(bytes);
  // A BC3 budget is declared as one, and nothing else is taken for one.
  if (sniffed === null || (sniffed === 'bc3') !== (declared === 'application/x-fiebdc')) {
    throw AppError.field(
      'file',
      'invalid_file',
      `The body is not ${declared === 'application/x-fiebdc' ? 'a BC3 (FIEBDC-3) file' : 'a PDF or an XML file'} (sent as ${declared}).`,
    );
  }
  const sha256 = sha256Of(bytes);
  return transaction(sc.em, async (em) => {
    await storeContent(em, bytes, sha256);
    const file = em.create(StoredFileSchema, {
      id: newId('file'),
      ...tenant(sc.actor),
      sha256,
      contentType: declared,
      sizeBytes: bytes.length,
      createdAt: new Date(),
    });
    await em.flush();
    return fileRepresentation(file);
  });
}
