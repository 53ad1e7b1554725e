/**
 * The records that carry the budget, read into tables keyed by concept code: `~C` (concepts),
 * `~D` (decompositions), `~T` (texts) and `~M` (measurements). Other record types are skipped.
 *
 * Codes are compared without their `#`/`##` marks: FIEBDC makes the marks compulsory in `~C` and
 * optional everywhere else, so `01#` in a `~C` and `01` in a `~D` are the same concept.
 */
import { parseExact, parseRounded, type ExactDecimal } from './bc3-decimal.js';
import type { ProblemLog } from './bc3-problems.js';
import { clean, cleanText, oneLine, subfields, type Bc3Record } from './bc3-records.js';

export interface Concept {
  /** The code without its marks. */
  code: string;
  /** 2 for the root (`##`), 1 for a chapter (`#`), 0 otherwise. */
  marks: number;
  unit: string;
  summary: string;
  /** First `~C` price in cents; null when the field is empty. */
  price: bigint | null;
  /** The `~C` TIPO field. */
  type: string;
  line: number;
}

export interface DecompositionLine {
  key: string;
  /** FACTOR and RENDIMIENTO; null when the subfield is empty (FIEBDC: 1). */
  factor: ExactDecimal | null;
  yield: ExactDecimal | null;
}

export interface Decomposition {
  line: number;
  children: DecompositionLine[];
}

export interface Measurement {
  parentKey: string | null;
  childKey: string;
  /** Last number of POSICION: the child's place (1-based) in its parent's decomposition. */
  position: number | null;
  /** MEDICION_TOTAL, or the sum of the plain lines when the total is empty; null when neither. */
  total: ExactDecimal | null;
  line: number;
  used: boolean;
}

export interface Bc3Tables {
  concepts: Map<string, Concept>;
  decompositions: Map<string, Decomposition>;
  texts: Map<string, string>;
  /** By child code. */
  measurements: Map<string, Measurement[]>;
}

