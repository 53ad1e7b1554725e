import type { ColumnKind } from './labels.js';
import { type HeaderColumn, headerColumns } from './table-header.js';
import type { DocumentLayout } from './layout.js';
import type { TextCell, TextLine } from './pdf-text.js';
import { type Decimal, type ParsedAmount, formatCents, parseSpanishAmount, parseSpanishDecimal, roundDecimal } from './spanish-numbers.js';
import { fold, squash } from './text-fold.js';

/**
 * The lines table of a delivery note (or invoice): found by its header row (Descripción,
 * Cantidad, Precio, Importe…), read row by row with each cell put in the column whose header it
 * lines up with (left, right or centre: suppliers align numbers either way). The table may go
 * on over several pages, with or without the header repeated; it ends at the totals.
 */

type Column = HeaderColumn & {
  /** A unit the header prints for its column (`NETO (t)`, `€/t`, `Precio/m³`). */
  unit?: string | null;
};

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
  /** How sure the reading of the row's text is (OCR's least word confidence on its lines; 1 for a text layer). */
  confidence: number;
  /** OCR's least confidence in a digit of the row (1 for a text layer). */
  digitConfidence: number;
  /** Why the row's reading is not certain (its description's extent): it needs review. */
  doubts: string[];
}

export interface LineTable {
  /** False when no header row was found. */
  found: boolean;
  rows: TableRow[];
  /** The table has a price and an amount column. */
  priced: boolean;
}

/** A short unit printed with a quantity (`M`, `KG`, `PAR`, `ud`, `m³`). */
const UNIT = String.raw`[\p{L}][\p{L}²³23]{0,3}\.?`;
const UNIT_TOKEN = new RegExp(`^${UNIT}$`, 'u');
/** A quantity, and maybe its unit, at the start of a cell that goes on (`48 PAR GUANTE…`). */
const RUN_ON_QUANTITY = new RegExp(String.raw`^([-\u2212]?\d[\d.,]*)(\s+${UNIT})?\s+(?=\S)`, 'u');

/** How far (points) a cell may sit from the column it is put in. */
const MAX_COLUMN_DISTANCE = 40;

/** `NETO (t)`, `Cantidad (m³)`, `€/t`, `Precio/m²`, `EUR/kg`: the unit a header names for its column. */
function unitOfHeader(text: string): string | null {
  const m = /\(\s*([\p{L}²³23]{1,4}\.?)\s*\)\s*$/u.exec(text) ?? /(?:€|eur|precio|p\.)\s*\/\s*([\p{L}²³23]{1,4}\.?)\s*$/iu.exec(text);
  return m ? m[1] : null;
}

/** A quantity column's head that says it counts units. */
const COUNT_OF_UNITS = /^(?:uds\.?|unidades|n\.?\s?(?:de\s)?uds\.?|n\.?o\s(?:de\s)?uds\.?|unitats)$/;

