/**
 * From stored budgets to FIEBDC-3 trees (pure: no database): `bc3Tree` turns a stored structure
 * into the tree `writeBc3` takes. The rules are in docs/bc3.md#export.
 */
import type { Bc3ChapterInput, Bc3ItemInput } from './bc3/bc3-reader.js';
import type { Budget, BudgetBreakdown, BudgetChapter, BudgetItem } from './budget.entity.js';
import { QUANTITY_SCALE, parseScaled } from '../platform/money.js';

/** A code no chapter, item or breakdown of the budget uses, for the root (`##`) of an export. */
function rootCode(structure: { chapters: BudgetChapter[]; items: BudgetItem[]; breakdowns: BudgetBreakdown[] }): string {
  const used = new Set<string>([
    ...structure.chapters.map((c) => c.code),
    ...structure.items.map((i) => i.code),
    ...structure.breakdowns.map((b) => b.code ?? ''),
  ]);
  for (let n = 1; ; n++) {
    const code = n === 1 ? 'PRESUPUESTO' : `PRESUPUESTO_${n}`;
    if (!used.has(code)) return code;
  }
}

/** A description that fits the one-line `~C` summary unchanged; others are written as the `~T` text. */
function fitsSummary(description: string): boolean {
  return !/[\n\\]/.test(description);
}

function quantityOf(text: string): bigint {
  return parseScaled(text, QUANTITY_SCALE)!;
}

/**
 * The tree `writeBc3` takes for a stored budget: its name as the root's title, the chapters nested
 * by `parent_id`, items with their cost price and breakdowns. Rows come in budget order.
 */
export function bc3Tree(
  budget: Budget,
  structure: { chapters: BudgetChapter[]; items: BudgetItem[]; breakdowns: BudgetBreakdown[] },
): Bc3ChapterInput {
  const byItem = new Map<string, BudgetBreakdown[]>();
  for (const b of structure.breakdowns) {
    const list = byItem.get(b.itemId);
    if (list) list.push(b);
    else byItem.set(b.itemId, [b]);
  }
  type Node = { code: string; title: string; chapters: Node[]; items: Bc3ItemInput[] };
  const nodes = new Map<string, Node>(structure.chapters.map((c) => [c.id, { code: c.code, title: c.title, chapters: [], items: [] }]));
  const root: Node = { code: rootCode(structure), title: budget.name, chapters: [], items: [] };
  for (const chapter of structure.chapters) {
    const parent = chapter.parentId === null ? root : (nodes.get(chapter.parentId) ?? root);
    parent.chapters.push(nodes.get(chapter.id)!);
  }
  for (const item of structure.items) {
    const oneLiner = item.summary === null && fitsSummary(item.description);
    nodes.get(item.chapterId)?.items.push({
      code: item.code,
      unit: item.unit,
      description: item.description,
      // The summary as ~C and the description as ~T; without a summary, a one-line description is
      // the ~C summary, and one with line breaks goes Presto's way: no summary, the text in ~T.
      summary: item.summary ?? (oneLiner ? item.description : ''),
      longText: oneLiner ? null : item.description,
      measurements: item.measurements ?? [],
      quantity: quantityOf(item.quantity),
      costPrice: BigInt(item.costPrice),
      breakdowns: (byItem.get(item.id) ?? []).map((b) => ({
        code: b.code,
        description: b.description,
        unit: b.unit,
        quantity: quantityOf(b.quantity),
        costPrice: BigInt(b.costPrice),
        kind: b.kind,
      })),
    });
  }
  return root;
}
