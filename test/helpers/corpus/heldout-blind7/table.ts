import type { Pen } from '../pen.js';
import type { Item, Sheet } from './kit.js';

/** A column of a priced table: its head, width, alignment and what a row prints in it. */
export interface Column {
  head: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (i: Item) => string;
  /** The description column: wrapped to its width instead of running over. */
  wraps?: boolean;
}

export interface TableLook {
  /** How the heads are set off: a filled band, rules above and below, a boxed grid, or nothing. */
  head: 'band' | 'ruled' | 'grid' | 'plain';
  band?: string;
  headInk?: string;
  rowHeight: number;
  /** Rules between rows, shaded alternate rows, or vertical rules between columns. */
  rowRules?: boolean;
  zebra?: string;
  columnRules?: boolean;
  headBold?: boolean;
  dashed?: boolean;
}

/** Draws heads and rows from (x, y); returns the y under the last row. */
export function drawTable(sheet: Sheet, pen: Pen<Sheet>, x: number, y: number, columns: Column[], items: Item[], look: TableLook): number {
  const width = columns.reduce((s, c) => s + c.width, 0);
  const headH = look.rowHeight + 3;
  if (look.head === 'band') sheet.box(x, y, width, headH, { fill: look.band ?? '#1f3b5a' });
  if (look.head === 'grid') sheet.box(x, y, width, headH, { fill: look.band ?? '#e6e6e6', stroke: '#000000' });
  const ink = look.headInk ?? (look.head === 'band' ? '#ffffff' : '#000000');
  sheet.colored(ink, () => {
    let cx = x;
    for (const c of columns) {
      put(pen, c.head, c, cx, y + 4, { bold: look.headBold ?? true });
      cx += c.width;
    }
  });
  if (look.head === 'ruled') {
    sheet.rule(x, y, x + width, { dash: look.dashed ? 2 : undefined });
    sheet.rule(x, y + headH, x + width, { dash: look.dashed ? 2 : undefined });
  }
  let ry = y + headH + 2;
  const top = y;
  items.forEach((it, n) => {
    const desc = columns.find((c) => c.wraps);
    const lines = desc ? pen.wrap(desc.cell(it), desc.width - 6) : [''];
    const h = look.rowHeight * Math.max(1, lines.length);
    if (look.zebra && n % 2 === 1) sheet.box(x, ry - 2, width, h, { fill: look.zebra });
    let cx = x;
    for (const c of columns) {
      if (c.wraps) lines.forEach((l, k) => pen.text(l, cx + 3, ry + 2 + k * look.rowHeight));
      else put(pen, c.cell(it), c, cx, ry + 2, {});
      cx += c.width;
    }
    ry += h;
    if (look.rowRules) sheet.rule(x, ry - 1, x + width, { width: 0.3, color: '#777777' });
  });
  if (look.head === 'grid' || look.columnRules) {
    sheet.box(x, top, width, ry - top + 2);
    let cx = x;
    for (const c of columns.slice(0, -1)) {
      cx += c.width;
      sheet.vrule(cx, top, ry + 2);
    }
  } else if (look.head === 'ruled') sheet.rule(x, ry + 2, x + width, { dash: look.dashed ? 2 : undefined });
  return ry + 4;
}

function put(pen: Pen<Sheet>, s: string, c: Column, x: number, y: number, o: { bold?: boolean }): void {
  if (c.align === 'right') pen.right(s, x + c.width - 3, y, o);
  else if (c.align === 'center') pen.center(s, x + c.width / 2, y, o);
  else pen.text(s, x + 3, y, o);
}

/** Label–value pairs right-aligned in two columns ending at `xRight`; returns the y under them. */
export function totalsBlock(pen: Pen<Sheet>, xRight: number, y: number, rows: Array<[string, string, boolean?]>, o: { gap?: number; labelWidth?: number; leading?: number } = {}): number {
  const gap = o.gap ?? 90;
  const leading = o.leading ?? 13;
  rows.forEach(([label, value, bold], k) => {
    pen.right(label, xRight - gap, y + k * leading, { bold });
    pen.right(value, xRight, y + k * leading, { bold });
  });
  return y + rows.length * leading;
}
