import type { Field, InvoiceFields } from './extraction-types.js';
import { readDate, readDocumentNumber, withSeries } from './document-header.js';
import { type InvoiceAmounts, readInvoiceAmounts } from './invoice-totals.js';
import { LINE_TOLERANCE_CENTS, lineMismatch, lineProduct, productCents, readLineTable, type TableRow } from './line-table.js';
import { type Decimal, findAmounts, formatCents, parseSpanishDecimal, roundDecimal } from './spanish-numbers.js';
import type { DocumentLayout } from './layout.js';
import { readSeller } from './seller-party.js';
import { fold } from './text-fold.js';

export interface FieldsReading<F> {
  fields: F;
  problems: string[];
  notes: string[];
}

/** "Inversión del sujeto pasivo" (art. 84.Uno.2º LIVA), often abbreviated ISP. */
const REVERSE_CHARGE = /inversion\s+del\s+sujeto\s+pasivo|(?<![a-z])isp(?![a-z])|sujeto\s+pasivo\s*:\s*(?:el\s+)?(?:destinatario|cliente)|art(?:iculo|\.)?\s*84\.?\s*uno\.?\s*2/;

export function readReverseCharge(folded: string): boolean {
  return REVERSE_CHARGE.test(folded);
}

/** EUR unless another currency is printed; amounts in another currency are not guessed at. */
export function readCurrency(folded: string, printed: string): { field?: Field<string>; problem?: string } {
  const foreign = /(?<![a-z])(?:usd|gbp|chf|dolares|libras)(?![a-z])|[$£]/.test(folded) || printed.includes('$');
  const euro = printed.includes('€') || /(?<![a-z])(?:eur|euros?)(?![a-z])/.test(folded);
  if (foreign) return { problem: 'another currency than the euro is printed' };
  return { field: { value: 'EUR', confidence: euro ? 0.98 : 0.9 } };
}

/** Words that say a document is not an invoice one may book. */
export function documentTypeProblems(layout: DocumentLayout, kind: 'invoice' | 'delivery_note'): string[] {
  const folded = layout.foldedText();
  const problems: string[] = [];
  if (/(?<![a-z])pro-?\s?forma(?![a-z])/.test(folded)) problems.push('the document says it is a proforma, not an invoice');
  const cells = layout.foldedCells.flat().map((c) => c.trim());
  if (cells.some((c) => /^presupuesto(?:\s+n\.?o\.?)?\s*:?$/.test(c))) problems.push('the document is titled as a quote (presupuesto)');
  // `Fra. nº`, `Fra.:`, `Fra. T54649` and `Fact. nº` are how an invoice abbreviates its own name on the number's label.
  const saysInvoice = /(?<![a-z])(?:factura(?![a-z])|(?:fra|fact)\.?\s*(?:n\.?\s?o\.?|num\.?|nro\.?|numero)(?![a-z])|(?:fra|fact)\.\s*(?::|[a-z]{0,4}[-/]?\d))/.test(folded);
  // A delivery note goes by other names too: nota, hoja or vale de entrega; `Nº Alb.`, `Alb. 281074` on its number.
  const saysNote =
    /(?<![a-z])(?:albaran(?:es)?|albara|(?:nota|hoja|vale)\s+de\s+entrega)(?![a-z])|(?<![a-z/])(?:n\.?\s?o\.?\s*alb\.|alb\.\s*(?::|n\.?\s?o|num|nro|numero|[a-z]{0,4}[-/]?\d))/.test(folded);
  if (kind === 'invoice' && !saysInvoice) problems.push('the word "factura" does not appear: this may not be an invoice');
  if (kind === 'delivery_note' && !saysNote) problems.push('the word "albarán" does not appear: this may not be a delivery note');
  if (kind === 'delivery_note' && saysInvoice && layout.labelsOf('invoice_number').length > 0 && layout.labelsOf('delivery_note_number').length === 0) {
    problems.push('the document has an invoice number and no delivery-note number: it looks like an invoice');
  }
  return problems;
}

