import type { Field, InvoiceFields } from './extraction-types.js';
import { readDate, readDocumentNumber, withSeries } from './document-header.js';
import { readInvoiceAmounts } from './invoice-totals.js';
import { readLineTable } from './line-table.js';
import type { DocumentLayout } from './layout.js';
import { readSeller } from './seller-party.js';

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
      notes.push('the due date printed is before the issue date');
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
