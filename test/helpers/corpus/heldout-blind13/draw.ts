import type { Buyer, Line, Supplier } from './figures.js';
import type { Ink, Sheet } from './kit.js';
import { printId } from './kit.js';

/** Pieces every layout of blind set 13 draws with (docs/document-extraction.md#measuring-it). */

export interface Column {
  head: string;
  /** Left edge, or right edge when `align` is right. */
  x: number;
  align?: 'left' | 'right' | 'center';
  /** Width a wrapped column may take. */
  wrap?: number;
  cell: (l: Line, i: number) => string;
}

export interface TableStyle {
  head?: Ink;
  row?: Ink;
  band?: { x: number; w: number; fill: string; color?: string };
  rule?: { x1: number; x2: number };
  zebra?: { x: number; w: number; fill: string };
  grid?: { x: number; w: number; cols: number[] };
  step?: number;
}

/** A lines table from `y`; returns the y under it. */
export function table(sh: Sheet, y: number, cols: Column[], lines: Line[], st: TableStyle = {}): number {
  const step = st.step ?? 14;
  const headInk: Ink = { size: 8, bold: true, ...st.head };
  if (st.band) sh.rect(st.band.x, y - 3, st.band.w, 14, { fill: st.band.fill });
  for (const c of cols) sh.text(c.head, c.x, y, { ...headInk, align: c.align, color: st.band?.color ?? headInk.color });
  y += 15;
  if (st.rule) sh.line(st.rule.x1, y - 2, st.rule.x2, y - 2);
  const top = y - 3;
  lines.forEach((l, i) => {
    const ink: Ink = { size: 8.5, ...st.row };
    const wrapped = cols.map((c) => (c.wrap ? sh.wrap(c.cell(l, i), c.wrap, ink) : [c.cell(l, i)]));
    const rows = Math.max(...wrapped.map((w) => w.length));
    if (st.zebra && i % 2 === 1) sh.rect(st.zebra.x, y - 3, st.zebra.w, rows * (step - 2) + 2, { fill: st.zebra.fill });
    cols.forEach((c, k) => wrapped[k].forEach((part, r) => sh.text(part, c.x, y + r * (step - 2), { ...ink, align: c.align })));
    y += rows * (step - 2) + 2;
    if (st.grid) sh.line(st.grid.x, y - 3, st.grid.x + st.grid.w, y - 3, { color: '#999999', width: 0.4 });
  });
  if (st.grid) {
    sh.rect(st.grid.x, top - 15, st.grid.w, y - top + 12);
    for (const cx of st.grid.cols) sh.line(cx, top - 15, cx, y - 3, { color: '#999999', width: 0.4 });
  }
  if (st.rule) sh.line(st.rule.x1, y, st.rule.x2, y);
  return y + 6;
}

/** The supplier's letterhead block; returns the y under it. */
export function letterhead(sh: Sheet, s: Supplier, x: number, y: number, o: { align?: 'left' | 'right' | 'center'; caps?: boolean; idStyle?: 0 | 1 | 2; idLabel?: string; brandColor?: string } = {}): number {
  const align = o.align ?? 'left';
  if (s.brand) {
    sh.text(s.brand, x, y, { size: 20, bold: true, align, color: o.brandColor ?? '#1f4e79' });
    y += 25;
  }
  const name = o.caps ? s.name.toLocaleUpperCase('es') : s.name;
  sh.text(name, x, y, { size: s.brand ? 9 : 12, bold: true, align });
  y += s.brand ? 12 : 16;
  sh.text(s.street, x, y, { size: 8, align });
  y += 10;
  sh.text(s.city, x, y, { size: 8, align });
  y += 10;
  sh.text(`Tel. ${s.phone}`, x, y, { size: 8, align });
  y += 10;
  if (!s.idInFooterOnly) {
    sh.text(`${o.idLabel ?? 'CIF'}: ${printId(s.nif, o.idStyle ?? 0)}`, x, y, { size: 8, align });
    y += 10;
  }
  return y;
}

/** The customer's block; returns the y under it. */
export function buyerBlock(sh: Sheet, b: Buyer, x: number, y: number, o: { label?: string; idLabel?: string; box?: number; size?: number } = {}): number {
  const size = o.size ?? 8.5;
  const top = y;
  if (o.label) {
    sh.text(o.label, x + 6, y + 5, { size: 7.5, bold: true });
    y += 13;
  }
  for (const t of [b.name, b.street, b.city, `${o.idLabel ?? 'NIF'}: ${b.nif}`]) {
    sh.text(t, x + 6, y + 5, { size, bold: t === b.name });
    y += size + 3;
  }
  if (o.box) sh.rect(x, top, o.box, y - top + 8);
  return y + 12;
}

/** Label and value pairs down a column (values right-aligned at `xr`); returns the y under them. */
export function pairs(sh: Sheet, rows: [string, string][], x: number, xr: number, y: number, o: Ink & { step?: number; lastBold?: boolean } = {}): number {
  rows.forEach(([label, value], i) => {
    const bold = o.bold || (o.lastBold && i === rows.length - 1);
    sh.text(label, x, y, { size: o.size ?? 9, bold });
    sh.text(value, xr, y, { size: o.size ?? 9, bold, align: 'right' });
    y += o.step ?? 13;
  });
  return y;
}

/** Boxed cells with the label above the value. */
export function cells(sh: Sheet, x: number, y: number, w: number, items: [string, string][], o: { fill?: string; h?: number } = {}): number {
  const cw = w / items.length;
  const h = o.h ?? 28;
  items.forEach(([label, value], i) => {
    const cx = x + i * cw;
    if (o.fill) sh.rect(cx, y, cw, 11, { fill: o.fill });
    sh.rect(cx, y, cw, h);
    sh.text(label, cx + cw / 2, y + 2.5, { size: 6.5, bold: true, align: 'center' });
    sh.text(value, cx + cw / 2, y + 15, { size: 9, align: 'center' });
  });
  return y + h + 12;
}

export function footer(sh: Sheet, s: Supplier, text?: string): void {
  const reg = text ?? s.registry;
  if (!reg) return;
  const parts = sh.wrap(reg, sh.width - 80, { size: 6.5 });
  parts.forEach((p, i) => sh.text(p, sh.width / 2, sh.height - 30 - (parts.length - 1 - i) * 8, { size: 6.5, align: 'center', color: '#555555' }));
}
