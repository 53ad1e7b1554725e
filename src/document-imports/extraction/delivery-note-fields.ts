import type { DeliveryNoteFields, DeliveryNoteLine } from './extraction-types.js';
import { readDate, readDocumentNumber, withSeries } from './document-header.js';
import { type FieldsReading, carryProblems, documentTypeProblems, weighbridgeProblem } from './invoice-fields.js';
import type { DocumentLayout, PlacedLabel } from './layout.js';
import { lineMismatch, readLineTable, type TableRow } from './line-table.js';
import { readSeller } from './seller-party.js';
import { DOUBTFUL_DIGIT } from './field-places.js';
import { type Decimal, amountOfValue, decimalToQuantity, findAmounts, formatCents, parseSpanishAmount, parseSpanishDecimal, roundDecimal } from './spanish-numbers.js';


/**
 * A row read by OCR is trusted only when OCR was sure of every word and digit on it: its
 * description is free text no arithmetic checks, and a misread digit could still close.
 */
export const OCR_SURE_WORD = 0.9;

function checkRow(row: TableRow, n: number): { line?: DeliveryNoteLine; problems: string[]; doubts: string[] } {
  const problems: string[] = [];
  const doubts: string[] = [];
  const where = `line ${n}`;
  for (const doubt of row.doubts) doubts.push(`${where}: ${doubt}`);
  if (row.confidence < OCR_SURE_WORD || row.digitConfidence < DOUBTFUL_DIGIT) {
    doubts.push(`${where} was read by OCR with doubtful characters (${Math.round(Math.min(row.confidence, row.digitConfidence) * 100)} %): check it`);
  }
  const quantity = row.quantity ? decimalToQuantity(row.quantity) : null;
  if (!row.description) problems.push(`${where}: no description`);
  if (quantity === null) problems.push(`${where}: the quantity has more than 6 decimals or was not read`);
  if (!row.unit) problems.push(`${where}: no unit`);
  if (!row.unitPrice) problems.push(`${where}: no unit price`);
  // `1,020 €/l` is 1,02 exactly: only a price that rounding would change cannot be kept in cents.
  else if (!row.unitPrice.exact && !keptInCents(row.unitPrice.decimal)) problems.push(`${where}: the unit price has more than two decimals and cannot be kept in cents`);
  if (!row.amount?.exact) problems.push(`${where}: no amount with two decimals`);
  if (problems.length > 0 || quantity === null || !row.unitPrice || !row.amount) return { problems: [...problems, ...doubts], doubts };
  const line = { description: row.description, quantity, unit: row.unit!, unit_price: row.unitPrice.cents, subtotal: row.amount.cents };
  // A line read whole whose figures do not close is kept as printed, for the person who reviews
  // it to see and correct; the mismatch keeps the note from being created.
  const mismatch = lineMismatch(row, where);
  return { doubts, line, problems: mismatch ? [mismatch, ...doubts] : doubts };
}

/** A price printed with more than two decimals that are zeros past the cents (`1,020`). */
function keptInCents(price: Decimal): boolean {
  return price.scale > 2 && price.digits % 10n ** BigInt(price.scale - 2) === 0n;
}

function labelAmount(layout: DocumentLayout, label: PlacedLabel): number | null {
  const inline = layout.inlineValue(label);
  if (inline) {
    const a = amountOfValue(inline.text);
    if (a?.exact) return a.cents;
    if (inline.where === 'inline') return null;
  }
  const below = layout.below(label, 1)[0];
  const a = below ? parseSpanishAmount(below.cell.text) : null;
  return a?.exact ? a.cents : null;
}

