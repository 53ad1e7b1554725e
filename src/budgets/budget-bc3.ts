/**
 * From FIEBDC-3 trees to budgets (pure: no database). `bc3StructureFigures` turns a file read
 * by `readBc3` into the figures of a budget structure, with the import's limits and rules
 * (budget-bc3-export.ts goes the other way). The rules are in
 * docs/bc3.md#import-and-export-through-the-api.
 */
import { MAX_CENTS } from '../platform/validation.js';
import type { FieldError } from '../platform/errors.js';
import type { Bc3Breakdown, Bc3Budget, Bc3Chapter, Bc3Item, Bc3Problem } from './bc3/bc3-reader.js';
import { MAX_PROBLEMS, MAX_WARNINGS } from './bc3/bc3-reader.js';
import type { BreakdownFigures, ChapterRow, ItemRow, StructureFigures } from './budget-figures.js';
import type { ImportReport } from './budget.entity.js';
import { importReport } from './budget-bc3-report.js';
import {
  MAX_BREAKDOWNS_PER_ITEM,
  MAX_IMPORT_BREAKDOWNS,
  MAX_IMPORT_CHAPTERS,
  MAX_IMPORT_ITEMS,
  MAX_QUANTITY,
  TEXT_LIMITS,
} from './budget.schemas.js';
import { QUANTITY_SCALE, divRound, itemFigures, lineTotal } from '../platform/money.js';

/** A problem of an imported file: a 422 error entry that also names the record and the line. */
export interface FileError extends FieldError {
  param: 'file';
  /** `~C`, `~D`, `~M`, `~V`, `~K`, or `file` for the file as a whole. */
  record: string;
  /** 1-based line where the record starts (1 for the file as a whole). */
  line: number;
}

/** The 422 entry of a reader problem: `"~D at line 17: …"`, with `record` and `line` apart. */
export function fileError(problem: Bc3Problem): FileError {
  const where = problem.record === 'file' ? `The file (line ${problem.line})` : `${problem.record} at line ${problem.line}`;
  return { param: 'file', code: problem.code, message: `${where}: ${problem.message}`, record: problem.record, line: problem.line };
}

const MAX = BigInt(MAX_CENTS);
const ONE = 10n ** BigInt(QUANTITY_SCALE);

/**
 * `value` cut to `max` UTF-16 units (the API's text limits count them), ending with `…` when cut;
 * never inside a surrogate pair.
 */
export function fitText(value: string, max: number): string {
  if (value.length <= max) return value;
  let out = '';
  for (const char of value) {
    if (out.length + char.length > max - 1) break;
    out += char;
  }
  return `${out.trimEnd()}…`;
}

/** A code cut to the API's limit (no ellipsis: it is an identifier). */
function fitCode(code: string): string {
  if (code.length <= TEXT_LIMITS.code) return code;
  let out = '';
  for (const char of code) {
    if (out.length + char.length > TEXT_LIMITS.code) break;
    out += char;
  }
  return out;
}

/** One line: line breaks and the blanks around them become one space. */
function oneLine(value: string): string {
  return value.includes('\n') ? value.replace(/\s*\n\s*/g, ' ') : value;
}

/** A multiplier of item quantities: the product of the quantities of the chapters above, exactly. */
interface Factor {
  value: bigint;
  scale: number;
}

/**
 * The breakdown line that makes an item's breakdowns add up to the price its file states, when
 * they do not: `quantity` is the difference in euros, priced 1.00, so every such line is the same
 * concept on export (docs/bc3.md#import).
 */
export const ADJUSTMENT = { code: 'AJUSTE.PRECIO', description: 'Ajuste al precio del archivo', unit: '€', costPrice: 100n } as const;

class Importer {
  readonly errors: FileError[] = [];
  /** What the import did to fit the file to a budget, beside the reader's warnings. */
  readonly warnings: Bc3Problem[] = [];
  truncated = false;
  readonly chapters: ChapterRow[] = [];
  /** The file's chapter each row comes from; null for the chapter of the root's own items. */
  readonly sources: Array<Bc3Chapter | null> = [];
  private itemsCount = 0;
  private breakdownsCount = 0;
  private full = false;

  constructor(
    private readonly budget: Bc3Budget,
    private readonly markup: bigint,
  ) {}

  problem(record: '~C' | '~D' | 'file', code: string, line: number | undefined, message: string): void {
    if (this.errors.length >= MAX_PROBLEMS) {
      this.truncated = true;
      return;
    }
    this.errors.push(fileError({ record: line === undefined ? 'file' : record, line: line ?? 1, code, message }));
  }

  private conceptLine(code: string): number | undefined {
    return this.budget.lines.concepts.get(code);
  }

  private decompositionLine(code: string): number | undefined {
    return this.budget.lines.decompositions.get(code);
  }