/**
 * The lines of a table every row of which closes (quantity × price = amount) add up to no more
 * than the base, or to the base and one other amount printed outside the table (a discount): a
 * base that leaves a line out, however well its VAT and total follow it, is a problem. So is a
 * base above lines read to the last (readWhole) with nothing printed for the difference.
 */
/** Words of a document whose lines are amounts to date or carried: a certification, `a origen`, `anterior`. */
const CUMULATIVE = /certificacion|a\s+origen|(?<!suma\s|hoja\s|pagina\s)anterior/;

function linesBesideBase(layout: DocumentLayout, folded: string, rows: TableRow[], amounts: InvoiceAmounts): string | null {
  const base = amounts.subtotal?.value;
  if (!amounts.consistent || base === undefined || rows.length < 2) return null;
  let sum = 0;
  for (const r of rows) {
    if (!r.quantity || !r.unitPrice || !r.amount?.exact) return null;
    // To the cent, as a delivery note's lines are checked.
    if (Math.abs(productCents(r.quantity, r.unitPrice) - r.amount.cents) > 1) return null;
    sum += r.amount.cents;
  }
  // A certification's lines are amounts to date, its base this period's.
  if (sum === base || CUMULATIVE.test(folded)) return null;
  const tableLines = new Set(rows.map((r) => r.lineIndex));
  // Fewer rows read than printed (a table over pages, rows in sections) only add up to less: less
  // is a sign only when every line from the table's head down to the base is a row read or
  // carries no amount.
  if (sum < base && !readWhole(layout, rows, tableLines, base)) return null;
  // A sum carried between pages explains nothing: it is the lines' own.
  const explained = printedApart(layout, Math.abs(sum - base), (i) => tableLines.has(i) || carryLine(fold(layout.lines[i].text)));
  return explained ? null : `the lines add up to ${formatCents(sum)}, not to the base ${formatCents(base)}`;
}

/** An amount (its sign aside) printed on a line `passOver` does not rule out: what explains a difference. */
function printedApart(layout: DocumentLayout, cents: number, passOver: (lineIndex: number) => boolean): boolean {
  return layout.lines.some((line, i) => !passOver(i) && line.cells.some((c) => findAmounts(c.text).some((a) => Math.abs(a.cents) === cents)));
}

/** The amounts with two decimals a line prints. */
function exactAmounts(layout: DocumentLayout, lineIndex: number): number[] {
  return layout.lines[lineIndex].cells.flatMap((c) => findAmounts(c.text).filter((a) => a.exact).map((a) => a.cents));
}

/**
 * Every line of the table was read: on a page of its own, from its head down to the first line
 * after the rows that prints the base, each line is a row or carries no amount; over pages, each
 * page's rows and the sum it brings make the sum it carries forward (`Suma y sigue`), and the last
 * page is read whole down to the base, its `Suma anterior` aside.
 */
function readWhole(layout: DocumentLayout, rows: TableRow[], tableLines: Set<number>, base: number): boolean {
  const lines = layout.lines;
  const pages = [...new Set(rows.map((r) => lines[r.lineIndex].page))].sort((a, b) => a - b);
  const { forward, brought, broughtLines } = carriedSums(layout, tableLines);
  for (const page of pages.slice(0, -1)) {
    const sum = rows.filter((r) => lines[r.lineIndex].page === page).reduce((s, r) => s + r.amount!.cents, 0);
    if (forward.get(page) !== sum + (brought.get(page) ?? 0)) return false;
  }
  const lastRows = [...tableLines].filter((i) => lines[i].page === pages.at(-1));
  const first = Math.min(...lastRows);
  const last = Math.max(...lastRows);
  const head = Math.max(-1, ...[...layout.tableHeaders].filter((i) => i < first && lines[i].page === pages.at(-1)));
  let end = -1;
  for (let i = last + 1; i < lines.length && end < 0; i++) if (exactAmounts(layout, i).includes(base)) end = i;
  if (head < 0 || end < 0) return false;
  for (let i = head + 1; i < end; i++) if (!tableLines.has(i) && !broughtLines.has(i) && exactAmounts(layout, i).length > 0) return false;
  return pages.length === 1 || brought.has(pages.at(-1)!);
}

