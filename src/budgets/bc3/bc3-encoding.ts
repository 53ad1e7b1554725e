/**
 * Bytes of a FIEBDC file to text and back. The charset is declared by the `~V` record's
 * JUEGO_CARACTERES field (or, when it declares none or its bytes are UTF-8, told by the bytes:
 * `decodeFile`); every charset FIEBDC allows writes `~`, `|`, `\`, digits and ASCII letters
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

/** UTF-8 text without its BOM; throws a TypeError on invalid sequences. */
function utf8(bytes: Uint8Array): string {
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(bom));
}

/** Text in a single-byte charset: every byte is a character. */
function singleByte(bytes: Uint8Array, charset: Exclude<Bc3Charset, 'utf-8'>): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), charset);
}

/**
 * The text of bytes that are valid UTF-8 holding at least one multi-byte sequence and no C1
 * control character (which Windows-1252 or a DOS code page would have made of them), else null.
 * Text in a single-byte charset is practically never valid UTF-8 by chance.
 */
function asUtf8(bytes: Uint8Array): string | null {
  if (!bytes.some((b) => b >= 0x80)) return null;
  try {
    const text = utf8(bytes);
    return /[\u0080-\u009f]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

/** Letters of Spanish, Catalan, Galician and Basque texts outside ASCII, and `º ª ¿ ¡ €`. */
const LETTERS = new Set('áéíóúàèòïüçñÁÉÍÓÚÀÈÒÏÜÇÑºª¿¡€');

const isUpper = (c: string | undefined) => c !== undefined && c !== c.toLowerCase();
const isLower = (c: string | undefined) => c !== undefined && c !== c.toUpperCase();

/**
 * The accented letters of a text that sit well in it: a lower-case one between two capitals
 * (`EXCAVACIàN`, code page 850's `Ó` read as Windows-1252) or a capital between two lower-case
 * letters (`excavaciÚn`) is a misreading, not a letter.
 */
function lettersIn(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char <= '\u007f' || !LETTERS.has(char)) continue;
    const [before, after] = [text[i - 1], text[i + 1]];
    if (isLower(char) && isUpper(before) && isUpper(after)) continue;
    if (isUpper(char) && isLower(before) && isLower(after)) continue;
    count++;
  }
  return count;
}

/** What the bytes were read as; `note` says why when it is not what `~V` declares. */
export interface DecodedFile {
  text: string;
  charset: Bc3Charset;
  note: { code: 'charset_mismatch' | 'charset_detected'; message: string } | null;
}

const NAMES: Record<Bc3Charset, string> = { 'windows-1252': 'Windows-1252', cp850: 'code page 850', cp437: 'code page 437', 'utf-8': 'UTF-8' };

/**
 * The text of a file whose `~V` declares `declared` (null: no `~V`). A file declared UTF-8 is
 * UTF-8 (throws a TypeError on invalid sequences). Bytes that are UTF-8 text are read as UTF-8
 * whatever else the file declares, with a note. A file that declares no charset is read as code
 * page 850 (FIEBDC's default, DOS programs) or Windows-1252, whichever gives more accented
 * letters (docs/bc3.md#reading).
 */
export function decodeFile(bytes: Uint8Array, declared: string | null): DecodedFile {
  const named = declared === null || declared.trim() === '' ? null : charsetOf(declared);
  if (named === 'utf-8') return { text: utf8(bytes), charset: 'utf-8', note: null };
  const text = asUtf8(bytes);
  if (text !== null) {
    const message = named
      ? `~V declares ${declared!.trim()} but the bytes are UTF-8 text; they are read as UTF-8.`
      : '~V declares no charset; the bytes are UTF-8 text and are read as UTF-8.';
    return { text, charset: 'utf-8', note: { code: named ? 'charset_mismatch' : 'charset_detected', message } };
  }
  if (named) return { text: singleByte(bytes, named), charset: named, note: null };
  const ansi = singleByte(bytes, 'windows-1252');
  const dos = singleByte(bytes, 'cp850');
  const charset = lettersIn(dos) > lettersIn(ansi) ? 'cp850' : 'windows-1252';
  const note =
    declared !== null && bytes.some((b) => b >= 0x80)
      ? { code: 'charset_detected' as const, message: `~V declares no charset; the text reads as ${NAMES[charset]}.` }
      : null;
  return { text: charset === 'cp850' ? dos : ansi, charset, note };
}

/** Windows-1252 bytes of a text; characters the charset lacks become `?`. */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(text, 'windows-1252');
}

/** A control character other than tab, LF, CR and the DOS end-of-file mark: no text holds one. */
function isControl(b: number): boolean {
  return b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x1a;
}

/** Control bytes in a file: how many, and the 1-based line of the first (null when none). */
export function controlBytes(bytes: Uint8Array): { count: number; firstLine: number | null } {
  let line = 1;
  let count = 0;
  let firstLine: number | null = null;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) line++;
    else if (isControl(b)) {
      count++;
      firstLine ??= line;
    }
  }
  return { count, firstLine };
}

/**
 * Whether bytes with `count` control bytes are not text at all (a zip, a PDF, UTF-16): more than
 * one byte in a hundred. A few stray ones in a text (a `0x01` pasted into a comment) are not.
 */
export function isBinary(bytes: Uint8Array, count: number): boolean {
  return count * 100 > bytes.length;
}

/** The bytes without their control bytes (every FIEBDC charset writes them as one byte each). */
export function withoutControlBytes(bytes: Uint8Array): Uint8Array {
  return bytes.filter((b) => !isControl(b));
}
