import type { Day, Line, Sheet, Totals } from './kit.js';
import type { Buyer, Supplier } from './parties.js';

/** What every layout draws from: one document's parties, number, dates and figures. */
export interface InvoiceSpec {
  supplier: Supplier;
  buyer: Buyer;
  site: string;
  number: string;
  issue: Day;
  due?: Day;
  lines: Line[];
  t: Totals;
  reverseCharge: boolean;
  /** A total printed other than base + VAT − withholding (a hard document). */
  printedTotal?: number;
}

export interface NoteSpec {
  supplier: Supplier;
  buyer: Buyer;
  site: string;
  number: string;
  day: Day;
  lines: Line[];
  sum: number;
  /** A sum printed other than the lines' (a hard document). */
  printedSum?: number;
}

export interface Col {
  head: string;
  w: number;
  align?: 'l' | 'r' | 'c';
}

export interface TableStyle {
  grid?: boolean;
  rules?: boolean;
  band?: string;
  bandText?: string;
  zebra?: string;
  rowH?: number;
  size?: number;
  headSize?: number;
}

/** A table of rows under its heads; returns the y under it. */
export function table(sh: Sheet, x: number, y: number, cols: Col[], rows: string[][], st: TableStyle = {}): number {
  const rowH = st.rowH ?? 15;
  const size = st.size ?? 8.5;
  const width = cols.reduce((s, c) => s + c.w, 0);
  const headH = rowH + 2;
  if (st.band) sh.fill(x, y, width, headH, st.band);
  if (st.bandText) sh.color(st.bandText);
  let cx = x;
  for (const c of cols) {
    cell(sh, c, cx, y + 5, c.head, { size: st.headSize ?? size, bold: true });
    cx += c.w;
  }
  sh.color('#000000');
  if (st.rules || st.grid) {
    sh.line(x, y, x + width, y);
    sh.line(x, y + headH, x + width, y + headH);
  }
  let ry = y + headH;
  rows.forEach((r, i) => {
    if (st.zebra && i % 2 === 1) sh.fill(x, ry, width, rowH, st.zebra);
    let rx = x;
    cols.forEach((c, j) => {
      cell(sh, c, rx, ry + 4, r[j] ?? '', { size });
      rx += c.w;
    });
    ry += rowH;
  });
  if (st.grid) {
    sh.box(x, y, width, ry - y);
    let gx = x;
    for (const c of cols.slice(0, -1)) {
      gx += c.w;
      sh.line(gx, y, gx, ry);
    }
  } else if (st.rules) sh.line(x, ry, x + width, ry);
  return ry;
}

function cell(sh: Sheet, c: Col, x: number, y: number, s: string, o: { size: number; bold?: boolean }): void {
  if (c.align === 'r') sh.pen.right(s, x + c.w - 4, y, o);
  else if (c.align === 'c') sh.pen.center(s, x + c.w / 2, y, o);
  else sh.pen.text(s, x + 4, y, o);
}

/** Label/value pairs right-aligned in two columns ending at `xRight`; returns the y under them. */
export function pairs(sh: Sheet, xRight: number, y: number, rows: [string, string, boolean?][], o: { gap?: number; size?: number; labelW?: number } = {}): number {
  const gap = o.gap ?? 14;
  const labelW = o.labelW ?? 110;
  for (const [label, value, bold] of rows) {
    sh.pen.right(label, xRight - labelW + 30, y, { size: o.size, bold });
    sh.pen.right(value, xRight, y, { size: o.size, bold });
    y += gap;
  }
  return y;
}

/** Lines of text one under the other; returns the y under them. */
export function stack(sh: Sheet, x: number, y: number, lines: string[], o: { size?: number; gap?: number; align?: 'l' | 'r' | 'c'; boldFirst?: boolean } = {}): number {
  const gap = o.gap ?? (o.size ?? 9) * 1.35;
  lines.forEach((s, i) => {
    const opt = { size: o.size, bold: o.boldFirst && i === 0 };
    if (o.align === 'r') sh.pen.right(s, x, y, opt);
    else if (o.align === 'c') sh.pen.center(s, x, y, opt);
    else sh.pen.text(s, x, y, opt);
    y += gap;
  });
  return y;
}

export function buyerLines(b: Buyer, nifLabel = 'CIF:'): string[] {
  return [b.name, b.street, b.city, `${nifLabel} ${b.nif}`];
}