/** The one exact amount a line prints outside the lines table, or null. */
function soleAmount(layout: DocumentLayout, lineIndex: number): number | null {
  const amounts = exactAmounts(layout, lineIndex);
  return amounts.length === 1 ? amounts[0] : null;
}

const CARRIED_FORWARD = /suma\s+y\s+sigue|a\s+transportar|pasa\s+a\s+(?:la\s+)?(?:hoja|pagina)|sigue\s+en\s+(?:la\s+)?(?:hoja|pagina)/;
const BROUGHT_FORWARD = /suma\s+anterior|viene\s+de|(?:^|\s)transporte(?:\s|$)|de\s+(?:la\s+)?(?:hoja|pagina)\s+anterior/;
/** A line, folded, that carries a sum to the next page or brings it from the one before. */
const carryLine = (folded: string) => CARRIED_FORWARD.test(folded) || BROUGHT_FORWARD.test(folded);

/**
 * A sum carried from one page to the next (`Suma y sigue 502.882,00` at the foot of page 1,
 * `Suma anterior 501.882,00` at the head of page 2) is the same amount on both pages.
 */
export function carryProblems(layout: DocumentLayout, tableLines: Set<number>): string[] {
  const { forward, brought } = carriedSums(layout, tableLines);
  const problems: string[] = [];
  for (const [page, cents] of forward) {
    const next = brought.get(page + 1);
    if (next !== undefined && next !== cents) {
      problems.push(`page ${page} carries ${formatCents(cents)} forward, page ${page + 1} brings ${formatCents(next)}`);
    }
  }
  return problems;
}

/** The sums each page carries forward and brings from the page before, by page, and the lines that bring them. */
function carriedSums(layout: DocumentLayout, tableLines: Set<number>): { forward: Map<number, number>; brought: Map<number, number>; broughtLines: Set<number> } {
  const forward = new Map<number, number>();
  const brought = new Map<number, number>();
  const broughtLines = new Set<number>();
  layout.lines.forEach((line, i) => {
    if (line.rotated) return;
    const text = fold(line.text);
    const cents = carryLine(text) ? soleAmount(layout, i) : null;
    if (cents === null || (tableLines.has(i) && !BROUGHT_FORWARD.test(text))) return;
    if (CARRIED_FORWARD.test(text)) forward.set(line.page, Math.abs(cents));
    else if (!brought.has(line.page)) {
      brought.set(line.page, Math.abs(cents));
      broughtLines.add(i);
    }
  });
  return { forward, brought, broughtLines };
}

/** A weight printed with its unit (`38.540 KG`, `24,36 t`), in grams; null for anything else. */
function weightOf(text: string): number | null {
  const m = /(\d[\d.]*(?:,\d+)?)\s*(kg|kgs|t|tm|tn)\.?(?![a-z])/.exec(text);
  const value = m ? parseSpanishDecimal(m[1]) : null;
  if (!m || !value) return null;
  const grams = value.digits * (m[2].startsWith('k') ? 1000n : 1_000_000n);
  return Number(grams / 10n ** BigInt(value.scale));
}

/**
 * A weighbridge's figures (`PESO BRUTO 39.120 KG`, `TARA 14.180 KG`, `PESO NETO 26.940 KG`):
 * the net weight is the gross less the tare.
 */
