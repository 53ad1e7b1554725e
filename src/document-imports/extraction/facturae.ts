import { checkNif, normalizeNif } from '../../platform/nif.js';
import { facturaeOrderNumber } from './order-number.js';
import { isCalendarDate } from '../../platform/dates.js';
import type { FacturaeData, FacturaeVersion, Field, InvoiceExtraction, InvoiceFields } from './extraction-types.js';
import { readReverseCharge } from './invoice-fields.js';
import { decimalToCents, formatCents, parseDotDecimal } from './spanish-numbers.js';
import { fold } from './text-fold.js';
import { type XmlElement, XmlError, allText, at, childrenNamed, findFirst, namespaceOf, parseXml, textAt } from './xml-tree.js';

/**
 * Facturae 3.2, 3.2.1 and 3.2.2 (the Spanish e-invoice XML), signed or not. Values taken from
 * an element carry confidence 1 (reverse charge, read from free-text legal notes, 0.95);
 * `complete` still needs the amounts to agree. The seller is `Parties/SellerParty`, never `ThirdParty` (who may issue on the seller's
 * behalf) nor `BuyerParty`.
 */

const NAMESPACES: Record<string, FacturaeVersion | 'unsupported'> = {
  'http://www.facturae.es/Facturae/2009/v3.2/Facturae': '3.2',
  'http://www.facturae.es/Facturae/2014/v3.2.1/Facturae': '3.2.1',
  'http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml': '3.2.2',
  'http://www.facturae.es/Facturae/2007/v3.0/Facturae': 'unsupported',
  'http://www.facturae.es/Facturae/2007/v3.1/Facturae': 'unsupported',
};
const SCHEMA_VERSIONS = new Set<string>(['3.2', '3.2.1', '3.2.2']);

const EXACT = 1;

export function emptyFacturaeExtraction(problems: string[], notes: string[] = []): InvoiceExtraction {
  return { kind: 'invoice', source: 'facturae', fields: {}, complete: false, problems, notes };
}

/** Bytes to text following the BOM or the XML declaration (Facturae files are often ISO-8859-1). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(declared, { fatal: true });
  } catch {
    throw new XmlError(`the XML declares an unknown encoding "${declared}"`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new XmlError(`the bytes are not valid ${declared}`);
  }
}

/** `ES B28015865` → `B28015865`; a foreign id is kept as written (normalized). */
export function sellerTaxId(raw: string): string {
  const nif = normalizeNif(raw);
  if (nif.startsWith('ES')) {
    const rest = nif.slice(2);
    const check = checkNif(rest);
    if (check.ok && check.kind !== 'foreign') return rest;
  }
  return nif;
}

