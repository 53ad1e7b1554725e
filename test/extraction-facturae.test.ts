import { describe, expect, it } from 'vitest';
import { type InvoiceExtraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import { describeSamples, readSample } from './helpers/shared-fixtures.js';

interface ExpectedSample {
  file: string;
  version: string;
  signed: boolean;
  mode: string;
  invoice_number: string;
  series: string | null;
  issue_date: string;
  seller_nif: string;
  buyer_nif: string;
  third_party_nif: string | null;
  total_gross_amount_before_taxes: number;
  total_tax_outputs: number;
  total_taxes_withheld: number;
  invoice_total: number;
  total_outstanding_amount: number;
}

async function readXml(xml: string | Uint8Array, buyerNifs?: string[]): Promise<InvoiceExtraction> {
  const bytes = typeof xml === 'string' ? new TextEncoder().encode(xml) : xml;
  const extraction = await extractDocument(bytes, 'application/xml', 'invoice', { buyerNifs });
  expect(extraction.kind).toBe('invoice');
  return extraction as InvoiceExtraction;
}

describeSamples('facturae', 'the public Facturae samples', () => {
  const expected: ExpectedSample[] = JSON.parse(readSample('facturae', 'expected.json').toString('utf8'));

  it.each(expected.map((e) => [e.file, e] as const))('%s gives the values of expected.json', async (file, sample) => {
    const extraction = await readXml(new Uint8Array(readSample('facturae', file)));
    const data = extraction.facturae!;
    // `mode` in expected.json names no element of the XML (the 3.2.1 and 3.2.2 samples differ
    // only in namespace and SchemaVersion, yet one is "live" and one "test"): it is not read.
    expect({
      version: extraction.version,
      signed: extraction.signed,
      invoice_number: data.invoice_number,
      series: data.series,
      issue_date: data.issue_date,
      seller_nif: data.seller_nif,
      buyer_nif: data.buyer_nif,
      third_party_nif: data.third_party_nif,
      total_gross_amount_before_taxes: data.total_gross_amount_before_taxes,
      total_tax_outputs: data.total_tax_outputs,
      total_taxes_withheld: data.total_taxes_withheld,
      invoice_total: data.invoice_total,
      total_outstanding_amount: data.total_outstanding_amount,
    }).toEqual({
      version: sample.version,
      signed: sample.signed,
      invoice_number: sample.invoice_number,
      series: sample.series,
      issue_date: sample.issue_date,
      seller_nif: sample.seller_nif,
      buyer_nif: sample.buyer_nif,
      third_party_nif: sample.third_party_nif,
      total_gross_amount_before_taxes: sample.total_gross_amount_before_taxes,
      total_tax_outputs: sample.total_tax_outputs,
      total_taxes_withheld: sample.total_taxes_withheld,
      invoice_total: sample.invoice_total,
      total_outstanding_amount: sample.total_outstanding_amount,
    });
  });

  it.each(expected.map((e) => [e.file, e] as const))('%s is a complete invoice of SellerParty, total = base + tax − withheld', async (file, sample) => {
    const extraction = await readXml(new Uint8Array(readSample('facturae', file)));
    expect(extraction.problems).toEqual([]);
    expect(extraction.complete).toBe(true);
    expect(extraction.source).toBe('facturae');
    const f = extraction.fields;
    expect(f.invoice_number?.value).toBe(`${sample.series ?? ''}${sample.invoice_number}`);
    expect(f.issue_date?.value).toBe(sample.issue_date);
    expect(f.provider_nif?.value).toBe(sample.seller_nif);
    expect(f.subtotal_amount?.value).toBe(sample.total_gross_amount_before_taxes);
    expect(f.tax_amount?.value).toBe(sample.total_tax_outputs);
    expect(f.withholding_amount?.value).toBe(sample.total_taxes_withheld);
    expect(f.total_amount?.value).toBe(sample.total_gross_amount_before_taxes + sample.total_tax_outputs - sample.total_taxes_withheld);
    expect(f.total_amount?.value).toBe(sample.total_outstanding_amount);
    expect(f.currency?.value).toBe('EUR');
    expect(f.reverse_charge?.value).toBe(false);
    for (const field of Object.values(f)) expect(field!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads the seller, not the third party that issued on its behalf, and says the signature was not verified', async () => {
    const extraction = await readXml(new Uint8Array(readSample('facturae', 'invoice-vat-irpf.xml')));
    expect(extraction.fields.provider_nif?.value).toBe('37221735F');
    expect(extraction.fields.provider_name?.value).toBe('Maria Remedios Sanchez Nuñez');
    expect(extraction.signed).toBe(true);
    expect(extraction.notes.join(' ')).toMatch(/signature.*not verified/);
  });

  it('takes the corporate name of a legal entity', async () => {
    const extraction = await readXml(new Uint8Array(readSample('facturae', 'Facturae-3.2.2-valid.xml')));
    expect(extraction.fields.provider_name?.value).toBe('Empresa de Pruebas y Ejemplos, S.L.');
    expect(extraction.fields.due_date?.value).toBe('2013-05-30');
  });

  it('refuses an invoice the organization issued itself (the seller is one of its tax ids)', async () => {
    const extraction = await readXml(new Uint8Array(readSample('facturae', 'Facturae-3.2.2-valid.xml')), ['ESB28015865']);
    expect(extraction.complete).toBe(false);
    expect(extraction.problems.join(' ')).toMatch(/organization's own/);
  });
});

// ---------------------------------------------------------------------------------------------
// Files built here

const NS = {
  '3.2': 'http://www.facturae.es/Facturae/2009/v3.2/Facturae',
  '3.2.1': 'http://www.facturae.es/Facturae/2014/v3.2.1/Facturae',
  '3.2.2': 'http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml',
  '3.1': 'http://www.facturae.es/Facturae/2007/v3.1/Facturae',
} as const;

interface InvoiceXml {
  number?: string;
  series?: string;
  date?: string;
  base?: string;
  tax?: string;
  withheld?: string;
  total?: string;
  outstanding?: string;
  currency?: string;
  taxes?: Array<{ rate: string; base: string; amount: string }>;
  literal?: string;
  /** Leave out `TotalTaxOutputs` (and, with `noTaxLines`, the `TaxesOutputs` lines). */
  noTotalTaxOutputs?: boolean;
  noTaxLines?: boolean;
}

function invoiceXml(o: InvoiceXml = {}): string {
  const taxes = o.taxes ?? [{ rate: '21.00', base: o.base ?? '1000.00', amount: o.tax ?? '210.00' }];
  return `
    <Invoice>
      <InvoiceHeader>
        <InvoiceNumber>${o.number ?? '0042'}</InvoiceNumber>
        ${o.series ? `<InvoiceSeriesCode>${o.series}</InvoiceSeriesCode>` : ''}
        <InvoiceDocumentType>FC</InvoiceDocumentType>
        <InvoiceClass>OO</InvoiceClass>
      </InvoiceHeader>
      <InvoiceIssueData>
        <IssueDate>${o.date ?? '2026-11-05'}</IssueDate>
        <InvoiceCurrencyCode>${o.currency ?? 'EUR'}</InvoiceCurrencyCode>
        <TaxCurrencyCode>EUR</TaxCurrencyCode>
        <LanguageName>es</LanguageName>
      </InvoiceIssueData>
      <TaxesOutputs>
        ${(o.noTaxLines ? [] : taxes)
          .map(
            (t) => `<Tax><TaxTypeCode>01</TaxTypeCode><TaxRate>${t.rate}</TaxRate>
              <TaxableBase><TotalAmount>${t.base}</TotalAmount></TaxableBase>
              <TaxAmount><TotalAmount>${t.amount}</TotalAmount></TaxAmount></Tax>`,
          )
          .join('\n')}
      </TaxesOutputs>
      <InvoiceTotals>
        <TotalGrossAmount>${o.base ?? '1000.00'}</TotalGrossAmount>
        <TotalGeneralDiscounts>0.00</TotalGeneralDiscounts>
        <TotalGeneralSurcharges>0.00</TotalGeneralSurcharges>
        <TotalGrossAmountBeforeTaxes>${o.base ?? '1000.00'}</TotalGrossAmountBeforeTaxes>
        ${o.noTotalTaxOutputs ? '' : `<TotalTaxOutputs>${o.tax ?? '210.00'}</TotalTaxOutputs>`}
        <TotalTaxesWithheld>${o.withheld ?? '0.00'}</TotalTaxesWithheld>
        <InvoiceTotal>${o.total ?? '1210.00'}</InvoiceTotal>
        <TotalOutstandingAmount>${o.outstanding ?? o.total ?? '1210.00'}</TotalOutstandingAmount>
        <TotalExecutableAmount>${o.outstanding ?? o.total ?? '1210.00'}</TotalExecutableAmount>
      </InvoiceTotals>
      <Items>
        <InvoiceLine>
          <ItemDescription>Hormigón HA-25/B/20/IIa</ItemDescription>
          <Quantity>12.5</Quantity>
          <UnitPriceWithoutTax>80.000000</UnitPriceWithoutTax>
          <TotalCost>${o.base ?? '1000.00'}</TotalCost>
          <GrossAmount>${o.base ?? '1000.00'}</GrossAmount>
        </InvoiceLine>
      </Items>
      ${o.literal ? `<LegalLiterals><LegalReference>${o.literal}</LegalReference></LegalLiterals>` : ''}
    </Invoice>`;
}

function party(role: 'SellerParty' | 'BuyerParty', taxId: string, name: string, residence = 'R'): string {
  return `<${role}>
      <TaxIdentification><PersonTypeCode>J</PersonTypeCode><ResidenceTypeCode>${residence}</ResidenceTypeCode>
        <TaxIdentificationNumber>${taxId}</TaxIdentificationNumber></TaxIdentification>
      <LegalEntity><CorporateName>${name}</CorporateName>
        <AddressInSpain><Address>C/ Mayor, 1</Address><PostCode>28001</PostCode><Town>Madrid</Town><Province>Madrid</Province><CountryCode>ESP</CountryCode></AddressInSpain>
      </LegalEntity>
    </${role}>`;
}

function facturae(
  o: {
    version?: keyof typeof NS;
    prefix?: string;
    invoices?: string[];
    seller?: string;
    sellerName?: string;
    sellerResidence?: string;
    schemaVersion?: string;
    encoding?: string;
    signature?: boolean;
  } = {},
): string {
  const version = o.version ?? '3.2.2';
  const prefix = o.prefix ?? 'fe';
  const invoices = o.invoices ?? [invoiceXml()];
  const root = prefix ? `${prefix}:Facturae` : 'Facturae';
  const xmlns = prefix ? `xmlns:${prefix}` : 'xmlns';
  return `<?xml version="1.0" encoding="${o.encoding ?? 'UTF-8'}"?>
<${root} ${xmlns}="${NS[version]}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
  <FileHeader>
    <SchemaVersion>${o.schemaVersion ?? version}</SchemaVersion>
    <Modality>${invoices.length > 1 ? 'L' : 'I'}</Modality>
    <InvoiceIssuerType>EM</InvoiceIssuerType>
    <Batch>
      <BatchIdentifier>B1</BatchIdentifier>
      <InvoicesCount>${invoices.length}</InvoicesCount>
      <TotalInvoicesAmount><TotalAmount>1210.00</TotalAmount></TotalInvoicesAmount>
      <TotalOutstandingAmount><TotalAmount>1210.00</TotalAmount></TotalOutstandingAmount>
      <TotalExecutableAmount><TotalAmount>1210.00</TotalAmount></TotalExecutableAmount>
      <InvoiceCurrencyCode>EUR</InvoiceCurrencyCode>
    </Batch>
  </FileHeader>
  <Parties>
    ${party('SellerParty', o.seller ?? 'ESB12345674', o.sellerName ?? 'Hormigones del Norte, S.L.', o.sellerResidence)}
    ${party('BuyerParty', 'A58818501', 'Construcciones Ramírez e Hijos, S.A.')}
  </Parties>
  <Invoices>${invoices.join('\n')}</Invoices>
  ${o.signature ? '<ds:Signature Id="S1"><ds:SignedInfo/><ds:SignatureValue>AAAA</ds:SignatureValue></ds:Signature>' : ''}
</${root}>`;
}

describe('Facturae files built in the test', () => {
  it('reads the 3.2 namespace, strips the ES prefix of the seller tax id and joins series and number', async () => {
    const extraction = await readXml(facturae({ version: '3.2', invoices: [invoiceXml({ series: 'A', number: '0042' })] }));
    expect(extraction.version).toBe('3.2');
    expect(extraction.complete).toBe(true);
    expect(extraction.fields.provider_nif?.value).toBe('B12345674');
    expect(extraction.fields.invoice_number?.value).toBe('A0042');
    expect(extraction.facturae?.invoice_number).toBe('0042');
    expect(extraction.facturae?.series).toBe('A');
    expect(extraction.fields.total_amount?.value).toBe(121000);
  });

  it('matches elements by local name whatever the prefix, or none', async () => {
    for (const prefix of ['', 'fac', 'ns2']) {
      const extraction = await readXml(facturae({ version: '3.2.1', prefix }));
      expect(extraction.version, prefix).toBe('3.2.1');
      expect(extraction.complete, prefix).toBe(true);
    }
  });

  it('rounds amounts with more than two decimals half away from zero', async () => {
    const extraction = await readXml(
      facturae({ invoices: [invoiceXml({ base: '100.005', tax: '21.001', total: '121.006', taxes: [{ rate: '21', base: '100.005', amount: '21.001' }] })] }),
    );
    expect(extraction.fields.subtotal_amount?.value).toBe(10001);
    expect(extraction.fields.tax_amount?.value).toBe(2100);
    expect(extraction.facturae?.invoice_total).toBe(12101);
    expect(extraction.fields.total_amount?.value).toBe(12101);
  });

  it('refuses a batch of several invoices: the first is read for review, nothing is complete', async () => {
    const extraction = await readXml(facturae({ invoices: [invoiceXml({ number: '1' }), invoiceXml({ number: '2' })] }));
    expect(extraction.complete).toBe(false);
    expect(extraction.fields.invoice_number?.value).toBe('1');
    expect(extraction.facturae?.invoice_count).toBe(2);
    expect(extraction.problems.join(' ')).toMatch(/batch of 2 invoices/);
  });

  it('gives a problem, not an exception, for malformed XML', async () => {
    const extraction = await readXml('<?xml version="1.0"?><fe:Facturae xmlns:fe="x"><FileHeader></fe:Facturae>');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems[0]).toMatch(/malformed XML/);
    expect(extraction.fields).toEqual({});
  });

  it('refuses XML that is not Facturae, and a DOCTYPE', async () => {
    expect((await readXml('<?xml version="1.0"?><Invoice><ID>1</ID></Invoice>')).problems[0]).toMatch(/not a Facturae file/);
    const doctype = await readXml('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>');
    expect(doctype.complete).toBe(false);
    expect(doctype.problems[0]).toMatch(/DOCTYPE/);
  });

  it('refuses Facturae before 3.2 and a namespace that contradicts SchemaVersion', async () => {
    expect((await readXml(facturae({ version: '3.1' }))).problems[0]).toMatch(/before 3.2/);
    const mismatch = await readXml(facturae({ version: '3.2.2', schemaVersion: '3.2.1' }));
    expect(mismatch.complete).toBe(false);
    expect(mismatch.problems[0]).toMatch(/SchemaVersion says 3.2.1/);
  });

  it('leaves incomplete an invoice whose InvoiceTotal does not add up', async () => {
    const extraction = await readXml(facturae({ invoices: [invoiceXml({ total: '1200.00' })] }));
    expect(extraction.complete).toBe(false);
    expect(extraction.problems.join(' ')).toMatch(/InvoiceTotal 1\.200,00/);
  });

  it('accepts InvoiceTotal written before the withholding only when TotalOutstandingAmount confirms the total', async () => {
    const withholding = { base: '1000.00', tax: '210.00', withheld: '150.00', total: '1210.00' };
    const confirmed = await readXml(facturae({ invoices: [invoiceXml({ ...withholding, outstanding: '1060.00' })] }));
    expect(confirmed.complete).toBe(true);
    expect(confirmed.fields.total_amount?.value).toBe(106000);
    const unconfirmed = await readXml(facturae({ invoices: [invoiceXml({ ...withholding, outstanding: '1210.00' })] }));
    expect(unconfirmed.complete).toBe(false);
  });

  it('leaves incomplete an invoice whose tax lines do not add up to TotalTaxOutputs', async () => {
    const extraction = await readXml(facturae({ invoices: [invoiceXml({ taxes: [{ rate: '21', base: '1000.00', amount: '200.00' }] })] }));
    expect(extraction.complete).toBe(false);
    expect(extraction.problems.join(' ')).toMatch(/output taxes add up to 200,00/);
  });

  it('reads ISO-8859-1 files', async () => {
    const xml = facturae({ encoding: 'ISO-8859-1', sellerName: 'Áridos Peñalara, S.A.' });
    const bytes = Uint8Array.from(xml, (ch) => ch.charCodeAt(0));
    const extraction = await readXml(bytes);
    expect(extraction.fields.provider_name?.value).toBe('Áridos Peñalara, S.A.');
    expect(extraction.complete).toBe(true);
  });

  it('notices an enveloped signature without verifying it', async () => {
    const extraction = await readXml(facturae({ signature: true }));
    expect(extraction.signed).toBe(true);
    expect(extraction.complete).toBe(true);
    expect(extraction.notes.join(' ')).toMatch(/not verified/);
    expect((await readXml(facturae())).signed).toBe(false);
  });

  it('reads reverse charge from the legal literals: 0 % VAT', async () => {
    const extraction = await readXml(
      facturae({
        invoices: [
          invoiceXml({ tax: '0.00', total: '1000.00', taxes: [{ rate: '0.00', base: '1000.00', amount: '0.00' }], literal: 'Inversión del sujeto pasivo (art. 84.Uno.2º.f LIVA)' }),
        ],
      }),
    );
    expect(extraction.fields.reverse_charge?.value).toBe(true);
    expect(extraction.fields.tax_amount?.value).toBe(0);
    expect(extraction.complete).toBe(true);
  });

  it('gives low confidence to a seller tax id with a wrong control character', async () => {
    const extraction = await readXml(facturae({ seller: 'B12345675' }));
    expect(extraction.complete).toBe(false);
    expect(extraction.fields.provider_nif?.confidence).toBeLessThan(0.9);
  });

  it('sends to review an invoice dated 0001-01-01, keeping the date for the reviewer', async () => {
    const extraction = await readXml(facturae({ invoices: [invoiceXml({ date: '0001-01-01' })] }));
    expect(extraction.complete).toBe(false);
    expect(extraction.problems).toEqual([expect.stringMatching(/IssueDate 0001-01-01 is not a plausible issue date/), 'issue_date is uncertain (confidence 0.50)']);
    expect(extraction.fields.issue_date).toEqual({ value: '0001-01-01', confidence: 0.5 });
    expect((await readXml(facturae({ invoices: [invoiceXml({ date: '2999-12-31' })] }))).complete).toBe(false);
  });

  it('sends to review a seller resident in Spain whose tax id is not Spanish, and notes it for a foreign seller', async () => {
    const resident = await readXml(facturae({ seller: '36142' }));
    expect(resident.complete).toBe(false);
    expect(resident.problems).toEqual([
      expect.stringMatching(/resident in Spain \(ResidenceTypeCode R\) but its tax id 36142 is not a Spanish/),
      'provider_nif is uncertain (confidence 0.50)',
    ]);
    expect(resident.fields.provider_nif).toEqual({ value: '36142', confidence: 0.5 });
    const foreign = await readXml(facturae({ seller: 'PT501964843', sellerResidence: 'U' }));
    expect(foreign.complete).toBe(true);
    expect(foreign.notes.join(' ')).toMatch(/PT501964843 is not Spanish/);
  });

  it('fills the review fields of an invoice without TotalTaxOutputs from what it gives, and sends it to review', async () => {
    const withholding = { base: '1000.00', tax: '210.00', withheld: '150.00', total: '1060.00', noTotalTaxOutputs: true };
    const fromLines = await readXml(facturae({ invoices: [invoiceXml(withholding)] }));
    expect(fromLines.complete).toBe(false);
    expect(fromLines.problems[0]).toBe('no TotalTaxOutputs');
    expect(fromLines.fields).toMatchObject({
      subtotal_amount: { value: 100000, confidence: 1 },
      withholding_amount: { value: 15000, confidence: 1 },
      tax_amount: { value: 21000, confidence: 0.5 },
      total_amount: { value: 106000, confidence: 0.5 },
    });
    const fromTotal = await readXml(facturae({ invoices: [invoiceXml({ ...withholding, noTaxLines: true })] }));
    expect(fromTotal.fields).toMatchObject({ subtotal_amount: { value: 100000 }, withholding_amount: { value: 15000 }, tax_amount: { value: 21000 }, total_amount: { value: 106000 } });
    expect(fromTotal.notes.join(' ')).toMatch(/taken from InvoiceTotal/);
  });

  it('names TotalOutstandingAmount, not InvoiceTotal, when it is the one a cent off', async () => {
    const withholding = { base: '1000.00', tax: '210.00', withheld: '150.00', total: '1210.00', outstanding: '1060.01' };
    const extraction = await readXml(facturae({ invoices: [invoiceXml(withholding)] }));
    expect(extraction.complete).toBe(false);
    expect(extraction.problems).toEqual([
      'InvoiceTotal 1.210,00 is written before the withholding, and TotalOutstandingAmount 1.060,01 ≠ 1.000,00 + 210,00 − 150,00',
    ]);
    const correctTotal = await readXml(facturae({ invoices: [invoiceXml({ total: '1210.00', outstanding: '1210.01' })] }));
    expect(correctTotal.complete).toBe(true);
    expect(correctTotal.notes.join(' ')).toMatch(/TotalOutstandingAmount 1\.210,01 differs from the total 1\.210,00/);
  });

  it('refuses to read a Facturae file as a delivery note', async () => {
    const extraction = await extractDocument(new TextEncoder().encode(facturae()), 'application/xml', 'delivery_note');
    expect(extraction.complete).toBe(false);
    expect(extraction.problems[0]).toMatch(/delivery notes are read from PDFs/);
  });
});