export function weighbridgeProblem(layout: DocumentLayout): string | null {
  const found: Partial<Record<'gross' | 'tare' | 'net', { grams: number; text: string }>> = {};
  for (const line of layout.lines) {
    if (line.rotated) continue;
    line.cells.forEach((cell, j) => {
      const label = fold(cell.text);
      const kind = /^(?:peso\s+)?bruto\b/.test(label) ? 'gross' : /^tara\b/.test(label) ? 'tare' : /^(?:peso\s+)?neto\b/.test(label) ? 'net' : null;
      if (!kind || found[kind]) return;
      const value = [label, fold(line.cells[j + 1]?.text ?? '')].find((t) => weightOf(t) !== null);
      if (value) found[kind] = { grams: weightOf(value)!, text: /\d[\d.,]*\s*[a-z]+/.exec(value)![0] };
    });
  }
  const { gross, tare, net } = found;
  if (!gross || !tare || !net || gross.grams - tare.grams === net.grams) return null;
  return `the gross weight ${gross.text} less the tare ${tare.text} is not the net weight ${net.text}`;
}

/** Labels of a discount: its amount is a percentage of an amount printed. */
const DISCOUNT_LABEL = /(?<![a-z])(?:dto|descuento|descompte|desconto|bonificacion|pronto\s+pago)(?![a-z])/;
/** Labels of an amount that is a percentage of another: a discount, VAT. */
const SHARE_LABEL = new RegExp(`${DISCOUNT_LABEL.source}|(?<![a-z])(?:iva|i\\.v\\.a|ive|cuota)(?![a-z])`);

/** A percentage printed (`21 %`, `10%`, `3,5 %`), not a year's or a code's digits. */
const PERCENTAGE = /(?<![\d.,])(\d{1,2}(?:,\d{1,2})?)\s?%/g;

/**
 * A percentage printed beside amounts outside the lines table is a percentage of one of them:
 * a VAT grid's row (`3.964,43 € · 10 % · 396,44 €`: the VAT is its base's rate), or a discount or
 * tax line (`Dto. pronto pago 3 %  -949,93`: 3 % of an amount printed on the page). A row whose
 * VAT is another rate's, or a discount of another percentage than the one printed, is a problem.
 */
function percentagesBesideAmounts(layout: DocumentLayout, tableLines: Set<number>): string[] {
  const exact = (text: string) => findAmounts(text).filter((a) => a.exact).map((a) => Math.abs(a.cents));
  const printed = new Set(layout.lines.flatMap((line) => exact(line.text.replace(PERCENTAGE, ' '))));
  const share = (cents: number, rate: Decimal) => Number(roundDecimal({ digits: BigInt(cents) * rate.digits, scale: rate.scale + 2 }, 0));
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  const problems: string[] = [];
  layout.lines.forEach((line, i) => {
    if (tableLines.has(i) || line.rotated) return;
    // A VAT grid's row of figures alone, or a discount's or VAT's line; not a base's label (`Base imponible 21 %`).
    const words = fold(line.text).replace(/\b(?:eur|euros)\b/g, '');
    const figuresOnly = !/\p{L}/u.test(words);
    if (!figuresOnly && (!SHARE_LABEL.test(words) || /base|suma|subtotal|total/.test(words))) return;
    const rates = [...line.text.matchAll(PERCENTAGE)].map((m) => parseSpanishDecimal(m[1])!).filter((r) => r.digits > 0n);
    if (rates.length !== 1) return;
    const [rate] = rates;
    // A labelled line's figures are the label's and those after it: an amount before the label
    // is another box's that shares the line (a due-dates box beside the totals).
    const labelled = figuresOnly ? 0 : line.cells.findIndex((cell) => SHARE_LABEL.test(fold(cell.text)));
    const amounts = exact(
      line.cells
        .slice(Math.max(0, labelled))
        .map((cell) => cell.text)
        .join('  ')
        .replace(PERCENTAGE, ' '),
    );
    if (amounts.length === 0) return;
    // A VAT line alone (`IVA 10 %  50,00`) may be the share of a base the invoice never prints
    // apart; a discount's amount is the share of an amount printed.
    if (amounts.length === 1 && !DISCOUNT_LABEL.test(words)) return;
    const shareOfPrinted = (cents: number) => [...printed].some((base) => base !== cents && near(cents, share(base, rate)));
    // A row of one base and its VAT, or a row of VAT amounts (to date, previous, this period) whose bases are printed apart.
    const ok = amounts.some((a, j) => amounts.some((b, k) => j !== k && near(b, share(a, rate)))) || amounts.every(shareOfPrinted);
    if (!ok) problems.push(`${line.text.match(PERCENTAGE)![0]} printed beside ${amounts.map(formatCents).join(', ')} is that share of no amount printed`);
  });
  return problems;
}

