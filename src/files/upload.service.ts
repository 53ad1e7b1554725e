import { type Actor, type ServiceContext, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { transaction } from '../platform/db/transaction.js';
import { FILE_CONTENT_TYPES, type FileContentType, StoredFileSchema } from './file.entity.js';
import { sha256Of, storeContent } from './file.queries.js';
import { type FileRepresentation, fileRepresentation } from './file.representation.js';

/** What `POST /uploads` accepts (415 otherwise). */
export const UPLOAD_TYPES = FILE_CONTENT_TYPES;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What each declared type must be, by its bytes. */
const SNIFFED: Record<FileContentType, Array<ReturnType<typeof sniffFile>>> = {
  'application/pdf': ['pdf', 'xml'],
  'application/xml': ['pdf', 'xml'],
  'application/x-fiebdc': ['bc3'],
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
};

const DESCRIBED: Record<FileContentType, string> = {
  'application/pdf': 'a PDF or an XML file',
  'application/xml': 'a PDF or an XML file',
  'application/x-fiebdc': 'a BC3 (FIEBDC-3) file',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
};

/** Uploads feed imports, which create documents: the caller must be able to write something. */
function requireSomeWriteScope(actor: Actor): void {
  if (![...actor.scopes].some((scope) => scope.startsWith('write:'))) {
    throw new AppError('insufficient_scope', 'Uploading a file needs a `write:` scope (write:invoices, write:delivery-notes, …).', null, {
      required_scope: 'write:*',
    });
  }
}

/** What the bytes are, whatever the client called them: a PDF, XML, a BC3 budget, a JPEG or PNG image, or none of those. */
export function sniffFile(bytes: Uint8Array): 'pdf' | 'xml' | 'bc3' | 'jpeg' | 'png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return 'png';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  // PDF readers accept the header anywhere in the first KiB; so does the document reader.
  if (head.includes('%PDF-')) return 'pdf';
  if (/^(?:\u00ef\u00bb\u00bf|\u00ff\u00fe|\u00fe\u00ff)?\s*</.test(head)) return 'xml';
  // A FIEBDC-3 file opens with its ~V record.
  if (/^(?:\u00ef\u00bb\u00bf)?\s*~V\|/.test(head)) return 'bc3';
  return null;
}

/**
 * `POST /uploads`: stores a PDF, XML, BC3, JPEG or PNG file for the organization and mode and answers its
 * `file_…` record (docs/documents-from-files.md#uploads). Each upload gets its own id; the bytes
 * are stored once however often they are uploaded. The body is read only after the scope
 * check; its media type and size are checked by `readFile` (415, 413). An empty body, or bytes
 * that are not what the media type says, are a 422.
 */
export async function uploadFile(sc: ServiceContext, contentType: string, readFile: () => Promise<Buffer>): Promise<FileRepresentation> {
  requireSomeWriteScope(sc.actor);
  const bytes = await readFile();
  if (bytes.length === 0) throw AppError.field('file', 'required', 'The request body must be the file; it is empty.');
  const declared = contentType.split(';')[0]!.trim().toLowerCase() as FileContentType;
  const sniffed = sniffFile(bytes);
  // A PDF sent as XML (or the reverse) is read for what it is; a BC3 budget or an image is declared as one.
  if (!SNIFFED[declared].includes(sniffed)) {
    throw AppError.field('file', 'invalid_file', `The body is not ${DESCRIBED[declared]} (sent as ${declared}).`);
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