/** A code without its `#` marks and blanks. */
export function keyOf(code: string): string {
  const cleaned = clean(code);
  return cleaned.endsWith('#') ? cleaned.replace(/#+$/, '') : cleaned;
}

function readConcept(record: Bc3Record, tables: Bc3Tables, log: ProblemLog): void {
  const codes = subfields(record.fields[0]).map(clean).filter((c) => c !== '');
  if (codes.length === 0) return log.error('~C', record.line, 'missing_code', 'The concept has no code.');
  const written = codes[0]!;
  const priceText = clean(subfields(record.fields[3])[0]);
  let price: bigint | null = null;
  if (priceText !== '') {
    price = parseRounded(priceText, 2);
    if (price === null) log.error('~C', record.line, 'invalid_number', `The price "${priceText}" of concept ${written} is not a number.`);
  }
  const concept: Concept = {
    code: keyOf(written),
    marks: Math.min(2, written.length - written.replace(/#+$/, '').length),
    unit: clean(record.fields[1]),
    summary: oneLine(record.fields[2]),
    price,
    type: clean(record.fields[5]),
    line: record.line,
  };
  if (tables.concepts.has(concept.code)) {
    log.warn('~C', record.line, 'duplicate_concept', `Concept ${concept.code} is defined again; this definition replaces the earlier one.`);
  }
  for (const alias of codes) tables.concepts.set(keyOf(alias), concept);
}

/**
 * A number subfield; null when blank. The problem for a subfield that is not a number names it:
 * "the <what> of <concept> in <parent>".
 */
function readNumber(text: string, record: Bc3Record, log: ProblemLog, what: string, concept?: string, parent?: string): ExactDecimal | null {
  const value = clean(text);
  if (value === '') return null;
  const exact = parseExact(value);
  if (exact === null) {
    const subject = `${what}${concept === undefined ? '' : ` of ${concept || 'a line'}`}${parent === undefined ? '' : ` in ${parent}`}`;
    log.error(`~${record.type}`, record.line, 'invalid_number', `The ${subject} "${value}" is not a number.`);
  }
  return exact;
}

function readDecomposition(record: Bc3Record, tables: Bc3Tables, log: ProblemLog): void {
  const parent = keyOf(subfields(record.fields[0])[0] ?? '');
  if (parent === '') return log.error('~D', record.line, 'missing_code', 'The decomposition names no parent concept.');
  const parts = subfields(record.fields[1]);
  const children: DecompositionLine[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    const key = keyOf(parts[i] ?? '');
    const factor = readNumber(parts[i + 1] ?? '', record, log, 'factor', key, parent);
    const yieldValue = readNumber(parts[i + 2] ?? '', record, log, 'quantity', key, parent);
    if (key === '') {
      if (factor !== null || yieldValue !== null) log.error('~D', record.line, 'missing_code', `A line of ${parent} names no concept.`);
      continue;
    }
    children.push({ key, factor, yield: yieldValue });
  }
  if (tables.decompositions.has(parent)) {
    log.warn('~D', record.line, 'duplicate_decomposition', `${parent} is decomposed again; this decomposition replaces the earlier one.`);
  }
  tables.decompositions.set(parent, { line: record.line, children });
}

function readText(record: Bc3Record, tables: Bc3Tables): void {
  const key = keyOf(subfields(record.fields[0])[0] ?? '');
  const text = cleanText(record.fields[1]);
  if (key !== '' && text !== '') tables.texts.set(key, text);
}

/** Sum of the plain lines of a measurement (UNIDADES × LONGITUD × LATITUD × ALTURA, blanks left out). */
function sumLines(field: string, record: Bc3Record, log: ProblemLog): ExactDecimal | null {
  const parts = (field ?? '').split('\\');
  let sum: ExactDecimal | null = null;
  for (let i = 0; i < parts.length; i += 6) {
    const type = clean(parts[i]);
    if (type === '1' || type === '2') continue; // subtotal lines repeat the lines above them
    if (type === '3') {
      log.warn('~M', record.line, 'measurement_formula', 'A measurement line holds a formula, which is not evaluated.');
      return null;
    }
    let product: ExactDecimal | null = null;
    for (const text of parts.slice(i + 2, i + 6)) {
      const factor = readNumber(text, record, log, 'measurement');
      if (factor) product = product ? { value: product.value * factor.value, scale: product.scale + factor.scale } : factor;
    }
    if (!product) continue;
    if (!sum) sum = product;
    else {
      const scale = Math.max(sum.scale, product.scale);
      const up = (d: ExactDecimal) => d.value * 10n ** BigInt(scale - d.scale);
      sum = { value: up(sum) + up(product), scale };
    }
  }
  return sum;
}

function readMeasurement(record: Bc3Record, tables: Bc3Tables, log: ProblemLog): void {
  const codes = subfields(record.fields[0]).map(keyOf);
  const childKey = codes[codes.length - 1] ?? '';
  if (childKey === '') return log.error('~M', record.line, 'missing_code', 'The measurement names no concept.');
  const path = subfields(record.fields[1]).map(clean);
  const last = path[path.length - 1];
  const position = last !== undefined && /^\d+$/.test(last) ? Number(last) : null;
  const totalText = clean(record.fields[2]);
  const total = totalText !== '' ? readNumber(totalText, record, log, 'total', childKey) : sumLines(record.fields[3] ?? '', record, log);
  const measurement: Measurement = {
    parentKey: codes.length > 1 ? codes[codes.length - 2]! : null,
    childKey,
    position,
    total,
    line: record.line,
    used: false,
  };
  const list = tables.measurements.get(childKey);
  if (list) list.push(measurement);
  else tables.measurements.set(childKey, [measurement]);
}

/** The tables of a file's records. */
export function readTables(records: readonly Bc3Record[], log: ProblemLog): Bc3Tables {
  const tables: Bc3Tables = { concepts: new Map(), decompositions: new Map(), texts: new Map(), measurements: new Map() };
  for (const record of records) {
    if (record.type === 'C') readConcept(record, tables, log);
    else if (record.type === 'D') readDecomposition(record, tables, log);
    else if (record.type === 'T') readText(record, tables);
    else if (record.type === 'M') readMeasurement(record, tables, log);
  }
  return tables;
}