/**
 * A certification's summary (`Importe certificado a origen` less `A deducir certificaciones
 * anteriores`) comes to this period's amount: the base, unless another amount printed outside
 * the lines is the difference (a tender discount, overheads and profit).
 */
function certificationBesideBase(layout: DocumentLayout, tableLines: Set<number>, base: number | undefined): string | null {
  if (base === undefined) return null;
  let toDate: number | null = null;
  let previous: number | null = null;
  for (const [i, line] of layout.lines.entries()) {
    if (tableLines.has(i) || line.rotated) continue;
    const text = fold(line.text);
    const cents = soleAmount(layout, i);
    if (cents === null) continue;
    if (/a\s+origen/.test(text) && !/anterior/.test(text) && toDate === null) toDate = cents;
    else if (/anterior(?:es)?(?![a-z])/.test(text) && /certificaci|a\s+deducir|origen/.test(text) && previous === null) previous = Math.abs(cents);
  }
  if (toDate === null || previous === null) return null;
  const period = toDate - previous;
  if (period === base) return null;
  const explained = printedApart(layout, Math.abs(period - base), (i) => tableLines.has(i));
  return explained ? null : `the certification's amount to date ${formatCents(toDate)} less the previous ${formatCents(previous)} is ${formatCents(period)}, not the base ${formatCents(base)}`;
}

/** The same day a year later (`YYYY-MM-DD`, compared as text). */
function aYearAfter(date: string): string {
  return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
}

