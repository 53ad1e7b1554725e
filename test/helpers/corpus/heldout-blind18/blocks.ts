import type { Family } from '../pen.js';
import { type DateStyle, type Line, type MoneyStyle, PAGE, type Rgb, type Sheet, money } from './kit.js';

/**
 * The pieces the set's suppliers print with: letterheads, customer blocks, header cells, line
 * tables (over several pages with carried sums) and totals blocks.
 */

export interface Supplier {
  /** Legal name as printed. */
  name: string;
  /** Tax id as printed (`B-12345678`, `12345678Z`…). */
  id: string;
  idLabel: string;
  street: string;
  town: string;
  phone: string;
  email?: string;
  /** A trade name or brand printed above or instead of the legal name in the letterhead. */
  brand?: string;
  /** Printed at the page foot; for some suppliers the only place with their tax id. */
  registry?: string;
  idInRegistryOnly?: boolean;
  family: Family;
  money: MoneyStyle;
  date: DateStyle;
  accent: Rgb;
}

export interface Buyer {
  name: string;
  id: string;
  street: string;
  town: string;
}

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];
export const GREY: Rgb = [225, 225, 225];
export const LIGHT: Rgb = [244, 244, 244];

const initials = (s: Supplier) =>
  (s.brand ?? s.name)
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w) && w.length > 2)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

export function idText(s: Supplier): string {
  return `${s.idLabel} ${s.id}`;
}

export type LetterheadStyle = 'left' | 'right' | 'centred' | 'band' | 'brand' | 'disc';