function columnsOf(cells: TextCell[]): Column[] {
  const columns: Column[] = headerColumns(cells);
  for (const column of columns) {
    const cell = cells.find((c) => c.x <= column.x + 0.5 && c.right >= column.right - 0.5);
    column.unit = cell ? unitOfHeader(cell.text) : null;
    // `Unidades`, `Uds.`: the column counts units, and no other unit is printed for its rows.
    if (column.kind === 'quantity' && cell && COUNT_OF_UNITS.test(fold(cell.text).trim())) column.unit = 'ud';
  }
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

/** The column each cell lines up with, by index (cells too far from every column are left out). */
function assignByColumn(cells: TextCell[], columns: Column[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const cell of cells) {
    let best = -1;
    let bestDistance = Infinity;
    columns.forEach((column, i) => {
      const d = distance(cell, column);
      if (d < bestDistance) {
        best = i;
        bestDistance = d;
      }
    });
    if (best < 0 || bestDistance > MAX_COLUMN_DISTANCE) continue;
    out.set(best, out.has(best) ? `${out.get(best)} ${cell.text}` : cell.text);
  }
  return out;
}

/** quantity × price, in cents rounded half away from zero. */
export function productCents(quantity: Decimal, price: ParsedAmount): number {
  return Number(roundDecimal({ digits: quantity.digits * price.decimal.digits, scale: quantity.scale + price.decimal.scale }, 2));
}

/**
 * A line's quantity × unit price may differ from its printed amount by this many cents:
 * suppliers price with more decimals than they print (a 1,2345 €/kg price shown as 1,23).
 */
export const LINE_TOLERANCE_CENTS = 1;

/**
 * The cents quantity × unit price comes to, less the line's discount when a discount column
 * prints one (`Dto. %  25`: list price, net amount), rounded half away from zero.
 */
export function lineProduct(row: TableRow): number | null {
  if (!row.quantity || !row.unitPrice) return null;
  const q = row.quantity;
  const p = row.unitPrice.decimal;
  const d = discountOf(row.printed.discount);
  if (!d) return productCents(q, row.unitPrice);
  // q × p × (100 − d) / 100, in one exact product before the rounding.
  const keep = 100n * 10n ** BigInt(d.scale) - d.digits;
  return Number(roundDecimal({ digits: q.digits * p.digits * keep, scale: q.scale + p.scale + d.scale + 2 }, 2));
}

/** A discount column's percentage (`25`, `25 %`, `12,5%`) between 0 and 100, or null. */
function discountOf(text: string | undefined): Decimal | null {
  const m = text === undefined ? null : /^\s*(\d{1,2}(?:,\d{1,2})?)\s*%?\s*$/.exec(text);
  if (!m) return null;
  const d = parseSpanishDecimal(m[1]);
  return d && d.digits > 0n ? d : null;
}

/**
 * What is wrong with a row whose quantity × unit price (less its discount) is not its printed
 * amount, to the tolerance: `line 2: quantity × unit price is 349,25, the line says 499,25`; null
 * when it closes or cannot be checked.
 */
export function lineMismatch(row: TableRow, where: string): string | null {
  const product = lineProduct(row);
  if (product === null || !row.amount || Math.abs(product - row.amount.cents) <= LINE_TOLERANCE_CENTS) return null;
  const less = row.printed.discount && discountOf(row.printed.discount) ? ` less ${row.printed.discount.trim().replace(/\s*%$/, '')} %` : '';
  return `${where}: quantity × unit price${less} is ${formatCents(product)}, the line says ${formatCents(row.amount.cents)}`;
}

/** How many rows read `q × p = a` (to the cent, as delivery notes are checked) with these three columns. */
function closingRows(rows: Array<Map<number, string>>, q: number, p: number, a: number): number {
  let n = 0;
  for (const row of rows) {
    const quantity = row.has(q) ? splitQuantity(row.get(q)!).quantity : null;
    const price = row.has(p) ? priceOf(row.get(p)!) : null;
    const amount = row.has(a) ? parseSpanishAmount(row.get(a)!) : null;
    if (quantity && price && amount && Math.abs(productCents(quantity, price) - amount.cents) <= 1 && amount.cents !== 0) n += 1;
  }
  return n;
}

/**
 * Decides which columns hold the quantity, the unit price and the line amount by the
 * arithmetic of the rows under the header: the three columns for which quantity × price =
 * amount on the most rows. Header words only break ties (quantity × price is price ×
 * quantity): a header that names the columns wrongly or not at all (`NETO (t)`, `€/t`, a
 * column with no header) does not hide the table. Columns keep their header roles when no
 * triple closes on more rows than they do.
 */
function resolveRoles(columns: Column[], rows: Array<Map<number, string>>): void {
  if (rows.length === 0) return;
  resolveDescription(columns, rows);
  const numeric = columns
    .map((_, i) => i)
    .filter((i) => rows.some((r) => r.has(i) && splitQuantity(r.get(i)!).quantity !== null) && columns[i].kind !== 'description' && columns[i].kind !== 'code');
  const index = (kind: ColumnKind) => columns.findIndex((c) => c.kind === kind);
  const [hq, hp, ha] = [index('quantity'), index('unit_price'), index('amount')];
  const headerScore = hq >= 0 && hp >= 0 && ha >= 0 ? closingRows(rows, hq, hp, ha) : 0;
  let best: { q: number; p: number; a: number; score: number; prior: number } | null = null;
  for (const q of numeric) {
    for (const p of numeric) {
      for (const a of numeric) {
        if (q === p || p === a || q === a) continue;
        const score = closingRows(rows, q, p, a);
        if (score === 0) continue;
        const prior =
          (columns[q].kind === 'quantity' ? 4 : 0) +
          (columns[p].kind === 'unit_price' ? 4 : 0) +
          (columns[a].kind === 'amount' ? 4 : 0) +
          (a > p && a > q ? 2 : 0) +
          (q < p ? 1 : 0);
        if (!best || score > best.score || (score === best.score && prior > best.prior)) best = { q, p, a, score, prior };
      }
    }
  }
  if (!best || best.score <= headerScore) return;
  for (const [i, kind] of [
    [best.q, 'quantity'],
    [best.p, 'unit_price'],
    [best.a, 'amount'],
  ] as const) {
    for (const c of columns) if (c.kind === kind) c.kind = 'other';
    columns[i].kind = kind;
  }
}

/**
 * The description is the column of words: of the columns not holding figures, the one whose
 * cells carry the most text (`Material | Texto breve` in an SAP print: the material column
 * holds codes). Other text columns the header calls a description become codes.
 */
function resolveDescription(columns: Column[], rows: Array<Map<number, string>>): void {
  const wordy = (i: number) => {
    const texts = rows.map((r) => r.get(i)).filter((t): t is string => !!t && /\p{L}{2,}/u.test(t) && splitQuantity(t).quantity === null);
    return texts.length === 0 ? 0 : texts.reduce((n, t) => n + t.split(/\s+/).length, 0) / rows.length;
  };
  const candidates = columns.map((c, i) => ({ c, i, words: wordy(i) })).filter(({ c }) => c.kind === 'description' || c.kind === 'code' || c.kind === 'other');
  const named = candidates.filter(({ c }) => c.kind === 'description');
  if (named.length === 0) return;
  const best = candidates.reduce((a, b) => (b.words > a.words ? b : a));
  if (named.length === 1 && best.c === named[0].c) return;
  if (best.words < 1.5) return;
  for (const { c } of named) c.kind = 'code';
  best.c.kind = 'description';
}

/** Where a line's description text is printed: its edges and the width of one of its characters. */
interface TextSpan {
  x: number;
  right: number;
  charWidth: number;
}

function spanOf(cells: TextCell[]): TextSpan | undefined {
  if (cells.length === 0) return undefined;
  const x = Math.min(...cells.map((c) => c.x));
  const right = Math.max(...cells.map((c) => c.right));
  const chars = cells.reduce((n, c) => n + c.text.length, 0);
  return { x, right, charWidth: cells.reduce((w, c) => w + (c.right - c.x), 0) / Math.max(chars, 1) };
}

/**
 * A quantity set so close to the description that the two ran into one cell (`48 PAR GUANTE
 * NITRILO T9` under `CANT UD | DESCRIPCIÓN`): split after the number, or after the number and a
 * short unit, whichever puts the rest nearer where the description's column starts (places
 * estimated from the share of characters), when one is clearly nearer. Otherwise the cell is
 * left whole and its row unread.
 */
function splitRunOn(cell: TextCell, description: Column | undefined, quantity: Column | undefined): TextCell[] {
  if (!description || !quantity || quantity.x >= description.x || cell.x > description.x - 4 || cell.right <= description.x + 4) return [cell];
  const m = RUN_ON_QUANTITY.exec(cell.text);
  if (!m || parseSpanishDecimal(m[1]) === null) return [cell];
  const perChar = (cell.right - cell.x) / Math.max(cell.text.length, 1);
  const cuts = [m[1].length, ...(m[2] ? [m[1].length + m[2].length] : [])].map((end) => {
    const rest = cell.text.slice(end).search(/\S/) + end;
    return { end, rest, off: Math.abs(cell.x + rest * perChar - description.x) };
  });
  cuts.sort((a, b) => a.off - b.off);
  const [best, other] = cuts;
  if (best.off > 3 * perChar || (other && other.off - best.off < 2 * perChar)) return [cell];
  return [
    { ...cell, text: cell.text.slice(0, best.end).trim(), right: cell.x + best.end * perChar },
    { ...cell, text: cell.text.slice(best.rest).trim(), x: cell.x + best.rest * perChar },
  ];
}

/** The cells of a line by the column they line up with; `descriptionCells` collects the description's. */
function assign(cells: TextCell[], columns: Column[], descriptionCells: TextCell[] = []): Map<ColumnKind, string> {
  const out = new Map<ColumnKind, string>();
  const description = columns.find((c) => c.kind === 'description');
  const quantity = columns.find((c) => c.kind === 'quantity');
  for (const cell of cells.flatMap((c) => splitRunOn(c, description, quantity))) {
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
    if (kind === 'description') descriptionCells.push(cell);
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

function rowOf(cells: Map<ColumnKind, string>, lineIndex: number, columns: Column[]): TableRow | null {
  // A quantity printed with its unit (`10 UD`) may line up with the unit's column rather than the quantity's.
  const unitCell = cells.get('unit');
  const inUnitColumn = unitCell ? splitQuantity(unitCell) : null;
  if (!cells.has('quantity') && unitCell && inUnitColumn?.quantity && inUnitColumn.unit) {
    cells.set('quantity', unitCell);
    cells.delete('unit');
  }
  const quantityText = cells.get('quantity');
  const amountText = cells.get('amount');
  if (!quantityText || !amountText) return null;
  const { quantity, unit: unitWithQuantity } = splitQuantity(quantityText);
  const amount = parseSpanishAmount(amountText);
  if (!quantity || !amount) return null;
  const priceText = cells.get('unit_price');
  const headerUnit = columns.find((c) => c.kind === 'quantity')?.unit ?? columns.find((c) => c.kind === 'unit_price')?.unit ?? null;
  const unit = cells.get('unit') ?? unitWithQuantity ?? (priceText ? unitOfPrice(priceText) : null) ?? headerUnit;
  return {
    lineIndex,
    description: squash(cells.get('description') ?? ''),
    quantity,
    unit: unit ? squash(unit) : null,
    unitPrice: priceText ? priceOf(priceText) : null,
    amount,
    printed: Object.fromEntries(cells),
    confidence: 1,
    digitConfidence: 1,
    doubts: [],
  };
}

const ENDS_TABLE = new Set(['subtotal', 'tax', 'withholding', 'total', 'carry']);
const NOTE_LINE = /^\s*\p{L}[\p{L}\d\s.º]{0,30}:/u;
/** A heading that groups the rows under it (`Capítulo 2 - Saneamiento`, `Albarán 1234 de 03/05/2026`): no line's description. */
const HEADING = /^(?:cap(?:itulo)?\.?\s*\d|seccion\s|partida\s+\d|grupo\s|fase\s|albaran\s+(?:n|\d)|pedido\s+(?:n|\d))/;
/** A wrapped description line follows its row within this many font sizes. */
const WRAP_GAP = 1.8;

/** The lines under a header, cell by column, up to the next header or the totals. */
function rowsUnder(layout: DocumentLayout, headerIndex: number, columns: Column[]): Array<Map<number, string>> {
  const out: Array<Map<number, string>> = [];
  for (let i = headerIndex + 1; i < layout.lines.length && out.length < 200; i++) {
    if (layout.tableHeaders.has(i)) break;
    const line = layout.lines[i];
    if (line.rotated) continue;
    const labels = layout.labelsOnLine(i);
    if (labels.some((l) => ENDS_TABLE.has(l.kind) && l.kind !== 'carry' && layout.startsWithLabel(i, l.cellIndex))) break;
    out.push(assignByColumn(line.cells, columns));
  }
  return out;
}

/** A line of the table as read: a row with figures, or description text only. */
type Entry =
  | { kind: 'row'; row: TableRow; page: number; baseline: number; fontSize: number; span?: TextSpan }
  | { kind: 'text'; text: string; page: number; baseline: number; fontSize: number; confidence: number; span?: TextSpan }
  | { kind: 'break' };

export function readLineTable(layout: DocumentLayout): LineTable {
  const entries: Entry[] = [];
  let columns: Column[] | null = null;
  let priced = false;
  let state: 'idle' | 'reading' | 'awaiting_next_page' | 'done' = 'idle';
  let currentPage = -1;

  layout.lines.forEach((line, lineIndex) => {
    if (state === 'done' || line.rotated) return;
    if (line.page !== currentPage) {
      if (state === 'reading') state = 'awaiting_next_page';
      currentPage = line.page;
    }
    if (layout.tableHeaders.has(lineIndex)) {
      columns = columnsOf(line.cells);
      resolveRoles(columns, rowsUnder(layout, lineIndex, columns));
      priced = columns.some((c) => c.kind === 'unit_price') && columns.some((c) => c.kind === 'amount');
      state = 'reading';
      entries.push({ kind: 'break' });
      return;
    }
    if (!columns || state === 'idle') return;
    const descriptionCells: TextCell[] = [];
    const cells = assign(line.cells, columns, descriptionCells);
    const row = rowOf(cells, lineIndex, columns);
    const labels = layout.labelsOnLine(lineIndex);
    const endsTable = labels.some((l) => ENDS_TABLE.has(l.kind) && layout.startsWithLabel(lineIndex, l.cellIndex));
    if (row) {
      if (state === 'awaiting_next_page') state = 'reading';
      row.confidence = Math.min(...line.cells.map((c) => c.confidence));
      row.digitConfidence = Math.min(...line.cells.map((c) => c.digitConfidence));
      // OCR reads the superscript of m² and m³ as a digit on the line: a printed unit, not a quantity.
      if (row.confidence < 1 && row.unit) row.unit = row.unit.replace(/^m2$/, 'm²').replace(/^m3$/, 'm³');
      entries.push({ kind: 'row', row, page: line.page, baseline: line.baseline, fontSize: line.fontSize, span: spanOf(descriptionCells) });
      return;
    }
    if (state !== 'reading') return;
    if (endsTable) {
      state = labels.some((l) => l.kind === 'carry') ? 'awaiting_next_page' : 'done';
      entries.push({ kind: 'break' });
      return;
    }
    // A line that starts like a label ("Observaciones:", "Obra:", "CAPÍTULO:") is a note in or
    // under the table, not part of a description.
    const onlyDescription = cells.size === 1 && cells.has('description') && !NOTE_LINE.test(cells.get('description')!);
    if (!onlyDescription) {
      entries.push({ kind: 'break' });
      return;
    }
    entries.push({
      kind: 'text',
      text: cells.get('description')!,
      page: line.page,
      baseline: line.baseline,
      fontSize: line.fontSize,
      confidence: Math.min(...line.cells.map((c) => c.confidence)),
      span: spanOf(descriptionCells),
    });
  });
  let rows = entries.flatMap((e) => (e.kind === 'row' ? [e.row] : []));
  if (rows.length === 0) {
    // No header names the columns, or none of its rows could be read: the rows are the lines
    // whose own figures close (`5 M x 1,88 … 9,40`: quantity × price = amount).
    const found = arithmeticEntries(layout);
    if (found.some((e) => e.kind === 'row')) {
      entries.splice(0, entries.length, ...found);
      rows = found.flatMap((e) => (e.kind === 'row' ? [e.row] : []));
      priced = true;
      columns ??= [];
    }
  }
  attachWrappedText(entries);
  return { found: columns !== null, rows, priced };
}

/** Between a quantity and its price: `x`, `*`, `a`, `@`. */
const TIMES = /^(?:x|\*|@|a|por)$/i;

/** A line whose figures close by themselves: the last amount is a quantity × price printed before it. */
export function arithmeticRow(line: TextLine, lineIndex: number): TableRow | null {
  const tokens = line.cells.flatMap((cell) => cell.text.split(/\s+/).filter(Boolean));
  const numbers = tokens.map((t, i) => ({ i, value: parseSpanishDecimal(t.replace(/€$/, '')) })).filter((n) => n.value !== null);
  if (numbers.length < 3) return null;
  const last = numbers.at(-1)!;
  const amount = parseSpanishAmount(tokens[last.i]);
  if (!amount?.exact || amount.decimal.scale !== 2 || last.i !== tokens.length - 1 - (/^(?:€|eur)$/i.test(tokens.at(-1)!) ? 1 : 0)) return null;
  for (let a = numbers.length - 3; a >= 0; a--) {
    const q = numbers[a];
    const p = numbers[a + 1];
    const price = parseSpanishAmount(tokens[p.i].replace(/€$/, ''));
    if (!price || p.i >= last.i) continue;
    if (Math.abs(productCents(q.value!, price) - amount.cents) > 1 || amount.cents === 0) continue;
    // What lies between the quantity and the price: a unit, a times sign, nothing else.
    const between = tokens.slice(q.i + 1, p.i);
    if (between.some((t) => !UNIT_TOKEN.test(t) && !TIMES.test(t))) continue;
    const unit = between.find((t) => UNIT_TOKEN.test(t) && !TIMES.test(t)) ?? null;
    return {
      lineIndex,
      description: squash(tokens.slice(0, q.i).join(' ')),
      quantity: q.value,
      unit,
      unitPrice: price,
      amount,
      printed: { quantity: tokens[q.i], unit_price: tokens[p.i], amount: tokens[last.i] },
      confidence: Math.min(...line.cells.map((c) => c.confidence)),
      digitConfidence: Math.min(...line.cells.map((c) => c.digitConfidence)),
      doubts: [],
    };
  }
  return null;
}

/**
 * The table read by arithmetic alone: from the text just above its first closing row to the
 * totals after its last, rows and the description-only lines between them.
 */
function arithmeticEntries(layout: DocumentLayout): Entry[] {
  const rowAt = layout.lines.map((line, i) => (line.rotated ? null : arithmeticRow(line, i)));
  const first = rowAt.findIndex((r) => r !== null);
  if (first < 0) return [];
  const entries: Entry[] = [];
  // The description lines set just above the first row belong to the table.
  let start = first;
  while (start > 0) {
    const above = layout.lines[start - 1];
    const below = layout.lines[start];
    const textOnly = above.cells.length === 1 && !layout.lineHasLabel(start - 1) && !NOTE_LINE.test(above.cells[0].text) && parseSpanishDecimal(above.cells[0].text) === null;
    if (!textOnly || above.page !== below.page || below.baseline - above.baseline > WRAP_GAP * below.fontSize) break;
    start -= 1;
  }
  for (let i = start; i < layout.lines.length; i++) {
    const line = layout.lines[i];
    if (line.rotated) continue;
    const row = rowAt[i];
    if (row) {
      entries.push({ kind: 'row', row, page: line.page, baseline: line.baseline, fontSize: line.fontSize });
      continue;
    }
    const labels = layout.labelsOnLine(i);
    if (labels.some((l) => ENDS_TABLE.has(l.kind) && l.kind !== 'carry' && layout.startsWithLabel(i, l.cellIndex))) break;
    const text = line.cells.map((c) => c.text).join(' ');
    if (line.cells.length === 1 && !layout.lineHasLabel(i) && !NOTE_LINE.test(text) && findAmountsIn(text) === 0) {
      entries.push({ kind: 'text', text, page: line.page, baseline: line.baseline, fontSize: line.fontSize, confidence: line.cells[0].confidence });
    } else {
      entries.push({ kind: 'break' });
    }
  }
  return entries;
}

function findAmountsIn(text: string): number {
  return text.split(/\s+/).filter((t) => parseSpanishAmount(t)?.decimal.scale === 2).length;
}

/**
 * Whether a line of text set to a fixed width was broken because the next word did not fit
 * (`full`), or ends short of the width with room for it (`short`): the end of its description.
 * Between the two (estimated widths) it tells nothing.
 */
function lineEnd(span: TextSpan | undefined, nextText: string, measure: number): 'full' | 'short' | null {
  if (!span || !Number.isFinite(measure)) return null;
  const word = nextText.trim().split(/\s+/)[0] ?? '';
  if (!word) return null;
  const needed = span.right + span.charWidth * (word.length + 1);
  if (needed > measure) return 'full';
  return needed <= measure - 2 * span.charWidth ? 'short' : null;
}

/**
 * A run between two rows as closely set to both, decided by how the text wraps: it goes on from
 * the row above when that row's description fills the width and the run's last line ends short
 * (the description's end); it starts the row below when the row above ends short and the run's
 * last line fills the width. Anything else stays undecided.
 */
function wrapSide(
  run: { texts: Array<{ text: string; span?: TextSpan }>; previous: { row: TableRow; span?: TextSpan } | null; next: { row: TableRow; span?: TextSpan } | null },
  measure: number,
): 'previous' | 'next' | null {
  if (!run.previous || !run.next || !run.previous.row.description || !run.next.row.description) return null;
  const above = lineEnd(run.previous.span, run.texts[0].text, measure);
  const last = lineEnd(run.texts.at(-1)!.span, run.next.row.description, measure);
  if (above === 'full' && last === 'short') return 'previous';
  if (above === 'short' && last === 'full') return 'next';
  return null;
}

/**
 * Gives each run of description-only lines to the row it continues. Suppliers print a long
 * description either with the figures on its first line (the run follows its row) or on its
 * last (the run precedes its row); the run belongs to the row it is set closer to, as wrapped
 * lines are set tighter than the rows. When it is as close to both (a fixed line grid), the way
 * the table's other runs went decides, and the row is left for review with a doubt: a
 * description cut short or glued to its neighbour's closes the arithmetic as well as the right
 * one. Text in the table that belongs to no row leaves the nearest row in doubt too.
 */
function attachWrappedText(entries: Entry[]): void {
  type Run = { texts: Array<Extract<Entry, { kind: 'text' }>>; previous: Extract<Entry, { kind: 'row' }> | null; next: Extract<Entry, { kind: 'row' }> | null };
  const runs: Run[] = [];
  let lastRow: Extract<Entry, { kind: 'row' }> | null = null;
  let open: Run | null = null;
  for (const e of entries) {
    if (e.kind === 'text') {
      if (!open) runs.push((open = { texts: [], previous: lastRow, next: null }));
      open.texts.push(e);
      continue;
    }
    if (e.kind === 'row') {
      if (open) open.next = e;
      lastRow = e;
    } else {
      lastRow = null;
    }
    open = null;
  }
  const gaps = (run: Run) => {
    const first = run.texts[0];
    const last = run.texts.at(-1)!;
    const before = run.previous && run.previous.page === first.page ? first.baseline - run.previous.baseline : Infinity;
    const after = run.next && run.next.page === last.page ? run.next.baseline - last.baseline : Infinity;
    return { before, after, slack: 0.15 * first.fontSize };
  };
  const rowsHaveLowercase = entries.some((e) => e.kind === 'row' && /\p{Ll}/u.test(e.row.description));
  // A description starts with a capital; its wrapped part usually does not (`…en ambas` / `caras, incluidos…`, `0,5 mm…`).
  const lower = (text: string) => !/^\p{Lu}/u.test(text);
  const sideOf = (run: Run): 'previous' | 'next' | 'tie' | 'none' => {
    const { before, after, slack } = gaps(run);
    const wrap = WRAP_GAP * run.texts[0].fontSize;
    if (before === Infinity && after === Infinity) return 'none';
    if (after === Infinity) return before <= wrap ? 'previous' : 'none';
    if (before === Infinity) return after <= wrap ? 'next' : 'none';
    // In print all in capitals (line printers, tickets) the case tells nothing.
    const continues = rowsHaveLowercase && lower(run.texts[0].text);
    const continued = rowsHaveLowercase && run.next ? lower(run.next.row.description) : false;
    const byCase = continues && !continued ? 'previous' : continued && !continues ? 'next' : null;
    // A row with no words of its own (`5 M x 1,88  9,40` under its article) takes the text above it.
    const nextBare = run.next?.row.description === '';
    const previousBare = run.previous?.row.description === '';
    if (nextBare) return 'next';
    if (previousBare) return 'previous';
    const byGap = before < after - slack ? 'previous' : after < before - slack ? 'next' : null;
    if (byGap && byCase && byGap !== byCase) return 'tie';
    // Text above a row is the start of its description only when the row's own text reads on from it.
    if (byGap === 'next' && !continued) return 'tie';
    return byGap ?? byCase ?? 'tie';
  };
  // The width descriptions are set to: the right edge of the widest.
  const measure = Math.max(...entries.flatMap((e) => (e.kind !== 'break' && e.span ? [e.span.right] : [])));
  const sides = runs.map((run) => {
    const side = sideOf(run);
    return side === 'tie' ? (wrapSide(run, measure) ?? 'tie') : side;
  });
  const votes = { previous: sides.filter((s) => s === 'previous').length, next: sides.filter((s) => s === 'next').length };
  const usual = votes.next > votes.previous ? 'next' : 'previous';
  // A heading inside the table (`CAP. 02 - ESTRUCTURA`): all capitals between rows whose descriptions are not.
  const heading = (run: Run) =>
    HEADING.test(fold(run.texts[0].text)) || (rowsHaveLowercase && run.texts.every((t) => !/\p{Ll}/u.test(t.text) && /\p{Lu}{3}/u.test(t.text)));
  runs.forEach((run, i) => {
    if (heading(run)) return;
    const text = run.texts.map((t) => t.text).join(' ');
    const confidence = Math.min(...run.texts.map((t) => t.confidence));
    let side = sides[i];
    const doubt = side === 'tie';
    if (side === 'tie') side = usual;
    const target = side === 'previous' ? run.previous : side === 'next' ? run.next : null;
    if (!target) {
      const near = run.previous ?? run.next;
      if (near && gaps(run).before <= 1.2 * WRAP_GAP * run.texts[0].fontSize) near.row.doubts.push(`text printed beside it (${text}) belongs to no line`);
      return;
    }
    const row = target.row;
    row.description = squash(side === 'previous' ? `${row.description} ${text}` : `${text} ${row.description}`);
    row.confidence = Math.min(row.confidence, confidence);
    if (doubt) row.doubts.push(`its description may go on into the text printed ${side === 'previous' ? 'under' : 'above'} it, or that text may belong to the line next to it`);
  });
}
