/**
 * FIEBDC-3 (.bc3) reader: bytes in, budget tree out, nothing stored. Decodes with the charset the
 * `~V` record declares, splits the records, reads `~V ~K ~C ~D ~T ~M` (other records are skipped)
 * and builds root → chapters → items → breakdowns with every price and total in integer cents.
 * A malformed file throws one Bc3Error listing every problem found (up to MAX_PROBLEMS).
 * What is read and how is described in docs/bc3.md.
 */
import { binaryLine, charsetOf, declaredCharset, decode, type Bc3Charset } from './bc3-encoding.js';
import { readHeader } from './bc3-header.js';
import { Pricer } from './bc3-pricing.js';
import { ProblemLog, TooManyProblems } from './bc3-problems.js';
import { splitRecords } from './bc3-records.js';
import { Bc3Error, type Bc3Budget } from './bc3-structure.js';
import { readTables } from './bc3-tables.js';
import { buildTree } from './bc3-tree.js';

export * from './bc3-structure.js';

function decodeBytes(bytes: Uint8Array, log: ProblemLog): { text: string; charset: Bc3Charset } {
  // An unknown charset is reported once the ~V line is known; Windows-1252 meanwhile.
  const charset = charsetOf(declaredCharset(bytes) ?? '') ?? 'windows-1252';
  try {
    return { text: decode(bytes, charset), charset };
  } catch {
    log.error('file', 1, 'invalid_encoding', 'The file declares UTF-8 but holds bytes that are not UTF-8.');
    throw log.toError();
  }
}

function read(bytes: Uint8Array, log: ProblemLog): Bc3Budget | null {
  const binary = binaryLine(bytes);
  if (binary !== null) {
    log.error('file', binary, 'binary_content', 'The file holds binary data (control bytes), not FIEBDC-3 text.');
    return null;
  }
  const { text, charset } = decodeBytes(bytes, log);
  const records = splitRecords(text);
  const header = readHeader(records, log);
  if (header.vLine === null) log.error('file', 1, 'missing_v', 'The file has no ~V record: it is not a FIEBDC-3 file.');
  else if (charsetOf(header.declaredCharset ?? '') === null) {
    log.error('~V', header.vLine, 'unsupported_charset', `The charset "${header.declaredCharset}" is not one of ANSI, 850, 437 or UTF-8.`);
  }
  const tables = readTables(records, log);
  const root = buildTree(tables, header, new Pricer(tables, header, log), log);
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
