/**
 * The budget structure a FIEBDC-3 (.bc3) file reads into and is written from, and the error a
 * malformed file produces. Pure types and arithmetic: no I/O, no database.
 *
 * Money is integer cents (bigint) and quantities are decimals with 3 places held as scaled bigints
 * (1.25 is 1250n), as everywhere in budgets; totals use `money.lineTotal` (round half away from zero).
 */
import { lineTotal } from '../../platform/money.js';

/** What a breakdown line is: the FIEBDC `~C` type 1, 3 and 2; anything else is `other`. */
export type Bc3Kind = 'labor' | 'material' | 'machinery' | 'other';

/** One line of an item's price breakdown (descompuesto). */
export interface Bc3Breakdown {
  code: string;
  description: string;
  unit: string;
  /** Quantity per unit of the item, 3 places (scaled by 1000). */
  quantity: bigint;
  /** Cents. For a percentage line (code with `%`), the amount the percentage applies to. */
  costPrice: bigint;
  kind: Bc3Kind;
}

/**
 * One line of a measurement (`~M`): TIPO, COMENTARIO, UNIDADES, LONGITUD, LATITUD, ALTURA. Numbers
 * are plain decimal text ('' when blank), as read.
 */
export interface Bc3MeasurementLine {
  /** '' a plain line; '1' a partial subtotal, '2' a running subtotal, '3' a formula (in `comment`). */
  type: string;
  comment: string;
  units: string;
  length: string;
  width: string;
  height: string;
}

/** A budget item (partida): one use of a concept in a chapter. */
export interface Bc3Item {
  code: string;
  unit: string;
  /** The `~C` summary, or the `~T` text when the summary is empty. */
  description: string;
  /** The `~C` summary as written ('' when the file has none). */
  summary: string;
  /** The `~T` text, null when the file has none. */
  longText: string | null;
  /** 3 places; negative for deductions. */
  quantity: bigint;
  /** Cents per unit: the `~C` price, or the sum of the breakdowns when the file gives none (or 0). */
  costPrice: bigint;
  /** The `~C` price as written, rounded to cents; null when the field is empty. */
  statedPrice: bigint | null;
  /** `Σ round(quantity × cost_price)` of the breakdowns; null when the item has none. */
  breakdownsPrice: bigint | null;
  /** `round(quantity × costPrice)`. */
  total: bigint;
  breakdowns: Bc3Breakdown[];
  /** The lines of this use's `~M` (empty when it has none, or only a total). */
  measurements: Bc3MeasurementLine[];
}

/** A chapter (code ending `#` in the file) or the root (`##`). */
export interface Bc3Chapter {
  code: string;
  title: string;
  /** How many times the parent counts this chapter, 3 places: 1.000 (1000n) in nearly every file. */
  quantity: bigint;
  /** The `~C` price as written, rounded to cents; null when the field is empty. */
  statedPrice: bigint | null;
  /** Computed: `Σ round(quantity × total)` of the sub-chapters + `Σ item.total`. */
  total: bigint;
  chapters: Bc3Chapter[];
  items: Bc3Item[];
}

/** Decimal places declared by `~K` (FIEBDC defaults when absent). */
export interface Bc3Decimals {
  /** Quantities of chapter and budget decompositions (DRC; DR in files without the 2004+ group). */
  chapterQuantity: number;
  /** Quantities (rendimientos × factors) of item and breakdown decompositions (DRS, or DR). */
  breakdownQuantity: number;
  /** Measurement totals (`~M`) (DS). */
  measurementTotal: number;
  /**
   * The most decimals declared for money amounts (DI, DP, DC, DM; DUO, DES, DEC in 2004+ files).
   * Informative: amounts are always rounded to the cent, with a warning when this is not 2.
   */
  money: number;
}

