import type { Sheet } from './kit.js';
import { shown, type IdStyle } from './ids.js';

/** Pieces the seventeenth blind set's layouts are drawn with: letterheads, blocks, tables. */

export interface Party {
  name: string;
  nif: string;
  /** How the id is labelled: `CIF`, `C.I.F.:`, `NIF`, `N.I.F.`, `NIE:`… */
  idLabel: string;
  idStyle: IdStyle;
  street: string;
  city: string;
  phone?: string;
  mail?: string;
  /** A brand printed big above the legal name. */
  brand?: string;
  /** A mercantile registry line for the foot; `{id}` is replaced by the printed id. */
  registry?: string;
  /** An activity line under a self-employed person's name. */
  activity?: string;
}

export const idText = (p: Party) => `${p.idLabel} ${shown(p.nif, p.idStyle)}`;

export type Logo = 'disc' | 'square' | 'arch' | 'bars' | 'net' | 'none';

export function logo(s: Sheet, kind: Logo, x: number, y: number, color: string, initials: string): void {
  if (kind === 'disc') {
    s.disc(x + 20, y + 20, 20, { fill: color });
    s.center(initials, x + 20, y + 13, { size: 14, bold: true, color: '#ffffff' });
  } else if (kind === 'square') {
    s.box(x, y, 40, 40, { fill: color, radius: 6 });
    s.center(initials, x + 20, y + 13, { size: 14, bold: true, color: '#ffffff' });
  } else if (kind === 'arch') {
    s.shape([[x, y + 40], [x + 20, y], [x + 40, y + 40], [x + 30, y + 40], [x + 20, y + 18], [x + 10, y + 40]], color);
  } else if (kind === 'bars') {
    for (let i = 0; i < 4; i++) s.box(x + i * 10, y + 40 - (i + 1) * 10, 7, (i + 1) * 10, { fill: color });
  } else if (kind === 'net') {
    s.box(x, y, 40, 40, { stroke: color, width: 1.5 });
    for (let i = 1; i < 4; i++) {
      s.hline(x, x + 40, y + i * 10, { stroke: color, width: 0.5 });
      s.vline(x + i * 10, y, y + 40, { stroke: color, width: 0.5 });
    }
  }
}

/** Lines of text one under another; returns the y under the last. */
export function block(s: Sheet, lines: Array<string | undefined>, x: number, y: number, o: { size?: number; lead?: number; boldFirst?: boolean; align?: 'l' | 'r' | 'c'; color?: string } = {}): number {
  const size = o.size ?? s.size;
  const lead = o.lead ?? size * 1.3;
  let yy = y;
  lines.forEach((line, i) => {
    if (line === undefined) return;
    const opt = { size, bold: o.boldFirst === true && i === 0, color: o.color };
    if (o.align === 'r') s.right(line, x, yy, opt);
    else if (o.align === 'c') s.center(line, x, yy, opt);
    else s.text(line, x, yy, opt);
    yy += lead;
  });
  return yy;
}

export interface Col {
  head: string;
  w: number;
  align: 'l' | 'r' | 'c';
}

export interface TableStyle {
  rowH: number;
  size?: number;
  /** Fill of the head row; white head text when `headInk` says so. */
  band?: string;
  headInk?: string;
  /** Vertical and horizontal rules between every cell. */
  grid?: boolean;
  /** Only a rule under the head and one under the last row. */
  rules?: boolean;
  dashed?: boolean;
  zebra?: string;
  frame?: boolean;
  headBold?: boolean;
}

/** A table of lines; cells may hold several lines (wrapped descriptions). Returns the y under it. */
export function table(s: Sheet, x: number, y: number, cols: Col[], rows: Array<Array<string | string[]>>, st: TableStyle): number {
  const size = st.size ?? s.size;
  const width = cols.reduce((a, c) => a + c.w, 0);
  const headH = st.rowH + 2;
  if (st.band) s.box(x, y, width, headH, { fill: st.band });
  let cx = x;
  for (const c of cols) {
    s.cell(c.head, cx, c.w, y + (headH - size) / 2, c.align === 'r' ? 'r' : c.align, { size, bold: st.headBold ?? true, color: st.headInk });
    cx += c.w;
  }
  const k = st.dashed ? { dash: 2 } : {};
  if (st.rules || st.dashed) s.hline(x, x + width, y + headH, k);
  let yy = y + headH;
  rows.forEach((row, r) => {
    const lines = Math.max(...row.map((c) => (Array.isArray(c) ? c.length : 1)));
    const h = st.rowH + (lines - 1) * size * 1.2;
    if (st.zebra && r % 2 === 1) s.box(x, yy, width, h, { fill: st.zebra });
    let cxx = x;
    row.forEach((cell, i) => {
      const col = cols[i];
      const parts = Array.isArray(cell) ? cell : [cell];
      parts.forEach((p, j) => s.cell(p, cxx, col.w, yy + (st.rowH - size) / 2 + j * size * 1.2, col.align, { size }));
      cxx += col.w;
    });
    yy += h;
    if (st.grid) s.hline(x, x + width, yy);
  });
  if ((st.rules || st.dashed) && !st.grid) s.hline(x, x + width, yy, k);
  if (st.grid || st.frame) {
    s.box(x, y, width, yy - y);
    if (st.grid) {
      s.hline(x, x + width, y + headH);
      let vx = x;
      for (const c of cols.slice(0, -1)) {
        vx += c.w;
        s.vline(vx, y, yy);
      }
    }
  }
  return yy;
}

/** Label and value rows, the values right-aligned at `xr`; returns the y under them. */
export function pairs(s: Sheet, rows: Array<[string, string, boolean?]>, xl: number, xr: number, y: number, lead: number, size?: number): number {
  let yy = y;
  for (const [label, value, bold] of rows) {
    s.text(label, xl, yy, { size, bold });
    s.right(value, xr, yy, { size, bold });
    yy += lead;
  }
  return yy;
}

/** Boxed cells side by side with a label above (or inside, at the top) and a value under it. */
export function cells(s: Sheet, x: number, y: number, items: Array<[string, string, number]>, o: { h?: number; fill?: string; size?: number; above?: boolean } = {}): number {
  const h = o.h ?? 30;
  const size = o.size ?? s.size;
  let cx = x;
  for (const [label, value, w] of items) {
    if (o.above) {
      s.text(label, cx + 2, y, { size: size - 1.5, bold: true });
      s.box(cx, y + size + 1, w, h - size - 1, { stroke: '#000000', fill: o.fill });
      s.center(value, cx + w / 2, y + size + 1 + (h - size - 1 - size) / 2, { size });
    } else {
      s.box(cx, y, w, h, { stroke: '#000000' });
      if (o.fill) s.box(cx, y, w, size + 4, { fill: o.fill, stroke: '#000000' });
      s.center(label, cx + w / 2, y + 2.5, { size: size - 1.5, bold: true });
      s.center(value, cx + w / 2, y + size + 4 + (h - 2 * size - 4) / 2 + 1, { size });
    }
    cx += w;
  }
  return y + h;
}
