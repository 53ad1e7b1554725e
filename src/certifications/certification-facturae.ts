import { divRound, formatScaled, parseScaled } from '../platform/money.js';
import type {
  CertificationDocument,
  CertificationDocumentChapter,
  CertificationDocumentLine,
  CertificationParty,
  PostalAddress,
} from './certification-document.js';
import { type XmlNode, el, text, xmlDocument } from './xml-writer.js';

/**
 * The Facturae 3.2.2 invoice (unsigned) of an issued certification, valid against the official
 * schema. How each figure maps to an element: docs/certifications.md#facturae. In short:
 *
 *   TotalGrossAmount             = execution (Σ the items' amounts this period, one line each)
 *   GeneralSurcharges            = gastos generales + beneficio industrial
 *   GeneralDiscounts             = baja
 *   TotalGrossAmountBeforeTaxes  = subtotal          TaxesOutputs / TotalTaxOutputs = tax
 *   InvoiceTotal                 = subtotal + tax    (= TotalOutstandingAmount; no tax withheld)
 *   AmountsWithheld              = retention of guarantee
 *   TotalExecutableAmount        = total             (subtotal + tax − retention)
 */

const NAMESPACE = 'http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml';

/** The EU member states other than Spain (ISO 3166-1 alpha-3): ResidenceTypeCode `U`. */
const EU_COUNTRIES = new Set([
  'AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN',
  'IRL', 'ITA', 'LVA', 'LTU', 'LUX', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'SWE',
]);

/** Facturae's UnitOfMeasure codes for the budget units that have one; other units are left to the description. */
const UNIT_CODES: Record<string, string> = {
  u: '01', ud: '01', uds: '01', un: '01', unidad: '01', unidades: '01',
  h: '02', kg: '03', l: '04', g: '21', km: '22', m: '25', ml: '25', mm: '26', cm: '16', m3: '33',
};

/** The legal literal of a reverse-charge invoice (art. 84.Uno.2º.f LIVA: construction work). */
const REVERSE_CHARGE_LITERAL = 'Inversión del sujeto pasivo (artículo 84.Uno.2º.f de la Ley 37/1992 del IVA)';

export function facturaeOf(doc: CertificationDocument): string {
  checkFigures(doc);
  const p = doc.period;
  const invoiceTotal = p.subtotal + p.tax;
  const taxRate = doc.reverseCharge ? '0.00' : doc.percentages.taxRate;
  const root = el(
    'fe:Facturae',
    el(
      'FileHeader',
      text('SchemaVersion', '3.2.2'),
      text('Modality', 'I'),
      text('InvoiceIssuerType', 'EM'),
      el(
        'Batch',
        text('BatchIdentifier', `${doc.seller.taxId}${doc.invoiceNumber}`, 70),
        text('InvoicesCount', '1'),
        el('TotalInvoicesAmount', text('TotalAmount', money(invoiceTotal))),
        el('TotalOutstandingAmount', text('TotalAmount', money(invoiceTotal))),
        el('TotalExecutableAmount', text('TotalAmount', money(p.total))),
        text('InvoiceCurrencyCode', doc.currency),
      ),
    ),
    el('Parties', party('SellerParty', doc.seller), party('BuyerParty', doc.buyer)),
    el(
      'Invoices',
      el(
        'Invoice',
        el(
          'InvoiceHeader',
          // The whole number, without a series code: read back, it is the number the API shows.
          text('InvoiceNumber', identifier(doc.invoiceNumber)),
          text('InvoiceDocumentType', 'FC'),
          text('InvoiceClass', 'OO'),
        ),
        el(
          'InvoiceIssueData',
          text('IssueDate', doc.issueDate),
          el('InvoicingPeriod', text('StartDate', doc.periodStart), text('EndDate', doc.periodEnd)),
          text('InvoiceCurrencyCode', doc.currency),
          text('TaxCurrencyCode', doc.currency),
          text('LanguageName', 'es'),
          text('InvoiceDescription', invoiceDescription(doc), 2500),
        ),
        el('TaxesOutputs', vat(taxRate, p.subtotal, p.tax)),
        totals(doc, invoiceTotal),
        el('Items', ...invoiceLines(doc, taxRate)),
        doc.reverseCharge ? el('LegalLiterals', text('LegalReference', REVERSE_CHARGE_LITERAL, 250)) : null,
      ),
    ),
  );
  root.attributes = { 'xmlns:fe': NAMESPACE };
  return xmlDocument(root);
}

/** The figures must add up as Facturae adds them; a document that does not is a bug upstream, not an invoice to send. */
function checkFigures(doc: CertificationDocument): void {
  const p = doc.period;
  const lines = doc.chapters.flatMap((c) => c.lines).reduce((sum, l) => sum + l.amountThisPeriod, 0);
  const problems = [
    lines !== p.execution && `the items add up to ${lines}, execution is ${p.execution}`,
    p.execution + p.overheads + p.profit - p.discount !== p.subtotal && 'execution + overheads + profit − discount ≠ subtotal',
    p.subtotal + p.tax - p.retention !== p.total && 'subtotal + tax − retention ≠ total',
    doc.reverseCharge && p.tax !== 0 && 'a reverse-charge certification charges VAT',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`certification ${doc.invoiceNumber}: ${problems.join('; ')}`);
}

