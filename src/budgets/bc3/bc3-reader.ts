/**
 * FIEBDC-3 (.bc3) reader: bytes in, budget tree out, nothing stored. Decodes with the charset the
 * `~V` record declares (or the one the bytes show), splits the records, reads `~V ~K ~C ~D ~Y ~T
 * ~M` (other records are skipped, `~P` refused) and builds root → chapters → items → breakdowns
 * with every price and total in integer cents. A malformed file throws one Bc3Error listing every
 * problem found (up to MAX_PROBLEMS). What is read and how is described in docs/bc3.md.
 */
import { charsetOf, controlBytes, declaredCharset, decodeFile, isBinary, withoutControlBytes, type DecodedFile } from './bc3-encoding.js';
import { readHeader } from './bc3-header.js';
import { ProblemLog, TooManyProblems } from './bc3-problems.js';
import { splitRecords } from './bc3-records.js';
import { Bc3Error, type Bc3Budget } from './bc3-structure.js';
import { readTables } from './bc3-tables.js';
import { buildTree } from './bc3-tree.js';

export * from './bc3-structure.js';

function decodeBytes(bytes: Uint8Array, log: ProblemLog): DecodedFile {
  try {
    return decodeFile(bytes, declaredCharset(bytes));
  } catch {
    log.error('file', 1, 'invalid_encoding', 'The file declares UTF-8 but holds bytes that are not UTF-8.');
    throw log.toError();
  }
}

/** The bytes without stray control bytes (warned about), or null when the file is not text at all. */
function textBytes(bytes: Uint8Array, log: ProblemLog): Uint8Array | null {
  const { count, firstLine } = controlBytes(bytes);
  if (count === 0) return bytes;
  if (isBinary(bytes, count)) {
    log.error('file', firstLine!, 'binary_content', 'The file holds binary data (control bytes), not FIEBDC-3 text.');
    return null;
  }
  log.warn('file', firstLine!, 'control_characters', `${count} control character(s), the first at line ${firstLine}, were dropped from the text.`);
  return withoutControlBytes(bytes);
}

function read(input: Uint8Array, log: ProblemLog): Bc3Budget | null {
  const bytes = textBytes(input, log);
  if (bytes === null) return null;
  const { text, charset, note } = decodeBytes(bytes, log);
  const records = splitRecords(text);
  const header = readHeader(records, log);
  if (header.vLine === null) log.error('file', 1, 'missing_v', 'The file has no ~V record: it is not a FIEBDC-3 file.');
  else if (charsetOf(header.declaredCharset ?? '') === null) {
    log.error('~V', header.vLine, 'unsupported_charset', `The charset "${header.declaredCharset}" is not one of ANSI, 850, 437 or UTF-8.`);
  } else if (note) log.warn('~V', header.vLine, note.code, note.message);
  const tables = readTables(records, log);
  if (tables.parametricLine !== null) {
    log.error(
      '~P',
      tables.parametricLine,
      'parametric_not_supported',
      'The file holds parametric concepts (~P), which are not read: generate the budget from them in the program that wrote the file and export it again.',
    );
  }
  const root = buildTree(tables, header, log);
  if (root === null || log.failed) return null;
  const file = {
    version: header.version,
    program: header.program,
    charset,
    currency: header.currency,
    decimals: header.decimals,
    indirectCostsPercent: header.indirectCostsPercent,
  };
  const lines = {
    concepts: new Map([...tables.concepts.values()].map((c) => [c.code, c.line])),
    decompositions: new Map([...tables.decompositions].map(([code, d]) => [code, d.line])),
  };
  return { root, file, warnings: log.warnings, lines };
}

/** Reads a FIEBDC-3 file. Throws a Bc3Error naming each problem's record and line. */
export function readBc3(bytes: Uint8Array): Bc3Budget {
  const log = new ProblemLog();
  try {
    const budget = read(bytes, log);
    if (budget) return budget;
  } catch (error) {
    if (error instanceof TooManyProblems) throw log.toError(true);
    throw error;
  }
  throw log.failed ? log.toError() : new Bc3Error([{ record: 'file', line: 1, code: 'unreadable', message: 'The file could not be read.' }]);
}