  /** The root's own items go to a chapter of their own, first, coded and titled as the root. */
  run(): void {
    const root = this.budget.root;
    const unit: Factor = { value: 1n, scale: 0 };
    if (root.items.length > 0) this.chapter({ ...root, chapters: [] }, null, unit, false);
    for (const chapter of root.chapters) this.chapter(chapter, null, this.times(unit, chapter.quantity));
  }

  private times(factor: Factor, quantity: bigint): Factor {
    return quantity === ONE ? factor : { value: factor.value * quantity, scale: factor.scale + QUANTITY_SCALE };
  }

  private chapter(chapter: Bc3Chapter, parent: number | null, factor: Factor, fromFile = true): void {
    if (this.full) return;
    if (this.chapters.length >= MAX_IMPORT_CHAPTERS) {
      this.full = true;
      this.problem('file', 'too_many_chapters', undefined, `A budget may hold at most ${MAX_IMPORT_CHAPTERS} chapters; this file has more.`);
      return;
    }
    const index = this.chapters.length;
    const row: ChapterRow = { code: chapter.code, title: fitText(oneLine(chapter.title), TEXT_LIMITS.title), parent, items: [] };
    this.chapters.push(row);
    this.sources.push(fromFile ? chapter : null);
    for (const item of chapter.items) {
      if (this.full) return;
      if (++this.itemsCount > MAX_IMPORT_ITEMS) {
        this.full = true;
        this.problem('file', 'too_many_items', undefined, `A budget may hold at most ${MAX_IMPORT_ITEMS} items; this file has more.`);
        return;
      }
      row.items.push(this.item(chapter.code, item, factor));
    }
    for (const sub of chapter.chapters) this.chapter(sub, index, this.times(factor, sub.quantity));
  }

  private item(chapterCode: string, item: Bc3Item, factor: Factor): ItemRow {
    let quantity = factor.scale === 0 ? item.quantity : divRound(item.quantity * factor.value, 10n ** BigInt(factor.scale));
    let costPrice = item.costPrice;
    // A negative price is a deduction: the same amount as a positive price with the quantity's
    // sign turned, and so the signs of its breakdowns' quantities, which must still add up to it.
    const turned = costPrice < 0n;
    if (turned) {
      costPrice = -costPrice;
      quantity = -quantity;
    }
    const breakdownLine = this.decompositionLine(item.code);
    if (item.breakdowns.length > MAX_BREAKDOWNS_PER_ITEM) {
      this.problem('~D', 'too_many_breakdowns', breakdownLine, `${item.code} has ${item.breakdowns.length} breakdown lines; an item may have at most ${MAX_BREAKDOWNS_PER_ITEM}.`);
    }
    this.breakdownsCount += item.breakdowns.length;
    if (this.breakdownsCount > MAX_IMPORT_BREAKDOWNS && !this.full) {
      this.full = true;
      this.problem('file', 'too_many_breakdowns', undefined, `A budget may hold at most ${MAX_IMPORT_BREAKDOWNS} breakdown lines in all; this file has more.`);
    }
    const breakdowns = this.full ? [] : item.breakdowns.map((b) => this.breakdown(item.code, turned ? { ...b, quantity: -b.quantity } : b));
    this.adjust(item.code, costPrice, breakdowns);
    if (quantity > MAX_QUANTITY || quantity < -MAX_QUANTITY) {
      this.problem('~D', 'quantity_out_of_range', this.decompositionLine(chapterCode), `The quantity of ${item.code} in ${chapterCode} is beyond ±99999999999.999.`);
    }
    const figures = itemFigures(quantity, costPrice, this.markup);
    const line = this.conceptLine(item.code);
    if (costPrice > MAX || figures.salePrice > MAX) {
      this.problem('~C', 'amount_out_of_range', line, `The price of ${item.code} is beyond ${MAX_CENTS} cents.`);
    } else if (outOfRange(figures.costTotal) || outOfRange(figures.saleTotal)) {
      this.problem('~D', 'amount_out_of_range', this.decompositionLine(chapterCode), `The total of ${item.code} in ${chapterCode} is beyond ±${MAX_CENTS} cents.`);
    }
    // The ~T text when the file has one, else the summary; the summary is kept beside a ~T that
    // says something else.
    const description = fitText(item.longText ?? item.description, TEXT_LIMITS.description);
    const summary = fitText(oneLine(item.summary), TEXT_LIMITS.description);
    return {
      code: fitCode(item.code),
      description,
      summary: summary === '' || summary === description ? null : summary,
      unit: fitText(oneLine(item.unit), TEXT_LIMITS.unit),
      quantity,
      costPrice,
      ...figures,
      breakdowns,
      measurements: item.measurements,
    };
  }