function totals(doc: CertificationDocument, invoiceTotal: number): XmlNode {
  const p = doc.period;
  const pct = doc.percentages;
  // Rates are written only where they are the rate on the element's own base (Facturae: a
  // general charge or discount is a percentage of TotalGrossAmount, a withholding of
  // TotalOutstandingAmount); the reason text always states the certification's percentage.
  const surcharges = [
    { reason: `Gastos generales (${spanish(pct.overheads)} %)`, rate: pct.overheads, amount: p.overheads },
    { reason: `Beneficio industrial (${spanish(pct.profit)} %)`, rate: pct.profit, amount: p.profit },
  ].filter((c) => c.amount !== 0);
  const discount = p.discount !== 0 ? { reason: `Baja de adjudicación (${spanish(pct.discount)} %)`, rate: pct.discount, amount: p.discount } : null;
  const release = doc.type === 'retention_release';
  const withholdingReason = release
    ? 'Devolución de la retención de garantía practicada en las certificaciones anteriores'
    : `Retención de garantía (${spanish(pct.retention)} % de la base imponible)`;
  return el(
    'InvoiceTotals',
    text('TotalGrossAmount', money(p.execution)),
    discount ? el('GeneralDiscounts', adjustment('Discount', discount, p.execution)) : null,
    surcharges.length > 0 ? el('GeneralSurcharges', ...surcharges.map((c) => adjustment('Charge', c, p.execution))) : null,
    discount ? text('TotalGeneralDiscounts', money(p.discount)) : null,
    surcharges.length > 0 ? text('TotalGeneralSurcharges', money(p.overheads + p.profit)) : null,
    text('TotalGrossAmountBeforeTaxes', money(p.subtotal)),
    text('TotalTaxOutputs', money(p.tax)),
    text('TotalTaxesWithheld', money(0)),
    text('InvoiceTotal', money(invoiceTotal)),
    text('TotalOutstandingAmount', money(invoiceTotal)),
    p.retention !== 0
      ? el(
          'AmountsWithheld',
          text('WithholdingReason', withholdingReason),
          rateOn(invoiceTotal, pct.retention, p.retention) ? text('WithholdingRate', rate(pct.retention)) : null,
          text('WithholdingAmount', money(p.retention)),
        )
      : null,
    text('TotalExecutableAmount', money(p.total)),
  );
}

function adjustment(kind: 'Discount' | 'Charge', a: { reason: string; rate: string; amount: number }, base: number): XmlNode {
  return el(
    kind,
    text(`${kind}Reason`, a.reason),
    rateOn(base, a.rate, a.amount) ? text(`${kind}Rate`, rate(a.rate)) : null,
    text(`${kind}Amount`, money(a.amount)),
  );
}

/**
 * One line per item with an amount this period. A line's TaxableBase is its GrossAmount, before
 * the general surcharges and discount; the invoice-level TaxableBase is the subtotal, after them
 * (Σ line bases + surcharges − discount). A period with no amounts (a retention release, or no
 * work done) has one line of zero amount saying so, since Facturae needs at least one line.
 */
function invoiceLines(doc: CertificationDocument, taxRate: string): XmlNode[] {
  const lines = doc.chapters.flatMap((chapter) =>
    chapter.lines.filter((l) => l.amountThisPeriod !== 0).map((l) => itemLine(doc, chapter, l, taxRate)),
  );
  if (lines.length > 0) return lines;
  const description =
    doc.type === 'retention_release'
      ? `Devolución de la retención de garantía de la obra ${doc.project.name}: ${spanish(money(-doc.period.retention))} EUR, ` +
        'ya facturados (con su IVA) en las certificaciones anteriores'
      : `Certificación nº ${doc.number} de la obra ${doc.project.name}: sin obra ejecutada en el periodo`;
  return [
    el(
      'InvoiceLine',
      text('ItemDescription', description, 2500),
      text('Quantity', '1'),
      text('UnitPriceWithoutTax', money(0)),
      text('TotalCost', money(0)),
      text('GrossAmount', money(0)),
      el('TaxesOutputs', vat(taxRate, 0, null)),
    ),
  ];
}

/**
 * Quantity this period × sale price may differ by a cent from the amount this period, which is
 * the difference of two rounded amounts a origen; TotalCost and GrossAmount are that amount, so
 * that the lines add up to the execution exactly.
 */