/** The supplier's letterhead from the top of the page; returns the y under it. */
export function letterhead(sh: Sheet, s: Supplier, style: LetterheadStyle, o: { caps?: boolean; width?: number } = {}): number {
  const p = sh.pen;
  const name = o.caps ? s.name.toLocaleUpperCase('es') : s.name;
  const details = [s.street, s.town, `Tel. ${s.phone}${s.email ? `  ·  ${s.email}` : ''}`];
  if (!s.idInRegistryOnly) details.push(idText(s));
  const top = 36;
  switch (style) {
    case 'left':
    case 'right': {
      const at = (t: string, y: number, size: number, bold = false) =>
        style === 'left' ? p.text(t, PAGE.left, y, { size, bold }) : p.right(t, PAGE.right, y, { size, bold });
      let y = top;
      if (s.brand) {
        sh.ink(s.accent, () => at(s.brand as string, y, 18, true));
        y += 24;
      }
      at(name, y, s.brand ? 10 : 14, true);
      y += s.brand ? 14 : 19;
      for (const d of details) {
        at(d, y, 8);
        y += 11;
      }
      return y + 8;
    }
    case 'centred': {
      const c = PAGE.width / 2;
      let y = top;
      if (s.brand) {
        sh.ink(s.accent, () => p.center(s.brand as string, c, y, { size: 18, bold: true }));
        y += 23;
      }
      p.center(name, c, y, { size: s.brand ? 10 : 14, bold: true });
      y += s.brand ? 14 : 19;
      p.center(details.slice(0, 2).join(' - '), c, y, { size: 8 });
      p.center(details.slice(2).join('  -  '), c, y + 11, { size: 8 });
      sh.line(PAGE.left, y + 26, PAGE.right, y + 26, { color: s.accent, width: 1.2 });
      return y + 36;
    }
    case 'band': {
      sh.box(0, 0, PAGE.width, 74, { fill: s.accent });
      sh.ink(WHITE, () => {
        p.text(name, PAGE.left, 20, { size: 15, bold: true });
        p.text(`${s.street} · ${s.town}`, PAGE.left, 42, { size: 8 });
        p.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}${s.idInRegistryOnly ? '' : `   ${idText(s)}`}`, PAGE.left, 54, { size: 8 });
      });
      return 92;
    }
    case 'brand': {
      sh.ink(s.accent, () => p.text((s.brand ?? s.name).toLocaleUpperCase('es'), PAGE.left, top, { size: 22, bold: true }));
      sh.line(PAGE.left, top + 27, PAGE.left + 200, top + 27, { color: s.accent, width: 2 });
      p.text(name, PAGE.left, top + 33, { size: 9, bold: true });
      details.forEach((d, i) => p.text(d, PAGE.left, top + 45 + i * 10, { size: 7.5 }));
      return top + 45 + details.length * 10 + 10;
    }
    case 'disc': {
      sh.disc(PAGE.left + 24, top + 24, 24, s.accent);
      sh.ink(WHITE, () => p.center(initials(s), PAGE.left + 24, top + 16, { size: 15, bold: true }));
      const x = PAGE.left + 58;
      p.text(name, x, top + 2, { size: 13, bold: true });
      details.forEach((d, i) => p.text(d, x, top + 20 + i * 10, { size: 7.5 }));
      return Math.max(top + 56, top + 20 + details.length * 10) + 10;
    }
  }
}

/** The customer's block; `label` heads it (`Cliente`, `Sres.:`…). Returns the y under it. */
export function buyerBlock(sh: Sheet, b: Buyer, x: number, y: number, w: number, o: { label: string; idLabel?: string; boxed?: boolean; extra?: string[] }): number {
  const p = sh.pen;
  const rows = [b.name, b.street, b.town, `${o.idLabel ?? 'CIF'}: ${b.id}`, ...(o.extra ?? [])];
  const h = 16 + rows.length * 11;
  if (o.boxed) sh.box(x, y, w, h + 4, { radius: 3 });
  p.text(o.label, x + 6, y + 5, { size: 7, bold: true });
  rows.forEach((r, i) => p.text(r, x + 6, y + 17 + i * 11, { size: 8.5, bold: i === 0 }));
  return y + h + 10;
}

/** Boxed cells with the labels in a shaded row above their values. */
export function gridAbove(sh: Sheet, x: number, y: number, cells: [string, string][], widths: number[], o: { shade?: Rgb; size?: number } = {}): number {
  let cx = x;
  cells.forEach(([label, value], i) => {
    const w = widths[i];
    sh.box(cx, y, w, 13, { fill: o.shade ?? GREY, stroke: BLACK });
    sh.box(cx, y + 13, w, 17);
    sh.pen.center(label, cx + w / 2, y + 3, { size: 7, bold: true });
    sh.pen.center(value, cx + w / 2, y + 18, { size: o.size ?? 9 });
    cx += w;
  });
  return y + 40;
}

/** A coloured band of labels with their values under it, unboxed. */
export function labelBand(sh: Sheet, x: number, y: number, cells: [string, string][], widths: number[], color: Rgb): number {
  const total = widths.reduce((a, b) => a + b, 0);
  sh.box(x, y, total, 14, { fill: color });
  let cx = x;
  cells.forEach(([label, value], i) => {
    sh.ink(WHITE, () => sh.pen.text(label, cx + 4, y + 3.5, { size: 7, bold: true }));
    sh.pen.text(value, cx + 4, y + 19, { size: 9 });
    cx += widths[i];
  });
  sh.line(x, y + 32, x + total, y + 32, { color, width: 0.8 });
  return y + 42;
}

/** Label and value in one boxed cell each, in rows of cells. */
export function boxedPairs(sh: Sheet, x: number, y: number, rows: [string, string][][], width: number, o: { labelW?: number } = {}): number {
  rows.forEach((row, r) => {
    const w = width / row.length;
    row.forEach(([label, value], i) => {
      const cx = x + i * w;
      sh.box(cx, y + r * 18, w, 18);
      sh.pen.text(label, cx + 4, y + r * 18 + 5, { size: 7.5, bold: true });
      sh.pen.text(value, cx + (o.labelW ?? 62), y + r * 18 + 5, { size: 8.5 });
    });
  });
  return y + rows.length * 18 + 10;
}

/** `label value` pairs down a column, labels padded to `labelW`. */
export function pairs(sh: Sheet, x: number, y: number, list: [string, string][], o: { labelW?: number; size?: number; boldValue?: boolean; step?: number } = {}): number {
  list.forEach(([label, value], i) => {
    sh.pen.text(label, x, y + i * (o.step ?? 12), { size: o.size ?? 8.5, bold: true });
    sh.pen.text(value, x + (o.labelW ?? 70), y + i * (o.step ?? 12), { size: o.size ?? 8.5, bold: o.boldValue });
  });
  return y + list.length * (o.step ?? 12) + 6;
}

// ---- the lines table ---------------------------------------------------------------------

export interface Col {
  head: string;
  w: number;
  align?: 'l' | 'r' | 'c';
  get: (l: Line) => string;
  /** The description column: wrapped at its width. */
  wrap?: boolean;
}

export interface TableStyle {
  head: 'fill' | 'rule' | 'box' | 'dashed';
  headFill?: Rgb;
  headInk?: Rgb;
  zebra?: Rgb;
  /** Vertical and horizontal rules round every cell. */
  grid?: boolean;
  size?: number;
  rowH?: number;
}

function headRow(sh: Sheet, x: number, y: number, cols: Col[], st: TableStyle): number {
  const total = cols.reduce((a, c) => a + c.w, 0);
  const size = (st.size ?? 8.5) - 0.5;
  if (st.head === 'fill') sh.box(x, y, total, 15, { fill: st.headFill ?? GREY });
  if (st.head === 'box' || st.grid) sh.box(x, y, total, 15, st.headFill ? { fill: st.headFill, stroke: BLACK } : {});
  let cx = x;
  const draw = () =>
    cols.forEach((c) => {
      if (c.align === 'r') sh.pen.right(c.head, cx + c.w - 4, y + 4, { size, bold: true });
      else if (c.align === 'c') sh.pen.center(c.head, cx + c.w / 2, y + 4, { size, bold: true });
      else sh.pen.text(c.head, cx + 4, y + 4, { size, bold: true });
      cx += c.w;
    });
  if (st.headInk) sh.ink(st.headInk, draw);
  else draw();
  if (st.head === 'rule') sh.line(x, y + 15, x + total, y + 15, { width: 0.8 });
  if (st.head === 'dashed') {
    sh.line(x, y, x + total, y, { dash: 2 });
    sh.line(x, y + 15, x + total, y + 15, { dash: 2 });
  }
  return y + 18;
}

/** One table row per line; a description too wide for its column wraps under itself. */
function bodyRows(sh: Sheet, x: number, y: number, cols: Col[], lines: Line[], st: TableStyle, firstIndex: number): number {
  const total = cols.reduce((a, c) => a + c.w, 0);
  const size = st.size ?? 8.5;
  const lead = size + 2.5;
  lines.forEach((l, i) => {
    const wrapped = cols.map((c) => (c.wrap ? sh.pen.wrap(c.get(l), c.w - 8, { size }) : [c.get(l)]));
    const h = Math.max(st.rowH ?? 14, ...wrapped.map((w) => w.length * lead + 4));
    if (st.zebra && (firstIndex + i) % 2 === 1) sh.box(x, y - 1, total, h, { fill: st.zebra });
    let cx = x;
    cols.forEach((c, k) => {
      wrapped[k].forEach((t, j) => {
        const ty = y + 2 + j * lead;
        if (c.align === 'r') sh.pen.right(t, cx + c.w - 4, ty, { size });
        else if (c.align === 'c') sh.pen.center(t, cx + c.w / 2, ty, { size });
        else sh.pen.text(t, cx + 4, ty, { size });
      });
      if (st.grid) sh.box(cx, y - 1, c.w, h);
      cx += c.w;
    });
    y += h;
  });
  return y;
}

export interface Carry {
  /** Printed at the foot of every page but the last, beside the sum so far. */
  out: string;
  /** Printed at the head of the next page, beside the same sum. */
  in: string;
  money: MoneyStyle;
}

/**
 * The lines over as many pages as `pages` gives (the count of lines on each page), with the
 * running sum carried from page to page. `startPage(n)` draws page n's head and returns where its
 * table starts; it is called for the first page too (after the caller drew it).
 */
export function table(sh: Sheet, x: number, y: number, cols: Col[], lines: Line[], st: TableStyle, o: { pages?: number[]; carry?: Carry; startPage?: (page: number, pages: number) => number } = {}): number {
  const pages = o.pages ?? [lines.length];
  if (pages.reduce((a, b) => a + b, 0) !== lines.length) throw new Error('pagination does not cover the lines');
  const total = cols.reduce((a, c) => a + c.w, 0);
  let done = 0;
  let running = 0;
  pages.forEach((count, p) => {
    if (p > 0) {
      sh.newPage();
      y = o.startPage ? o.startPage(p + 1, pages.length) : 50;
    }
    y = headRow(sh, x, y, cols, st);
    if (p > 0 && o.carry) {
      sh.pen.text(o.carry.in, x + 4, y + 2, { size: st.size ?? 8.5, bold: true });
      sh.pen.right(money(running, o.carry.money), x + total - 4, y + 2, { size: st.size ?? 8.5, bold: true });
      y += 16;
    }
    const chunk = lines.slice(done, done + count);
    y = bodyRows(sh, x, y, cols, chunk, st, done);
    done += count;
    running += chunk.reduce((a, l) => a + l.amount, 0);
    if (p < pages.length - 1 && o.carry) {
      sh.line(x, y + 2, x + total, y + 2, { width: 0.6 });
      sh.pen.text(o.carry.out, x + 4, y + 6, { size: st.size ?? 8.5, bold: true });
      sh.pen.right(money(running, o.carry.money), x + total - 4, y + 6, { size: st.size ?? 8.5, bold: true });
    }
  });
  if (st.head !== 'dashed') sh.line(x, y + 1, x + total, y + 1, { width: 0.6 });
  else sh.line(x, y + 1, x + total, y + 1, { dash: 2 });
  return y + 10;
}

// ---- totals ------------------------------------------------------------------------------

/** Label and amount rows, right-aligned at `xRight`; the last in bold, boxed when asked. */
export function stacked(sh: Sheet, xRight: number, y: number, rows: [string, string][], o: { labelW?: number; boxed?: boolean; size?: number; boldLast?: boolean } = {}): number {
  const labelW = o.labelW ?? 130;
  const w = labelW + 90;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1 && o.boldLast !== false;
    if (o.boxed) sh.box(xRight - w, y + i * 17, w, 17, last ? { fill: GREY, stroke: BLACK } : {});
    sh.pen.text(label, xRight - w + 5, y + i * 17 + 4.5, { size: o.size ?? 9, bold: last });
    sh.pen.right(value, xRight - 5, y + i * 17 + 4.5, { size: o.size ?? 9, bold: last });
  });
  return y + rows.length * 17 + 10;
}

/** A row of boxed cells with the labels inside above their amounts. */
export function rowBoxes(sh: Sheet, x: number, y: number, cells: [string, string][], width: number, o: { shadeLast?: Rgb } = {}): number {
  const w = width / cells.length;
  cells.forEach(([label, value], i) => {
    const last = i === cells.length - 1;
    sh.box(x + i * w, y, w, 32, last && o.shadeLast ? { fill: o.shadeLast, stroke: BLACK } : {});
    sh.pen.center(label, x + i * w + w / 2, y + 5, { size: 7, bold: true });
    sh.pen.center(value, x + i * w + w / 2, y + 17, { size: 9.5, bold: last });
  });
  return y + 42;
}

/** The registry line (and anything else) at the foot of the current page. */
export function foot(sh: Sheet, texts: string[], o: { size?: number } = {}): void {
  texts.forEach((t, i) => sh.pen.center(t, PAGE.width / 2, 790 + i * 10, { size: o.size ?? 6.5 }));
}
