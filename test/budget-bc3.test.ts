import { describe, expect, it } from 'vitest';
import { fitText } from '../src/budgets/budget-bc3.js';
import { bc3Tree } from '../src/budgets/budget-bc3-export.js';
import { chapterTotals } from '../src/budgets/budget-figures.js';
import type { Budget, BudgetBreakdown, BudgetChapter, BudgetItem } from '../src/budgets/budget.entity.js';

const owner = { organizationId: 'org_a', livemode: false, budgetId: 'bud_a' };
const chapter = (id: string, parentId: string | null, position: number, code = id): BudgetChapter => ({ id, ...owner, parentId, position, code, title: `Capítulo ${code}` });
const item = (id: string, chapterId: string, costTotal: number, saleTotal = costTotal, code = id): BudgetItem => ({
  id,
  ...owner,
  chapterId,
  position: 0,
  code,
  description: `Partida ${id}`,
  summary: null,
  unit: 'ud',
  quantity: '1.000',
  costPrice: costTotal,
  salePrice: saleTotal,
  costTotal,
  saleTotal,
  measurements: null,
});

describe('chapter totals', () => {
  it('add every chapter nested below, at any depth, to its own items', () => {
    const chapters = [chapter('a', null, 0), chapter('a1', 'a', 1), chapter('a11', 'a1', 2), chapter('a2', 'a', 3), chapter('b', null, 4)];
    const items = [item('i1', 'a', 100, 115), item('i2', 'a11', 250, 300), item('i3', 'a2', -50, -60), item('i4', 'b', 7)];
    const totals = chapterTotals(chapters, items);
    expect(Object.fromEntries([...totals].map(([id, t]) => [id, [t.cost, t.sale]]))).toEqual({
      a: [300n, 355n],
      a1: [250n, 300n],
      a11: [250n, 300n],
      a2: [-50n, -60n],
      b: [7n, 7n],
    });
  });
});

describe('fitting texts', () => {
  it('keeps a text within the limit as it is', () => {
    expect(fitText('Solado', 6)).toBe('Solado');
  });

  it('cuts a longer one to the limit, ending with an ellipsis, never inside a surrogate pair', () => {
    expect(fitText('Hormigón armado', 10)).toBe('Hormigón…');
    const emoji = `${'a'.repeat(8)}😀😀`; // 8 + 2 + 2 UTF-16 units
    const cut = fitText(emoji, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
    expect(cut.length).toBeLessThanOrEqual(10);
  });
});

describe('the tree of an export', () => {
  const budget = { name: 'Presupuesto' } as Budget;

  it('nests chapters by parent and codes the root with a code nothing else uses', () => {
    const chapters = [chapter('c1', null, 0, 'PRESUPUESTO'), chapter('c2', 'c1', 1, '01')];
    const items = [item('i1', 'c2', 500, 500, 'PRESUPUESTO_2')];
    const tree = bc3Tree(budget, { chapters, items, breakdowns: [] as BudgetBreakdown[] });
    expect(tree.code).toBe('PRESUPUESTO_3');
    expect(tree.title).toBe('Presupuesto');
    expect(tree.chapters!.map((c) => c.code)).toEqual(['PRESUPUESTO']);
    expect(tree.chapters![0]!.chapters!.map((c) => [c.code, c.items!.map((i) => i.code)])).toEqual([['01', ['PRESUPUESTO_2']]]);
  });

  it('writes a description with a line break or a backslash as the ~T text, with no summary', () => {
    const items = [item('i1', 'c', 1), item('i2', 'c', 1), item('i3', 'c', 1)];
    items[1]!.description = 'Dos\nlíneas';
    items[2]!.description = 'Tubo \\ PVC';
    const tree = bc3Tree(budget, { chapters: [chapter('c', null, 0)], items, breakdowns: [] });
    expect(tree.chapters![0]!.items!.map((i) => [i.summary, i.longText])).toEqual([
      ['Partida i1', null],
      ['', 'Dos\nlíneas'],
      ['', 'Tubo \\ PVC'],
    ]);
  });
});
