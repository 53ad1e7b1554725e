import type { Pen } from '../pen.js';
import type { Item, MoneyStyle } from './kit.js';
import { money, qty, type Sheet } from './kit.js';

/** One column of a lines table: its head, left edge, width, alignment and what its cell prints. */
export interface Column {
  head: string;
  x: number;
  w: number;
  right?: boolean;
  /** The description column: its text wraps within the width. */
  wraps?: boolean;
  cell: (i: Item) => string;
}

export interface TableStyle {
  rowH?: number;
  /** Fill of the head row; white head text on a dark one. */
  headFill?: string;
  headInk?: string;
  zebra?: string;
  /** `grid`: every cell boxed; `lines`: a rule under each row; `dashed`: dashed rules above and below. */
  rules?: 'grid' | 'lines' | 'dashed' | 'none';
  size?: number;
}

/** The lines as rows under a head; returns the y under the last row. */
export function table(s: Sheet, pen: Pen<Sheet>, cols: Column[], items: readonly Item[], top: number, st: TableStyle = {}): number {
  const rowH = st.rowH ?? 15;
  const size = st.size ?? pen.size;
  const left = cols[0].x;
  const right = cols[cols.length - 1].x + cols[cols.length - 1].w;
  if (st.headFill) s.box(left, top, right - left, rowH + 2, { fill: st.headFill });
  if (st.rules === 'dashed') s.rule(left, top, right, { dash: 2 });
  s.ink(st.headInk ?? '#000000');
  for (const c of cols) {
    if (c.right) pen.right(c.head, c.x + c.w - 3, top + 4, { bold: true, size });
    else pen.text(c.head, c.x + 3, top + 4, { bold: true, size });
  }
  s.ink('#000000');
  let y = top + rowH + 2;
  if (st.rules === 'dashed' || st.rules === 'lines') s.rule(left, y, right, { dash: st.rules === 'dashed' ? 2 : undefined });
  items.forEach((it, n) => {
    const wrapCol = cols.find((c) => c.wraps);
    const parts = wrapCol ? pen.wrap(wrapCol.cell(it), wrapCol.w - 6, { size }) : [];
    const h = rowH + Math.max(0, parts.length - 1) * (size + 2);
    if (st.zebra && n % 2 === 1) s.box(left, y, right - left, h, { fill: st.zebra });
    for (const c of cols) {
      if (c.wraps) parts.forEach((p, k) => pen.text(p, c.x + 3, y + 4 + k * (size + 2), { size }));
      else if (c.right) pen.right(c.cell(it), c.x + c.w - 3, y + 4, { size });
      else pen.text(c.cell(it), c.x + 3, y + 4, { size });
    }
    if (st.rules === 'grid') for (const c of cols) s.box(c.x, y, c.w, h);
    if (st.rules === 'lines') s.rule(left, y + h, right, { color: '#999999', width: 0.4 });
    y += h;
  });
  if (st.rules === 'grid') for (const c of cols) s.box(c.x, top, c.w, rowH + 2);
  if (st.rules === 'dashed') s.rule(left, y + 2, right, { dash: 2 });
  return y + 4;
}

/** The usual cells. */
export const cells = {
  code: (i: Item) => i.code ?? '',
  desc: (i: Item) => i.description,
  qty: (places?: number) => (i: Item) => qty(i.qty, places),
  unit: (i: Item) => i.unit,
  price: (style: MoneyStyle = 'es') => (i: Item) => money(i.price, style),
  amount: (style: MoneyStyle = 'es') => (i: Item) => money(i.amount, style),
  discount: (i: Item) => (i.discount ? `${String(i.discount).replace('.', ',')} %` : ''),
};

/** Label and value rows right-aligned in two columns ending at `right`; returns the y under them. */
export function totals(pen: Pen<Sheet>, rows: Array<[string, string, boolean?]>, labelX: number, right: number, top: number, step = 14): number {
  rows.forEach(([label, value, bold], k) => {
    pen.text(label, labelX, top + k * step, { bold });
    pen.right(value, right, top + k * step, { bold });
  });
  return top + rows.length * step;
}