function itemLine(doc: CertificationDocument, chapter: CertificationDocumentChapter, l: CertificationDocumentLine, taxRate: string): XmlNode {
  const unit = UNIT_CODES[l.unit.trim().toLowerCase().replace(/[.²³]/g, (c) => ({ '²': '2', '³': '3' })[c] ?? '')];
  return el(
    'InvoiceLine',
    text('ItemDescription', `${l.code} ${l.description}${l.unit.trim() ? ` (${l.unit.trim()})` : ''}`, 2500),
    text('Quantity', quantity(l.quantityThisPeriod)),
    unit ? text('UnitOfMeasure', unit) : null,
    text('UnitPriceWithoutTax', money(l.salePrice)),
    text('TotalCost', money(l.amountThisPeriod)),
    text('GrossAmount', money(l.amountThisPeriod)),
    el('TaxesOutputs', vat(taxRate, l.amountThisPeriod, null)),
    el('LineItemPeriod', text('StartDate', doc.periodStart), text('EndDate', doc.periodEnd)),
    text(
      'AdditionalLineItemInformation',
      `Capítulo ${chapter.code} ${chapter.title}. Cantidad presupuestada ${l.budgetQuantity}, anterior ${l.previousQuantity}, ` +
        `a origen ${l.quantityToDate}${l.overBudget ? ' (por encima de la presupuestada)' : ''}.`,
      2500,
    ),
    [...l.code].length <= 20 ? text('ArticleCode', l.code) : null,
  );
}

function vat(taxRate: string, base: number, amount: number | null): XmlNode {
  return el(
    'Tax',
    text('TaxTypeCode', '01'),
    text('TaxRate', rate(taxRate)),
    el('TaxableBase', text('TotalAmount', money(base))),
    amount === null ? null : el('TaxAmount', text('TotalAmount', money(amount))),
  );
}

function invoiceDescription(doc: CertificationDocument): string {
  const what = doc.type === 'retention_release' ? 'Devolución de la retención de garantía' : `Certificación nº ${doc.number}`;
  return `${what} de la obra ${doc.project.name} (presupuesto ${doc.budget.name}), periodo del ${doc.periodStart} al ${doc.periodEnd}`;
}

/**
 * A party as its tax id says: a Spanish NIF that starts with a digit or K, L, M, X, Y, Z is a
 * person (PersonTypeCode F, `Individual`), anything else a legal entity (J). Residence follows
 * the country: R in Spain, U elsewhere in the EU, E outside it.
 */
function party(name: string, p: CertificationParty): XmlNode {
  const country = p.address.countryCode.toUpperCase();
  const residence = country === 'ESP' ? 'R' : EU_COUNTRIES.has(country) ? 'U' : 'E';
  const person = residence === 'R' && /^[0-9KLMXYZ]/.test(p.taxId);
  return el(
    name,
    el('TaxIdentification', text('PersonTypeCode', person ? 'F' : 'J'), text('ResidenceTypeCode', residence), text('TaxIdentificationNumber', p.taxId, 30)),
    person ? el('Individual', ...personName(p.name), address(p.address)) : el('LegalEntity', text('CorporateName', p.name, 80), address(p.address)),
  );
}

/**
 * `Name FirstSurname SecondSurname` from one name written in the Spanish order: the last two
 * words are the surnames (the last one only, with two words). Read back, the three joined with
 * spaces give the name again (when no part exceeds its 40 characters).
 */
function personName(full: string): XmlNode[] {
  const words = full.trim().split(/\s+/);
  const surnames = words.length >= 3 ? 2 : words.length - 1;
  const given = words.slice(0, words.length - surnames).join(' ');
  const [first = '', second] = words.slice(words.length - surnames);
  return [text('Name', given, 40), text('FirstSurname', first, 40), second ? text('SecondSurname', second, 40) : null].filter(
    (n): n is XmlNode => n !== null,
  );
}

function address(a: PostalAddress): XmlNode {
  const country = a.countryCode.toUpperCase();
  if (country === 'ESP') {
    return el(
      'AddressInSpain',
      text('Address', a.street, 80),
      text('PostCode', a.postCode.trim()),
      text('Town', a.town, 50),
      text('Province', a.province, 20),
      text('CountryCode', country),
    );
  }
  return el(
    'OverseasAddress',
    text('Address', a.street, 80),
    text('PostCodeAndTown', `${a.postCode.trim()} ${a.town.trim()}`.trim(), 50),
    text('Province', a.province, 20),
    text('CountryCode', country),
  );
}

// ---- numbers: from integers and decimal text, never through binary floating point ----

/** Integer cents as Facturae's two-decimal text: 123456 → `1234.56`, −5 → `-0.05`. */
function money(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  return formatScaled(BigInt(cents), 2);
}

function rate(percentage: string): string {
  return formatScaled(scaled(percentage, 2), 2);
}

function quantity(q: string): string {
  return formatScaled(scaled(q, 3), 3);
}

function scaled(decimal: string, places: number): bigint {
  const value = parseScaled(decimal, places);
  if (value === null) throw new RangeError(`not a decimal with ${places} places: ${decimal}`);
  return value;
}

/** Whether `amount` is `percentage` % of `base`, rounded half away from zero. */
function rateOn(base: number, percentage: string, amount: number): boolean {
  return divRound(BigInt(base) * scaled(percentage, 2), 10_000n) === BigInt(amount);
}

/** `13.00` → `13,00`, for the Spanish reason texts. */
function spanish(decimal: string): string {
  return decimal.replace('.', ',');
}

/** Invoice number and series are at most 20 characters; cutting one would change the invoice's identity. */
function identifier(value: string): string {
  if ([...value].length > 20) throw new RangeError(`"${value}" is longer than Facturae's 20 characters`);
  return value;
}