  /**
   * An item's breakdowns must add up to its price (the rule of a create: `cost_price_mismatch`).
   * When the file's price and its breakdowns disagree, the price is the file's and a last line
   * makes up the difference.
   */
  private adjust(itemCode: string, costPrice: bigint, breakdowns: BreakdownFigures[]): void {
    if (breakdowns.length === 0) return;
    const difference = costPrice - breakdowns.reduce((sum, b) => sum + b.costTotal, 0n);
    if (difference === 0n) return;
    // `difference` cents are difference / 100 units of 1.00: in thousandths, × 10.
    const quantity = difference * 10n;
    breakdowns.push({ ...ADJUSTMENT, quantity, costTotal: lineTotal(quantity, ADJUSTMENT.costPrice), kind: 'other' });
    const line = this.conceptLine(itemCode) ?? 1;
    if (this.warnings.length < MAX_WARNINGS) {
      this.warnings.push({
        record: '~C',
        line,
        code: 'price_adjusted',
        message: `The breakdowns of ${itemCode} add up to ${costPrice - difference} cents, not its price ${costPrice}: a line ${ADJUSTMENT.code} of ${difference} cents makes up the difference.`,
      });
    }
  }

  private breakdown(itemCode: string, b: Bc3Breakdown): BreakdownFigures {
    let { quantity, costPrice } = b;
    if (costPrice < 0n) {
      costPrice = -costPrice;
      quantity = -quantity;
    }
    const costTotal = lineTotal(quantity, costPrice);
    if (costPrice > MAX || outOfRange(costTotal) || quantity > MAX_QUANTITY || quantity < -MAX_QUANTITY) {
      this.problem('~D', 'amount_out_of_range', this.decompositionLine(itemCode), `The breakdown line ${b.code} of ${itemCode} is beyond the ranges of quantities or amounts.`);
    }
    return {
      code: fitCode(b.code),
      description: fitText(oneLine(b.description), TEXT_LIMITS.description),
      unit: fitText(oneLine(b.unit), TEXT_LIMITS.unit),
      quantity,
      costPrice,
      costTotal,
      kind: b.kind,
    };
  }

  /** Chapter codes are unique in a budget: a code used again gets `_2`, `_3`… (a free one). */
  uniqueCodes(): void {
    const taken = new Set(this.chapters.map((c) => fitCode(c.code)));
    const assigned = new Set<string>();
    for (const chapter of this.chapters) {
      let code = fitCode(chapter.code);
      if (assigned.has(code)) {
        for (let n = 2; ; n++) {
          const suffix = `_${n}`;
          const candidate = `${fitCode(chapter.code).slice(0, TEXT_LIMITS.code - suffix.length)}${suffix}`;
          if (!taken.has(candidate) && !assigned.has(candidate)) {
            code = candidate;
            break;
          }
        }
      }
      assigned.add(code);
      chapter.code = code;
    }
  }

  /** Every chapter's total (sub-chapters included) and the budget's must be within the money range. */
  checkSums(): { costAmount: bigint; saleAmount: bigint } {
    const cost = this.chapters.map((c) => c.items.reduce((sum, i) => sum + i.costTotal, 0n));
    const sale = this.chapters.map((c) => c.items.reduce((sum, i) => sum + i.saleTotal, 0n));
    for (let c = this.chapters.length - 1; c >= 0; c--) {
      const parent = this.chapters[c]!.parent;
      if (parent !== null) {
        cost[parent]! += cost[c]!;
        sale[parent]! += sale[c]!;
      }
    }
    let costAmount = 0n;
    let saleAmount = 0n;
    this.chapters.forEach((chapter, c) => {
      if (outOfRange(cost[c]!) || outOfRange(sale[c]!)) {
        this.problem('~D', 'amount_out_of_range', this.decompositionLine(chapter.code), `The total of chapter ${chapter.code} is beyond ±${MAX_CENTS} cents.`);
      }
      if (chapter.parent === null) {
        costAmount += cost[c]!;
        saleAmount += sale[c]!;
      }
    });
    if (outOfRange(costAmount) || outOfRange(saleAmount)) {
      this.problem('~D', 'amount_out_of_range', this.decompositionLine(this.budget.root.code), `The budget total is beyond ±${MAX_CENTS} cents.`);
    }
    return { costAmount, saleAmount };
  }

  get items(): number {
    return this.itemsCount;
  }
}

function outOfRange(value: bigint): boolean {
  return value > MAX || value < -MAX;
}

/**
 * The figures of the budget a read file holds, or the problems that keep it from being one (each
 * naming its record and line; at most MAX_PROBLEMS, `truncated` when there were more).
 */
export function bc3StructureFigures(
  budget: Bc3Budget,
  markup: bigint,
): { figures: StructureFigures; errors: FileError[]; truncated: boolean; report: ImportReport; mismatches: FileError[] } {
  const importer = new Importer(budget, markup);
  importer.run();
  const { costAmount, saleAmount } = importer.checkSums();
  importer.uniqueCodes();
  const stored = importer.chapters.flatMap((row, i) => {
    const source = importer.sources[i];
    return source ? [{ code: row.code, source }] : [];
  });
  const { report, mismatches } = importReport(budget, stored, importer.warnings);
  return {
    figures: { chapters: importer.chapters, itemsCount: importer.items, costAmount, saleAmount },
    errors: importer.errors,
    truncated: importer.truncated,
    report,
    mismatches: mismatches.map(fileError),
  };
}