export function readDeliveryNoteFields(layout: DocumentLayout, buyerNifs: Set<string>): FieldsReading<DeliveryNoteFields> {
  const problems: string[] = [];
  const notes: string[] = [];
  const fields: DeliveryNoteFields = {};

  const number = readDocumentNumber(layout, ['delivery_note_number'], 'delivery note number');
  const whole = withSeries(layout, number.field, 'delivery note number');
  fields.delivery_note_number = whole.field;
  problems.push(...number.problems, ...whole.problems);

  const date = readDate(layout, ['delivery_date'], ['date'], 'delivery date', true, 'invoice_number');
  fields.delivery_date = date.field;
  problems.push(...date.problems);

  const seller = readSeller(layout, buyerNifs);
  fields.provider_nif = seller.nif;
  fields.provider_name = seller.name;
  problems.push(...seller.problems);

  const table = readLineTable(layout);
  const lines: DeliveryNoteLine[] = [];
  const lineProblems: string[] = [];
  table.rows.forEach((row, i) => {
    const checked = checkRow(row, i + 1);
    if (checked.line) lines.push(checked.line);
    lineProblems.push(...checked.problems);
  });
  if (!table.found) problems.push('no lines table (Descripción / Cantidad / Precio / Importe) was found');
  else if (table.rows.length === 0) problems.push('the lines table has no readable rows');
  else if (!table.priced) problems.push('the lines table has no price or amount column (an unpriced delivery note)');
  problems.push(...lineProblems);
  if (table.rows.length > 0) {
    const allRead = lines.length === table.rows.length && lineProblems.length === 0;
    fields.line_items = { value: lines, confidence: allRead ? 0.95 : 0.5 };
  }

  const linesSum = table.rows.reduce((s, r) => s + (r.amount?.cents ?? 0), 0);
  const candidates: Array<{ cents: number; strength: number }> = [];
  for (const label of layout.labelsOf('subtotal', 'total')) {
    const cents = labelAmount(layout, label);
    if (cents !== null) candidates.push({ cents, strength: label.strength });
  }
  const matching = candidates.filter((c) => c.cents === linesSum && table.rows.length > 0);
  // The figures check each other: an amount printed outside the rows that equals their sum is
  // the note's subtotal, whatever its label says (`Importe`, a cell of a VAT grid, none).
  const tableLines = new Set(table.rows.map((r) => r.lineIndex));
  problems.push(...carryProblems(layout, tableLines));
  const weighed = weighbridgeProblem(layout);
  if (weighed) problems.push(weighed);
  const printedSum =
    table.rows.length > 0 &&
    linesSum !== 0 &&
    layout.lines.some((line, i) => !tableLines.has(i) && !line.rotated && line.cells.some((c) => findAmounts(c.text).some((a) => a.exact && a.cents === linesSum)));
  const undeducted = printedSum || matching.length > 0 ? discountLeftOut(layout, tableLines, linesSum) : null;
  if (undeducted) problems.push(undeducted);
  if (matching.length > 0) {
    fields.subtotal_amount = { value: linesSum, confidence: 0.97 };
  } else if (printedSum) {
    fields.subtotal_amount = { value: linesSum, confidence: 0.95 };
  } else if (candidates.length > 0) {
    const best = [...candidates].sort((a, b) => b.strength - a.strength)[0];
    fields.subtotal_amount = { value: best.cents, confidence: 0.6 };
    problems.push(`the lines add up to ${formatCents(linesSum)}, which no total printed on the note matches`);
  } else {
    problems.push('no subtotal or total was found');
  }

  problems.push(...documentTypeProblems(layout, 'delivery_note'));
  return { fields, problems, notes };
}

/**
 * A discount printed under the lines (`Dto. 5 % cliente de obra  -49,91`) and a sum under it that
 * is the lines' sum all the same: the note takes the discount and does not deduct it, so which
 * of the two amounts was meant is for a person to say. Unless a gross printed above the discount
 * is the lines' sum and the discount: then the lines are net of it.
 */
function discountLeftOut(layout: DocumentLayout, tableLines: Set<number>, linesSum: number): string | null {
  if (tableLines.size === 0) return null;
  const lastRow = Math.max(...tableLines);
  const sumAt = layout.lines.findIndex((line, i) => i > lastRow && line.cells.some((c) => findAmounts(c.text).some((a) => a.exact && a.cents === linesSum)));
  const amountsOn = (i: number) => layout.lines[i].cells.flatMap((c) => findAmounts(c.text)).filter((a) => a.exact);
  for (let i = lastRow + 1; i < sumAt; i++) {
    const discount = amountsOn(i).find((a) => a.cents < 0);
    if (!discount) continue;
    // A gross printed above it that the discount brings to the lines' sum: the lines' amounts are
    // net of their own discounts, and the discount printed is their total (`Importe bruto
    // 2.049,95 · Descuentos -89,50 · Total neto 1.960,45`).
    let grossAbove = false;
    for (let j = lastRow + 1; j < i; j++) grossAbove ||= amountsOn(j).some((a) => a.cents === linesSum - discount.cents);
    if (!grossAbove) return `a discount of ${formatCents(discount.cents)} is printed under the lines, but the sum ${formatCents(linesSum)} does not deduct it`;
  }
  return null;
}
