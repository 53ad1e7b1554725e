/**
 * The budget tree, built from the root concept (`##`) down its decompositions: a child whose `~C`
 * code ends with `#` is a chapter, any other child of a chapter is an item (one per use: a concept
 * listed in two chapters gives two items), and the children of an item are its breakdowns.
 */
import { lineTotal } from '../../platform/money.js';
import { formatTrimmed, rescale, roundTo, type ExactDecimal } from './bc3-decimal.js';
import type { Bc3Header } from './bc3-header.js';
import { lineQuantity, Pricer } from './bc3-pricing.js';
import { ProblemLog, TooManyProblems } from './bc3-problems.js';
import { ONE_QUANTITY, type Bc3Chapter, type Bc3Item, type Bc3MeasurementLine } from './bc3-structure.js';
import type { Bc3Tables, Concept, DecompositionLine, Measurement } from './bc3-tables.js';

/** Chapters and items at most: a file whose chapters reuse each other can multiply without end. */
export const MAX_NODES = 200_000;

class TreeBuilder {
  private nodes = 0;

  constructor(
    private readonly tables: Bc3Tables,
    private readonly header: Bc3Header,
    private readonly pricer: Pricer,
    private readonly log: ProblemLog,
  ) {}

  chapter(concept: Concept, quantity: bigint, path: readonly string[]): Bc3Chapter {
    const decomposition = this.tables.decompositions.get(concept.code);
    const chapters: Bc3Chapter[] = [];
    const items: Bc3Item[] = [];
    decomposition?.children.forEach((line, index) => {
      if (path.includes(line.key)) {
        const cycle = [...path.slice(path.indexOf(line.key)), line.key].join(' → ');
        return this.log.error('~D', decomposition.line, 'cycle', `The decompositions go round in a circle: ${cycle}.`);
      }
      const child = this.tables.concepts.get(line.key);
      if (!child) {
        return this.log.error('~D', decomposition.line, 'unknown_concept', `${concept.code} names concept ${line.key}, which has no ~C record.`);
      }
      if (++this.nodes > MAX_NODES) {
        return this.log.error('~D', decomposition.line, 'too_large', `The budget has more than ${MAX_NODES} chapters and items.`);
      }
      if (child.marks > 0) chapters.push(this.chapter(child, this.chapterQuantity(line, decomposition.line), [...path, child.code]));
      else items.push(this.item(concept, child, line, index + 1, decomposition.line, [...path, child.code]));
    });
    let total = 0n;
    for (const sub of chapters) total += lineTotal(sub.quantity, sub.total);
    for (const item of items) total += item.total;
    if (concept.price !== null && concept.price !== 0n && concept.price !== total) {
      this.log.warn('~C', concept.line, 'total_mismatch', `${concept.code} is priced ${concept.price} cents in the file; its content adds up to ${total}.`);
    }
    return { code: concept.code, title: this.pricer.describe(concept), quantity, statedPrice: concept.price, total, chapters, items };
  }

  private chapterQuantity(line: DecompositionLine, recordLine: number): bigint {
    const quantity = this.toPlaces(lineQuantity(line, this.header.decimals.chapterQuantity), line.key, recordLine);
    if (quantity !== ONE_QUANTITY) {
      this.log.warn('~D', recordLine, 'chapter_quantity', `Chapter ${line.key} counts ${quantity} thousandths times in its parent.`);
    }
    return quantity;
  }

  private item(parent: Concept, concept: Concept, line: DecompositionLine, position: number, recordLine: number, path: readonly string[]): Bc3Item {
    const measurement = this.measurementOf(parent, line.key, position);
    const quantity = this.itemQuantity(parent, line, measurement, recordLine);
    const pricing = this.pricer.item(concept, path);
    const longText = this.tables.texts.get(concept.code) ?? null;
    return {
      code: concept.code,
      unit: concept.unit,
      description: this.pricer.describe(concept),
      summary: concept.summary,
      longText,
      quantity,
      costPrice: pricing.costPrice,
      statedPrice: pricing.statedPrice,
      breakdownsPrice: pricing.breakdownsPrice,
      total: lineTotal(quantity, pricing.costPrice),
      // The pricing is shared by every use of the concept: each item gets its own lines.
      breakdowns: pricing.breakdowns.map((b) => ({ ...b })),
      measurements: measurement ? measurement.lines.map((l): Bc3MeasurementLine => ({ ...l })) : [],
    };
  }

  /**
   * FACTOR × RENDIMIENTO of the `~D`; when the RENDIMIENTO is blank or 0, the `~M` total takes its
   * place. When both are given and differ, the `~D` wins (it is what the file's prices were
   * computed with) and a warning says so.
   */
  private itemQuantity(parent: Concept, line: DecompositionLine, measurement: Measurement | undefined, recordLine: number): bigint {
    const decimals = this.header.decimals;
    const measured = measurement?.total ? roundTo(measurement.total, decimals.measurementTotal) : null;
    const yieldMissing = line.yield === null || line.yield.value === 0n;
    if (measured && yieldMissing) return this.toPlaces(lineQuantity(line, decimals.chapterQuantity, measured), line.key, recordLine);
    const quantity = this.toPlaces(lineQuantity(line, decimals.chapterQuantity), line.key, recordLine);
    if (measured && rescale(lineQuantity(line, decimals.chapterQuantity, measured), 3) !== quantity) {
      this.log.warn('~M', measurement!.line, 'quantity_mismatch', `The measured total of ${line.key} in ${parent.code} differs from the ~D quantity, which is used.`);
    }
    return quantity;
  }

