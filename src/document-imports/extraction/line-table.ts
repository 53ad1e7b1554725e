import type { ColumnKind } from './labels.js';
import { type HeaderColumn, headerColumns } from './table-header.js';
import type { DocumentLayout } from './layout.js';
import type { TextCell } from './pdf-text.js';
import { type Decimal, type ParsedAmount, parseSpanishAmount, parseSpanishDecimal } from './spanish-numbers.js';
import { squash } from './text-fold.js';

/**
 * The lines table of a delivery note (or invoice): found by its header row (Descripción,
 * Cantidad, Precio, Importe…), read row by row with each cell put in the column whose header it
 * lines up with (left, right or centre: suppliers align numbers either way). The table may go
 * on over several pages, with or without the header repeated; it ends at the totals.
 */

type Column = HeaderColumn;

export interface TableRow {
  /** The layout line the row's figures are on. */
  lineIndex: number;
  description: string;
  quantity: Decimal | null;
  unit: string | null;
  unitPrice: ParsedAmount | null;
  amount: ParsedAmount | null;
  /** The printed cells by column, for messages. */
  printed: Partial<Record<ColumnKind, string>>;
}

export interface LineTable {
  /** False when no header row was found. */
  found: boolean;
  rows: TableRow[];
  /** The table has a price and an amount column. */
  priced: boolean;
}

/** How far (points) a cell may sit from the column it is put in. */
const MAX_COLUMN_DISTANCE = 40;

function columnsOf(cells: TextCell[]): Column[] {
  const columns = headerColumns(cells);
  // With both "Importe" and "Total" (before and after a discount), the rightmost is the line amount.
  const amounts = columns.filter((c) => c.kind === 'amount');
  for (const c of amounts.slice(0, -1)) c.kind = 'other';
  const prices = columns.filter((c) => c.kind === 'unit_price');
  for (const c of prices.slice(1)) c.kind = 'other';
  return columns;
}

function distance(cell: TextCell, column: Column): number {
  const center = (cell.x + cell.right) / 2;
  const columnCenter = (column.x + column.right) / 2;
  return Math.min(Math.abs(cell.x - column.x), Math.abs(cell.right - column.right), Math.abs(center - columnCenter));
}

function assign(cells: TextCell[], columns: Column[]): Map<ColumnKind, string> {
  const out = new Map<ColumnKind, string>();
  const description = columns.find((c) => c.kind === 'description');
  for (const cell of cells) {
    let best: Column | null = null;
    let bestDistance = Infinity;
    for (const column of columns) {
      const d = distance(cell, column);
      if (d < bestDistance) {
        best = column;
        bestDistance = d;
      }
    }
    if (!best) continue;
    let kind = best.kind;
    if (bestDistance > MAX_COLUMN_DISTANCE) {
      // Long text starting left of every numeric column is description run over its header.
      const firstNumeric = Math.min(...columns.filter((c) => c.kind !== 'description' && c.kind !== 'code').map((c) => c.x));
      if (description && cell.x >= description.x - MAX_COLUMN_DISTANCE && cell.x < firstNumeric) kind = 'description';
      else continue;
    }
    out.set(kind, out.has(kind) ? `${out.get(kind)} ${cell.text}` : cell.text);
  }
  return out;
}

/** `12,5`, `12,5 m³`, `1.250 kg`: the number and the unit printed with it. */
function splitQuantity(text: string): { quantity: Decimal | null; unit: string | null } {
  const m = /^([-\u2212]?[\d.,]+)\s*(\S.*)?$/.exec(text.trim());
  if (!m) return { quantity: null, unit: null };
  return { quantity: parseSpanishDecimal(m[1]), unit: m[2] ? squash(m[2]) : null };
}

/** `45,00 €/m³`: the unit a price is quoted per. */
function unitOfPrice(text: string): string | null {
  const m = /\/\s*(\S+)\s*$/.exec(text);
  return m ? m[1] : null;
}

function priceOf(text: string): ParsedAmount | null {
  return parseSpanishAmount(text.replace(/\/\s*\S+\s*$/, ''));
}

function rowOf(cells: Map<ColumnKind, string>, lineIndex: number): TableRow | null {
  const quantityText = cells.get('quantity');
  const amountText = cells.get('amount');
  if (!quantityText || !amountText) return null;
  const { quantity, unit: unitWithQuantity } = splitQuantity(quantityText);
  const amount = parseSpanishAmount(amountText);
  if (!quantity || !amount) return null;
  const priceText = cells.get('unit_price');
  const unit = cells.get('unit') ?? unitWithQuantity ?? (priceText ? unitOfPrice(priceText) : null);
  return {
    lineIndex,
    description: squash(cells.get('description') ?? ''),
    quantity,
    unit: unit ? squash(unit) : null,
    unitPrice: priceText ? priceOf(priceText) : null,
    amount,
    printed: Object.fromEntries(cells),
  };
}

const ENDS_TABLE = new Set(['subtotal', 'tax', 'withholding', 'total', 'carry']);
const NOTE_LINE = /^\s*\p{L}[\p{L}\s.º]{0,30}:/u;
/** A wrapped description line follows its row within this many font sizes. */
const WRAP_GAP = 1.8;

export function readLineTable(layout: DocumentLayout): LineTable {
  const rows: TableRow[] = [];
  let columns: Column[] | null = null;
  let priced = false;
  let state: 'idle' | 'reading' | 'awaiting_next_page' | 'done' = 'idle';
  let currentPage = -1;
  let lastRowBaseline = 0;

  layout.lines.forEach((line, lineIndex) => {
    if (state === 'done' || line.rotated) return;
    if (line.page !== currentPage) {
      if (state === 'reading') state = 'awaiting_next_page';
      currentPage = line.page;
    }
    if (layout.tableHeaders.has(lineIndex)) {
      columns = columnsOf(line.cells);
      priced = columns.some((c) => c.kind === 'unit_price') && columns.some((c) => c.kind === 'amount');
      state = 'reading';
      lastRowBaseline = line.baseline;
      return;
    }
    if (!columns || state === 'idle') return;
    const cells = assign(line.cells, columns);
    const row = rowOf(cells, lineIndex);
    const labels = layout.labelsOnLine(lineIndex);
    const endsTable = labels.some((l) => ENDS_TABLE.has(l.kind) && layout.startsWithLabel(lineIndex, l.cellIndex));
    if (row) {
      if (state === 'awaiting_next_page') state = 'reading';
      rows.push(row);
      lastRowBaseline = line.baseline;
      return;
    }
    if (state !== 'reading') return;
    if (endsTable) {
      state = labels.some((l) => l.kind === 'carry') ? 'awaiting_next_page' : 'done';
      return;
    }
    // A line with description text only, right under a row: the description wraps. A line
    // that starts like a label ("Observaciones:", "Obra:") is a note under the table instead.
    const onlyDescription = cells.size === 1 && cells.has('description') && !NOTE_LINE.test(cells.get('description')!);
    const close = line.baseline - lastRowBaseline <= WRAP_GAP * line.fontSize;
    const previous = rows.at(-1);
    if (onlyDescription && close && previous) {
      previous.description = squash(`${previous.description} ${cells.get('description')}`);
      lastRowBaseline = line.baseline;
    }
  });
  return { found: columns !== null, rows, priced };
}
