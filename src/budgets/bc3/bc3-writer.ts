/**
 * FIEBDC-3/2016 writer: a budget tree (root → chapters → items → breakdowns) to the bytes of a
 * `.bc3` file, Windows-1252 (`~V` declares ANSI) with CRLF line ends. Writes `~V`, `~K`, and per
 * concept `~C`, `~T`, `~D`, plus a `~M` with the total of every item use. Reading the bytes back
 * with readBc3 gives the same tree and totals (see docs/bc3.md for the few exceptions).
 */
import { formatScaled, lineTotal } from '../../platform/money.js';
import { ConceptTable, sanitizeCode, type ChildRef, type ConceptDef, type ConceptType } from './bc3-concept-table.js';
import { formatTrimmed } from './bc3-decimal.js';
import { encodeWindows1252 } from './bc3-encoding.js';
import { cleanText, oneLine } from './bc3-records.js';
import {
  ONE_QUANTITY,
  chapterTotal,
  type Bc3BreakdownInput,
  type Bc3ChapterInput,
  type Bc3ItemInput,
  type Bc3Kind,
  type Bc3MeasurementLine,
} from './bc3-structure.js';

export interface Bc3WriteOptions {
  /** `~V` PROPIEDAD_ARCHIVO (who the file belongs to). */
  owner?: string;
  /** `~V` PROGRAMA_EMISION. */
  program?: string;
  /** ISO 4217 code written in `~K`; EUR by default. */
  currency?: string;
  /** Date written in `~V`; today by default. */
  date?: Date;
}

const TYPES: Record<Bc3Kind, ConceptType> = { labor: '1', machinery: '2', material: '3', other: '0' };

/** A text field: `|` and `~` are FIEBDC separators, so they become `/` and `-`. */
function text(value: string): string {
  return value.replace(/\|/g, '/').replace(/~/g, '-');
}

/** A one-line field that may not hold `\` either (subfield separator). */
function field(value: string): string {
  return text(oneLine(value)).replace(/\\/g, '/');
}

function money(cents: bigint): string {
  return formatScaled(cents, 2);
}

function quantity(scaled: bigint): string {
  return formatTrimmed(scaled, 3);
}

class Writer {
  readonly table = new ConceptTable();

  chapter(chapter: Bc3ChapterInput, marks: '#' | '##'): string {
    const children: ChildRef[] = [];
    for (const sub of chapter.chapters ?? []) children.push({ code: this.chapter(sub, '#'), quantity: sub.quantity ?? ONE_QUANTITY });
    for (const item of chapter.items ?? []) {
      children.push({ code: this.item(item), quantity: item.quantity, ...(item.measurements?.length ? { measurements: item.measurements } : {}) });
    }
    return this.table.register(sanitizeCode(chapter.code) || 'C', {
      marks,
      unit: '',
      summary: field(chapter.title),
      price: chapterTotal(chapter),
      type: '0',
      text: null,
      children,
    });
  }

  private item(item: Bc3ItemInput): string {
    const base = sanitizeCode(item.code) || 'P';
    const breakdowns = item.breakdowns ?? [];
    const lines: Array<ChildRef & { price: bigint }> = [];
    breakdowns.forEach((b, i) => {
      const code = this.breakdown(b, lines, `${base}.${i + 1}`);
      lines.push({ code, quantity: b.quantity, price: b.costPrice });
    });
    const longText = item.longText == null ? null : text(cleanText(item.longText));
    return this.table.register(base, {
      marks: '',
      unit: field(item.unit),
      summary: field(item.summary ?? item.description),
      price: item.costPrice,
      type: '0',
      text: longText || null,
      children: lines.length > 0 ? lines.map(({ code, quantity }) => ({ code, quantity })) : null,
    });
  }

