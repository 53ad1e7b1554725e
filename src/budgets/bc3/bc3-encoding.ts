/**
 * Bytes of a FIEBDC file to text and back. The charset is declared by the `~V` record's
 * JUEGO_CARACTERES field; every charset FIEBDC allows writes `~`, `|`, `\`, digits and ASCII letters
 * as ASCII, so the `~V` record can be read before the charset is known.
 */
import iconv from 'iconv-lite';

export type Bc3Charset = 'windows-1252' | 'cp850' | 'cp437' | 'utf-8';

/** JUEGO_CARACTERES values and the charset each means (upper-cased, spaces removed). */
const DECLARED: Record<string, Bc3Charset> = {
  ANSI: 'windows-1252',
  '': 'windows-1252',
  '850': 'cp850',
  '437': 'cp437',
  'UTF-8': 'utf-8',
  UTF8: 'utf-8',
};

/** The charset a JUEGO_CARACTERES value means, or null when FIEBDC does not define it. */
export function charsetOf(declared: string): Bc3Charset | null {
  return DECLARED[declared.trim().toUpperCase().replace(/\s+/g, '')] ?? null;
}

/** The JUEGO_CARACTERES field (5th) of the first `~V` record, or null when there is no `~V`. */
export function declaredCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const start = head.search(/~V\s*\|/);
  if (start < 0) return null;
  const next = head.indexOf('~', start + 1);
  const fields = head.slice(start, next < 0 ? undefined : next).split('|');
  return (fields[5] ?? '').replace(/[\r\n]/g, '');
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Decodes the bytes; throws a TypeError when a UTF-8 file holds invalid sequences. */
export function decode(bytes: Uint8Array, charset: Bc3Charset): string {
  if (charset === 'utf-8') {
    const bom = UTF8_BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(bom));
  }
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), charset);
}

/** Windows-1252 bytes of a text; characters the charset lacks become `?`. */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(text, 'windows-1252');
}

/**
 * The first byte that no text file holds (a control character other than tab, CR, LF and the
 * DOS end-of-file mark), as a 1-based line number, or null when there is none.
 */
export function binaryLine(bytes: Uint8Array): number | null {
  let line = 1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) line++;
    else if (b < 0x20 && b !== 0x09 && b !== 0x0d && b !== 0x1a) return line;
  }
  return null;
}
