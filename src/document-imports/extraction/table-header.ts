import { type ColumnKind, columnKind, splitColumnNames } from './labels.js';
import type { TextCell } from './pdf-text.js';
import { fold } from './text-fold.js';

export interface HeaderColumn {
  kind: ColumnKind;
  x: number;
  right: number;
}

/**
 * The columns a header row names, one per cell, or several for a cell whose names ran
 * together; their edges inside such a cell are estimated from the share of characters.
 */
export function headerColumns(cells: TextCell[]): HeaderColumn[] {
  const out: HeaderColumn[] = [];
  for (const cell of cells) {
    const folded = fold(cell.text);
    const kind = columnKind(folded);
    if (kind) {
      out.push({ kind, x: cell.x, right: cell.right });
      continue;
    }
    const parts = splitColumnNames(folded);
    if (!parts || parts.length < 2) {
      out.push({ kind: 'other', x: cell.x, right: cell.right });
      continue;
    }
    const perChar = (cell.right - cell.x) / Math.max(cell.text.length, 1);
    for (const p of parts) out.push({ kind: p.kind, x: cell.x + p.start * perChar, right: cell.x + p.end * perChar });
  }
  return out;
}

/** A lines-table header: a description column and at least one of quantity, price, amount. */
export function isTableHeader(cells: TextCell[]): boolean {
  const kinds = headerColumns(cells).map((c) => c.kind).filter((k) => k !== 'other');
  const distinct = new Set(kinds);
  if (!distinct.has('description')) return false;
  return (['quantity', 'unit_price', 'amount'] as const).some((k) => distinct.has(k)) && kinds.length >= 2;
}