/** What the file says about itself (`~V`, `~K`). */
export interface Bc3FileInfo {
  /** `FIEBDC-3/2002`, `FIEBDC-3/2016`... as written ('' when there is no `~V`). */
  version: string;
  program: string;
  /** The charset the bytes were decoded with: `windows-1252`, `cp850`, `cp437` or `utf-8`. */
  charset: string;
  currency: string;
  decimals: Bc3Decimals;
  /** `~K` CI (costes indirectos) in percent, 3 places (3 % is 3000n); applied as described in docs/bc3.md. */
  indirectCostsPercent: bigint;
}

/** A problem (or warning) about one record: the record type and the 1-based line where it starts. */
export interface Bc3Problem {
  /** `~C`, `~D`... or `file` for the file as a whole. */
  record: string;
  /** 1-based line where the record starts (1 for problems about the file as a whole). */
  line: number;
  code: string;
  message: string;
}

/** A file read: the root chapter holds the whole budget. */
export interface Bc3Budget {
  root: Bc3Chapter;
  file: Bc3FileInfo;
  /** Things read but worth knowing (prices that disagree with their breakdowns, rounding...). */
  warnings: Bc3Problem[];
  /**
   * The 1-based line of each concept's `~C` and `~D` records, by code as the tree shows it: where
   * a problem found after reading (by an importer) is.
   */
  lines: { concepts: ReadonlyMap<string, number>; decompositions: ReadonlyMap<string, number> };
}

/** At most this many problems are collected before reading stops. */
export const MAX_PROBLEMS = 50;

/**
 * Warnings kept at most, by a read and by an import (the reader's first, then the import's): a
 * file with thousands of the same oddity needs no thousand lines.
 */
export const MAX_WARNINGS = 200;

/** A malformed file: every problem found (up to MAX_PROBLEMS), each naming its record and line. */
export class Bc3Error extends Error {
  readonly problems: Bc3Problem[];
  /** True when reading stopped at MAX_PROBLEMS: there may be more. */
  readonly truncated: boolean;

  constructor(problems: Bc3Problem[], truncated = false) {
    const first = problems[0];
    const where = first ? `${first.record} line ${first.line}: ${first.message}` : 'malformed file';
    super(`Invalid FIEBDC-3 file (${problems.length}${truncated ? '+' : ''} problem(s)); ${where}`);
    this.name = 'Bc3Error';
    this.problems = problems;
    this.truncated = truncated;
  }
}

/** What the writer needs of a breakdown; a `Bc3Breakdown` is one. */
export interface Bc3BreakdownInput {
  code: string | null;
  description: string;
  unit: string;
  quantity: bigint;
  costPrice: bigint;
  kind: Bc3Kind;
}

/** What the writer needs of an item; a `Bc3Item` is one. */
export interface Bc3ItemInput {
  code: string;
  unit: string;
  description: string;
  /** Written as the `~C` summary when given, else the description is. */
  summary?: string;
  /** Written as `~T` when given (non-null). */
  longText?: string | null;
  quantity: bigint;
  costPrice: bigint;
  breakdowns?: readonly Bc3BreakdownInput[];
  /** Written as the lines of the item's `~M`. */
  measurements?: readonly Bc3MeasurementLine[];
}

/** What the writer needs of a chapter or of the root; a `Bc3Chapter` is one. */
export interface Bc3ChapterInput {
  code: string;
  title: string;
  /** 1.000 when absent. */
  quantity?: bigint;
  chapters?: readonly Bc3ChapterInput[];
  items?: readonly Bc3ItemInput[];
}

export const ONE_QUANTITY = 1000n;

/** The total of a chapter computed from its content, the same rule the reader applies. */
export function chapterTotal(chapter: Bc3ChapterInput): bigint {
  let total = 0n;
  for (const sub of chapter.chapters ?? []) total += lineTotal(sub.quantity ?? ONE_QUANTITY, chapterTotal(sub));
  for (const item of chapter.items ?? []) total += lineTotal(item.quantity, item.costPrice);
  return total;
}