  /**
   * A breakdown line's concept. A code with `%` is a percentage for every FIEBDC reader: its amount
   * is its quantity × the lines above it whose code starts with what precedes the `%`. A line whose
   * cost price is not that base would change on reading, so its `%` is written as `PCT`.
   */
  private breakdown(b: Bc3BreakdownInput, above: ReadonlyArray<ChildRef & { price: bigint }>, fallback: string): string {
    let code = sanitizeCode(b.code) || fallback;
    let percentage = code.includes('%');
    if (percentage) {
      const mask = code.slice(0, code.indexOf('%'));
      const base = above.filter((l) => l.code.startsWith(mask)).reduce((sum, l) => sum + lineTotal(l.quantity, l.price), 0n);
      if (base !== b.costPrice) {
        code = code.replace(/%/g, 'PCT');
        percentage = false;
      }
    }
    return this.table.register(code, {
      marks: '',
      unit: field(b.unit),
      summary: field(b.description),
      price: percentage ? 0n : b.costPrice,
      type: percentage ? '0' : TYPES[b.kind],
      text: null,
      children: null,
    });
  }
}

function ddmmyyyy(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${pad(date.getFullYear(), 4)}`;
}

function header(options: Bc3WriteOptions): string[] {
  const currency = (options.currency ?? 'EUR').toUpperCase();
  const version = `FIEBDC-3/2016\\${ddmmyyyy(options.date ?? new Date())}`;
  return [
    `~V|${field(options.owner ?? '')}|${version}|${field(options.program ?? 'cost-control-service')}||ANSI||2||||`,
    // 2002 group (DN DD DS DR DI DP DC DM), CI GG BI BAJA IVA, 2016 group (DRC DC - DFS DRS - DUO DI DES DN DD DS DSP DEC).
    `~K|2\\2\\3\\3\\2\\2\\2\\2\\${currency}\\|0\\\\\\\\\\|3\\2\\\\3\\3\\\\2\\2\\2\\2\\2\\3\\3\\2\\${currency}\\||`,
  ];
}

function conceptRecords(def: ConceptDef): string[] {
  const code = `${def.code}${def.marks}`;
  const records = [`~C|${code}|${def.unit}|${def.summary}|${money(def.price)}||${def.type}|`];
  if (def.text) records.push(`~T|${def.code}|${def.text.replace(/\n/g, '\r\n')}|`);
  if (def.children && def.children.length > 0) {
    const lines = def.children.map((c) => `${c.code}\\1\\${quantity(c.quantity)}\\`).join('');
    records.push(`~D|${code}|${lines}|`);
  }
  return records;
}

/** A number of a measurement line: plain decimal text, or blank. */
function dimension(value: string): string {
  return value.replace(/[^0-9.+-]/g, '');
}

/** The lines field of an `~M`: `TIPO\\COMENTARIO\\UNIDADES\\LONGITUD\\LATITUD\\ALTURA\\` per line. */
function measurementLines(lines: readonly Bc3MeasurementLine[] | undefined): string {
  return (lines ?? [])
    .map((l) => [l.type.replace(/[^0-9]/g, ''), field(l.comment), ...[l.units, l.length, l.width, l.height].map(dimension)].join('\\') + '\\')
    .join('');
}

/** Records of every concept reachable from the root, each once, parents before their children. */
function body(table: ConceptTable, rootCode: string): string[] {
  const records: string[] = [];
  const written = new Set<string>();
  const visit = (code: string, path: number[]) => {
    const def = table.get(code)!;
    written.add(code);
    records.push(...conceptRecords(def));
    (def.children ?? []).forEach((child, i) => {
      const childDef = table.get(child.code)!;
      if (def.marks !== '' && childDef.marks === '') {
        records.push(`~M|${def.code}\\${child.code}|${[...path, i + 1].join('\\')}\\|${quantity(child.quantity)}|${measurementLines(child.measurements)}|`);
      }
      if (!written.has(child.code)) visit(child.code, def.marks !== '' ? [...path, i + 1] : path);
    });
  };
  visit(rootCode, []);
  return records;
}

/** The bytes of a FIEBDC-3/2016 file holding the budget whose root is `root`. */
export function writeBc3(root: Bc3ChapterInput, options: Bc3WriteOptions = {}): Buffer {
  const writer = new Writer();
  const rootCode = writer.chapter(root, '##');
  const records = [...header(options), ...body(writer.table, rootCode)];
  return encodeWindows1252(`${records.join('\r\n')}\r\n`);
}
