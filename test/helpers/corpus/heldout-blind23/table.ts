/**
 * Line tables: a head (ruled, boxed, or a band with light letters on it) and rows whose
 * description wraps. A cell's text after a line break is a note under it, in italic.
 */
import type { Family } from '../pen.js';
import { Sheet } from './kit.js';

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  /** The text wraps to the column's width (descriptions). */
  wrap?: boolean;
}

export interface TableLook {
  size: number;
  headSize: number;
  headHeight: number;
  /** A band behind the head; the head letters take `headColour` (white on a dark band). */
  headFill?: string;
  headColour?: string;
  /** Rules above and under the head. */
  headRules?: boolean;
  /** An outline round the head with a separator between its cells. */
  headFrame?: boolean;
  /** Vertical rules between the columns down the rows, and a frame round them. */
  grid?: boolean;
  /** Colour of a thin rule under every row. */
  rowRules?: string;
  /** Fill of every second row. */
  zebra?: string;
  /** Space above and under a row's text. */
  pad: number;
  leading: number;
  /** The family of the rows (typed data on a printed form). */
  family?: Family;
  /** The family of the head, when not the sheet's. */
  headFamily?: Family;
}

const INSET = 4;

function cellX(x: number, col: Column, width: number): number {
  if (col.align === 'right') return x + col.width - INSET - width;
  if (col.align === 'center') return x + (col.width - width) / 2;
  return x + INSET;
}

/** The head of the table; returns the y under it. */
export function drawHead(sheet: Sheet, x: number, y: number, cols: readonly Column[], look: TableLook): number {
  const total = cols.reduce((s, c) => s + c.width, 0);
  if (look.headFill) sheet.fill(x, y, total, look.headHeight, look.headFill);
  if (look.headRules) {
    sheet.rule(x, y, x + total, { width: 0.8 });
    sheet.rule(x, y + look.headHeight, x + total, { width: 0.8 });
  }
  if (look.headFrame || look.grid) sheet.frame(x, y, total, look.headHeight, { width: 0.6 });
  let cx = x;
  const ty = Sheet.mid(y, look.headHeight, look.headSize);
  cols.forEach((col, i) => {
    const o = { size: look.headSize, bold: true, colour: look.headColour, family: look.headFamily };
    const w = sheet.widthOf(col.title, o);
    sheet.text(col.title, cellX(cx, col, w), ty, o);
    if ((look.headFrame || look.grid) && i > 0) {
      sheet.vrule(cx, y, y + look.headHeight, { width: 0.5, colour: look.headFill && !look.grid ? look.headColour : 'black' });
    }
    cx += col.width;
  });
  return y + look.headHeight;
}

interface Laid {
  lines: string[];
  notes: string[];
}

function layCell(sheet: Sheet, col: Column, text: string, look: TableLook): Laid {
  const [first, ...notes] = text.split('\n');
  const o = { size: look.size, family: look.family };
  const lines = col.wrap ? sheet.wrap(first, col.width - 2 * INSET, o) : [first];
  return { lines, notes };
}

export function rowHeight(sheet: Sheet, cols: readonly Column[], row: readonly string[], look: TableLook): number {
  let most = 1;
  cols.forEach((col, i) => {
    const c = layCell(sheet, col, row[i] ?? '', look);
    most = Math.max(most, c.lines.length + c.notes.length);
  });
  return most * look.leading + 2 * look.pad;
}

/** The rows, from `y`; returns the y under the last. */
export function drawRows(sheet: Sheet, x: number, y: number, cols: readonly Column[], rows: readonly (readonly string[])[], look: TableLook): number {
  const total = cols.reduce((s, c) => s + c.width, 0);
  const top = y;
  rows.forEach((row, r) => {
    const h = rowHeight(sheet, cols, row, look);
    if (look.zebra && r % 2 === 1) sheet.fill(x, y, total, h, look.zebra);
    let cx = x;
    cols.forEach((col, i) => {
      const c = layCell(sheet, col, row[i] ?? '', look);
      let ty = y + look.pad + (look.leading - look.size) / 2;
      for (const line of c.lines) {
        const o = { size: look.size, family: look.family };
        sheet.text(line, cellX(cx, col, sheet.widthOf(line, o)), ty, o);
        ty += look.leading;
      }
      for (const note of c.notes) {
        const o = { size: look.size - 1, italic: true, family: look.family, colour: '#333333' };
        sheet.text(note, cellX(cx, col, sheet.widthOf(note, o)), ty, o);
        ty += look.leading;
      }
      cx += col.width;
    });
    y += h;
    if (look.rowRules) sheet.rule(x, y, x + total, { width: 0.3, colour: look.rowRules });
  });
  if (look.grid) gridLines(sheet, x, top, y, cols);
  return y;
}

/** The vertical rules and the frame of a grid table between `top` and `bottom`. */
export function gridLines(sheet: Sheet, x: number, top: number, bottom: number, cols: readonly Column[]): void {
  const total = cols.reduce((s, c) => s + c.width, 0);
  sheet.frame(x, top, total, bottom - top, { width: 0.6 });
  let cx = x;
  cols.forEach((col, i) => {
    if (i > 0) sheet.vrule(cx, top, bottom, { width: 0.4 });
    cx += col.width;
  });
}

/** Widths that fill `total`: the wrapping column takes what the others leave. */
export function fit(cols: Column[], total: number): Column[] {
  const fixed = cols.filter((c) => !c.wrap).reduce((s, c) => s + c.width, 0);
  const wrapping = cols.filter((c) => c.wrap);
  return cols.map((c) => (c.wrap ? { ...c, width: (total - fixed) / wrapping.length } : c));
}