function partyName(party: XmlElement | null): string | null {
  const corporate = textAt(party, 'LegalEntity', 'CorporateName');
  if (corporate) return corporate;
  const individual = at(party, 'Individual');
  if (!individual) return null;
  const parts = ['Name', 'FirstSurname', 'SecondSurname'].map((n) => textAt(individual, n)).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function taxIdOf(party: XmlElement | null): string | null {
  const raw = textAt(party, 'TaxIdentification', 'TaxIdentificationNumber');
  return raw ? sellerTaxId(raw) : null;
}

/**
 * Decimal text to cents, half away from zero (Facturae amounts may carry up to eight
 * decimals; `59.755` is 5976 cents). Null when absent; throws on text that is not a number.
 */
function centsAt(element: XmlElement | null, ...path: string[]): number | null {
  const text = textAt(element, ...path);
  if (text === null) return null;
  const value = parseDotDecimal(text);
  const cents = value ? decimalToCents(value) : null;
  if (cents === null) throw new XmlError(`${path.join('/')} is not a decimal amount: "${text}"`);
  return cents;
}

/** As `centsAt`, for values only reported, never checked: text that is not a number gives null instead of failing the reading. */
function optionalCentsAt(element: XmlElement | null, ...path: string[]): number | null {
  const value = parseDotDecimal(textAt(element, ...path) ?? '');
  return value ? decimalToCents(value) : null;
}

function sumCents(elements: XmlElement[], ...path: string[]): number {
  return elements.reduce((sum, e) => sum + (centsAt(e, ...path) ?? 0), 0);
}

/** No Facturae invoice predates this (the format is from 2007): an earlier date is a placeholder such as `0001-01-01`. */
const EARLIEST_ISSUE_DATE = '2000-01-01';

/** A date an invoice can have been issued on: from EARLIEST_ISSUE_DATE to a year after `today`. */
function plausibleIssueDate(date: string, today: Date): boolean {
  const latest = new Date(today.getTime() + 366 * 86_400_000).toISOString().slice(0, 10);
  return date >= EARLIEST_ISSUE_DATE && date <= latest;
}

function versionOf(root: XmlElement, problems: string[], notes: string[]): FacturaeVersion | null {
  const namespace = namespaceOf(root);
  const declared = textAt(root, 'FileHeader', 'SchemaVersion');
  const byNamespace = namespace ? NAMESPACES[namespace] : undefined;
  if (byNamespace === 'unsupported') {
    problems.push(`Facturae before 3.2 (namespace ${namespace}) is not supported`);
    return null;
  }
  if (byNamespace && declared && declared !== byNamespace) {
    problems.push(`the namespace is Facturae ${byNamespace} but SchemaVersion says ${declared}`);
    return null;
  }
  if (byNamespace) return byNamespace;
  if (declared && SCHEMA_VERSIONS.has(declared)) {
    notes.push(`unknown namespace ${namespace ?? '(none)'}; version taken from SchemaVersion`);
    return declared as FacturaeVersion;
  }
  problems.push(`not a supported Facturae version (namespace ${namespace ?? 'none'}, SchemaVersion ${declared ?? 'none'})`);
  return null;
}

/** Reads a Facturae file. Never throws: unreadable input gives an incomplete extraction. */
export function readFacturae(bytes: Uint8Array, buyerNifs: Set<string>): InvoiceExtraction {
  const problems: string[] = [];
  const notes: string[] = [];
  let root: XmlElement;
  let document: XmlElement;
  try {
    document = parseXml(decodeXml(bytes));
    // Usually the document element; inside the signature when the file is an enveloping one.
    const facturae = findFirst(document, 'Facturae');
    if (!facturae) return emptyFacturaeExtraction([`not a Facturae file (document element <${document.name}>)`]);
    root = facturae;
  } catch (err) {
    return emptyFacturaeExtraction([err instanceof XmlError ? err.message : `the XML could not be read (${String(err)})`]);
  }

  const version = versionOf(root, problems, notes);
  const signed = findFirst(document, 'Signature') !== null;
  if (signed) notes.push('the file carries an XML signature; it was not verified');
  if (!version) return { ...emptyFacturaeExtraction(problems, notes), signed };

  try {
    return { ...readInvoice(root, buyerNifs, problems, notes), version, signed };
  } catch (err) {
    problems.push(err instanceof XmlError ? err.message : `the Facturae could not be read (${String(err)})`);
    return { ...emptyFacturaeExtraction(problems, notes), version, signed };
  }
}

function readInvoice(root: XmlElement, buyerNifs: Set<string>, problems: string[], notes: string[]): InvoiceExtraction {
  const seller = at(root, 'Parties', 'SellerParty');
  const buyer = at(root, 'Parties', 'BuyerParty');
  const thirdParty = at(root, 'FileHeader', 'ThirdParty');
  const invoices = childrenNamed(at(root, 'Invoices'), 'Invoice');
  const declaredCount = textAt(root, 'FileHeader', 'Batch', 'InvoicesCount');
  if (invoices.length === 0) problems.push('the file holds no invoice');
  if (invoices.length > 1) {
    problems.push(`the file is a batch of ${invoices.length} invoices; only the first was read, import them one by one`);
  }
  if (declaredCount !== null && Number(declaredCount) !== invoices.length) {
    problems.push(`FileHeader says ${declaredCount} invoices, the file holds ${invoices.length}`);
  }
  const invoice = invoices[0] ?? null;
  const totals = at(invoice, 'InvoiceTotals');

  const data: FacturaeData = {
    schema_version: textAt(root, 'FileHeader', 'SchemaVersion'),
    invoice_count: invoices.length,
    issuer_type: textAt(root, 'FileHeader', 'InvoiceIssuerType'),
    invoice_number: textAt(invoice, 'InvoiceHeader', 'InvoiceNumber'),
    series: textAt(invoice, 'InvoiceHeader', 'InvoiceSeriesCode'),
    issue_date: textAt(invoice, 'InvoiceIssueData', 'IssueDate'),
    seller_nif: taxIdOf(seller),
    buyer_nif: taxIdOf(buyer),
    third_party_nif: taxIdOf(thirdParty),
    total_gross_amount_before_taxes: centsAt(totals, 'TotalGrossAmountBeforeTaxes'),
    total_tax_outputs: centsAt(totals, 'TotalTaxOutputs'),
    total_taxes_withheld: centsAt(totals, 'TotalTaxesWithheld'),
    invoice_total: centsAt(totals, 'InvoiceTotal'),
    total_outstanding_amount: centsAt(totals, 'TotalOutstandingAmount'),
    amounts_withheld: optionalCentsAt(totals, 'AmountsWithheld', 'WithholdingAmount'),
    total_executable_amount: optionalCentsAt(totals, 'TotalExecutableAmount'),
  };

  const fields: InvoiceFields = {};
  const exact = <T>(value: T | null): Field<T> | undefined => (value === null ? undefined : { value, confidence: EXACT });

  // The series and the number identify an invoice together (a supplier restarts numbering per
  // series), so the stored number is the series followed by the number, as Verifactu does.
  if (data.invoice_number) {
    fields.invoice_number = exact(data.series ? `${data.series}${data.invoice_number}` : data.invoice_number);
    if (data.series) notes.push(`invoice number ${data.invoice_number} of series ${data.series}, stored as ${data.series}${data.invoice_number}`);
  } else problems.push('no InvoiceNumber');

  if (data.issue_date && isCalendarDate(data.issue_date)) {
    if (plausibleIssueDate(data.issue_date, new Date())) fields.issue_date = exact(data.issue_date);
    else {
      fields.issue_date = { value: data.issue_date, confidence: 0.5 };
      problems.push(`IssueDate ${data.issue_date} is not a plausible issue date (before ${EARLIEST_ISSUE_DATE} or more than a year ahead)`);
    }
  } else problems.push(data.issue_date ? `IssueDate ${data.issue_date} is not a calendar date` : 'no IssueDate');

  const dueDates = childrenNamed(at(invoice, 'PaymentDetails'), 'Installment')
    .map((i) => textAt(i, 'InstallmentDueDate'))
    .filter((d): d is string => d !== null && isCalendarDate(d))
    .sort();
  if (dueDates.length > 0) {
    fields.due_date = exact(dueDates[0]);
    if (dueDates.length > 1) notes.push(`${dueDates.length} payment installments; due_date is the first`);
  }

  readSellerFields(fields, data, seller, buyerNifs, problems, notes);
  readAmounts(fields, data, invoice, problems, notes);

  const currency = textAt(invoice, 'InvoiceIssueData', 'InvoiceCurrencyCode') ?? textAt(root, 'FileHeader', 'Batch', 'InvoiceCurrencyCode');
  if (currency && Intl.supportedValuesOf('currency').includes(currency.toUpperCase())) fields.currency = exact(currency.toUpperCase());
  else problems.push(currency ? `InvoiceCurrencyCode ${currency} is not an ISO 4217 code` : 'no InvoiceCurrencyCode');

  const reverseCharge = invoice ? readReverseCharge(fold(allText(invoice))) : false;
  if (reverseCharge && (data.total_tax_outputs ?? 0) !== 0) {
    problems.push('the invoice mentions inversión del sujeto pasivo but charges output tax');
    fields.reverse_charge = { value: true, confidence: 0.5 };
  } else {
    fields.reverse_charge = { value: reverseCharge, confidence: 0.95 };
  }

  const orderNumber = facturaeOrderNumber(
    childrenNamed(at(invoice, 'Items'), 'InvoiceLine').flatMap((line) => textAt(line, 'ReceiverTransactionReference') ?? []),
    notes,
  );
  if (orderNumber) fields.order_number = orderNumber;

  const invoiceClass = textAt(invoice, 'InvoiceHeader', 'InvoiceClass');
  if (invoiceClass === 'OR') notes.push('a corrective invoice (InvoiceClass OR)');
  if (invoiceClass && ['CO', 'CR', 'CC'].includes(invoiceClass)) problems.push(`the file is a copy (InvoiceClass ${invoiceClass}), not the original`);
  if (data.issuer_type === 'TE') notes.push(`issued by a third party (${data.third_party_nif ?? 'unknown'}) on the seller's behalf`);

  return { kind: 'invoice', source: 'facturae', fields, facturae: data, complete: false, problems, notes };
}

function readSellerFields(
  fields: InvoiceFields,
  data: FacturaeData,
  seller: XmlElement | null,
  buyerNifs: Set<string>,
  problems: string[],
  notes: string[],
): void {
  if (!data.seller_nif) {
    problems.push('no SellerParty tax id');
  } else {
    const check = checkNif(data.seller_nif);
    const own = buyerNifs.has(data.seller_nif);
    // ResidenceTypeCode R: resident in Spain, whose tax id is a Spanish NIF, NIE or CIF.
    const resident = textAt(seller, 'TaxIdentification', 'ResidenceTypeCode') === 'R';
    const notSpanish = check.ok && check.kind === 'foreign';
    if (!check.ok) problems.push(`the seller's tax id ${data.seller_nif} ${check.reason}`);
    if (own) problems.push(`the seller's tax id ${data.seller_nif} is the organization's own: an invoice it issued, not one it received`);
    if (notSpanish && resident) {
      problems.push(`the seller is resident in Spain (ResidenceTypeCode R) but its tax id ${data.seller_nif} is not a Spanish NIF, NIE or CIF`);
    } else if (notSpanish) notes.push(`the seller's tax id ${data.seller_nif} is not Spanish`);
    fields.provider_nif = { value: data.seller_nif, confidence: check.ok && !own && !(notSpanish && resident) ? EXACT : 0.5 };
  }
  const name = partyName(seller);
  if (name) fields.provider_name = { value: name, confidence: EXACT };
  else problems.push('no SellerParty name');
}

function readAmounts(fields: InvoiceFields, data: FacturaeData, invoice: XmlElement | null, problems: string[], notes: string[]): void {
  const s = data.total_gross_amount_before_taxes;
  const w = data.total_taxes_withheld ?? 0;
  const outputs = childrenNamed(at(invoice, 'TaxesOutputs'), 'Tax');
  const outputsSum = () => sumCents(outputs, 'TaxAmount', 'TotalAmount') + sumCents(outputs, 'EquivalenceSurchargeAmount', 'TotalAmount');
  if (s === null) {
    problems.push('no TotalGrossAmountBeforeTaxes');
    return;
  }
  fields.subtotal_amount = { value: s, confidence: EXACT };
  fields.withholding_amount = { value: w, confidence: EXACT };
  let t = data.total_tax_outputs;
  let taxConfidence = EXACT;
  if (t === null) {
    // Without TotalTaxOutputs the invoice goes to review, with the tax the file still gives.
    problems.push('no TotalTaxOutputs');
    taxConfidence = 0.5;
    if (outputs.length > 0) t = outputsSum();
    else if (data.invoice_total !== null) t = data.invoice_total - s + w;
    if (t === null) return;
    notes.push(`the tax amount ${formatCents(t)} is taken from ${outputs.length > 0 ? 'the output taxes' : 'InvoiceTotal'} (no TotalTaxOutputs)`);
  }
  const total = s + t - w;
  fields.tax_amount = { value: t, confidence: taxConfidence };
  fields.total_amount = { value: total, confidence: taxConfidence };

  // The schema defines InvoiceTotal = before taxes + output taxes − withheld; some producers
  // write it before the withholding and put the payable amount in TotalOutstandingAmount. That
  // reading is accepted only when TotalOutstandingAmount confirms it.
  const invoiceTotal = data.invoice_total;
  const outstanding = data.total_outstanding_amount;
  const computed = `${formatCents(s)} + ${formatCents(t)} − ${formatCents(w)}`;
  if (invoiceTotal === null) problems.push('no InvoiceTotal to check the amounts against');
  else if (invoiceTotal !== total) {
    if (invoiceTotal === s + t && w !== 0) {
      // InvoiceTotal before the withholding: then TotalOutstandingAmount is the one that must be the total.
      if (outstanding === total) {
        notes.push(
          `InvoiceTotal ${formatCents(invoiceTotal)} is written before the withholding; the total is ${formatCents(total)}, ` +
            'as TotalOutstandingAmount says',
        );
      } else {
        problems.push(
          `InvoiceTotal ${formatCents(invoiceTotal)} is written before the withholding, and TotalOutstandingAmount ` +
            `${outstanding === null ? 'is absent' : `${formatCents(outstanding)} ≠ ${computed}`}`,
        );
      }
    } else {
      problems.push(`InvoiceTotal ${formatCents(invoiceTotal)} ≠ ${computed}`);
    }
  } else if (outstanding !== null && outstanding !== total) {
    notes.push(`TotalOutstandingAmount ${formatCents(outstanding)} differs from the total ${formatCents(total)} (payments on account, subsidies or expenses)`);
  }

  if (outputs.length > 0) {
    const sum = outputsSum();
    if (sum !== t) problems.push(`the output taxes add up to ${formatCents(sum)}, TotalTaxOutputs says ${formatCents(t)}`);
    if (outputs.some((tax) => at(tax, 'EquivalenceSurchargeAmount'))) notes.push('the tax amount includes recargo de equivalencia');
    const nonVat = outputs.map((tax) => textAt(tax, 'TaxTypeCode')).filter((c) => c && c !== '01');
    if (nonVat.length > 0) notes.push(`output taxes other than VAT (TaxTypeCode ${[...new Set(nonVat)].join(', ')}) are in the tax amount`);
  }
  const withheld = childrenNamed(at(invoice, 'TaxesWithheld'), 'Tax');
  if (withheld.length > 0) {
    const sum = sumCents(withheld, 'TaxAmount', 'TotalAmount');
    if (sum !== w) problems.push(`the withheld taxes add up to ${formatCents(sum)}, TotalTaxesWithheld says ${formatCents(w)}`);
  }
  const totals = at(invoice, 'InvoiceTotals');
  const gross = centsAt(totals, 'TotalGrossAmount');
  if (gross !== null) {
    const discounts = centsAt(totals, 'TotalGeneralDiscounts') ?? 0;
    const surcharges = centsAt(totals, 'TotalGeneralSurcharges') ?? 0;
    if (gross - discounts + surcharges !== s) {
      problems.push(`TotalGrossAmount − discounts + surcharges is ${formatCents(gross - discounts + surcharges)}, not ${formatCents(s)}`);
    }
  }
}
