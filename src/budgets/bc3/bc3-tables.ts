/**
 * The records that carry the budget, read into tables keyed by concept code: `~C` (concepts),
 * `~D` and `~Y` (decompositions, and lines added to them), `~T` (texts) and `~M` (measurements).
 * `~P` (parametric concepts) is noted, to be refused; other record types are skipped.
 *
 * Codes are compared without their `#`/`##` marks: FIEBDC makes the marks compulsory in `~C` and
 * optional everywhere else, so `01#` in a `~C` and `01` in a `~D` are the same concept.
 */
import { formatTrimmed, parseExact, parseRounded, type ExactDecimal } from './bc3-decimal.js';
import type { ProblemLog } from './bc3-problems.js';
import { clean, cleanText, oneLine, subfields, type Bc3Record } from './bc3-records.js';
import type { Bc3MeasurementLine } from './bc3-structure.js';

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
  /** The measurement lines as read (numbers as plain decimal text). */
  lines: Bc3MeasurementLine[];
  line: number;
  used: boolean;
}

export interface Bc3Tables {
  concepts: Map<string, Concept>;
  decompositions: Map<string, Decomposition>;
  texts: Map<string, string>;
  /** By child code. */
  measurements: Map<string, Measurement[]>;
  /** The line of the first `~P` record (parametric concepts), null when there is none. */
  parametricLine: number | null;
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

/** The parent and the lines of a `~D` or `~Y` record (same fields); null when it names no parent. */
function readLines(record: Bc3Record, log: ProblemLog): { parent: string; children: DecompositionLine[] } | null {
  const type = `~${record.type}`;
  const parent = keyOf(subfields(record.fields[0])[0] ?? '');
  if (parent === '') {
    log.error(type, record.line, 'missing_code', 'The decomposition names no parent concept.');
    return null;
  }
  const parts = subfields(record.fields[1]);
  const children: DecompositionLine[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    const key = keyOf(parts[i] ?? '');
    const factor = readNumber(parts[i + 1] ?? '', record, log, 'factor', key, parent);
    const yieldValue = readNumber(parts[i + 2] ?? '', record, log, 'quantity', key, parent);
    if (key === '') {
      if (factor !== null || yieldValue !== null) log.error(type, record.line, 'missing_code', `A line of ${parent} names no concept.`);
      continue;
    }
    children.push({ key, factor, yield: yieldValue });
  }
  return { parent, children };
}

function readDecomposition(record: Bc3Record, tables: Bc3Tables, log: ProblemLog): void {
  const read = readLines(record, log);
  if (!read) return;
  const { parent, children } = read;
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

const DIMENSIONS = ['units', 'length', 'width', 'height'] as const;

/**
 * The lines of a measurement: groups of TIPO, COMENTARIO, UNIDADES, LONGITUD, LATITUD, ALTURA,
 * numbers rewritten as plain decimals (no exponent); a group with nothing in it is skipped. A
 * dimension that is not a number is an error when the lines give the total (`strict`), else a
 * warning and the dimension is left blank (the total stated is what counts).
 */
function readMeasurementLines(field: string, record: Bc3Record, log: ProblemLog, strict: boolean): Bc3MeasurementLine[] {
  const parts = field.split('\\');
  const lines: Bc3MeasurementLine[] = [];
  for (let i = 0; i < parts.length; i += 6) {
    const group = parts.slice(i, i + 6);
    if (group.every((part) => clean(part) === '')) continue;
    const line: Bc3MeasurementLine = { type: clean(group[0]), comment: oneLine(group[1]), units: '', length: '', width: '', height: '' };
    DIMENSIONS.forEach((name, d) => {
      const text = clean(group[d + 2]);
      const value = text === '' ? null : parseExact(text);
      if (value) line[name] = formatTrimmed(value.value, value.scale);
      else if (text !== '' && strict) readNumber(text, record, log, 'measurement');
      else if (text !== '') log.warn('~M', record.line, 'invalid_measurement', `The measurement "${text}" is not a number; the line keeps it blank.`);
    });
    lines.push(line);
  }
  return lines;
}

/** Sum of the plain lines of a measurement (UNIDADES × LONGITUD × LATITUD × ALTURA, blanks left out). */
function sumLines(lines: readonly Bc3MeasurementLine[], record: Bc3Record, log: ProblemLog): ExactDecimal | null {
  let sum: ExactDecimal | null = null;
  for (const line of lines) {
    if (line.type === '1' || line.type === '2') continue; // subtotal lines repeat the lines above them
    if (line.type === '3') {
      log.warn('~M', record.line, 'measurement_formula', 'A measurement line holds a formula, which is not evaluated.');
      return null;
    }
    let product: ExactDecimal | null = null;
    for (const name of DIMENSIONS) {
      const factor = line[name] === '' ? null : parseExact(line[name]);
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
  const lines = readMeasurementLines(record.fields[3] ?? '', record, log, totalText === '');
  const total = totalText !== '' ? readNumber(totalText, record, log, 'total', childKey) : sumLines(lines, record, log);
  const measurement: Measurement = {
    parentKey: codes.length > 1 ? codes[codes.length - 2]! : null,
    childKey,
    position,
    total,
    lines,
    line: record.line,
    used: false,
  };
  const list = tables.measurements.get(childKey);
  if (list) list.push(measurement);
  else tables.measurements.set(childKey, [measurement]);
}

/**
 * `~Y` lines are added to the decomposition of their parent once every `~D` is read, so that a
 * `~D` written after them does not replace them; a parent without `~D` is decomposed by them alone.
 */
function addLines(tables: Bc3Tables, additions: ReadonlyArray<{ parent: string; line: number; children: DecompositionLine[] }>): void {
  for (const { parent, line, children } of additions) {
    const decomposition = tables.decompositions.get(parent);
    if (decomposition) decomposition.children.push(...children);
    else tables.decompositions.set(parent, { line, children: [...children] });
  }
}

/** The tables of a file's records. */
export function readTables(records: readonly Bc3Record[], log: ProblemLog): Bc3Tables {
  const tables: Bc3Tables = { concepts: new Map(), decompositions: new Map(), texts: new Map(), measurements: new Map(), parametricLine: null };
  const additions: Array<{ parent: string; line: number; children: DecompositionLine[] }> = [];
  for (const record of records) {
    if (record.type === 'C') readConcept(record, tables, log);
    else if (record.type === 'D') readDecomposition(record, tables, log);
    else if (record.type === 'Y') {
      const read = readLines(record, log);
      if (read) additions.push({ ...read, line: record.line });
    } else if (record.type === 'T') readText(record, tables);
    else if (record.type === 'M') readMeasurement(record, tables, log);
    else if (record.type === 'P') tables.parametricLine ??= record.line;
  }
  addLines(tables, additions);
  return tables;
}
