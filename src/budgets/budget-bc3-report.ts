/**
 * The report of a BC3 import (pure: no database): the totals the file declares for its root and
 * every chapter against the ones computed from its items, with a tolerance of 0.5 % of the root,
 * and the warnings of the reader and of the import. The rules are in
 * docs/bc3.md#declared-and-computed-totals.
 */
import { divRound } from '../platform/money.js';
import { type Bc3Budget, type Bc3Chapter, type Bc3Problem, MAX_WARNINGS } from './bc3/bc3-reader.js';
import type { ImportReport, TotalsStatus } from './budget.entity.js';

/** A difference above this share of the root's total (in thousandths: 5 is 0.5 %) is a mismatch. */
export const TOLERANCE_PER_THOUSAND = 5n;

/** The code a chapter is stored under (unique in the budget) and the chapter of the file it comes from. */
export interface StoredChapter {
  code: string;
  source: Bc3Chapter;
}

interface Total {
  code: string;
  /** The code in the file, for the line of its `~C`. */
  fileCode: string;
  declared: bigint | null;
  computed: bigint;
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** A stated price of 0 is how several programs (CYPE) leave a total uncomputed: not declared. */
function declared(chapter: Bc3Chapter): bigint | null {
  return chapter.statedPrice === null || chapter.statedPrice === 0n ? null : chapter.statedPrice;
}

function statusOf(totals: readonly Total[], tolerance: bigint): TotalsStatus {
  const compared = totals.filter((t) => t.declared !== null);
  if (compared.length === 0) return 'not_declared';
  const largest = compared.reduce((max, t) => (abs(t.declared! - t.computed) > max ? abs(t.declared! - t.computed) : max), 0n);
  if (largest === 0n) return 'match';
  return largest > tolerance ? 'mismatch' : 'within_tolerance';
}

function euros(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const value = abs(cents);
  return `${sign}${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/**
 * The report of an import whose chapters were stored as `chapters` (in budget order), and the
 * problems of the totals that differ by more than the tolerance (each at its `~C`).
 */
export function importReport(
  budget: Bc3Budget,
  chapters: readonly StoredChapter[],
  importWarnings: readonly Bc3Problem[],
): { report: ImportReport; mismatches: Bc3Problem[] } {
  const root = budget.root;
  const totals: Total[] = [
    { code: root.code, fileCode: root.code, declared: declared(root), computed: root.total },
    ...chapters.map(({ code, source }) => ({ code, fileCode: source.code, declared: declared(source), computed: source.total })),
  ];
  const tolerance = divRound(abs(declared(root) ?? root.total) * TOLERANCE_PER_THOUSAND, 1000n);
  const mismatches: Bc3Problem[] = totals
    .filter((t) => t.declared !== null && abs(t.declared - t.computed) > tolerance)
    .map((t) => {
      const line = budget.lines.concepts.get(t.fileCode) ?? 1;
      const what = t.fileCode === root.code ? `The root ${t.code}` : `Chapter ${t.code}`;
      const message =
        `${what} is priced ${euros(t.declared!)} in the file; its content adds up to ${euros(t.computed)}, ` +
        `a difference of ${euros(t.computed - t.declared!)}, more than 0.5 % of the root (${euros(tolerance)}).`;
      return { record: '~C', line, code: 'total_mismatch', message };
    });
  const report: ImportReport = {
    format: 'bc3',
    version: budget.file.version,
    program: budget.file.program,
    charset: budget.file.charset,
    indirect_costs_percentage: Number(budget.file.indirectCostsPercent) / 1000,
    totals_status: statusOf(totals, tolerance),
    tolerance: Number(tolerance),
    totals: totals.map((t) => ({ code: t.code, declared: t.declared === null ? null : Number(t.declared), computed: Number(t.computed) })),
    warnings: [...budget.warnings, ...importWarnings].slice(0, MAX_WARNINGS).map((w) => ({ code: w.code, record: w.record, line: w.line, message: w.message })),
  };
  return { report, mismatches };
}