  private toPlaces(quantity: ExactDecimal, code: string, recordLine: number): bigint {
    const scaled = rescale(quantity, 3);
    if (quantity.scale > 3 && quantity.value % 10n ** BigInt(quantity.scale - 3) !== 0n) {
      this.log.warn('~D', recordLine, 'quantity_rounded', `A quantity of ${code} has more than 3 decimals and is rounded.`);
    }
    return scaled;
  }

  /** The `~M` of this use: same parent and position, else the only one of the parent (or of no parent). */
  private measurementOf(parent: Concept, childKey: string, position: number): Measurement | undefined {
    const candidates = (this.tables.measurements.get(childKey) ?? []).filter((m) => m.parentKey === parent.code || m.parentKey === null);
    const found =
      candidates.find((m) => m.parentKey === parent.code && m.position === position) ??
      (candidates.length === 1 && (candidates[0]!.position === null || this.usesOf(parent, childKey) === 1) ? candidates[0] : undefined);
    if (found) found.used = true;
    return found;
  }

  private usesOf(parent: Concept, childKey: string): number {
    return this.tables.decompositions.get(parent.code)?.children.filter((c) => c.key === childKey).length ?? 0;
  }
}

/**
 * How well a tree agrees with the file: the sum of the differences between the prices the root and
 * the chapters state (when not 0) and their totals, then the number of items whose price is not
 * the sum of their breakdowns. Lower is better.
 */
function disagreement(root: Bc3Chapter): [bigint, number] {
  let totals = 0n;
  let items = 0;
  const visit = (chapter: Bc3Chapter) => {
    if (chapter.statedPrice !== null && chapter.statedPrice !== 0n) {
      const difference = chapter.statedPrice - chapter.total;
      totals += difference < 0n ? -difference : difference;
    }
    for (const item of chapter.items) if (item.breakdownsPrice !== null && item.breakdownsPrice !== item.costPrice) items++;
    chapter.chapters.forEach(visit);
  };
  visit(root);
  return [totals, items];
}

/**
 * Whether the `~K` CI is to be added to the items' stated prices, as the generator did: the
 * standard's reading (a concept costs its direct costs plus CI) unless the file's own totals (or,
 * failing them, its items' breakdowns) agree better with prices that already include it. Null
 * when it makes no difference (no item states its price).
 */
function ciOnStatedPrices(tables: Bc3Tables, header: Bc3Header, root: Concept): boolean | null {
  const trial = (onStated: boolean): Bc3Chapter | null => {
    const log = new ProblemLog();
    try {
      return new TreeBuilder(tables, header, new Pricer(tables, header, log, onStated), log).chapter(root, ONE_QUANTITY, [root.code]);
    } catch (error) {
      if (error instanceof TooManyProblems) return null;
      throw error;
    }
  };
  const added = trial(true);
  const included = trial(false);
  if (!added || !included) return true;
  if (added.total === included.total) return null;
  const [a, b] = [disagreement(added), disagreement(included)];
  return a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
}

/** The root of the budget, or null (with a problem logged) when the file has no root concept. */
export function buildTree(tables: Bc3Tables, header: Bc3Header, log: ProblemLog): Bc3Chapter | null {
  const roots = [...new Set(tables.concepts.values())].filter((c) => c.marks === 2);
  if (roots.length === 0) {
    log.error('file', 1, 'missing_root', 'No ~C record has a code ending in ## (the root of the budget).');
    return null;
  }
  if (roots.length > 1) {
    log.error('~C', roots[1]!.line, 'multiple_roots', `Concepts ${roots.map((r) => r.code).join(', ')} all end in ##; a file has one root.`);
  }
  const rootConcept = roots[0]!;
  const ci = header.indirectCostsPercent;
  const onStated = ci === 0n ? null : ciOnStatedPrices(tables, header, rootConcept);
  if (onStated !== null) {
    const how = onStated
      ? 'they are added to the ~C price of every item (a direct cost)'
      : 'the ~C prices of the items include them';
    log.warn('~K', header.kLine ?? 1, 'indirect_costs', `~K declares ${formatTrimmed(ci, 3)} % indirect costs (CI): ${how}.`);
  }
  const pricer = new Pricer(tables, header, log, onStated ?? false);
  const root = new TreeBuilder(tables, header, pricer, log).chapter(rootConcept, ONE_QUANTITY, [rootConcept.code]);
  for (const list of tables.measurements.values()) {
    for (const m of list.filter((x) => !x.used)) {
      log.warn('~M', m.line, 'unused_measurement', `The measurement of ${m.childKey} matches no use of it in the budget.`);
    }
  }
  return root;
}