export function readInvoiceFields(layout: DocumentLayout, buyerNifs: Set<string>): FieldsReading<InvoiceFields> {
  const problems: string[] = [];
  const notes: string[] = [];
  const fields: InvoiceFields = {};
  const folded = layout.foldedText();

  const number = readDocumentNumber(layout, ['invoice_number'], 'invoice number');
  const whole = withSeries(layout, number.field, 'invoice number');
  fields.invoice_number = whole.field;
  problems.push(...number.problems, ...whole.problems);

  const issue = readDate(layout, ['issue_date'], ['date'], 'issue date', true, 'delivery_note_number');
  fields.issue_date = issue.field;
  problems.push(...issue.problems);

  const due = readDate(layout, ['due_date'], [], 'due date', false);
  if (due.field) {
    fields.due_date = due.field;
    if (fields.issue_date && due.field.value < fields.issue_date.value) {
      fields.due_date = { ...due.field, confidence: Math.min(due.field.confidence, 0.5) };
      // Printed so, it is the supplier's to answer for; read by OCR, one of the two dates may be misread (a 2078 for 2026).
      if (layout.recognised) problems.push(`the due date ${due.field.value} is before the issue date ${fields.issue_date.value}: one of them may be misread`);
      else notes.push('the due date printed is before the issue date');
    } else if (fields.issue_date && due.field.value > aYearAfter(fields.issue_date.value)) {
      // No supplier gives a year to pay; a misread year (OCR's 2046 for 2026) does.
      fields.due_date = { ...due.field, confidence: Math.min(due.field.confidence, 0.5) };
      problems.push(`the due date ${due.field.value} is more than a year after the issue date ${fields.issue_date.value}`);
    }
  }

  const seller = readSeller(layout, buyerNifs);
  fields.provider_nif = seller.nif;
  fields.provider_name = seller.name;
  problems.push(...seller.problems);

  const reverseCharge = readReverseCharge(folded);
  const table = readLineTable(layout);
  const linesSum = table.rows.length > 0 && table.rows.every((r) => r.amount?.exact) ? table.rows.reduce((s, r) => s + r.amount!.cents, 0) : null;
  const amounts = readInvoiceAmounts(layout, { reverseCharge, tableLines: new Set(table.rows.map((r) => r.lineIndex)), linesSum });
  fields.subtotal_amount = amounts.subtotal;
  fields.tax_amount = amounts.tax;
  fields.withholding_amount = amounts.withholding;
  fields.total_amount = amounts.total;
  problems.push(...amounts.problems);
  const tableLines = new Set(table.rows.map((r) => r.lineIndex));
  problems.push(...overchargedLines(table.rows));
  const short = linesBesideBase(layout, folded, table.rows, amounts) ?? certificationBesideBase(layout, tableLines, amounts.subtotal?.value);
  problems.push(...carryProblems(layout, tableLines));
  const weighed = weighbridgeProblem(layout);
  if (weighed) problems.push(weighed);
  problems.push(...percentagesBesideAmounts(layout, tableLines));
  if (short) {
    problems.push(short);
    if (fields.subtotal_amount) fields.subtotal_amount = { ...fields.subtotal_amount, confidence: Math.min(fields.subtotal_amount.confidence, 0.6) };
  }

  const chargesVat = (amounts.tax?.value ?? 0) !== 0;
  if (reverseCharge && chargesVat) {
    problems.push('the invoice mentions inversión del sujeto pasivo but charges VAT');
    fields.reverse_charge = { value: true, confidence: 0.5 };
  } else {
    fields.reverse_charge = { value: reverseCharge, confidence: 0.95 };
  }
  if (reverseCharge) notes.push('reverse charge (inversión del sujeto pasivo): the invoice charges no VAT');

  const currency = readCurrency(folded, layout.fullText());
  fields.currency = currency.field;
  if (currency.problem) problems.push(currency.problem);

  if (/factura\s+rectificativa|rectifica\s+(?:a\s+)?la\s+factura/.test(folded)) {
    notes.push('a corrective invoice (factura rectificativa)');
  }
  problems.push(...documentTypeProblems(layout, 'invoice'));
  return { fields, problems, notes };
}

/**
 * Lines of an invoice whose amount is more than their quantity × price, with or without the
 * discount read on them, by more than the rounding of the printed price and quantity can explain, where at
 * least twice as many lines of the table close: its columns are then read right, and the invoice
 * contradicts itself whatever its totals add. A line for less than its quantity × price is not
 * taken for one (an invoice's table may carry a discount in a column not read as one), nor a
 * table where many lines are over (a third factor, days or metres, in a column of its own).
 */
function overchargedLines(rows: TableRow[]): string[] {
  // Per row: over its quantity × price, or not; null when it cannot be checked.
  const over = rows.map((row): boolean | null => {
    const product = lineProduct(row);
    if (product === null || !row.amount || !row.quantity || !row.unitPrice) return null;
    const plain = productCents(row.quantity, row.unitPrice);
    // A price printed to the cent may be half a cent off per unit, and a quantity printed to its
    // last decimal (11,63 t weighed as 11,634 t) half of that decimal's worth at the price.
    const quantity = Math.abs(Number(row.quantity.digits) / 10 ** row.quantity.scale);
    const rounding = LINE_TOLERANCE_CENTS + Math.ceil(quantity / 2 + (Math.abs(row.unitPrice.cents) / 2) * 10 ** -row.quantity.scale);
    return Math.min(row.amount.cents - product, row.amount.cents - plain) > rounding;
  });
  const closing = over.filter((o) => o === false).length;
  const overcharged = rows.flatMap((row, i) => (over[i] ? [lineMismatch(row, `line ${i + 1}`)!] : []));
  return closing >= 2 && closing >= 2 * overcharged.length ? overcharged : [];
}
