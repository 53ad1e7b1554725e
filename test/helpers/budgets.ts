import type { TestApp } from './harness.js';

/** A project to hang budgets on. */
export async function createProject(t: TestApp, key: string, name = 'Reforma Nave Polígono Sur'): Promise<string> {
  const res = await t.request('POST', '/v1/projects', { key, body: { name } });
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${res.text}`);
  return res.body.id;
}

/**
 * The acceptance budget: 2 chapters, 5 items, one priced by breakdowns. Its figures at a 15 %
 * markup, computed by hand, are in HAND_TOTALS_15.
 */
export const TWO_CHAPTERS = [
  {
    code: '01',
    title: 'Movimiento de tierras',
    items: [
      { code: '01.01', description: 'm3 excavación en zanja', unit: 'm3', quantity: 12.345, cost_price: 1520 },
      { code: '01.02', description: 'Relleno de zanjas con tierra propia', unit: 'm3', quantity: 8.5, cost_price: 735 },
    ],
  },
  {
    code: '02',
    title: 'Cimentación',
    items: [
      {
        code: '02.01',
        description: 'Hormigón HA-25/B/20/IIa en zapatas',
        unit: 'm3',
        quantity: 6.75,
        breakdowns: [
          { code: 'MO001', description: 'Oficial 1ª construcción', unit: 'h', quantity: 0.35, cost_price: 2150, kind: 'labor' },
          { code: 'MT001', description: 'Hormigón HA-25/B/20/IIa', unit: 'm3', quantity: 1.05, cost_price: 7890, kind: 'material' },
          { code: 'MQ001', description: 'Camión bomba', unit: 'h', quantity: 0.125, cost_price: 9999, kind: 'machinery' },
        ],
      },
      { code: '02.02', description: 'Acero B 500 S en barras corrugadas', unit: 'kg', quantity: 420.5, cost_price: 125 },
      { code: '02.03', description: 'Encofrado de madera en zapatas', unit: 'm2', quantity: 0.333, cost_price: 1 },
    ],
  },
];

/**
 * By hand, markup 15 %:
 * 01.01  12.345 × 1520 = 18764.4 → 18764; sale price 1520 × 1.15 = 1748; 12.345 × 1748 = 21579.06 → 21579
 * 01.02  8.5 × 735 = 6247.5 → 6248;       sale price 845.25 → 845;       8.5 × 845 = 7182.5 → 7183
 * 02.01  breakdowns 0.35 × 2150 = 752.5 → 753, 1.05 × 7890 = 8284.5 → 8285, 0.125 × 9999 = 1249.875 → 1250:
 *        cost price 10288; 6.75 × 10288 = 69444; sale price 11831.2 → 11831; 6.75 × 11831 = 79859.25 → 79859
 * 02.02  420.5 × 125 = 52562.5 → 52563;   sale price 143.75 → 144;       420.5 × 144 = 60552
 * 02.03  0.333 × 1 = 0.333 → 0;           sale price 1.15 → 1;           0.333 × 1 → 0
 * chapter 01: cost 25012, sale 28762; chapter 02: cost 122007, sale 140411; budget: cost 147019, sale 169173
 */
export const HAND_TOTALS_15 = {
  items: {
    '01.01': { cost_price: 1520, sale_price: 1748, cost_total: 18764, sale_total: 21579 },
    '01.02': { cost_price: 735, sale_price: 845, cost_total: 6248, sale_total: 7183 },
    '02.01': { cost_price: 10288, sale_price: 11831, cost_total: 69444, sale_total: 79859 },
    '02.02': { cost_price: 125, sale_price: 144, cost_total: 52563, sale_total: 60552 },
    '02.03': { cost_price: 1, sale_price: 1, cost_total: 0, sale_total: 0 },
  } as Record<string, { cost_price: number; sale_price: number; cost_total: number; sale_total: number }>,
  chapters: { '01': { cost_amount: 25012, sale_amount: 28762 }, '02': { cost_amount: 122007, sale_amount: 140411 } },
  cost_amount: 147019,
  sale_amount: 169173,
};

/** `n` small items spread over chapters of 500 (for size limits and pagination). */
export function manyItems(n: number, prefix = 'Partida') {
  const chapters: Array<{ code: string; title: string; items: unknown[] }> = [];
  for (let i = 0; i < n; i++) {
    const c = Math.floor(i / 500);
    if (!chapters[c]) chapters[c] = { code: String(c + 1).padStart(2, '0'), title: `Capítulo ${c + 1}`, items: [] };
    chapters[c].items.push({
      code: `${String(c + 1).padStart(2, '0')}.${String(i + 1).padStart(4, '0')}`,
      description: `${prefix} ${i + 1}`,
      unit: 'ud',
      quantity: 1.5,
      cost_price: 1000 + i,
    });
  }
  return chapters;
}
